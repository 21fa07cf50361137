import type { ProgramKnowledge } from './program-knowledge.js';
import type { Snapshot } from './types.js';

/**
 * Reading the shipped `knowledge/programs.json` (see `program-knowledge.ts`, which counts it at build time).
 * Kept apart from the counting, which parses programs with TypeScript: a search or a plan only reads.
 */
export const KNOWLEDGE_FILE = 'knowledge/programs.json';
export const KNOWLEDGE_FORMAT = 1;

const knowledgeBySnapshot = new WeakMap<Snapshot, ProgramKnowledge | null>();

/** A snapshot's shipped knowledge, read and verified on first use; undefined when the snapshot has none. */
export function programKnowledge(snapshot: Snapshot): ProgramKnowledge | undefined {
  let known = knowledgeBySnapshot.get(snapshot);
  if (known === undefined) {
    known =
      snapshot.manifest.checksums[KNOWLEDGE_FILE] === undefined
        ? null
        : (JSON.parse(snapshot.readDataFile(KNOWLEDGE_FILE).toString('utf8')) as ProgramKnowledge);
    knowledgeBySnapshot.set(snapshot, known);
  }
  return known ?? undefined;
}
