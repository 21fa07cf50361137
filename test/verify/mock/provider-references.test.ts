import { describe, expect, it } from 'vitest';
import { findProviderReferences } from '../../../src/verify/mock/provider-references.js';

describe('findProviderReferences', () => {
  it('finds provider members through namespace, default and named imports', () => {
    const references = findProviderReferences(
      new Map([
        [
          'index.ts',
          `import * as aws from '@pulumi/aws';
import k8s from '@pulumi/kubernetes';
import { s3 as storage } from '@pulumi/aws';
import * as pulumi from '@pulumi/pulumi';
new aws.ec2.Vpc('v');
new k8s.apps.v1.Deployment('d', {});
new storage.Bucket('b');
pulumi.output(1);`,
        ],
      ]),
    ).map((reference) => `${reference.package} ${reference.path}`);
    expect(references).toEqual(
      expect.arrayContaining([
        '@pulumi/aws ec2.Vpc',
        '@pulumi/kubernetes apps.v1.Deployment',
        '@pulumi/aws s3.Bucket',
      ]),
    );
    expect(references.some((reference) => reference.startsWith('@pulumi/pulumi'))).toBe(false);
  });
});
