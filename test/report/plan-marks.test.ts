import { describe, expect, it } from 'vitest';
import type { GenerationResult } from '../../src/pipeline/types.js';
import type { Plan } from '../../src/plan/types.js';
import { planMarks } from '../../src/report/plan-marks.js';
import { createLines, plannedCreates } from '../../src/report/planned-creates.js';
import { renderPlan } from '../../src/report/render-plan.js';
import { renderReport } from '../../src/report/render-report.js';
import { createIntentRung } from '../../src/verify/intent/intent-rung.js';
import type { RegisteredResource, RungCheck, RungName } from '../../src/verify/types.js';

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

/** The intent rung's own judgement of the recording, as the ladder records it. */
async function intentOutcome(): Promise<GenerationResult['verification'][number]> {
  const mock: RungCheck<'mock'> = { kind: 'passed', warnings: [], details: { resources: RESOURCES } };
  const check = await createIntentRung().check(
    new Map(),
    { projectDir: '.', config: {}, plan: PLAN },
    new Map<RungName, RungCheck>([['mock', mock]]),
  );
  if (check.kind === 'skipped') throw new Error('the intent rung skipped');
  const findings = check.kind === 'failed' ? check.findings : check.warnings;
  return { rung: 'intent', status: check.kind, rounds: 0, durationMs: 1, findings, details: check.details };
}

function result(
  status: 'passed' | 'failed',
  intent?: GenerationResult['verification'][number],
): GenerationResult {
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
      ...(intent === undefined ? [] : [intent]),
    ],
    metrics: { promptCoverage: 1, tokensIn: 0, tokensOut: 0, timingsMs: {} },
    model: 'offline',
  };
}

describe('the plan marked against the recording', () => {
  it('ticks what the intent rung found met and leaves the rest, in the markdown GitHub counts', async () => {
    const marks = planMarks(result('passed', await intentOutcome()));
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

  it('marks nothing when the intent rung did not judge the recording', () => {
    expect(planMarks(result('passed'))).toBeUndefined();
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
