import { describe, expect, it } from 'vitest';
import { looksLikeReference, referencedResource } from '../../src/plan/references.js';
import { loadAwsSnapshot } from '../verify/mock/support.js';

const snapshot = loadAwsSnapshot();

function inputOf(tsName: string, name: string) {
  const owner = snapshot.get(tsName);
  const input = owner?.inputs.find((i) => i.name === name);
  if (owner === undefined || input === undefined) throw new Error(`${tsName}.${name} is not in the snapshot`);
  return { owner, input };
}

function target(tsName: string, name: string): string | undefined {
  const { owner, input } = inputOf(tsName, name);
  return referencedResource(snapshot, owner, input)?.tsName;
}

describe('looksLikeReference on the real aws schema', () => {
  it('takes id, ARN and name inputs and bare nouns whose doc says so', () => {
    expect(looksLikeReference(inputOf('aws.ec2.Subnet', 'vpcId').input)).toBe(true);
    expect(looksLikeReference(inputOf('aws.lambda.Function', 'kmsKeyArn').input)).toBe(true);
    expect(looksLikeReference(inputOf('aws.lambda.Function', 'role').input)).toBe(true);
  });

  it('leaves maps, nested types and plain attributes alone', () => {
    expect(looksLikeReference(inputOf('aws.s3.BucketV2', 'tags').input)).toBe(false);
    expect(looksLikeReference(inputOf('aws.dynamodb.Table', 'rangeKey').input)).toBe(false);
    expect(
      looksLikeReference({ name: 'queueArn', type: 'pulumi.Input<number>', required: false, doc: '' }),
    ).toBe(false);
  });
});

describe('referencedResource on the real aws schema', () => {
  it('finds the resource in the owner’s module first', () => {
    expect(target('aws.ec2.Subnet', 'vpcId')).toBe('aws.ec2.Vpc');
    expect(target('aws.ecs.Service', 'cluster')).toBe('aws.ecs.Cluster');
    expect(target('aws.s3.BucketPolicy', 'bucket')).toBe('aws.s3.Bucket');
  });

  it('prefers a module sibling ending with the stem over the stem’s usual home', () => {
    expect(target('aws.cloudwatch.EventTarget', 'rule')).toBe('aws.cloudwatch.EventRule');
    expect(target('aws.apigateway.UsagePlanKey', 'keyId')).toBe('aws.apigateway.ApiKey');
  });

  it('takes the one resource the doc names when the name matched another the doc does not speak of', () => {
    // "The Allocation ID of the Elastic IP address for the NAT Gateway", not an IPAM pool allocation.
    expect(target('aws.ec2.NatGateway', 'allocationId')).toBe('aws.ec2.Eip');
    expect(target('aws.ec2.NatGateway', 'subnetId')).toBe('aws.ec2.Subnet');
  });

  it('goes to the stem’s home module when the owner’s has none', () => {
    expect(target('aws.lambda.Function', 'role')).toBe('aws.iam.Role');
    expect(target('aws.lambda.Function', 'kmsKeyArn')).toBe('aws.kms.Key');
  });

  it('reads a compound bare noun by its head when the doc says it takes that thing’s ARN or id', () => {
    // "ARN of the AWS Identity and Access Management (IAM) role that enables AWS CodeBuild to interact…"
    expect(target('aws.codebuild.Project', 'serviceRole')).toBe('aws.iam.Role');
    // A range key's doc names its attribute, no ARN or id: it is no KMS key.
    expect(target('aws.dynamodb.Table', 'rangeKey')).toBeUndefined();
  });

  it('does not call a resource’s own name a reference', () => {
    expect(target('aws.rds.Cluster', 'clusterIdentifier')).toBeUndefined();
  });

  it('does not call a bare noun that is the owner’s own head a reference to a sibling ending with it', () => {
    // The `member` a `BucketIAMMember` grants is an identity, no managed folder's IAM member.
    expect(target('gcp.storage.BucketIAMMember', 'member')).toBeUndefined();
    expect(target('aws.apigateway.UsagePlanKey', 'keyId')).toBe('aws.apigateway.ApiKey');
  });

  it('answers the same again from memory', () => {
    const { owner, input } = inputOf('aws.lambda.Function', 'role');
    expect(referencedResource(snapshot, owner, input)).toBe(referencedResource(snapshot, owner, input));
  });
});
