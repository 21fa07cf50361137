import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { importAlias } from './record-facts.js';
import { sha256, writeManifest } from './manifest-file.js';
import { openSnapshot } from './open-snapshot.js';
import type { DeclarationSchema } from './program-declarations.js';
import {
  KNOWLEDGE_FILE,
  knowledgeFile,
  programEvidence,
  type ProgramEvidence,
  type ProgramKnowledge,
} from './program-knowledge.js';
import { readPublicPrograms, type ProgramSource } from './public-programs.js';
import { MANIFEST_FILE } from './shard-files.js';
import type { Manifest, ManifestProvider, SnapshotRecord } from './types.js';

/**
 * The snapshot builder's side of `program-knowledge.ts`: the knowledge file of a set of records, with the
 * public programs read from checked-out repositories when the builder is given them, else the evidence the
 * snapshot's current file keeps (so a rebuild without them gives the same bytes).
 */

/** What reading programs needs from a set of records: each record by TS name, each package's name root. */
export function recordsSchema(
  records: readonly SnapshotRecord[],
  providers: Readonly<Record<string, Pick<ManifestProvider, 'package'>>>,
): DeclarationSchema {
  const byName = new Map(records.map((record) => [record.tsName, record]));
  const roots = new Map(Object.entries(providers).map(([name, entry]) => [entry.package, importAlias(name)]));
  return { record: (tsName) => byName.get(tsName), rootOf: (pkg) => roots.get(pkg) };
}

/** The evidence of every program of the given repositories, in repository then folder order. */
export function publicEvidence(
  sources: readonly ProgramSource[],
  schema: DeclarationSchema,
): ProgramEvidence[] {
  return sources
    .flatMap((source) => readPublicPrograms(source))
    .map((program) => programEvidence(program.source, program.code, schema))
    .filter((evidence) => evidence.declares.length > 0);
}

/** The public programs' evidence the knowledge file of the snapshot in `dir` keeps (none without one). */
export function keptEvidence(dir: string): ProgramEvidence[] {
  const path = join(dir, KNOWLEDGE_FILE);
  if (!existsSync(path)) return [];
  return [...(JSON.parse(readFileSync(path, 'utf8')) as ProgramKnowledge).publicPrograms];
}

/** Where a snapshot's public programs come from: read from repositories, or kept from its current file. */
export type PublicPrograms =
  | { readonly kind: 'read'; readonly sources: readonly ProgramSource[] }
  | { readonly kind: 'kept'; readonly evidence: readonly ProgramEvidence[] };

/** The knowledge file's bytes for a set of records and their providers. */
export function buildKnowledge(
  records: readonly SnapshotRecord[],
  providers: Readonly<Record<string, Pick<ManifestProvider, 'package'>>>,
  programs: PublicPrograms,
): Buffer {
  const schema = recordsSchema(records, providers);
  const evidence = programs.kind === 'read' ? publicEvidence(programs.sources, schema) : programs.evidence;
  return knowledgeFile(records, schema, evidence);
}

/**
 * Rebuilds the knowledge file of the snapshot in `dir` from its records (`snapshot knowledge`, and the index
 * check's rebuild) and records its checksum in the manifest, which goes last.
 */
export function rebuildKnowledge(dir: string, programs?: PublicPrograms): number {
  const snapshot = openSnapshot(dir);
  const records = snapshot.providers.flatMap((provider) => snapshot.shard(provider).records);
  const manifestPath = join(dir, MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const data = buildKnowledge(
    records,
    manifest.providers,
    programs ?? { kind: 'kept', evidence: keptEvidence(dir) },
  );
  const target = join(dir, KNOWLEDGE_FILE);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, data);
  writeManifest(dir, { ...manifest, checksums: { ...manifest.checksums, [KNOWLEDGE_FILE]: sha256(data) } });
  return data.length;
}
