import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { parse } from 'yaml';
import { UserError } from '../shared/errors.js';

/**
 * An existing Pulumi TypeScript project as `pulumi-gen verify` reads it: what `pulumi preview` would run
 * (the entry and the local files it imports) and what it would run it with (the pinned package versions, the
 * project's and the stack's configuration). Nothing here executes or installs anything.
 */
export interface ExistingProject {
  readonly dir: string;
  /** `Pulumi.yaml`'s `name`. */
  readonly name: string;
  readonly description: string;
  /**
   * The program's TypeScript files, the entry as `index.ts` and what it imports beside it, relative to the
   * entry's folder (a `src/index.ts` program's `src/util.ts` is `util.ts`).
   */
  readonly files: ReadonlyMap<string, string>;
  /** The entry, always `index.ts` in {@link files}. */
  readonly entry: string;
  /** `dependencies` and `devDependencies` of `package.json` (name → version or range as written). */
  readonly dependencies: Readonly<Record<string, string>>;
  /** Configuration with a value: `Pulumi.yaml` defaults, then the stack file's plain values. */
  readonly config: Readonly<Record<string, string>>;
  /** Keys the stack file holds encrypted (`secure:`): the run sets them as secrets with stand-in values. */
  readonly secretKeys: readonly string[];
  /**
   * The project's own text files beside the program (`manifests/app.yaml`, `cert-manager.yaml`), which it may
   * read by a relative path as `pulumi up` would in the project folder; only when the entry is at the top.
   */
  readonly dataFiles?: ReadonlyMap<string, string>;
}

const MAX_FILE_BYTES = 1024 * 1024;
const MAX_FILES = 200;

function readText(path: string, what: string): string {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new UserError(`${what} not found: ${path}`);
  }
  if (size > MAX_FILE_BYTES)
    throw new UserError(`${what} ${path} is larger than 1 MB; is it a program file?`);
  return readFileSync(path, 'utf8');
}

function yamlObject(text: string, path: string): Record<string, unknown> {
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new UserError(`${path} is not valid YAML: ${reason}`);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new UserError(`${path} is not a YAML mapping`);
  }
  return document as Record<string, unknown>;
}

/** A config entry's value as the engine passes it: scalars as text, objects and lists as JSON. */
function configText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `Pulumi.yaml` `config:` entries that give a value: `key: value`, `key: { default: … }` or `{ value: … }`. */
function projectDefaults(project: Record<string, unknown>): Record<string, string> {
  const config = project['config'];
  const values: Record<string, string> = {};
  if (typeof config !== 'object' || config === null) return values;
  for (const [key, entry] of Object.entries(config as Record<string, unknown>)) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      if (entry !== null && entry !== undefined) values[key] = configText(entry);
      continue;
    }
    const spec = entry as Record<string, unknown>;
    const value = spec['value'] ?? spec['default'];
    if (value !== undefined && value !== null) values[key] = configText(value);
  }
  return values;
}

/** The stack file's plain values and the keys it holds encrypted. */
function stackConfig(dir: string, stack: string): { values: Record<string, string>; secrets: string[] } {
  const path = join(dir, `Pulumi.${stack}.yaml`);
  if (!existsSync(path)) {
    throw new UserError(
      `--stack ${stack}: ${path} does not exist; give a stack whose settings file is there`,
    );
  }
  const config = yamlObject(readText(path, 'stack file'), path)['config'];
  const values: Record<string, string> = {};
  const secrets: string[] = [];
  if (typeof config !== 'object' || config === null) return { values, secrets };
  for (const [key, value] of Object.entries(config as Record<string, unknown>)) {
    const secure = typeof value === 'object' && value !== null && 'secure' in value;
    if (secure) secrets.push(key);
    else if (value !== null && value !== undefined) values[key] = configText(value);
  }
  return { values, secrets };
}

/** The entry file: `main` of package.json when it names a TypeScript file, `Pulumi.yaml`'s `main` dir, else index.ts. */
function entryOf(
  dir: string,
  project: Record<string, unknown>,
  packageJson: Record<string, unknown>,
): string {
  const mainDir = typeof project['main'] === 'string' ? project['main'] : '.';
  const main = typeof packageJson['main'] === 'string' ? packageJson['main'] : 'index.ts';
  const candidates = [join(mainDir, main), join(mainDir, 'index.ts')].filter((c) => c.endsWith('.ts'));
  const found = candidates.map((c) => normalize(c)).find((c) => existsSync(join(dir, c)));
  if (found === undefined || found.startsWith('..')) {
    throw new UserError(
      `no TypeScript entry in ${dir}: expected index.ts (or package.json "main" naming a .ts file)`,
    );
  }
  return found;
}

