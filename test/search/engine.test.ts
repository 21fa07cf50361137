import { describe, expect, it } from 'vitest';
import { createSearchEngine, DEFAULT_LIMIT, PER_CONCEPT_LIMIT } from '../../src/search/engine.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const engine = createSearchEngine(snapshot);

describe('createSearchEngine', () => {
  it('searches the snapshot: a name first, at most the default limit, routed by the text', async () => {
    const result = await engine.search({ text: 'an SQS queue' });
    expect(result.hits[0]?.token).toBe('aws:sqs/queue:Queue');
    expect(result.hits.length).toBeLessThanOrEqual(DEFAULT_LIMIT);
    expect(result.providers).toContain('aws');
    expect(result.hits.some((hit) => hit.sparse > 0 && hit.dense > 0)).toBe(true);
  });

  it('honours the limit, at least one hit, and an explicit provider filter', async () => {
    expect((await engine.search({ text: 'a bucket', limit: 3 })).hits).toHaveLength(3);
    expect((await engine.search({ text: 'a bucket', limit: 0 })).hits).toHaveLength(1);
    const awsx = await engine.search({ text: 'a vpc', providers: ['awsx'] });
    expect(awsx.providers).toEqual(['awsx']);
    expect(awsx.hits.every((hit) => hit.provider === 'awsx')).toBe(true);
  });

  it('ranks each concept of a multi-part request besides the whole, and interleaves their leads', async () => {
    const request = engine.read('an SNS topic and a DynamoDB table');
    expect(request.concepts.length).toBe(2);
    const { whole, lists } = await engine.rankConcepts(request, 5);
    expect(lists).toHaveLength(3);
    expect(lists[0]).toBe(whole);
    expect(whole.length).toBeLessThanOrEqual(PER_CONCEPT_LIMIT);
    const single = await engine.rankConcepts(engine.read('an SNS topic'), 5);
    expect(single.lists).toEqual([single.whole]);
    const tokens = (await engine.search({ text: 'an SNS topic and a DynamoDB table', limit: 4 })).hits.map(
      (hit) => hit.token,
    );
    expect(tokens).toContain('aws:sns/topic:Topic');
    expect(tokens).toContain('aws:dynamodb/table:Table');
  });

  it('uses only the sparse channel when asked, and answers a session as the engine does', async () => {
    const sparse = createSearchEngine(snapshot, { channels: 'sparse' });
    const hits = (await sparse.search({ text: 'an SQS queue' })).hits;
    expect(hits.every((hit) => hit.dense === 0)).toBe(true);
    const session = engine.session();
    expect(session).not.toBe(engine);
    expect(session.session()).toBe(session);
    const text = 'a Lambda function behind an SQS queue';
    expect(await session.search({ text })).toEqual(await engine.search({ text }));
    expect(await session.search({ text })).toEqual(await engine.search({ text }));
  });
});
