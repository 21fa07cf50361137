import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { packageRoot } from '../../../src/shared/paths.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import { outputShape, snapshotResourceOutputs } from '../../../src/verify/mock/output-shapes.js';
import { createRecordLookup } from '../../../src/verify/mock/record-lookup.js';

const lookup = createRecordLookup(openSnapshot(join(packageRoot(), 'registry-snapshot')));
const resourceOutputs = snapshotResourceOutputs(
  (token) => lookup.byToken(token),
  (pkg, path) => lookup.byPackagePath(pkg, path),
);

describe("a component's outputs that hold provider resources", () => {
  it("are read from the declared output types, one resource or a list, with the resource's token", () => {
    const outputs = resourceOutputs('eks:index:Cluster');
    expect(outputs['eksCluster']).toEqual({ token: 'aws:eks/cluster:Cluster', list: false });
    expect(outputs['instanceRoles']).toEqual({ token: 'aws:iam/role:Role', list: true });
    // `pulumi.Output<pulumiAws.ec2.SecurityGroup | undefined>`
    expect(outputs['nodeSecurityGroup']).toEqual({
      token: 'aws:ec2/securityGroup:SecurityGroup',
      list: false,
    });
    // The component's own provider is a child resource too; values and data types are not resources.
    expect(outputs['awsProvider']).toEqual({ token: 'pulumi:providers:aws', list: false });
    expect(outputs).not.toHaveProperty('kubeconfig');
    expect(outputs).not.toHaveProperty('core');
  });

  it('are none for a resource whose outputs are values', () => {
    expect(resourceOutputs('aws:s3/bucket:Bucket')).toEqual({});
  });
});

describe('outputShape', () => {
  it('reads output shapes from declared types', () => {
    expect(outputShape('pulumi.Output<string>')).toBe('string');
    expect(outputShape('pulumi.Output<string[]>')).toBe('string[]');
    expect(outputShape('outputs.GetAvailabilityZonesFilter[]')).toBe('array');
    expect(outputShape('pulumi.Output<{[key: string]: string} | undefined>')).toBe('object');
    expect(outputShape('pulumi.Output<number>')).toBe('number');
    expect(outputShape('pulumi.Output<any>')).toBeUndefined();
  });
});
