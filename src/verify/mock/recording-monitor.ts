import * as grpc from '@grpc/grpc-js';
// CommonJS modules whose exports Node's ESM loader cannot list (protobuf's `goog.object.extend(exports,…)`):
// imported whole and destructured, which works under Node, the bundler and vitest alike.
import engineGrpcModule from '@pulumi/pulumi/proto/engine_grpc_pb.js';
import enginePbModule from '@pulumi/pulumi/proto/engine_pb.js';
import resourceGrpcModule from '@pulumi/pulumi/proto/resource_grpc_pb.js';
import resourcePbModule from '@pulumi/pulumi/proto/resource_pb.js';
import type { Callback as CallbackProto } from '@pulumi/pulumi/proto/callback_pb.js';
import providerPbModule from '@pulumi/pulumi/proto/provider_pb.js';
import emptyPbModule from 'google-protobuf/google/protobuf/empty_pb.js';
import structPbModule from 'google-protobuf/google/protobuf/struct_pb.js';

import type { ResourceOutputsOf, ShapesOf } from './output-shapes.js';
import type { ListElementOf } from './output-types.js';
import type { StandIns } from './stand-ins.js';
import type { RunInvoke, RunRegistration, RunViolation } from './run-result.js';
import {
  applyTransforms,
  callbacksOf,
  type TransformCallback,
  type TransformInvoker,
  type TransformedRegistration,
} from './apply-transforms.js';
import { providerRender } from './provider-renders.js';
import { invokeResult, plainObject, resourceReference, UNKNOWN } from './wire-values.js';

const engineGrpc = engineGrpcModule;
const enginePb = enginePbModule;
const resourceGrpc = resourceGrpcModule;
const resourcePb = resourcePbModule;
const providerPb = providerPbModule;
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
 * the function's output schema; or, in `deploy` mode, as `pulumi up` does, with made-up ids and outputs.
 * The runner's own reports (the program finished; program code reached something it must not) arrive as
 * engine log messages that start with the run's nonce, which only the runner holds.
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
  /** The first stack resource got its outputs (the SDK sends them from a `finally`, even after a throw). */
  readonly completed: boolean;
  /** Set when the program sent more than the monitor's limits allow: the record stopped there. */
  readonly overflow?: string;
  /** The runner said, with the run's nonce, that the program ran to its end: the program cannot say it. */
  readonly finished: boolean;
  /** What program code reached that it must not, as the runner reported it with the nonce. */
  readonly violations: readonly RunViolation[];
  /** Stack resources registered after the first: a program forging a root of its own. */
  readonly extraRoots: readonly string[];
}

/**
 * What the parent records of one run at most, so a program cannot grow the parent's memory without bound:
 * each gRPC message is capped by the server, and the whole record by a count and a size. A real program
 * registers tens or hundreds of resources.
 */
export interface MonitorLimits {
  /** The largest gRPC message the server accepts. */
  readonly messageBytes: number;
  /** Registrations, reads, invokes and log messages together. */
  readonly messages: number;
  /** Their inputs and texts together, as JSON. */
  readonly bytes: number;
}

export const MONITOR_LIMITS: MonitorLimits = {
  messageBytes: 4 * 1024 ** 2,
  messages: 20_000,
  bytes: 64 * 1024 ** 2,
};

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
  /** Component token → its outputs that hold provider resources, answered as references. */
  readonly resourceOutputs?: ResourceOutputsOf;
  /** The run's made-up values, for invoke results. */
  readonly standIns: StandIns;
  /** One made-up element of a function's list of objects (`getOrganization().roots`), when its type is known. */
  readonly listElement?: ListElementOf;
  /** Default {@link MONITOR_LIMITS}. */
  readonly limits?: MonitorLimits;
  /** Called once when the program passes the limits, so the run can be stopped there. */
  readonly onOverflow?: () => void;
  /** The run's secret: engine log messages that start with it are the runner's, never the program's. */
  readonly nonce: string;
  /**
   * `preview` (default): new resources' computed outputs and ids stay unknown, as in `pulumi preview`.
   * `deploy`: every registration is answered as `pulumi up` would be, with a made-up id and outputs shaped by
   * the resource's schema, so `apply` callbacks on them run and what they declare is recorded.
   */
  readonly mode?: 'preview' | 'deploy';
  /**
   * Calls the program's resource transforms in the child (see `transform-channel.ts`). Without it the
   * monitor does not offer transforms, and the SDK refuses a program that registers one.
   */
  readonly transforms?: TransformInvoker;
}

