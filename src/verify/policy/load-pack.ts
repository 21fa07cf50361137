import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';

import type { PolicyPackArgs } from '@pulumi/policy';
import { ts } from 'ts-morph';

import { UserError } from '../../shared/errors.js';
import type { PolicyPackConfig } from './types.js';

/**
 * A repository's own policy pack: a directory with a `package.json` (whose `version` the CLI requires) and an
 * entry (`main`, else `index.ts`, else `index.js`) that calls `new PolicyPack(name, args)`.
 *
 * The pack is the repository's code and it analyses what the model's program registered, so it never runs in
 * this process (which holds the model key and cloud credentials): the parent only reads its files
 * ({@link readPackFiles}: manifest, entry, its own TypeScript transpiled as the CLI's ts-node would), and
 * {@link createPackCapture} runs them inside the sandbox.
 */
export interface PackFiles {
  readonly dir: string;
  readonly version: string;
  readonly entry: string;
  /** The pack's own TypeScript sources (not its `node_modules`), transpiled to CommonJS, by absolute path. */
  readonly transpiled: Readonly<Record<string, string>>;
  /** The `@pulumi/policy` the pack runs with: its own, else the workspace's, else pulumi-gen's. */
  readonly sdkDir: string;
  /** Where packages the pack's own `node_modules` lacks are resolved from (the verification workspace). */
  readonly fallbackDirs: readonly string[];
}

/** Own sources transpiled in the parent; beyond these a pack is not one to run here. */
const MAX_SOURCE_FILES = 2000;
const MAX_SOURCE_BYTES = 16 * 1024 ** 2;

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The pack's `package.json`: the CLI requires a version, and `main` names the entry. */
function readManifest(dir: string): { readonly version: string; readonly main?: string } {
  const file = join(dir, 'package.json');
  if (!isFile(file)) {
    throw new UserError(`policy pack ${dir}: no package.json; a pack needs one with a "version"`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new UserError(`policy pack ${dir}: package.json is not JSON; fix it`);
  }
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const version = fields['version'];
  if (typeof version !== 'string' || version === '') {
    throw new UserError(
      `policy pack ${dir}: package.json has no "version"; add one (the CLI requires it too)`,
    );
  }
  const main = fields['main'];
  return typeof main === 'string' ? { version, main } : { version };
}

/** The pack's TypeScript files outside `node_modules` and dot-directories, transpiled as ts-node would. */
function transpileSources(dir: string): Record<string, string> {
  const transpiled: Record<string, string> = {};
  let files = 0;
  let bytes = 0;
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(path);
      } else if (entry.isFile() && /\.(c|m)?ts$/.test(entry.name) && !/\.d\.(c|m)?ts$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        files += 1;
        bytes += source.length;
        if (files > MAX_SOURCE_FILES || bytes > MAX_SOURCE_BYTES) {
          throw new UserError(
            `policy pack ${dir}: more than ${MAX_SOURCE_FILES} TypeScript files or 16 MB of them; point --policy-pack at the pack itself`,
          );
        }
        transpiled[path] = ts.transpileModule(source, {
          fileName: path,
          compilerOptions: {
            module: ts.ModuleKind.CommonJS,
            target: ts.ScriptTarget.ES2022,
            esModuleInterop: true,
          },
        }).outputText;
      }
    }
  };
  walk(dir);
  return transpiled;
}

/** The directory of the first `@pulumi/policy` resolvable from these places. */
function findPolicySdk(from: readonly string[]): string | undefined {
  for (const place of from) {
    try {
      return dirname(createRequire(place).resolve('@pulumi/policy/package.json'));
    } catch {
      // not installed there
    }
  }
  return undefined;
}

/**
 * Reads a pack's directory for a sandboxed run. Throws a {@link UserError} naming the directory when it is
 * not a pack that can run. `fallbackDirs`: the verification workspace; `ownDir`: pulumi-gen's package, whose
 * `@pulumi/policy` a pack without one borrows (absent in the action's single-file bundle).
 */
export function readPackFiles(input: string, fallbackDirs: readonly string[], ownDir?: string): PackFiles {
  const dir = realpathSync(resolve(input));
  const { version, main } = readManifest(dir);
  const entry = [main, 'index.ts', 'index.js']
    .filter((name): name is string => name !== undefined)
    .map((name) => resolve(dir, name))
    .find(isFile);
  if (entry === undefined) {
    throw new UserError(`policy pack ${dir}: no entry file (package.json "main", index.ts or index.js)`);
  }
  const places = [
    entry,
    ...fallbackDirs.map((d) => join(d, 'index.js')),
    ...(ownDir === undefined ? [] : [join(ownDir, 'index.js')]),
  ];
  const sdkDir = findPolicySdk(places);
  if (sdkDir === undefined) {
    throw new UserError(
      `policy pack ${dir}: cannot find module '@pulumi/policy'; run \`npm install\` in the pack`,
    );
  }
  return { dir, version, entry, transpiled: transpileSources(dir), sdkDir, fallbackDirs };
}

/** The node_modules folder a path lies in (the outermost one), or the path itself. */
export function nodeModulesRoot(path: string): string {
  const parts = path.split(sep);
  const index = parts.indexOf('node_modules');
  return index < 0 ? path : parts.slice(0, index + 1).join(sep);
}

