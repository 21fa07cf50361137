/**
 * CI: fails when the committed search index is stale. First its manifest fingerprint, which must be the one
 * the snapshot's records, the vocabulary (`src/language/vocabulary/`) and the builder's settings give now;
 * then, with `--rebuild`, the index and the knowledge file (`knowledge/programs.json`) rebuilt into a copy of
 * the snapshot and compared byte for byte (which also catches a change to the builders' code).
 *
 *   npm run check:index [-- --rebuild] [-- DIR]
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { indexFreshness } from '../src/search/index-freshness.js';
import { reindexSnapshot } from '../src/search/reindex-snapshot.js';
import { rebuildKnowledge } from '../src/snapshot/build-knowledge.js';
import { REMOVED_MEMBERS_FILE } from '../src/snapshot/read-removed-members.js';
import { removedMembersProblems } from '../src/snapshot/removed-members.js';
import { defaultSnapshotDir } from '../src/shared/paths.js';
import { MANIFEST_FILE } from '../src/snapshot/shard-files.js';
import type { Manifest } from '../src/snapshot/types.js';

const { values, positionals } = parseArgs({
  options: { rebuild: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const dir = positionals[0] ?? defaultSnapshotDir();
const REINDEX = `run 'node --import tsx src/cli/main.ts snapshot reindex' (and 'snapshot knowledge') and commit ${dir}`;

function files(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** The files that differ between the committed snapshot and one rebuilt from it. */
async function rebuiltDifferences(): Promise<string[]> {
  const scratch = mkdtempSync(join(tmpdir(), 'pulumi-gen-index-check-'));
  try {
    const copy = join(scratch, 'snapshot');
    cpSync(dir, copy, { recursive: true });
    await reindexSnapshot(copy);
    // What programs declare together is recounted from the records and the public programs' kept evidence.
    rebuildKnowledge(copy);
    const all = [...new Set([...files(dir), ...files(copy)])].sort();
    return all.filter((path) => {
      try {
        return !readFileSync(join(dir, path)).equals(readFileSync(join(copy, path)));
      } catch {
        return true;
      }
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
const freshness = indexFreshness(manifest);
if (freshness.kind === 'stale') {
  console.error(
    `the search index of ${dir} is stale (recorded ${freshness.recorded?.slice(0, 12) ?? 'no fingerprint'}, ` +
      `expected ${freshness.expected.slice(0, 12)}): its records, the vocabulary or the builder's settings ` +
      `changed since it was built; ${REINDEX}`,
  );
  process.exit(1);
}
console.log(
  freshness.kind === 'fresh'
    ? `the search index fingerprint of ${dir} is current (${freshness.fingerprint.slice(0, 12)})`
    : `the search index fingerprint of ${dir} was not checked: ${freshness.reason}`,
);
// What each provider's major removed is counted from the npm registry (`snapshot majors`) and kept: checked
// here against the snapshot's own versions and records, without the registry.
const removals = removedMembersProblems(dir);
if (removals.length > 0) {
  console.error(
    `${REMOVED_MEMBERS_FILE} of ${dir} does not fit its snapshot (${removals.slice(0, 3).join('; ')}); ` +
      `run 'node --import tsx src/cli/main.ts snapshot majors --providers <those>' and commit ${dir}`,
  );
  process.exit(1);
}
console.log(`${REMOVED_MEMBERS_FILE} of ${dir} fits its snapshot's versions`);
if (values.rebuild) {
  const differ = await rebuiltDifferences();
  if (differ.length > 0) {
    console.error(
      `rebuilding the search index of ${dir} changes ${differ.length} files (${differ.slice(0, 5).join(', ')}): ` +
        `the index builder changed since it was built; ${REINDEX}`,
    );
    process.exit(1);
  }
  console.log(`rebuilding the search index of ${dir} gives the same files`);
}
