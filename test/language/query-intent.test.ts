import { describe, expect, it } from 'vitest';
import { queryIntent } from '../../src/language/query-intent.js';

describe('queryIntent', () => {
  it('hears a lookup, but not in an HTTP route', () => {
    expect(queryIntent('look up the existing VPC').lookup).toBe(true);
    expect(queryIntent('use aws.ec2.getAmi for the image').lookup).toBe(true);
    expect(queryIntent('an API with GET /hello and POST /items').lookup).toBe(false);
    expect(queryIntent('an S3 bucket').lookup).toBe(false);
  });

  it('hears variants, prereleases, an explicit provider and IAM words', () => {
    expect(queryIntent('a DeploymentPatch').variant).toBe(true);
    expect(queryIntent('the list of pods').variant).toBe(true);
    expect(queryIntent('an apps/v1beta1 Deployment').prerelease).toBe(true);
    expect(queryIntent('a Kubernetes provider for the cluster').provider).toBe(true);
    expect(queryIntent('grant the function access to the bucket').iam).toBe(true);
    expect(queryIntent('a bucket with versioning')).toEqual({
      lookup: false,
      variant: false,
      prerelease: false,
      provider: false,
      iam: false,
    });
  });
});
