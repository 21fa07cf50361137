import { describe, expect, it } from 'vitest';
import { realSearch } from '../generate/pipeline-support.js';

describe('search on a multi-part query', () => {
  it('covers every part near the top by interleaving the per-part rankings', async () => {
    const { search } = realSearch();
    const result = await search.search({
      text: 'an S3 bucket, an SQS queue, a DynamoDB table and a CloudWatch log group',
      limit: 6,
    });
    const names = result.hits.map((h) => h.tsName);
    for (const expected of [
      'aws.s3.Bucket',
      'aws.sqs.Queue',
      'aws.dynamodb.Table',
      'aws.cloudwatch.LogGroup',
    ]) {
      expect(names).toContain(expected);
    }
  });
});
