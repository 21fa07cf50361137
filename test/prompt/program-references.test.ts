import { describe, expect, it } from 'vitest';
import { referencedRecordNames } from '../../src/prompt/program-references.js';

const PROGRAM = [
  'import * as pulumi from "@pulumi/pulumi";', // 1
  'import * as k8s from "@pulumi/kubernetes";', // 2
  'import * as aws from "@pulumi/aws";', // 3
  'import { Bucket } from "@pulumi/aws/s3";', // 4
  '', // 5
  'const vpc = aws.ec2.getVpcOutput({ default: true });', // 6
  'const site = new aws.s3.Bucket("site", {});', // 7
  'new aws.s3.BucketPolicy("policy", {', // 8
  '  bucket: site.id,', // 9
  '  policy: "{}",', // 10
  '});', // 11
  'const app = new k8s.apps.v1.Deployment("app", { spec: {} as any });', // 12
  'const other = new Bucket("named-import", {});', // 13
  'export const vpcId = vpc.id;', // 14
].join('\n');

describe('referencedRecordNames', () => {
  it("names what the whole program constructs and looks up, by the snapshot's TS names", () => {
    expect(referencedRecordNames(PROGRAM)).toEqual([
      'aws.ec2.getVpc',
      'aws.s3.Bucket',
      'aws.s3.BucketPolicy',
      'kubernetes.apps.v1.Deployment',
    ]);
  });

  it('brings the resources of the variables a failing statement references, from any of its lines', () => {
    expect(referencedRecordNames(PROGRAM, [10])).toEqual(['aws.s3.BucketPolicy', 'aws.s3.Bucket']);
    expect(referencedRecordNames(PROGRAM, [14])).toEqual(['aws.ec2.getVpc']);
    expect(referencedRecordNames(PROGRAM, [12, 7])).toEqual([
      'aws.s3.Bucket',
      'kubernetes.apps.v1.Deployment',
    ]);
  });

  it('names nothing for lines with no provider call, or calls of things not imported from a provider', () => {
    expect(referencedRecordNames(PROGRAM, [5])).toEqual([]);
    // A named import is not a namespace alias: its constructor is not resolved to a record.
    expect(referencedRecordNames(PROGRAM, [13])).toEqual([]);
    expect(referencedRecordNames('const x = new Map();\nconst y = JSON.parse("1");\n')).toEqual([]);
    // A call that is not a lookup (`get…`) is not a record.
    expect(referencedRecordNames('import * as aws from "@pulumi/aws";\naws.s3.doThing();\n')).toEqual([]);
  });
});
