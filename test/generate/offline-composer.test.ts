import { afterAll, describe, expect, it } from 'vitest';
import { composeOffline, mergeExamples } from '../../src/generate/offline-composer.js';
import { createTypechecker } from '../../src/verify/typecheck/typechecker.js';
import { projectDirWithProviders } from '../verify/helpers.js';
import { realSearch } from './pipeline-support.js';

const project = projectDirWithProviders();
const typechecker = createTypechecker({ projectDir: project.dir });
afterAll(() => project.dispose());

const ALLOWED = new Set(['@pulumi/aws', '@pulumi/kubernetes', '@pulumi/random', '@pulumi/tls']);

async function compose(text: string) {
  const { search, snapshot } = realSearch();
  const retrieval = await search.retrieve({ text });
  return composeOffline(text, retrieval.records, {
    allowedPackages: ALLOWED,
    snapshot,
    typecheck: (program) => {
      const fixed = typechecker.fix(program);
      return { program: fixed.program, errors: fixed.diagnostics.length };
    },
  });
}

describe('the offline composer', () => {
  it('composes an S3 bucket with versioning that typechecks', async () => {
    const result = await compose('an S3 bucket with versioning');
    expect(result?.errors).toBe(0);
    expect(result?.program).toContain('new aws.s3.Bucket(');
    expect(result?.program).toMatch(/new aws\.s3\.BucketVersioning\(/);
    expect(result?.program).toMatch(/status: "Enabled"/);
    expect(typechecker.check(result!.program)).toEqual([]);
  });

  it('merges a deployment and a service for kubernetes', async () => {
    const result = await compose('a kubernetes deployment with a service');
    expect(result?.errors).toBe(0);
    expect(result?.program).toContain('new kubernetes.apps.v1.Deployment(');
    expect(result?.program).toContain('new kubernetes.core.v1.Service(');
    expect(result?.program.match(/^import \* as kubernetes from '@pulumi\/kubernetes';$/gm)).toHaveLength(1);
    expect(result?.sources.map((s) => s.record)).toEqual([
      'kubernetes.apps.v1.Deployment',
      'kubernetes.core.v1.Service',
    ]);
  });

  it.each([
    'a random password',
    'a TLS private key and a self-signed certificate',
    'an SQS queue',
    'a DynamoDB table',
  ])('gives a program that typechecks for "%s"', async (text) => {
    const result = await compose(text);
    expect(result?.errors).toBe(0);
    expect(result?.program).toMatch(/^import \* as \w+ from '@pulumi\//m);
    expect(result?.program).toMatch(/^export const /m);
  });

  it('builds skeletons from the schema for resources whose docs have no example', async () => {
    const result = await compose('a kubernetes namespace with a config map');
    expect(result?.errors).toBe(0);
    expect(result?.program).toContain('new kubernetes.core.v1.Namespace(');
    expect(result?.program).toContain('new kubernetes.core.v1.ConfigMap(');
    expect(result?.sources.every((s) => s.heading.startsWith('Skeleton'))).toBe(true);
  });

  it('renames clashing identifiers and resource names, and unifies import aliases', () => {
    const merged = mergeExamples([
      'import * as aws from "@pulumi/aws";\nconst example = new aws.s3.Bucket("example", {});\nexport const id = example.id;\n',
      'import * as amazon from "@pulumi/aws";\nconst example = new amazon.s3.Bucket("example", {});\nconst other = example.arn;\n',
    ]);
    expect(merged.match(/^import /gm)).toHaveLength(1);
    expect(merged).toContain('const example2 = new aws.s3.Bucket("example-2", {});');
    expect(merged).toContain('const other = example2.arn;');
    expect(typechecker.check(merged)).toEqual([]);
  });
  it('puts an example that declares a name before the example that uses it', () => {
    const merged = mergeExamples([
      'import * as aws from "@pulumi/aws";\nconst subnet = new aws.ec2.Subnet("s", { vpcId: main.id, cidrBlock: "10.0.1.0/24" });\n',
      'import * as aws from "@pulumi/aws";\nconst main = new aws.ec2.Vpc("main", { cidrBlock: "10.0.0.0/16" });\n',
    ]);
    expect(merged.indexOf('new aws.ec2.Vpc(')).toBeLessThan(merged.indexOf('new aws.ec2.Subnet('));
    expect(typechecker.check(merged)).toEqual([]);
  });

  it('adds the parent a request names (a VPC for its subnet, a topic for its subscription), not namesakes', async () => {
    const vpc = await compose('a VPC with two subnets');
    expect(vpc?.errors).toBe(0);
    expect(vpc?.program).toContain('new aws.ec2.Vpc(');
    expect(vpc?.program).toContain('new aws.ec2.Subnet(');
    const sns = await compose('an SNS topic with an email subscription');
    expect(sns?.errors).toBe(0);
    expect(sns?.program).toContain('new aws.sns.Topic(');
    expect(sns?.program).toContain('new aws.sns.TopicSubscription(');
    expect(sns?.sources.map((s) => s.record).filter((r) => !r.startsWith('aws.sns.'))).toEqual([]);
  });
});
