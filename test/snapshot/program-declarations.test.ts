import { describe, expect, it } from 'vitest';

import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { declarationSchema, programDeclarations } from '../../src/snapshot/program-declarations.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const schema = declarationSchema(openSnapshot(PLAN_SNAPSHOT_DIR));
/** The bundled snapshot, for the lookups the small one leaves out. */
const bundled = declarationSchema(openSnapshot(defaultSnapshotDir()));

const ROLE = 'aws:iam/role:Role';
const FUNCTION = 'aws:lambda/function:Function';
const SUBNET = 'aws:ec2/subnet:Subnet';
const VPC = 'aws:ec2/vpc:Vpc';

describe('programDeclarations', () => {
  it('reads each declaration in source order under any import alias, with the inputs that read another', () => {
    const declarations = programDeclarations(
      `import * as cloud from "@pulumi/aws";
import { iam } from "@pulumi/aws";
import * as pulumi from "@pulumi/pulumi";
const role = new iam.Role("r", { assumeRolePolicy: "{}" });
const fn = new cloud.lambda.Function("f", {
  role: role.arn,
  environment: { variables: { ROLE: pulumi.interpolate\`\${role.name}\` } },
});
`,
      schema,
    );
    expect(declarations).toEqual([
      { token: ROLE, kind: 'resource', wired: [] },
      {
        token: FUNCTION,
        kind: 'resource',
        wired: [
          { path: 'role', declaration: 0, output: 'arn' },
          { path: 'environment.variables.ROLE', declaration: 0, output: 'name' },
        ],
      },
    ]);
  });

  it('reads the resource options that name a declaration, a declaration written inline, and lists made in a loop', () => {
    const declarations = programDeclarations(
      `import * as aws from "@pulumi/aws";
const vpc = new aws.ec2.Vpc("v", { cidrBlock: "10.0.0.0/16" });
const subnets = ["a", "b"].map((zone) => new aws.ec2.Subnet(zone, { vpcId: vpc.id, cidrBlock: "10.0.1.0/24" }));
new aws.ec2.Instance("i", { subnetId: subnets[0].id, ami: "ami-1" }, { dependsOn: [vpc], parent: vpc });
new aws.lambda.Function("f", { role: new aws.iam.Role("r", { assumeRolePolicy: "{}" }).arn });
`,
      schema,
    );
    expect(declarations.map((d) => d.token)).toEqual([
      VPC,
      SUBNET,
      'aws:ec2/instance:Instance',
      FUNCTION,
      ROLE,
    ]);
    expect(declarations[1]?.wired).toEqual([{ path: 'vpcId', declaration: 0, output: 'id' }]);
    expect(declarations[2]?.wired).toEqual([
      { path: 'subnetId', declaration: 1, output: 'id' },
      { path: '@dependsOn', declaration: 0, output: '' },
      { path: '@parent', declaration: 0, output: '' },
    ]);
    expect(declarations[3]?.wired).toEqual([{ path: 'role', declaration: 4, output: '' }]);
  });

  it('takes a lookup (and its Output twin) as a function, and leaves out what the snapshot does not know', () => {
    const declarations = programDeclarations(
      `import * as aws from "@pulumi/aws";
const ami = aws.ec2.getAmiOutput({ mostRecent: true });
new aws.ec2.Instance("i", { ami: ami.id });
new aws.s3.NotAResource("n", { bucket: ami.id });
`,
      bundled,
    );
    expect(declarations.map((d) => `${d.kind} ${d.token}`)).toEqual([
      'function aws:ec2/getAmi:getAmi',
      'resource aws:ec2/instance:Instance',
    ]);
    expect(declarations[1]?.wired).toEqual([{ path: 'ami', declaration: 0, output: 'id' }]);
  });

  it('reads nothing from a program that imports no provider the snapshot has, or that does not parse', () => {
    expect(programDeclarations('const x = new Bucket("b");', schema)).toEqual([]);
    expect(
      programDeclarations('import * as aws from "@pulumi/aws";\nnew aws.s3.Bucket("b", {', schema),
    ).toEqual([{ token: 'aws:s3/bucket:Bucket', kind: 'resource', wired: [] }]);
  });
});
