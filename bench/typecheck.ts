/**
 * `npm run bench -- typecheck`: the pruned ts-morph typechecker side by side with `tsc --noEmit` on the same
 * one-bucket AWS program, each cold in a fresh Node process (so both pay module loading and JIT warm-up),
 * plus warm re-checks of edited programs in the same project and peak memory (max RSS) of each, and the
 * isolated typechecker the pipeline uses (the same checker in a child process with time and heap limits).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createIsolatedTypechecker } from '../src/verify/typecheck/isolated-typechecker.js';
import { projectFiles } from '../src/workspace/project-files.js';

const PROGRAM = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';

const config = new pulumi.Config();
const bucket = new aws.s3.Bucket('site', { tags: { project: config.get('project') ?? 'demo' } });
export const bucketName = bucket.bucket;
`;

const RUNS = 3;
const node = process.execPath;
const tsx = resolve('node_modules/tsx/dist/esm/index.mjs');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Runs a command under `/usr/bin/time -v`-like accounting: wall time measured here, max RSS from the child. */
function timed(
  args: string[],
  cwd: string,
): { ms: number; rssMb: number; stdout: string; status: number | null } {
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', node, ...args], { cwd, encoding: 'utf8' });
  const ms = performance.now() - started;
  const rssKb = Number(result.stderr.trim().split('\n').at(-1));
  return { ms, rssMb: rssKb / 1024, stdout: result.stdout, status: result.status };
}

const CHILD = `
import { createTypechecker } from ${JSON.stringify(resolve('src/verify/typecheck/typechecker.ts'))};
import { readFileSync } from 'node:fs';
const program = readFileSync('index.ts', 'utf8');
// performance.now() counts from process start: this is the cost of loading Node, tsx, ts-morph and TypeScript.
const loadMs = performance.now();
const started = performance.now();
const typechecker = createTypechecker({ projectDir: process.cwd() });
const diagnostics = typechecker.check(program);
const cold = performance.now() - started;
const warm = [];
for (let i = 0; i < 10; i++) {
  const edited = program.replace("'site'", "'site" + i + "'").replace('demo', i % 2 ? 'demo' : 'demo-' + i);
  const t = performance.now();
  typechecker.check(edited);
  warm.push(performance.now() - t);
}
const fixStarted = performance.now();
typechecker.fix(program.replace('aws.s3.Bucket(', 'aws.s3.Buckt('));
const fixMs = performance.now() - fixStarted;
console.log(JSON.stringify({ loadMs, cold, warm, fixMs, diagnostics: diagnostics.length, files: typechecker.stats().files }));
`;

/** The same checks through the isolated typechecker the pipeline uses (a child process, over IPC). */
async function isolatedRow(dir: string): Promise<void> {
  const typechecker = createIsolatedTypechecker({ projectDir: dir });
  try {
    const started = performance.now();
    const first = await typechecker.check(PROGRAM);
    const cold = performance.now() - started;
    if (first.length !== 0) throw new Error(`the isolated check found ${first.length} diagnostics`);
    const warm: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      await typechecker.check(PROGRAM.replace("'site'", `'site${i}'`));
      warm.push(performance.now() - t);
    }
    console.log(
      `isolated (child process, the pipeline's): first check ${cold.toFixed(0)} ms incl. starting the child; ` +
        `warm re-check ${median(warm).toFixed(1)} ms median`,
    );
  } finally {
    typechecker.dispose();
  }
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-bench-typecheck-'));
  try {
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    const files = projectFiles(
      {
        name: 'bench',
        description: 'one bucket',
        pulumiVersion: '3.270.0',
        providers: [{ provider: 'aws', package: '@pulumi/aws', version: '7.48.0' }],
      },
      PROGRAM,
    );
    for (const file of files) writeFileSync(join(dir, file.path), file.content);
    writeFileSync(join(dir, 'child.ts'), CHILD);

    const tsc: { ms: number; rssMb: number }[] = [];
    const ours: {
      ms: number;
      rssMb: number;
      loadMs: number;
      cold: number;
      warm: number[];
      fixMs: number;
      files: number;
    }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const tscRun = timed(
        [resolve('node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'],
        dir,
      );
      if (tscRun.status !== 0) throw new Error(`tsc found errors in the bench program: ${tscRun.stdout}`);
      tsc.push(tscRun);
      const child = timed(['--import', tsx, 'child.ts'], dir);
      const parsed = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as {
        loadMs: number;
        cold: number;
        warm: number[];
        fixMs: number;
        diagnostics: number;
        files: number;
      };
      if (parsed.diagnostics !== 0)
        throw new Error(`the bench program should typecheck, got ${parsed.diagnostics} diagnostics`);
      ours.push({ ...child, ...parsed });
    }
    const tscMs = median(tsc.map((r) => r.ms));
    const coldMs = median(ours.map((r) => r.cold));
    const processMs = median(ours.map((r) => r.ms));
    const warmMs = median(ours.flatMap((r) => r.warm.slice(1)));
    const warmAll = ours.flatMap((r) => r.warm.slice(1)).sort((a, b) => a - b);
    const warmP90 = warmAll[Math.floor(warmAll.length * 0.9)]!;
    console.log(`program: one S3 bucket (aws 7.48.0), ${RUNS} runs each, medians`);
    console.log(
      `tsc --noEmit (whole process):             ${tscMs.toFixed(0)} ms, peak RSS ${median(tsc.map((r) => r.rssMb)).toFixed(0)} MB`,
    );
    console.log(
      `pulumi-gen typechecker, cold first check: ${coldMs.toFixed(0)} ms (${((coldMs / tscMs) * 100).toFixed(1)}% of tsc; target <= 20%)`,
    );
    console.log(
      `  whole child process (cold + 11 checks): ${processMs.toFixed(0)} ms (${((processMs / tscMs) * 100).toFixed(1)}% of tsc), peak RSS ${median(ours.map((r) => r.rssMb)).toFixed(0)} MB`,
    );
    console.log(
      `  of which loading node+tsx+ts-morph:     ${median(ours.map((r) => r.loadMs)).toFixed(0)} ms (paid once per CLI/action process)`,
    );
    console.log(`  files in the program:                   ${ours[0]?.files} (tsc: ~3080)`);
    console.log(
      `  warm re-check after an edit:            ${warmMs.toFixed(1)} ms median, ${warmP90.toFixed(1)} ms p90 (target <= 100 ms)`,
    );
    console.log(
      `  spelling code fix + re-check:           ${median(ours.map((r) => r.fixMs)).toFixed(0)} ms`,
    );
    await isolatedRow(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
