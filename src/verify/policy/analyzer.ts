import type { EnforcementLevel, Policies } from '@pulumi/policy';
import policyServer from '@pulumi/policy/server.js';
import analyzerProto from '@pulumi/pulumi/proto/analyzer_pb.js';
import structProto from 'google-protobuf/google/protobuf/struct_pb.js';

import { errorMessage } from '../../shared/errors.js';
import type { RegisteredResource } from '../types.js';
import type { PolicyViolation } from './types.js';

/**
 * Runs CrossGuard policies the way `pulumi preview --policy-pack` does, without the CLI: through
 * `@pulumi/policy`'s own analyzer handlers (`makeAnalyzeRpcFun`, `makeAnalyzeStackRpcFun`, the functions its
 * gRPC server registers), called in-process with the same `AnalyzeRequest` / `AnalyzeStackRequest` messages
 * the engine sends. So the policies see exactly what the engine would give them (deserialised props behind
 * the unknown-checking proxy, `isType`/`asType` via `__pulumiType`/`isInstance`, `notApplicable`, the
 * provider-type fast path) and no rule engine of ours stands in between.
 */

type AnalyzeCallback = (error: unknown, response?: analyzerProto.AnalyzeResponse) => void;
type AnalyzeHandler<Request> = (call: { request: Request }, callback: AnalyzeCallback) => Promise<void>;

/** The handlers `server.js` exports (marked internal, so absent from its declarations). */
interface AnalyzerServer {
  makeAnalyzeRpcFun(
    name: string,
    version: string,
    level: EnforcementLevel,
    policies: Policies,
  ): AnalyzeHandler<analyzerProto.AnalyzeRequest>;
  makeAnalyzeStackRpcFun(
    name: string,
    version: string,
    level: EnforcementLevel,
    policies: Policies,
  ): AnalyzeHandler<analyzerProto.AnalyzeStackRequest>;
}

const server = policyServer as unknown as AnalyzerServer;

/** A pack ready to run: every policy carries the enforcement level it runs at (config already applied). */
export interface ResolvedPack {
  readonly name: string;
  readonly version: string;
  readonly policies: Policies;
}

/** An analyzer handler failed: a policy threw something other than "not applicable" or "unknown value". */
export interface PolicyCrash {
  readonly packName: string;
  readonly message: string;
}

export interface PackAnalysis {
  readonly violations: readonly PolicyViolation[];
  readonly crashes: readonly PolicyCrash[];
}

const SEVERITIES = new Map<number, PolicyViolation['severity']>([
  [analyzerProto.PolicySeverity.POLICY_SEVERITY_LOW, 'low'],
  [analyzerProto.PolicySeverity.POLICY_SEVERITY_MEDIUM, 'medium'],
  [analyzerProto.PolicySeverity.POLICY_SEVERITY_HIGH, 'high'],
  [analyzerProto.PolicySeverity.POLICY_SEVERITY_CRITICAL, 'critical'],
]);

function resourceOptions(resource: RegisteredResource): analyzerProto.AnalyzerResourceOptions {
  const options = new analyzerProto.AnalyzerResourceOptions();
  options.setProtect(false);
  options.setCustomtimeouts(new analyzerProto.AnalyzerResourceOptions.CustomTimeouts());
  if (resource.parent !== undefined) {
    options.setParent(resource.parent);
  }
  return options;
}

/** A URN for resources the mock run recorded without one (it always records one; this keeps types honest). */
function urnOf(resource: RegisteredResource): string {
  return resource.urn ?? `urn:pulumi:stack::project::${resource.token}::${resource.name}`;
}

function properties(resource: RegisteredResource): structProto.Struct {
  // The mock run's inputs are JSON already (secrets unwrapped, references as URNs): what the engine's
  // `Struct` carries for known values.
  return structProto.Struct.fromJavaScript(
    JSON.parse(JSON.stringify(resource.inputs)) as Record<string, structProto.JavaScriptValue>,
  );
}

function analyzeRequest(resource: RegisteredResource): analyzerProto.AnalyzeRequest {
  const request = new analyzerProto.AnalyzeRequest();
  request.setType(resource.token);
  request.setName(resource.name);
  request.setUrn(urnOf(resource));
  request.setProperties(properties(resource));
  request.setOptions(resourceOptions(resource));
  return request;
}

