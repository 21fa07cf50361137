import { describe, expect, it } from 'vitest';
import { MAX_QUERY_CHARS, queryText } from '../../src/search/query-text.js';
import { UserError } from '../../src/shared/errors.js';

describe('queryText', () => {
  it('takes literal values out of the words the search ranks', () => {
    expect(queryText('route api.example.com to https://x.io/a via 10.0.0.0/16, mail ops@acme.dev').text).toBe(
      'route to via , mail',
    );
  });

  it('keeps dotted TS names and Kubernetes API groups', () => {
    expect(queryText('aws.s3.BucketV2 and networking.k8s.io Ingress').text).toBe(
      'aws.s3.BucketV2 and networking.k8s.io Ingress',
    );
  });

  it('keeps a query that is nothing but a value, and refuses an empty one', () => {
    expect(queryText(' example.com ').text).toBe('example.com');
    expect(() => queryText('   ')).toThrow(UserError);
  });

  it('cuts a long query at a word boundary, with a warning', () => {
    const long = 'bucket '.repeat(400);
    const query = queryText(long);
    expect(query.text.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(query.text.endsWith('bucket')).toBe(true);
    expect(query.warnings).toEqual([
      `the query was ${long.trim().length} characters; only the first 2000 were used`,
    ]);
    expect(queryText('a bucket').warnings).toEqual([]);
  });
});
