import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { decomposeConcepts, requestConcepts } from '../../src/language/concepts.js';
import { inferProviders } from '../../src/language/routing.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { UserError } from '../../src/shared/errors.js';
import { countTokens } from '../../src/shared/tokens.js';
import { renderRecordCompact } from '../../src/retrieve/render.js';
import type { RegistrySearch } from '../../src/retrieve/types.js';
import { writeFixtureSnapshot } from '../search/fixture-snapshot.js';

let search: RegistrySearch;
const known = ['aws', 'azure-native', 'gcp', 'kubernetes', 'random', 'tls'];

beforeAll(async () => {
  search = createRegistrySearch(openSnapshot(await writeFixtureSnapshot()));
});

const tokens = async (text: string, limit = 10, providers?: string[]): Promise<string[]> =>
  (await search.search({ text, limit, ...(providers === undefined ? {} : { providers }) })).hits.map(
    (hit) => hit.token,
  );

describe('ranking', () => {
  it('puts an exact TS name or type token first, ahead of its namesakes', async () => {
    expect((await tokens('aws.s3.BucketPolicy'))[0]).toBe('aws:s3/bucketPolicy:BucketPolicy');
    expect((await tokens('aws.s3.Bucket'))[0]).toBe('aws:s3/bucket:Bucket');
    expect((await tokens('gcp:storage/bucket:Bucket'))[0]).toBe('gcp:storage/bucket:Bucket');
    expect((await tokens('kubernetes.apps.v1.DaemonSet'))[0]).toBe('kubernetes:apps/v1:DaemonSet');
  });

  it('answers plain-language requests through the glossary and name coverage', async () => {
    expect((await tokens('an S3 bucket for static assets'))[0]).toBe('aws:s3/bucket:Bucket');
    expect((await tokens('kubernetes daemonset running a log agent on every node'))[0]).toBe(
      'kubernetes:apps/v1:DaemonSet',
    );
    expect((await tokens('secret in Google Secret Manager'))[0]).toBe('gcp:secretmanager/secret:Secret');
    expect((await tokens('generate a password for the database with random'))[0]).toBe(
      'random:index/randomPassword:RandomPassword',
    );
  });

  it('searches the words of a request, not the literal values in it', async () => {
    const plain = await search.search({ text: 'a DNS record pointing at the load balancer', limit: 10 });
    const withValues = await search.search({
      text: 'a DNS record for api.example.com pointing at the load balancer on 10.0.1.5, mail ops@example.org',
      limit: 10,
    });
    expect(withValues.hits).toEqual(plain.hits);
    expect((await tokens('https://docs.example.com/s3 aws.s3.BucketPolicy'))[0]).toBe(
      'aws:s3/bucketPolicy:BucketPolicy',
    );
  });

  it('keeps both channel parts on every hit', async () => {
    const result = await search.search({ text: 'S3 bucket versioning', limit: 3 });
    expect(result.hits.length).toBe(3);
    for (const hit of result.hits) {
      expect(hit.sparse).toBeGreaterThanOrEqual(0);
      expect(hit.sparse).toBeLessThanOrEqual(1);
      expect(hit.dense).toBeGreaterThanOrEqual(0);
      expect(hit.dense).toBeLessThanOrEqual(1);
    }
    expect(result.hits.some((hit) => hit.sparse > 0 && hit.dense > 0)).toBe(true);
    const scores = result.hits.map((hit) => hit.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('fuses by reciprocal rank when asked to', async () => {
    const rrf = createRegistrySearch(openSnapshot(await writeFixtureSnapshot()), {
      fusion: { method: 'rrf' },
    });
    const result = await rrf.search({ text: 'S3 bucket versioning', limit: 5 });
    expect(result.hits.map((hit) => hit.token)).toContain('aws:s3/bucketVersioning:BucketVersioning');
    // Two channels at best rank 1 each: 2 / (60 + 1), as displayed (4 decimals).
    expect(Math.max(...result.hits.map((hit) => hit.score))).toBeLessThanOrEqual(Number((2 / 61).toFixed(4)));
    expect((await rrf.search({ text: 'aws.s3.BucketPolicy' })).hits[0]?.token).toBe(
      'aws:s3/bucketPolicy:BucketPolicy',
    );
  });

  it('ranks a Kubernetes Patch variant below the kind itself', async () => {
    const ranked = await tokens('kubernetes deployment with 3 replicas');
    expect(ranked.indexOf('kubernetes:apps/v1:Deployment')).toBeLessThan(
      ranked.indexOf('kubernetes:apps/v1:DeploymentPatch'),
    );
  });
});

describe('provider routing', () => {
  it('infers providers from service names and acronyms', () => {
    expect(inferProviders('an S3 bucket', known)).toEqual(['aws']);
    expect(inferProviders('AKS cluster with two node pools', known)).toEqual(['azure-native']);
    expect(inferProviders('GKE autopilot cluster', known)).toEqual(['gcp']);
    expect(inferProviders('deploy nginx to k8s', known)).toEqual(['kubernetes']);
    expect(inferProviders('install the cert-manager helm chart', known)).toEqual(['kubernetes']);
    expect(inferProviders('a bucket and a queue', known)).toEqual([]);
    expect(inferProviders('S3 bucket and a GKE cluster', known)).toEqual(['aws', 'gcp']);
    // AWS's own networking words; Azure's "network security group" is Azure's alone: the longest cue the
    // words match is the one they say, not AWS's "security group" inside it (issue 25 item 4).
    expect(inferProviders('allow 5432 from the app security group', known)).toEqual(['aws']);
    expect(inferProviders('a route to the igw', known)).toEqual(['aws']);
    expect(inferProviders('a network security group', known)).toEqual(['azure-native']);
  });

  it('routes inferred, explicit and unrouted requests', async () => {
    const inferred = await search.search({ text: 'AKS cluster' });
    expect(inferred.routing).toBe('inferred');
    expect(inferred.providers).toEqual(['azure-native']);
    expect(inferred.hits[0]?.token).toBe('azure-native:containerservice:ManagedCluster');
    expect(inferred.hits.every((hit) => hit.provider === 'azure-native')).toBe(true);

    const explicit = await search.search({ text: 'storage bucket', providers: ['gcp'] });
    expect(explicit.routing).toBe('explicit');
    expect(explicit.hits[0]?.token).toBe('gcp:storage/bucket:Bucket');
    expect(explicit.hits.every((hit) => hit.provider === 'gcp')).toBe(true);

    const all = await search.search({ text: 'storage bucket' });
    expect(all.routing).toBe('all');
    expect(new Set(all.hits.map((hit) => hit.provider)).size).toBeGreaterThan(1);
  });

  it('rejects an unknown provider with the list of known ones', async () => {
    await expect(search.search({ text: 'bucket', providers: ['oracle'] })).rejects.toThrow(UserError);
    await expect(search.search({ text: 'bucket', providers: ['oracle'] })).rejects.toThrow(
      "unknown provider 'oracle'; known providers: aws, azure-native, gcp, kubernetes, random, tls",
    );
  });
});

describe('query validation', () => {
  it('refuses an empty query', async () => {
    await expect(search.search({ text: '   ' })).rejects.toThrow(/the query is empty/);
    await expect(search.retrieve({ text: '' })).rejects.toThrow(UserError);
  });

  it('truncates a 100 KB query with a warning instead of failing', async () => {
    const huge = `S3 bucket ${'with lots of padding words '.repeat(4000)}`;
    expect(huge.length).toBeGreaterThan(100_000);
    const result = await search.search({ text: huge });
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/only the first 2000 were used/);
    expect(result.hits[0]?.token).toBe('aws:s3/bucket:Bucket');
  });
});

describe('multi-concept requests', () => {
  it('decomposes a request into concept queries', () => {
    expect(decomposeConcepts('a VPC with two subnets and a NAT gateway')).toEqual([
      'a VPC',
      'two subnets',
      'a NAT gateway',
    ]);
    expect(decomposeConcepts('random integer between 1 and 100')).toEqual([
      'random integer between 1 and 100',
    ]);
    expect(decomposeConcepts('elastic IP address')).toEqual(['elastic IP address']);
  });

  it('splits a request of several sentences per sentence, asides apart, versions whole', () => {
    expect(
      requestConcepts('Create a Batch job queue. Provision a VPC (two subnets) and a db.t3.micro database.'),
    ).toEqual(['Create a Batch job queue.', 'Provision a VPC', 'two subnets', 'a db.t3.micro database.']);
    expect(requestConcepts('elastic IP address')).toEqual(['elastic IP address']);
  });

  it('finds every concept near the top', async () => {
    const top = await tokens('a VPC with two subnets and a NAT gateway on AWS', 4);
    expect(top).toEqual(
      expect.arrayContaining(['aws:ec2/vpc:Vpc', 'aws:ec2/subnet:Subnet', 'aws:ec2/natGateway:NatGateway']),
    );
  });

  it('retrieves the records in ranked order within the token budget', async () => {
    const result = await search.retrieve({ text: 'an S3 bucket with versioning and a lambda function' });
    expect(result.concepts).toEqual(['an S3 bucket', 'versioning', 'a lambda function']);
    expect(result.records.map((r) => r.token)).toEqual(result.hits.map((h) => h.token));
    expect(result.records.map((r) => r.token)).toEqual(
      expect.arrayContaining([
        'aws:s3/bucket:Bucket',
        'aws:s3/bucketVersioning:BucketVersioning',
        'aws:lambda/function:Function',
      ]),
    );
    expect(result.records.length).toBeLessThanOrEqual(10 * (result.concepts.length + 2));

    const first = result.records[0];
    expect(first).toBeDefined();
    const budget = countTokens(renderRecordCompact(first!)) + 5;
    const pruned = await search.retrieve({
      text: 'an S3 bucket with versioning and a lambda function',
      tokenBudget: budget,
    });
    const used = pruned.records.reduce((sum, r) => sum + countTokens(renderRecordCompact(r)), 0);
    expect(used).toBeLessThanOrEqual(budget);
    expect(pruned.records[0]?.token).toBe(first!.token);
    expect(pruned.warnings.some((w) => w.includes(`${budget}-token budget`))).toBe(true);
  });
});
