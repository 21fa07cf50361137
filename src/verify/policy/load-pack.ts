import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { compileFunction } from 'node:vm';

import * as policySdk from '@pulumi/policy';
import policyServer from '@pulumi/policy/server.js';
import type { EnforcementLevel, PolicyPackArgs } from '@pulumi/policy';
import { ts } from 'ts-morph';

import { errorMessage, UserError } from '../../shared/errors.js';
import type { LoadedPolicyPack, PolicyPackConfig } from './types.js';

/**
 * Loads a repository's own policy packs. A pack is a directory with a `package.json` (whose `version` the CLI
 * requires) and an entry (`main`, else `index.ts`, else `index.js`) that calls `new PolicyPack(name, args)`.
 *
 * Under the CLI that constructor starts the analyzer's gRPC server and prints its port. Here the pack's own
 * files run as CommonJS (TypeScript transpiled, as the CLI's ts-node does) with a `require` that hands them
 * `@pulumi/policy` with a `PolicyPack` that records its arguments instead: nothing listens, and the rest of
 * the SDK (`validateResourceOfType`, ...) is the real one. Other packages resolve from the pack's
 * `node_modules`, then from the fallback directories (the verification workspace's provider install).
 * This runs the repository's own code, never the generated program.
 */
export interface PolicyPackLoader {
  /**
   * Throws a {@link UserError} naming the directory when the pack cannot be loaded. `fallbackDirs`: where
   * packages the pack's own `node_modules` lacks are resolved from (the verification workspace).
   */
  load(dir: string, fallbackDirs?: readonly string[]): LoadedPolicyPack;
}

interface CapturedPack {
  readonly name: string;
  readonly args: PolicyPackArgs;
  readonly initialConfig?: PolicyPackConfig;
}

const PACK_NAME = /^[a-zA-Z0-9-_.]{1,100}$/;
const CANDIDATES = ['', '.ts', '.js', '.cjs', '.json', '/index.ts', '/index.js'];

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The pack's `package.json`: the CLI requires a version, and `main` names the entry. */
function readManifest(dir: string): { readonly version: string; readonly main?: string } {
  const file = join(dir, 'package.json');
  if (!isFile(file)) {
    throw new UserError(`policy pack ${dir}: no package.json; a pack needs one with a "version"`);
  }
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const version =
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['version'] : undefined;
  if (typeof version !== 'string' || version === '') {
    throw new UserError(
      `policy pack ${dir}: package.json has no "version"; add one (the CLI requires it too)`,
    );
  }
  const main = (raw as Record<string, unknown>)['main'];
  return typeof main === 'string' ? { version, main } : { version };
}

/** Transpiles TypeScript as the CLI's ts-node would for a CommonJS pack; JavaScript runs as written. */
function moduleCode(file: string): string {
  const source = readFileSync(file, 'utf8');
  if (!/\.(c|m)?ts$/.test(file)) return source;
  return ts.transpileModule(source, {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  }).outputText;
}

function isOwnSource(dir: string, file: string): boolean {
  const path = relative(dir, file);
  return !path.startsWith('..') && !isAbsolute(path) && !path.split(sep).includes('node_modules');
}

type ServeCapture = (name: string, args: PolicyPackArgs, initialConfig?: PolicyPackConfig) => void;
interface ServerModule {
  serve: (
    name: string,
    version: string,
    level: EnforcementLevel,
    args: PolicyPackArgs,
    config?: PolicyPackConfig,
  ) => void;
}

/**
 * A `PolicyPack` constructed inside one of the pack's dependencies (a published pack such as
 * `new AwsGuard()`) comes from a real `@pulumi/policy`, which would start the analyzer's gRPC server. While
 * the pack loads (synchronously), `serve` of every copy it can reach records the pack instead.
 */
function interceptServe(entry: string, capture: ServeCapture): () => void {
  const servers = new Set<ServerModule>([policyServer as unknown as ServerModule]);
  try {
    servers.add(createRequire(entry)('@pulumi/policy/server') as ServerModule);
  } catch {
    // The pack has no @pulumi/policy of its own.
  }
  const originals = [...servers].map((server) => ({ server, serve: server.serve }));
  for (const server of servers) {
    server.serve = (name, _version, _level, args, initialConfig) => capture(name, args, initialConfig);
  }
  return () => originals.forEach(({ server, serve }) => (server.serve = serve));
}

