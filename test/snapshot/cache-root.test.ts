import { describe, expect, it } from 'vitest';
import {
  packageFolderName,
  snapshotCacheRoot,
  snapshotPackagesDir,
  snapshotShardsDir,
} from '../../src/snapshot/cache-root.js';

describe('the snapshot cache layout', () => {
  it('keeps packages and shards under the cache dir’s snapshot folder', () => {
    expect(snapshotCacheRoot('/home/u/.cache/pulumi-gen')).toBe('/home/u/.cache/pulumi-gen/snapshot');
    expect(snapshotPackagesDir('/c')).toBe('/c/snapshot/packages');
    expect(snapshotShardsDir('/c')).toBe('/c/snapshot/shards');
  });

  it('names one folder per exact package version, scope and slash made safe', () => {
    expect(packageFolderName('@pulumi/azure-native', '3.28.0')).toBe('pulumi__azure-native@3.28.0');
    expect(packageFolderName('@pulumiverse/vercel', '1.0.0')).toBe('pulumiverse__vercel@1.0.0');
    expect(packageFolderName('plain', '0.1.0')).toBe('plain@0.1.0');
  });
});
