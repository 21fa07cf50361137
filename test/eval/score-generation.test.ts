import { describe, expect, it } from 'vitest';

import { parseGenerationSet, type GenerationCase } from '../../src/eval/generation-set.js';
import { scoreGeneration } from '../../src/eval/score-generation.js';
import { formatGenerationTable, summarizeScores } from '../../src/eval/summarize-generation.js';
import type { GenerationResult } from '../../src/pipeline/types.js';
import type { RegisteredResource, RungOutcome } from '../../src/verify/types.js';

const QUEUE = 'aws:sqs/queue:Queue';
const POLICY = 'aws:sqs/queuePolicy:QueuePolicy';
const BUCKET = 'aws:s3/bucket:Bucket';
const NOTIFICATION = 'aws:s3/bucketNotification:BucketNotification';

const SET: GenerationCase = parseGenerationSet(
  JSON.stringify({
    id: 'x1',
    request: 'a bucket that notifies a queue',
    difficulty: 2,
    expected: [BUCKET, NOTIFICATION, POLICY, QUEUE],
    alsoSatisfiedBy: { [POLICY]: `policy input of ${QUEUE}` },
    properties: { [NOTIFICATION]: { queues: [{ events: ['s3:ObjectCreated:*'] }] } },
  }),
  'set.jsonl',
)[0]!;

function resource(
  token: string,
  name: string,
  inputs: Record<string, unknown> = {},
  dependsOn: string[] = [],
): RegisteredResource {
  return { token, name, kind: 'resource', urn: `urn:${name}`, inputs, dependsOn };
}

function result(
  resources: RegisteredResource[][],
  options: { status?: 'verified' | 'failed'; intent?: RungOutcome['status'] } = {},
): GenerationResult {
  const outcome = (
    rung: RungOutcome['rung'],
    status: RungOutcome['status'],
    details?: RungOutcome['details'],
  ): RungOutcome =>
    ({
      rung,
      status,
      rounds: 0,
      findings: [],
      durationMs: 1,
      ...(details !== undefined ? { details } : {}),
    }) as RungOutcome;
  return {
    status: options.status ?? 'verified',
    request: { text: SET.request, source: 'cli', mode: 'new', maxRepairs: 3, preview: 'off' },
    files: [],
    providers: [],
    retrieved: [],
    hits: [],
    verification: [
      outcome('mock', 'passed', {
        cases: resources.map((list, i) => ({ case: { name: `case ${i}`, config: {} }, resources: list })),
      }),
      outcome('intent', options.intent ?? 'passed'),
    ],
    metrics: { promptCoverage: 1, tokensIn: 100, tokensOut: 20, timingsMs: {}, repairRounds: 1 },
    model: 'offline',
  };
}

const bucket = resource(BUCKET, 'b');
const queue = resource(QUEUE, 'q', { policy: '{"Statement":[]}' });
const notification = resource(
  NOTIFICATION,
  'n',
  { bucket: 'b', queues: [{ queueArn: 'arn', events: ['s3:ObjectCreated:*'] }] },
  ['urn:b', 'urn:q'],
);

