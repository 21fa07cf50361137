import { describe, expect, it } from 'vitest';
import { existingThings } from '../../src/plan/existing-things.js';
import { wirePlan } from '../../src/plan/plumbing.js';
import { readRequest } from '../../src/language/request-text.js';
import { EMPTY_DRAFT } from '../../src/plan/draft.js';
import { bundled, bundledEdits, bundledSaid } from './bundled-rule-cases.js';
import { describeEdit, draftOf, edits, fixture, planned, read } from './rule-cases.js';

/** A component named by the given words of the text. */
function namedIn(token: string, text: string, words: string) {
  const start = text.indexOf(words);
  return planned(token, { spans: [{ start, end: start + words.length }] });
}

describe('rule existing-things (plan fixture)', () => {
  it('reads a thing the request says comes from config, under the key its words make', async () => {
    const text = 'A CloudWatch alarm on an EC2 instance (instance ID given as a config value).';
    const instance = namedIn('aws:ec2/instance:Instance', text, 'an EC2 instance');
    expect(await edits(existingThings, draftOf(instance), text)).toEqual([
      'existing instance "instance ID given as a config value"',
      'note the instance exists already: read from config `instanceId`, not created',
      'config instanceId',
    ]);
  });

  it('reads each of two things one clause says come from config ("the instance ID and bucket name")', async () => {
    const text = 'A CloudWatch alarm on an EC2 instance. The instance ID and bucket name come from config.';
    const instance = namedIn('aws:ec2/instance:Instance', text, 'an EC2 instance');
    const bucket = namedIn('aws:s3/bucket:Bucket', text, 'bucket name');
    expect(await edits(existingThings, draftOf(instance, bucket), text)).toEqual([
      'existing instance "The instance ID come from config"',
      'note the instance exists already: read from config `instanceId`, not created',
      'config instanceId',
      'existing bucket "bucket name come from config"',
      'note the bucket exists already: read from config `bucketName`, not created',
      'config bucketName',
    ]);
  });

  it('takes out what the user has ("the default VPC", "a bucket I already have"), and keeps what is new', async () => {
    const text = 'An EC2 instance in my VPC, writing to a bucket I already have, and a new SQS queue.';
    const draft = draftOf(
      namedIn('aws:ec2/instance:Instance', text, 'An EC2 instance'),
      namedIn('aws:ec2/vpc:Vpc', text, 'my VPC'),
      namedIn('aws:s3/bucket:Bucket', text, 'a bucket I already have'),
      namedIn('aws:sqs/queue:Queue', text, 'a new SQS queue'),
    );
    expect(await edits(existingThings, draft, text)).toEqual([
      'existing vpc "my VPC"',
      'note the vpc exists already: read, not created',
      'existing bucket "a bucket I already have"',
      'note the bucket exists already: read, not created',
    ]);
  });

  it('reads "the latest" published thing, and builds a new one', async () => {
    const text = 'An EC2 instance that runs the latest Amazon Linux AMI, and a new AMI copied from it.';
    const instance = bundledSaid('instance', 'aws:ec2/instance:Instance', text, 'An EC2 instance');
    const latest = bundledSaid('ami', 'aws:ec2/ami:Ami', text, 'the latest Amazon Linux AMI');
    expect(await bundledEdits(existingThings, [instance, latest], [], text)).toEqual([
      'existing ami "the latest Amazon Linux AMI"',
      'note the ami exists already: read, not created',
    ]);
    // "the pre-existing default VPC/subnet": the subnet is the user's too.
    const deploy = 'An EC2 instance deployed into the pre-existing default VPC/subnet.';
    const subnet = bundledSaid(
      'subnet',
      'aws:ec2/subnet:Subnet',
      deploy,
      'the pre-existing default VPC/subnet',
    );
    expect(await bundledEdits(existingThings, [subnet], [], deploy)).toContain(
      'existing subnet "the pre-existing default VPC/subnet"',
    );
    // Subnets given by their ids are the user's; a subnet group made of them is new.
    const ids =
      'A DB subnet group made of the subnets subnet-0a1b2c3d4e5f60718 and subnet-0f1e2d3c4b5a69788.';
    const group = bundledSaid('group', 'aws:rds/subnetGroup:SubnetGroup', ids, 'A DB subnet group');
    const subnets = bundledSaid('subnet', 'aws:ec2/subnet:Subnet', ids, 'the subnets');
    expect(await bundledEdits(existingThings, [group, subnets], [], ids)).toEqual([
      'existing subnet "the subnets"',
      'note the subnet exists already: read, not created',
    ]);
    const copy = bundledSaid('ami', 'aws:ec2/ami:Ami', text, 'a new AMI');
    expect(await bundledEdits(existingThings, [instance, copy], [], text)).toEqual([]);
  });

  it('says a thing known by the id the request gives exists where the id is written', async () => {
    const text = 'Alarm me when the CPU of EC2 instance i-0abc1234def567890 goes above 80%.';
    const instance = bundledSaid('instance', 'aws:ec2/instance:Instance', text, text);
    const request = readRequest(text, { known: bundled.providers });
    const edits = await existingThings.run({ ...EMPTY_DRAFT, components: [instance] }, request, {
      snapshot: bundled,
      search: () => Promise.reject(new Error('no search')),
    });
    const start = text.indexOf('i-0abc');
    expect(edits[0]).toMatchObject({ kind: 'existing', span: { start, end: start + 19 } });
    // Several ids of a sentence: from the first to the last, so none is left unaccounted for.
    const two = 'An EFS file system with mount targets in subnet-0aa11bb22 and subnet-0cc33dd44.';
    const subnet = bundledSaid('subnet', 'aws:ec2/subnet:Subnet', two, 'subnet-0cc33dd44');
    const read = await existingThings.run(
      { ...EMPTY_DRAFT, components: [subnet] },
      readRequest(two, { known: bundled.providers }),
      { snapshot: bundled, search: () => Promise.reject(new Error('no search')) },
    );
    // A hosted zone known by its id.
    const zoned = 'Publish a TXT record in the Route 53 hosted zone Z0123456789ABCDEFGHIJ.';
    const zone = bundledSaid('zone', 'aws:route53/zone:Zone', zoned, 'the Route 53 hosted zone');
    const known = await existingThings.run(
      { ...EMPTY_DRAFT, components: [zone] },
      readRequest(zoned, { known: bundled.providers }),
      { snapshot: bundled, search: () => Promise.reject(new Error('no search')) },
    );
    expect(known[0]).toMatchObject({ kind: 'existing', id: 'zone' });
    const from = two.indexOf('subnet-0aa');
    expect(read[0]).toMatchObject({
      kind: 'existing',
      span: { start: from, end: two.indexOf('.', from + 30) },
    });
  });

  it('plans a thing named as the user’s once and as new elsewhere', async () => {
    const text = 'Copy objects from my bucket. Create a bucket for the copies.';
    const bucket = planned('aws:s3/bucket:Bucket', {
      spans: [
        { start: text.indexOf('my bucket'), end: text.indexOf('my bucket') + 9 },
        { start: text.indexOf('a bucket'), end: text.indexOf('a bucket') + 8 },
      ],
    });
    expect(await edits(existingThings, draftOf(bucket), text)).toEqual([]);
  });
  it('lets plumbing read, not create, the resource a required input needs when the request says it is the user’s', () => {
    const text = 'A subnet 10.0.1.0/24 in my VPC (VPC ID in config)';
    const subnet = namedIn('aws:ec2/subnet:Subnet', text, 'A subnet');
    const made = wirePlan(draftOf(subnet), fixture, 'schema', read(text)).map(describeEdit);
    expect(made).toContain('existing vpc "VPC ID in config"');
    expect(made).toContain('config vpcId');
    expect(made.some((edit) => edit.startsWith('relate'))).toBe(false);
    // Without such words, plumbing makes the VPC the subnet needs.
    const plain = wirePlan(draftOf(subnet), fixture, 'schema', read('A subnet 10.0.1.0/24')).map(
      describeEdit,
    );
    expect(plain).toContain('relate subnet -> vpc via vpcId');
  });

  it('reads the provider\'s own scope said definite ("on the project") as the configured one, and builds one asked for', async () => {
    const text = 'A service account ci, granted roles/storage.admin on the project.';
    const project = bundledSaid('project', 'gcp:organizations/project:Project', text, 'on the project');
    expect(await bundledEdits(existingThings, [project], [], text)).toEqual([
      'existing project "on the project"',
      'note the project exists already: read, not created',
    ]);
    const fresh = 'A new GCP project named sandbox.';
    const asked = bundledSaid('project', 'gcp:organizations/project:Project', fresh, 'A new GCP project');
    expect(await bundledEdits(existingThings, [asked], [], fresh)).toEqual([]);
    // A bucket is no provider's scope: "the bucket" is one the request asks for elsewhere.
    const bucket = bundledSaid('bucket', 'gcp:storage/bucket:Bucket', 'Write to the bucket.', 'the bucket');
    expect(await bundledEdits(existingThings, [bucket], [], 'Write to the bucket.')).toEqual([]);
  });

  it('plans no secret store for a value the request reads from a secret config value', async () => {
    const text = 'An RDS instance, with the master password coming from a secret config value.';
    const part = 'the master password coming from a secret config value.';
    const draft = draftOf(
      namedIn('aws:rds/instance:Instance', text, 'An RDS instance'),
      namedIn('aws:secretsmanager/secret:Secret', text, part),
      namedIn('aws:ssm/parameter:Parameter', text, part),
    );
    expect(await edits(existingThings, draft, text)).toEqual([
      'remove secret',
      `note "${part}" reads a config value, not a new secret`,
      'remove parameter',
      `note "${part}" reads a config value, not a new parameter`,
    ]);
    // Named outside that clause, the secret is asked for.
    const stored = 'Store the API token in a Secrets Manager secret, read from a secret config value.';
    const secret = namedIn('aws:secretsmanager/secret:Secret', stored, stored);
    expect(await edits(existingThings, draftOf(secret), stored)).toEqual([]);
  });
});
