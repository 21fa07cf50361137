import { describe, expect, it } from 'vitest';
import { readRequest } from '../../src/language/request-text.js';
import {
  chooseForPart,
  moduleKey,
  ownNameWords,
  recordPopularity,
  type ChooseContext,
} from '../../src/plan/choose-components.js';
import { createSearchEngine } from '../../src/search/engine.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const engine = createSearchEngine(snapshot);
const record = (token: string) => snapshot.get(token)!;

async function choose(text: string, more: Partial<ChooseContext> = {}) {
  const request = readRequest(text, { known: snapshot.providers });
  const [part] = request.parts;
  const chosen = await chooseForPart(part!, {
    search: (query) => engine.search(query),
    snapshot,
    providers: request.route.providers,
    wholeRequest: false,
    sentence: text,
    ...more,
  });
  return chosen.map((c) => ({ token: c.record.token, runnersUp: c.runnersUp, subordinate: c.subordinate }));
}

describe('ownNameWords, moduleKey and recordPopularity', () => {
  it("splits a record's name into analysed words and keys its module by provider", () => {
    expect(ownNameWords(record('aws:s3/bucketPolicy:BucketPolicy'))).toEqual(['bucket', 'policy']);
    expect(moduleKey(record('aws:s3/bucketPolicy:BucketPolicy'))).toBe('aws/s3');
  });

  it('scores how often the other records’ examples use a record, in [0, 1]', () => {
    const role = recordPopularity(snapshot, record('aws:iam/role:Role'));
    expect(role).toBeGreaterThan(0);
    expect(role).toBeLessThanOrEqual(1);
    expect(role).toBeGreaterThan(
      recordPopularity(snapshot, record('aws:rds/clusterParameterGroup:ClusterParameterGroup')),
    );
  });
});

describe('chooseForPart', () => {
  it('chooses the record a part names, the longer name over one inside it', async () => {
    const chosen = await choose('an SNS topic subscription');
    expect(chosen.map((c) => c.token)).toEqual(['aws:sns/topicSubscription:TopicSubscription']);
    expect(chosen[0]?.runnersUp).toContain('aws:sns/topic:Topic');
    for (const text of ['S3 bucket versioning', 'an S3 bucket policy']) {
      const tokens = (await choose(text)).map((c) => c.token);
      expect(tokens, text).toHaveLength(1);
      expect(tokens[0]?.split(':').pop()?.length, text).toBeGreaterThan('Bucket'.length);
    }
  });

  it('chooses a queue named with its service, and nothing for a part that names no record', async () => {
    expect((await choose('an SQS queue')).map((c) => c.token)).toEqual(['aws:sqs/queue:Queue']);
    expect(await choose('something nice')).toEqual([]);
  });

  it('gives a whole request that names nothing outright its best resource', async () => {
    const chosen = await choose('something to keep my files in', { wholeRequest: true });
    expect(chosen).toHaveLength(1);
  });
});
