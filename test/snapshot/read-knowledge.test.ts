import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { KNOWLEDGE_FILE, KNOWLEDGE_FORMAT, programKnowledge } from '../../src/snapshot/read-knowledge.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

describe('programKnowledge', () => {
  it("reads the bundled snapshot's counted programs once, in the current format", () => {
    const snapshot = openSnapshot(defaultSnapshotDir());
    const knowledge = programKnowledge(snapshot);
    expect(knowledge?.format).toBe(KNOWLEDGE_FORMAT);
    expect(knowledge?.resources['aws:s3/bucket:Bucket']?.programs).toBeGreaterThan(0);
    expect(programKnowledge(snapshot)).toBe(knowledge);
  });

  it('is undefined for a snapshot that carries none (one built before programs were counted)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-knowledge-'));
    try {
      cpSync(PLAN_SNAPSHOT_DIR, dir, { recursive: true });
      rmSync(join(dir, KNOWLEDGE_FILE));
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
        checksums: Record<string, string>;
      };
      delete manifest.checksums[KNOWLEDGE_FILE];
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
      const older = openSnapshot(dir);
      expect(programKnowledge(older)).toBeUndefined();
      expect(programKnowledge(older)).toBeUndefined();
      expect(programKnowledge(openSnapshot(PLAN_SNAPSHOT_DIR))?.format).toBe(KNOWLEDGE_FORMAT);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
