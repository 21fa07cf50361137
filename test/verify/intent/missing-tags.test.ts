import { describe, expect, it } from 'vitest';
import { missingTags } from '../../../src/verify/intent/missing-tags.js';
import type { RegisteredResource } from '../../../src/verify/types.js';

function resource(token: string, inputs: Record<string, unknown>): RegisteredResource {
  return { token, name: 'r', kind: 'resource', inputs, dependsOn: [] };
}

const tagInputOf = (token: string) =>
  token.startsWith('aws:') ? 'tags' : token.startsWith('gcp:') ? 'labels' : undefined;

describe('the tags the repository conventions require', () => {
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
});
