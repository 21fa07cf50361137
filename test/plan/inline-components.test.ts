import { describe, expect, it } from 'vitest';
import { inlineComponents, standaloneFor } from '../../src/plan/inline-components.js';
import { bundledComponent, bundledEdits } from './bundled-rule-cases.js';
import { draftOf, edits, planned } from './rule-cases.js';

describe('rule inline-components (plan fixture)', () => {
  it("folds a rarely used resource into its planned parent's input, with a note", async () => {
    const draft = draftOf(
      planned('aws:dynamodb/table:Table'),
      planned('aws:dynamodb/globalSecondaryIndex:GlobalSecondaryIndex', { role: 'global secondary index' }),
    );
    expect(await edits(inlineComponents, draft, 'A DynamoDB table with a global secondary index')).toEqual([
      'remove global-secondary-index',
      "note global secondary index: planned inline as the table's `globalSecondaryIndexes` input",
    ]);
  });

  it("keeps a resource its parent only refers to by one input (an Azure network interface's security group)", async () => {
    const nic = bundledComponent('nic', 'azure-native:network:NetworkInterface');
    const nsg = bundledComponent('nsg', 'azure-native:network:NetworkSecurityGroup');
    expect(
      await bundledEdits(inlineComponents, [nic, nsg], [], 'A NIC with a network security group'),
    ).toEqual([]);
  });

  it("keeps a resource its parent lists only references to (a ServiceAccount's `secrets`)", async () => {
    const account = bundledComponent('account', 'kubernetes:core/v1:ServiceAccount');
    const secret = bundledComponent('secret', 'kubernetes:core/v1:Secret');
    expect(
      await bundledEdits(
        inlineComponents,
        [account, secret],
        [],
        'A ServiceAccount and a Secret holding a password',
      ),
    ).toEqual([]);
  });

  it('keeps a resource whose parent is not planned', async () => {
    const draft = draftOf(planned('aws:dynamodb/globalSecondaryIndex:GlobalSecondaryIndex'));
    expect(await edits(inlineComponents, draft, 'A global secondary index')).toEqual([]);
  });
});

describe('a block that a planned resource of its own stands for', () => {
  it("is the route table's `routes` when a Route is planned, and no block otherwise", () => {
    const table = bundledComponent('table', 'aws:ec2/routeTable:RouteTable');
    const route = bundledComponent('route', 'aws:ec2/route:Route');
    expect(standaloneFor(table, [table, route], 'routes.cidrBlock')?.id).toBe(route.id);
    expect(standaloneFor(table, [table], 'routes.cidrBlock')).toBeUndefined();
    expect(standaloneFor(table, [table, route], 'vpcId')).toBeUndefined();
    // A top-level input is no block: a service's `cluster` is the planned cluster's to take.
    const service = bundledComponent('service', 'aws:ecs/service:Service');
    const cluster = bundledComponent('cluster', 'aws:ecs/cluster:Cluster');
    expect(standaloneFor(service, [service, cluster], 'cluster')).toBeUndefined();
  });
});
