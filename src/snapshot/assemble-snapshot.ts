import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UserError } from '../shared/errors.js';
import type { ProviderShardBuild } from './build-shard.js';
import {
  decodeJson,
  MANIFEST_FILE,
  PROGRAM_USAGE_FILE,
  shardFiles,
  type StoredByToken,
  type StoredRecord,
} from './shard-files.js';
import {
  SNAPSHOT_FORMAT_VERSION,
  type ExampleBlock,
  type ManifestProvider,
  type NestedType,
  type OutputProperty,
  type SearchIndexer,
  type SnapshotRecord,
} from './types.js';
import { buildKnowledge, keptEvidence, type PublicPrograms } from './build-knowledge.js';
import { canonical, sha256, sortedObject, writeManifest } from './manifest-file.js';
import { KNOWLEDGE_FILE } from './read-knowledge.js';
import { REMOVED_MEMBERS_FILE } from './read-removed-members.js';
import { keptRemovalsFile } from './removed-members.js';

/** A shard as a CI matrix job leaves it: its data files plus this description, `shard.json`. */
export const SHARD_DESCRIPTION_FILE = 'shard.json';

interface ShardDescription {
  readonly name: string;
  readonly entry: ManifestProvider;
}

/** A shard read back from disk: no build report, as it was built elsewhere. */
export type AssembledShard = Pick<ProviderShardBuild, 'name' | 'files' | 'entry' | 'records' | 'types'>;

export interface AssembleReport {
  readonly outDir: string;
  readonly searchFiles: number;
  readonly searchMilliseconds: number;
  readonly totalBytes: number;
}

