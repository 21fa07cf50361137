import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FUSION } from '../../src/search/fusion-config.js';
import { indexFreshness } from '../../src/search/index-freshness.js';
import type { Manifest } from '../../src/snapshot/types.js';
import { writeFixtureSnapshot } from './fixture-snapshot.js';

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;

describe('the search index fingerprint', () => {
  it('is current for an index built from the snapshot as it is', async () => {
    const manifest = manifestOf(await writeFixtureSnapshot());
    expect(indexFreshness(manifest).kind).toBe('fresh');
  });

  it('goes stale when a record file, or the index settings, differ from what it was built from', async () => {
    const manifest = manifestOf(await writeFixtureSnapshot());
    const recordsFile = Object.keys(manifest.checksums).find((path) => path.endsWith('records.json.br'));
    const edited: Manifest = {
      ...manifest,
      checksums: { ...manifest.checksums, [recordsFile ?? '']: '0'.repeat(64) },
    };
    expect(indexFreshness(edited)).toMatchObject({
      kind: 'stale',
      recorded: (manifest.search as { fingerprint: string }).fingerprint,
    });
    const tuned = manifestOf(await writeFixtureSnapshot({ fusion: { ...DEFAULT_FUSION, denseWeight: 0.5 } }));
    expect(indexFreshness(tuned).kind).toBe('stale');
    const unfingerprinted: Manifest = { ...manifest, search: { ...manifest.search, fingerprint: undefined } };
    expect(indexFreshness(unfingerprinted)).toMatchObject({ kind: 'stale', recorded: undefined });
  });

  it('is not checked for an index embedded through an endpoint', () => {
    const manifest = {
      checksums: {},
      search: { embedder: { kind: 'endpoint', id: 'openai:text-embedding-3-small' } },
    } as unknown as Manifest;
    expect(indexFreshness(manifest).kind).toBe('unchecked');
  });
});