/** Runs the pack's files and returns what its `new PolicyPack(...)` calls declared. */
function runPack(dir: string, entry: string, fallbackDirs: readonly string[]): CapturedPack[] {
  const captured: CapturedPack[] = [];
  class CapturingPolicyPack {
    constructor(name: string, args: PolicyPackArgs, initialConfig?: PolicyPackConfig) {
      captured.push({ name, args, ...(initialConfig === undefined ? {} : { initialConfig }) });
    }
  }
  const sdk = { ...policySdk, PolicyPack: CapturingPolicyPack };
  const cache = new Map<string, { exports: unknown }>();
  const requireFrom =
    (from: string) =>
    (id: string): unknown => {
      if (id === '@pulumi/policy') return sdk;
      if (id.startsWith('.') || isAbsolute(id)) {
        const base = resolve(dirname(from), id);
        const file = CANDIDATES.map((suffix) => base + suffix).find(isFile);
        if (file !== undefined && isOwnSource(dir, file) && !file.endsWith('.json')) return load(file);
        return createRequire(from)(file ?? base);
      }
      for (const root of [from, ...fallbackDirs.map((d) => join(d, 'index.js')), import.meta.url]) {
        try {
          return createRequire(root)(id);
        } catch (error) {
          if ((error as { code?: unknown }).code !== 'MODULE_NOT_FOUND') throw error;
        }
      }
      throw new UserError(`policy pack ${dir}: cannot find module '${id}'; run \`npm install\` in the pack`);
    };
  const load = (file: string): unknown => {
    const cached = cache.get(file);
    if (cached !== undefined) return cached.exports;
    const module = { exports: {} as unknown };
    cache.set(file, module);
    const run = compileFunction(
      moduleCode(file),
      ['exports', 'require', 'module', '__filename', '__dirname'],
      {
        filename: file,
      },
    );
    run(module.exports, requireFrom(file), module, file, dirname(file));
    return module.exports;
  };
  const restore = interceptServe(entry, (name, args, initialConfig) =>
    captured.push({ name, args, ...(initialConfig === undefined ? {} : { initialConfig }) }),
  );
  try {
    load(entry);
  } finally {
    restore();
  }
  return captured;
}

/** A loader that loads each pack directory once per run. */
export function createPolicyPackLoader(): PolicyPackLoader {
  const loaded = new Map<string, LoadedPolicyPack>();
  return {
    load(input: string, fallbackDirs: readonly string[] = []): LoadedPolicyPack {
      const dir = resolve(input);
      const known = loaded.get(dir);
      if (known !== undefined) return known;
      const { version, main } = readManifest(dir);
      const entry = [main, 'index.ts', 'index.js']
        .filter((name): name is string => name !== undefined)
        .map((name) => resolve(dir, name))
        .find(isFile);
      if (entry === undefined) {
        throw new UserError(`policy pack ${dir}: no entry file (package.json "main", index.ts or index.js)`);
      }
      let packs: CapturedPack[];
      try {
        packs = runPack(dir, entry, fallbackDirs);
      } catch (error) {
        if (error instanceof UserError) throw error;
        throw new UserError(`policy pack ${dir} failed to load: ${errorMessage(error)}`);
      }
      const [pack, ...others] = packs;
      if (pack === undefined || others.length > 0) {
        throw new UserError(
          `policy pack ${dir} must declare exactly one \`new PolicyPack(...)\`; it declared ${packs.length}`,
        );
      }
      if (!PACK_NAME.test(pack.name)) {
        throw new UserError(`policy pack ${dir}: invalid name "${pack.name}" (letters, digits, - _ . only)`);
      }
      const result: LoadedPolicyPack = {
        name: pack.name,
        version,
        enforcementLevel: (pack.args.enforcementLevel ?? 'advisory') satisfies EnforcementLevel,
        policies: pack.args.policies,
        origin: 'repository',
        dir,
        ...(pack.initialConfig === undefined ? {} : { initialConfig: pack.initialConfig }),
      };
      loaded.set(dir, result);
      return result;
    },
  };
}
