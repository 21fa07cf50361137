import * as grpc from '@grpc/grpc-js';
import engineGrpcModule from '@pulumi/pulumi/proto/engine_grpc_pb.js';
import enginePbModule from '@pulumi/pulumi/proto/engine_pb.js';
import resourceGrpcModule from '@pulumi/pulumi/proto/resource_grpc_pb.js';
import resourcePbModule from '@pulumi/pulumi/proto/resource_pb.js';
import structPbModule from 'google-protobuf/google/protobuf/struct_pb.js';
import { afterEach, describe, expect, it } from 'vitest';

import { createRunDir, type RunDir } from '../../../src/sandbox/run-dir.js';
import { startRecordingMonitor, type MonitorLimits } from '../../../src/verify/mock/recording-monitor.js';
import { createStandIns } from '../../../src/verify/mock/stand-ins.js';

const { Struct } = structPbModule;
const runs: RunDir[] = [];
afterEach(() => {
  for (const run of runs.splice(0)) run.remove();
});

/** A real gRPC client on the monitor's sockets, as the SDK in the child would be. */
async function monitorWith(limits: MonitorLimits) {
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
  const register = (name: string, inputs: Record<string, string>) =>
    new Promise<grpc.ServiceError | null>((resolve) => {
      const request = new resourcePbModule.RegisterResourceRequest()
        .setType('aws:s3/bucket:Bucket')
        .setName(name)
        .setCustom(true)
        .setObject(Struct.fromJavaScript(inputs));
      resources.registerResource(request, (error) => resolve(error));
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
  return { monitor, register, log, close, overflows: () => overflows };
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
