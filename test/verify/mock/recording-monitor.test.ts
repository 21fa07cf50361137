import * as grpc from '@grpc/grpc-js';
import engineGrpcModule from '@pulumi/pulumi/proto/engine_grpc_pb.js';
import enginePbModule from '@pulumi/pulumi/proto/engine_pb.js';
import resourceGrpcModule from '@pulumi/pulumi/proto/resource_grpc_pb.js';
import resourcePbModule from '@pulumi/pulumi/proto/resource_pb.js';
import callbackPbModule from '@pulumi/pulumi/proto/callback_pb.js';
import structPbModule from 'google-protobuf/google/protobuf/struct_pb.js';
import { afterEach, describe, expect, it } from 'vitest';

import { createRunDir, type RunDir } from '../../../src/sandbox/run-dir.js';
import type { TransformInvoker } from '../../../src/verify/mock/apply-transforms.js';
import {
  MONITOR_LIMITS,
  startRecordingMonitor,
  type MonitorLimits,
} from '../../../src/verify/mock/recording-monitor.js';
import type { ResourceOutput } from '../../../src/verify/mock/output-shapes.js';
import { createStandIns } from '../../../src/verify/mock/stand-ins.js';
import { UNKNOWN } from '../../../src/verify/mock/wire-values.js';

const { Struct } = structPbModule;
const runs: RunDir[] = [];
afterEach(() => {
  for (const run of runs.splice(0)) run.remove();
});

/** A real gRPC client on the monitor's sockets, as the SDK in the child would be. */
async function monitorWith(
  limits: MonitorLimits,
  transforms?: TransformInvoker,
  more: Partial<Parameters<typeof startRecordingMonitor>[0]> = {},
) {
  const run = createRunDir('/tmp', 'pulumi-gen-monitor-test-');
  runs.push(run);
  let overflows = 0;
  const monitor = await startRecordingMonitor({
    socketDir: run.dir,
    project: 'p',
    stack: 'dev',
    shapes: () => undefined,
    standIns: createStandIns(),
    nonce: 'n'.repeat(48),
    limits,
    onOverflow: () => (overflows += 1),
    ...(transforms === undefined ? {} : { transforms }),
    ...more,
  });
  const target = (address: string) => address.replace(/^unix:/, 'unix://');
  const resources = new resourceGrpcModule.ResourceMonitorClient(
    target(monitor.monitorAddress),
    grpc.credentials.createInsecure(),
  );
  const engine = new engineGrpcModule.EngineClient(
    target(monitor.engineAddress),
    grpc.credentials.createInsecure(),
  );
  const register = (name: string, inputs: Record<string, string>, transformTokens: readonly string[] = []) =>
    new Promise<grpc.ServiceError | null>((resolve) => {
      const request = new resourcePbModule.RegisterResourceRequest()
        .setType('aws:s3/bucket:Bucket')
        .setName(name)
        .setCustom(true)
        .setObject(Struct.fromJavaScript(inputs))
        .setTransformsList(
          transformTokens.map((token) =>
            new callbackPbModule.Callback().setTarget('127.0.0.1:40001').setToken(token),
          ),
        );
      resources.registerResource(request, (error) => resolve(error));
    });
  const supports = (feature: string) =>
    new Promise<boolean>((resolve) => {
      resources.supportsFeature(
        new resourcePbModule.SupportsFeatureRequest().setId(feature),
        (_e, response) => resolve(response?.getHassupport() ?? false),
      );
    });
  const log = (message: string) =>
    new Promise<grpc.ServiceError | null>((resolve) => {
      engine.log(
        new enginePbModule.LogRequest().setMessage(message).setSeverity(enginePbModule.LogSeverity.INFO),
        (error) => resolve(error),
      );
    });
  const close = async () => {
    resources.close();
    engine.close();
    await monitor.close();
  };
  const call = <T>(method: 'registerResource' | 'invoke', request: unknown) =>
    new Promise<T>((resolve, reject) => {
      const send = resources[method].bind(resources) as unknown as (
        r: unknown,
        cb: (e: grpc.ServiceError | null, v: T) => void,
      ) => void;
      send(request, (error, value) => (error === null ? resolve(value) : reject(error)));
    });
  return { monitor, register, supports, call, log, close, overflows: () => overflows };
}

