import { describe, expect, it } from 'vitest';
import {
  inferProviders,
  padded,
  planningProviders,
  resolveProvider,
  routeRequest,
  type LiteralOwner,
} from '../../src/language/routing.js';
import { UserError } from '../../src/shared/errors.js';

const known = ['aws', 'awsx', 'azure-native', 'eks', 'gcp', 'kubernetes', 'random'];

describe('padded', () => {
  it('lower-cases, turns punctuation into spaces and pads for word matches', () => {
    expect(padded('Hello, World!')).toBe(' hello world ');
    expect(padded('  S3/CloudFront  ')).toBe(' s3 cloudfront ');
    // A metric namespace says AWS alone, no service or package of it.
    expect(padded('5XXError (AWS/ApiGateway)')).toBe(' 5xxerror aws ');
  });
});

describe('inferProviders', () => {
  it('routes by the services a request names, in the snapshot’s order', () => {
    expect(inferProviders('an AKS cluster with a GKE one', known)).toEqual(['azure-native', 'gcp']);
    expect(inferProviders('a Kubernetes deployment', known)).toEqual(['kubernetes']);
    expect(inferProviders('a random password', known)).toEqual(['random']);
    expect(inferProviders('nothing to route here', known)).toEqual([]);
  });

  it('adds the component packages built on a provider, and the provider of a named component package', () => {
    expect(inferProviders('an S3 bucket', known)).toEqual(expect.arrayContaining(['aws', 'awsx']));
    expect(inferProviders('a VPC using awsx', known)).toContain('aws');
    expect(inferProviders('an S3 bucket', ['aws'])).toEqual(['aws']);
  });
});

describe('routeRequest and planningProviders', () => {
  it('takes explicit providers as given (aliases resolved, once each)', () => {
    const route = routeRequest('an S3 bucket', ['AWS', 'k8s', 'aws'], known);
    expect(route).toEqual({ providers: ['aws', 'kubernetes'], routing: 'explicit' });
    expect(planningProviders('an S3 bucket', route)).toEqual(['aws', 'kubernetes']);
  });

  it('infers, or searches every provider when nothing is named', () => {
    expect(routeRequest('a random password', undefined, known)).toEqual({
      providers: ['random'],
      routing: 'inferred',
    });
    expect(routeRequest('nothing to route here', [], known)).toEqual({ providers: known, routing: 'all' });
  });

  it('plans with component packages only when the request names them', () => {
    const route = routeRequest('a VPC using awsx', undefined, known);
    expect(planningProviders('a VPC using awsx', route)).toEqual(expect.arrayContaining(['aws', 'awsx']));
    const plain = routeRequest('an S3 bucket', undefined, known);
    expect(planningProviders('an S3 bucket', plain)).toEqual(['aws']);
  });
});

describe('resolveProvider', () => {
  it('resolves aliases and refuses unknown providers, listing the known ones', () => {
    expect(resolveProvider(' Azure ', known)).toBe('azure-native');
    expect(resolveProvider('google', known)).toBe('gcp');
    expect(() => resolveProvider('terraform', known)).toThrow(
      new UserError(`unknown provider 'terraform'; known providers: ${known.join(', ')}`),
    );
    expect(() => resolveProvider('k8s', ['aws'])).toThrow(UserError);
  });
});

const cloudsKnown = ['aws', 'azure-native', 'digitalocean', 'gcp', 'kubernetes'];

describe('routing a request to the providers it names', () => {
  it('reads a product said with its version, and a quoted name, as no provider when the rest names one', () => {
    expect(inferProviders('An AKS cluster `aks-platform` that runs Kubernetes 1.29', known)).toEqual([
      'azure-native',
    ]);
    expect(inferProviders('A GKE subnetwork with a secondary range `pods`', known)).toEqual(['gcp']);
    // The rest names nothing: the product is the request's provider after all.
    expect(inferProviders('Deploy nginx on Kubernetes 1.29', known)).toEqual(['kubernetes']);
    // Said without a version, it is asked for.
    expect(inferProviders('An AKS cluster and a Kubernetes deployment on it', known)).toEqual([
      'azure-native',
      'kubernetes',
    ]);
  });

  it('reads the longest cue some words match, not a shorter cue of another provider inside it', () => {
    // "security group" is an AWS cue, but inside "network security group" the words are Azure's.
    expect(inferProviders('a VM with a network security group that allows SSH', cloudsKnown)).toEqual([
      'azure-native',
    ]);
    expect(inferProviders('an EC2 instance in a security group', cloudsKnown)).toEqual(['aws']);
  });

  it('routes a request that names no provider to the one its stated values belong to', () => {
    const owners: Record<string, string> = { 'us-central1': 'gcp', 'e2-medium': 'gcp', nyc3: 'digitalocean' };
    const owner: LiteralOwner = (word) => owners[word];
    const text = 'In us-central1, a VPC with a subnet and an e2-medium VM';
    expect(routeRequest(text, undefined, cloudsKnown, owner)).toEqual({
      providers: ['gcp'],
      routing: 'inferred',
    });
    // Without the knowledge, or with an explicit list, nothing changes.
    expect(routeRequest(text, undefined, cloudsKnown).routing).toBe('all');
    expect(routeRequest(text, ['aws'], cloudsKnown, owner)).toEqual({
      providers: ['aws'],
      routing: 'explicit',
    });
    // Values are words of their own: "nyc3" inside another word says nothing.
    expect(routeRequest('a bucket named snyc3x', undefined, cloudsKnown, owner).routing).toBe('all');
  });
});
