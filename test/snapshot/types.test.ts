import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { SNAPSHOT_FORMAT_VERSION, type Manifest } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const formatOf = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest).formatVersion;

describe('SNAPSHOT_FORMAT_VERSION', () => {
  it('is the format of the snapshots this repository ships: the bundled one and the test fixture', () => {
    expect(formatOf(defaultSnapshotDir())).toBe(SNAPSHOT_FORMAT_VERSION);
    expect(formatOf(PLAN_SNAPSHOT_DIR)).toBe(SNAPSHOT_FORMAT_VERSION);
  });
});
