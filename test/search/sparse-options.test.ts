import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';

import type { SearchDocument } from '../../src/search/search-document.js';
import { SPARSE_BOOSTS, SPARSE_FIELDS, SPARSE_OPTIONS } from '../../src/search/sparse-options.js';

function doc(id: number, name: string, more: Partial<SearchDocument> = {}): SearchDocument {
  return { id, name, path: '', summary: '', headings: '', inputs: '', aliases: '', ...more };
}

const DOCS = [
  doc(0, 'BucketPolicy', { path: 's3', summary: 'Attaches a policy to a bucket.' }),
  doc(1, 'Bucket', { path: 's3', summary: 'A bucket of objects.', inputs: 'bucketPolicy forceDestroy' }),
  doc(2, 'Instance', { path: 'rds', summary: 'A PostgreSQL or MySQL database instance.' }),
  doc(3, 'Deployment', { path: 'apps.v1', summary: 'A Kubernetes deployment.' }),
];

const index = new MiniSearch<SearchDocument>(SPARSE_OPTIONS);
index.addAll(DOCS);
const ids = (query: string) => index.search(query).map((result) => result.id as number);

describe('SPARSE_OPTIONS', () => {
  it('indexes every search field with a boost, the name weighing most', () => {
    expect(Object.keys(SPARSE_BOOSTS).sort()).toEqual([...SPARSE_FIELDS].sort());
    expect(Math.max(...Object.values(SPARSE_BOOSTS))).toBe(SPARSE_BOOSTS.name);
  });

  it('keeps a whole identifier as a term in the name and path, and only its parts elsewhere', () => {
    const tokenize = SPARSE_OPTIONS.tokenize!;
    expect(tokenize('BucketPolicy', 'name')).toEqual(['BucketPolicy', 'Bucket', 'Policy']);
    expect(tokenize('BucketPolicy', 'inputs')).toEqual(['Bucket', 'Policy']);
    // The exact name wins over a record that only has its parts.
    expect(ids('BucketPolicy')[0]).toBe(0);
  });

  it('normalises terms the same way when indexing and querying (case, plurals)', () => {
    expect(SPARSE_OPTIONS.processTerm!('Buckets')).toBe('bucket');
    expect(ids('BUCKETS')).toEqual(expect.arrayContaining([0, 1]));
    expect(ids('deployments')).toEqual([3]);
  });

  it('lets a longer term reach the words it begins, and a short one only itself', () => {
    expect(ids('postgres')).toEqual([2]);
    expect(ids('kube')).toEqual([]);
    expect(ids('kubernetes')).toEqual([3]);
  });
});
