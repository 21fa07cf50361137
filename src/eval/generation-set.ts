/**
 * The generation evaluation set (`generate-dev.jsonl` and the held-back sets of the same shape): one
 * request per line with the resources a correct program declares and the values it must carry.
 */
export type ExpectedResource = string | readonly string[];

/** The tokens of one expected entry. */
export function tokensOf(entry: ExpectedResource): readonly string[] {
  return typeof entry === 'string' ? [entry] : entry;
}

function isExpected(entry: unknown): entry is ExpectedResource {
  return (
    typeof entry === 'string' ||
    (Array.isArray(entry) && entry.length > 0 && entry.every((token) => typeof token === 'string'))
  );
}

export interface GenerationCase {
  readonly id: string;
  readonly request: string;
  readonly difficulty: number;
  /** Resources a correct program declares: a token, or a list of tokens any one of which will do. */
  readonly expected: readonly ExpectedResource[];
  /** Token → how another resource's inputs stand in for it (`"policy input of aws:sqs/queue:Queue"`). */
  readonly alsoSatisfiedBy: Readonly<Record<string, string>>;
  /** Token → the inputs the request states (one object, or one per resource of that token). */
  readonly properties: Readonly<Record<string, unknown>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseLine(line: string, where: string): GenerationCase {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new Error(
      `${where} is not JSON: each line holds one {"id","request","difficulty","expected"} object`,
    );
  }
  if (
    !isRecord(value) ||
    typeof value['id'] !== 'string' ||
    typeof value['request'] !== 'string' ||
    typeof value['difficulty'] !== 'number' ||
    !Array.isArray(value['expected']) ||
    !value['expected'].every(isExpected)
  ) {
    throw new Error(
      `${where} needs "id" and "request" strings, a "difficulty" number and an "expected" list of tokens (or of token lists, any one of which counts)`,
    );
  }
  const also = value['alsoSatisfiedBy'] ?? {};
  const properties = value['properties'] ?? {};
  if (!isRecord(also) || !Object.values(also).every((v) => typeof v === 'string') || !isRecord(properties)) {
    throw new Error(`${where}: "alsoSatisfiedBy" maps tokens to text and "properties" maps tokens to inputs`);
  }
  return {
    id: value['id'],
    request: value['request'],
    difficulty: value['difficulty'],
    expected: value['expected'] as ExpectedResource[],
    alsoSatisfiedBy: also as Record<string, string>,
    properties,
  };
}

/** Parses a JSON Lines set; blank lines are skipped, a bad line is one error naming the file and line. */
export function parseGenerationSet(text: string, source: string): GenerationCase[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), where: `${source} line ${index + 1}` }))
    .filter(({ line }) => line !== '')
    .map(({ line, where }) => parseLine(line, where));
}
