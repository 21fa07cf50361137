import { describe, expect, it } from 'vitest';
import { checkPlanReply } from '../../src/plan/plan-reply.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

const snapshot = openSnapshot(defaultSnapshotDir());

const reply = (values: readonly unknown[]): string =>
  JSON.stringify({
    components: [{ id: 'www', token: 'aws:route53/record:Record', role: 'the A record', count: 1, values }],
    relations: [],
    config: [],
  });

describe('stated values in a plan reply', () => {
  it('takes a list input stated as a list: one stated value per item, array levels not written', () => {
    const check = checkPlanReply(
      reply([
        { input: 'records', value: ['192.0.2.44', '192.0.2.45'], text: 'points to 192.0.2.44 and .45' },
        { input: 'ttl', value: 300, text: 'a TTL of 300 seconds' },
      ]),
      snapshot,
    );
    expect(check.kind).toBe('valid');
    if (check.kind !== 'valid') return;
    expect(check.plan.components[0]?.values.map((v) => [v.input, v.value])).toEqual([
      ['records', '192.0.2.44'],
      ['records', '192.0.2.45'],
      ['ttl', 300],
    ]);
  });

  it('refuses an empty list, a list of objects and an object, saying what a value may be', () => {
    const check = checkPlanReply(
      reply([
        { input: 'records', value: [], text: 'no records' },
        { input: 'records', value: [{ ip: '192.0.2.44' }], text: 'points to 192.0.2.44' },
        { input: 'ttl', value: { seconds: 300 }, text: 'a TTL of 300 seconds' },
      ]),
      snapshot,
    );
    expect(check.kind).toBe('invalid');
    if (check.kind !== 'invalid') return;
    expect(check.errors).toHaveLength(3);
    expect(check.errors[0]).toContain('string, number or boolean, or a list of them');
  });
});