/** Features the SDK asks about; hooks need callbacks the mock run does not answer, so they are off. */
const SUPPORTED_FEATURES = new Set([
  'secrets',
  'resourceReferences',
  'deletedWith',
  'aliasSpecs',
  'parameterization',
]);
const TRANSFORMS_FEATURE = 'transforms';

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

interface RecordBudget {
  admit(value: unknown): boolean;
  overflow(): string | undefined;
}

/** Counts what the monitor keeps; once over its limits it refuses everything after. */
function recordBudget(limits: MonitorLimits, onOverflow: () => void): RecordBudget {
  let messages = 0;
  let bytes = 0;
  let overflow: string | undefined;
  return {
    admit(value) {
      if (overflow !== undefined) return false;
      messages += 1;
      bytes += JSON.stringify(value)?.length ?? 0;
      if (messages > limits.messages) {
        overflow = `more than ${limits.messages} registrations, invokes and log messages`;
      } else if (bytes > limits.bytes) {
        overflow = `more than ${Math.round(limits.bytes / 1024)} KiB of registrations, invokes and logs`;
      }
      if (overflow !== undefined) onOverflow();
      return overflow === undefined;
    },
    overflow: () => overflow,
  };
}

const serviceError = (code: grpc.status, details: string): grpc.ServiceError =>
  Object.assign(new Error(details), { code, details, metadata: new grpc.Metadata() });
const exhausted = (details: string) => serviceError(grpc.status.RESOURCE_EXHAUSTED, details);
const internalError = (details: string) => serviceError(grpc.status.INTERNAL, details);

/** A runner message: `<nonce> finished` or `<nonce> violation <json>`; undefined for everything else. */
function runnerMessage(
  message: string,
  nonce: string,
):
  | { readonly kind: 'finished' }
  | { readonly kind: 'violation'; readonly violation: RunViolation }
  | undefined {
  if (nonce === '' || !message.startsWith(`${nonce} `)) return undefined;
  const body = message.slice(nonce.length + 1);
  if (body === 'finished') return { kind: 'finished' };
  if (!body.startsWith('violation ')) return undefined;
  try {
    const raw = JSON.parse(body.slice('violation '.length)) as Record<string, unknown>;
    return {
      kind: 'violation',
      violation: {
        what: String(raw['what'] ?? ''),
        stack: String(raw['stack'] ?? ''),
        ...(typeof raw['path'] === 'string' ? { path: raw['path'] } : {}),
      },
    };
  } catch {
    return { kind: 'violation', violation: { what: 'something it must not (unreadable report)', stack: '' } };
  }
}

/** What one run's monitor has recorded so far, and what it answers from. */
interface RunState {
  readonly options: RecordingMonitorOptions;
  readonly registrations: RunRegistration[];
  /** The first registration of each URN. */
  readonly byUrn: Map<string, RunRegistration>;
  readonly invokes: RunInvoke[];
  readonly logs: EngineLog[];
  readonly violations: RunViolation[];
  readonly extraRoots: string[];
  /** URN → type, for the URNs of children (`parentType$type`). */
  readonly types: Map<string, string>;
  /** URN → id: made up for a deployed resource, the asked-for one for a read. */
  readonly ids: Map<string, string>;
  readonly budget: RecordBudget;
  readonly deploy: boolean;
  /** URN → parent URN, for the transforms a resource inherits. */
  readonly parents: Map<string, string>;
  /** URN → the transforms it registered, which apply to its children too. */
  readonly resourceTransforms: Map<string, readonly TransformCallback[]>;
  /** `registerStackTransform`s, which apply to every resource after them. */
  readonly stackTransforms: TransformCallback[];
  /** The first stack resource's URN. */
  root: string;
  completed: boolean;
  finished: boolean;
}

