import type { SandboxChoice } from '../../../src/sandbox/types.js';
import { createPolicyRung, type PolicyRungDeps } from '../../../src/verify/policy/policy-rung.js';
import type { RegisteredResource, Rung, RungCheck, RungName } from '../../../src/verify/types.js';

/** A registration as the mock run records it: URN, token, name and the inputs the program passed. */
export function registered(
  token: string,
  name: string,
  inputs: Record<string, unknown>,
  dependsOn: readonly string[] = [],
): RegisteredResource {
  return { token, name, kind: 'resource', urn: urnOf(token, name), inputs, dependsOn };
}

export function urnOf(token: string, name: string): string {
  return `urn:pulumi:dev::proj::${token}::${name}`;
}

/** `earlier` as the ladder passes it: the mock rung passed with these resources. */
export function afterMock(resources: readonly RegisteredResource[]): ReadonlyMap<RungName, RungCheck> {
  return new Map<RungName, RungCheck>([['mock', { kind: 'passed', warnings: [], details: { resources } }]]);
}

/** The baseline needs no sandbox (it runs in-process): the rung as it runs on a machine without one. */
export const NO_SANDBOX: SandboxChoice = { kind: 'unavailable', reason: 'no sandbox (this test needs none)' };

/** The policy rung with the bundled baseline, as the pipeline builds it. */
export function baselineRung(overrides: Partial<PolicyRungDeps> = {}): Rung<'policy'> {
  return createPolicyRung({
    mode: 'mandatory',
    packDirs: [],
    sandbox: NO_SANDBOX,
    nodePath: process.execPath,
    ...overrides,
  });
}
