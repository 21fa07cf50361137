import { describe, expect, it } from 'vitest';

import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import { intentKnowledgeOf } from '../../../src/verify/intent/intent-knowledge.js';
import { PLAN_SNAPSHOT_DIR } from '../../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const knowledge = intentKnowledgeOf(snapshot, 'a VPC with public subnets on AWS');

describe('intentKnowledgeOf', () => {
  it('reads what a component makes from its schema, as tokens of the provider it builds on', () => {
    expect(knowledge.partsOf('awsx:ec2:Vpc')).toEqual([
      'aws:ec2/internetGateway:InternetGateway',
      'aws:ec2/subnet:Subnet',
      'aws:ec2/vpc:Vpc',
    ]);
    expect(knowledge.partsOf('aws:ec2/vpc:Vpc')).toEqual([]);
    expect(knowledge.partsOf('aws:nope/nope:Nope')).toEqual([]);
  });

  it("finds the resource of the same module whose input's type declares most of a kind's inputs", () => {
    expect(knowledge.inlineHostsOf('aws:s3/bucketWebsiteConfiguration:BucketWebsiteConfiguration')).toEqual([
      { token: 'aws:s3/bucket:Bucket', input: 'website' },
    ]);
    // Versioning shares no fields with the bucket's own `versioning` block: it has no inline host.
    expect(knowledge.inlineHostsOf('aws:s3/bucketVersioning:BucketVersioning')).toEqual([]);
    expect(knowledge.inlineHostsOf('aws:sqs/queue:Queue')).toEqual([]);
  });

  it('lists every input path, nested types followed', () => {
    const paths = knowledge.inputsOf('aws:s3/bucket:Bucket').map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining(['bucket', 'lifecycleRules', 'lifecycleRules.noncurrentVersionExpiration.days']),
    );
    expect(
      knowledge.inputsOf('aws:s3/bucket:Bucket').find((e) => e.path === 'forceDestroy')?.input.name,
    ).toBe('forceDestroy');
    expect(knowledge.inputsOf('aws:nope/nope:Nope')).toEqual([]);
  });

  it('names the clouds the request names, and none without a request', () => {
    expect(knowledge.namedProviders).toContain('aws');
    expect(intentKnowledgeOf(snapshot, undefined).namedProviders).toEqual([]);
  });
});
