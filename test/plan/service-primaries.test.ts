import { describe, expect, it } from 'vitest';
import { servicePrimaries } from '../../src/plan/service-primaries.js';
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
