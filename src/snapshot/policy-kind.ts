import type { SnapshotRecord } from './types.js';

/** Services whose `Policy` resources hold identity-style documents (IoT policies attach to certificates). */
const IDENTITY_STYLE_MODULES: ReadonlySet<string> = new Set(['iot', 'organizations']);

/**
 * What kind of IAM document an AWS resource's `policy` input holds: `identity` for the policies attached to a
 * role, user or group (no principal: the holder is it), `resource` for those attached to a queue, bucket,
 * topic… (they must say who may act). The composer writes one and the mock run checks one by this rule.
 */
export function policyDocumentKind(record: SnapshotRecord): 'identity' | 'resource' | undefined {
  if (record.provider !== 'aws' || !record.inputs.some((input) => input.name === 'policy')) return undefined;
  if (record.module === 'iam' || IDENTITY_STYLE_MODULES.has(record.module)) return 'identity';
  return /Policy$/.test(record.tsName) ? 'resource' : undefined;
}
