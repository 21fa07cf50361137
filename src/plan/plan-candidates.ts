import type { RequestText } from '../language/request-text.js';
import { shippedInputUsage } from '../search/usage-file.js';
import type { ResourceUsage } from '../snapshot/input-usage.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { OfflinePlanDeps } from './offline-planner.js';
import { referenceSlots } from './plumbing.js';
import { referencedResource } from './references.js';
import type { Plan } from './types.js';
import { MODEL_CANDIDATES } from './weights.js';

/** How far the closure of required references reaches from a planned component. */
const CLOSURE_DEPTH = 3;
/** An optional reference at least this share of counted programs sets is one a program most likely needs. */
const COMMON_REFERENCE_SHARE = 0.25;

function shareOf(usage: ResourceUsage | undefined, path: string): number {
  return usage === undefined || usage.declarations === 0
    ? 0
    : (usage.inputs.get(path) ?? 0) / usage.declarations;
}

/**
 * What the planned components take: every resource a required reference names (required at every level of
 * its path), followed in turn to {@link CLOSURE_DEPTH}, and, one hop from the planned components, what an
 * optional reference programs commonly set names (an instance's `subnetId`, `vpcSecurityGroupIds`).
 */
export function takenClosure(snapshot: Snapshot, planned: readonly SnapshotRecord[]): SnapshotRecord[] {
  const usage = shippedInputUsage(snapshot);
  const seen = new Set(planned.map((r) => r.token));
  const found: SnapshotRecord[] = [];
  let frontier = [...planned];
  for (let depth = 0; depth < CLOSURE_DEPTH && frontier.length > 0; depth++) {
    const next: SnapshotRecord[] = [];
    for (const record of frontier) {
      const used = usage.of(record.token);
      for (const slot of referenceSlots(snapshot, record)) {
        const wanted =
          slot.required ||
          (depth === 0 && slot.parent === '' && shareOf(used, slot.path) >= COMMON_REFERENCE_SHARE);
        const target = wanted ? referencedResource(snapshot, record, slot.input) : undefined;
        if (target === undefined || seen.has(target.token)) continue;
        seen.add(target.token);
        found.push(target);
        if (slot.required) next.push(target);
      }
    }
    frontier = next;
  }
  return found;
}

/**
 * The records the plan call offers: the offline plan's components, what they take ({@link takenClosure}),
 * then the best resources a search for the whole request and for each of its parts finds.
 */
export async function planCandidates(
  request: RequestText,
  deps: OfflinePlanDeps,
  offline: Plan,
): Promise<SnapshotRecord[]> {
  const providers = request.planningProviders;
  const planned = offline.components.flatMap((c) => deps.snapshot.get(c.token) ?? []);
  const tokens = [
    ...planned.map((r) => r.token),
    ...takenClosure(deps.snapshot, planned).map((r) => r.token),
  ];
  for (const part of [{ text: request.text }, ...request.parts]) {
    const result = await deps.search.search({
      text: part.text,
      limit: MODEL_CANDIDATES.perPart * 2,
      providers,
    });
    tokens.push(
      ...result.hits
        .filter((hit) => hit.kind === 'resource')
        .slice(0, MODEL_CANDIDATES.perPart)
        .map((hit) => hit.token),
    );
  }
  return [...new Set(tokens)]
    .slice(0, MODEL_CANDIDATES.max)
    .map((token) => deps.snapshot.get(token))
    .filter((record): record is SnapshotRecord => record !== undefined);
}
