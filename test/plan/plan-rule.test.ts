import { describe, expect, it } from 'vitest';
import { applyRules } from '../../src/plan/offline-planner.js';
import { PLAN_PHASES, type PlanPhase, type PlanRule } from '../../src/plan/plan-rule.js';
import { read, sources } from './rule-cases.js';

/** A rule that notes its id and what the draft held when it ran. */
function noting(id: string, phase: PlanPhase, async = false): PlanRule {
  return {
    id,
    phase,
    run: (draft) => {
      const edits = [{ kind: 'note' as const, text: `${id} after ${draft.notes.length}` }];
      return async ? Promise.resolve(edits) : edits;
    },
  };
}

describe('PlanRule phases', () => {
  it('are the order the planner runs rules in, whatever order they are listed in', async () => {
    expect(PLAN_PHASES).toEqual(['components', 'wiring', 'values', 'settle', 'config']);
    const rules = [...PLAN_PHASES].reverse().map((phase) => noting(phase, phase));
    const draft = await applyRules(rules, read('an SQS queue'), sources);
    expect(draft.notes).toEqual([
      'components after 0',
      'wiring after 1',
      'values after 2',
      'settle after 3',
      'config after 4',
    ]);
  });

  it('keep the listed order within a phase, and take rules that answer later', async () => {
    const draft = await applyRules(
      [
        noting('second-values', 'values', true),
        noting('first-components', 'components'),
        noting('third-values', 'values'),
      ],
      read('x'),
      sources,
    );
    expect(draft.notes).toEqual([
      'first-components after 0',
      'second-values after 1',
      'third-values after 2',
    ]);
  });
});
