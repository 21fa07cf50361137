import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { packageRoot } from '../../../src/shared/paths.js';
import { baselinePolicyPack, inProcessAnalyzer } from '../../../src/verify/policy/baseline-pack.js';
import { registered } from './support.js';

const BASELINE_DIR = join(packageRoot(), 'policy-packs', 'baseline');

describe('the bundled baseline pack', () => {
  it('carries the version of its package and, in a checkout, the directory the Pulumi CLI can run', () => {
    const manifest = JSON.parse(readFileSync(join(BASELINE_DIR, 'package.json'), 'utf8')) as {
      version: string;
    };
    const pack = baselinePolicyPack();
    expect(pack).toMatchObject({
      version: manifest.version,
      enforcementLevel: 'advisory',
      dir: BASELINE_DIR,
    });
    expect(pack.name).toBe('pulumi-gen-baseline');
    const names = pack.policies.map((policy) => policy.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('aws-s3-no-public-acl');
  });

  it('runs in this process through the analyzer, on the values of the recorded resources', async () => {
    const pack = baselinePolicyPack();
    const acl = (name: string, value: string) =>
      registered('aws:s3/bucketAclV2:BucketAclV2', name, { bucket: 'b', acl: value });
    const analysis = await inProcessAnalyzer.analyze(pack, [
      acl('open', 'public-read'),
      acl('closed', 'private'),
    ]);
    expect(analysis.crashes).toEqual([]);
    const aclFindings = analysis.diagnostics.filter((d) => d.policyName === 'aws-s3-no-public-acl');
    expect(aclFindings.map((d) => d.urn)).toEqual([expect.stringContaining('::open')]);
  });
});
