import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/language/terms.js';
import { regionalVariant } from '../../src/plan/regional-variants.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

const snapshot = openSnapshot(defaultSnapshotDir());
const record = (token: string) => {
  const found = snapshot.get(token);
  if (found === undefined) throw new Error(`${token} is not in the bundled snapshot`);
  return found;
};

describe('regionalVariant', () => {
  const autoscaler = record('gcp:compute/autoscaler:Autoscaler');

  it('gives the Region… resource of the same name when "regional" is said just before', () => {
    const words = analyse('a regional autoscaler');
    expect(regionalVariant(snapshot, autoscaler, words, words.indexOf('autoscaler')).token).toBe(
      'gcp:compute/regionAutoscaler:RegionAutoscaler',
    );
  });

  it('keeps the record when "regional" is not said, or said too far before', () => {
    const plain = analyse('an autoscaler');
    expect(regionalVariant(snapshot, autoscaler, plain, plain.indexOf('autoscaler'))).toBe(autoscaler);
    const far = analyse('regional traffic served by one very big autoscaler');
    expect(regionalVariant(snapshot, autoscaler, far, far.indexOf('autoscaler'))).toBe(autoscaler);
  });

  it('keeps a record that has no regional variant', () => {
    const bucket = record('gcp:storage/bucket:Bucket');
    const words = analyse('a regional bucket');
    expect(regionalVariant(snapshot, bucket, words, words.indexOf('bucket'))).toBe(bucket);
  });
});
