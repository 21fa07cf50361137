/**
 * Programs that go for the host and the parent rather than for the verdict's logic: fill the disk, bury a
 * tree too deep to remove, flood the result file, the engine or the output, reject 300,000 promises, or
 * hold the typecheck with pathological types. Run straight through the sandboxed mock runner (no gate) by
 * `host-attacks.test.ts`, under bubblewrap and under `unshare`; the typecheck one through the isolated
 * typechecker. `__MIB__` is the test's disk cap in MiB, so the floods are sized to it and stay fast.
 */
export interface HostAttack {
  readonly name: string;
  readonly source: string;
  /** The finding code the run must fail with, when the attack has one of its own. */
  readonly code?: string;
}

const HEADER = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';
import * as fs from 'fs';
import * as path from 'path';
`;

/** The result file's path, as the program can find it: the runner's job file is its argv. */
const RESULT_FILE = `JSON.parse(fs.readFileSync(process.argv[2], 'utf8')).resultFile`;

export const HOST_ATTACKS: readonly HostAttack[] = [
  {
    name: 'writes 6 GB to its temp folder, swallowing every error',
    code: 'disk-cap',
    source: `${HEADER}
const block = Buffer.alloc(1024 * 1024, 7);
let written = 0;
for (let file = 0; written < 6 * 1024 ** 3 && file < 6 * 1024; file++) {
  try { fs.writeFileSync(path.join(process.env.TMPDIR ?? '/tmp', 'fill-' + file), block); written += block.length; }
  catch { break; }
}
new aws.s3.Bucket('site', { tags: { written: String(written) } });
`,
  },
  {
    name: 'buries 2 GB 22,000 directories deep',
    code: 'disk-cap',
    source: `${HEADER}
const block = Buffer.alloc(2 * 1024 * 1024, 7);
try {
  process.chdir(process.env.TMPDIR ?? '/tmp');
  for (let level = 0; level < 22000; level++) {
    fs.mkdirSync('d');
    process.chdir('d');
    if (level % 10 === 0) fs.writeFileSync('f', block);
  }
} catch { /* full, or too deep: keep quiet */ }
new aws.s3.Bucket('site');
`,
  },
  {
    name: 'appends 450 MB to the result file after the runner wrote it',
    code: 'result-too-large',
    source: `${HEADER}
const resultFile: string = ${RESULT_FILE};
process.on('exit', () => {
  const block = Buffer.alloc(1024 * 1024, 32);
  try { for (let i = 0; i < 450; i++) fs.appendFileSync(resultFile, block); } catch { /* capped */ }
});
new aws.s3.Bucket('site');
`,
  },
  {
    name: 'rejects 300,000 promises',
    source: `${HEADER}
for (let i = 0; i < 300000; i++) Promise.reject(new Error('rejected ' + (i % 1000)));
new aws.s3.Bucket('site');
`,
  },
  {
    // Stopped at the engine's caps (64 MiB, 20,000 messages) or at the time limit, whichever comes first.
    name: 'floods the engine with 70 MB of log messages',
    source: `${HEADER}
const big = 'x'.repeat(3.5 * 1024 * 1024);
for (let i = 0; i < 20; i++) pulumi.log.info(big);
new aws.s3.Bucket('site');
`,
  },
  {
    name: 'prints 300 MB',
    source: `${HEADER}
const line = 'y'.repeat(1023) + '\\n';
const block = line.repeat(1024);
for (let i = 0; i < 300; i++) process.stdout.write(block);
throw new Error('after the flood');
`,
  },
];

/**
 * About 1 KB of types that holds TypeScript for minutes at half a gigabyte and more (each assignment
 * compares two unions of 10,000 object types member by member until TypeScript gives up).
 */
export const PATHOLOGICAL_TYPES = `type D = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
type N4 = \`\${D}\${D}\${D}\${D}\`;
type A = { [K in N4]: { get(): K } }[N4];
type B = { [K in N4]: { get(): \`y\${K}\` } }[N4] | { get(): string };
type C = { [K in N4]: { get(): \`z\${K}\` } }[N4] | { get(): string };
type E = { [K in N4]: { get(): \`w\${K}\` } }[N4] | { get(): string };
declare const a: A;
export const b: B = a;
export const c: C = a;
export const e: E = a;
`;
