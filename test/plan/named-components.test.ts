import { describe, expect, it } from 'vitest';
import { createPlanner } from '../../src/plan/create-planner.js';
import { realSearch } from '../generate/pipeline-support.js';

const { snapshot, search } = realSearch();
const planner = createPlanner({ snapshot, search: search.engine });
const plan = (text: string) => planner.plan({ text });
const tokens = async (text: string) => (await plan(text)).components.map((c) => c.token);

describe('a component package the request names', () => {
  it('stands for the resource it is built around and the parts it makes', async () => {
    expect(await tokens('a VPC with public and private subnets using awsx')).toEqual(['awsx:ec2:Vpc']);
    const result = await plan('a VPC with public and private subnets using awsx');
    expect(result.notes.join('\n')).toMatch(/awsx\.ec2\.Vpc stands for aws\.ec2\.Vpc, aws\.ec2\.Subnet/);
    // "public and private" are two subnet specs, not a `subnetSpecs[].type` of "Public" alone.
    expect(result.components[0]?.values.map((v) => v.input)).not.toContain('subnetSpecs.type');
    // Without the package named, the plan keeps to resources the mock run can see: the public subnets
    // reach the internet through a gateway and a route table of their own.
    expect(await tokens('a VPC with public and private subnets')).toEqual([
      'aws:ec2/vpc:Vpc',
      'aws:ec2/subnet:Subnet',
      'aws:ec2/internetGateway:InternetGateway',
      'aws:ec2/routeTable:RouteTable',
      'aws:ec2/route:Route',
      'aws:ec2/routeTableAssociation:RouteTableAssociation',
    ]);
  });

  it('hands what it makes to the resources that need it, instead of planning them anew', async () => {
    const result = await plan('an EKS cluster with the awsx VPC');
    const planned = result.components.map((c) => c.token);
    expect(planned).toEqual(expect.arrayContaining(['aws:eks/cluster:Cluster', 'awsx:ec2:Vpc']));
    expect(planned).not.toContain('aws:ec2/subnet:Subnet');
    expect(planned).not.toContain('aws:ec2/vpc:Vpc');
    const vpc = result.components.find((c) => c.token === 'awsx:ec2:Vpc');
    expect(result.relations).toContainEqual(
      expect.objectContaining({ to: vpc?.id, via: 'vpcConfig.subnetIds' }),
    );
  });

  it('takes only a component whose own name the request says', async () => {
    // "service" is built around by both ECS components; only the Fargate one is named.
    expect(await tokens('a Fargate service using awsx')).toContain('awsx:ecs:FargateService');
    expect(await tokens('a Fargate service using awsx')).not.toContain('awsx:ecs:EC2Service');
  });
});

describe('rule named-components (plan fixture)', () => {
  it('replaces a resource by the named package component built around it, and drops what it makes', async () => {
    const { namedComponents } = await import('../../src/plan/named-components.js');
    const { draftOf, edits, planned } = await import('./rule-cases.js');
    const draft = draftOf(planned('aws:ec2/vpc:Vpc'), planned('aws:ec2/subnet:Subnet', { count: 2 }));
    expect(await edits(namedComponents, draft, 'A VPC with public and private subnets using awsx')).toEqual([
      'replace vpc by awsx:ec2:Vpc',
      'remove subnet',
      'note awsx.ec2.Vpc stands for aws.ec2.Vpc, aws.ec2.Subnet: the request names awsx',
    ]);
    expect(await edits(namedComponents, draft, 'A VPC with public and private subnets')).toEqual([]);
  });
});