function newRunState(options: RecordingMonitorOptions, limits: MonitorLimits): RunState {
  return {
    options,
    registrations: [],
    byUrn: new Map(),
    invokes: [],
    logs: [],
    violations: [],
    extraRoots: [],
    types: new Map(),
    ids: new Map(),
    budget: recordBudget(limits, options.onOverflow ?? (() => undefined)),
    deploy: options.mode === 'deploy',
    parents: new Map(),
    resourceTransforms: new Map(),
    stackTransforms: [],
    root: '',
    completed: false,
    finished: false,
  };
}

function urnOf(state: RunState, parent: string, type: string, name: string): string {
  const parentType = parent === '' ? undefined : state.types.get(parent);
  const qualified =
    parentType === undefined || parentType === 'pulumi:pulumi:Stack' ? type : `${parentType}$${type}`;
  const urn = `urn:pulumi:${state.options.stack}::${state.options.project}::${qualified}::${name}`;
  state.types.set(urn, type);
  return urn;
}

function resourceState(state: RunState, urn: string): Record<string, unknown> {
  const found = state.byUrn.get(urn);
  if (found !== undefined) return { urn, id: state.ids.get(urn) ?? '', state: { ...found.inputs } };
  // A component's child the program never registered (answered as a reference, see `resourceReferences`):
  // a preview does not know its outputs yet; a deployment has made-up ones.
  const [qualified = '', name = ''] = urn.split('::').slice(2);
  const type = qualified.split('$').pop() ?? '';
  const { options } = state;
  if (state.deploy) {
    return { urn, id: options.standIns.id(name), state: deployedState(options, type, name, {}) };
  }
  const unknown = Object.keys(options.shapes(type) ?? {}).map((output) => [output, UNKNOWN]);
  return { urn, id: '', state: Object.fromEntries(unknown) };
}

/** `pulumi up`'s answer: the inputs back, every output the schema shapes made up, and an id. */
function deployedState(
  options: RecordingMonitorOptions,
  type: string,
  name: string,
  inputs: Record<string, unknown>,
): Record<string, unknown> {
  const owner = `${type.split(':').pop() ?? type}-${name}`;
  const out: Record<string, unknown> = { ...inputs };
  for (const [prop, shape] of Object.entries(options.shapes(type) ?? {})) {
    if (out[prop] === undefined) out[prop] = options.standIns.output(shape, owner, prop);
  }
  return out;
}

/**
 * A remote component's outputs that are resources of a provider (eks's `eksCluster`, `instanceRoles`), as
 * references to children under the component's URN: a preview knows their URNs, and a program that passes
 * them on (`aliases: [{ parent: cluster.eksCluster.urn }]`, `nodeRole: roles[0]`) needs them.
 */
function resourceReferences(
  state: RunState,
  type: string,
  name: string,
  urn: string,
): Record<string, unknown> {
  const references: Record<string, unknown> = {};
  const prefix = urn.slice(0, urn.lastIndexOf('::'));
  for (const [prop, output] of Object.entries(state.options.resourceOutputs?.(type) ?? {})) {
    const reference = (child: string) =>
      resourceReference(
        `${prefix}$${output.token}::${child}`,
        state.deploy ? state.options.standIns.id(child) : undefined,
      );
    references[prop] = output.list ? [reference(`${name}-${prop}-0`)] : reference(`${name}-${prop}`);
  }
  return references;
}

function keep(state: RunState, registration: RunRegistration): void {
  state.registrations.push(registration);
  if (registration.urn !== undefined && !state.byUrn.has(registration.urn))
    state.byUrn.set(registration.urn, registration);
}

type StructValue = Parameters<typeof Struct.fromJavaScript>[0];

