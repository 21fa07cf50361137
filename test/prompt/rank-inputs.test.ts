import { describe, expect, it } from 'vitest';
import {
  COMMON_SHARE,
  isCommon,
  isPinned,
  mentionsOf,
  pathShare,
  rankInputs,
  topLevel,
  type InputFocus,
} from '../../src/prompt/rank-inputs.js';
import { shippedInputUsage } from '../../src/search/usage-file.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { InputProperty } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const queue = snapshot.get('aws:sqs/queue:Queue')!;
const versioning = snapshot.get('aws:s3/bucketVersioning:BucketVersioning')!;
const names = (inputs: readonly InputProperty[]) => inputs.map((input) => input.name);

describe('mentionsOf', () => {
  it('keys each word lower-cased and joins neighbouring words so "instance class" meets instanceClass', () => {
    const mentions = mentionsOf('An RDS instance class db.t3', 'retentionPeriod');
    expect(mentions.has('rds')).toBe(true);
    expect(mentions.has('instanceclass')).toBe(true);
    expect(mentions.has('rdsinstanceclass')).toBe(true);
    expect(mentions.has('retentionperiod')).toBe(true);
    expect(mentions.has('db')).toBe(true);
    expect(mentions.has('t3')).toBe(true);
    expect(mentions.has('3')).toBe(false);
    expect(mentions.has('An')).toBe(false);
  });
});

describe('rankInputs', () => {
  it('keeps declaration order among equals, puts required first and deprecated last', () => {
    const ranked = names(rankInputs(versioning.inputs, new Set()));
    expect(ranked).toEqual(['bucket', 'versioningConfiguration', 'mfa', 'region', 'expectedBucketOwner']);
  });

  it('lifts an optional input the request mentions above the other optional ones', () => {
    const plain = names(rankInputs(queue.inputs, new Set()));
    const lifted = names(
      rankInputs(queue.inputs, mentionsOf('a queue whose visibility timeout seconds are 30')),
    );
    expect(plain.indexOf('visibilityTimeoutSeconds')).toBeGreaterThan(0);
    expect(lifted[0]).toBe('visibilityTimeoutSeconds');
  });

  it('ranks optional inputs by how often counted programs set them', () => {
    const usage = shippedInputUsage(snapshot).of(queue.token);
    expect(usage).toBeDefined();
    const ranked = names(rankInputs(queue.inputs, topLevel({ mentions: new Set(), usage })));
    // `name` is set by all 7 counted queue declarations, `policy` by 3: both ahead of the alphabet.
    expect(ranked.slice(0, 2)).toEqual(['name', 'policy']);
  });

  it('puts a pinned input ahead of required ones, whatever its usage', () => {
    const focus: InputFocus = { mentions: new Set(), pinned: new Set(['mfa']) };
    expect(names(rankInputs(versioning.inputs, topLevel(focus)))[0]).toBe('mfa');
  });
});

describe('pinned, shares and common inputs', () => {
  const usage = shippedInputUsage(snapshot).of(versioning.token)!;
  const focus: InputFocus = {
    mentions: new Set(),
    usage,
    pinned: new Set(['versioningConfiguration.status']),
  };
  const status = snapshot
    .nestedType('aws', 'inputs.s3.BucketVersioningVersioningConfiguration')!
    .fields.find((field) => field.name === 'status')!;
  const mfa = versioning.inputs.find((input) => input.name === 'mfa')!;

  it('reads a pinned field at any of the paths its nested type is reached by', () => {
    expect(isPinned(status, { focus, parents: ['versioningConfiguration'] })).toBe(true);
    expect(isPinned(status, { focus, parents: ['other', 'versioningConfiguration'] })).toBe(true);
    expect(isPinned(status, topLevel(focus))).toBe(false);
  });

  it('gives the share of counted declarations that set a path, 0 without usage', () => {
    expect(pathShare('versioningConfiguration.status', focus)).toBe(1);
    expect(pathShare('mfa', focus)).toBe(0);
    expect(pathShare('bucket', { mentions: new Set() })).toBe(0);
  });

  it(`calls an input common when at least ${COMMON_SHARE} of the programs set it`, () => {
    const bucket = versioning.inputs.find((input) => input.name === 'bucket')!;
    expect(isCommon(bucket, topLevel(focus))).toBe(true);
    expect(isCommon(mfa, topLevel(focus))).toBe(false);
  });
});