function writeFile(root: string, relativePath: string, data: Uint8Array): void {
  const path = join(root, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/**
 * The output folder is replaced as a whole, so a build never leaves a mix of old and new shards. To avoid
 * deleting someone's unrelated folder, it must be absent, empty, or look like a snapshot already.
 */
function assertReplaceable(outDir: string): void {
  if (!existsSync(outDir)) {
    return;
  }
  const entries = readdirSync(outDir).filter((name) => name !== '.keep');
  if (entries.length > 0 && !entries.includes(MANIFEST_FILE)) {
    throw new UserError(`${outDir} is not empty and holds no ${MANIFEST_FILE}; choose another --out`);
  }
}

/**
 * The index sources of the snapshot in `dir` that a build cannot make again and so carries over: the public
 * programs' input usage ({@link PROGRAM_USAGE_FILE}), counted from programs the build does not have.
 */
function keptSources(dir: string): Map<string, Uint8Array> {
  const kept = new Map<string, Uint8Array>();
  const path = join(dir, PROGRAM_USAGE_FILE);
  if (existsSync(join(dir, MANIFEST_FILE)) && existsSync(path))
    kept.set(PROGRAM_USAGE_FILE, readFileSync(path));
  return kept;
}

/**
 * Writes a whole snapshot from built shards: their files, the search index over all their records (in
 * provider order, as the search builder trains the local model on them) and the checksummed manifest. The
 * folder is built beside `outDir` and swapped in by rename. Nothing time- or machine-dependent is written,
 * so the same shards give byte-identical folders wherever they were built.
 */
export async function assembleSnapshot(
  outDirOption: string,
  pulumiVersion: string,
  shards: readonly AssembledShard[],
  indexer: SearchIndexer,
  programs?: PublicPrograms,
): Promise<AssembleReport> {
  const outDir = resolve(outDirOption);
  // Read before the folder is replaced: without repositories to read, the current file's evidence is kept.
  const publicPrograms: PublicPrograms = programs ?? { kind: 'kept', evidence: keptEvidence(outDir) };
  const removals = keptRemovalsFile(
    outDir,
    Object.fromEntries(shards.map((shard) => [shard.name, shard.entry])),
  );
  const kept = keptSources(outDir);
  assertReplaceable(outDir);
  const staging = join(dirname(outDir), `.${basename(outDir)}.building-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const sorted = [...shards].sort((a, b) => (a.name < b.name ? -1 : 1));
    const checksums = new Map<string, string>();
    for (const shard of sorted) {
      for (const [path, data] of shard.files) {
        writeFile(staging, path, data);
        checksums.set(path, sha256(data));
      }
    }
    for (const [path, data] of kept) {
      writeFile(staging, path, data);
      checksums.set(path, sha256(data));
    }
    const searchStarted = performance.now();
    const search = await indexer(
      sorted.flatMap((shard) => shard.records),
      sorted.flatMap((shard) => shard.types),
      sortedObject(checksums),
      kept,
    );
    for (const file of search.files) {
      if (checksums.has(file.path) || file.path === MANIFEST_FILE) {
        throw new Error(`search artifact ${file.path} collides with a snapshot file`);
      }
      writeFile(staging, file.path, file.data);
      checksums.set(file.path, sha256(file.data));
    }
    const searchMilliseconds = Math.round(performance.now() - searchStarted);
    // After the index: what programs declare together is derived from the records as the index is, and
    // stays out of the index's sources.
    const knowledge = buildKnowledge(
      sorted.flatMap((shard) => shard.records),
      Object.fromEntries(sorted.map((shard) => [shard.name, shard.entry])),
      publicPrograms,
    );
    writeFile(staging, KNOWLEDGE_FILE, knowledge);
    checksums.set(KNOWLEDGE_FILE, sha256(knowledge));
    if (removals !== undefined) {
      writeFile(staging, REMOVED_MEMBERS_FILE, removals);
      checksums.set(REMOVED_MEMBERS_FILE, sha256(removals));
    }
    writeManifest(staging, {
      formatVersion: SNAPSHOT_FORMAT_VERSION,
      pulumiVersion,
      providers: sortedObject(sorted.map((shard) => [shard.name, shard.entry] as const)),
      checksums: sortedObject(checksums),
      search: search.manifest,
    });
    rmSync(outDir, { recursive: true, force: true });
    renameSync(staging, outDir);
    const totalBytes = [...checksums.keys()].reduce(
      (sum, path) => sum + statSync(join(outDir, path)).size,
      0,
    );
    return { outDir, searchFiles: search.files.length, searchMilliseconds, totalBytes };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Leaves one built shard in `dir` for a later merge (a CI matrix job's artifact). */
export function writeShardDir(dir: string, shard: AssembledShard): void {
  for (const [path, data] of shard.files) {
    writeFile(dir, path, data);
  }
  const description: ShardDescription = { name: shard.name, entry: shard.entry };
  writeFileSync(join(dir, SHARD_DESCRIPTION_FILE), `${JSON.stringify(canonical(description), null, 2)}\n`);
}

/** Reads a shard written by {@link writeShardDir}, its records whole again (outputs and examples put back). */
export function readShardDir(dir: string): AssembledShard {
  const descriptionPath = join(dir, SHARD_DESCRIPTION_FILE);
  if (!existsSync(descriptionPath)) {
    throw new UserError(
      `${dir} holds no ${SHARD_DESCRIPTION_FILE}; pass folders written by 'snapshot shard'`,
    );
  }
  const { name, entry } = JSON.parse(readFileSync(descriptionPath, 'utf8')) as ShardDescription;
  const files = new Map(entry.files.map((path) => [path, readFileSync(join(dir, path))] as const));
  const names = shardFiles(name);
  const read = (path: string): unknown => {
    const data = files.get(path);
    if (data === undefined) {
      throw new UserError(`shard ${name} in ${dir} lacks ${path}`);
    }
    return decodeJson(data);
  };
  const stored = read(names.records) as StoredRecord[];
  const outputs = read(names.outputs) as StoredByToken<OutputProperty>;
  const examples = read(names.examples) as StoredByToken<ExampleBlock>;
  const records: SnapshotRecord[] = stored.map((record) => ({
    ...record,
    outputs: outputs[record.token] ?? [],
    examples: examples[record.token] ?? [],
  }));
  const types = read(names.types) as NestedType[];
  return { name, files, entry, records, types };
}

/** The CI merge job: the shards built by the matrix jobs, assembled as one local build would. */
export async function mergeShardDirs(
  shardDirs: readonly string[],
  outDir: string,
  pulumiVersion: string,
  indexer: SearchIndexer,
  programs?: PublicPrograms,
): Promise<AssembleReport> {
  return assembleSnapshot(outDir, pulumiVersion, shardDirs.map(readShardDir), indexer, programs);
}
