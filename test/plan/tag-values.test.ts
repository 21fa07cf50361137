import { beforeAll, describe, expect, it } from 'vitest';
import { createPlanner } from '../../src/plan/create-planner.js';
import type { Plan, Planner } from '../../src/plan/types.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

let planner: Planner;

beforeAll(() => {
  const snapshot = openSnapshot(defaultSnapshotDir());
  planner = createPlanner({ snapshot, search: createRegistrySearch(snapshot).engine });
});

/** Each component's token with its tag values, as `token tags.Key=Value …`. */
const tagged = (plan: Plan): string[] =>
  plan.components.map((c) =>
    [
      c.token,
      ...c.values.filter((v) => v.input.startsWith('tags.')).map((v) => `${v.input}=${String(v.value)}`),
    ].join(' '),
  );

describe('rule tag-values', () => {
  it('puts a tag on the tags of what it is said of', async () => {
    expect(tagged(await planner.plan({ text: 'Create an SQS queue and tag it Team=payments.' }))).toEqual([
      'aws:sqs/queue:Queue tags.Team=payments',
    ]);
  });

  it('puts a tag said of everything on every planned resource that takes tags', async () => {
    const plan = await planner.plan({
      text: 'Create a VPC with an internet gateway. Tag everything Stage=dev.',
    });
    expect(tagged(plan)).toEqual([
      'aws:ec2/vpc:Vpc tags.Stage=dev',
      'aws:ec2/internetGateway:InternetGateway tags.Stage=dev',
      // A companion the program needs is part of everything too.
      'aws:ec2/routeTable:RouteTable tags.Stage=dev',
    ]);
  });

  it('reads "every resource tagged" as what a thing selects, not as a tag for everything', async () => {
    const plan = await planner.plan({
      text: 'Create an SNS topic and an AWS Backup selection that picks every resource tagged Tier=gold.',
    });
    expect(tagged(plan).filter((line) => line.includes('tags.'))).toEqual([]);
    // It is the selection's own condition: a key and a value of its `selectionTags`.
    const selection = plan.components.find((c) => c.token === 'aws:backup/selection:Selection');
    expect(selection?.values.map((v) => `${v.input}=${String(v.value)}`)).toEqual([
      'selectionTags.key=Tier',
      'selectionTags.value=gold',
    ]);
  });
});

describe('rule tags-not-things', () => {
  it('plans no tag resource for words that state a tag, but keeps one the request asks for', async () => {
    const said = await planner.plan({ text: 'Launch a t3.micro EC2 instance and tag it Owner=platform.' });
    expect(said.components.map((c) => c.token)).toEqual(['aws:ec2/instance:Instance']);
    const asked = await planner.plan({ text: 'Create an EC2 tag on an existing instance.' });
    expect(asked.components.map((c) => c.token)).toContain('aws:ec2/tag:Tag');
  });
});
