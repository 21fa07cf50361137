import type { MockRunResult, RunRegistration } from './run-result.js';

/**
 * How a registration came to be, for what counts as a resource the program deploys:
 * - `read`: `Resource.get(...)`, a read of something that exists, not a create;
 * - `component`: a component resource the program registered itself (not a provider package's class). It
 *   deploys nothing by itself, whatever type token it claims;
 * - `deployed`: a custom resource to create, a remote (multi-language) component the engine constructs, or
 *   a local component of a provider package that the program constructed from the package (the runner saw
 *   the package's class built with that name), and the components such a component made inside itself
 *   (a custom or remote parent vouches for nothing: JavaScript children of those are the program's own).
 */
export type RegistrationOrigin = 'read' | 'component' | 'deployed';

/** Origins of every registration of a run, by URN. */
export function registrationOrigins(
  run: Pick<MockRunResult, 'registrations' | 'calls'>,
): Map<string, RegistrationOrigin> {
  const constructed = new Set(
    run.calls
      .filter((call) => call.kind === 'resource')
      .map((call) => `${call.token ?? ''}\u0000${call.name ?? ''}`),
  );
  const byUrn = new Map(run.registrations.flatMap((r) => (r.urn === undefined ? [] : [[r.urn, r] as const])));
  const vouched = new Map<string, boolean>();
  const isVouched = (registration: RunRegistration, depth = 0): boolean => {
    const urn = registration.urn ?? '';
    const known = vouched.get(urn);
    if (known !== undefined) return known;
    // A class may register under its name with a prefix (`helm.v3.Chart`'s `resourcePrefix`: "dup-nginx").
    const dash = registration.name.indexOf('-');
    const own =
      constructed.has(`${registration.type}\u0000${registration.name}`) ||
      (dash > 0 && constructed.has(`${registration.type}\u0000${registration.name.slice(dash + 1)}`));
    const parent = registration.parent === undefined ? undefined : byUrn.get(registration.parent);
    const result =
      own ||
      (parent !== undefined &&
        parent.type !== 'pulumi:pulumi:Stack' &&
        depth < 50 &&
        !parent.custom &&
        parent.remote !== true &&
        isVouched(parent, depth + 1));
    vouched.set(urn, result);
    return result;
  };
  const origins = new Map<string, RegistrationOrigin>();
  for (const registration of run.registrations) {
    if (registration.urn === undefined) continue;
    const origin: RegistrationOrigin = registration.read
      ? 'read'
      : registration.custom || registration.remote === true || isVouched(registration)
        ? 'deployed'
        : 'component';
    origins.set(registration.urn, origin);
  }
  return origins;
}
