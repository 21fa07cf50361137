import callbackPbModule from '@pulumi/pulumi/proto/callback_pb.js';
import resourcePbModule from '@pulumi/pulumi/proto/resource_pb.js';
import structPbModule from 'google-protobuf/google/protobuf/struct_pb.js';
import { describe, expect, it } from 'vitest';
import {
  applyTransforms,
  callbacksOf,
  type TransformInvoker,
} from '../../../src/verify/mock/apply-transforms.js';

const { Struct } = structPbModule;
const { Callback } = callbackPbModule;
const resourcePb = resourcePbModule;

function registration() {
  return new resourcePb.RegisterResourceRequest()
    .setType('aws:s3/bucket:Bucket')
    .setName('site')
    .setCustom(true)
    .setParent('urn:parent')
    .setProvider('urn:provider::default')
    .setDependenciesList(['urn:a'])
    .setObject(Struct.fromJavaScript({ bucket: 'site', tags: { team: 'web' } }));
}

/** A transform in the child: reads the request as the engine sends it and answers with its change. */
function transform(change: (properties: Record<string, unknown>) => Record<string, unknown>, seen: string[]) {
  return (request: Uint8Array) => {
    const parsed = resourcePb.TransformRequest.deserializeBinary(request);
    seen.push(
      `${parsed.getType()} ${parsed.getName()} deps=${parsed.getOptions()?.getDependsOnList().join(',')}`,
    );
    const properties = change(parsed.getProperties()?.toJavaScript() ?? {});
    const options = parsed.getOptions()!;
    options.setDependsOnList([...options.getDependsOnList(), `urn:added-by-${String(properties['step'])}`]);
    return new resourcePb.TransformResponse()
      .setProperties(Struct.fromJavaScript(properties as never))
      .setOptions(options)
      .serializeBinary();
  };
}

describe('callbacksOf', () => {
  it('reads the target and token of each registered callback', () => {
    const callback = new Callback().setTarget('127.0.0.1:5000').setToken('t-1');
    expect(callbacksOf([callback])).toEqual([{ target: '127.0.0.1:5000', token: 't-1' }]);
  });
});

describe('applyTransforms', () => {
  it('runs the chain in order, each on what the one before returned', async () => {
    const seen: string[] = [];
    const handlers: Record<string, (request: Uint8Array) => Uint8Array> = {
      first: transform((p) => ({ ...p, step: 1, versioning: true }), seen),
      second: transform((p) => ({ ...p, step: 2, bucket: `${String(p['bucket'])}-prod` }), seen),
    };
    const invoke: TransformInvoker = (_target, token, request) =>
      Promise.resolve({ kind: 'answered', response: handlers[token]!(request) });
    const outcome = await applyTransforms(
      registration(),
      [
        { target: 't', token: 'first' },
        { target: 't', token: 'second' },
      ],
      invoke,
    );
    expect(seen).toEqual([
      'aws:s3/bucket:Bucket site deps=urn:a',
      'aws:s3/bucket:Bucket site deps=urn:a,urn:added-by-1',
    ]);
    expect(outcome.kind).toBe('applied');
    if (outcome.kind !== 'applied') return;
    expect(outcome.registration.object?.toJavaScript()).toEqual({
      bucket: 'site-prod',
      tags: { team: 'web' },
      step: 2,
      versioning: true,
    });
    expect(outcome.registration.provider).toBe('urn:provider::default');
    expect(outcome.registration.dependencies).toEqual(['urn:a', 'urn:added-by-1', 'urn:added-by-2']);
  });

  it('keeps the registration as it is with no transforms', async () => {
    const outcome = await applyTransforms(registration(), [], () => Promise.reject(new Error('not called')));
    expect(outcome.kind === 'applied' && outcome.registration.object?.toJavaScript()).toEqual({
      bucket: 'site',
      tags: { team: 'web' },
    });
  });

  it('stops at a transform that failed or could not be reached, and at an answer that is no TransformResponse', async () => {
    const chain = [{ target: 't', token: 'x' }];
    expect(
      await applyTransforms(registration(), chain, () =>
        Promise.resolve({ kind: 'failed', message: 'boom' }),
      ),
    ).toEqual({ kind: 'failed', message: 'boom' });
    expect(
      await applyTransforms(registration(), chain, () =>
        Promise.resolve({ kind: 'unreachable', reason: 'timeout' }),
      ),
    ).toEqual({ kind: 'unreachable', reason: 'timeout' });
    const junk = new Uint8Array([0xff, 0xff, 0xff, 0xff]);
    expect(
      await applyTransforms(registration(), chain, () =>
        Promise.resolve({ kind: 'answered', response: junk }),
      ),
    ).toEqual({ kind: 'unreachable', reason: "the transform's answer is not a TransformResponse" });
  });
});
