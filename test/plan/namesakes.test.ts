import { describe, expect, it } from 'vitest';
import { namesakes } from '../../src/plan/namesakes.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

const snapshot = openSnapshot(defaultSnapshotDir());
const of = (token: string) => {
  const record = snapshot.get(token);
  if (record === undefined) throw new Error(`${token} is not in the bundled snapshot`);
  return namesakes(snapshot, record);
};

describe('namesakes', () => {
  it('are the records of the same service the same name says: a Cloudflare worker, a Helm chart or release, or an Ingress of either version', () => {
    expect(of('cloudflare:index/worker:Worker')).toEqual(['cloudflare:index/workersScript:WorkersScript']);
    expect(of('cloudflare:index/workersScript:WorkersScript')).toEqual(['cloudflare:index/worker:Worker']);
    expect(of('kubernetes:helm.sh/v4:Chart').toSorted()).toEqual([
      'kubernetes:helm.sh/v3:Chart',
      'kubernetes:helm.sh/v3:Release',
    ]);
    // A Helm release installs a chart: "the chart as a Helm release" is either.
    expect(of('kubernetes:helm.sh/v3:Release').toSorted()).toEqual([
      'kubernetes:helm.sh/v3:Chart',
      'kubernetes:helm.sh/v4:Chart',
    ]);
    expect(of('kubernetes:networking.k8s.io/v1:Ingress')).toEqual([
      'kubernetes:networking.k8s.io/v1beta1:Ingress',
    ]);
  });

  it('are none for a resource another service names alike, or for its parts', () => {
    // An RDS instance is no EC2 instance; a bucket's objects and policy are not the bucket.
    expect(of('aws:rds/instance:Instance')).toEqual([]);
    expect(of('aws:ec2/instance:Instance')).toEqual([]);
    expect(of('aws:s3/bucket:Bucket')).toEqual([]);
    expect(of('aws:vpc/securityGroupIngressRule:SecurityGroupIngressRule')).toEqual([]);
  });
});
