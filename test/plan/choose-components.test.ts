import { describe, expect, it } from 'vitest';
import { splitRequest } from '../../src/language/parts.js';
import { chooseForPart } from '../../src/plan/choose-components.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

const snapshot = openSnapshot(defaultSnapshotDir());
const search = createRegistrySearch(snapshot).engine;

/** The records each part of `text` names, searched in `providers` (the bundled snapshot, real search). */
async function chosen(text: string, providers: readonly string[]): Promise<string[][]> {
  const { sentences, parts } = splitRequest(text);
  const out: string[][] = [];
  for (const part of parts) {
    const picks = await chooseForPart(part, {
      search: (query) => search.search(query),
      snapshot,
      providers,
      wholeRequest: parts.length === 1,
      sentence: sentences[part.sentence]?.text ?? part.text,
    });
    out.push(picks.map((pick) => pick.record.token));
  }
  return out;
}

describe('chooseForPart (bundled snapshot)', () => {
  it('reads the name of a deprecated record as the resource that replaced it', async () => {
    // Cloudflare's `Record` is deprecated in favor of `DnsRecord`: "a CNAME" names the old record (its
    // vocabulary), so the part asks for the new one. The provider, the service of its one namespace, is named.
    expect(snapshot.get('cloudflare:index/record:Record')?.deprecated).toMatch(/in favor of/);
    const parts = await chosen(
      'For my Cloudflare zone, add a proxied CNAME www pointing to app.example.com, and an MX record on the apex',
      ['cloudflare'],
    );
    const dnsRecord = 'cloudflare:index/dnsRecord:DnsRecord';
    expect(parts.slice(-2)).toEqual([[dnsRecord], [dnsRecord]]);
  });

  it('names a record by its own name with its service said', async () => {
    expect(await chosen('Create an S3 bucket', ['aws'])).toEqual([['aws:s3/bucket:Bucket']]);
  });
});
