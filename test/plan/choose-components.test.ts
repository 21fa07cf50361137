import { describe, expect, it } from 'vitest';
import { splitRequest } from '../../src/language/parts.js';
import { readRequest } from '../../src/language/request-text.js';
import {
  chooseForPart,
  moduleKey,
  ownNameWords,
  recordPopularity,
  saidOnlyAsVerb,
  type ChooseContext,
} from '../../src/plan/choose-components.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { createSearchEngine } from '../../src/search/engine.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const engine = createSearchEngine(snapshot);
const record = (token: string) => snapshot.get(token)!;

async function choose(text: string, more: Partial<ChooseContext> = {}) {
  const request = readRequest(text, { known: snapshot.providers });
  const [part] = request.parts;
  const chosen = await chooseForPart(part!, {
    search: (query) => engine.search(query),
    snapshot,
    providers: request.route.providers,
    wholeRequest: false,
    sentence: text,
    ...more,
  });
  return chosen.map((c) => ({ token: c.record.token, runnersUp: c.runnersUp, subordinate: c.subordinate }));
}

describe('ownNameWords, moduleKey and recordPopularity', () => {
  it("splits a record's name into analysed words and keys its module by provider", () => {
    expect(ownNameWords(record('aws:s3/bucketPolicy:BucketPolicy'))).toEqual(['bucket', 'policy']);
    expect(moduleKey(record('aws:s3/bucketPolicy:BucketPolicy'))).toBe('aws/s3');
  });

  it('scores how often the other records’ examples use a record, in [0, 1]', () => {
    const role = recordPopularity(snapshot, record('aws:iam/role:Role'));
    expect(role).toBeGreaterThan(0);
    expect(role).toBeLessThanOrEqual(1);
    expect(role).toBeGreaterThan(
      recordPopularity(snapshot, record('aws:rds/clusterParameterGroup:ClusterParameterGroup')),
    );
  });
});

describe('chooseForPart', () => {
  it('chooses the record a part names, the longer name over one inside it', async () => {
    const chosen = await choose('an SNS topic subscription');
    expect(chosen.map((c) => c.token)).toEqual(['aws:sns/topicSubscription:TopicSubscription']);
    expect(chosen[0]?.runnersUp).toContain('aws:sns/topic:Topic');
    for (const text of ['S3 bucket versioning', 'an S3 bucket policy']) {
      const tokens = (await choose(text)).map((c) => c.token);
      expect(tokens, text).toHaveLength(1);
      expect(tokens[0]?.split(':').pop()?.length, text).toBeGreaterThan('Bucket'.length);
    }
  });

  it('chooses a queue named with its service, and nothing for a part that names no record', async () => {
    expect((await choose('an SQS queue')).map((c) => c.token)).toEqual(['aws:sqs/queue:Queue']);
    expect(await choose('something nice')).toEqual([]);
  });

  it('gives a whole request that names nothing outright its best resource', async () => {
    const chosen = await choose('something to keep my files in', { wholeRequest: true });
    expect(chosen).toHaveLength(1);
  });
});

const bundled = openSnapshot(defaultSnapshotDir());
const bundledSearch = createRegistrySearch(bundled).engine;

/** The records each part of `text` names, searched in `providers` (the bundled snapshot, real search). */
async function chosen(text: string, providers: readonly string[]): Promise<string[][]> {
  const { sentences, parts } = splitRequest(text);
  const out: string[][] = [];
  for (const part of parts) {
    const picks = await chooseForPart(part, {
      search: (query) => bundledSearch.search(query),
      snapshot: bundled,
      providers,
      wholeRequest: parts.length === 1,
      sentence: sentences[part.sentence]?.text ?? part.text,
    });
    out.push(picks.map((pick) => pick.record.token));
  }
  return out;
}

