import { describe, expect, it } from 'vitest';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { isProviderScope } from '../../src/snapshot/provider-scopes.js';

const snapshot = openSnapshot(defaultSnapshotDir());
const scope = (token: string) => {
  const record = snapshot.get(token);
  if (record === undefined) throw new Error(`${token} is not in the bundled snapshot`);
  return isProviderScope(snapshot, record);
};

describe('isProviderScope (bundled snapshot)', () => {
  it('reads the scope most of a provider’s resources take from its configuration, by their docs', () => {
    // "If it is not provided, the provider project is used": most Google Cloud resources say so.
    expect(scope('gcp:organizations/project:Project')).toBe(true);
    expect(scope('gcp:storage/bucket:Bucket')).toBe(false);
    expect(scope('aws:s3/bucket:Bucket')).toBe(false);
    expect(scope('azure-native:resources:ResourceGroup')).toBe(false);
  });
});
