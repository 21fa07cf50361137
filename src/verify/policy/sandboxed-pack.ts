import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { errorMessage } from '../../shared/errors.js';
import type { Sandbox } from '../../sandbox/types.js';
import type { ConfigCaseRun } from '../types.js';
import type { PackAnalysis } from './analyzer.js';
import { parseJobResult, readCappedFile } from './job-result.js';
import { nodeModulesRoot, readPackFiles, type PackFiles } from './load-pack.js';
import type { PackInfo, PolicyJob } from './policy-job.js';
import { POLICY_RUNNER_SOURCE } from './policy-runner-source.js';
import type { PolicyMode, PolicyPackConfig } from './types.js';

export const DEFAULT_PACK_TIME_LIMIT_MS = 60_000;
export const DEFAULT_PACK_MEMORY_BYTES = 1024 ** 3;
const PACK_PIDS_LIMIT = 64;

export interface SandboxedPackDeps {
  readonly sandbox: Sandbox;
  /** The Node executable for the child (the entry passes `process.execPath`). */
  readonly nodePath: string;
  readonly tempDir?: string;
  readonly timeLimitMs?: number;
  readonly memoryBytes?: number;
  /** pulumi-gen's package directory: its `@pulumi/policy` serves a pack that has none of its own. */
  readonly ownDir?: string;
}

export interface PackRunRequest {
  readonly dir: string;
  readonly cases: readonly ConfigCaseRun[];
  readonly mode: PolicyMode;
  readonly config?: PolicyPackConfig;
  /** Where packages the pack has not installed resolve from (the verification workspace). */
  readonly fallbackDirs: readonly string[];
  readonly signal?: AbortSignal;
}

/** A sandboxed pack's run: what it declared and said per case, or why it said nothing usable. */
export type PackRun =
  | {
      readonly kind: 'analysed';
      readonly dir: string;
      readonly version: string;
      readonly pack: PackInfo;
      readonly cases: readonly PackAnalysis[];
    }
  | { readonly kind: 'failed'; readonly message: string };

/** Host paths the child reads: the pack, its packages, the fallbacks' packages; symlinks and their targets. */
function readablePaths(files: PackFiles): string[] {
  const paths = [files.dir, nodeModulesRoot(files.sdkDir)];
  for (const dir of [files.dir, ...files.fallbackDirs]) {
    const modules = join(dir, 'node_modules');
    if (existsSync(modules)) paths.push(modules, realpathSync(modules));
  }
  return [...new Set(paths.flatMap((path) => (existsSync(path) ? [path, realpathSync(path)] : [])))];
}

function removeQuietly(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch {
    // A leftover temp dir is not worth failing the rung over.
  }
}

/**
 * Runs a repository's policy pack inside the OS sandbox, where it sees only its own files, its packages and
 * the recorded registrations: no network, no environment of the parent (no model key, no cloud credentials),
 * and nothing it writes outside its run directory. The parent decides from what it observed: a missing,
 * oversized or malformed result is a failure, whatever the child's exit status.
 */
export async function runPackInSandbox(deps: SandboxedPackDeps, request: PackRunRequest): Promise<PackRun> {
  let files: PackFiles;
  try {
    files = readPackFiles(request.dir, request.fallbackDirs, deps.ownDir);
  } catch (error) {
    return { kind: 'failed', message: errorMessage(error) };
  }
  const runDir = mkdtempSync(join(deps.tempDir ?? tmpdir(), 'pulumi-gen-policy-'));
  try {
    const job: PolicyJob = {
      resultFile: join(runDir, 'result.json'),
      pack: files,
      mode: request.mode,
      ...(request.config === undefined ? {} : { config: request.config }),
      cases: request.cases.map((run) => ({ name: run.case.name, resources: run.resources })),
    };
    mkdirSync(join(runDir, 'home'));
    writeFileSync(join(runDir, 'policy-runner.cjs'), POLICY_RUNNER_SOURCE);
    writeFileSync(join(runDir, 'job.json'), JSON.stringify(job));
    const readable = readablePaths(files);
    const outcome = await deps.sandbox.run({
      command: deps.nodePath,
      args: [
        '--max-old-space-size=512',
        // Node's permission model as a second layer inside the sandbox: reads of the pack and its packages,
        // writes to the run dir only, no child processes, workers or addons.
        '--permission',
        ...[runDir, ...readable].map((path) => `--allow-fs-read=${path}`),
        `--allow-fs-write=${runDir}`,
        join(runDir, 'policy-runner.cjs'),
        join(runDir, 'job.json'),
      ],
      // The CLI runs a pack from its directory (a `PolicyPack` reads `./package.json` for its version).
      cwd: files.dir,
      env: { PATH: dirname(deps.nodePath), HOME: join(runDir, 'home'), TMPDIR: runDir, NODE_OPTIONS: '' },
      runDir,
      readOnlyPaths: readable,
      network: 'none',
      memoryBytes: deps.memoryBytes ?? DEFAULT_PACK_MEMORY_BYTES,
      pidsLimit: PACK_PIDS_LIMIT,
      timeoutMs: deps.timeLimitMs ?? DEFAULT_PACK_TIME_LIMIT_MS,
      ...(request.signal === undefined ? {} : { signal: request.signal }),
    });
    const failed = (why: string): PackRun => ({ kind: 'failed', message: `policy pack ${files.dir} ${why}` });
    if (outcome.kind === 'timed-out') {
      return failed(
        `did not finish within ${Math.round((deps.timeLimitMs ?? DEFAULT_PACK_TIME_LIMIT_MS) / 1000)} s`,
      );
    }
    if (outcome.kind === 'aborted') return failed('was cancelled');
    if (outcome.kind === 'spawn-failed') return failed(`could not be started: ${outcome.message}`);
    const raw = readCappedFile(job.resultFile);
    const parsed = typeof raw === 'string' ? parseJobResult(raw, job.cases.length) : raw.error;
    if (typeof parsed === 'string' || outcome.code !== 0) {
      const tail = outcome.stderr.trim().split('\n').slice(-3).join(' ');
      const reason = typeof parsed === 'string' ? parsed : 'its process failed';
      return failed(
        `ran in the sandbox but ${reason} (exit ${outcome.code ?? outcome.signal ?? '?'})${tail === '' ? '' : `: ${tail}`}`,
      );
    }
    if (parsed.kind === 'load-failed') return { kind: 'failed', message: parsed.message };
    return {
      kind: 'analysed',
      dir: files.dir,
      version: files.version,
      pack: parsed.pack,
      cases: parsed.cases,
    };
  } finally {
    removeQuietly(runDir);
  }
}
