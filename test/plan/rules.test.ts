import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyRules } from '../../src/plan/offline-planner.js';
import type { PlanRule } from '../../src/plan/plan-rule.js';
import { OFFLINE_RULES, ruleOrder } from '../../src/plan/rules.js';
import { indexFreshness } from '../../src/search/index-freshness.js';
import { packageRoot } from '../../src/shared/paths.js';
import type { Manifest } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';
import { read, sources } from './rule-cases.js';

describe('the offline planner rules', () => {
  it('have unique ids, run phase by phase in their listed order, and each has golden cases', () => {
    const ids = OFFLINE_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ruleOrder(OFFLINE_RULES).map((rule) => rule.id)).toEqual(ids);
    const tests = readdirSync(join(packageRoot(), 'test', 'plan'))
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(packageRoot(), 'test', 'plan', file), 'utf8'))
      .join('\n');
    expect(ids.filter((id) => !tests.includes(`describe('rule ${id}`))).toEqual([]);
  });

  it('plan a request on the fixture snapshot, each item with the rule that made it and where it was said', async () => {
    const text = 'An SQS queue and a Lambda function triggered by it. The queue is a FIFO queue.';
    const draft = await applyRules(OFFLINE_RULES, read(text), sources);
    const made = draft.components.map(
      (c) => `${c.id} ${c.rule} ${c.spans.map((s) => text.slice(s.start, s.end)).join(' | ')}`,
    );
    expect(made).toEqual([
      // "a FIFO queue" is the queue said again, with a setting of its own (`fifoQueue`).
      'queue request-components An SQS queue | The queue is a FIFO queue.',
      'function request-components a Lambda function triggered by it.',
      'event-source-mapping companions An SQS queue | The queue is a FIFO queue. | a Lambda function triggered by it.',
      'role plumbing a Lambda function triggered by it.',
    ]);
    expect(draft.components.find((c) => c.id === 'queue')?.values).toEqual([
      expect.objectContaining({ input: 'fifoQueue', value: true, rule: 'switches' }),
    ]);
    expect(draft.relations.map((r) => `${r.from}->${r.to} ${r.rule ?? ''}`)).toEqual(
      expect.arrayContaining(['function->role plumbing', 'event-source-mapping->function plumbing']),
    );
  });

  it('run only the phases asked for: the components and their wiring, without the values stated of them', async () => {
    expect(new Set(ruleOrder(OFFLINE_RULES, ['components', 'wiring']).map((rule) => rule.phase))).toEqual(
      new Set(['components', 'wiring']),
    );
    const text = 'An SQS queue and a Lambda function triggered by it. The queue is a FIFO queue.';
    const full = await applyRules(OFFLINE_RULES, read(text), sources);
    const records = await applyRules(OFFLINE_RULES, read(text), sources, undefined, ['components', 'wiring']);
    expect(records.components.map((c) => c.id)).toEqual(full.components.map((c) => c.id));
    expect(records.components.find((c) => c.id === 'queue')?.values).toEqual([]);
  });

  it('run a rule given alone, on an empty draft', async () => {
    const only: PlanRule = {
      id: 'only',
      phase: 'config',
      run: () => [{ kind: 'note', text: 'ran' }],
    };
    expect((await applyRules([only], read('x'), sources)).notes).toEqual(['ran']);
  });

  it('use a fixture snapshot whose search index is current (rebuild it with test/support/make-plan-snapshot.ts)', () => {
    const manifest = JSON.parse(readFileSync(join(PLAN_SNAPSHOT_DIR, 'manifest.json'), 'utf8')) as Manifest;
    expect(indexFreshness(manifest).kind).toBe('fresh');
  });
});
