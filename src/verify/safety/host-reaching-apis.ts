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
  {
    package: '@pulumi/kubernetes',
    member: 'yaml',
    reason: '`ConfigFile`/`ConfigGroup` read host files, expand globs and fetch URLs at run time',
  },
  {
    package: '@pulumi/kubernetes',
    member: 'helm',
    reason: 'local charts are read from the host file system and the `helm` binary may run',
  },
  {
    package: '@pulumi/kubernetes',
    member: 'kustomize',
    reason: '`Directory` reads host directories and fetches remote kustomizations',
  },
];

/** The table's entry for `member` of `pkg` (the first segment of a member path), if it is host-reaching. */
export function hostReachingApi(pkg: string, member: string): HostReachingApi | undefined {
  const head = member.split('.')[0];
  return HOST_REACHING_APIS.find((api) => api.package === pkg && api.member === head);
}
