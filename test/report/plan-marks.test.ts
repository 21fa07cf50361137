import { describe, expect, it } from 'vitest';
import type { GenerationResult } from '../../src/pipeline/types.js';
import type { Plan } from '../../src/plan/types.js';
import { planMarks } from '../../src/report/plan-marks.js';
import { createLines, plannedCreates } from '../../src/report/planned-creates.js';
import { renderPlan } from '../../src/report/render-plan.js';
import { renderReport } from '../../src/report/render-report.js';
import type { RegisteredResource } from '../../src/verify/types.js';

const PLAN: Plan = {
  components: [
    {
      id: 'bucket',
      token: 'aws:s3/bucket:Bucket',
      role: 'bucket',
      origin: 'request',
      count: 1,
      values: [],
      alternatives: [],
    },
    {
      id: 'queue',
      token: 'aws:sqs/queue:Queue',
      role: 'queue',
      origin: 'request',
      count: 1,
      values: [{ input: 'fifoQueue', value: true, text: 'FIFO' }],
      alternatives: [],
    },
  ],
  relations: [{ from: 'queue', to: 'bucket', text: 'the queue for the bucket' }],
  config: [{ key: 'stage', secret: false, values: [], text: 'stage' }],
  source: 'offline',
  notes: [],
};

const RESOURCES: RegisteredResource[] = [
  { token: 'pulumi:providers:aws', name: 'default', kind: 'resource', inputs: {}, dependsOn: [] },
  {
    token: 'aws:s3/bucket:Bucket',
    name: 'logs',
    kind: 'resource',
    urn: 'urn:logs',
    inputs: {},
    dependsOn: [],
  },
  {
    token: 'aws:sqs/queue:Queue',
    name: 'jobs',
    kind: 'resource',
    inputs: { fifoQueue: false },
    dependsOn: [],
  },
  {
    token: 'aws:index/getCallerIdentity:getCallerIdentity',
    name: 'me',
    kind: 'function',
    inputs: {},
    dependsOn: [],
  },
];

function result(status: 'passed' | 'failed'): GenerationResult {
  return {
    status: status === 'passed' ? 'verified' : 'failed',
    request: { text: 'a bucket and a FIFO queue', source: 'cli', mode: 'new', maxRepairs: 0, preview: 'off' },
    files: [{ path: 'index.ts', content: 'export {};\n' }],
    providers: [],
    retrieved: [],
    hits: [],
    plan: PLAN,
    verification: [
      {
        rung: 'mock',
        status,
        rounds: 0,
        durationMs: 5,
        findings: [],
        details: {
          resources: RESOURCES,
          cases: [
            { case: { name: 'default', config: { 'proj:stage': 'placeholder' } }, resources: RESOURCES },
          ],
        },
      },
    ],
    metrics: { promptCoverage: 1, tokensIn: 0, tokensOut: 0, timingsMs: {} },
    model: 'offline',
  };
}

describe('the plan marked against the recording', () => {
  it('ticks what the mock run recorded and leaves the rest, in the markdown GitHub counts', () => {
    const marks = planMarks(result('passed'));
    expect(marks?.components).toEqual(
      new Map([
        ['bucket', true],
        ['queue', false],
      ]),
    );
    expect(marks?.relations).toEqual([false]);
    expect(marks?.config).toEqual(new Map([['stage', true]]));
    expect(renderPlan(PLAN, marks).filter((line) => line.startsWith('- ['))).toEqual([
      '- [x] **bucket**: `aws.s3.Bucket`',
      '- [ ] **queue**: `aws.sqs.Queue`: `fifoQueue` = `true`',
      '- [ ] queue → bucket',
      '- [x] config `stage`',
    ]);
  });

  it('marks nothing when the mock run did not pass', () => {
    expect(planMarks(result('failed'))).toBeUndefined();
    expect(renderReport(result('failed'))).not.toContain('- [x]');
  });
});

describe('what a deploy would create', () => {
  it('lists the recorded resources as pulumi preview does, without lookups or provider objects', () => {
    const creates = plannedCreates(result('passed'));
    expect(createLines(creates ?? [])).toEqual([
      '+ aws:s3/bucket:Bucket  logs',
      '+ aws:sqs/queue:Queue   jobs',
      '2 to create',
    ]);
    expect(renderReport(result('passed'))).toContain('```diff\n+ aws:s3/bucket:Bucket  logs\n');
  });
});
