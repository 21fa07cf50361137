import { describe, expect, it } from 'vitest';
import { policyDocumentProblems } from '../../../src/verify/mock/policy-documents.js';
import { loadAwsSnapshot } from './support.js';

const snapshot = loadAwsSnapshot();
const record = (tsName: string) => {
  const found = snapshot.get(tsName);
  if (found === undefined) throw new Error(`${tsName} is not in the aws snapshot`);
  return found;
};
const document = (...statements: object[]) =>
  JSON.stringify({ Version: '2012-10-17', Statement: statements });

describe('policyDocumentProblems on the real aws schema', () => {
  it('asks a resource policy and a trust policy to name a principal', () => {
    const allow = { Effect: 'Allow', Action: 'sqs:SendMessage', Resource: '*' };
    expect(policyDocumentProblems(record('aws.sqs.QueuePolicy'), { policy: document(allow) })).toEqual([
      { input: 'policy', problem: 'statement 1 has no `Principal`: AWS rejects it' },
    ]);
    expect(
      policyDocumentProblems(record('aws.sqs.QueuePolicy'), {
        policy: document({ ...allow, Principal: { Service: 'sns.amazonaws.com' } }),
      }),
    ).toEqual([]);
    expect(
      policyDocumentProblems(record('aws.iam.Role'), {
        assumeRolePolicy: document({ Effect: 'Allow', Action: 'sts:AssumeRole' }),
      }),
    ).toEqual([{ input: 'assumeRolePolicy', problem: 'statement 1 has no `Principal`: AWS rejects it' }]);
  });

  it('refuses a principal in an identity policy and asks every statement for an action and a resource', () => {
    const problems = policyDocumentProblems(record('aws.iam.RolePolicy'), {
      policy: document(
        { Effect: 'Allow', Action: 's3:GetObject', Resource: '*', Principal: '*' },
        { Effect: 'Allow', Resource: '*' },
        { Effect: 'Allow', NotAction: 'iam:*' },
        { Effect: 'Allow', Action: 's3:*', NotResource: 'arn:aws:s3:::secret/*' },
      ),
    });
    expect(problems.map((p) => p.problem)).toEqual([
      'statement 1 has a `Principal`, which an identity policy cannot have: AWS rejects it',
      'statement 2 has no `Action`: AWS rejects it',
      'statement 3 has no `Resource`: AWS rejects it',
    ]);
  });

  it('reads a single statement object, and leaves unknown or non-JSON documents alone', () => {
    const single = JSON.stringify({ Statement: { Effect: 'Allow', Action: 'sns:Publish', Resource: '*' } });
    expect(policyDocumentProblems(record('aws.sns.TopicPolicy'), { policy: single })).toHaveLength(1);
    expect(policyDocumentProblems(record('aws.sns.TopicPolicy'), { policy: '<unknown>' })).toEqual([]);
    expect(policyDocumentProblems(record('aws.sns.TopicPolicy'), { policy: { Statement: [] } })).toEqual([]);
  });
});
