import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE } from '../../src/snapshot/shard-files.js';
import { snapshotChecksum } from '../../src/snapshot/snapshot-checksum.js';

const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-checksum-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('snapshotChecksum', () => {
  it('is the first 12 hex digits of the manifest’s SHA-256, as sha256sum prints it', () => {
    writeFileSync(join(dir, MANIFEST_FILE), '{"providers": {}}\n');
    const expected = execFileSync('sha256sum', [join(dir, MANIFEST_FILE)], { encoding: 'utf8' }).slice(0, 12);
    expect(snapshotChecksum(dir)).toBe(expected);
  });

  it('is unknown where there is no manifest', () => {
    expect(snapshotChecksum(join(dir, 'missing'))).toBe('unknown');
  });
});
