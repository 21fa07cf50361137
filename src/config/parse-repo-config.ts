import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { UserError } from '../shared/errors.js';
import { REPO_CONFIG_FILE, type RepoConfig } from './repo-config.js';

/** Every mistake in the file, each as `file:line: key: what is expected`. */
export class RepoConfigError extends UserError {
  override readonly name = 'UserError';
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(
      `${file} has ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`}: ${problems.join('; ')}`,
    );
  }
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const REGION = /^[a-z]{2,}[a-z0-9-]*$/;
const PROVIDER = /^[a-z][a-z0-9-]*$/;

type Check = (node: Node, key: string) => unknown;

interface Reader {
  readonly problem: (node: Node | null | undefined, key: string, expected: string) => undefined;
}

function scalarString(reader: Reader, node: Node, key: string, pattern: RegExp, expected: string) {
  if (!isScalar(node) || typeof node.value !== 'string' || !pattern.test(node.value)) {
    return reader.problem(node, key, expected);
  }
  return node.value;
}

function stringList(reader: Reader, node: Node, key: string, pattern: RegExp, expected: string) {
  if (!isSeq(node) || node.items.length === 0)
    return reader.problem(node, key, `a non-empty list of ${expected}`);
  const values: string[] = [];
  node.items.forEach((item, i) => {
    const value = scalarString(reader, item as Node, `${key}[${i}]`, pattern, expected);
    if (value !== undefined) values.push(value);
  });
  return values.length === node.items.length ? values : undefined;
}

function tagMap(reader: Reader, node: Node, key: string) {
  if (!isMap(node) || node.items.length === 0) {
    return reader.problem(node, key, 'a map of tag names to string values, e.g. {team: platform}');
  }
  const tags: Record<string, string> = {};
  let ok = true;
  for (const pair of node.items) {
    const name = isScalar(pair.key) ? String(pair.key.value) : '';
    if (!/^[A-Za-z0-9][A-Za-z0-9_.:/=+@ -]{0,127}$/.test(name)) {
      ok = false;
      reader.problem(pair.key as Node, `${key}`, `tag names of letters, digits and _.:/=+@- (not '${name}')`);
      continue;
    }
    const value = pair.value as Node | null;
    if (!isScalar(value) || !['string', 'number', 'boolean'].includes(typeof value.value)) {
      ok = false;
      reader.problem(value, `${key}.${name}`, 'a string value');
      continue;
    }
    tags[name] = String(value.value);
  }
  return ok ? tags : undefined;
}

function relativePath(reader: Reader, node: Node, key: string) {
  const value = scalarString(reader, node, key, /^[^\0]+$/, 'a path relative to the repository root');
  if (value === undefined) return undefined;
  if (value.startsWith('/') || value.split(/[\\/]/).includes('..')) {
    return reader.problem(node, key, 'a path inside the repository (no leading / and no ..)');
  }
  return value;
}

/** The schema: each key, the field it fills and how its value is checked. */
const KEYS: Readonly<
  Record<string, { readonly field: keyof RepoConfig; readonly check: (r: Reader) => Check }>
> = {
  region: {
    field: 'region',
    check: (r) => (n, k) =>
      scalarString(r, n, k, REGION, 'a region or location such as us-east-1 or westeurope'),
  },
  tags: { field: 'tags', check: (r) => (n, k) => tagMap(r, n, k) },
  'name-prefix': {
    field: 'namePrefix',
    check: (r) => (n, k) =>
      scalarString(r, n, k, NAME, 'a name prefix of letters, digits and ._- such as acme-'),
  },
  providers: {
    field: 'providers',
    check: (r) => (n, k) => stringList(r, n, k, PROVIDER, 'provider names such as aws or random'),
  },
  'policy-packs': {
    field: 'policyPacks',
    check: (r) => (n, k) => {
      if (!isSeq(n)) return r.problem(n, k, 'a list of policy pack directories');
      const paths = n.items.map((item, i) => relativePath(r, item as Node, `${k}[${i}]`));
      return paths.every((p) => p !== undefined) ? paths : undefined;
    },
  },
  'output-path': { field: 'outputPath', check: (r) => (n, k) => relativePath(r, n, k) },
};

/**
 * Parses and checks the file's text. Throws a {@link RepoConfigError} listing every mistake at once (YAML
 * syntax, unknown keys, wrong types), each with its line, the key path and what is expected.
 */
export function parseRepoConfig(text: string, file: string = REPO_CONFIG_FILE): RepoConfig {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const problems: string[] = document.errors.map(
    (error) =>
      `${file}:${lines.linePos(error.pos[0]).line}: ${error.message.split('\n')[0] ?? 'invalid YAML'}`,
  );
  if (problems.length > 0) throw new RepoConfigError(file, problems);
  const reader: Reader = {
    problem: (node, key, expected) => {
      const line = node?.range !== undefined && node.range !== null ? lines.linePos(node.range[0]).line : 1;
      problems.push(`${file}:${line}: ${key}: expected ${expected}`);
      return undefined;
    },
  };
  const root = document.contents;
  if (root === null || (isScalar(root) && (root.value === null || root.value === ''))) return {};
  if (!isMap(root))
    throw new RepoConfigError(file, [`${file}:1: expected a map of settings (region, tags, …)`]);
  const config: Record<string, unknown> = {};
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const spec = KEYS[key];
    if (spec === undefined) {
      reader.problem(pair.key as Node, key, `one of the keys ${Object.keys(KEYS).join(', ')}`);
      continue;
    }
    const value = spec.check(reader)(pair.value as Node, key);
    if (value !== undefined) config[spec.field] = value;
  }
  if (problems.length > 0) throw new RepoConfigError(file, problems);
  return config as RepoConfig;
}
