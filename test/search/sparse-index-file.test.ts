import MiniSearch, { type AsPlainObject, type SearchOptions } from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { toSearchDocument, type SearchDocument } from '../../src/search/search-document.js';
import { encodeSparseIndex, openSparseIndex } from '../../src/search/sparse-index-file.js';
import { SPARSE_OPTIONS } from '../../src/search/sparse-options.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

let documents: SearchDocument[];
let serialised: AsPlainObject;
let file: Uint8Array;
/** The index as MiniSearch itself loads it from JSON: what every search must match exactly. */
let whole: MiniSearch<SearchDocument>;

function build(): AsPlainObject {
  const built = new MiniSearch<SearchDocument>(SPARSE_OPTIONS);
  built.addAll(documents);
  return built.toJSON();
}

beforeAll(() => {
  const records = openSnapshot(defaultSnapshotDir()).list({ provider: 'kubernetes' });
  documents = records.map((record, id) => toSearchDocument(record, id));
  serialised = build();
  file = encodeSparseIndex(serialised);
  whole = MiniSearch.loadJSON<SearchDocument>(JSON.stringify(serialised), SPARSE_OPTIONS);
});

/** Plain requests, single words, prefixes that expand to many terms, and words the index lacks. */
function queries(): string[] {
  const terms = serialised.index.map(([term]) => term);
  const sample = terms.filter((_term, i) => i % 37 === 0);
  return [
    'a deployment with three replicas behind a service',
    'ingress with tls for my web app',
    'config map and secret mounted into a pod',
    'horizontal pod autoscaler on cpu',
    'namespace role binding for a service account',
    'persistent volume claim storage',
    'the the and of',
    'zzzqqq nothing matches this',
    '',
    ...sample,
    ...sample.filter((term) => term.length > 6).map((term) => term.slice(0, 5)),
    sample.slice(0, 12).join(' '),
  ];
}

describe('sparse index file', () => {
  it('answers every query exactly as the whole index loaded by MiniSearch does', () => {
    const lazy = openSparseIndex(file, SPARSE_OPTIONS);
    for (const query of queries()) {
      expect(lazy.search(query), query).toEqual(whole.search(query));
    }
  });

  it('answers the queries of one session exactly as MiniSearch does, its terms shared between them', () => {
    const lazy = openSparseIndex(file, SPARSE_OPTIONS);
    const session = lazy.session();
    const all = queries();
    // Each query twice and its words in other company: a term scored for one query serves the next ones.
    const asked = [...all, ...all.slice().reverse(), 'service service account', 'account service'];
    for (const query of asked) {
      const expected = whole.search(query).map(({ id, score, terms }) => ({ id, score, terms }));
      const results = session(query);
      expect(results.sorted(), query).toEqual(expected);
      expect([...results.unordered].sort((a, b) => a.id - b.id)).toEqual(
        [...expected].sort((a, b) => a.id - b.id),
      );
    }
  });

  it("gives a session query's best results, ties in MiniSearch's order, without sorting them all first", () => {
    const lazy = openSparseIndex(file, SPARSE_OPTIONS);
    const session = lazy.session();
    // Broad words with many hits and many equal scores (one-word names), a prefix, and a word the index lacks.
    for (const query of ['service account role binding', 'pod', 'config', 'zzzqqq']) {
      const expected = whole.search(query).map(({ id, score, terms }) => ({ id, score, terms }));
      for (const n of [1, 2, 10, 61, expected.length, expected.length + 5]) {
        expect(session(query).best(n), `${query} ${n}`).toEqual(expected.slice(0, n));
      }
    }
  });

  it('honours per-search options, fuzzy matching included', () => {
    const lazy = openSparseIndex(file, SPARSE_OPTIONS);
    const variants: SearchOptions[] = [
      { prefix: true },
      { prefix: false },
      { combineWith: 'AND' },
      { fuzzy: 0.2 },
      { boost: { summary: 4 } },
    ];
    for (const options of variants) {
      for (const query of ['deploymnt replicas', 'servic account', 'persistent volum']) {
        expect(lazy.search(query, options), `${query} ${JSON.stringify(options)}`).toEqual(
          whole.search(query, options),
        );
      }
    }
  });

  it('is byte-identical when built twice from the same documents', () => {
    expect(Buffer.from(encodeSparseIndex(build())).equals(Buffer.from(file))).toBe(true);
  });

  it("reads only the postings of the query's terms and their prefix extensions", () => {
    const text = Buffer.from(file).toString('utf8');
    const lines = text.split('\n');
    const header = JSON.parse(lines[0] ?? '{}') as { terms: string[] };
    const broken = (term: string): Uint8Array => {
      const at = header.terms.indexOf(term);
      expect(at).toBeGreaterThanOrEqual(0);
      return Buffer.from([...lines.slice(0, at + 1), '{not json', ...lines.slice(at + 2)].join('\n'));
    };
    // `namespace` extends `namesp`, which is long enough to expand (5 letters or more).
    const withoutNamespace = openSparseIndex(broken('namespace'), SPARSE_OPTIONS);
    expect(withoutNamespace.search('secret volume').length).toBeGreaterThan(0);
    expect(() => withoutNamespace.search('namespace')).toThrow(SyntaxError);
    expect(() => withoutNamespace.search('namesp')).toThrow(SyntaxError);
    // `pod` is too short to expand, so `podsecuritypolicy` and the like are never read for it.
    const withoutLonger = openSparseIndex(broken(podExtension(header.terms)), SPARSE_OPTIONS);
    expect(withoutLonger.search('pod').length).toBeGreaterThan(0);
  });
});

/** A term that `pod` is a strict prefix of. */
function podExtension(terms: readonly string[]): string {
  const extension = terms.find((term) => term.startsWith('pod') && term !== 'pod');
  if (extension === undefined) {
    throw new Error('the kubernetes index has no term extending "pod"');
  }
  return extension;
}
