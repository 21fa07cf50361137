import { describe, expect, it } from 'vitest';
import { createPlanner } from '../../src/plan/create-planner.js';
import { keptChannels, sparseHits, sparseTopHits } from '../../src/search/rank.js';
import { inferProviders, planningProviders, routeRequest } from '../../src/language/routing.js';
import { SearchIndex } from '../../src/search/search-index.js';
import { realSearch } from '../generate/pipeline-support.js';

const names = async (text: string): Promise<string[]> =>
  (await realSearch().search.search({ text })).hits.map((hit) => hit.tsName);

describe('component packages in routing', () => {
  const known = ['aws', 'aws-apigateway', 'awsx', 'azure-native', 'eks', 'kubernetes'];

  it('searches the components built on a provider along with it', () => {
    expect(inferProviders('a Fargate service behind a load balancer', known)).toEqual([
      'aws',
      'aws-apigateway',
      'awsx',
      'eks',
    ]);
    expect(inferProviders('an AKS cluster', known)).toEqual(['azure-native']);
    // Naming a component package brings its provider: an awsx program uses aws resources beside it.
    expect(inferProviders('a VPC with public and private subnets using awsx', known)).toEqual([
      'aws',
      'aws-apigateway',
      'awsx',
      'eks',
    ]);
  });

  it('plans with a component package only when the request names the package', () => {
    const route = (text: string) => routeRequest(text, undefined, known);
    const plain = 'a VPC with public and private subnets in AWS';
    expect(planningProviders(plain, route(plain))).toEqual(['aws']);
    const named = 'a VPC with public and private subnets in AWS, using awsx';
    expect(planningProviders(named, route(named))).toEqual(['aws', 'awsx']);
    expect(planningProviders(plain, routeRequest(plain, ['aws', 'awsx'], known))).toEqual(['aws', 'awsx']);
  });
});

