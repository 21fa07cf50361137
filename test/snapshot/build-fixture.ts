import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildSnapshot, type SnapshotBuildReport } from '../../src/snapshot/build-snapshot.js';
import { createPackageSource, type PackageInstaller } from '../../src/snapshot/package-source.js';
import { pinnedVersions } from '../../src/snapshot/pinned-providers.js';
import { packageRoot } from '../../src/shared/paths.js';
import { searchIndexer } from '../../src/search/build-index.js';

/** An installer that must not be reached: random and tls are devDependencies at their pinned versions. */
export const refusingInstaller: PackageInstaller = {
  install: (spec) => Promise.reject(new Error(`unexpected npm install of ${spec}`)),
};

const created: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `pulumi-gen-${prefix}-`));
  created.push(dir);
  return dir;
}

/** Every file under `root` by its path relative to it, in path order, with its bytes. */
export function filesOf(root: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else out.set(relative(root, path), readFileSync(path));
    }
  };
  visit(root);
  return out;
}

/** Removes every folder {@link tempDir} made in this test file. */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds a real snapshot of the small devDependency providers into a fresh temp folder. */
export async function buildSmallSnapshot(outDir = join(tempDir('snapshot'), 'registry-snapshot')): Promise<{
  readonly outDir: string;
  readonly report: SnapshotBuildReport;
}> {
  const report = await buildSnapshot({
    pinned: pinnedVersions,
    indexer: searchIndexer(),
    providers: ['random', 'tls'],
    outDir,
    packages: createPackageSource({
      searchRoots: [packageRoot()],
      packagesDir: tempDir('cache'),
      installer: refusingInstaller,
    }),
  });
  return { outDir, report };
}
