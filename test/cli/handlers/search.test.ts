import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistrySearch } from '../../../src/retrieve/registry-search.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import { runCliForTest, testEnvironment } from '../../support/cli.js';
import { writeFixtureSnapshot } from '../../search/fixture-snapshot.js';

let snapshotDir: string;
let work: string;

beforeAll(async () => {
  snapshotDir = await writeFixtureSnapshot();
  work = mkdtempSync(join(tmpdir(), 'pulumi-gen-search-cli-'));
});

const env = () => testEnvironment({ snapshotDir, cwd: work });

describe('pulumi-gen search', () => {
  it('prints a table with rank, token, TS name and the score parts', async () => {
    const run = await runCliForTest(['search', 'S3 bucket policy', '--limit', '3'], env());
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^rank\s+token\s+TS name\s+score\s+sparse\/dense$/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^\s*1\s+aws:s3\/bucketPolicy:BucketPolicy\s+aws\.s3\.BucketPolicy\s+\d\.\d{3}\s+\d\.\d{2}\/\d\.\d{2}$/,
    );
    expect(run.stderr).toContain('providers: aws (inferred)');
  });

  it('says which hits of a multi-part request the plan placed, in the table and the JSON', async () => {
    const text = 'an S3 bucket, and a Lambda function that reads it';
    const table = await runCliForTest(['search', text, '--limit', '4'], env());
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/aws\.s3\.Bucket\s+planned\s+-$/m);
    const json = await runCliForTest(['search', text, '--limit', '4', '--json'], env());
    const hits = (JSON.parse(json.stdout) as { hits: { tsName: string; planned?: true }[] }).hits;
    expect(hits.find((hit) => hit.tsName === 'aws.s3.Bucket')?.planned).toBe(true);
    expect(hits.filter((hit) => hit.planned === undefined).length).toBeGreaterThan(0);
  });

  it('prints JSON with --json and honours --provider', async () => {
    const run = await runCliForTest(['search', 'bucket', '--provider', 'gcp', '--json'], env());
    expect(run.code).toBe(0);
    const parsed = JSON.parse(run.stdout) as {
      routing: string;
      providers: string[];
      hits: { token: string }[];
    };
    expect(parsed.routing).toBe('explicit');
    expect(parsed.providers).toEqual(['gcp']);
    expect(parsed.hits[0]?.token).toBe('gcp:storage/bucket:Bucket');
  });

  it('fails clearly on an unknown provider, an empty query, or no query', async () => {
    const unknown = await runCliForTest(['search', 'bucket', '--provider', 'oracle'], env());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("unknown provider 'oracle'; known providers: aws, azure-native, gcp");
    // An empty query and no query are the same mistake: one usage line, exit 2.
    const empty = await runCliForTest(['search', ' '], env());
    const none = await runCliForTest(['search'], env());
    expect([empty.code, none.code]).toEqual([2, 2]);
    expect(empty.stderr).toBe(none.stderr);
    expect(none.stderr).toMatch(/search needs a query/);
    const badLimit = await runCliForTest(['search', 'x', '--limit', 'ten'], env());
    expect(badLimit.code).toBe(2);
  });

  it('warns and still answers for a 100 KB query', async () => {
    const run = await runCliForTest(['search', `random password ${'x '.repeat(50_000)}`, '--json'], env());
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/warning: the query was \d+ characters/);
    expect((JSON.parse(run.stdout) as { hits: { token: string }[] }).hits[0]?.token).toBe(
      'random:index/randomPassword:RandomPassword',
    );
  });

  it('answers a batch file line by line, in order, with the same results as single searches', async () => {
    const file = join(work, 'batch.jsonl');
    const queries = [
      { id: 'b1', query: 'S3 bucket versioning', extra: 'ignored' },
      { id: 'b2', query: 'AKS cluster' },
      { id: 'b3', query: '' },
      { id: 'b4', query: 'self signed certificate' },
    ];
    writeFileSync(file, `${queries.map((q) => JSON.stringify(q)).join('\n')}\n`);
    const run = await runCliForTest(['search', '--batch', 'batch.jsonl', '--limit', '2', '--json'], env());
    expect(run.code).toBe(0);
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { id: string; results: { token: string; tsName: string; score: number }[] },
      );
    expect(lines.map((line) => line.id)).toEqual(['b1', 'b2', 'b3', 'b4']);
    expect(lines[2]?.results).toEqual([]);
    expect(run.stderr).toContain('batch.jsonl:3: the query is empty');
    const search = createRegistrySearch(openSnapshot(snapshotDir));
    for (const [i, q] of queries.entries()) {
      if (q.query === '') {
        continue;
      }
      const single = await search.search({ text: q.query, limit: 2 });
      expect(lines[i]?.results).toEqual(
        single.hits.map((hit) => ({ token: hit.token, tsName: hit.tsName, score: hit.score })),
      );
    }
  });
});
