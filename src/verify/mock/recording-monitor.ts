import * as grpc from '@grpc/grpc-js';
// CommonJS modules whose exports Node's ESM loader cannot list (protobuf's `goog.object.extend(exports,…)`):
// imported whole and destructured, which works under Node, the bundler and vitest alike.
import engineGrpcModule from '@pulumi/pulumi/proto/engine_grpc_pb.js';
import enginePbModule from '@pulumi/pulumi/proto/engine_pb.js';
import resourceGrpcModule from '@pulumi/pulumi/proto/resource_grpc_pb.js';
import resourcePbModule from '@pulumi/pulumi/proto/resource_pb.js';
import emptyPbModule from 'google-protobuf/google/protobuf/empty_pb.js';
import structPbModule from 'google-protobuf/google/protobuf/struct_pb.js';

import type { ShapesOf } from './output-shapes.js';
import type { StandIns } from './stand-ins.js';
import type { RunInvoke, RunRegistration } from './run-result.js';
import { providerRender } from './provider-renders.js';
import { invokeResult, plainObject } from './wire-values.js';

const engineGrpc = engineGrpcModule;
const enginePb = enginePbModule;
const resourceGrpc = resourceGrpcModule;
const resourcePb = resourcePbModule;
const { Empty } = emptyPbModule;
const { Struct } = structPbModule;
type Empty = InstanceType<typeof Empty>;

/**
 * The engine side of a mock run, in the PARENT process: it serves the gRPC services `@pulumi/pulumi` talks
 * to in a real deployment (ResourceMonitor, Engine) on a unix socket in the run dir, which the sandbox binds
 * into the child. Every registration, read and invoke is recorded here as it arrives, so nothing the
 * program does in its own process (replacing `JSON.stringify`, deleting wrappers, `setMocks`, writing a
 * result file) can delete or fake what was recorded. It answers as a preview does: new resources' computed
 * outputs stay unknown (their `apply` callbacks do not run on made-up values), invokes get values shaped by
 * the function's output schema.
 */
export interface EngineLog {
  readonly severity: 'debug' | 'info' | 'warning' | 'error';
  readonly message: string;
  readonly urn?: string;
}

export interface MonitorRecord {
  readonly registrations: readonly RunRegistration[];
  readonly invokes: readonly RunInvoke[];
  readonly logs: readonly EngineLog[];
  /** The stack resource got its outputs: the program ran to its end (`runInPulumiStack` finished). */
  readonly completed: boolean;
}

export interface RecordingMonitor {
  /** For the child's `PULUMI_NODEJS_MONITOR` / `PULUMI_NODEJS_ENGINE`. */
  readonly monitorAddress: string;
  readonly engineAddress: string;
  record(): MonitorRecord;
  close(): Promise<void>;
}

export interface RecordingMonitorOptions {
  /** Where the sockets go (the run dir, bound read-write into the sandbox). */
  readonly socketDir: string;
  readonly project: string;
  readonly stack: string;
  /** Function token → output name → shape, for invoke results. */
  readonly shapes: ShapesOf;
  /** The run's made-up values, for invoke results. */
  readonly standIns: StandIns;
}

/** Features the SDK asks about; transforms and hooks need callback servers in the child, so they are off. */
const SUPPORTED_FEATURES = new Set([
  'secrets',
  'resourceReferences',
  'deletedWith',
  'aliasSpecs',
  'parameterization',
]);

const SEVERITIES: Readonly<Record<number, EngineLog['severity']>> = {
  [enginePb.LogSeverity.DEBUG]: 'debug',
  [enginePb.LogSeverity.INFO]: 'info',
  [enginePb.LogSeverity.WARNING]: 'warning',
  [enginePb.LogSeverity.ERROR]: 'error',
};

type Callback<T> = (error: grpc.ServiceError | null, response?: T) => void;
type Call<T> = { readonly request: T };