describe('scoreGeneration', () => {
  it('scores a complete program: a stand-in input meets its token, properties at their path', () => {
    const score = scoreGeneration(SET, result([[bucket, queue, notification]]), 1500);
    expect(score).toMatchObject({
      id: 'x1',
      difficulty: 2,
      verified: true,
      recall: 1,
      precision: 1,
      propertyShare: 1,
      intent: 'passed',
      intentAgrees: true,
      rounds: 1,
      tokens: 120,
      timeMs: 1500,
      missing: [],
      extra: [],
    });
  });

  it('finds what is missing across config cases, and flags an intent pass that disagrees', () => {
    const bare = resource(QUEUE, 'q');
    const score = scoreGeneration(SET, result([[bucket], [bare]]), 10);
    expect(score.recall).toBe(0.5);
    expect(score.missing).toEqual([NOTIFICATION, POLICY]);
    expect(score.propertyShare).toBe(0);
    expect(score.missingProperties).toEqual([`${NOTIFICATION} queues.events="s3:ObjectCreated:*"`]);
    expect(score.intentAgrees).toBe(false);
    expect(
      scoreGeneration(SET, result([[bucket], [bare]], { intent: 'failed', status: 'failed' }), 1),
    ).toMatchObject({
      verified: false,
      intent: 'failed',
      intentAgrees: true,
    });
  });

  it('counts companions wired to an expected resource as relevant, and unrelated resources as extra', () => {
    const kms = resource('aws:kms/key:Key', 'k');
    const access = resource(
      'aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock',
      'pab',
      { bucket: 'b' },
      ['urn:b'],
    );
    const loose = resource('aws:s3/bucketVersioning:BucketVersioning', 'v');
    const provider = resource('pulumi:providers:aws', 'default');
    const score = scoreGeneration(
      SET,
      result([[bucket, queue, notification, kms, access, loose, provider]]),
      1,
    );
    expect([...score.extra].sort()).toEqual(['aws:kms/key:Key', 'aws:s3/bucketVersioning:BucketVersioning']);
    expect(score.precision).toBeCloseTo(4 / 6);
    // The key is of a service the request does not call for and nothing takes it; the loose versioning is S3's.
    expect(score.uncalled).toEqual(['aws:kms/key:Key']);
  });

  it('accepts an expected entry that lists alternatives, and an empty program has no precision', () => {
    const [set] = parseGenerationSet(
      JSON.stringify({
        id: 'x2',
        request: 'r',
        difficulty: 1,
        expected: [[POLICY, QUEUE]],
        alsoSatisfiedBy: {},
        properties: {},
      }),
      's',
    );
    expect(scoreGeneration(set!, result([[queue]]), 1).recall).toBe(1);
    const empty = scoreGeneration(set!, result([[]], { intent: 'skipped', status: 'failed' }), 1);
    expect(empty).toMatchObject({ recall: 0, intent: 'not run', missing: [`${POLICY} | ${QUEUE}`] });
    expect(empty.precision).toBeUndefined();
    expect(empty.propertyShare).toBeUndefined();
    expect(empty.intentAgrees).toBeUndefined();
  });
});

describe('parseGenerationSet', () => {
  it('names the file and line of a bad request, and skips blank lines', () => {
    expect(() => parseGenerationSet('\n{"id":"a"}\n', 'dev.jsonl')).toThrow(/^dev\.jsonl line 2 needs/);
    expect(() => parseGenerationSet('nope', 'dev.jsonl')).toThrow('dev.jsonl line 1 is not JSON');
    expect(parseGenerationSet('\n\n', 'dev.jsonl')).toEqual([]);
  });
});

describe('summaries', () => {
  it('totals and splits by difficulty, counting verified-but-incomplete runs', () => {
    const complete = scoreGeneration(SET, result([[bucket, queue, notification]]), 1000);
    const incomplete = scoreGeneration({ ...SET, id: 'x3', difficulty: 4 }, result([[bucket]]), 3000);
    const [total, level2, level4] = summarizeScores([complete, incomplete]);
    expect(total).toMatchObject({
      label: 'total',
      requests: 2,
      verifiedRate: 1,
      verifiedIncomplete: 1,
      fullRecallRate: 0.5,
      intentAgreement: 0.5,
      rounds: 2,
      tokens: 240,
      meanTimeMs: 2000,
    });
    expect(total?.recall).toBeCloseTo((1 + 0.25) / 2);
    expect(level2).toMatchObject({ label: 'level 2', requests: 1, recall: 1 });
    expect(level4).toMatchObject({ label: 'level 4', requests: 1, verifiedIncomplete: 1 });
    expect(total?.uncalledPrograms).toBe(0);
    const table = formatGenerationTable([complete, incomplete]);
    expect(table).toContain('x3 L4 verified');
    expect(table).toContain(`missing ${NOTIFICATION}`);
    expect(table).toContain('does not call for: 0');
    const stray = scoreGeneration(
      { ...SET, id: 'x4' },
      result([[bucket, queue, notification, resource('aws:connect/phoneNumber:PhoneNumber', 'p')]]),
      1,
    );
    expect(summarizeScores([complete, stray])[0]?.uncalledPrograms).toBe(1);
    expect(formatGenerationTable([complete, stray])).toContain(
      'does not call for: 1\n  x4: aws:connect/phoneNumber:PhoneNumber',
    );
  });
});
