import type { Options, SearchOptions } from 'minisearch';
import { normaliseTerm, tokenizeText } from '../language/terms.js';
import type { SearchDocument } from './search-document.js';

/** Fields of {@link SearchDocument} that are indexed, and their weights at query time. */
export const SPARSE_FIELDS = ['name', 'path', 'aliases', 'summary', 'headings', 'inputs'] as const;

export const SPARSE_BOOSTS: Readonly<Record<(typeof SPARSE_FIELDS)[number], number>> = {
  name: 5,
  path: 1.5,
  aliases: 2.5,
  summary: 1,
  headings: 0.6,
  inputs: 0.3,
};

const searchOptions: SearchOptions = {
  boost: { ...SPARSE_BOOSTS },
  combineWith: 'OR',
  // Prefix matching lets `postgres` reach `postgresql` and `kube` reach `kubernetes`; short terms would
  // match half the vocabulary, so only longer ones expand.
  prefix: (term) => term.length >= 5,
  fuzzy: false,
  weights: { fuzzy: 0.35, prefix: 0.5 },
};

/**
 * The one set of MiniSearch options used to build the index at snapshot time and to open it at query time
 * (`openSparseIndex`): a search needs the same tokenizer and term processing the index was built with.
 */
export const SPARSE_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SPARSE_FIELDS],
  storeFields: [],
  // Whole identifiers (`BucketPolicy`) are kept as terms only in the name and path fields, where an exact
  // name should win; elsewhere their parts suffice, and the index stays small enough to load fast.
  tokenize: (text, fieldName) =>
    tokenizeText(text, fieldName === undefined || fieldName === 'name' || fieldName === 'path'),
  processTerm: (term) => normaliseTerm(term),
  searchOptions,
};