function bind(server: grpc.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

export async function startRecordingMonitor(options: RecordingMonitorOptions): Promise<RecordingMonitor> {
  const registrations: RunRegistration[] = [];
  const invokes: RunInvoke[] = [];
  const logs: EngineLog[] = [];
  const types = new Map<string, string>();
  let root = '';
  let completed = false;
  const urnOf = (parent: string, type: string, name: string): string => {
    const parentType = parent === '' ? undefined : types.get(parent);
    const qualified =
      parentType === undefined || parentType === 'pulumi:pulumi:Stack' ? type : `${parentType}$${type}`;
    const urn = `urn:pulumi:${options.stack}::${options.project}::${qualified}::${name}`;
    types.set(urn, type);
    return urn;
  };
  const resourceState = (urn: string): Record<string, unknown> => {
    const found = registrations.find((r) => r.urn === urn);
    return { urn, id: '', state: found === undefined ? {} : { ...found.inputs } };
  };
  const monitor = {
    supportsFeature(
      call: Call<InstanceType<typeof resourcePb.SupportsFeatureRequest>>,
      callback: Callback<InstanceType<typeof resourcePb.SupportsFeatureResponse>>,
    ) {
      callback(
        null,
        new resourcePb.SupportsFeatureResponse().setHassupport(SUPPORTED_FEATURES.has(call.request.getId())),
      );
    },
    registerResource(
      call: Call<InstanceType<typeof resourcePb.RegisterResourceRequest>>,
      callback: Callback<InstanceType<typeof resourcePb.RegisterResourceResponse>>,
    ) {
      const req = call.request;
      const urn = urnOf(req.getParent(), req.getType(), req.getName());
      const propertyDependencies: Record<string, readonly string[]> = {};
      req.getPropertydependenciesMap().forEach((deps, key) => {
        propertyDependencies[key] = deps.getUrnsList();
      });
      const inputs = req.getObject()?.toJavaScript() ?? {};
      registrations.push({
        type: req.getType(),
        name: req.getName(),
        custom: req.getCustom(),
        ...(req.getRemote() ? { remote: true } : {}),
        urn,
        ...(req.getParent() === '' ? {} : { parent: req.getParent() }),
        ...(req.getProvider() === '' ? {} : { provider: req.getProvider() }),
        inputs: plainObject(inputs),
        dependencies: req.getDependenciesList(),
        propertyDependencies,
        read: false,
      });
      // A preview: the inputs come back, computed outputs and the id of a new resource stay unknown.
      const response = new resourcePb.RegisterResourceResponse().setUrn(urn).setId('');
      response.setObject(Struct.fromJavaScript(inputs as Parameters<typeof Struct.fromJavaScript>[0]));
      callback(null, response);
    },
    registerResourceOutputs(
      call: Call<InstanceType<typeof resourcePb.RegisterResourceOutputsRequest>>,
      callback: Callback<Empty>,
    ) {
      if (call.request.getUrn() === root && root !== '') completed = true;
      callback(null, new Empty());
    },
    readResource(
      call: Call<InstanceType<typeof resourcePb.ReadResourceRequest>>,
      callback: Callback<InstanceType<typeof resourcePb.ReadResourceResponse>>,
    ) {
      const req = call.request;
      const urn = urnOf(req.getParent(), req.getType(), req.getName());
      const properties = req.getProperties()?.toJavaScript() ?? {};
      registrations.push({
        type: req.getType(),
        name: req.getName(),
        custom: true,
        urn,
        ...(req.getParent() === '' ? {} : { parent: req.getParent() }),
        ...(req.getProvider() === '' ? {} : { provider: req.getProvider() }),
        inputs: plainObject(properties),
        dependencies: req.getDependenciesList(),
        propertyDependencies: {},
        read: true,
      });
      const response = new resourcePb.ReadResourceResponse().setUrn(urn);
      response.setProperties(
        Struct.fromJavaScript(properties as Parameters<typeof Struct.fromJavaScript>[0]),
      );
      callback(null, response);
    },
    invoke(
      call: Call<InstanceType<typeof resourcePb.ResourceInvokeRequest>>,
      callback: Callback<InstanceType<typeof resourcePb.ResourceInvokeResponse>>,
    ) {
      const token = call.request.getTok();
      const args = plainObject(call.request.getArgs()?.toJavaScript() ?? {});
      if (token !== 'pulumi:pulumi:getResource') invokes.push({ token, inputs: args });
      // A resource passed as an input (`topic: topic`) comes back as a reference the SDK rehydrates through
      // this built-in invoke: answer with the resource's URN and the state a preview knows (its inputs).
      const result =
        token === 'pulumi:pulumi:getResource'
          ? resourceState(String(args['urn'] ?? ''))
          : (providerRender(token, args) ?? invokeResult(token, args, options.shapes, options.standIns));
      const response = new resourcePb.ResourceInvokeResponse();
      response.setReturn(Struct.fromJavaScript(result as Parameters<typeof Struct.fromJavaScript>[0]));
      callback(null, response);
    },
    registerPackage(
      _call: Call<InstanceType<typeof resourcePb.RegisterPackageRequest>>,
      callback: Callback<InstanceType<typeof resourcePb.RegisterPackageResponse>>,
    ) {
      callback(null, new resourcePb.RegisterPackageResponse().setRef(`package-${registrations.length}`));
    },
  };
  const engine = {
    log(call: Call<InstanceType<typeof enginePb.LogRequest>>, callback: Callback<Empty>) {
      const urn = call.request.getUrn();
      logs.push({
        severity: SEVERITIES[call.request.getSeverity()] ?? 'info',
        message: call.request.getMessage(),
        ...(urn === '' ? {} : { urn }),
      });
      callback(null, new Empty());
    },
    getRootResource(
      _call: Call<InstanceType<typeof enginePb.GetRootResourceRequest>>,
      callback: Callback<InstanceType<typeof enginePb.GetRootResourceResponse>>,
    ) {
      callback(null, new enginePb.GetRootResourceResponse().setUrn(root));
    },
    setRootResource(
      call: Call<InstanceType<typeof enginePb.SetRootResourceRequest>>,
      callback: Callback<InstanceType<typeof enginePb.SetRootResourceResponse>>,
    ) {
      root = call.request.getUrn();
      callback(null, new enginePb.SetRootResourceResponse());
    },
  };
  const server = new grpc.Server();
  server.addService(
    resourceGrpc.ResourceMonitorService,
    monitor as unknown as grpc.UntypedServiceImplementation,
  );
  server.addService(engineGrpc.EngineService, engine as unknown as grpc.UntypedServiceImplementation);
  const monitorAddress = `unix:${options.socketDir}/monitor.sock`;
  const engineAddress = `unix:${options.socketDir}/engine.sock`;
  await bind(server, monitorAddress);
  await bind(server, engineAddress);
  return {
    monitorAddress,
    engineAddress,
    record: () => ({ registrations: [...registrations], invokes: [...invokes], logs: [...logs], completed }),
    // Called once the child is gone: nothing more can arrive, so the server stops at once.
    close: () => {
      server.forceShutdown();
      return Promise.resolve();
    },
  };
}
