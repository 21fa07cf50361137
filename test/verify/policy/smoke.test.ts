import { expect, test } from 'vitest';
import { baselinePolicyPack } from '../../../src/verify/policy/baseline-pack.js';
import { analyzePack } from '../../../src/verify/policy/analyzer.js';
import { resolvePack } from '../../../src/verify/policy/resolve-pack.js';
import { registered } from './support.js';

test('smoke', async () => {
  const pack = resolvePack(baselinePolicyPack(), 'mandatory');
  const t0 = performance.now();
  const result = await analyzePack(pack, [
    registered('aws:s3/bucket:Bucket', 'site', { acl: 'public-read' }),
    registered('aws:ec2/securityGroup:SecurityGroup', 'web', { ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['0.0.0.0/0'] }] }),
    registered('aws:rds/instance:Instance', 'db', { publiclyAccessible: true, engine: 'postgres' }),
  ]);
  console.log(performance.now() - t0, JSON.stringify(result, null, 1));
  expect(result.violations.length).toBeGreaterThan(0);
});
