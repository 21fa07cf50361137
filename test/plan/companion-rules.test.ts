import { describe, expect, it } from 'vitest';
import { COMPANIONS } from '../../src/plan/companion-rules.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

describe('the companion table', () => {
  it('names only resources the bundled snapshot has', () => {
    const snapshot = openSnapshot(defaultSnapshotDir());
    const tokens = new Set(COMPANIONS.flatMap((c) => [...c.when, ...c.add, ...(c.unless ?? [])]));
    expect(tokens.size).toBeGreaterThan(20);
    const missing = [...tokens].filter((token) => snapshot.get(token)?.kind !== 'resource');
    expect(missing).toEqual([]);
  });

  it('adds what is not already required, and tests words with patterns that keep no state between calls', () => {
    for (const companion of COMPANIONS) {
      expect(companion.when.length).toBeGreaterThan(0);
      expect(companion.add.length).toBeGreaterThan(0);
      expect(companion.add.filter((token) => companion.when.includes(token))).toEqual([]);
      for (const pattern of [companion.said, companion.unsaid]) {
        if (pattern !== undefined) expect(pattern.flags).not.toMatch(/[gy]/);
      }
      if (companion.anywhere === true) expect(companion.said).toBeDefined();
    }
  });
});
