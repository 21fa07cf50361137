import { describe, expect, it } from 'vitest';
import { code, type ArgObject } from '../../../src/generate/compose/arg-value.js';
import { applyConventionTags } from '../../../src/generate/compose/conventions.js';
import type { Instance } from '../../../src/generate/compose/wiring.js';
import { loadAwsSnapshot } from '../../verify/mock/support.js';

const snapshot = loadAwsSnapshot();

function instanceOf(tsName: string, args: ArgObject = {}): Instance {
  return {
    componentId: 'c1',
    origin: 'request',
    record: snapshot.get(tsName)!,
    variable: 'it',
    name: 'it',
    index: 0,
    copy: 0,
    args,
    deps: new Set(),
  } as Instance;
}

const conventions = { tags: { team: 'platform', 'cost-center': '42' } };

describe('applyConventionTags on the real aws schema', () => {
  it('gives a taggable resource the required tags, keeping the ones the request set', () => {
    const bucket = instanceOf('aws.s3.BucketV2', { tags: { team: code('"web"') } });
    applyConventionTags(bucket, conventions);
    expect(bucket.args['tags']).toEqual({ team: code('"web"'), 'cost-center': code('"42"') });
    const queue = instanceOf('aws.sqs.Queue');
    applyConventionTags(queue, conventions);
    expect(queue.args['tags']).toEqual({ team: code('"platform"'), 'cost-center': code('"42"') });
  });

  it('leaves alone a resource without tags, a lookup, tags set by code, and no conventions', () => {
    const policy = instanceOf('aws.s3.BucketPolicy');
    applyConventionTags(policy, conventions);
    expect(policy.args).toEqual({});
    const lookup = instanceOf('aws.ec2.getVpc');
    applyConventionTags(lookup, conventions);
    expect(lookup.args).toEqual({});
    const computed = instanceOf('aws.sqs.Queue', { tags: code('commonTags') });
    applyConventionTags(computed, conventions);
    expect(computed.args['tags']).toEqual(code('commonTags'));
    const plain = instanceOf('aws.sqs.Queue');
    applyConventionTags(plain, undefined);
    applyConventionTags(plain, { region: 'eu-west-1' });
    expect(plain.args).toEqual({});
  });
});
