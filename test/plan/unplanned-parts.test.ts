import { beforeAll, describe, expect, it } from 'vitest';
import { readRequest } from '../../src/language/request-text.js';
import { createPlanner } from '../../src/plan/create-planner.js';
import type { Plan, Planner } from '../../src/plan/types.js';
import { unplannedParts } from '../../src/plan/unplanned-parts.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { Snapshot } from '../../src/snapshot/types.js';

let snapshot: Snapshot;
let planner: Planner;

beforeAll(() => {
  snapshot = openSnapshot(defaultSnapshotDir());
  planner = createPlanner({ snapshot, search: createRegistrySearch(snapshot).engine });
});

/** A plan of just these tokens, as a model or a rule might return it. */
function planOf(...tokens: string[]): Plan {
  return {
    components: tokens.map((token, i) => ({
      id: `c${i}`,
      token,
      role: token,
      origin: 'request' as const,
      count: 1,
      values: [],
      alternatives: [],
    })),
    relations: [],
    config: [],
    source: 'model',
    notes: [],
  };
}

const unplanned = (text: string, plan: Plan) =>
  unplannedParts(readRequest(text, { known: snapshot.providers }), plan, snapshot).map((p) => p.text);

describe('the parts of a request the plan does not account for', () => {
  it('lists a service the request asks for of which the plan has nothing, with its words and span', () => {
    const text = 'Create an S3 bucket and an SQS queue for the orders';
    const parts = unplannedParts(
      readRequest(text, { known: snapshot.providers }),
      planOf('aws:s3/bucket:Bucket'),
      snapshot,
    );
    expect(parts).toHaveLength(1);
    expect(parts[0]?.reason).toBe('thing');
    expect(parts[0]?.text).toMatch(/SQS queue/);
    const span = parts[0]!.span;
    expect(text.slice(span.start, span.end)).toBe(parts[0]?.text);
    // Once the queue is planned, nothing is left over.
    expect(unplanned(text, planOf('aws:s3/bucket:Bucket', 'aws:sqs/queue:Queue'))).toEqual([]);
  });

  it('never lists filler, function words or a thing named only in a clause saying what another is for', () => {
    expect(unplanned('Please deploy a simple S3 bucket', planOf('aws:s3/bucket:Bucket'))).toEqual([]);
    expect(unplanned('Create an IAM role for EC2 instances', planOf('aws:iam/role:Role'))).toEqual([]);
  });

  it('takes a service named by a common phrase only when written as a proper name', () => {
    const bucket = planOf('aws:s3/bucket:Bucket');
    expect(unplanned('Create an S3 bucket with strict access controls', bucket)).toEqual([]);
    expect(unplanned('Create an S3 bucket and patch it with AWS Systems Manager', bucket)).toEqual([
      'AWS Systems Manager',
    ]);
  });

  it('reads a word several providers share as the providers the plan builds on', () => {
    // "ingress" is a Kubernetes resource too; an AWS security group's ingress is not one.
    expect(
      unplanned(
        'Create a security group with ingress on port 443',
        planOf('aws:ec2/securityGroup:SecurityGroup'),
      ),
    ).toEqual([]);
  });

  it('lists a cloud the request names that the snapshot does not have, whatever the plan made of its words', async () => {
    const plan = await planner.plan({ text: 'Deploy a simple Alibaba Cloud ECS instance in its own VPC' });
    expect(plan.unplanned?.map((p) => [p.reason, p.text])).toContainEqual(['provider', 'Alibaba Cloud']);
  });

  it('lists a cloud the request names of which the plan has nothing, even one the snapshot has', () => {
    const text = 'Create a Google Cloud Storage bucket for the assets';
    expect(
      unplannedParts(
        readRequest(text, { known: snapshot.providers }),
        planOf('aws:s3/bucket:Bucket'),
        snapshot,
      ),
    ).toContainEqual({ text: 'Google Cloud', span: { start: 9, end: 21 }, reason: 'provider' });
    expect(unplanned(text, planOf('gcp:storage/bucket:Bucket'))).toEqual([]);
  });

  it('leaves a plain, fully planned request with nothing unplanned', async () => {
    const plan = await planner.plan({
      text: 'Create an S3 bucket with versioning enabled and an SNS topic named alerts',
    });
    expect(plan.components.length).toBeGreaterThan(0);
    expect(plan.unplanned).toEqual([]);
  });
  it('lists a part of an offline plan that introduces a thing no plan item came from', () => {
    const text = 'Create a VPC named app-net, a subnet 10.10.0.0/24 and two NAT gateways.';
    const request = readRequest(text, { known: snapshot.providers });
    const spanOf = (words: string) => ({
      start: text.indexOf(words),
      end: text.indexOf(words) + words.length,
    });
    const offline = (...named: [string, string][]): Plan => ({
      ...planOf(...named.map(([token]) => token)),
      components: planOf(...named.map(([token]) => token)).components.map((c, i) => ({
        ...c,
        spans: [spanOf(named[i]![1])],
      })),
      source: 'offline',
    });
    const plan = offline(
      ['aws:ec2/vpc:Vpc', 'Create a VPC named app-net'],
      ['aws:ec2/subnet:Subnet', 'a subnet'],
    );
    // Two NAT gateways, planned as nothing, are listed: the phrase ends in a common resource's name.
    const parts = unplannedParts(request, plan, snapshot);
    expect(parts.filter((p) => p.reason === 'thing').map((p) => p.text)).toEqual(['two NAT gateways.']);
    // The name and the CIDR block no value came from are listed as values not read.
    expect(
      parts.filter((p) => p.reason === 'value').map((p) => text.slice(p.span.start, p.span.end)),
    ).toEqual(['app-net', '10.10.0.0/24']);
    // The subnet dropped is listed too; a model's plan, which keeps no spans, is judged by the vocabulary only.
    expect(unplanned(text, offline(['aws:ec2/vpc:Vpc', 'Create a VPC named app-net']))).toContain('a subnet');
    expect(
      unplanned(text, planOf('aws:ec2/vpc:Vpc', 'aws:ec2/subnet:Subnet', 'aws:ec2/natGateway:NatGateway')),
    ).toEqual([]);
  });
  it('lists a definite thing its clause defines ("the resource policy that allows …") that no plan item names, whatever a companion planned from the whole sentence spans', () => {
    const text = 'A CloudWatch Logs log group with the resource policy that allows Route 53 to write to it.';
    const request = readRequest(text, { known: snapshot.providers });
    const part = 'A CloudWatch Logs log group';
    const plan: Plan = {
      ...planOf('aws:cloudwatch/logGroup:LogGroup', 'aws:sns/topicPolicy:TopicPolicy'),
      source: 'offline',
    };
    const spans = [
      { start: 0, end: part.length },
      { start: 0, end: text.length },
    ];
    const offline = { ...plan, components: plan.components.map((c, i) => ({ ...c, spans: [spans[i]!] })) };
    expect(unplannedParts(request, offline, snapshot).map((p) => p.text)).toEqual([
      'the resource policy that',
    ]);
    const named =
      'A CloudWatch Logs log group with the log group policy that allows Route 53 to write to it.';
    expect(
      unplannedParts(readRequest(named, { known: snapshot.providers }), offline, snapshot).map((p) => p.text),
    ).toEqual([]);
  });

  it('does not list a part the plan read whole as a stated value of a planned component', () => {
    const text = 'Create an AKS cluster named demo, with a system-assigned managed identity';
    const part = text.indexOf('a system-assigned');
    const plan = planOf('azure-native:containerservice:ManagedCluster');
    expect(unplanned(text, plan)).toEqual(['a system-assigned managed identity']);
    const value = {
      input: 'identity.type',
      value: 'SystemAssigned',
      text: 'a system-assigned managed identity',
    };
    const withValue = (span: { start: number; end: number }): Plan => ({
      ...plan,
      components: plan.components.map((c) => ({ ...c, values: [{ ...value, span }] })),
    });
    expect(unplanned(text, withValue({ start: part, end: text.length }))).toEqual([]);
    // A value read from elsewhere (the whole sentence) does not account for the part.
    expect(unplanned(text, withValue({ start: 0, end: text.length }))).toEqual([
      'a system-assigned managed identity',
    ]);
  });
  it('reads a version tag as part of a proper name ("API Gateway v2" is not the REST API Gateway)', () => {
    const text = 'Build an HTTP API with API Gateway v2 that routes GET /hello to a Lambda';
    const lambda = 'aws:lambda/function:Function';
    expect(unplanned(text, planOf('aws:apigatewayv2/api:Api', lambda))).toEqual([]);
    expect(unplanned(text, planOf(lambda))).toContain('API Gateway v2 that routes GET /hello to a Lambda');
  });
  it("credits a component package's resource with the resources it makes", () => {
    const text = 'Using awsx, create a VPC with a single NAT gateway, and an ECS cluster';
    const cluster = 'aws:ecs/cluster:Cluster';
    expect(unplanned(text, planOf('awsx:ec2:Vpc', cluster))).toEqual([]);
    expect(unplanned(text, planOf('aws:ec2/vpc:Vpc', cluster))).toEqual(['a single NAT gateway']);
  });
  it('reads an identifier written after a planned thing as its name, not as words asking for more', () => {
    const namespace = 'kubernetes:core/v1:Namespace';
    expect(unplanned('Create a new namespace ingress-nginx.', planOf(namespace))).toEqual([]);
    // The same words not written as the namespace's name ask for an ingress the plan lacks.
    expect(unplanned('Create a new namespace and an ingress-nginx.', planOf(namespace))).toEqual([
      'an ingress-nginx.',
    ]);
  });
});
