import { describe, expect, it } from 'vitest';
import { splitRequest } from '../../src/plan/parts.js';

const clauses = (text: string) =>
  splitRequest(text).parts.map((p) => ({
    text: p.text,
    tail: p.text.slice(p.subordinateFrom),
    means: p.meansClause,
  }));

describe('the request parts and their subordinate clauses', () => {
  it('marks where a purpose, role or grant clause starts, and no clause when there is none', () => {
    expect(clauses('Create IAM roles for EC2 instances')).toEqual([
      { text: 'Create IAM roles for EC2 instances', tail: 'for EC2 instances', means: false },
    ]);
    expect(clauses('An SQS queue as the event source')[0]?.tail).toBe('as the event source');
    expect(clauses('Create an S3 bucket')[0]?.tail).toBe('');
  });

  it('carries a grant over the following parts of its sentence until one starts something new', () => {
    const parts = clauses(
      'An IAM role granting access to S3, DynamoDB and CloudWatch, hosting nothing, and a Lambda function.',
    );
    expect(parts.map((p) => p.tail === p.text)).toEqual([false, true, true, false, false]);
  });

  it('ends a grant at a part that says what its own thing does', () => {
    const parts = clauses(
      'An IAM role granting access to S3, request validation that checks payloads against a schema, and CloudWatch.',
    );
    expect(parts.map((p) => p.tail === p.text)).toEqual([false, false, false]);
  });

  it('marks a means clause, which is subordinate only to what its part names before it', () => {
    expect(clauses('A job definition using a Docker image')[0]).toMatchObject({
      tail: 'using a Docker image',
      means: true,
    });
  });
});
