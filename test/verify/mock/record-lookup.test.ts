import { describe, expect, it } from 'vitest';
import { defaultSnapshotDir } from '../../../src/shared/paths.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import { createRecordLookup } from '../../../src/verify/mock/record-lookup.js';
import { PLAN_SNAPSHOT_DIR } from '../../support/make-plan-snapshot.js';

const lookup = createRecordLookup(openSnapshot(PLAN_SNAPSHOT_DIR));

describe('createRecordLookup', () => {
  it('finds a record by the type token the monitor sees, only for providers the snapshot has', () => {
    expect(lookup.byToken('aws:sqs/queue:Queue')?.tsName).toBe('aws.sqs.Queue');
    expect(lookup.byToken('aws:sqs/nope:Nope')).toBeUndefined();
    expect(lookup.byToken('gcp:storage/bucket:Bucket')).toBeUndefined();
    expect(lookup.byToken('aws.sqs.Queue')).toBeUndefined();
  });

  it("finds a record by the program's package and member path", () => {
    expect(lookup.byPackagePath('@pulumi/aws', 'sqs.Queue')?.token).toBe('aws:sqs/queue:Queue');
    expect(lookup.byPackagePath('@pulumi/awsx', 'ec2.Vpc')?.token).toBe('awsx:ec2:Vpc');
    expect(lookup.byPackagePath('@pulumi/gcp', 'storage.Bucket')).toBeUndefined();
    expect(lookup.byPackagePath('@pulumi/aws', 'sqs.Nope')).toBeUndefined();
  });

  it("names a token's provider when the snapshot has it", () => {
    expect(lookup.providerOfToken('awsx:ec2:Vpc')).toBe('awsx');
    expect(lookup.providerOfToken('pulumi:providers:aws')).toBeUndefined();
    expect(lookup.providerOfToken('random:index/randomId:RandomId')).toBeUndefined();
  });

  it("reads a hyphenated provider's members under its import alias (the bundled docker-build)", () => {
    const bundled = createRecordLookup(openSnapshot(defaultSnapshotDir()));
    expect(bundled.byPackagePath('@pulumi/docker-build', 'Image')?.token).toBe('docker-build:index:Image');
    expect(bundled.providerOfToken('docker-build:index:Image')).toBe('docker-build');
  });
});
