import { describe, expect, it } from 'vitest';

import { PRODUCT_VERSIONS_RULE } from '../../../src/plan/types.js';
import { intentKnowledgeOf } from '../../../src/verify/intent/intent-knowledge.js';
import { unambiguousValue } from '../../../src/verify/intent/value-evidence.js';
import { loadAwsSnapshot } from '../mock/support.js';

const knowledge = intentKnowledgeOf(loadAwsSnapshot(), undefined);
const QUEUE = 'aws:sqs/queue:Queue';

describe('unambiguousValue', () => {
  it('accepts the input whose name the words say most of', () => {
    const value = { input: 'visibilityTimeoutSeconds', value: 60, text: 'a 60 second visibility timeout' };
    expect(unambiguousValue(value, knowledge.inputsOf(QUEUE))).toBe(true);
  });

  it('refuses an input the words do not name, and one another input ties with', () => {
    const misread = { input: 'delaySeconds', value: 60, text: 'a 60 second visibility timeout' };
    expect(unambiguousValue(misread, knowledge.inputsOf(QUEUE))).toBe(false);
    const tie = { input: 'delaySeconds', value: 60, text: 'wait 60 seconds' };
    expect(unambiguousValue(tie, knowledge.inputsOf(QUEUE))).toBe(false);
  });

  it("takes a product's version read with its product as plain, and the same words read by another rule not", () => {
    const inputs = knowledge.inputsOf('aws:rds/instance:Instance');
    const version = { input: 'engineVersion', value: '16', text: 'PostgreSQL 16' };
    expect(unambiguousValue({ ...version, rule: PRODUCT_VERSIONS_RULE }, inputs)).toBe(true);
    expect(unambiguousValue(version, inputs)).toBe(false);
  });

  it('takes a schedule said in words and read as its cron as plain, and a cron the words do not say not', () => {
    const inputs = [
      {
        path: 'spec.schedule',
        input: {
          name: 'schedule',
          type: 'pulumi.Input<string>',
          required: true,
          doc: 'The schedule in Cron format.',
        },
      },
    ];
    const schedule = { input: 'spec.schedule', value: '*/15 * * * *', text: 'runs every 15 minutes' };
    expect(unambiguousValue(schedule, inputs)).toBe(true);
    expect(unambiguousValue({ ...schedule, value: '*/30 * * * *' }, inputs)).toBe(false);
    // A rate AWS writes as a cron of its own (`cron(0/15 * * * ? *)`) is not read so.
    const rule = knowledge.inputsOf('aws:cloudwatch/eventRule:EventRule');
    expect(
      unambiguousValue(
        { input: 'scheduleExpression', value: 'rate(15 minutes)', text: 'every 15 minutes' },
        rule,
      ),
    ).toBe(false);
  });

  it('takes a count of machines as plain for the one input whose doc says first it is their number', () => {
    const inputs = knowledge.inputsOf('aws:ecs/service:Service');
    expect(unambiguousValue({ input: 'desiredCount', value: 2, text: '2 tasks' }, inputs)).toBe(true);
    // "Upper limit … of the number of running tasks" is another thing: not plain for it.
    expect(unambiguousValue({ input: 'deploymentMaximumPercent', value: 2, text: '2 tasks' }, inputs)).toBe(
      false,
    );
    expect(unambiguousValue({ input: 'desiredCount', value: 2, text: '2 buckets' }, inputs)).toBe(false);
    // Another planned resource that counts tasks too may be the one the count was meant for.
    const rival = [
      {
        path: 'count',
        input: {
          name: 'count',
          type: 'pulumi.Input<number>',
          required: false,
          doc: 'Number of tasks to run.',
        },
      },
    ];
    expect(
      unambiguousValue({ input: 'desiredCount', value: 2, text: '2 tasks' }, inputs, undefined, [rival]),
    ).toBe(false);
  });

  it('takes a value whose form says what it is as plain, unless deep inside a block', () => {
    const inputs = knowledge.inputsOf('aws:codebuild/project:Project');
    const url = 'https://github.com/example/app.git';
    expect(unambiguousValue({ input: 'source.location', value: url, text: url }, inputs)).toBe(true);
    expect(
      unambiguousValue(
        { input: 'secondarySources.buildStatusConfig.targetUrl', value: url, text: url },
        inputs,
      ),
    ).toBe(false);
  });

  it('prefers a top-level input to a nested one the words name as much', () => {
    const memory = { input: 'memorySize', value: 256, text: '256 MB of memory' };
    expect(unambiguousValue(memory, knowledge.inputsOf('aws:lambda/function:Function'))).toBe(true);
  });

  it('prefers, at equal words, the input whose name they say more of', () => {
    const timeout = { input: 'timeout', value: 300, text: '5 minute timeout' };
    expect(unambiguousValue(timeout, knowledge.inputsOf('aws:lambda/function:Function'))).toBe(true);
  });

  it('refuses a number for an input that takes text', () => {
    const name = { input: 'name', value: 60, text: 'a queue named 60' };
    expect(unambiguousValue(name, knowledge.inputsOf(QUEUE))).toBe(false);
  });

  it('accepts a duration said in another unit than the input takes, and refuses any other number', () => {
    const inputs = knowledge.inputsOf(QUEUE);
    const said = (value: number) => ({
      input: 'visibilityTimeoutSeconds',
      value,
      text: 'a 5 minute visibility timeout',
    });
    expect(unambiguousValue(said(300), inputs)).toBe(true);
    expect(unambiguousValue(said(200), inputs)).toBe(false);
  });

  it("does not read the words that name the resource's kind as words of an input", () => {
    // "node group" names the node group, not `nodeGroupName`: the instances say `instanceTypes`.
    const nodeGroup = 'aws:eks/nodeGroup:NodeGroup';
    const value = { input: 'instanceTypes', value: 't3.large', text: 'a node group of t3.large instances' };
    expect(unambiguousValue(value, knowledge.inputsOf(nodeGroup))).toBe(false);
    expect(unambiguousValue(value, knowledge.inputsOf(nodeGroup), nodeGroup)).toBe(true);
  });
});

describe('unambiguousValue: regions', () => {
  const inputs = knowledge.inputsOf(QUEUE);

  it("takes a region said as one as plain for the resource's own region input, and no other word", () => {
    expect(inputs.some((i) => i.path === 'region')).toBe(true);
    expect(unambiguousValue({ input: 'region', value: 'eu-west-1', text: 'in eu-west-1' }, inputs)).toBe(
      true,
    );
    expect(unambiguousValue({ input: 'region', value: 'EU', text: 'the EU multi-region' }, inputs)).toBe(
      true,
    );
    expect(unambiguousValue({ input: 'region', value: 'europe', text: 'somewhere in europe' }, inputs)).toBe(
      false,
    );
  });
});
