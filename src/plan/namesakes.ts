import { nameWordSets } from '../search/search-document.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { memoByObject } from '../shared/memo.js';

/*
 * Records the words of a request cannot tell apart. Of one provider and one service (the module before its
 * version: Helm's `helm.v3` and `helm.v4`), a record that goes by another's own name is its namesake:
 * "a Cloudflare Worker" is Cloudflare's `Worker` and its `WorkersScript` (whose phrases say "worker"), "a Helm
 * chart" a Helm v4 `Chart` or a v3 `Chart`, an Ingress one of `networking.k8s.io/v1` or of an older API version. A
 * program declaring any of them does what the words ask, so each is the planned component's alternative.
 */

/** The service a module belongs to: `helm.v3` → `helm`, `ec2` → `ec2`. */
const serviceOf = (record: SnapshotRecord): string => record.module.replace(/[./]v\d+\w*$/, '');

/** A provider's live resources by each phrase they go by (their own name first). */
const byPhrase = memoByObject(
  (_snapshot: Snapshot) => new Map<string, ReadonlyMap<string, readonly SnapshotRecord[]>>(),
);

function phraseIndex(snapshot: Snapshot, provider: string): ReadonlyMap<string, readonly SnapshotRecord[]> {
  const cache = byPhrase(snapshot);
  let index = cache.get(provider);
  if (index === undefined) {
    const built = new Map<string, SnapshotRecord[]>();
    for (const record of snapshot.list({ provider })) {
      if (record.kind !== 'resource' || record.deprecated !== undefined) continue;
      for (const phrase of new Set(nameWordSets(record))) {
        if (phrase === '') continue;
        const list = built.get(phrase);
        if (list === undefined) built.set(phrase, [record]);
        else list.push(record);
      }
    }
    index = built;
    cache.set(provider, index);
  }
  return index;
}

/** The tokens of the record's namesakes (see above), in the snapshot's order; none for a lookup. */
export function namesakes(snapshot: Snapshot, record: SnapshotRecord): readonly string[] {
  if (record.kind !== 'resource') return [];
  const index = phraseIndex(snapshot, record.provider);
  const [own, ...phrases] = nameWordSets(record);
  const found = new Set<string>();
  const add = (others: readonly SnapshotRecord[] | undefined) => {
    for (const other of others ?? [])
      if (other.token !== record.token && serviceOf(other) === serviceOf(record)) found.add(other.token);
  };
  // Another record said by this one's own name ("worker"), or one whose own name this one is said by.
  add(index.get(own ?? ''));
  for (const phrase of phrases) add(index.get(phrase)?.filter((other) => nameWordSets(other)[0] === phrase));
  return [...found];
}
