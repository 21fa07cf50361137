import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { termMatches, type ScoringTables, type TermTree } from '../../src/search/term-matches.js';

interface Doc {
  id: number;
  name: string;
  body: string;
}

/** MiniSearch's own scoring of one query term, with what a session reads of each document's match. */
interface Internals extends ScoringTables {
  _index: TermTree;
  executeQuerySpec(
    spec: { term: string; fuzzy: false; prefix: boolean; termBoost: number },
    options: object,
  ): Map<number, { score: number; terms: string[]; match: Record<string, string[]> }>;
}

const docs: Doc[] = [
  { id: 1, name: 'load balancer listener', body: 'listens on port 80 and 443, forwards to 8080' },
  { id: 2, name: 'listener rule', body: 'a rule of a load balancer listener for port 80' },
  { id: 3, name: 'target group', body: 'targets registered with a load balancer, health check on 8080' },
  { id: 4, name: 'balancing policy', body: 'balance 2 backends; 80 percent weight' },
  { id: 5, name: 'error alarm', body: 'alarms on 500 responses, and on 5xx above 5 a minute' },
];

describe('termMatches', () => {
  it("scores a term and its prefix extensions as MiniSearch does, to the last bit, index terms in Object.keys' order", () => {
    const search = new MiniSearch<Doc>({
      fields: ['name', 'body'],
      searchOptions: { boost: { name: 3 }, weights: { fuzzy: 0.3, prefix: 0.5 } },
    });
    search.addAll(docs);
    const internals = search as unknown as Internals;
    for (const [term, prefix, termBoost] of [
      ['listen', true, 1],
      ['balanc', true, 2],
      ['80', true, 1],
      ['5', true, 1],
      ['load', false, 1],
      ['missing', true, 1],
    ] as const) {
      const expected = new Map(
        [...internals.executeQuerySpec({ term, fuzzy: false, prefix, termBoost }, {})].map(([id, m]) => [
          id,
          { score: m.score, terms: m.terms, matched: Object.keys(m.match) },
        ]),
      );
      expect(termMatches(internals, internals._index, { term, prefix, termBoost }), term).toEqual(expected);
    }
    // "5" extends to "5xx", met first, and "500": the one that is an array index comes first, as Object.keys
    // puts it (document 5 has short id 4).
    const errors = termMatches(internals, internals._index, { term: '5', prefix: true, termBoost: 1 });
    expect(errors.get(4)?.matched).toEqual(['5', '500', '5xx']);
  });
});
