import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  countInputUsage,
  snapshotSchema,
  type ResourceUsage,
  type UsageProgram,
} from '../snapshot/input-usage.js';
import { sha256, writeManifest } from '../snapshot/manifest-file.js';
import { openSnapshot } from '../snapshot/open-snapshot.js';
import { MANIFEST_FILE, PROGRAM_USAGE_FILE } from '../snapshot/shard-files.js';
import type { Manifest, Snapshot } from '../snapshot/types.js';
import { decodeUsage, usageEntries, type UsageFile } from './usage-file.js';

/**
 * `usage/programs.json` ({@link PROGRAM_USAGE_FILE}): which inputs public Pulumi programs set, counted once
 * from a folder of them (`PULUMI_GEN_USAGE_PROGRAMS` at `snapshot reindex`) and kept in the snapshot as a
 * source of its own: its checksum is in the manifest, so the search index's fingerprint covers it, and a
 * rebuild of the index (CI's check) or of the whole snapshot (`snapshot build`, which carries the file over)
 * reads the same counts without the programs.
 */

interface ProgramUsageFile {
  /** Programs counted. */
  readonly programs: number;
  readonly usage: UsageFile;
}

/** The usage of a {@link PROGRAM_USAGE_FILE}'s bytes. */
export function decodeProgramUsage(data: Uint8Array): Map<string, ResourceUsage> {
  const file = JSON.parse(new TextDecoder().decode(data)) as ProgramUsageFile;
  return decodeUsage(file.usage);
}

/** The public programs' usage a snapshot carries, or undefined when it carries none. */
export function readProgramUsage(snapshot: Snapshot): Map<string, ResourceUsage> | undefined {
  if (snapshot.manifest.checksums[PROGRAM_USAGE_FILE] === undefined) return undefined;
  return decodeProgramUsage(snapshot.readDataFile(PROGRAM_USAGE_FILE));
}

/**
 * Counts the programs against the snapshot in `dir` and writes {@link PROGRAM_USAGE_FILE} with its checksum
 * into the manifest (the search files are then stale until reindexed). Returns the resources counted.
 */
export function writeProgramUsage(dir: string, programs: readonly UsageProgram[]): number {
  const usage = countInputUsage(programs, snapshotSchema(openSnapshot(dir)));
  const file: ProgramUsageFile = { programs: programs.length, usage: usageEntries(usage) };
  const data = new TextEncoder().encode(`${JSON.stringify(file)}\n`);
  const target = join(dir, PROGRAM_USAGE_FILE);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, data);
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  writeManifest(dir, {
    ...manifest,
    checksums: { ...manifest.checksums, [PROGRAM_USAGE_FILE]: sha256(data) },
  });
  return usage.size;
}
