import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatModel, ChatReply, ModelStage } from '../../src/model/chat-model.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { phraseLimit, searchTermsMessages } from '../../src/retrieve/search-terms-prompt.js';
import type { RegistrySearch } from '../../src/retrieve/types.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { writeFixtureSnapshot } from '../search/fixture-snapshot.js';

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

describe('model-proposed search terms', () => {
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

  it("sends the model the request as written, with an example in the routed provider's naming", async () => {
    const model = scriptedModel({ 'search-terms': '["dns Record"]' });
    const text = 'On AWS, a Route 53 record for api.example.com pointing at 10.0.0.5';
    await search.retrieve({ text, model });
    const [system, user] = model.calls[0]?.messages ?? [];
    expect(user?.content).toBe(text);
    expect(system?.content).toContain('"s3 BucketPolicy"');
    const azure = searchTermsMessages('a storage account', ['azure-native'])[0]?.content ?? '';
    expect(azure).toContain('"storage StorageAccount"');
    expect(azure).not.toContain('s3 BucketPolicy');
  });

  it('asks for more phrases for longer requests', () => {
    expect(phraseLimit('an S3 bucket')).toBe(8);
    const long = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    expect(phraseLimit(long)).toBe(20);
    expect(searchTermsMessages(long, ['aws'])[0]?.content).toContain('at most 20 short search phrases');
  });

  it('keeps working, with a warning, when the model fails', async () => {
    const model = scriptedModel({ 'search-terms': new Error('503 upstream unavailable') });
    const result = await search.retrieve({ text: 'S3 bucket', model });
    expect(result.records[0]?.token).toBe('aws:s3/bucket:Bucket');
    expect(result.warnings).toContain('model search terms skipped: 503 upstream unavailable');
  });
});
