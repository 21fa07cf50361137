import { describe, expect, it } from 'vitest';
import { policyDocumentKind } from '../../src/snapshot/policy-kind.js';
import { loadAwsSnapshot } from '../verify/mock/support.js';

const snapshot = loadAwsSnapshot();
const kindOf = (tsName: string) => {
  const record = snapshot.get(tsName);
  if (record === undefined) throw new Error(`${tsName} is not in the aws snapshot`);
  return policyDocumentKind(record);
};

describe('policyDocumentKind on the real aws schema', () => {
  it('reads IAM, IoT and Organizations policies as identity documents', () => {
    expect(kindOf('aws.iam.Policy')).toBe('identity');
    expect(kindOf('aws.iam.RolePolicy')).toBe('identity');
    expect(kindOf('aws.iot.Policy')).toBe('identity');
  });

  it('reads the policy of a queue, a bucket or a topic as a resource document', () => {
    expect(kindOf('aws.sqs.QueuePolicy')).toBe('resource');
    expect(kindOf('aws.s3.BucketPolicy')).toBe('resource');
    expect(kindOf('aws.sns.TopicPolicy')).toBe('resource');
  });

  it('says nothing of a resource without a policy input', () => {
    expect(kindOf('aws.iam.Role')).toBeUndefined();
    expect(kindOf('aws.s3.BucketV2')).toBeUndefined();
  });
});
