import { describe, expect, it } from 'vitest';

import type { Plan } from '../../../src/plan/types.js';
import { createIntentRung } from '../../../src/verify/intent/intent-rung.js';
import type {
  ConfigCaseRun,
  EarlierChecks,
  MockDetails,
  RungCheck,
  RungContext,
  RungName,
} from '../../../src/verify/types.js';
import { resource } from '../../support/registered-resource.js';

const TOPIC = 'aws:sns/topic:Topic';
const QUEUE = 'aws:sqs/queue:Queue';

const PLAN: Plan = {
  components: [
    {
      id: 'topic',
      token: TOPIC,
      role: 'topic',
      origin: 'request',
      count: 1,
      values: [{ input: 'displayName', value: 'Alerts', text: 'named Alerts' }],
      alternatives: [],
    },
  ],
  relations: [],
  config: [],
  source: 'offline',
  notes: [],
};

const CONTEXT: RungContext = { projectDir: '.', config: {}, plan: PLAN };

function afterMock(details: MockDetails, kind: 'passed' | 'failed' = 'passed'): EarlierChecks {
  const mock: RungCheck<'mock'> =
    kind === 'passed' ? { kind, warnings: [], details } : { kind, findings: [], details };
  return new Map<RungName, RungCheck>([['mock', mock]]);
}

const check = (context: RungContext, earlier?: EarlierChecks) =>
  createIntentRung().check(new Map(), context, earlier);

describe('the intent rung', () => {
  it('passes a recording that declares what the plan asks for, and counts what was met', async () => {
    const result = await check(
      CONTEXT,
      afterMock({ resources: [resource(TOPIC, 'a', { displayName: 'Alerts' })] }),
    );
    expect(result).toEqual({
      kind: 'passed',
      warnings: [],
      details: {
        intent: { met: 2, total: 2, unmet: [], marks: { components: { topic: true }, relations: [] } },
      },
    });
  });

  it('fails a recording that lacks a planned component; a stated value not carried is a warning', async () => {
    const missing = await check(CONTEXT, afterMock({ resources: [resource(QUEUE, 'q')] }));
    expect(missing.kind).toBe('failed');
    expect(missing.kind === 'failed' && missing.findings.map((f) => `${f.severity}:${f.code}`)).toEqual([
      'error:intent-component',
    ]);
    expect(missing.kind === 'failed' && missing.details?.intent).toMatchObject({ met: 0, total: 1 });
    const otherValue = await check(
      CONTEXT,
      afterMock({ resources: [resource(TOPIC, 'a', { displayName: 'Other' })] }),
    );
    expect(otherValue.kind).toBe('passed');
    expect(otherValue.kind === 'passed' && otherValue.warnings.map((f) => `${f.severity}:${f.code}`)).toEqual(
      ['warning:intent-value'],
    );
  });

  it('checks the union of the configuration cases, reading a resource every case declares as the first case does', async () => {
    const declared = (displayName: string) => resource(TOPIC, 'a', { displayName });
    const cases: ConfigCaseRun[] = [
      { case: { name: 'default', config: {} }, resources: [declared('Alerts')] },
      { case: { name: 'name set', config: { name: 'x' } }, resources: [declared('zq1-name')] },
    ];
    // `resources` (not read when there are cases) would fail the value.
    const result = await check(CONTEXT, afterMock({ cases, resources: [declared('Wrong')] }));
    expect(result).toMatchObject({ kind: 'passed', warnings: [] });
  });

  it('also reads a failed mock run that recorded resources', async () => {
    const result = await check(CONTEXT, afterMock({ resources: [resource(TOPIC, 'a')] }, 'failed'));
    expect(result.kind).toBe('passed');
  });

  it("adds the tags the repository's conventions require to its findings", async () => {
    const result = await check(
      { ...CONTEXT, conventions: { tags: { team: 'platform' } }, tagInputOf: () => 'tags' },
      afterMock({ resources: [resource(TOPIC, 'a', { displayName: 'Alerts' })] }),
    );
    expect(result.kind === 'failed' && result.findings.map((f) => f.message)).toEqual([
      expect.stringContaining('lacks the tags team="platform"'),
    ]);
  });

  it('is skipped, and says why, without a plan or a recording', async () => {
    expect(await check({ projectDir: '.', config: {}, intent: 'not-requested' })).toEqual({
      kind: 'skipped',
      reason: 'not checked: no request was given to hold the program against (--request)',
    });
    expect(await check({ projectDir: '.', config: {} })).toEqual({
      kind: 'skipped',
      reason: 'no plan to check against',
      unverified: true,
    });
    expect(await check(CONTEXT, new Map())).toEqual({
      kind: 'skipped',
      reason: 'not checked: the mock run did not record the program',
      unverified: true,
    });
  });
});
