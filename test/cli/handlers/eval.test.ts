import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCliForTest, testEnvironment } from '../../support/cli.js';
import { writeFixtureSnapshot } from '../../search/fixture-snapshot.js';

let snapshotDir: string;
let work: string;

beforeAll(async () => {
  snapshotDir = await writeFixtureSnapshot();
  work = mkdtempSync(join(tmpdir(), 'pulumi-gen-search-cli-'));
});

const env = () => testEnvironment({ snapshotDir, cwd: work });

describe('pulumi-gen eval retrieval', () => {
  it('reports recall@k, MRR@10, nDCG@10, success@1 and the misses', async () => {
    const file = join(work, 'queries.jsonl');
    writeFileSync(
      file,
      [
        { id: 'e1', query: 'aws.s3.BucketPolicy', expected: ['aws:s3/bucketPolicy:BucketPolicy'] },
        {
          id: 'e2',
          query: 'upload a file to S3',
          expected: [['aws:s3/bucketObjectv2:BucketObjectv2', 'aws:s3/bucketObject:BucketObject']],
        },
        {
          id: 'e3',
          query: 'tls private key',
          expected: ['tls:index/privateKey:PrivateKey', 'no:such/token:Token'],
        },
      ]
        .map((q) => JSON.stringify(q))
        .join('\n'),
    );
    const run = await runCliForTest(
      ['eval', 'retrieval', '--queries', 'queries.jsonl', '--k', '5', '--json'],
      env(),
    );
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout) as {
      k: number;
      queries: number;
      recallAtK: number;
      mrrAt10: number;
      successAt1: number;
      perQuery: { id: string; misses: string[] }[];
    };
    expect(summary.k).toBe(5);
    expect(summary.queries).toBe(3);
    expect(summary.recallAtK).toBeCloseTo((1 + 1 + 0.5) / 3, 10);
    expect(summary.mrrAt10).toBe(1);
    expect(summary.successAt1).toBe(1);
    expect(summary.perQuery.find((q) => q.id === 'e3')?.misses).toEqual(['no:such/token:Token']);

    const text = await runCliForTest(['eval', 'retrieval', '--queries', 'queries.jsonl'], env());
    expect(text.stdout).toMatch(/recall@10\s+0\.833/);
    expect(text.stdout).toContain('missing no:such/token:Token');
    const missing = await runCliForTest(['eval', 'retrieval'], env());
    expect(missing.code).toBe(2);
  });
});
