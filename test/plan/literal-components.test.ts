import { describe, expect, it } from 'vitest';
import { literalHolders } from '../../src/plan/literal-components.js';
import { readRequest } from '../../src/language/request-text.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { bundledEdits, bundledSaid } from './bundled-rule-cases.js';
import { describeEdit, draftOf, edits, planned } from './rule-cases.js';

describe('rule literal-holders (plan fixture)', () => {
  it('plans the resource that holds an address no planned component can', async () => {
    expect(
      await edits(
        literalHolders,
        draftOf(planned('aws:sns/topic:Topic')),
        'An SNS topic that emails ops@example.com',
      ),
    ).toEqual([
      'add topic-subscription aws:sns/topicSubscription:TopicSubscription ×1 (request) "topic subscription for ops@example.com"',
    ]);
  });

  it('adds nothing when a planned component holds it already', async () => {
    const draft = draftOf(
      planned('aws:sns/topic:Topic'),
      planned('aws:sns/topicSubscription:TopicSubscription'),
    );
    expect(await edits(literalHolders, draft, 'An SNS topic that emails ops@example.com')).toEqual([]);
  });

  it('plans what holds an IAM role granted on a planned component, as programs wire one to it', async () => {
    // Of the storage resources that take a role, programs wire a `BucketIAMMember` to a bucket most; a
    // managed folder's binding takes one too, an object ACL's `role` only READER or OWNER.
    const bundled = openSnapshot(defaultSnapshotDir());
    const text =
      'Create a GCS bucket and a service account, and grant it roles/storage.objectViewer on that bucket.';
    const request = readRequest(text, { known: bundled.providers });
    const bucket = bundled.get('gcp:storage/bucket:Bucket')!;
    const account = bundled.get('gcp:serviceaccount/account:Account')!;
    const draft = draftOf(
      planned('aws:s3/bucket:Bucket', {
        spans: [
          { start: 7, end: 19 },
          { start: 60, end: text.length },
        ],
      }),
    );
    const components = [
      { ...draft.components[0]!, id: 'bucket', record: bucket },
      { ...draft.components[0]!, id: 'account', record: account, spans: [{ start: 24, end: 41 }] },
    ];
    const made = await literalHolders.run({ ...draft, components }, request, {
      snapshot: bundled,
      search: () => Promise.resolve({ hits: [] }),
    } as never);
    expect(made.map(describeEdit)).toEqual([
      'add bucket-iam-member gcp:storage/bucketIAMMember:BucketIAMMember ×1 (request) "bucket iam member for roles/storage.objectViewer"',
    ]);
  });
});

describe('rule literal-holders (bundled snapshot)', () => {
  it('plans the machines of a group that takes no size, as programs declare them beside it, but not a size another component of the sentence takes', async () => {
    const text =
      'An Auto Scaling group of t3.medium instances and an ElastiCache cluster of 2 cache.t3.small nodes.';
    const group = bundledSaid(
      'group',
      'aws:autoscaling/group:Group',
      text,
      'Auto Scaling group of t3.medium instances',
    );
    const cache = bundledSaid('cache', 'aws:elasticache/cluster:Cluster', text, 'ElastiCache cluster');
    // `cache.t3.small` is the ElastiCache cluster's `nodeType`; `t3.medium` is of no form it takes.
    expect(await bundledEdits(literalHolders, [group, cache], [], text)).toEqual([
      'add launch-template aws:ec2/launchTemplate:LaunchTemplate ×1 (request) "launch template for t3.medium"',
    ]);
    const msk = 'An MSK cluster with 3 kafka.t3.small broker nodes across three subnets of a new VPC.';
    const kafka = bundledSaid('cluster', 'aws:msk/cluster:Cluster', msk, 'MSK cluster');
    const subnet = bundledSaid(
      'subnet',
      'aws:ec2/subnet:Subnet',
      msk,
      'kafka.t3.small broker nodes across three subnets',
    );
    expect(await bundledEdits(literalHolders, [kafka, subnet], [], msk)).toEqual([]);
  });

  it('plans the member of the thing a role is granted on: a module named for it, or the component its part names', async () => {
    const text =
      'Create a GCP service account etl, grant it roles/bigquery.dataEditor on the project, and give it roles/storage.objectAdmin on a new Cloud Storage bucket named staging.';
    const account = bundledSaid(
      'account',
      'gcp:serviceaccount/account:Account',
      text,
      'GCP service account etl',
    );
    const bucket = bundledSaid(
      'bucket',
      'gcp:storage/bucket:Bucket',
      text,
      'give it roles/storage.objectAdmin on a new Cloud Storage bucket named staging',
    );
    expect(await bundledEdits(literalHolders, [account, bucket], [], text)).toEqual([
      'add iam-member gcp:projects/iAMMember:IAMMember ×1 (request) "iam member for roles/bigquery.dataEditor"',
      'add bucket-iam-member gcp:storage/bucketIAMMember:BucketIAMMember ×1 (request) "bucket iam member for roles/storage.objectAdmin"',
    ]);
  });

  it('plans a holder of one value for each value listed, and no holder where an input lists other values', async () => {
    const text =
      'A dedicated service account nodes, which is granted `roles/logging.logWriter` and `roles/monitoring.metricWriter` on the project, and a subnetwork.';
    const account = bundledSaid(
      'account',
      'gcp:serviceaccount/account:Account',
      text,
      'A dedicated service account nodes',
    );
    // A subnetwork's `role` is ACTIVE or BACKUP: it holds no IAM role.
    const subnet = bundledSaid('subnet', 'gcp:compute/subnetwork:Subnetwork', text, 'a subnetwork');
    expect(await bundledEdits(literalHolders, [account, subnet], [], text)).toEqual([
      'add iam-member gcp:projects/iAMMember:IAMMember ×2 (request) "iam member for roles/logging.logWriter"',
    ]);
    const emails = 'An SNS topic alerts that emails a@example.com and b@example.com.';
    const topic = bundledSaid('topic', 'aws:sns/topic:Topic', emails, 'An SNS topic alerts');
    expect(await bundledEdits(literalHolders, [topic], [], emails)).toEqual([
      'add topic-subscription aws:sns/topicSubscription:TopicSubscription ×2 (request) "topic subscription for a@example.com"',
    ]);
  });
});
