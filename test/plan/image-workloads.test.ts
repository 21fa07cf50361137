import { beforeAll, describe, expect, it } from 'vitest';
import { createPlanner } from '../../src/plan/create-planner.js';
import type { Planner } from '../../src/plan/types.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

let planner: Planner;

beforeAll(() => {
  const snapshot = openSnapshot(defaultSnapshotDir());
  planner = createPlanner({ snapshot, search: createRegistrySearch(snapshot).engine });
});

/** Each component's token with its image, if it states one. */
async function images(text: string): Promise<string[]> {
  const plan = await planner.plan({ text });
  return plan.components.map((c) => {
    const image = c.values.find((v) => v.input.endsWith('containers.image'));
    return image === undefined ? c.token : `${c.token} ${String(image.value)}`;
  });
}

describe('rule image-workloads', () => {
  it('plans the workload programs declare most for an image no planned component runs, on Kubernetes', async () => {
    expect(await images('In a Kubernetes namespace called shop, deploy redis:7.2 with 1 replica.')).toEqual([
      'kubernetes:core/v1:Namespace',
      'kubernetes:apps/v1:Deployment redis:7.2',
    ]);
  });

  it('plans none where a planned component runs the image, or off Kubernetes', async () => {
    expect(await images('Create a Kubernetes CronJob that runs busybox:1.36 every hour.')).toEqual([
      'kubernetes:batch/v1:CronJob busybox:1.36',
    ]);
    expect(await images('Create an S3 bucket to hold notes about node:20.')).toEqual([
      'aws:s3/bucket:Bucket',
    ]);
  });
});
