import type { EnforcementLevel, Policies } from '@pulumi/policy';
import type analyzerProtoModule from '@pulumi/pulumi/proto/analyzer_pb.js';
import type structProtoModule from 'google-protobuf/google/protobuf/struct_pb.js';

import type { RegisteredResource } from '../types.js';

/**
 * Runs CrossGuard policies the way `pulumi preview --policy-pack` does, without the CLI: through
 * `@pulumi/policy`'s own analyzer handlers (`makeAnalyzeRpcFun`, `makeAnalyzeStackRpcFun`, the functions its
 * gRPC server registers), called with the same `AnalyzeRequest` / `AnalyzeStackRequest` messages the engine
 * sends. So the policies see exactly what the engine would give them (deserialised props behind the
 * unknown-checking proxy, `isType`/`asType` via `__pulumiType`/`isInstance`, `notApplicable`, the
 * provider-type fast path) and no rule engine of ours stands in between.
 *
 * {@link createAnalyzer} is SELF-CONTAINED: it reads nothing from this module's scope (its modules come in as
 * arguments, the imports above are types only), because a repository's pack runs it inside the sandbox from
 * its source text (`policy-runner-source.ts`); the bundled baseline runs it in-process with the parent's
 * copies of the same modules.
 */

/** The modules the analyzer drives: `@pulumi/policy/server.js` and the protobuf messages it reads. */
export interface AnalyzerModules {
  readonly policyServer: unknown;
  readonly analyzerProto: typeof analyzerProtoModule;
  readonly structProto: typeof structProtoModule;
}

/** A pack ready to run: every policy carries the enforcement level it runs at (config already applied). */
export interface ResolvedPack {
  readonly name: string;
  readonly version: string;
  readonly policies: Policies;
}

/** One diagnostic as the analyzer reported it; the parent turns it into a violation of a recorded resource. */
export interface PolicyDiagnostic {
  readonly policyName: string;
  readonly description: string;
  readonly message: string;
  readonly enforcementLevel: 'advisory' | 'mandatory';
  readonly severity?: 'low' | 'medium' | 'high' | 'critical';
  /** The resource the diagnostic is about: the diagnostic's own URN, else the analysed resource's. */
  readonly urn?: string;
}

/** What a pack said about one set of registrations; `crashes`: a policy threw something other than "not applicable". */
export interface PackAnalysis {
  readonly diagnostics: readonly PolicyDiagnostic[];
  readonly crashes: readonly string[];
}

export interface Analyzer {
  /**
   * Every resource policy of the pack on every registered resource (functions are not resources: the engine
   * never analyses invokes; explicit providers are), then its stack policies on all of them together.
   */
  analyze(pack: ResolvedPack, resources: readonly RegisteredResource[]): Promise<PackAnalysis>;
}