/** The transforms a registration runs, in the engine's order: its own, each ancestor's, then the stack's. */
function transformChain(state: RunState, urn: string, parent: string): TransformCallback[] {
  const chain = [...(state.resourceTransforms.get(urn) ?? [])];
  const seen = new Set<string>();
  for (
    let current = parent;
    current !== '' && !seen.has(current);
    current = state.parents.get(current) ?? ''
  ) {
    seen.add(current);
    chain.push(...(state.resourceTransforms.get(current) ?? []));
  }
  return [...chain, ...state.stackTransforms];
}

/** The registration as the engine takes it: after its transforms, or as sent when it has none. */
async function transformed(
  state: RunState,
  req: InstanceType<typeof resourcePb.RegisterResourceRequest>,
  urn: string,
): Promise<TransformedRegistration | grpc.ServiceError> {
  const own = callbacksOf(req.getTransformsList());
  if (own.length > 0) state.resourceTransforms.set(urn, own);
  const chain = transformChain(state, urn, req.getParent());
  const sent = {
    object: req.getObject(),
    provider: req.getProvider(),
    dependencies: req.getDependenciesList(),
  };
  const invoke = state.options.transforms;
  if (chain.length === 0 || invoke === undefined) return sent;
  const outcome = await applyTransforms(req, chain, invoke);
  if (outcome.kind === 'applied') {
    const { registration } = outcome;
    return {
      ...registration,
      dependencies: [...new Set([...sent.dependencies, ...registration.dependencies])],
    };
  }
  const details =
    outcome.kind === 'failed'
      ? // The SDK's callback server says "transform failed: …" already; said once.
        `transform failed: ${outcome.message.replace(/^transform failed:\s*/, '')}`
      : `the mock run could not apply transforms: ${outcome.reason}`;
  return serviceError(grpc.status.UNKNOWN, details);
}

async function registerResource(
  state: RunState,
  call: Call<InstanceType<typeof resourcePb.RegisterResourceRequest>>,
  callback: Callback<InstanceType<typeof resourcePb.RegisterResourceResponse>>,
): Promise<void> {
  const { options, budget, deploy } = state;
  const req = call.request;
  if (!budget.admit(req.getObject()?.toJavaScript() ?? {}))
    return callback(exhausted(budget.overflow() ?? ''));
  const urn = urnOf(state, req.getParent(), req.getType(), req.getName());
  if (req.getParent() !== '') state.parents.set(urn, req.getParent());
  const registration = await transformed(state, req, urn);
  if (registration instanceof Error) return callback(registration);
  const inputs = registration.object?.toJavaScript() ?? {};
  // What a transform returned counts toward the record's budget as much as what the program sent.
  if (registration.object !== req.getObject() && !budget.admit(inputs))
    return callback(exhausted(budget.overflow() ?? ''));
  // Only the first stack resource is the root; another is the program forging one.
  if (req.getType() === 'pulumi:pulumi:Stack') {
    if (state.root === '' && req.getParent() === '') state.root = urn;
    else state.extraRoots.push(urn);
  }
  const propertyDependencies: Record<string, readonly string[]> = {};
  req.getPropertydependenciesMap().forEach((deps, key) => {
    propertyDependencies[key] = deps.getUrnsList();
  });
  keep(state, {
    type: req.getType(),
    name: req.getName(),
    custom: req.getCustom(),
    ...(req.getRemote() ? { remote: true } : {}),
    urn,
    ...(req.getParent() === '' ? {} : { parent: req.getParent() }),
    ...(registration.provider === '' ? {} : { provider: registration.provider }),
    inputs: plainObject(inputs),
    dependencies: registration.dependencies,
    propertyDependencies,
    read: false,
  });
  // A preview: the inputs come back, computed outputs and the id of a new resource stay unknown. A
  // deployment: made-up outputs and id, so what depends on them runs.
  const answer = {
    ...(deploy && (req.getCustom() || req.getRemote())
      ? deployedState(options, req.getType(), req.getName(), inputs as Record<string, unknown>)
      : inputs),
    ...(req.getRemote() ? resourceReferences(state, req.getType(), req.getName(), urn) : {}),
  };
  const id =
    deploy && req.getCustom()
      ? options.standIns.id(`${req.getType().split(':').pop() ?? ''}-${req.getName()}`)
      : '';
  if (id !== '') state.ids.set(urn, id);
  const response = new resourcePb.RegisterResourceResponse().setUrn(urn).setId(id);
  response.setObject(Struct.fromJavaScript(answer as StructValue));
  callback(null, response);
}

