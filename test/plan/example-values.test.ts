import { describe, expect, it } from 'vitest';
import { attachExampleValues } from '../../src/plan/example-values.js';
import { draftOf, edits, planned } from './rule-cases.js';
import { bundledComponent, bundledEdits } from './bundled-rule-cases.js';

describe('rule example-values (plan fixture)', () => {
  it('puts a value the examples write on the input they write it in', async () => {
    expect(
      await edits(
        attachExampleValues,
        draftOf(planned('aws:s3/bucketWebsiteConfiguration:BucketWebsiteConfiguration')),
        'A website configuration with index.html as the index document and error.html as the error document',
      ),
    ).toEqual([
      'value bucket-website-configuration indexDocument.suffix="index.html"',
      'value bucket-website-configuration errorDocument.key="error.html"',
    ]);
    // Words the examples never write, and prose, are no values.
    expect(
      await edits(
        attachExampleValues,
        draftOf(planned('aws:s3/bucketWebsiteConfiguration:BucketWebsiteConfiguration')),
        'A website configuration for the Marketing team',
      ),
    ).toEqual([]);
  });

  it('matches a structured value by its shape, and a value said before a word of a name input', async () => {
    expect(
      await edits(
        attachExampleValues,
        draftOf(planned('aws:rds/cluster:Cluster')),
        'An Aurora cluster on engine version 8.0.mysql_aurora.3.05.2',
      ),
    ).toEqual(['value cluster engineVersion="8.0.mysql_aurora.3.05.2"']);
    expect(
      await edits(
        attachExampleValues,
        draftOf(planned('aws:lambda/eventSourceMapping:EventSourceMapping')),
        'An event source mapping that feeds the OrdersHandler function',
      ),
    ).toEqual(['value event-source-mapping functionName="OrdersHandler"']);
    // A service said before a thing names no value of its name input: "the SQS function" is no `functionName`.
    expect(
      await edits(
        attachExampleValues,
        draftOf(planned('aws:lambda/eventSourceMapping:EventSourceMapping'), planned('aws:sqs/queue:Queue')),
        'An event source mapping from the queue that feeds the SQS function',
      ),
    ).toEqual([]);
    // A name input inside a block is no value's: "the IAP range" names no VM's alias IP range.
    expect(
      await bundledEdits(
        attachExampleValues,
        [bundledComponent('vm', 'gcp:compute/instance:Instance')],
        [],
        'Instances allow SSH only from the IAP range.',
      ),
    ).toEqual([]);
    // Said in another sentence than the component's, a value is not said of it.
    expect(
      await edits(
        attachExampleValues,
        draftOf(planned('aws:rds/cluster:Cluster')),
        'An Aurora cluster. Engine version 8.0.mysql_aurora.3.05.2 elsewhere.',
      ),
    ).toEqual([]);
  });

  it("reads a value in a sentence that says the component's head noun, wherever it is named", async () => {
    const alarm = {
      ...bundledComponent('alarm', 'aws:cloudwatch/metricAlarm:MetricAlarm'),
      sentences: new Set([1]),
    };
    const text = 'Alarm me when the average CPUUtilization goes above 80. Send the alarm to the team.';
    expect(await bundledEdits(attachExampleValues, [alarm], [], text)).toEqual([
      'value alarm metricName="CPUUtilization"',
    ]);
    const elsewhere = 'Page me when the average CPUUtilization goes above 80. Send the alarm to the team.';
    expect(await bundledEdits(attachExampleValues, [alarm], [], elsewhere)).toEqual([]);
  });
});

describe('rule example-values (bundled snapshot)', () => {
  it("leaves a product's version to the version rule: '1.30 with its cluster IAM role' is no cluster's name", async () => {
    const text = 'Create an EKS cluster running Kubernetes 1.30 with its cluster IAM role, and a node group.';
    const group = bundledComponent('node-group', 'aws:eks/nodeGroup:NodeGroup');
    expect(await bundledEdits(attachExampleValues, [group], [], text)).toEqual([]);
  });

  it('reads no value from a word of the input\'s own name: "two Availability Zones"', async () => {
    const text = 'A VPC across two Availability Zones with an EFS file system.';
    const fs = bundledComponent('file-system', 'aws:efs/fileSystem:FileSystem');
    expect(await bundledEdits(attachExampleValues, [fs], [], text)).toEqual([]);
  });

  it('reads an unquoted identifier in camel case where the examples write such identifiers, not a service name', async () => {
    const alarm = () => bundledComponent('alarm', 'aws:cloudwatch/metricAlarm:MetricAlarm');
    const text = 'A CloudWatch alarm fires as soon as ApproximateNumberOfMessagesVisible is greater than 1.';
    expect(await bundledEdits(attachExampleValues, [alarm()], [], text)).toEqual([
      'value alarm metricName="ApproximateNumberOfMessagesVisible"',
    ]);
    // The service's name and a quoted name in camel case are no metric.
    expect(
      await bundledEdits(
        attachExampleValues,
        [alarm()],
        [],
        'A CloudWatch alarm on the `MyShopifyApp` source.',
      ),
    ).toEqual([]);
  });

  it('reads a value said before "-based" on the input that lists it, not on another the examples write it in', async () => {
    const text = 'An AWS Batch compute environment, EC2-based.';
    const environment = bundledComponent('env', 'aws:batch/computeEnvironment:ComputeEnvironment');
    const read = await bundledEdits(attachExampleValues, [environment], [], text);
    expect(read).toContain('value env computeResources.type="EC2"');
    expect(read).not.toContain('value env type="EC2"');
  });
});
