import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatModel, ChatReply, ModelStage } from '../../src/model/chat-model.js';
import { createRegistrySearch, referencedNames } from '../../src/retrieve/registry-search.js';
import type { RegistrySearch } from '../../src/retrieve/types.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { writeFixtureSnapshot } from './fixture-snapshot.js';

/** A chat model with one scripted reply per stage that records what it was asked. */
function scriptedModel(replies: Partial<Record<ModelStage, string | Error>>): ChatModel & {
  calls: { stage: ModelStage; messages: readonly ChatMessage[] }[];
} {
  const calls: { stage: ModelStage; messages: readonly ChatMessage[] }[] = [];
  return {
    name: 'scripted',
    calls,
    complete(stage, messages): Promise<ChatReply> {
      calls.push({ stage, messages });
      const reply = replies[stage];
      if (reply === undefined || reply instanceof Error) {
        return Promise.reject(reply ?? new Error(`no reply for ${stage}`));
      }
      return Promise.resolve({
        text: reply,
        usage: { promptTokens: 100, completionTokens: 20 },
        model: 'scripted',
      });
    },
  };
}

let search: RegistrySearch;
beforeAll(async () => {
  search = createRegistrySearch(openSnapshot(await writeFixtureSnapshot()));
});

describe('model-proposed search terms and HyDE', () => {
  it('adds the proposed terms as concepts and sums the usage', async () => {
    const model = scriptedModel({ 'search-terms': '```json\n["lambda Permission", "iam Role"]\n```' });
    const result = await search.retrieve({ text: 'let API gateway call my function on AWS', model });
    expect(model.calls.map((c) => c.stage)).toEqual(['search-terms']);
    expect(model.calls[0]?.messages.at(-1)?.content).toBe('let API gateway call my function on AWS');
    expect(result.concepts).toEqual([
      'let API gateway call my function on AWS',
      'lambda Permission',
      'iam Role',
    ]);
    const tokens = result.records.map((r) => r.token);
    expect(tokens).toContain('aws:lambda/permission:Permission');
    expect(tokens).toContain('aws:iam/role:Role');
    expect(result.usage).toEqual({ promptTokens: 100, completionTokens: 20 });
  });

  it('pins the records a HyDE sketch constructs ahead of the rest', async () => {
    const program = [
      'import * as aws from "@pulumi/aws";',
      'const bucket = new aws.s3.Bucket("site");',
      'new aws.s3.BucketPolicy("policy", { bucket: bucket.id, policy: "{}" });',
      'const current = aws.s3.getBucket({ bucket: "x" });',
    ].join('\n');
    expect(referencedNames(program)).toEqual(['aws.s3.Bucket', 'aws.s3.BucketPolicy', 'aws.s3.getBucket']);
    const model = scriptedModel({ 'search-terms': '[]', hyde: program });
    const result = await search.retrieve({ text: 'public website files on AWS', model, useHyde: true });
    expect(model.calls.map((c) => c.stage)).toEqual(['search-terms', 'hyde']);
    expect(result.records.slice(0, 3).map((r) => r.token)).toEqual([
      'aws:s3/bucket:Bucket',
      'aws:s3/bucketPolicy:BucketPolicy',
      'aws:s3/getBucket:getBucket',
    ]);
    expect(result.usage).toEqual({ promptTokens: 200, completionTokens: 40 });
  });

  it('keeps working, with a warning, when the model fails', async () => {
    const model = scriptedModel({ 'search-terms': new Error('503 upstream unavailable') });
    const result = await search.retrieve({ text: 'S3 bucket', model, useHyde: true });
    expect(result.records[0]?.token).toBe('aws:s3/bucket:Bucket');
    expect(result.warnings).toContain('model search terms skipped: 503 upstream unavailable');
    expect(result.warnings.some((w) => w.startsWith('model HyDE sketch skipped'))).toBe(true);
  });
});
