import type { ChatMessage } from '../model/chat-model.js';
import { OUTPUT_FORMAT, SYSTEM_RULES } from '../prompt/build-prompt.js';
import { fitSchemas } from '../prompt/fit-schemas.js';
import type { RegistrySearch } from '../retrieve/types.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { Finding } from '../verify/types.js';

export interface SchemaLookup {
  readonly snapshot: Snapshot;
  readonly search: RegistrySearch;
  /** The records retrieved for the request: the first place a bare type name is looked up. */
  readonly retrieved: readonly SnapshotRecord[];
  readonly providers: readonly string[];
}

function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

/**
 * The snapshot records a finding points at: its subjects by token or TS name (`aws.s3.Bucket`), `*Args` type
 * names mapped to their resource (`BucketArgs` → `aws.s3.Bucket`), and for property names that exist
 * nowhere the program expects (`versioningConfiguration`) the records found by searching that name, such
 * as `aws.s3.BucketVersioning`.
 */
export async function recordsForFindings(
  findings: readonly Finding[],
  lookup: SchemaLookup,
  limit = 6,
): Promise<SnapshotRecord[]> {
  const found = new Map<string, SnapshotRecord>();
  const add = (record: SnapshotRecord | undefined) => {
    if (record !== undefined && found.size < limit) found.set(record.token, record);
  };
  const byLastName = (name: string) =>
    lookup.retrieved.find((r) => lastSegment(r.tsName) === name) ??
    lookup.providers
      .flatMap((provider) => lookup.snapshot.list({ provider }))
      .find((r) => lastSegment(r.tsName) === name);
  const searchTerms: string[] = [];
  for (const finding of findings) {
    for (const subject of finding.subjects ?? []) {
      const direct = lookup.snapshot.get(subject);
      if (direct !== undefined) {
        add(direct);
        continue;
      }
      const argsMatch = /^([A-Z][\w]*?)(Args|State|Result)$/.exec(subject);
      if (argsMatch !== null) {
        add(
          byLastName(argsMatch[1]!) ??
            byLastName(argsMatch[1]!.charAt(0).toLowerCase() + argsMatch[1]!.slice(1)),
        );
        continue;
      }
      if (/^[a-z][A-Za-z0-9]+$/.test(subject) && subject.length > 3) searchTerms.push(subject);
    }
  }
  for (const term of [...new Set(searchTerms)].slice(0, 3)) {
    try {
      const result = await lookup.search.search({ text: term, limit: 2, providers: lookup.providers });
      for (const hit of result.hits) add(lookup.snapshot.get(hit.token));
    } catch {
      // Searching is a bonus for the repair prompt; the diagnostics alone still go out.
    }
  }
  return [...found.values()];
}

function findingLine(finding: Finding, index: number): string {
  const where = finding.line !== undefined ? `${finding.file ?? 'index.ts'}:${finding.line} ` : '';
  const code = finding.code !== undefined ? ` ${finding.code}` : '';
  return `${index + 1}. ${where}[${finding.rung}${code}] ${finding.message}`;
}

/** The `repair` call: the program, each finding with its line, and the schemas the findings point at. */
export function repairMessages(
  requestText: string,
  program: string,
  findings: readonly Finding[],
  records: readonly SnapshotRecord[],
  snapshot: Snapshot,
  schemaBudget = 6_000,
): ChatMessage[] {
  const schemas = fitSchemas(
    snapshot,
    records,
    schemaBudget,
    (record, declaration) =>
      `<schema name="${record.tsName}">\n\`\`\`typescript\n${declaration}\n\`\`\`\n</schema>`,
  ).texts;
  const numbered = program
    .trimEnd()
    .split('\n')
    .map((line, i) => `${String(i + 1).padStart(3)}| ${line}`)
    .join('\n');
  const user = [
    `<request>\n${requestText.trim()}\n</request>`,
    `<program file="index.ts">\n${numbered}\n</program>`,
    `<findings>\n${findings.map(findingLine).join('\n')}\n</findings>`,
    ...(schemas.length > 0 ? [`<schemas>\n${schemas.join('\n')}\n</schemas>`] : []),
    `<output_format>\nFix every finding using the schemas. The program above is shown with line numbers; do not include them. ${OUTPUT_FORMAT}\n</output_format>`,
  ].join('\n\n');
  return [
    { role: 'system', content: SYSTEM_RULES },
    { role: 'user', content: user },
  ];
}
