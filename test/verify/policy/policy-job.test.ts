import { mkdtempSync, rmSync, statSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileFunction } from 'node:vm';

import * as policySdk from '@pulumi/policy';
import policyServer from '@pulumi/policy/server.js';
import analyzerProto from '@pulumi/pulumi/proto/analyzer_pb.js';
import structProto from 'google-protobuf/google/protobuf/struct_pb.js';
import { afterAll, describe, expect, it } from 'vitest';

import { packageRoot } from '../../../src/shared/paths.js';
import { createAnalyzer } from '../../../src/verify/policy/analyzer.js';
import { createPackCapture, readPackFiles } from '../../../src/verify/policy/load-pack.js';
import { runPolicyJob, type PolicyJob, type PolicyJobDeps } from '../../../src/verify/policy/policy-job.js';
import { createPolicyResolution } from '../../../src/verify/policy/resolve-pack.js';
import { registered } from './support.js';

/**
 * The child's work run in this process, with the same capture, resolution and analyzer the policy runner
 * assembles inside the sandbox (`policy-runner-source.ts`); the packs are this test's own code.
 */
const deps: PolicyJobDeps = {
  capture: createPackCapture({
    readFileSync: (path, encoding) => readFileSync(path, encoding),
    isFile: (path) => {
      try {
        return statSync(path).isFile();
      } catch {
        return false;
      }
    },
    createRequire: (from) => createRequire(from),
    compileFunction: (code, params, options) =>
      compileFunction(code, params, options) as (...a: unknown[]) => unknown,
    policySdk,
    policyServers: [policyServer],
  }),
  resolution: createPolicyResolution(),
  analyzer: createAnalyzer({ policyServer, analyzerProto, structProto }),
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function job(entry: string, cases: PolicyJob['cases'], more: Partial<PolicyJob> = {}): PolicyJob {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-policy-job-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'tags-pack', version: '2.1.0' }));
  writeFileSync(join(dir, 'index.js'), entry);
  const pack = readPackFiles(dir, [], packageRoot());
  return { resultFile: join(dir, 'result.json'), pack, mode: 'mandatory', cases, ...more };
}

const TAGS_PACK = `const { PolicyPack } = require('@pulumi/policy');
new PolicyPack('tags-pack', {
  enforcementLevel: 'mandatory',
  policies: [
    {
      name: 'bucket-tagged',
      description: 'Buckets carry tags.',
      validateResource: (args, report) => { if (args.type === 'aws:s3/bucket:Bucket' && !args.props.tags) report('untagged'); },
    },
    { name: 'quiet', description: 'Off by default.', enforcementLevel: 'advisory', validateResource: (args, report) => report('loud') },
  ],
}, { quiet: 'disabled' });
`;

const BARE = registered('aws:s3/bucket:Bucket', 'bare', {});
const TAGGED = registered('aws:s3/bucket:Bucket', 'tagged', { tags: { a: 'b' } });

describe('runPolicyJob', () => {
  it('loads the pack, resolves its levels and initial config, and analyses each case in order', async () => {
    const result = await runPolicyJob(
      job(TAGS_PACK, [
        { name: 'default', resources: [BARE] },
        { name: 'prod', resources: [TAGGED] },
      ]),
      deps,
    );
    expect(result.kind).toBe('analysed');
    if (result.kind !== 'analysed') return;
    expect(result.pack).toEqual({
      name: 'tags-pack',
      enforcementLevel: 'mandatory',
      initialConfig: { quiet: 'disabled' },
      policies: [{ name: 'bucket-tagged' }, { name: 'quiet', enforcementLevel: 'advisory' }],
    });
    expect(
      result.cases.map((one) => one.diagnostics.map((d) => `${d.policyName}:${d.enforcementLevel}`)),
    ).toEqual([['bucket-tagged:mandatory'], []]);
  });

  it('runs under the mode and configuration of the job', async () => {
    const result = await runPolicyJob(
      job(TAGS_PACK, [{ name: 'default', resources: [BARE] }], {
        mode: 'advisory',
        config: { quiet: 'mandatory' },
      }),
      deps,
    );
    const levels =
      result.kind === 'analysed'
        ? result.cases[0]?.diagnostics.map((d) => `${d.policyName}:${d.enforcementLevel}`)
        : [];
    expect(levels).toEqual(['bucket-tagged:advisory', 'quiet:advisory']);
  });

  it('says in one line when the pack cannot load, or does not declare exactly one PolicyPack', async () => {
    const broken = await runPolicyJob(job("throw new Error('bad\\n  pack');\n", []), deps);
    expect(broken).toEqual({
      kind: 'load-failed',
      message: expect.stringMatching(/^policy pack .+ failed to load: bad pack$/),
    });
    const twice = await runPolicyJob(job(`${TAGS_PACK}{\n${TAGS_PACK}}\n`, []), deps);
    expect(twice).toMatchObject({ kind: 'load-failed', message: expect.stringContaining('it declared 2') });
  });
});
