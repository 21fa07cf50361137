import { beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_FUSION } from '../../src/search/fusion-config.js';
import {
  denseScores,
  denseTopOf,
  keptChannels,
  nameCoverage,
  phraseMatch,
  rankQuery,
  sparseHits,
  sparseTopHits,
} from '../../src/search/rank.js';
import { SearchIndex, type ProviderIndex } from '../../src/search/search-index.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { writeFixtureSnapshot } from './fixture-snapshot.js';

describe('nameCoverage and phraseMatch', () => {
  it('scores the share of a name the query says, more for more matched words', () => {
    expect(nameCoverage('bucket versioning', new Set(['bucket', 'versioning']))).toBe(1);
    // One of two words: half covered, and a single matched word counts for 0.8 of that.
    expect(nameCoverage('bucket versioning', new Set(['bucket']))).toBeCloseTo(0.4);
    expect(nameCoverage('bucket versioning', new Set(['queue']))).toBe(0);
  });

  it('counts a glossary phrase (after the first `;`) only when every word of it is there', () => {
    const names = 'eip;elastic ip';
    expect(nameCoverage(names, new Set(['elastic', 'ip']))).toBe(1);
    expect(nameCoverage(names, new Set(['elastic']))).toBe(0);
    expect(phraseMatch('object storage;blob store', new Set(['blob', 'store']))).toBe(true);
    expect(phraseMatch('object storage;blob store', new Set(['blob', 'storage']))).toBe(false);
    expect(phraseMatch('', new Set(['anything']))).toBe(false);
  });
});

describe('rankQuery over the fixture snapshot', () => {
  let index: SearchIndex;
  let aws: ProviderIndex;
  let gcp: ProviderIndex;
  beforeAll(async () => {
    index = new SearchIndex(openSnapshot(await writeFixtureSnapshot()), undefined);
    aws = index.provider('aws');
    gcp = index.provider('gcp');
  });
  const options = (vector: Float32Array | undefined, limit = 5) => ({
    fusion: DEFAULT_FUSION,
    limit,
    vector,
  });

  it('puts the record the words describe first, with both channels fused', async () => {
    const text = 'an S3 bucket with versioning';
    const [vector] = await index.embedder().embed([text]);
    const ranked = rankQuery([aws], text, options(vector));
    expect(ranked[0]?.tsName).toBe('aws.s3.BucketVersioning');
    expect(ranked.length).toBeLessThanOrEqual(5);
    expect(ranked.map((r) => r.score)).toEqual([...ranked.map((r) => r.score)].sort((a, b) => b - a));
    expect(ranked[0]?.sparse).toBeGreaterThan(0);
    expect(ranked[0]?.dense).toBeGreaterThan(0);
  });

  it('puts a TS name or type token written in the request first, whatever the words say', () => {
    for (const named of ['aws.s3.BucketPolicy', 'aws:s3/bucketPolicy:BucketPolicy']) {
      const ranked = rankQuery([aws], `a versioned bucket, use ${named}`, options(undefined));
      expect(ranked[0]?.token).toBe('aws:s3/bucketPolicy:BucketPolicy');
    }
  });

  it('ranks across providers and keeps to the limit', () => {
    const ranked = rankQuery([aws, gcp], 'a GKE kubernetes cluster on google cloud', options(undefined, 3));
    expect(ranked).toHaveLength(3);
    expect(ranked[0]?.token).toBe('gcp:container/cluster:Cluster');
  });

  it('gives dense hits best first, capped at the limit, and sparse hits best first', async () => {
    const [vector] = await index.embedder().embed(['a virtual machine instance']);
    const dense = denseTopOf(aws, vector!, 3);
    expect(dense).toHaveLength(3);
    expect(dense[0]!.score).toBeGreaterThanOrEqual(dense[1]!.score);
    expect(dense[1]!.score).toBeGreaterThanOrEqual(dense[2]!.score);
    const sparse = sparseHits([aws], 'nat gateway');
    expect(aws.docs.tsNames[sparse[0]!.id]).toBe('aws.ec2.NatGateway');
    expect(sparse.every((hit, i) => i === 0 || sparse[i - 1]!.score >= hit.score)).toBe(true);
  });

  it('gives the first sparse hits of every provider as the whole list does, without sorting it all', () => {
    for (const text of ['a storage bucket', 'cluster instance network gateway', 'nat gateway']) {
      const all = sparseHits([aws, gcp], text);
      expect(all.length).toBeGreaterThan(1);
      for (const limit of [1, 3, all.length, all.length + 2]) {
        expect(sparseTopHits([aws, gcp], text, limit)).toEqual(all.slice(0, limit));
        expect(sparseTopHits([aws, gcp], text, limit, keptChannels())).toEqual(all.slice(0, limit));
      }
    }
  });

  it("keeps each provider's dense row scores, from which its best hits and a pooled record's score come", async () => {
    const [vector] = await index.embedder().embed(['a virtual machine instance']);
    const kept = keptChannels();
    const scores = kept.denseScores(aws, vector!);
    expect(kept.denseScores(aws, vector!)).toBe(scores);
    expect(scores).toEqual(denseScores(aws, vector!));
    const best = kept.dense(aws, vector!, 4);
    expect(best).toEqual(denseTopOf(aws, vector!, 4));
    expect(best.map((hit) => hit.score)).toEqual(best.map((hit) => scores[hit.id]));
    expect(Math.max(...scores)).toBe(best[0]!.score);
  });
});
