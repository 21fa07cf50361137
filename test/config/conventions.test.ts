import { describe, expect, it } from 'vitest';
import { conventionsRule, missingTags } from '../../src/config/conventions.js';
import type { RegisteredResource } from '../../src/verify/types.js';

function resource(token: string, inputs: Record<string, unknown>): RegisteredResource {
  return { token, name: 'r', kind: 'resource', inputs, dependsOn: [] };
}

const tagInputOf = (token: string) =>
  token.startsWith('aws:') ? 'tags' : token.startsWith('gcp:') ? 'labels' : undefined;

describe('repository conventions', () => {
  it('finds taggable resources without the required tags, and leaves untaggable ones alone', () => {
    const problems = missingTags(
      { tags: { team: 'platform', env: 'prod' } },
      [
        resource('aws:s3/bucket:Bucket', { tags: { team: 'platform', env: 'prod', extra: 'x' } }),
        resource('aws:sqs/queue:Queue', { tags: { team: 'other' } }),
        resource('gcp:storage/bucket:Bucket', {}),
        resource('random:index/randomPet:RandomPet', {}),
      ],
      tagInputOf,
    );
    expect(problems).toEqual([
      `aws:sqs/queue:Queue 'r' lacks the tags team="platform", env="prod" that .pulumi-gen.yml requires`,
      `gcp:storage/bucket:Bucket 'r' lacks the labels team="platform", env="prod" that .pulumi-gen.yml requires`,
    ]);
    expect(missingTags(undefined, [resource('aws:sqs/queue:Queue', {})], tagInputOf)).toEqual([]);
  });

  it('says the conventions to the model in one rule', () => {
    expect(conventionsRule({ tags: { team: 'platform' }, namePrefix: 'acme-', region: 'eu-west-1' })).toBe(
      'Repository conventions (.pulumi-gen.yml), which every program must follow: give every resource that has a `tags` (or `labels`) input exactly these entries, merged with any the request asks for: {"team":"platform"}; start every resource\'s logical name with "acme-"; the stack\'s region/location is "eu-west-1" (set in stack config: do not hard-code another one).',
    );
  });
});
