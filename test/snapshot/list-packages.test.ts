import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatPackageList, listPackages, openSnapshotWithCache } from '../../src/snapshot/list-packages.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const cacheDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-list-packages-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('listPackages', () => {
  it('lists the bundled packages, sorted, with their counts from the manifest', () => {
    const packages = listPackages(PLAN_SNAPSHOT_DIR, cacheDir);
    expect(packages.map((p) => [p.provider, p.package, p.origin])).toEqual([
      ['aws', '@pulumi/aws', 'bundled'],
      ['awsx', '@pulumi/awsx', 'bundled'],
    ]);
    const snapshot = openSnapshotWithCache(PLAN_SNAPSHOT_DIR, cacheDir);
    expect(packages[0]?.resources).toBe(snapshot.list({ provider: 'aws', kind: 'resource' }).length);
  });
});

describe('formatPackageList', () => {
  it('writes one aligned line per package', () => {
    const text = formatPackageList([
      {
        provider: 'aws',
        package: '@pulumi/aws',
        version: '7.1.0',
        origin: 'bundled',
        resources: 1500,
        functions: 600,
      },
      {
        provider: 'x',
        package: '@acme/pulumi-x',
        version: '0.1.0',
        origin: 'cached',
        resources: 3,
        functions: 0,
      },
    ]);
    expect(text).toBe(
      'bundled  @pulumi/aws    7.1.0       1500 resources   600 functions\n' +
        'cached   @acme/pulumi-x 0.1.0          3 resources     0 functions\n',
    );
  });
});
