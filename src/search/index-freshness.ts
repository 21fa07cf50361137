import type { Manifest } from '../snapshot/types.js';
import { searchFingerprint, type SearchManifest } from './build-index.js';
import { indexSources } from './reindex-snapshot.js';

/** Whether a snapshot's search index was built from what its records and the current vocabulary give. */
export type IndexFreshness =
  | { readonly kind: 'fresh'; readonly fingerprint: string }
  | { readonly kind: 'stale'; readonly recorded: string | undefined; readonly expected: string }
  /** Embedded through an endpoint: its fingerprint names the endpoint's model, which this check cannot call. */
  | { readonly kind: 'unchecked'; readonly reason: string };

/**
 * Compares the fingerprint a snapshot's index records with the one its data files, the vocabulary and the
 * builder's default settings give now (the bundled snapshot is built with the defaults and the local model).
 */
export function indexFreshness(manifest: Manifest): IndexFreshness {
  const search = manifest.search as Partial<SearchManifest> | undefined;
  if (search?.embedder?.kind === 'endpoint') {
    return { kind: 'unchecked', reason: `embedded with '${search.embedder.id}' through an endpoint` };
  }
  const expected = searchFingerprint(indexSources(manifest));
  return search?.fingerprint === expected
    ? { kind: 'fresh', fingerprint: expected }
    : { kind: 'stale', recorded: search?.fingerprint, expected };
}
