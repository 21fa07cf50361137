import type { RegisteredResource } from '../../src/verify/types.js';

/** A resource as the mock run records it: its URN made from token and name, no dependencies unless given. */
export function resource(
  token: string,
  name: string,
  inputs: Record<string, unknown> = {},
  more: Partial<RegisteredResource> = {},
): RegisteredResource {
  return { token, name, kind: 'resource', urn: `urn:${token}::${name}`, inputs, dependsOn: [], ...more };
}
