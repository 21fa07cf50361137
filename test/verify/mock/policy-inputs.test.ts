import { describe, expect, it } from 'vitest';

import { unknownPolicyInputs } from '../../../src/verify/mock/policy-inputs.js';

describe('unknowns in inputs the baseline policies decide on', () => {
  it('finds them at any depth, through lists, and where a whole list is unknown', () => {
    expect(
      unknownPolicyInputs('aws:ec2/securityGroup:SecurityGroup', {
        vpcId: '<unknown>',
        ingress: [
          { protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['10.0.0.0/8'] },
          { protocol: 'tcp', fromPort: 443, toPort: 443, cidrBlocks: ['<unknown>'] },
        ],
      }),
    ).toEqual(['ingress[].cidrBlocks']);
    expect(unknownPolicyInputs('aws:ec2/securityGroup:SecurityGroup', { ingress: '<unknown>' })).toHaveLength(
      5,
    );
    expect(
      unknownPolicyInputs('aws:s3/bucketAclV2:BucketAclV2', { bucket: '<unknown>', acl: '<unknown>' }),
    ).toEqual(['acl']);
    expect(
      unknownPolicyInputs('kubernetes:apps/v1:Deployment', {
        spec: { template: { spec: { containers: [{ securityContext: { privileged: '<unknown>' } }] } } },
      }),
    ).toEqual(['spec.template.spec.containers[].securityContext.privileged']);
  });

  it('ignores unknowns the policies do not read, and types they do not cover', () => {
    expect(
      unknownPolicyInputs('aws:s3/bucketAclV2:BucketAclV2', { bucket: '<unknown>', acl: 'private' }),
    ).toEqual([]);
    expect(unknownPolicyInputs('aws:sqs/queue:Queue', { policy: '<unknown>' })).toEqual([]);
  });
});
