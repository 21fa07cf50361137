import { describe, expect, it } from 'vitest';
import { readRequest } from '../../src/language/request-text.js';
import { planOffline } from '../../src/plan/offline-planner.js';
import { planCandidates, takenClosure } from '../../src/plan/plan-candidates.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

const snapshot = openSnapshot(defaultSnapshotDir());
const get = (name: string) => {
  const record = snapshot.get(name);
  if (record === undefined) throw new Error(`${name} is not in the snapshot`);
  return record;
};

describe('the plan call candidates', () => {
  it("take what the planned components' required references name, followed on, and the references programs commonly set", () => {
    const taken = takenClosure(snapshot, [get('aws.ec2.Instance'), get('aws.lambda.Function')]).map(
      (r) => r.tsName,
    );
    // A function's required role; an instance's subnet, which about half of the counted programs set.
    expect(taken).toEqual(expect.arrayContaining(['aws.iam.Role', 'aws.ec2.Subnet']));
    expect(taken).not.toContain('aws.ec2.Instance');
    // An optional reference is followed one hop only: the subnet's VPC comes when a subnet is planned.
    expect(taken).not.toContain('aws.ec2.Vpc');
    expect(takenClosure(snapshot, [get('aws.ec2.Subnet')]).map((r) => r.tsName)).toContain('aws.ec2.Vpc');
  });

  it("start with the offline plan's components and what they take, then search hits", async () => {
    const search = createRegistrySearch(snapshot);
    const deps = { snapshot, search: search.engine };
    const request = readRequest('A Lambda function that reads an SQS queue', { known: snapshot.providers });
    const offline = await planOffline(request, deps);
    const candidates = (await planCandidates(request, deps, offline)).map((r) => r.token);
    const planned = offline.components.map((c) => c.token);
    expect(candidates.slice(0, planned.length)).toEqual([...new Set(planned)]);
    expect(candidates).toContain('aws:iam/role:Role');
    expect(new Set(candidates).size).toBe(candidates.length);
  });
});
