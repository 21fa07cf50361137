import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { ExampleBlock, NestedType, OutputProperty, SnapshotRecord } from './types.js';

/**
 * On-disk layout of a provider shard. The records a search or a checker needs on every run live in one
 * small file; the heavy parts (outputs, examples, nested input types) are separate files loaded only when touched,
 * so that opening the snapshot and loading the aws shard stays well under the 150 ms budget.
 * Files are brotli-compressed JSON: ~10x smaller than plain JSON and decompressed in a few milliseconds.
 */

export const MANIFEST_FILE = 'manifest.json';

/**
 * Which inputs public Pulumi programs set, counted once from a folder of them (`PULUMI_GEN_USAGE_PROGRAMS`
 * at `snapshot reindex`, see `src/search/program-usage.ts`) and kept in the snapshot as a source of its own:
 * a build that replaces the snapshot carries it over, as it cannot count it again without the programs.
 */
export const PROGRAM_USAGE_FILE = 'usage/programs.json';

export interface ShardFiles {
  readonly records: string;
  readonly outputs: string;
  readonly examples: string;
  readonly types: string;
}

export function shardFiles(provider: string): ShardFiles {
  return {
    records: `providers/${provider}/records.json.br`,
    outputs: `providers/${provider}/outputs.json.br`,
    examples: `providers/${provider}/examples.json.br`,
    types: `providers/${provider}/types.json.br`,
  };
}

/** A record as stored in `records.json.br`: everything but its outputs and examples. */
export type StoredRecord = Omit<SnapshotRecord, 'examples' | 'outputs'>;

/** `outputs.json.br` and `examples.json.br`: token → list, for the records whose list is not empty. */
export type StoredByToken<T> = Readonly<Record<string, readonly T[]>>;

function byToken<T>(
  records: readonly SnapshotRecord[],
  pick: (record: SnapshotRecord) => readonly T[],
): StoredByToken<T> {
  const out: Record<string, readonly T[]> = {};
  for (const record of records) {
    const list = pick(record);
    if (list.length > 0) {
      out[record.token] = list;
    }
  }
  return out;
}

export function encodeJson(value: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_LGWIN]: 22,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

export function decodeJson(data: Buffer): unknown {
  return JSON.parse(brotliDecompressSync(data).toString('utf8')) as unknown;
}

export interface EncodedShard {
  readonly files: ReadonlyMap<string, Buffer>;
}

export function encodeShard(
  provider: string,
  records: readonly SnapshotRecord[],
  types: readonly NestedType[],
): EncodedShard {
  const names = shardFiles(provider);
  const stored: StoredRecord[] = records.map(({ examples: _examples, outputs: _outputs, ...rest }) => rest);
  const outputs: StoredByToken<OutputProperty> = byToken(records, (record) => record.outputs);
  const examples: StoredByToken<ExampleBlock> = byToken(records, (record) => record.examples);
  return {
    files: new Map([
      [names.records, encodeJson(stored)],
      [names.outputs, encodeJson(outputs)],
      [names.examples, encodeJson(examples)],
      [names.types, encodeJson(types)],
    ]),
  };
}
