import type { Plan } from '../plan/types.js';
import { recordName } from '../snapshot/record-facts.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';

/** The records a prompt shows: those the program is expected to use in full, the rest as one line each. */
export interface RecordsByNeed {
  /** Planned components and their plumbing (or, without a plan, the given tokens), plan order first. */
  readonly needed: readonly SnapshotRecord[];
  /** How many of {@link needed}, from the first, a plan item or relation needs (the rest are leads). */
  readonly planned: number;
  /** Every other retrieved record, in rank order. */
  readonly others: readonly SnapshotRecord[];
}

const K8S_VERSION = /^(.*\.)(v\d+)((?:alpha|beta)\d*)?$/;

/**
 * Kubernetes kinds come as `Deployment`, `DeploymentList`, `DeploymentPatch` and one per API version
 * (`apps.v1beta1`); a program wants the stable kind. Lists and patches go, and a pre-release version goes
 * when the stable version of the same kind is among the records or in the snapshot.
 */
function isKubernetesDuplicate(record: SnapshotRecord, snapshot: Snapshot): boolean {
  if (record.provider !== 'kubernetes' || record.kind !== 'resource') return false;
  const name = recordName(record);
  if (/(?:List|Patch)$/.test(name)) return true;
  const namespace = record.tsName.slice(0, record.tsName.lastIndexOf('.'));
  const version = K8S_VERSION.exec(namespace);
  if (version?.[3] === undefined) return false;
  return snapshot.get(`${version[1]}${version[2]}.${name}`) !== undefined;
}

/**
 * Splits the retrieved records by need. The needed records are the plan's components (request and
 * plumbing), fetched from the snapshot when retrieval did not return them, then the `leads`: retrieval's
 * best record for each concept of the request (the pipeline passes {@link topOfEachConcept}), which catch
 * what the request names and the plan missed. A plan that has every lead already adds nothing.
 */
export function recordsByNeed(
  snapshot: Snapshot,
  records: readonly SnapshotRecord[],
  plan: Plan | undefined,
  leads: readonly string[] = records.slice(0, 1).map((r) => r.token),
): RecordsByNeed {
  const planTokens = plan?.components.map((c) => c.token) ?? [];
  const needed: SnapshotRecord[] = [];
  const seen = new Set<string>();
  let planned = 0;
  for (const [index, token] of [...planTokens, ...leads].entries()) {
    const record = records.find((r) => r.token === token) ?? snapshot.get(token);
    if (record === undefined || seen.has(record.token)) continue;
    seen.add(record.token);
    needed.push(record);
    if (index < planTokens.length) planned = needed.length;
  }
  const others = records.filter((r) => !seen.has(r.token) && !isKubernetesDuplicate(r, snapshot));
  return { needed, planned, others };
}

/**
 * The records retrieval put first: the plan's components, then the lead of the whole request and of each of
 * its concepts ({@link leadsOf} in `registry-search.ts`).
 */
export function topOfEachConcept(records: readonly SnapshotRecord[], conceptCount: number): string[] {
  return records.slice(0, Math.max(1, conceptCount + 1)).map((r) => r.token);
}
