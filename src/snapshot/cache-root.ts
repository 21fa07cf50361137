import { join } from 'node:path';

/**
 * Where the snapshot keeps what it builds on demand, under the user's pulumi-gen cache dir
 * (`PULUMI_GEN_CACHE_DIR`, else `$XDG_CACHE_HOME/pulumi-gen`, else `~/.cache/pulumi-gen`). One function per
 * folder so that `cache ls|prune` finds them without knowing the layout.
 */
export function snapshotCacheRoot(cacheDir: string): string {
  return join(cacheDir, 'snapshot');
}

/** Package tarballs unpacked for extraction (`<package@version>/node_modules/<package>`); safe to delete. */
export function snapshotPackagesDir(cacheDir: string): string {
  return join(snapshotCacheRoot(cacheDir), 'packages');
}

/** Shards built on first use, one mini snapshot per `<package@version>`, opened beside the bundled one. */
export function snapshotShardsDir(cacheDir: string): string {
  return join(snapshotCacheRoot(cacheDir), 'shards');
}

/** `@pulumi/azure-native`, `3.28.0` → `pulumi__azure-native@3.28.0`: one folder per exact version. */
export function packageFolderName(packageName: string, version: string): string {
  return `${packageName.replace(/^@/, '').replace(/\//g, '__')}@${version}`;
}
