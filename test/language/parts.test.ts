import { describe, expect, it } from 'vitest';
import { countFor, splitRequest } from '../../src/language/parts.js';

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
    expect(clauses('An IAM role so EC2 instances can be managed')[0]?.tail).toBe(
      'so EC2 instances can be managed',
    );
    expect(clauses('An S3 bucket to store network traffic logs')[0]?.tail).toBe(
      'to store network traffic logs',
    );
    // "for 35 days" says how long (its number is blanked as a literal), not what the thing is for.
    expect(clauses('a rule that keeps recovery points for 35 days in a new backup vault')[0]?.tail).toBe('');
    // A thing the clause names with "a" and a name is one the request asks for.
    expect(clauses('a KMS key for a backup vault named prod-vault')[0]?.tail).toBe('');
    expect(clauses('a KMS key for the backup vault')[0]?.tail).toBe('for the backup vault');
    // … and so is one it names with "a" and a quoted name.
    expect(clauses('Nodes are private, so a Cloud Router `edge` gives them access')[1]?.tail).toBe('');
    expect(clauses('Nodes are private, so the router gives them access')[1]?.tail).toBe(
      'so the router gives them access',
    );
  });

  it('blanks a domain name, whose labels name nothing, and keeps a quoted name', () => {
    const [part] = splitRequest('Verify the domain mail.acme.io in SES').parts;
    expect(part?.text).not.toContain('mail');
    expect(splitRequest('A queue named `mail-jobs`').parts[0]?.text).toContain('mail-jobs');
  });

  it('starts a part after a colon, so a clause before it does not reach what it lists', () => {
    expect(clauses('AWS Backup for production: a vault named prod-vault')).toEqual([
      { text: 'AWS Backup for production', tail: 'for production', means: false },
      { text: 'a vault named prod-vault', tail: '', means: false },
    ]);
    // A colon inside a value is no boundary.
    expect(clauses('A rule at 01:00 for the bucket').map((part) => part.text)).toEqual([
      'A rule at 01:00 for the bucket',
    ]);
  });

  it('reads a part that asks for a thing to be absent as naming nothing to build', () => {
    const parts = clauses('A VPC with two private subnets, a private route table and no internet gateway.');
    expect(parts.map((p) => p.tail)).toEqual(['', '', '', 'no internet gateway.']);
    // "no" inside a part is no determiner of the part's thing.
    expect(clauses('A bucket with no-op lifecycle rules')[0]?.tail).toBe('');
  });

  it('marks the source a value is fetched from, not what a consumer reads from', () => {
    expect(clauses('Use the latest Amazon Linux AMI from SSM Parameter Store')[0]?.tail).toBe(
      'from SSM Parameter Store',
    );
    expect(clauses('Instances fetching the AMIs dynamically from SSM Parameter Store')[0]?.tail).toBe(
      'from SSM Parameter Store',
    );
    expect(clauses('A Lambda function that reads messages from an SQS queue')[0]?.tail).toBe('');
  });

  it('carries a grant over the following parts of its sentence until one starts something new', () => {
    const parts = clauses(
      'An IAM role granting access to S3, DynamoDB and CloudWatch, hosting nothing, and a Lambda function.',
    );
    expect(parts.map((p) => p.tail === p.text)).toEqual([false, true, true, false, false]);
    // What queries filter and aggregate is observed, not built.
    const queries = clauses('Logs Insights queries that filter and aggregate NAT Gateway-specific data');
    expect(queries.map((p) => p.tail)).toEqual(['that filter', 'aggregate NAT Gateway-specific data']);
    // What a rule matches is observed; what it then does to it ("sends them") starts anew.
    const rule = clauses(
      'An EventBridge rule that matches EC2 instance state changes and sends them to an SNS topic',
    );
    expect(rule.map((p) => p.tail)).toEqual(['that matches EC2 instance state changes', '']);
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

describe('how many of a thing the words ask for', () => {
  it('reads a count before the plural, in digits or words, and 1 when none is said', () => {
    expect(countFor('a VPC with two subnets', 'subnet')).toBe(2);
    expect(countFor('3 SQS queues', 'queue')).toBe(3);
    expect(countFor('a pair of private subnets', 'subnet')).toBe(2);
    expect(countFor('a VPC with subnets', 'subnet')).toBe(1);
  });

  it('reads no count from a number that measures something: a unit follows it', () => {
    expect(countFor('2 t3.small.search data nodes, 20 GB gp3 EBS volumes', 'volume')).toBe(1);
    expect(countFor('14 day retention backups', 'backup')).toBe(1);
    expect(countFor('10.0.0.0/16 and two subnets', 'subnet')).toBe(2);
  });

  it('counts the values listed right after each plural when no number is said', () => {
    const text =
      'public subnets 10.0.1.0/24 and 10.0.2.0/24, private subnets 10.0.3.0/24, 10.0.4.0/24 and 10.0.5.0/24';
    expect(countFor(text, 'subnet')).toBe(5);
    expect(countFor('queues billing-updates and shipping-updates', 'queue')).toBe(2);
    expect(countFor('subnets in us-east-1a', 'subnet')).toBe(1);
    expect(countFor('two subnets 10.0.1.0/24, 10.0.2.0/24 and 10.0.3.0/24', 'subnet')).toBe(2);
  });
});