/** What a pack's `new PolicyPack(name, args, initialConfig)` declared. */
export interface CapturedPack {
  readonly name: string;
  readonly args: PolicyPackArgs;
  readonly initialConfig?: PolicyPackConfig;
}

/** What capturing needs: the file system and module system of the process it runs in, and the pack's SDK. */
export interface CaptureModules {
  readonly readFileSync: (path: string, encoding: 'utf8') => string;
  readonly isFile: (path: string) => boolean;
  readonly createRequire: (from: string) => (id: string) => unknown;
  readonly compileFunction: (
    code: string,
    params: string[],
    options: { filename: string },
  ) => (...args: unknown[]) => unknown;
  readonly policySdk: object;
  /** Every copy of `@pulumi/policy/server.js` the pack can reach. */
  readonly policyServers: readonly object[];
}

export interface PackCapture {
  /** Runs the pack's files and returns what its `new PolicyPack(...)` calls declared. */
  capture(pack: Pick<PackFiles, 'dir' | 'entry' | 'transpiled' | 'fallbackDirs' | 'sdkDir'>): CapturedPack[];
}

/**
 * Loads a pack as the CLI would, without starting the analyzer: its files run as CommonJS with a `require`
 * that hands them `@pulumi/policy` with a `PolicyPack` that records its arguments; a `PolicyPack` built
 * inside one of its dependencies (a published pack such as `new AwsGuard()`) is recorded through `serve` of
 * every SDK copy it can reach. Other packages resolve from the pack's `node_modules`, then the fallbacks,
 * then the SDK's own location. SELF-CONTAINED (see `analyzer.ts`): it runs inside the sandbox from its
 * source text.
 */
export function createPackCapture(modules: CaptureModules): PackCapture {
  type Serve = (
    name: string,
    version: string,
    level: string,
    args: PolicyPackArgs,
    config?: PolicyPackConfig,
  ) => void;
  const candidates = ['', '.ts', '.js', '.cjs', '.json', '/index.ts', '/index.js'];
  const parentOf = (path: string): string => path.slice(0, Math.max(1, path.lastIndexOf('/')));
  const joined = (base: string, id: string): string => {
    const parts = (id.startsWith('/') ? [] : base.split('/')).concat(id.split('/'));
    const out: string[] = [];
    for (const part of parts) {
      if (part === '..') out.pop();
      else if (part !== '.' && part !== '') out.push(part);
    }
    return `/${out.join('/')}`;
  };
  return {
    capture(pack) {
      const captured: CapturedPack[] = [];
      const record = (name: string, args: PolicyPackArgs, initialConfig?: PolicyPackConfig) =>
        captured.push({ name, args, ...(initialConfig === undefined ? {} : { initialConfig }) });
      class CapturingPolicyPack {
        constructor(name: string, args: PolicyPackArgs, initialConfig?: PolicyPackConfig) {
          record(name, args, initialConfig);
        }
      }
      const sdk = { ...modules.policySdk, PolicyPack: CapturingPolicyPack };
      const cache = new Map<string, { exports: unknown }>();
      const own = (file: string): boolean =>
        file.startsWith(`${pack.dir}/`) && !file.slice(pack.dir.length).split('/').includes('node_modules');
      const requireFrom =
        (from: string) =>
        (id: string): unknown => {
          if (id === '@pulumi/policy') return sdk;
          if (id.startsWith('.') || id.startsWith('/')) {
            const base = joined(parentOf(from), id);
            const file = candidates.map((suffix) => base + suffix).find((path) => modules.isFile(path));
            if (file !== undefined && own(file) && !file.endsWith('.json')) return load(file);
            return modules.createRequire(from)(file ?? base);
          }
          const roots = [from, ...pack.fallbackDirs.map((d) => `${d}/index.js`), `${pack.sdkDir}/index.js`];
          for (const root of roots) {
            try {
              return modules.createRequire(root)(id);
            } catch (error) {
              if ((error as { code?: unknown }).code !== 'MODULE_NOT_FOUND') throw error;
            }
          }
          throw new Error(`cannot find module '${id}'; run \`npm install\` in the pack`);
        };
      const load = (file: string): unknown => {
        const cached = cache.get(file);
        if (cached !== undefined) return cached.exports;
        const module = { exports: {} as unknown };
        cache.set(file, module);
        const code = pack.transpiled[file] ?? modules.readFileSync(file, 'utf8');
        const run = modules.compileFunction(
          code,
          ['exports', 'require', 'module', '__filename', '__dirname'],
          {
            filename: file,
          },
        );
        run(module.exports, requireFrom(file), module, file, parentOf(file));
        return module.exports;
      };
      const servers = modules.policyServers as { serve: Serve }[];
      const originals = servers.map((server) => ({ server, serve: server.serve }));
      for (const server of servers) {
        server.serve = (name, _version, _level, args, initialConfig) => record(name, args, initialConfig);
      }
      try {
        load(pack.entry);
      } finally {
        originals.forEach(({ server, serve }) => (server.serve = serve));
      }
      return captured;
    },
  };
}
