import { describe, expect, it } from 'vitest';
import { createPlanner } from '../../src/plan/create-planner.js';
import { createSearchEngine } from '../../src/search/engine.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const planner = createPlanner({ snapshot, search: createSearchEngine(snapshot) });

describe('createPlanner', () => {
  it('plans offline without a model, from the schemas and search, and says what it left unplanned', async () => {
    const plan = await planner.plan({ text: 'A Lambda function that reads an SQS queue' });
    expect(plan.source).toBe('offline');
    const tokens = plan.components.map((c) => c.token);
    expect(tokens).toContain('aws:lambda/function:Function');
    expect(tokens).toContain('aws:sqs/queue:Queue');
    expect(plan.unplanned).toEqual([]);
  });

  it('lists a part of the request no plan item accounts for (a cloud the snapshot lacks)', async () => {
    const plan = await planner.plan({ text: 'An SQS queue, and an Alibaba Cloud ECS instance' });
    expect(plan.components.map((c) => c.token)).toContain('aws:sqs/queue:Queue');
    expect(plan.unplanned?.map((part) => [part.reason, part.text])).toContainEqual([
      'provider',
      'Alibaba Cloud',
    ]);
  });

  it('refuses a provider the snapshot does not have', async () => {
    await expect(planner.plan({ text: 'a bucket', providers: ['nope'] })).rejects.toThrow(/nope/);
  });
});