function stackRequest(resources: readonly RegisteredResource[]): analyzerProto.AnalyzeStackRequest {
  const request = new analyzerProto.AnalyzeStackRequest();
  request.setResourcesList(
    resources.map((resource) => {
      const entry = new analyzerProto.AnalyzerResource();
      entry.setType(resource.token);
      entry.setName(resource.name);
      entry.setUrn(urnOf(resource));
      entry.setProperties(properties(resource));
      entry.setOptions(resourceOptions(resource));
      if (resource.parent !== undefined) {
        entry.setParent(resource.parent);
      }
      entry.setDependenciesList([...resource.dependsOn]);
      return entry;
    }),
  );
  return request;
}

function call<Request>(
  handler: AnalyzeHandler<Request>,
  request: Request,
): Promise<analyzerProto.AnalyzeResponse> {
  return new Promise((resolve, reject) => {
    void handler({ request }, (error, response) => {
      if (error !== null && error !== undefined)
        reject(error instanceof Error ? error : new Error(String(error)));
      else if (response === undefined) reject(new Error('the analyzer returned no response'));
      else resolve(response);
    });
  });
}

function toViolation(
  diagnostic: analyzerProto.AnalyzeDiagnostic,
  byUrn: ReadonlyMap<string, RegisteredResource>,
  fallbackUrn?: string,
): PolicyViolation {
  const urn = diagnostic.getUrn() || fallbackUrn;
  const resource = urn === undefined ? undefined : byUrn.get(urn);
  const severity = SEVERITIES.get(diagnostic.getSeverity());
  return {
    policyName: diagnostic.getPolicyname(),
    packName: diagnostic.getPolicypackname(),
    packVersion: diagnostic.getPolicypackversion(),
    description: diagnostic.getDescription(),
    message: diagnostic.getMessage(),
    enforcementLevel:
      diagnostic.getEnforcementlevel() === analyzerProto.EnforcementLevel.ADVISORY ? 'advisory' : 'mandatory',
    ...(severity === undefined ? {} : { severity }),
    ...(urn === undefined ? {} : { urn }),
    ...(resource === undefined ? {} : { token: resource.token, resourceName: resource.name }),
  };
}

/** The handler wraps the policy's error with its stack (`asGrpcError`); the lines before the frames say it. */
function crashMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : errorMessage(error);
  return errorMessage(
    text
      .split('\n')
      .filter((line) => !/^\s+at /.test(line))
      .join('\n'),
  );
}

/**
 * Every resource policy of the pack on every registered resource (functions are not resources: the engine
 * never analyses invokes), then its stack policies on all of them together.
 */
export async function analyzePack(
  pack: ResolvedPack,
  resources: readonly RegisteredResource[],
): Promise<PackAnalysis> {
  const registered = resources.filter((r) => r.kind === 'resource');
  const byUrn = new Map(registered.map((r) => [urnOf(r), r]));
  // The level argument only matters for policies without one; every resolved policy has its own.
  const analyze = server.makeAnalyzeRpcFun(pack.name, pack.version, 'advisory', pack.policies);
  const analyzeStack = server.makeAnalyzeStackRpcFun(pack.name, pack.version, 'advisory', pack.policies);
  const violations: PolicyViolation[] = [];
  const crashes: PolicyCrash[] = [];
  for (const resource of registered) {
    try {
      const response = await call(analyze, analyzeRequest(resource));
      for (const diagnostic of response.getDiagnosticsList()) {
        violations.push(toViolation(diagnostic, byUrn, urnOf(resource)));
      }
    } catch (error) {
      crashes.push({ packName: pack.name, message: crashMessage(error) });
    }
  }
  try {
    const response = await call(analyzeStack, stackRequest(registered));
    for (const diagnostic of response.getDiagnosticsList()) {
      violations.push(toViolation(diagnostic, byUrn));
    }
  } catch (error) {
    crashes.push({ packName: pack.name, message: error instanceof Error ? error.message : String(error) });
  }
  return { violations, crashes };
}
