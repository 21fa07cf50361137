import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE } from './shard-files.js';

/** The first 12 hex digits of the snapshot manifest's SHA-256: the manifest lists every data file's checksum. */
export function snapshotChecksum(snapshotDir: string): string {
  try {
    return createHash('sha256')
      .update(readFileSync(join(snapshotDir, MANIFEST_FILE)))
      .digest('hex')
      .slice(0, 12);
  } catch {
    return 'unknown';
  }
}
