import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Sandbox } from '../../../src/sandbox/types.js';
import {
  runPackInSandbox,
  type PackRun,
  type PackRunRequest,
} from '../../../src/verify/policy/sandboxed-pack.js';
import type { ConfigCaseRun } from '../../../src/verify/types.js';
import { requireSandboxRunner } from '../../support/sandbox.js';
import { REPO_NODE_MODULES } from '../helpers.js';
import { registered } from './support.js';

let sandbox: Sandbox;
/** The three sandboxed runs below, started together (each loads @pulumi/policy in a fresh sandbox). */
let runs: Promise<{ readonly tagged: PackRun; readonly early: PackRun; readonly endless: PackRun }>;
beforeAll(async () => {
  sandbox = await requireSandboxRunner();
  const [tagged, early, endless] = [
    runPackInSandbox(deps(), request(writePack(TAGS_PACK))),
    runPackInSandbox(deps(), request(writePack("console.error('leaving early');\nprocess.exit(0);\n"))),
    runPackInSandbox({ ...deps(), timeLimitMs: 1_500 }, request(writePack('for (;;) {}\n'))),
  ];
  runs = Promise.all([tagged, early, endless]).then(([t, e, n]) => ({ tagged: t, early: e, endless: n }));
});

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A JavaScript pack in a temp dir, its packages installed (a link to the repository's). */
function writePack(entry: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-sandboxed-pack-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'tags', version: '2.1.0', main: 'index.js' }),
  );
  writeFileSync(join(dir, 'index.js'), entry);
  symlinkSync(REPO_NODE_MODULES, join(dir, 'node_modules'), 'dir');
  return dir;
}

const TAGS_PACK = `const { PolicyPack } = require('@pulumi/policy');
new PolicyPack('tags', { enforcementLevel: 'mandatory', policies: [{
  name: 'bucket-tagged', description: 'Buckets carry tags.',
  validateResource: (args, report) => { if (!args.props.tags) report('untagged'); },
}] });
`;

const cases: ConfigCaseRun[] = [
  { case: { name: 'default', config: {} }, resources: [registered('aws:s3/bucket:Bucket', 'bare', {})] },
  {
    case: { name: 'tagged=true', config: { tagged: 'true' } },
    resources: [registered('aws:s3/bucket:Bucket', 'b', { tags: { a: '1' } })],
  },
];

function request(dir: string, more: Partial<PackRunRequest> = {}): PackRunRequest {
  return { dir, cases, mode: 'mandatory', fallbackDirs: [], ...more };
}

const deps = () => ({ sandbox, nodePath: process.execPath, timeLimitMs: 20_000 });

describe('runPackInSandbox', () => {
  it('runs the pack in the sandbox and reads back what it declared and said per case', async () => {
    const run = (await runs).tagged;
    expect(run).toMatchObject({
      kind: 'analysed',
      version: '2.1.0',
      pack: { name: 'tags', enforcementLevel: 'mandatory', policies: [{ name: 'bucket-tagged' }] },
    });
    expect(run.kind === 'analysed' && run.cases.map((one) => one.diagnostics.map((d) => d.urn))).toEqual([
      [expect.stringContaining('::bare')],
      [],
    ]);
  }, 30_000);

  it('fails a pack that leaves no result, whatever its exit status, with the tail of what it printed', async () => {
    const run = (await runs).early;
    expect(run).toEqual({
      kind: 'failed',
      message: expect.stringMatching(/^policy pack .+ ran in the sandbox but .+ \(exit 0\): leaving early$/),
    });
  }, 30_000);

  it('stops a pack that never finishes at the time limit', async () => {
    const run = (await runs).endless;
    expect(run).toEqual({ kind: 'failed', message: expect.stringMatching(/did not finish within 2 s$/) });
  }, 30_000);

  it('runs nothing for a directory that is not a pack, and says why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-not-a-pack-'));
    dirs.push(dir);
    expect(await runPackInSandbox(deps(), request(dir))).toEqual({
      kind: 'failed',
      message: expect.stringContaining('no package.json'),
    });
  });
});
