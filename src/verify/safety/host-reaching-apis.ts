/**
 * The ONE table of the APIs of allowed packages that reach the host or the verifier itself. A program may
 * import `@pulumi/pulumi` and the pinned providers, but not these members of them, whether named through the
 * namespace (`pulumi.runtime`), a named import (`import { runtime }`), a submodule specifier
 * (`@pulumi/pulumi/runtime`) or a destructuring (`const { runtime } = pulumi`). The OS sandbox is the
 * boundary; this table is the gate's layer in front of it, and the place to add the next one found.
 */
export interface HostReachingApi {
  /** The package (`@pulumi/pulumi`) and the member's path below it (`automation`, `yaml.ConfigFile`). */
  readonly package: string;
  readonly member: string;
  readonly reason: string;
  /** Members below it that only read the run's identity (`runtime.isDryRun`): a program may use these. */
  readonly readOnly?: readonly string[];
}

export const HOST_REACHING_APIS: readonly HostReachingApi[] = [
  {
    package: '@pulumi/pulumi',
    member: 'automation',
    reason:
      'the Automation API runs the Pulumi CLI (process execution) on host files (`PulumiCommand`, workspaces)',
  },
  {
    package: '@pulumi/pulumi',
    member: 'runtime',
    reason:
      'runtime internals: `setMocks`, the monitor and engine connections, settings and the tracing endpoint ' +
      '(fake or blind what the verifier records, reach the host)',
    readOnly: ['isDryRun', 'getProject', 'getStack', 'getOrganization'],
  },
  {
    package: '@pulumi/pulumi',
    member: 'provider',
    reason: 'the provider server: starts a gRPC server on the host',
  },
  {
    package: '@pulumi/pulumi',
    member: 'dynamic',
    reason: 'dynamic providers serialize closures that run inside the engine at deploy time',
  },
  {
    package: '@pulumi/pulumi',
    member: 'cmd',
    reason: "the language host's entry points (`cmd/run`): run programs, read host paths",
  },
  {
    package: '@pulumi/pulumi',
    member: 'proto',
    reason: "the engine's gRPC stubs: talk to the monitor directly (forge or hide registrations)",
  },
];

/**
 * The table's entry for a member path of `pkg` (`runtime`, `runtime.setMocks`), if it is host-reaching. A
 * path that goes on to a read-only member (`runtime.isDryRun`) is not.
 *
 * What a provider does is not host access: Kubernetes Helm releases and charts, `yaml/v2` and `kustomize`
 * are rendered by the provider, and `yaml.ConfigFile` reads its file inside the sandbox, where a file the
 * project does not hold is a finding of the mock run, not of this gate.
 */
export function hostReachingApi(pkg: string, member: string): HostReachingApi | undefined {
  const [head, next] = member.split('.');
  const api = HOST_REACHING_APIS.find((entry) => entry.package === pkg && entry.member === head);
  return api !== undefined && next !== undefined && api.readOnly?.includes(next) === true ? undefined : api;
}
