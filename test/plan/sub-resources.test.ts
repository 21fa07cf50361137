import { describe, expect, it } from 'vitest';
import { subResources } from '../../src/plan/sub-resources.js';
import { draftOf, edits, planned } from './rule-cases.js';

describe('rule sub-resources (plan fixture)', () => {
  it("plans the resource a setting said of a component is, with the parent's input as its alternative", async () => {
    expect(
      await edits(
        subResources,
        draftOf(planned('aws:s3/bucket:Bucket', { role: 'S3 bucket' })),
        'An S3 bucket with versioning and AES256 encryption',
      ),
    ).toEqual([
      'add bucket-server-side-encryption-configuration aws:s3/bucketServerSideEncryptionConfiguration:BucketServerSideEncryptionConfiguration ×1 (request) "server side encryption configuration of the S3 bucket" [or aws:s3/bucket:Bucket#serverSideEncryptionConfiguration]',
      'add bucket-versioning aws:s3/bucketVersioning:BucketVersioning ×1 (request) "versioning of the S3 bucket" [or aws:s3/bucket:Bucket#versioning]',
    ]);
  });

  it('reads a setting said as a participle: a versioned bucket, encrypted with a key', async () => {
    const bucket = draftOf(planned('aws:s3/bucket:Bucket', { role: 'S3 bucket' }));
    const text = 'An S3 bucket, versioned and encrypted with the KMS key';
    expect((await edits(subResources, bucket, text)).map((edit) => edit.split(' ')[2])).toEqual([
      'aws:s3/bucketServerSideEncryptionConfiguration:BucketServerSideEncryptionConfiguration',
      'aws:s3/bucketVersioning:BucketVersioning',
    ]);
  });

  it('adds the inline alternative to a sub-resource already planned, and nothing for settings not said', async () => {
    const draft = draftOf(
      planned('aws:s3/bucket:Bucket'),
      planned('aws:s3/bucketVersioning:BucketVersioning'),
    );
    expect(await edits(subResources, draft, 'An S3 bucket with versioning')).toEqual([
      'alternative bucket-versioning aws:s3/bucket:Bucket#versioning',
    ]);
    expect(await edits(subResources, draftOf(planned('aws:s3/bucket:Bucket')), 'An S3 bucket')).toEqual([]);
  });

  it('plans no website setting for a bucket said to be private: its site is served through something else', async () => {
    const text = 'Host a static website from a private S3 bucket behind CloudFront';
    const bucket = (part: string) =>
      draftOf(planned('aws:s3/bucket:Bucket', { role: 'S3 bucket', parts: [part] }));
    expect(await edits(subResources, bucket(text), text)).toEqual([]);
    const open = 'Host a static website from an S3 bucket';
    expect(await edits(subResources, bucket(open), open)).toEqual([
      'add bucket-website-configuration aws:s3/bucketWebsiteConfiguration:BucketWebsiteConfiguration ×1 (request) "website of the S3 bucket" [or aws:s3/bucket:Bucket#website]',
    ]);
  });
});
