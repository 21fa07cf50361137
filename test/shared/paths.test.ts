import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSnapshotDir, packageRoot } from '../../src/shared/paths.js';

describe('packageRoot', () => {
  it('walks up to the folder with package.json and registry-snapshot, from any depth', () => {
    const root = packageRoot();
    expect(existsSync(join(root, 'package.json'))).toBe(true);
    expect(packageRoot(join(root, 'dist', 'cli.js'))).toBe(root);
    expect(packageRoot(join(root, 'src', 'shared', 'deep', 'er', 'x.ts'))).toBe(root);
    // minisearch's own package.json alone does not stop the walk.
    expect(packageRoot(join(root, 'node_modules', 'minisearch', 'dist', 'index.js'))).toBe(root);
  });

  it('throws when no folder above has both', () => {
    expect(() => packageRoot('/tmp/nowhere/file.js')).toThrow(
      'cannot find the pulumi-gen package root above',
    );
  });
});

describe('defaultSnapshotDir', () => {
  it('is the registry-snapshot folder of the package root, with its manifest', () => {
    expect(defaultSnapshotDir()).toBe(join(packageRoot(), 'registry-snapshot'));
    expect(existsSync(join(defaultSnapshotDir(), 'manifest.json'))).toBe(true);
  });
});