describe('component packages in the ranking', () => {
  it("scores a component package's BM25 hits on its provider's scale, less for fewer matched words", () => {
    const { snapshot } = realSearch();
    const index = new SearchIndex(snapshot, undefined);
    const [aws, awsx, eks] = ['aws', 'awsx', 'eks'].map((provider) => index.provider(provider));
    if (aws === undefined || awsx === undefined || eks === undefined) throw new Error('providers missing');
    const text = 'a Fargate service behind a load balancer';
    const hits = sparseHits([aws, awsx, eks], text);
    const best = (provider: string) => hits.find((hit) => hit.index.provider === provider);
    const rawAwsx = awsx.sparse.search(text)[0]?.score ?? 0;
    // Raw, the dozen-record index scores a fraction of what the aws index does for the same words.
    expect(rawAwsx).toBeLessThan((best('aws')?.score ?? 0) / 2);
    expect(best('awsx')?.score).toBeGreaterThan(rawAwsx);
    expect(best('awsx')?.score).toBeLessThanOrEqual(best('aws')?.score ?? 0);
    // eks shares one stray word ("service") at most: it stays below the component that says the request.
    expect(best('eks')?.score ?? 0).toBeLessThan(best('awsx')?.score ?? 0);
    expect(best('eks')?.score ?? 0).toBeLessThanOrEqual((best('aws')?.score ?? 0) / 2);
    // The first hits alone, as a ranking reads them, are the whole list's first, calibration included.
    const awsxAt = hits.findIndex((hit) => hit.index.provider === 'awsx');
    for (const limit of [1, awsxAt + 1, 61]) {
      expect(sparseTopHits([aws, awsx, eks], text, limit, keptChannels())).toEqual(hits.slice(0, limit));
    }
  });

  it('ranks the components that say a request at their level among the low-level records', async () => {
    expect((await names('an EKS cluster')).slice(0, 3)).toContain('eks.Cluster');
    expect(await names('a REST API backed by a Lambda function')).toContain('aws_apigateway.RestAPI');
    expect(await names('a Fargate service behind a load balancer')).toContain('awsx.ecs.FargateService');
  });

  it('puts a component first where the request names several of its parts and leads with its own', async () => {
    // Parts it makes (the VPC and its subnets; a load balancer, its listeners and target group) or takes (a
    // route's Lambda function), said with the component's name and led by the resource it is built around.
    const vpc = await names('a VPC with public and private subnets');
    expect(vpc[0]).toBe('awsx.ec2.Vpc');
    expect(vpc.slice(1, 3).sort()).toEqual(['aws.ec2.Subnet', 'aws.ec2.Vpc']);
    expect((await names('a REST API backed by a Lambda function'))[0]).toBe('aws_apigateway.RestAPI');
    const alb = 'an application load balancer with listeners and a default target group';
    expect((await names(alb))[0]).toBe('awsx.lb.ApplicationLoadBalancer');
  });

  it('leaves the ranking to the low-level records where the request names one part or leads with another', async () => {
    expect((await names('a VPC'))[0]).toBe('aws.ec2.Vpc');
    expect((await names('a NAT gateway with a private subnet'))[0]).toBe('aws.ec2.NatGateway');
    // A part said only after a relation is what the request points at, not a part of what it asks for.
    const trail = 'an audit trail of every API call in my AWS account, delivered to a bucket';
    expect((await names(trail))[0]).toBe('aws.cloudtrail.Trail');
    // "s3 bucket" is a bucket: its head word after the relation is enough.
    const existing = 'a CloudTrail trail recording S3 data events into the bucket we have';
    expect((await names(existing))[0]).toBe('aws.cloudtrail.Trail');
    // What the user says they will do themselves is not part of what they ask for.
    const bare = 'a VPC 10.1.0.0/16 with DNS support, we will add the subnets ourselves';
    expect((await names(bare))[0]).not.toBe('awsx.ec2.Vpc');
    expect((await names('internet gateway attached to the VPC'))[0]).toBe('aws.ec2.InternetGateway');
    expect((await names('target group for the ALB'))[0]).toBe('aws.lb.TargetGroup');
    // The parts of an ECS service, but the component's own name ("Fargate service") is not said.
    expect((await names('an ECS service running a task definition'))[0]).not.toMatch(/^awsx\./);
  });

  it('leads a planned request with a component only when its parts are the whole plan', async () => {
    const detailed =
      'a REST API in API Gateway that invokes a Lambda function, reachable only through a VPC endpoint';
    const hits = await names(detailed);
    expect(hits[0]).not.toBe('aws_apigateway.RestAPI');
    expect(hits).toEqual(expect.arrayContaining(['aws.apigateway.RestApi', 'aws.ec2.VpcEndpoint']));
  });

  it("keeps a plan's prompt records to the packages the plan may use", async () => {
    const { snapshot, search } = realSearch();
    const planner = createPlanner({ snapshot, search: search.engine });
    const providersOf = async (text: string) => {
      const plan = await planner.plan({ text });
      const result = await search.retrieve({ text, plan });
      return new Set(result.records.map((record) => record.provider));
    };
    // `search` ranks awsx.ec2.Vpc first for these words; the prompt, built for the plan, does not offer it.
    expect(await providersOf('a VPC with public and private subnets')).not.toContain('awsx');
    expect(await providersOf('a VPC with public and private subnets, using awsx')).toContain('awsx');
  });

  it('leaves the offline plan to the low-level resources unless the request names the package', async () => {
    const { snapshot, search } = realSearch();
    const planner = createPlanner({ snapshot, search: search.engine });
    const tokens = async (text: string) => (await planner.plan({ text })).components.map((c) => c.token);
    expect(await tokens('a Fargate service behind a load balancer')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:awsx|eks|aws-apigateway):/)]),
    );
    expect(await tokens('an EKS cluster')).toContain('aws:eks/cluster:Cluster');
  });
});
