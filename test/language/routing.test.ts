import { describe, expect, it } from 'vitest';
import { inferProviders, routeRequest, type LiteralOwner } from '../../src/language/routing.js';

const known = ['aws', 'azure-native', 'digitalocean', 'gcp', 'kubernetes'];

describe('routing a request to the providers it names', () => {
  it('reads the longest cue some words match, not a shorter cue of another provider inside it', () => {
    // "security group" is an AWS cue, but inside "network security group" the words are Azure's.
    expect(inferProviders('a VM with a network security group that allows SSH', known)).toEqual([
      'azure-native',
    ]);
    expect(inferProviders('an EC2 instance in a security group', known)).toEqual(['aws']);
  });

  it('routes a request that names no provider to the one its stated values belong to', () => {
    const owners: Record<string, string> = { 'us-central1': 'gcp', 'e2-medium': 'gcp', nyc3: 'digitalocean' };
    const owner: LiteralOwner = (word) => owners[word];
    const text = 'In us-central1, a VPC with a subnet and an e2-medium VM';
    expect(routeRequest(text, undefined, known, owner)).toEqual({ providers: ['gcp'], routing: 'inferred' });
    // Without the knowledge, or with an explicit list, nothing changes.
    expect(routeRequest(text, undefined, known).routing).toBe('all');
    expect(routeRequest(text, ['aws'], known, owner)).toEqual({ providers: ['aws'], routing: 'explicit' });
    // Values are words of their own: "nyc3" inside another word says nothing.
    expect(routeRequest('a bucket named snyc3x', undefined, known, owner).routing).toBe('all');
  });
});
