import { describe, expect, it } from 'vitest';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { KNOWLEDGE_FORMAT, programKnowledge } from '../../src/snapshot/read-knowledge.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

describe('programKnowledge', () => {
  it("reads the bundled snapshot's counted programs once, in the current format", () => {
    const snapshot = openSnapshot(defaultSnapshotDir());
    const knowledge = programKnowledge(snapshot);
    expect(knowledge?.format).toBe(KNOWLEDGE_FORMAT);
    expect(knowledge?.resources['aws:s3/bucket:Bucket']?.programs).toBeGreaterThan(0);
    expect(programKnowledge(snapshot)).toBe(knowledge);
  });

  it('is undefined for a snapshot that carries none', () => {
    const fixture = openSnapshot(PLAN_SNAPSHOT_DIR);
    expect(programKnowledge(fixture)).toBeUndefined();
    expect(programKnowledge(fixture)).toBeUndefined();
  });
});
