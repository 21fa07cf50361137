import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { packageRoot } from '../../../src/shared/paths.js';
import { extractProvider } from '../../../src/snapshot/extract-provider.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import type { Manifest, NestedType, Snapshot, SnapshotRecord } from '../../../src/snapshot/types.js';
import type { ProgramFiles } from '../../../src/verify/types.js';

const root = packageRoot();

/**
 * A snapshot holding the real @pulumi/aws records: the bundled `registry-snapshot/` when it has aws, else
 * the issue-2 extractor run over the installed devDependency (about 3 s), served through the reader's
 * interface.
 */
export function loadAwsSnapshot(): Snapshot {
  const bundled = join(root, 'registry-snapshot');
  if (existsSync(join(bundled, 'manifest.json'))) {
    // The bundled snapshot may be mid-rebuild (issue 2); use it only when it opens and answers.
    try {
      const snapshot = openSnapshot(bundled);
      const record = snapshot.get('aws.s3.BucketVersioning');
      const nested = snapshot.nestedType('aws', 'inputs.s3.BucketVersioningVersioningConfiguration');
      if (
        record !== undefined &&
        record.outputs.length > 0 &&
        nested !== undefined &&
        record.examples.length > 0
      ) {
        return snapshot;
      }
    } catch {
      // fall through to the extractor
    }
  }
  const extracted = extractProvider({
    name: 'aws',
    packageName: '@pulumi/aws',
    version: '7.48.0',
    dir: join(root, 'node_modules', '@pulumi', 'aws'),
  });
  return snapshotOf('aws', '@pulumi/aws', extracted.records, extracted.types);
}

/** An in-memory {@link Snapshot} over records (what the reader returns, minus files and checksums). */
export function snapshotOf(
  provider: string,
  packageName: string,
  records: readonly SnapshotRecord[],
  types: readonly NestedType[],
): Snapshot {
  const byKey = new Map<string, SnapshotRecord>();
  for (const record of records) {
    byKey.set(record.token, record);
    byKey.set(record.tsName, record);
  }
  const typeMap = new Map(types.map((type) => [type.name, type]));
  const manifest: Manifest = {
    formatVersion: 1,
    pulumiVersion: '3.270.0',
    providers: {
      [provider]: {
        package: packageName,
        version: '0',
        resources: 0,
        functions: 0,
        types: types.length,
        files: [],
      },
    },
    checksums: {},
  };
  return {
    dir: '<memory>',
    manifest,
    providers: [provider],
    get: (key) => byKey.get(key),
    list: (filter) =>
      records.filter(
        (record) =>
          (filter?.provider === undefined || record.provider === filter.provider) &&
          (filter?.kind === undefined || record.kind === filter.kind),
      ),
    nestedType: (name, type) => (name === provider ? typeMap.get(type) : undefined),
    shard: () => ({ provider, records, types: typeMap }),
    readDataFile: () => {
      throw new Error('no data files in a memory snapshot');
    },
  };
}

/** A generated-project stand-in: Pulumi.yaml and a `node_modules` link to the repo's install. */
export function makeProjectDir(name = 'mockproj'): { readonly dir: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-mocktest-'));
  writeFileSync(join(dir, 'Pulumi.yaml'), `name: ${name}\nruntime: nodejs\n`);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export function programOf(code: string): ProgramFiles {
  return new Map([['index.ts', code]]);
}
