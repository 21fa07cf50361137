import { packageOf, PROVIDER_PREFIX } from '../../plan/provider-wiring.js';
import type { Plan, PlannedComponent } from '../../plan/types.js';
import type { RegisteredResource } from '../types.js';

/** A resource of a planned provider's package that does not go through the provider the request asked for. */
export interface StrayResource {
  readonly provider: PlannedComponent;
  readonly resource: RegisteredResource;
}

/** Whether the resource, or a parent it is registered under, was handed one of the providers. */
function goesThrough(
  resource: RegisteredResource,
  providers: ReadonlySet<string>,
  byUrn: ReadonlyMap<string, RegisteredResource>,
): boolean {
  const seen = new Set<RegisteredResource>();
  for (let r: RegisteredResource | undefined = resource; r !== undefined && !seen.has(r);) {
    seen.add(r);
    if (r.dependsOn.some((urn) => providers.has(urn))) return true;
    r = r.parent === undefined ? undefined : byUrn.get(r.parent);
  }
  return false;
}

/**
 * The resources that bypass an explicit provider the request asks for ("deploy it to that new cluster, using a
 * Kubernetes provider built from the cluster's kubeconfig"): every resource of the provider's package must be
 * handed the provider bound to the planned one (in its resource options, or its parent's), or it lands on
 * whatever cluster or account the ambient configuration points at.
 */
export function strayResources(
  plan: Plan,
  found: ReadonlyMap<string, readonly RegisteredResource[]>,
  declared: readonly RegisteredResource[],
): StrayResource[] {
  const byUrn = new Map(declared.flatMap((r) => (r.urn === undefined ? [] : [[r.urn, r] as const])));
  return plan.components.flatMap((provider) => {
    if (provider.origin !== 'request' || !provider.token.startsWith(PROVIDER_PREFIX)) return [];
    const pkg = packageOf(provider.token);
    const urns = new Set((found.get(provider.id) ?? []).flatMap((p) => (p.urn === undefined ? [] : [p.urn])));
    if (urns.size === 0) return [];
    return declared
      .filter((r) => packageOf(r.token) === pkg && r.registeredAs === undefined)
      .filter((r) => !goesThrough(r, urns, byUrn))
      .map((resource) => ({ provider, resource }));
  });
}
