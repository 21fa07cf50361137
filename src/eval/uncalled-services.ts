import type { RegisteredResource } from '../verify/types.js';

/**
 * Resources of a service the request does not call for: the figure that catches a plan reaching for a
 * service on a weak word ("phone number" planning Amazon Connect where the request meant SNS text
 * messages), which precision alone hides behind the many resources a program declares rightly.
 *
 * A resource's service is its token's module (`aws:connect` for `aws:connect/phoneNumber:PhoneNumber`).
 * A service is called for when a token the ground truth names (an expected token, an `alsoSatisfiedBy` key or
 * a token named in one of its texts) is of that service. A resource of another service is still fine when it
 * is plumbing, read from the relations the mock run recorded (outputs flowing into inputs):
 * - a resource whose output an admitted resource's inputs take (the Lambda function's `role`, the secret's
 *   `kmsKeyId`, a log group the function's `loggingConfig` names), followed transitively, so the policy a
 *   plumbing role takes is plumbing too;
 * - a resource of the same service as a plumbing resource whose inputs take that resource or that is its
 *   child (the attachment of a policy to the plumbing role).
 * Admitted resources are those of called-for services and the plumbing found so far. A resource nothing
 * admitted takes (a Connect phone number beside an SNS topic) is uncalled for, however it is wired to others.
 */

/** `aws:iam/role:Role` → `aws:iam`: the provider and module, the service a resource belongs to. */
export function serviceOf(token: string): string {
  return token.split('/')[0] ?? token;
}

const takes = (taker: RegisteredResource, taken: RegisteredResource): boolean =>
  taken.urn !== undefined && taker.dependsOn.includes(taken.urn);

const childOf = (child: RegisteredResource, parent: RegisteredResource): boolean =>
  parent.urn !== undefined && child.parent === parent.urn;

/**
 * The declared resources whose service is not called for and that are no plumbing of one that is (see the
 * module comment). `calledTokens`: the tokens the ground truth names.
 */
export function uncalledServiceResources(
  calledTokens: Iterable<string>,
  declared: readonly RegisteredResource[],
): RegisteredResource[] {
  const called = new Set([...calledTokens].map(serviceOf));
  const admitted = new Set(declared.filter((r) => called.has(serviceOf(r.token))));
  const plumbing = new Set<RegisteredResource>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const resource of declared) {
      if (admitted.has(resource)) continue;
      const taken = [...admitted].some((other) => takes(other, resource));
      const companion = [...plumbing].some(
        (other) =>
          serviceOf(other.token) === serviceOf(resource.token) &&
          (takes(resource, other) || childOf(resource, other)),
      );
      if (!taken && !companion) continue;
      admitted.add(resource);
      plumbing.add(resource);
      grew = true;
    }
  }
  return declared.filter((r) => !admitted.has(r));
}