function readResource(
  state: RunState,
  call: Call<InstanceType<typeof resourcePb.ReadResourceRequest>>,
  callback: Callback<InstanceType<typeof resourcePb.ReadResourceResponse>>,
): void {
  const { budget } = state;
  const req = call.request;
  const properties = req.getProperties()?.toJavaScript() ?? {};
  if (!budget.admit(properties)) return callback(exhausted(budget.overflow() ?? ''));
  const urn = urnOf(state, req.getParent(), req.getType(), req.getName());
  keep(state, {
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
  state.ids.set(urn, req.getId());
  const answer = state.deploy
    ? deployedState(state.options, req.getType(), req.getName(), properties as Record<string, unknown>)
    : properties;
  const response = new resourcePb.ReadResourceResponse().setUrn(urn);
  response.setProperties(Struct.fromJavaScript(answer as StructValue));
  callback(null, response);
}

/**
 * A component's method (`cluster.getKubeconfig()`, `pulumi.runtime.call`), which the provider answers at
 * run time. Nothing declares what a method returns in the snapshot, so the answer is empty: its fields
 * read as undefined, as an output the preview cannot know stays unset, and the program goes on.
 */
function callMethod(
  state: RunState,
  call: Call<InstanceType<typeof resourcePb.ResourceCallRequest>>,
  callback: Callback<InstanceType<typeof providerPb.CallResponse>>,
): void {
  const args = plainObject(call.request.getArgs()?.toJavaScript() ?? {});
  if (!state.budget.admit(args)) return callback(exhausted(state.budget.overflow() ?? ''));
  callback(null, new providerPb.CallResponse().setReturn(Struct.fromJavaScript({})));
}

function invoke(
  state: RunState,
  call: Call<InstanceType<typeof resourcePb.ResourceInvokeRequest>>,
  callback: Callback<InstanceType<typeof resourcePb.ResourceInvokeResponse>>,
): void {
  const { options, budget } = state;
  const token = call.request.getTok();
  const args = plainObject(call.request.getArgs()?.toJavaScript() ?? {});
  if (!budget.admit(args)) return callback(exhausted(budget.overflow() ?? ''));
  if (token !== 'pulumi:pulumi:getResource') state.invokes.push({ token, inputs: args });
  // A resource passed as an input (`topic: topic`) comes back as a reference the SDK rehydrates through
  // this built-in invoke: answer with the resource's URN and the state a preview knows (its inputs).
  const result =
    token === 'pulumi:pulumi:getResource'
      ? resourceState(state, String(args['urn'] ?? ''))
      : (providerRender(token, args) ??
        invokeResult(token, args, options.shapes, options.standIns, options.listElement));
  const response = new resourcePb.ResourceInvokeResponse();
  response.setReturn(Struct.fromJavaScript(result as StructValue));
  callback(null, response);
}

/** The ResourceMonitor service: registrations, reads and invokes, recorded and answered. */
function monitorService(state: RunState) {
  return {
    supportsFeature(
      call: Call<InstanceType<typeof resourcePb.SupportsFeatureRequest>>,
      callback: Callback<InstanceType<typeof resourcePb.SupportsFeatureResponse>>,
    ) {
      callback(
        null,
        new resourcePb.SupportsFeatureResponse().setHassupport(
          SUPPORTED_FEATURES.has(call.request.getId()) ||
            (call.request.getId() === TRANSFORMS_FEATURE && state.options.transforms !== undefined),
        ),
      );
    },
    registerResource: (
      call: Call<InstanceType<typeof resourcePb.RegisterResourceRequest>>,
      callback: Callback<InstanceType<typeof resourcePb.RegisterResourceResponse>>,
    ) => {
      // Async for its transforms: whatever fails in it answers the SDK, never reaches the parent's process.
      registerResource(state, call, callback).catch((error: unknown) =>
        callback(internalError(error instanceof Error ? error.message : String(error))),
      );
    },
    registerStackTransform(call: Call<CallbackProto>, callback: Callback<Empty>) {
      state.stackTransforms.push(...callbacksOf([call.request]));
      callback(null, new Empty());
    },
    registerResourceOutputs(
      call: Call<InstanceType<typeof resourcePb.RegisterResourceOutputsRequest>>,
      callback: Callback<Empty>,
    ) {
      if (call.request.getUrn() === state.root && state.root !== '') state.completed = true;
      callback(null, new Empty());
    },
    readResource: readResource.bind(null, state),
    invoke: invoke.bind(null, state),
    call: callMethod.bind(null, state),
    registerPackage(
      _call: Call<InstanceType<typeof resourcePb.RegisterPackageRequest>>,
      callback: Callback<InstanceType<typeof resourcePb.RegisterPackageResponse>>,
    ) {
      callback(
        null,
        new resourcePb.RegisterPackageResponse().setRef(`package-${state.registrations.length}`),
      );
    },
  };
}

/** The Engine service: the program's log messages (and the runner's, by the nonce) and the root resource. */
function engineService(state: RunState) {
  return {
    log(call: Call<InstanceType<typeof enginePb.LogRequest>>, callback: Callback<Empty>) {
      const fromRunner = runnerMessage(call.request.getMessage(), state.options.nonce);
      if (fromRunner !== undefined) {
        if (fromRunner.kind === 'finished') state.finished = true;
        else state.violations.push(fromRunner.violation);
        callback(null, new Empty());
        return;
      }
      const urn = call.request.getUrn();
      if (!state.budget.admit(call.request.getMessage()))
        return callback(exhausted(state.budget.overflow() ?? ''));
      state.logs.push({
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
      callback(null, new enginePb.GetRootResourceResponse().setUrn(state.root));
    },
    setRootResource(
      call: Call<InstanceType<typeof enginePb.SetRootResourceRequest>>,
      callback: Callback<InstanceType<typeof enginePb.SetRootResourceResponse>>,
    ) {
      // The root is the first stack registered; a later claim is recorded, never believed.
      const urn = call.request.getUrn();
      if (urn !== state.root && !state.extraRoots.includes(urn)) state.extraRoots.push(urn);
      callback(null, new enginePb.SetRootResourceResponse());
    },
  };
}

/** A copy of what the run has recorded so far. */
function recordSoFar(state: RunState): MonitorRecord {
  const overflow = state.budget.overflow();
  return {
    registrations: [...state.registrations],
    invokes: [...state.invokes],
    logs: [...state.logs],
    completed: state.completed,
    finished: state.finished,
    violations: [...state.violations],
    extraRoots: [...state.extraRoots],
    ...(overflow === undefined ? {} : { overflow }),
  };
}

export async function startRecordingMonitor(options: RecordingMonitorOptions): Promise<RecordingMonitor> {
  const limits = options.limits ?? MONITOR_LIMITS;
  const state = newRunState(options, limits);
  const server = new grpc.Server({
    'grpc.max_receive_message_length': limits.messageBytes,
  });
  server.addService(
    resourceGrpc.ResourceMonitorService,
    monitorService(state) as unknown as grpc.UntypedServiceImplementation,
  );
  server.addService(
    engineGrpc.EngineService,
    engineService(state) as unknown as grpc.UntypedServiceImplementation,
  );
  const monitorAddress = `unix:${options.socketDir}/monitor.sock`;
  const engineAddress = `unix:${options.socketDir}/engine.sock`;
  await bind(server, monitorAddress);
  await bind(server, engineAddress);
  return {
    monitorAddress,
    engineAddress,
    record: () => recordSoFar(state),
    // Called once the child is gone: nothing more can arrive, so the server stops at once.
    close: () => {
      server.forceShutdown();
      return Promise.resolve();
    },
  };
}
