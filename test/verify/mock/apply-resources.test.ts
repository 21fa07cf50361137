import { describe, expect, it } from 'vitest';

import { resourcesInApply } from '../../../src/verify/mock/apply-resources.js';

describe('resources declared inside apply callbacks', () => {
  it('flags provider resources and program components constructed in apply or then, with their line', () => {
    const program = new Map([
      [
        'index.ts',
        `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';
import { Bucket } from '@pulumi/aws/s3';
class Site extends pulumi.ComponentResource {}
const vpc = new aws.ec2.Vpc('main', { cidrBlock: '10.0.0.0/16' });
vpc.id.apply((id) => new aws.ec2.Subnet('a', { vpcId: id, cidrBlock: '10.0.1.0/24' }));
aws.getAvailabilityZones().then(function (zones) {
  return new Bucket(zones.names[0]);
});
vpc.id.apply(() => { new Site('s', 's', {}); });
export const text = vpc.id.apply((id) => new pulumi.asset.StringAsset(id));
`,
      ],
    ]);
    const found = resourcesInApply(program);
    expect(found.map((f) => [f.line, f.severity, f.code])).toEqual([
      [6, 'warning', 'resource-in-apply'],
      [8, 'warning', 'resource-in-apply'],
      [10, 'warning', 'resource-in-apply'],
    ]);
    expect(found[0]?.message).toContain('new aws.ec2.Subnet');
  });

  it('leaves resources declared at top level and in ordinary functions alone', () => {
    const program = new Map([
      [
        'index.ts',
        `import * as aws from '@pulumi/aws';
function site(name: string) { return new aws.s3.Bucket(name); }
['a', 'b'].map((name) => site(name));
['c'].forEach((name) => new aws.s3.Bucket(name));
`,
      ],
    ]);
    expect(resourcesInApply(program)).toEqual([]);
  });
});
