import { describe, expect, it } from 'vitest';
import { readRequest } from '../../src/language/request-text.js';
import type { Span } from '../../src/language/sentences.js';
import type { Plan, PlannedComponent, StatedValue } from '../../src/plan/types.js';
import { unplannedValues } from '../../src/plan/unplanned-values.js';

const spanOf = (text: string, words: string): Span => ({
  start: text.indexOf(words),
  end: text.indexOf(words) + words.length,
});

function component(id: string, token: string, extra: Partial<PlannedComponent> = {}): PlannedComponent {
  return { id, token, role: id, origin: 'request', count: 1, values: [], alternatives: [], ...extra };
}

function plan(components: PlannedComponent[], source: Plan['source'] = 'offline'): Plan {
  return { components, relations: [], config: [], source, notes: [] };
}

const listed = (text: string, p: Plan) =>
  unplannedValues(readRequest(text, { known: ['aws'] }), p).map((part) => ({
    said: text.slice(part.span.start, part.span.end),
    reason: part.reason,
  }));

describe('the values a request states that no plan item came from', () => {
  const text =
    'Create an SQS queue named jobs with a visibility timeout of 60 seconds and a max receive count of 3.';
  const timeout: StatedValue = {
    input: 'visibilityTimeoutSeconds',
    value: 60,
    text: 'visibility timeout of 60 seconds',
    span: spanOf(text, '60 seconds'),
  };
  const name: StatedValue = { input: 'name', value: 'jobs', text: 'named jobs', span: spanOf(text, 'jobs') };

  it('lists each literal no stated value was read from, with its span', () => {
    const p = plan([component('queue', 'aws:sqs/queue:Queue', { values: [name, timeout] })]);
    expect(listed(text, p)).toEqual([{ said: '3', reason: 'value' }]);
    const parts = unplannedValues(readRequest(text, { known: ['aws'] }), p);
    expect(parts[0]?.text).toMatch(/max receive count of 3/);
    // A valid value read from the whole sentence (`fifoQueue` said as "FIFO") accounts for no other literal.
    const sentence: StatedValue = {
      input: 'fifoQueue',
      value: 'true',
      text: 'true',
      span: { start: 0, end: text.length },
    };
    const wide = plan([component('queue', 'aws:sqs/queue:Queue', { values: [name, timeout, sentence] })]);
    expect(listed(text, wide)).toEqual([{ said: '3', reason: 'value' }]);
    // One that writes the literal with the word before it does: "Node.js 20" is `nodejs20.x`.
    const node = 'Create a Node.js 20 Lambda function';
    const runtime: StatedValue = {
      input: 'runtime',
      value: 'nodejs20.x',
      text: 'x',
      span: { start: 0, end: node.length },
    };
    expect(
      listed(node, plan([component('function', 'aws:lambda/function:Function', { values: [runtime] })])),
    ).toEqual([]);
    // Read as well, nothing is left.
    const count: StatedValue = { input: 'maxReceiveCount', value: 3, text: '3', span: spanOf(text, '3.') };
    expect(
      listed(text, plan([component('queue', 'aws:sqs/queue:Queue', { values: [name, timeout, count] })])),
    ).toEqual([]);
  });

  it('takes a port said again as the port the plan opens, and no other number said again', () => {
    const said = 'A security group that allows HTTP from the internet and HTTP from the load balancer.';
    const opened: StatedValue = {
      input: 'ingress.fromPort',
      value: 80,
      text: 'HTTP',
      span: spanOf(said, 'HTTP'),
    };
    const source: StatedValue = {
      input: 'ingress.cidrBlocks',
      value: '0.0.0.0/0',
      text: 'the internet',
      span: spanOf(said, 'the internet'),
    };
    const group = component('sg', 'aws:ec2/securityGroup:SecurityGroup', { values: [opened, source] });
    expect(listed(said, plan([group]))).toEqual([]);
    const elsewhere: StatedValue = { ...opened, input: 'description' };
    const other = component('sg', 'aws:ec2/securityGroup:SecurityGroup', { values: [elsewhere, source] });
    expect(listed(said, plan([other]))).toEqual([{ said: 'HTTP', reason: 'value' }]);
  });

  it('takes a schedule written out after it is said as the schedule the plan runs, in the form its input takes', () => {
    const said = 'A CronJob runs the report every night at 02:30 ("30 2 * * *").';
    const schedule: StatedValue = {
      input: 'spec.schedule',
      value: '30 2 * * *',
      text: 'every night at 02:30',
      span: spanOf(said, 'every night at 02:30'),
    };
    const job = component('job', 'kubernetes:batch/v1:CronJob', { values: [schedule] });
    expect(listed(said, plan([job]))).toEqual([]);
    const other = component('job', 'kubernetes:batch/v1:CronJob', {
      values: [{ ...schedule, value: '0 3 * * *' }],
    });
    expect(listed(said, plan([other])).map((part) => part.said)).toEqual(['30 2 * * *']);
  });

  it('takes an address written out after it is said as the address the plan carries', () => {
    const said = 'A security group that admits traffic from anywhere (0.0.0.0/0).';
    const source: StatedValue = {
      input: 'ingress.cidrBlocks',
      value: '0.0.0.0/0',
      text: 'anywhere',
      span: spanOf(said, 'anywhere'),
    };
    const group = component('sg', 'aws:ec2/securityGroup:SecurityGroup', { values: [source] });
    expect(listed(said, plan([group]))).toEqual([]);
    const other = component('sg', 'aws:ec2/securityGroup:SecurityGroup', {
      values: [{ ...source, value: '10.0.0.0/8' }],
    });
    expect(listed(said, plan([other])).map((part) => part.said)).toEqual(['0.0.0.0/0']);
  });

  it('shows each value in the words of its own phrase, as a whole word', () => {
    const shown = (text: string) =>
      unplannedValues(readRequest(text, { known: ['gcp'] }), plan([])).map((part) => part.text);
    expect(shown('Create a VM in zone us-central1-a listening on port 8080 to the world')).toEqual([
      'zone us-central1-a listening',
      'port 8080',
    ]);
    expect(shown('Run it on the Node.js 20 runtime, with a max receive count of 3.')).toEqual([
      'Node.js 20 runtime',
      'max receive count of 3',
    ]);
  });

  it('leaves alone a count of components, a number in a service name, an example, and a model plan', () => {
    const counted = 'Create 3 SQS queues and a Route 53 record (e.g., 90 days of retention)';
    const queues = component('queue', 'aws:sqs/queue:Queue', {
      count: 3,
      spans: [spanOf(counted, '3 SQS queues')],
    });
    expect(listed(counted, plan([queues]))).toEqual([]);
    // Two queues asked for, three planned: the 3 is not what the plan counted.
    expect(listed(counted, plan([{ ...queues, count: 2 }]))).toEqual([{ said: '3', reason: 'value' }]);
    // A model's plan keeps no spans: nothing can be said of which words it read.
    expect(listed(text, plan([component('queue', 'aws:sqs/queue:Queue')], 'model'))).toEqual([]);
  });
});