// eslint-disable-next-line max-lines-per-function -- sent whole into the sandboxed pack runner (its source text), so its helpers must live inside it
export function createAnalyzer(modules: AnalyzerModules): Analyzer {
  type AnalyzeResponse = InstanceType<typeof modules.analyzerProto.AnalyzeResponse>;
  type Diagnostic = InstanceType<typeof modules.analyzerProto.AnalyzeDiagnostic>;
  type Callback = (error: unknown, response?: AnalyzeResponse) => void;
  type Handler = (call: { request: unknown }, callback: Callback) => Promise<void>;
  type MakeHandler = (name: string, version: string, level: EnforcementLevel, policies: Policies) => Handler;
  // The handlers `server.js` exports (marked internal, so absent from its declarations).
  const server = modules.policyServer as {
    makeAnalyzeRpcFun: MakeHandler;
    makeAnalyzeStackRpcFun: MakeHandler;
  };
  const proto = modules.analyzerProto;
  const severities = new Map<number, PolicyDiagnostic['severity']>([
    [proto.PolicySeverity.POLICY_SEVERITY_LOW, 'low'],
    [proto.PolicySeverity.POLICY_SEVERITY_MEDIUM, 'medium'],
    [proto.PolicySeverity.POLICY_SEVERITY_HIGH, 'high'],
    [proto.PolicySeverity.POLICY_SEVERITY_CRITICAL, 'critical'],
  ]);

  /** A URN for resources recorded without one (the mock run always records one; this keeps types honest). */
  const urnOf = (resource: RegisteredResource): string =>
    resource.urn ?? `urn:pulumi:stack::project::${resource.token}::${resource.name}`;

  function options(resource: RegisteredResource) {
    const value = new proto.AnalyzerResourceOptions();
    value.setProtect(false);
    value.setCustomtimeouts(new proto.AnalyzerResourceOptions.CustomTimeouts());
    if (resource.parent !== undefined) value.setParent(resource.parent);
    return value;
  }

  // The mock run's inputs are JSON already (secrets unwrapped, references as URNs): what the engine's
  // `Struct` carries for known values.
  const properties = (resource: RegisteredResource) =>
    modules.structProto.Struct.fromJavaScript(JSON.parse(JSON.stringify(resource.inputs)) as never);

  function resourceRequest(resource: RegisteredResource) {
    const request = new proto.AnalyzeRequest();
    request.setType(resource.token);
    request.setName(resource.name);
    request.setUrn(urnOf(resource));
    request.setProperties(properties(resource));
    request.setOptions(options(resource));
    return request;
  }

  function stackRequest(resources: readonly RegisteredResource[]) {
    const request = new proto.AnalyzeStackRequest();
    request.setResourcesList(
      resources.map((resource) => {
        const entry = new proto.AnalyzerResource();
        entry.setType(resource.token);
        entry.setName(resource.name);
        entry.setUrn(urnOf(resource));
        entry.setProperties(properties(resource));
        entry.setOptions(options(resource));
        if (resource.parent !== undefined) entry.setParent(resource.parent);
        entry.setDependenciesList([...resource.dependsOn]);
        return entry;
      }),
    );
    return request;
  }

  function call(handler: Handler, request: unknown): Promise<AnalyzeResponse> {
    return new Promise((resolve, reject) => {
      void handler({ request }, (error, response) => {
        if (error !== null && error !== undefined)
          reject(error instanceof Error ? error : new Error(String(error)));
        else if (response === undefined) reject(new Error('the analyzer returned no response'));
        else resolve(response);
      });
    });
  }

  function diagnostic(entry: Diagnostic, fallbackUrn?: string): PolicyDiagnostic {
    const urn = entry.getUrn() || fallbackUrn;
    const severity = severities.get(entry.getSeverity());
    return {
      policyName: entry.getPolicyname(),
      description: entry.getDescription(),
      message: entry.getMessage(),
      enforcementLevel:
        entry.getEnforcementlevel() === proto.EnforcementLevel.ADVISORY ? 'advisory' : 'mandatory',
      ...(severity === undefined ? {} : { severity }),
      ...(urn === undefined ? {} : { urn }),
    };
  }

  /** The handler wraps the policy's error with its stack (`asGrpcError`); the lines before the frames say it. */
  function crashMessage(error: unknown): string {
    const text = error instanceof Error ? error.message : String(error);
    const lines = text.split('\n').filter((line) => !/^\s+at /.test(line));
    return lines.join(' ').replace(/\s+/g, ' ').trim() || 'unknown error';
  }

  return {
    async analyze(pack, resources) {
      const registered = resources.filter((r) => r.kind === 'resource');
      // The level argument only matters for policies without one; every resolved policy has its own.
      const analyze = server.makeAnalyzeRpcFun(pack.name, pack.version, 'advisory', pack.policies);
      const analyzeStack = server.makeAnalyzeStackRpcFun(pack.name, pack.version, 'advisory', pack.policies);
      const diagnostics: PolicyDiagnostic[] = [];
      const crashes: string[] = [];
      for (const resource of registered) {
        try {
          const response = await call(analyze, resourceRequest(resource));
          diagnostics.push(
            ...response.getDiagnosticsList().map((entry) => diagnostic(entry, urnOf(resource))),
          );
        } catch (error) {
          crashes.push(crashMessage(error));
        }
      }
      try {
        const response = await call(analyzeStack, stackRequest(registered));
        diagnostics.push(...response.getDiagnosticsList().map((entry) => diagnostic(entry)));
      } catch (error) {
        crashes.push(crashMessage(error));
      }
      return { diagnostics, crashes };
    },
  };
}
