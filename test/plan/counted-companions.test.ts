import { describe, expect, it } from 'vitest';
import { countedCompanions } from '../../src/plan/counted-companions.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const bundled = openSnapshot(defaultSnapshotDir());

describe('countedCompanions', () => {
  it("adds what real programs almost always declare for a resource, from the bundled snapshot's counts", () => {
    expect(countedCompanions(bundled, 'aws:secretsmanager/secret:Secret')).toEqual([
      { when: ['aws:secretsmanager/secret:Secret'], add: ['aws:secretsmanager/secretVersion:SecretVersion'] },
    ]);
    expect(countedCompanions(bundled, 'aws:cloudwatch/eventRule:EventRule').flatMap((c) => c.add)).toEqual([
      'aws:cloudwatch/eventTarget:EventTarget',
    ]);
  });

  it('adds nothing to a resource many things merely use: a VPC has subnets in under half its programs', () => {
    expect(countedCompanions(bundled, 'aws:ec2/vpc:Vpc')).toEqual([]);
    expect(countedCompanions(bundled, 'aws:s3/bucket:Bucket')).toEqual([]);
  });

  it('keeps to the resource’s own package, remembers each answer, and has none without counted programs', () => {
    for (const token of ['aws:secretsmanager/secret:Secret', 'aws:lb/loadBalancer:LoadBalancer']) {
      const companions = countedCompanions(bundled, token);
      expect(companions.flatMap((c) => c.add).every((add) => add.startsWith('aws:'))).toBe(true);
      expect(countedCompanions(bundled, token)).toBe(companions);
    }
    expect(countedCompanions(openSnapshot(PLAN_SNAPSHOT_DIR), 'aws:secretsmanager/secret:Secret')).toEqual(
      [],
    );
  });
});
