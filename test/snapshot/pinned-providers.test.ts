import { describe, expect, it } from 'vitest';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { pinnedVersions } from '../../src/snapshot/pinned-providers.js';

describe('pinnedVersions', () => {
  it('pins each provider once, by a short name that is its package name without the scope', () => {
    const names = pinnedVersions.providers.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const provider of pinnedVersions.providers) {
      expect(provider.package.replace(/^@[^/]+\//, '')).toBe(provider.name);
      expect(provider.version).toMatch(/^\d+\.\d+\.\d+$/);
    }
    expect(pinnedVersions.pulumi.package).toBe('@pulumi/pulumi');
  });

  it('is what the bundled snapshot was built from', () => {
    const { manifest } = openSnapshot(defaultSnapshotDir());
    expect(manifest.pulumiVersion).toBe(pinnedVersions.pulumi.version);
    const built = Object.entries(manifest.providers).map(([name, p]) => ({
      name,
      package: p.package,
      version: p.version,
    }));
    expect(built).toEqual(expect.arrayContaining([...pinnedVersions.providers]));
    expect(built).toHaveLength(pinnedVersions.providers.length);
  });
});
