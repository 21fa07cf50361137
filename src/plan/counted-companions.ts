import { programKnowledge } from '../snapshot/read-knowledge.js';
import type { Snapshot } from '../snapshot/types.js';
import type { Companion } from './companion-rules.js';

/**
 * Companions counted from real programs (the snapshot's `knowledge/programs.json`): B is planned with a
 * planned A when, in the doc examples and public programs, B takes an output of A in at least
 * {@link COMPANION_SHARE} of the programs that declare A (its own doc page left out) and B is declared for
 * an A in at least that share of the programs that declare B, with {@link COMPANION_SUPPORT} programs at
 * least. The first says an A almost always has a B (a secret its version, an event rule its target); the
 * second that B exists for A, not A for B (a Synapse workspace reads a filesystem, but is no companion of it).
 * The support is 7, not less: doc examples lean on what the documented resource needs, and at 5 an Azure
 * storage account was planned with an uploaded blob (measured on the dev sets, not on the holdout). A
 * companion comes from A's own package (an EKS cluster's examples build its VPC with awsx; a VPC has no
 * cluster for companion).
 */
export const COMPANION_SHARE = 0.5;
export const COMPANION_SUPPORT = 7;

/** `aws` of `aws:s3/bucket:Bucket`: a companion comes from its resource's own package. */
const providerOf = (token: string): string => token.split(':')[0] ?? token;

const bySnapshot = new WeakMap<Snapshot, Map<string, readonly Companion[]>>();

/** The counted companions of one planned resource, as entries of the companion table. */
export function countedCompanions(snapshot: Snapshot, token: string): readonly Companion[] {
  let memo = bySnapshot.get(snapshot);
  if (memo === undefined) {
    memo = new Map();
    bySnapshot.set(snapshot, memo);
  }
  let found = memo.get(token);
  if (found === undefined) {
    const resources = programKnowledge(snapshot)?.resources ?? {};
    const own = resources[token];
    found = (own?.takers ?? [])
      .filter(([taker, support, ownPages]) => {
        const programs = own === undefined ? 0 : own.programs - ownPages;
        const takerPrograms = resources[taker]?.programs ?? 0;
        return (
          providerOf(taker) === providerOf(token) &&
          support >= COMPANION_SUPPORT &&
          support >= COMPANION_SHARE * programs &&
          support + ownPages >= COMPANION_SHARE * takerPrograms
        );
      })
      .map(([taker]) => ({ when: [token], add: [taker] }));
    memo.set(token, found);
  }
  return found;
}
