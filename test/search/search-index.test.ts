import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SearchManifest } from '../../src/search/build-index.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { SearchIndex } from '../../src/search/search-index.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { Manifest } from '../../src/snapshot/types.js';
import { writeFixtureSnapshot } from './fixture-snapshot.js';

function searchFiles(dir: string, provider: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const files = (manifest.search as unknown as SearchManifest).providers[provider];
  return files === undefined ? [] : [files.docs, files.sparse, files.vectors];
}

describe('SearchIndex', () => {
  it('never reads the search files of a provider the request is not routed to', async () => {
    const dir = await writeFixtureSnapshot();
    const removed = searchFiles(dir, 'gcp');
    expect(removed).toHaveLength(3);
    for (const path of removed) {
      rmSync(join(dir, path));
    }
    const search = createRegistrySearch(openSnapshot(dir));
    const routed = await search.search({ text: 'an S3 bucket with versioning' });
    expect(routed.providers).toEqual(['aws']);
    expect(routed.hits[0]?.token).toBe('aws:s3/bucketVersioning:BucketVersioning');
    await expect(search.search({ text: 'a GKE cluster' })).rejects.toThrow(
      `snapshot file ${join(dir, removed[0] ?? '')} is missing`,
    );
  });

  it('refuses a search index in another format and says to rebuild', async () => {
    const dir = await writeFixtureSnapshot();
    const path = join(dir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    const older = { ...manifest, search: { ...manifest.search, formatVersion: 1 } };
    writeFileSync(path, JSON.stringify(older));
    expect(() => new SearchIndex(openSnapshot(dir), undefined)).toThrow(
      "the snapshot's search index has format 1, this pulumi-gen reads 2; rebuild the snapshot",
    );
  });
});