describe('chooseForPart on the bundled snapshot', () => {
  it('reads the name of a deprecated record as the resource that replaced it', async () => {
    // Cloudflare's `Record` is deprecated in favor of `DnsRecord`: "a CNAME" names the old record (its
    // vocabulary), so the part asks for the new one. The provider, the service of its one namespace, is named.
    expect(bundled.get('cloudflare:index/record:Record')?.deprecated).toMatch(/in favor of/);
    const parts = await chosen(
      'For my Cloudflare zone, add a proxied CNAME www pointing to app.example.com, and an MX record on the apex',
      ['cloudflare'],
    );
    const dnsRecord = 'cloudflare:index/dnsRecord:DnsRecord';
    expect(parts.slice(-2)).toEqual([[dnsRecord], [dnsRecord]]);
  });

  it('reads a gerund after a noun as the noun a resource name ends in ("query logging" is a QueryLog)', async () => {
    expect((await chosen('Route 53 query logging', ['aws'])).flat()).toContain(
      'aws:route53/queryLog:QueryLog',
    );
    // No resource is named "website route": the gerund stays as it is.
    expect((await chosen('website routing rules', ['aws'])).flat()).not.toContain('aws:ec2/route:Route');
  });

  it('reads two words that make an output of the provider as that output, not a resource ("the website endpoint")', async () => {
    const s3outposts = 'aws:s3outposts/endpoint:Endpoint';
    expect(
      (await chosen('a Route 53 alias record pointing at the website endpoint', ['aws'])).flat(),
    ).not.toContain(s3outposts);
    expect((await chosen('an S3 on Outposts endpoint', ['aws'])).flat()).toContain(s3outposts);
  });

  it('reads two words as another thing only written side by side, and not where they make an input of the thing itself', async () => {
    // "instance of class": the words `instanceClass` is made of, with a word between them.
    const rds = await chosen('Create an RDS instance of class db.t4g.micro with 50 GB of storage.', ['aws']);
    expect(rds[0]).toEqual(['aws:rds/instance:Instance']);
    // "FIFO queue": `fifoQueue` is the queue's own input; it describes the queue.
    const fifo = await chosen('Create an SQS FIFO queue with content-based deduplication.', ['aws']);
    expect(fifo[0]).toEqual(['aws:sqs/queue:Queue']);
    // "permissions boundaries" are an IAM role's, written side by side: no Lambda permission.
    const boundary = await chosen('A Lambda function, and optional IAM permissions boundaries.', ['aws']);
    expect(boundary.flat()).not.toContain('aws:lambda/permission:Permission');
  });

  it('names no record by a word that only modifies the next one ("object versioning"), and one by its head', async () => {
    const bucketObject = 'gcp:storage/bucketObject:BucketObject';
    const modified = await chosen(
      'Create a GCS bucket with object versioning and a lifecycle rule that deletes objects older than 30 days',
      ['gcp'],
    );
    expect(modified.flat()).not.toContain(bucketObject);
    // Said as the head of its phrase, or before a verb that starts a clause, the word names it.
    const head = await chosen('Create a GCS bucket and upload an object to it', ['gcp']);
    expect(head.flat()).toContain(bucketObject);
    const verb = await chosen('Create a GCS bucket, and an object holds the report', ['gcp']);
    expect(verb.flat()).toContain(bucketObject);
  });

  it('names no record by the plural object of a relative clause\'s verb ("a stream that retains records")', async () => {
    const record = 'aws:route53/record:Record';
    const kept = await chosen('A Kinesis data stream with 2 shards that retains records for 48 hours.', [
      'aws',
    ]);
    expect(kept.flat()).not.toContain(record);
    const asked = await chosen('A Route 53 hosted zone with two A records for app and api.', ['aws']);
    expect(asked.flat()).toContain(record);
  });

  it('reads a thing said to be new as asked for, even in a clause that says what another uses or keeps', async () => {
    const subordinate = async (text: string) => {
      const { sentences, parts } = splitRequest(text);
      const part = parts[0]!;
      const picks = await chooseForPart(part, {
        search: (query) => bundledSearch.search(query),
        snapshot: bundled,
        providers: ['aws'],
        wholeRequest: true,
        sentence: sentences[0]?.text ?? text,
      });
      return picks
        .map((pick) => `${pick.record.token.split(':').pop()}${pick.subordinate ? ' (subordinate)' : ''}`)
        .sort();
    };
    expect(
      await subordinate('An S3 bucket encrypted by default using a new customer managed KMS key'),
    ).toEqual(['Bucket', 'Key']);
    expect(await subordinate('An S3 bucket encrypted by default using the customer managed KMS key')).toEqual(
      ['Bucket', 'Key (subordinate)'],
    );
    // A dedicated thing is made for this one: "run as a dedicated service account" asks for the account.
    const runAs = async (how: string) => {
      const { parts } = splitRequest(`The nodes run as ${how} service account`);
      const picks = await chooseForPart(parts[0]!, {
        search: (query) => bundledSearch.search(query),
        snapshot: bundled,
        providers: ['gcp'],
        wholeRequest: true,
        sentence: parts[0]!.text,
      });
      return picks.find((pick) => pick.record.token === 'gcp:serviceaccount/account:Account')?.subordinate;
    };
    expect(await runAs('a dedicated')).toBe(false);
    expect(await runAs('the default')).toBe(true);
  });

  it('names no record by the words of a name the request gives a thing', async () => {
    // "batch-jobs" names the namespace: it asks for no Job.
    const named = await chosen('In a namespace called batch-jobs, create a CronJob', ['kubernetes']);
    expect(named.flat()).toContain('kubernetes:core/v1:Namespace');
    expect(named.flat()).not.toContain('kubernetes:batch/v1:Job');
    expect((await chosen('Create a batch job', ['kubernetes'])).flat()).toContain('kubernetes:batch/v1:Job');
    // An identifier right after a noun, ending its phrase, names that thing too; one before a noun modifies it.
    const apposed = await chosen('a Secret Manager secret api-key that the account may access', ['gcp']);
    expect(apposed.flat()).not.toContain('gcp:projects/apiKey:ApiKey');
    expect((await chosen('a dead-letter queue', ['aws'])).flat()).toContain('aws:sqs/queue:Queue');
  });

  it('reads the service of a one-word name from a machine size the sentence gives it', async () => {
    const ec2 = await chosen('Launch a t3.micro instance in a private subnet', ['aws']);
    expect(ec2.flat()).toContain('aws:ec2/instance:Instance');
    const rds = await chosen('Launch a db.t3.micro instance in a private subnet', ['aws']);
    expect(rds.flat()).toContain('aws:rds/instance:Instance');
    expect(rds.flat()).not.toContain('aws:ec2/instance:Instance');
    // What a group is made of is no instance of its own.
    const group = await chosen('Create an Auto Scaling group of t3.small instances', ['aws']);
    expect(group.flat()).not.toContain('aws:ec2/instance:Instance');
  });

  it('names a resource by its head when its service is said and its other words come after it', async () => {
    const parts = await chosen(
      'Create an EventBridge event bus, an archive of all its events, and a rule that matches events from orders',
      ['aws'],
    );
    expect(parts.slice(1).map((tokens) => tokens[0])).toEqual([
      'aws:cloudwatch/eventArchive:EventArchive',
      'aws:cloudwatch/eventRule:EventRule',
    ]);
    // A record named outright at that word comes first: an EC2 instance that runs an AMI is no AmiFromInstance.
    const instance = await chosen('Create an EC2 instance that runs the latest Amazon Linux AMI', ['aws']);
    expect(instance.flat()[0]).toBe('aws:ec2/instance:Instance');
    expect(instance.flat()).not.toContain('aws:ec2/amiFromInstance:AmiFromInstance');
  });

  it('names a resource by a head word only its service names, the one programs use ("an alarm")', async () => {
    const alarm = 'aws:cloudwatch/metricAlarm:MetricAlarm';
    const sent = await chosen('Send the alarm to a new SNS topic called cpu-alarms.', ['aws']);
    expect(sent.flat()).toContain(alarm);
    expect(sent.flat()).not.toContain('aws:cloudwatch/compositeAlarm:CompositeAlarm');
    // "a group" is the head of many services' names: it names none of them alone.
    const group = await chosen('Add a queue, and put it in a group.', ['aws']);
    expect(group[1]).toEqual([]);
  });

  it('reads a counted plural before a verb as the noun, not a modifier ("three alarms notify that topic")', async () => {
    const counted = await chosen('Three alarms notify that topic when errors pass 5', ['aws']);
    expect(counted.flat()).toContain('aws:cloudwatch/metricAlarm:MetricAlarm');
    // Uncounted, the word modifies the next one: "the alarm threshold" is another alarm's input.
    const modifier = await chosen('Add a queue, and raise the alarm threshold to 5', ['aws']);
    expect(modifier.flat()).not.toContain('aws:cloudwatch/metricAlarm:MetricAlarm');
  });
});

describe('a word said only as the verb of a relative clause', () => {
  it('names nothing after "that", "which" or "who" with an object after it', () => {
    expect(saidOnlyAsVerb('record', 'a trail that records management events to a bucket')).toBe(true);
    expect(saidOnlyAsVerb('store', 'a function which stores files')).toBe(true);
  });

  it('is a noun anywhere else, or where the sentence says it once as one', () => {
    expect(saidOnlyAsVerb('record', 'DNS records that point to the load balancer')).toBe(false);
    expect(saidOnlyAsVerb('record', 'a trail that records events, and an A record for it')).toBe(false);
    expect(saidOnlyAsVerb('record', 'Records for the zone')).toBe(false);
  });
});
