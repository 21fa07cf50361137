import type { Snapshot, SnapshotRecord } from '../../snapshot/types.js';

/**
 * Finds snapshot records from what the mock run sees: a type token from the monitor, or a package and a
 * member path from the program's own references (`@pulumi/aws` + `ec2.getAmi`).
 */
export interface RecordLookup {
  byToken(token: string): SnapshotRecord | undefined;
  byPackagePath(pkg: string, path: string): SnapshotRecord | undefined;
  /** The snapshot provider a type token belongs to (`aws:s3/bucket:Bucket` → `aws`), when it has one. */
  providerOfToken(token: string): string | undefined;
}

/** The TS import alias the snapshot builder uses for a provider: `azure-native` → `azure_native`. */
function importAlias(provider: string): string {
  return provider.replace(/-/g, '_');
}

export function createRecordLookup(snapshot: Snapshot): RecordLookup {
  const providerByPackage = new Map<string, string>();
  for (const [provider, entry] of Object.entries(snapshot.manifest.providers)) {
    providerByPackage.set(entry.package, provider);
  }
  return {
    byToken(token) {
      return snapshot.providers.includes(token.split(':')[0] ?? '') ? snapshot.get(token) : undefined;
    },
    byPackagePath(pkg, path) {
      const provider = providerByPackage.get(pkg) ?? pkg.replace(/^@pulumi\//, '');
      if (!snapshot.providers.includes(provider)) {
        return undefined;
      }
      return snapshot.get(`${importAlias(provider)}.${path}`);
    },
    providerOfToken(token) {
      const provider = token.split(':')[0] ?? '';
      return snapshot.providers.includes(provider) ? provider : undefined;
    },
  };
}
