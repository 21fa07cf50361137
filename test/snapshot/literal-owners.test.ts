import { describe, expect, it } from 'vitest';
import {
  literalFamilies,
  literalOwner,
  literalOwners,
  literalShaped,
} from '../../src/snapshot/literal-owners.js';
import { programKnowledge } from '../../src/snapshot/read-knowledge.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import type { SnapshotRecord } from '../../src/snapshot/types.js';

function record(provider: string, token: string, ...codes: string[]): SnapshotRecord {
  return {
    token,
    kind: 'resource',
    provider,
    module: 'index',
    tsName: token,
    summary: '',
    inputs: [],
    outputs: [],
    examples: codes.map((code) => ({ heading: 'Example', code })),
  };
}

describe('values one provider owns', () => {
  it('keeps a value written by enough examples of one provider, and drops one several providers write', () => {
    const gcp = ['a', 'b', 'c'].map((n) =>
      record(
        'gcp',
        `gcp:x/${n}:X`,
        `new gcp.compute.Instance("${n}", { zone: "us-central1-a", machineType: "e2-medium", os: "ubuntu-22" });`,
      ),
    );
    const aws = [
      record(
        'aws',
        'aws:x/a:X',
        'new aws.ec2.Instance("a", { instanceType: "t3.micro", ami: "ubuntu-22" });',
      ),
    ];
    const owners = literalOwners([...gcp, ...aws]);
    expect(owners['us-central1-a']).toEqual(['gcp', 3]);
    expect(owners['e2-medium']).toEqual(['gcp', 3]);
    // Written by one AWS example only: too little support.
    expect(owners['t3.micro']).toBeUndefined();
    // Three gcp examples and one aws: 0.75 of them, below the share.
    expect(owners['ubuntu-22']).toBeUndefined();
  });

  it('counts values with a letter and a digit, not names or addresses', () => {
    expect(literalShaped('us-central1')).toBe(true);
    expect(literalShaped('Standard_B2s')).toBe(true);
    expect(literalShaped('10.0.0.0')).toBe(false);
    expect(literalShaped('production')).toBe(false);
  });

  it('ships in the bundled knowledge', () => {
    const literals = programKnowledge(openSnapshot(defaultSnapshotDir()))?.literals ?? {};
    expect(literals['us-central1']?.[0]).toBe('gcp');
    expect(literals['us-east-1']?.[0]).toBe('aws');
    expect(literals['nyc3']?.[0]).toBe('digitalocean');
  });

  it('counts a family of values by the distinct values of one provider, and names the cloud of a new class by it', () => {
    const aws = ['cache.m4.large', 'cache.t3.micro', 'cache.r6g.large'].map((value, i) =>
      record('aws', `aws:x/c${i}:X`, `new aws.elasticache.Cluster("c", { nodeType: "${value}" });`),
    );
    // Names share a family too: three of one provider and one of another is below the share.
    const names = [
      record(
        'gcp',
        'gcp:x/a:X',
        'new gcp.x.A("a", { name: "tf-test-1", other: "tf-test-2", more: "tf-test-3" });',
      ),
      record('aws', 'aws:x/a:X', 'new aws.x.A("a", { name: "tf-state-1" });'),
    ];
    const families = literalFamilies([...aws, ...names]);
    expect(families['cache.']).toEqual(['aws', 3]);
    expect(families['tf-']).toBeUndefined();
    expect(literalOwner({}, families, 'cache.t4g.small')).toBe('aws');
    // A name's family says nothing, even when counted: only machine classes and resource ids go by family.
    expect(literalOwner({}, { 'tf-': ['gcp', 9] }, 'tf-prod-1')).toBeUndefined();
    // A value's own count comes first.
    expect(literalOwner({ 'cache.t4g.small': ['gcp', 3] }, families, 'cache.t4g.small')).toBe('gcp');
  });

  it('ships the families in the bundled knowledge', () => {
    const knowledge = programKnowledge(openSnapshot(defaultSnapshotDir()));
    const owner = (word: string) =>
      literalOwner(knowledge?.literals ?? {}, knowledge?.literalFamilies ?? {}, word);
    expect(owner('cache.t4g.small')).toBe('aws');
    expect(owner('db.m7g.large')).toBe('aws');
    expect(owner('aes-256')).toBeUndefined();
  });
});
