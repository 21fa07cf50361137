import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { analyse, normaliseTerm, splitIdentifier, tokenizeText, verbStem } from '../../src/language/terms.js';

describe('splitIdentifier', () => {
  it('splits camelCase, acronyms and version suffixes', () => {
    expect(splitIdentifier('PublicIPAddress')).toEqual(['Public', 'IP', 'Address']);
    expect(splitIdentifier('BucketObjectv2')).toEqual(['Bucket', 'Object', 'v2']);
    expect(splitIdentifier('wafv2')).toEqual(['waf', 'v2']);
    expect(splitIdentifier('apps')).toEqual(['apps']);
    expect(splitIdentifier('v1beta1')).toEqual(['v1beta1']);
  });
});

describe('normaliseTerm', () => {
  it('drops stop words and request verbs but keeps cloud words that look like them', () => {
    expect(normaliseTerm('The')).toBeNull();
    expect(normaliseTerm('create')).toBeNull();
    expect(normaliseTerm('')).toBeNull();
    expect(normaliseTerm('get')).toBe('get');
    expect(normaliseTerm('managed')).toBe('managed');
  });

  it('folds plurals, leaving words whose s is their own', () => {
    expect(normaliseTerm('Buckets')).toBe('bucket');
    expect(normaliseTerm('policies')).toBe('policy');
    expect(normaliseTerm('addresses')).toBe('address');
    expect(normaliseTerm('boxes')).toBe('box');
    expect(normaliseTerm('access')).toBe('access');
    expect(normaliseTerm('kubernetes')).toBe('kubernetes');
    expect(normaliseTerm('status')).toBe('status');
    expect(normaliseTerm('sqs')).toBe('sqs');
    expect(normaliseTerm('ec2s')).toBe('ec2s');
  });

  it('gives a word and the short form schema names use one term (configuration, config)', () => {
    expect(normaliseTerm('Configuration')).toBe('config');
    expect(normaliseTerm('configurations')).toBe('config');
    expect(analyse('BucketReplicationConfig')).toEqual(
      analyse('bucketreplicationconfig bucket replication configuration'),
    );
  });
});

describe('tokenizeText', () => {
  it('gives each identifier whole and then its parts, or its parts only', () => {
    expect(tokenizeText('aws.s3.BucketPolicy for my-site')).toEqual([
      'aws',
      's3',
      'BucketPolicy',
      'Bucket',
      'Policy',
      'for',
      'my',
      'site',
    ]);
    expect(tokenizeText('BucketPolicy', false)).toEqual(['Bucket', 'Policy']);
  });
});

describe('analyse', () => {
  it('tokenises and normalises in order, keeping duplicates', () => {
    expect(analyse('Create two S3 buckets and a BucketPolicy for the buckets')).toEqual([
      'two',
      's3',
      'bucket',
      'bucketpolicy',
      'bucket',
      'policy',
      'bucket',
    ]);
  });

  it('makes a request and a schema name meet in a real MiniSearch index', () => {
    const index = new MiniSearch<{ id: number; name: string }>({
      fields: ['name'],
      tokenize: (text) => tokenizeText(text),
      processTerm: (term) => normaliseTerm(term),
    });
    index.addAll([
      { id: 1, name: 'aws.s3.BucketPolicy' },
      { id: 2, name: 'aws.iam.Policy' },
      { id: 3, name: 'aws.sqs.Queue' },
    ]);
    expect(index.search('policies for my buckets').map((hit) => hit.id)[0]).toBe(1);
    expect(index.search('please create queues').map((hit) => hit.id)).toEqual([3]);
  });
});

describe('verbStem', () => {
  it('gives a participle and its action noun one stem, and keeps short words whole', () => {
    expect(['versioned', 'versioning', 'version'].map(verbStem)).toEqual(['vers', 'vers', 'vers']);
    expect(['encrypted', 'encryption', 'encryptions'].map(verbStem)).toEqual([
      'encrypt',
      'encrypt',
      'encrypt',
    ]);
    expect(['red', 'ring', 'bed'].map(verbStem)).toEqual(['red', 'ring', 'bed']);
  });
});
