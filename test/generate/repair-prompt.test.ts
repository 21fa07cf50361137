import { describe, expect, it } from 'vitest';
import { referencedRecordNames } from '../../src/prompt/program-references.js';
import { recordsForFindings, repairMessages } from '../../src/generate/repair-prompt.js';
import type { Finding } from '../../src/verify/types.js';
import { realSearch } from './pipeline-support.js';

const PROGRAM = `import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as k8s from "@pulumi/kubernetes";

const vpc = aws.ec2.getVpcOutput({ default: true });
const site = new aws.s3.Bucket("site", {});
const topic = new aws.sns.Topic("node-events");
new aws.s3.BucketNotification("notify", {
  bucket: site.id,
  topics: [{ topicArn: topic.arn, events: ["s3:ObjectCreated:*"] }],
});
const app = new k8s.apps.v1.Deployment("app", { spec: { replicas: 2 } });
export const vpcId = vpc.id;
`;

describe('the repair prompt', () => {
  const { snapshot, search } = realSearch();

  it('reads what the failing lines construct, call or reference from the syntax tree', () => {
    expect(referencedRecordNames(PROGRAM, [9])).toEqual([
      'aws.s3.BucketNotification',
      'aws.s3.Bucket',
      'aws.sns.Topic',
    ]);
    expect(referencedRecordNames(PROGRAM, [12])).toEqual(['kubernetes.apps.v1.Deployment']);
    expect(referencedRecordNames(PROGRAM, [13])).toEqual(['aws.ec2.getVpc']);
  });

  it('carries the schemas of the failing lines, not of words in the error message', async () => {
    const finding: Finding = {
      rung: 'typecheck',
      severity: 'error',
      line: 12,
      code: 'TS2741',
      message: "Property 'selector' is missing; the node pool of the node type needs it",
    };
    const records = await recordsForFindings(
      [finding],
      { snapshot, search, retrieved: [], providers: ['aws', 'kubernetes'] },
      PROGRAM,
    );
    expect(records.map((r) => r.tsName)).toEqual(['kubernetes.apps.v1.Deployment']);
    const messages = repairMessages('a deployment', PROGRAM, [finding], records, {
      snapshot,
      pulumiVersion: '3.270.0',
      providers: [{ provider: 'kubernetes', package: '@pulumi/kubernetes', version: '4.34.2' }],
      feedback: { repeated: [finding], unchanged: false },
    });
    const user = messages[1]?.content ?? '';
    expect(user).toContain('@pulumi/kubernetes 4.34.2: import * as kubernetes from "@pulumi/kubernetes";');
    expect(user).toContain('<schema name="kubernetes.apps.v1.Deployment">');
    expect(user).toContain('interface DeploymentSpec {');
    expect(user).toContain(' 12| const app = new k8s.apps.v1.Deployment');
    expect(user).toContain('The last attempt did not fix this finding');
    expect(user).not.toContain('changed nothing');
  });
});
