import { describe, expect, it } from 'vitest';
import { namesService, servicePrimaries } from '../../src/plan/service-primaries.js';
import { draftOf, edits, planned } from './rule-cases.js';

describe('rule service-primaries (plan fixture)', () => {
  it('plans the primary resource of a service named with nothing of it', async () => {
    expect(
      await edits(
        servicePrimaries,
        draftOf(planned('aws:s3/bucket:Bucket')),
        'A static website on S3 served through CloudFront',
      ),
    ).toEqual([
      'add distribution aws:cloudfront/distribution:Distribution ×1 (request) "A static website on S3 served through CloudFront"',
    ]);
  });

  it('adds nothing for a service already planned, an umbrella service, or a permission scope', async () => {
    expect(
      await edits(servicePrimaries, draftOf(planned('aws:sqs/queue:Queue')), 'Messages go through SQS'),
    ).toEqual([]);
    expect(
      await edits(servicePrimaries, draftOf(), 'Lambda functions with CloudWatch logging permissions'),
    ).toEqual([]);
  });
});

describe('namesService', () => {
  it('finds a cue in any case and spacing, as a whole word, and only the service itself', () => {
    expect(namesService('Orchestrate it with STEP\n  functions', 'step functions')).toBe(true);
    expect(namesService('Orchestrate it with stepfunctions', 'step functions')).toBe(false);
    expect(namesService('a queue in SQS', 'SQS')).toBe(true);
    expect(namesService('a queue in SQSX', 'SQS')).toBe(false);
    expect(namesService('permissions to read from S3', 'S3')).toBe(false);
    // A cue that is not plain words is matched by its pattern alone.
    expect(namesService('served by amazon-cloudfront', 'amazon-cloudfront')).toBe(true);
  });

  it("takes an action's service and a word of a written name for no mention of the service", () => {
    expect(namesService('a policy that allows cloudtrail:LookupEvents', 'CloudTrail')).toBe(false);
    expect(namesService('a policy named auditors-read-cloudtrail', 'CloudTrail')).toBe(false);
    expect(namesService('a trail in CloudTrail', 'CloudTrail')).toBe(true);
    expect(namesService('the Sum of Errors (AWS/Lambda)', 'Lambda')).toBe(false);
  });
});
