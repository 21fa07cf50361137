import { describe, expect, it } from 'vitest';
import { importedProviders, pinsFor } from '../../src/pipeline/provider-pins.js';
import { loadAwsSnapshot } from '../verify/mock/support.js';

const snapshot = loadAwsSnapshot();

describe('pinsFor', () => {
  it('pins each known provider once at the snapshot’s version, sorted, leaving unknown ones out', () => {
    const aws = snapshot.manifest.providers['aws']!;
    expect(pinsFor(snapshot, ['aws', 'no-such-provider', 'aws'])).toEqual([
      { provider: 'aws', package: aws.package, version: aws.version },
    ]);
    expect(pinsFor(snapshot, [])).toEqual([]);
  });
});

describe('importedProviders', () => {
  it('names the snapshot providers a program imports, submodules included', () => {
    const program =
      "import * as aws from '@pulumi/aws';\nimport { s3 } from '@pulumi/aws/s3';\nimport * as x from 'lodash';";
    expect(importedProviders(program, snapshot)).toEqual(['aws']);
    expect(importedProviders("import * as pulumi from '@pulumi/pulumi';", snapshot)).toEqual([]);
  });
});
