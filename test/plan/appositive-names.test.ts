import { describe, expect, it } from 'vitest';
import { extractLiterals } from '../../src/language/literals.js';
import { appositiveNames } from '../../src/plan/appositive-names.js';
import { attachLiterals } from '../../src/plan/stated-values.js';
import { bundledEdits, bundledSaid } from './bundled-rule-cases.js';

const TOPIC = 'aws:sns/topic:Topic';
const STREAM = 'aws:kinesis/stream:Stream';

const names = (text: string, ...parts: [string, string][]) =>
  appositiveNames(
    text,
    parts.map(([token, part], i) => bundledSaid(`c${i}`, token, text, part)),
    extractLiterals(text),
  ).map((l) => l.value);

describe('appositiveNames', () => {
  it('reads a name set off by commas after the noun, or an identifier said plainly after it', () => {
    const text =
      'Set up a Kinesis data stream, clickstream, with 2 shards and an SNS topic ops-alerts with a policy.';
    expect(names(text, [STREAM, 'a Kinesis data stream'], [TOPIC, 'an SNS topic ops-alerts'])).toEqual([
      'clickstream',
      'ops-alerts',
    ]);
  });

  it('reads a PascalCase name said plainly after the noun, but not the name of a product', () => {
    const table = 'aws:dynamodb/table:Table';
    const text = 'a DynamoDB table IngestRecords with partition key recordId';
    expect(names(text, [table, 'a DynamoDB table IngestRecords'])).toEqual(['IngestRecords']);
    expect(names('an SNS topic CloudWatch publishes to', [TOPIC, 'an SNS topic'])).toEqual([]);
    expect(names('an SNS topic EventBridge.', [TOPIC, 'an SNS topic EventBridge'])).toEqual([]);
  });

  it('reads a list of written names after a plural noun, each a name', () => {
    const text = 'Fan out to two SNS topics, billing-events and shipping-events, with raw delivery.';
    expect(names(text, [TOPIC, 'two SNS topics'])).toEqual(['billing-events', 'shipping-events']);
    expect(names('Three SNS topics: alpha, beta and gamma.', [TOPIC, 'Three SNS topics'])).toEqual([]);
  });

  it('reads no compound before a noun, no participle set off by commas, and nothing another literal holds', () => {
    expect(names('An SNS topic dead-letter queue for failures', [TOPIC, 'An SNS topic'])).toEqual([]);
    expect(names('An SNS topic, encrypted, with a policy', [TOPIC, 'An SNS topic'])).toEqual([]);
    expect(names('A Kinesis stream, topic, and queue in one stack', [STREAM, 'A Kinesis stream'])).toEqual(
      [],
    );
    expect(
      names('An SNS topic named alerts-topic for pages', [TOPIC, 'An SNS topic named alerts-topic']),
    ).toEqual([]);
    expect(names('A Kinesis stream us-east-1 with 2 shards', [STREAM, 'A Kinesis stream'])).toEqual([]);
  });

  it("gives the name to the component's own name input", async () => {
    const text = 'Create a CloudWatch alarm, jobs-backlog, that notifies the topic.';
    const alarm = bundledSaid('alarm', 'aws:cloudwatch/metricAlarm:MetricAlarm', text, 'a CloudWatch alarm');
    expect(await bundledEdits(attachLiterals, [alarm], [], text)).toEqual([
      'value alarm name="jobs-backlog"',
    ]);
  });

  it('reads a name only where the component is first said: a later mention merged into it may be another thing', () => {
    const text = 'A Pub/Sub topic orders and a subscription. Failures go to a dead-letter topic orders-dlq.';
    const topic = {
      ...bundledSaid('topic', 'gcp:pubsub/topic:Topic', text, 'A Pub/Sub topic orders'),
      spans: [
        { start: 0, end: 22 },
        { start: text.indexOf('a dead-letter'), end: text.length },
      ],
    };
    expect(appositiveNames(text, [topic], extractLiterals(text))).toEqual([]);
  });

  it('gives it to the own name input, never to an input naming another resource it refers to', async () => {
    const text = 'An Azure virtual network vnet-hub (address space 10.50.0.0/16).';
    const network = bundledSaid(
      'vnet',
      'azure-native:network:VirtualNetwork',
      text,
      'An Azure virtual network',
    );
    expect(await bundledEdits(attachLiterals, [network], [], text)).toContain(
      'value vnet virtualNetworkName="vnet-hub"',
    );
  });
});
