import { describe, expect, it } from 'vitest';
import {
  countInputUsage,
  declarationsIn,
  inputUsageOf,
  snapshotSchema,
} from '../../src/snapshot/input-usage.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const schema = snapshotSchema(snapshot);

const PROGRAM = `
import * as pulumi from "@pulumi/pulumi";
import * as cloud from "@pulumi/aws";
import { ec2 } from "@pulumi/aws";

const role = new cloud.iam.Role("role", { assumeRolePolicy: "{}" });
const sg = new ec2.SecurityGroup("sg", {
  ingress: [{ fromPort: 22, toPort: 22, protocol: "tcp", cidrBlocks: ["10.0.0.0/8"] }],
  tags: { Name: "web", Team: "a" },
});
new cloud.lambda.Function("fn", { role: role.arn, runtime: "nodejs20.x", vpcConfig: { securityGroupIds: [sg.id], subnetIds: [] } });
const notAResource = new Map();
`;

describe('the resources a program declares', () => {
  it('resolves import aliases to snapshot names and lists the input paths each sets', () => {
    const declared = declarationsIn(PROGRAM, schema);
    expect(declared.map((d) => d.tsName)).toEqual([
      'aws.iam.Role',
      'aws.ec2.SecurityGroup',
      'aws.lambda.Function',
    ]);
    const [, sg, fn] = declared;
    expect(sg?.variable).toBe('sg');
    // A list of nested objects is written without its list level; a map's keys are not inputs.
    expect(sg?.inputs).toEqual([
      'ingress',
      'ingress.fromPort',
      'ingress.toPort',
      'ingress.protocol',
      'ingress.cidrBlocks',
      'tags',
    ]);
    expect(fn?.inputs).toEqual(
      expect.arrayContaining(['role', 'runtime', 'vpcConfig', 'vpcConfig.securityGroupIds']),
    );
    expect(fn?.wired).toEqual([{ path: 'role', variable: 'role', output: 'arn' }]);
    // The string literals each sets, by path: a list's entries each, a map's values not at all.
    expect(sg?.literals).toEqual([{ path: 'ingress.protocol', value: 'tcp' }]);
    expect(fn?.literals).toEqual([{ path: 'runtime', value: 'nodejs20.x' }]);
  });

  it('ignores what is not a snapshot resource, and a program that does not parse gives what it can', () => {
    expect(declarationsIn('const x = new Map(); new foo.Bar("b", {});', schema)).toEqual([]);
    expect(
      declarationsIn('import * as aws from "@pulumi/aws"; new aws.s3.Bucket("b", {', schema),
    ).toHaveLength(1);
  });
});

describe('input usage over programs', () => {
  it('counts declarations and, per input path, the declarations that set it', () => {
    const usage = countInputUsage(
      [{ code: PROGRAM }, { code: PROGRAM.replace(', runtime: "nodejs20.x"', '') }],
      schema,
    );
    const fn = usage.get('aws:lambda/function:Function');
    expect(fn?.declarations).toBe(2);
    expect(fn?.inputs.get('role')).toBe(2);
    expect(fn?.inputs.get('runtime')).toBe(1);
    expect(fn?.inputs.get('handler')).toBeUndefined();
  });

  it("reads a snapshot's doc examples, remembered per snapshot", () => {
    const usage = inputUsageOf(snapshot);
    expect(inputUsageOf(snapshot)).toBe(usage);
    const examples = snapshot.list({ provider: 'aws' }).flatMap((r) => r.examples);
    const all = countInputUsage(examples, schema);
    for (const token of ['aws:iam/role:Role', 'aws:s3/bucket:Bucket', 'aws:ec2/instance:Instance']) {
      expect(usage.of(token)).toEqual(all.get(token));
    }
    expect(usage.of('aws:iam/role:Role')?.inputs.get('assumeRolePolicy')).toBeGreaterThan(0);
    expect(usage.of('aws:no/such:Thing')).toBeUndefined();
  });
});
