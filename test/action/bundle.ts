/**
 * Runs the bundled action the way a runner does: `node <bundle>` with `GITHUB_*` and `INPUT_*` variables,
 * an event payload file, and `GITHUB_OUTPUT` / `GITHUB_STEP_SUMMARY` files to read back.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * Builds the action bundle with the project's build script into a scratch dist/ under node_modules/.cache
 * (so the committed dist/ is never rewritten by a test run and a stale one cannot be hidden), unless
 * `PULUMI_GEN_ACTION_BUNDLE` names a bundle to test instead, such as the committed dist/index.js.
 * The scratch dir sits inside the package, so the bundle finds registry-snapshot/ exactly as dist/ does.
 */
export function buildActionBundle(): string {
  const given = process.env['PULUMI_GEN_ACTION_BUNDLE'];
  if (given !== undefined && given !== '') {
    return resolve(given);
  }
  const outdir = join(repoRoot, 'node_modules', '.cache', 'pulumi-gen-action-test', 'dist');
  const built = spawnSync(
    process.execPath,
    [join(repoRoot, 'scripts', 'build-dist.mjs'), '--only=action', `--outdir=${outdir}`],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (built.status !== 0) {
    throw new Error(`building the action bundle failed:\n${built.stderr}${built.stdout}`);
  }
  const bundle = join(outdir, 'index.js');
  if (!existsSync(bundle)) throw new Error(`the build wrote no ${bundle}`);
  return bundle;
}

export interface ActionRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
}

export interface ActionRunOptions {
  readonly bundle: string;
  readonly eventName: string;
  readonly payload: unknown;
  readonly inputs: Readonly<Record<string, string>>;
  readonly repository: string;
  readonly apiUrl: string;
  readonly runId?: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
  /** Handed the running child, e.g. to send it SIGINT as a runner's cancel does. */
  readonly onSpawn?: (child: ChildProcess) => void;
}

/** Parses the `name<<delimiter` blocks `@actions/core` writes to `GITHUB_OUTPUT`. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (match === null) continue;
    const [, name, delimiter] = match;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
    outputs[name!] = value.join('\n');
  }
  return outputs;
}

export async function runActionBundle(options: ActionRunOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-action-'));
  const eventPath = join(dir, 'event.json');
  const outputPath = join(dir, 'output.txt');
  const summaryPath = join(dir, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(options.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: options.repository,
    GITHUB_RUN_ID: options.runId ?? '4242',
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_API_URL: options.apiUrl,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: dir,
    // GitHub's waits (back-off, retry-after seconds, write pacing) in 5 ms units so fault runs stay fast.
    PULUMI_GEN_GITHUB_TIME_UNIT_MS: '5',
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs)) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  const child = spawn(process.execPath, [options.bundle], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
  const code = await new Promise<number | null>((done) => child.on('close', (exit) => done(exit)));
  clearTimeout(timer);
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(outputPath, 'utf8')),
    summary: readFileSync(summaryPath, 'utf8'),
  };
}