describe('the recording monitor under a flood', () => {
  it('records up to its message count, then refuses, stops recording and says so once', async () => {
    const m = await monitorWith({ messageBytes: 4 * 1024 ** 2, messages: 3, bytes: 1024 ** 2 });
    try {
      expect(await m.register('a', {})).toBeNull();
      expect(await m.log('hello')).toBeNull();
      expect(await m.register('b', {})).toBeNull();
      expect((await m.register('c', {}))?.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
      expect((await m.log('again'))?.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
      const record = m.monitor.record();
      expect(record.registrations.map((r) => r.name)).toEqual(['a', 'b']);
      expect(record.overflow).toMatch(/more than 3 registrations, invokes and log messages/);
      expect(m.overflows()).toBe(1);
    } finally {
      await m.close();
    }
  });

  it('refuses past its byte budget and past the message size', async () => {
    const m = await monitorWith({ messageBytes: 64 * 1024, messages: 100, bytes: 4096 });
    try {
      expect(await m.register('small', { tag: 'x'.repeat(1000) })).toBeNull();
      expect((await m.register('big', { tag: 'x'.repeat(128 * 1024) }))?.code).toBe(
        grpc.status.RESOURCE_EXHAUSTED,
      );
      expect(m.monitor.record().overflow).toBeUndefined();
      expect((await m.register('over', { tag: 'x'.repeat(5000) }))?.code).toBe(
        grpc.status.RESOURCE_EXHAUSTED,
      );
      expect(m.monitor.record().overflow).toMatch(/more than 4 KiB/);
      expect(m.monitor.record().registrations.map((r) => r.name)).toEqual(['small']);
    } finally {
      await m.close();
    }
  });
});

describe("the recording monitor and a program's transforms", () => {
  it('offers transforms only with a way to call them', async () => {
    const without = await monitorWith(MONITOR_LIMITS);
    const withChannel = await monitorWith(MONITOR_LIMITS, () =>
      Promise.resolve({ kind: 'unreachable', reason: '' }),
    );
    try {
      expect(await without.supports('transforms')).toBe(false);
      expect(await withChannel.supports('transforms')).toBe(true);
      expect(await withChannel.supports('resourceHooks')).toBe(false);
    } finally {
      await without.close();
      await withChannel.close();
    }
  });

  it('registers what the transform returns, and refuses, unrecorded, what it cannot transform', async () => {
    const transformed = Struct.fromJavaScript({ bucket: 'renamed' });
    const invoke: TransformInvoker = (_target, token) =>
      Promise.resolve(
        token === 'rename'
          ? {
              kind: 'answered',
              response: new resourcePbModule.TransformResponse().setProperties(transformed).serializeBinary(),
            }
          : { kind: 'unreachable', reason: 'connect ECONNREFUSED' },
      );
    const m = await monitorWith(MONITOR_LIMITS, invoke);
    try {
      expect(await m.register('site', { bucket: 'original' }, ['rename'])).toBeNull();
      const refused = await m.register('lost', { bucket: 'x' }, ['gone']);
      expect(refused?.details).toBe('the mock run could not apply transforms: connect ECONNREFUSED');
      expect(m.monitor.record().registrations.map((r) => [r.name, r.inputs])).toEqual([
        ['site', { bucket: 'renamed' }],
      ]);
    } finally {
      await m.close();
    }
  });
});

describe("the recording monitor and a component's resource outputs", () => {
  it('answers them as references to children whose outputs a preview does not know yet', async () => {
    const m = await monitorWith(MONITOR_LIMITS, undefined, {
      shapes: (token) => (token === 'aws:iam/role:Role' ? { arn: 'string', name: 'string' } : undefined),
      resourceOutputs: (token): Record<string, ResourceOutput> =>
        token === 'eks:index:Cluster' ? { instanceRoles: { token: 'aws:iam/role:Role', list: true } } : {},
    });
    try {
      const registered = await m.call<InstanceType<typeof resourcePbModule.RegisterResourceResponse>>(
        'registerResource',
        new resourcePbModule.RegisterResourceRequest()
          .setType('eks:index:Cluster')
          .setName('demo')
          .setRemote(true)
          .setObject(Struct.fromJavaScript({ skipDefaultNodeGroup: true })),
      );
      const roles = registered.getObject()?.toJavaScript()['instanceRoles'] as Record<string, unknown>[];
      const urn = 'urn:pulumi:dev::p::eks:index:Cluster$aws:iam/role:Role::demo-instanceRoles-0';
      expect(roles).toEqual([expect.objectContaining({ urn })]);
      const state = await m.call<InstanceType<typeof resourcePbModule.ResourceInvokeResponse>>(
        'invoke',
        new resourcePbModule.ResourceInvokeRequest()
          .setTok('pulumi:pulumi:getResource')
          .setArgs(Struct.fromJavaScript({ urn })),
      );
      expect(state.getReturn()?.toJavaScript()).toMatchObject({
        urn,
        state: { arn: UNKNOWN, name: UNKNOWN },
      });
    } finally {
      await m.close();
    }
  });
});
