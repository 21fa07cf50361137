import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE } from './shard-files.js';
import type { Manifest } from './types.js';

/** Hex SHA-256, as the manifest lists every data file's checksum. */
export function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

export function sortedObject<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    out[key] = value;
  }
  return out;
}

/** Stable key order at every depth, so the manifest is byte-identical across builds. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(canonical);
  }
  if (value !== null && typeof value === 'object') {
    return sortedObject(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, canonical(v)] as const),
    );
  }
  return value;
}

/** Writes a manifest the same way everywhere (bundled snapshot, on-demand shard, CI merge). */
export function writeManifest(dir: string, manifest: Manifest): void {
  writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(canonical(manifest), null, 2)}\n`);
}
