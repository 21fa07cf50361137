import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/plan/types.js';
import { recordsByNeed, topOfEachConcept } from '../../src/prompt/needed-records.js';
import { rankQuery, type RankedRecord } from '../../src/search/rank.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planOffline } from '../../src/plan/offline-planner.js';
import { byEvidence, createRegistrySearch, RECORD_PHASES } from '../../src/retrieve/registry-search.js';
import { defaultSnapshotDir, packageRoot } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { routeRequest } from '../../src/language/routing.js';
import { SearchIndex } from '../../src/search/search-index.js';
import { realSearch } from '../generate/pipeline-support.js';

describe('search on a multi-part query', () => {
  it('covers every part near the top by interleaving the per-part rankings', async () => {
    const { search } = realSearch();
    const result = await search.search({
      text: 'an S3 bucket, an SQS queue, a DynamoDB table and a CloudWatch log group',
      limit: 6,
    });
    const names = result.hits.map((h) => h.tsName);
    for (const expected of [
      'aws.s3.Bucket',
      'aws.sqs.Queue',
      'aws.dynamodb.Table',
      'aws.cloudwatch.LogGroup',
    ]) {
      expect(names).toContain(expected);
    }
  });
});

describe('search on a multi-part request', () => {
  it("holds a record for each part and the plumbing a part's resource cannot be created without", async () => {
    const { search } = realSearch();
    const result = await search.search({
      text: 'a Lambda function that reads from an SQS queue and writes its logs to a CloudWatch log group',
    });
    const names = result.hits.map((h) => h.tsName);
    expect(names).toHaveLength(10);
    // The function's required `role` is planned as plumbing; no word of the request names a role.
    expect(names).toEqual(
      expect.arrayContaining([
        'aws.lambda.Function',
        'aws.sqs.Queue',
        'aws.cloudwatch.LogGroup',
        'aws.iam.Role',
      ]),
    );
  });

  it('ranks a single-part request exactly as the one fused ranking of its words', async () => {
    const { search, snapshot } = realSearch();
    const text = 'an S3 bucket for static assets';
    const index = new SearchIndex(snapshot, undefined);
    const route = routeRequest(text, undefined, index.providers);
    const own = rankQuery(
      route.providers.map((provider) => index.provider(provider)),
      text,
      { fusion: index.manifest.fusion, limit: 10, vector: index.localEmbedder()?.embedSync(text) },
    );
    const hits = (await search.search({ text })).hits;
    expect(hits.map((h) => h.token)).toEqual(own.map((r) => r.token));
  });
});

describe('retrieve with a plan', () => {
  it('puts the planned records first, then the best record of each part the plan missed', async () => {
    const { search, snapshot } = realSearch();
    const table = snapshot.get('aws.dynamodb.Table');
    if (table === undefined) throw new Error('aws.dynamodb.Table is not in the snapshot');
    const plan: Plan = {
      components: [
        {
          id: 'table',
          token: table.token,
          role: 'the table',
          origin: 'request',
          count: 1,
          values: [],
          alternatives: [],
        },
      ],
      relations: [],
      config: [],
      source: 'offline',
      notes: [],
    };
    const text = 'a DynamoDB table, an SQS queue and an SNS topic';
    const result = await search.retrieve({ text, plan });
    const first = topOfEachConcept(result.records, result.concepts.length).map(
      (token) => snapshot.get(token)?.tsName,
    );
    expect(first[0]).toBe('aws.dynamodb.Table');
    expect(first).toEqual(expect.arrayContaining(['aws.sqs.Queue', 'aws.sns.Topic']));
    const { needed } = recordsByNeed(
      snapshot,
      result.records,
      plan,
      topOfEachConcept(result.records, result.concepts.length),
    );
    expect(needed.map((r) => r.tsName)).toEqual(
      expect.arrayContaining(['aws.dynamodb.Table', 'aws.sqs.Queue', 'aws.sns.Topic']),
    );
  });
});

describe('the order of the planned records', () => {
  const ranked = (token: string): RankedRecord => ({
    provider: 'aws',
    id: -1,
    token,
    tsName: token,
    kind: 'resource',
    score: 1,
    sparse: 0,
    dense: 0,
  });
  const component = (token: string, origin: 'request' | 'plumbing') => ({
    id: token,
    token,
    role: token,
    origin,
    count: 1,
    values: [],
    alternatives: [],
  });

  it('puts components the request ranks near the top first, then plumbing, then what only the planner saw', () => {
    const plan: Plan = {
      components: [
        component('account', 'request'),
        component('api', 'request'),
        component('role', 'plumbing'),
        component('function', 'request'),
      ],
      relations: [],
      config: [],
      source: 'offline',
      notes: [],
    };
    const pinned = plan.components.map((c) => ranked(c.token));
    const concepts = [
      [ranked('api'), ranked('other')],
      [ranked('x'), ranked('function')],
    ];
    expect(byEvidence(pinned, plan, concepts).map((r) => r.token)).toEqual([
      'api',
      'function',
      'role',
      'account',
    ]);
  });
});

describe('the plan a multi-part search runs', () => {
  it('names the same records with only the phases it runs as the whole plan does', async () => {
    const snapshot = openSnapshot(defaultSnapshotDir());
    const engine = createRegistrySearch(snapshot).engine;
    const queries = readFileSync(join(packageRoot(), 'test/eval/retrieval-multipart.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => (JSON.parse(line) as { query: string }).query)
      .slice(0, 8);
    for (const text of queries) {
      const tokensOf = async (phases?: typeof RECORD_PHASES) => {
        const request = engine.session().read(text, undefined);
        const plan = await planOffline(request, { snapshot, search: engine, ...(phases ? { phases } : {}) });
        return [...new Set(plan.components.map((c) => c.token))].sort();
      };
      expect(await tokensOf(RECORD_PHASES), text).toEqual(await tokensOf());
    }
  });
});