const LOCAL_IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** The entry and every local `.ts` file it imports, transitively (`./util` → `util.ts` or `util/index.ts`). */
function programFiles(dir: string, entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const pending = [entry];
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (files.has(path)) continue;
    if (files.size >= MAX_FILES) throw new UserError(`${dir} imports more than ${MAX_FILES} local files`);
    const text = readText(join(dir, path), 'program file');
    files.set(path, text);
    for (const match of text.matchAll(LOCAL_IMPORT)) {
      const target = normalize(join(dirname(path), match[1] ?? match[2] ?? '')).replace(/\.js$/, '');
      const resolved = [`${target}.ts`, join(target, 'index.ts'), target].find(
        (c) => c.endsWith('.ts') && !c.startsWith('..') && existsSync(join(dir, c)),
      );
      if (resolved !== undefined) pending.push(resolved);
    }
  }
  return files;
}

const MAX_DATA_FILES = 200;
const MAX_DATA_BYTES = 8 * 1024 * 1024;
const SKIPPED_DIRS = new Set(['node_modules', 'bin']);
const NOT_DATA =
  /\.(ts|js|mjs|cjs)$|^(Pulumi(\.[^/]+)?\.ya?ml|package(-lock)?\.json|tsconfig\.json|yarn\.lock)$/;

/** Files below `dir` (relative), not descending into installs, build output or hidden folders. */
function projectPaths(dir: string, prefix = ''): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) paths.push(...projectPaths(dir, path));
    else if (entry.isFile()) paths.push(path);
  }
  return paths;
}

/** Text files of the project other than code and project files, within limits (a binary file is left out). */
function dataFilesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  let bytes = 0;
  for (const path of projectPaths(dir).sort()) {
    if (files.size >= MAX_DATA_FILES || NOT_DATA.test(path)) continue;
    const stat = statSync(join(dir, path), { throwIfNoEntry: false });
    if (stat === undefined || stat.size > MAX_FILE_BYTES || bytes + stat.size > MAX_DATA_BYTES) continue;
    const content = readFileSync(join(dir, path));
    if (content.includes(0)) continue;
    files.set(path, content.toString('utf8'));
    bytes += stat.size;
  }
  return files;
}

/**
 * Reads the project in `dir`: it must be a Pulumi project (`Pulumi.yaml`) with the Node.js runtime and a
 * TypeScript entry. `stack` names a `Pulumi.<stack>.yaml` whose configuration the run uses.
 */
export function readExistingProject(dir: string, stack?: string): ExistingProject {
  const projectPath = join(dir, 'Pulumi.yaml');
  if (!existsSync(projectPath)) {
    throw new UserError(`${dir} has no Pulumi.yaml; give the folder of a Pulumi TypeScript project`);
  }
  const project = yamlObject(readText(projectPath, 'Pulumi.yaml'), projectPath);
  const runtime = project['runtime'];
  const runtimeName =
    typeof runtime === 'object' && runtime !== null ? (runtime as Record<string, unknown>)['name'] : runtime;
  if (runtimeName !== 'nodejs') {
    throw new UserError(
      `${projectPath}: runtime is '${String(runtimeName)}', not nodejs; only TypeScript programs can be verified`,
    );
  }
  const packagePath = join(dir, 'package.json');
  const packageJson = existsSync(packagePath)
    ? parsePackageJson(readText(packagePath, 'package.json'), packagePath)
    : {};
  const entryPath = entryOf(dir, project, packageJson);
  const { files, entry } = rebased(programFiles(dir, entryPath), entryPath);
  const stackValues = stack === undefined ? { values: {}, secrets: [] } : stackConfig(dir, stack);
  return {
    dir,
    name: typeof project['name'] === 'string' ? project['name'] : 'project',
    description: typeof project['description'] === 'string' ? project['description'] : '',
    files,
    entry,
    dependencies: {
      ...dependencyMap(packageJson['devDependencies']),
      ...dependencyMap(packageJson['dependencies']),
    },
    config: { ...projectDefaults(project), ...stackValues.values },
    secretKeys: stackValues.secrets,
    ...(dirname(entryPath) === '.' ? { dataFiles: dataFilesOf(dir) } : {}),
  };
}

/**
 * The program as the verifier lays it out: the entry at `index.ts`, the files it imports beside it as they
 * sit beside it in the project (`main: src/` → `src/util.ts` becomes `util.ts`). A program that imports a
 * file from above its entry's folder cannot be laid out so, and is refused with that reason.
 */
function rebased(
  files: ReadonlyMap<string, string>,
  entry: string,
): { files: Map<string, string>; entry: string } {
  const base = dirname(entry) === '.' ? '' : `${dirname(entry)}/`;
  const laidOut = new Map<string, string>();
  for (const [path, text] of files) {
    if (!path.startsWith(base)) {
      throw new UserError(
        `${entry} imports ${path}, outside its folder ${base}; verify lays a program out from its entry's folder`,
      );
    }
    laidOut.set(path === entry ? 'index.ts' : path.slice(base.length), text);
  }
  return { files: laidOut, entry: 'index.ts' };
}

function parsePackageJson(text: string, path: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // reported below
  }
  throw new UserError(`${path} is not a JSON object`);
}

function dependencyMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** A path for messages: relative to `cwd` when inside it. */
export function displayPath(path: string, cwd: string): string {
  const shown = relative(cwd, path);
  return shown === '' ? '.' : shown.startsWith('..') ? path : shown;
}
