import { describe, expect, it } from 'vitest';
import { readRequest } from '../../src/language/request-text.js';
import { EMPTY_DRAFT, type DraftComponent } from '../../src/plan/draft.js';
import { existingReferences } from '../../src/plan/existing-references.js';
import type { ExistingThing } from '../../src/plan/types.js';
import { createSearchEngine } from '../../src/search/engine.js';
import { bundled, bundledSaid } from './bundled-rule-cases.js';
import { describeEdit } from './rule-cases.js';

const engine = createSearchEngine(bundled);

async function referenced(
  text: string,
  components: DraftComponent[],
  existing: ExistingThing[],
): Promise<string[]> {
  const request = readRequest(text, { known: bundled.providers });
  const draft = { ...EMPTY_DRAFT, components, existing };
  const edits = await existingReferences.run(draft, request, {
    snapshot: bundled,
    search: (query) => engine.search(query),
  });
  return edits.map(describeEdit);
}

const thing = (text: string, token: string, words: string): ExistingThing => ({
  token,
  text: words,
  span: { start: text.indexOf(words), end: text.indexOf(words) + words.length },
});

describe('rule existing-references', () => {
  it("gives a thing's id to each input named for its kind", async () => {
    const text =
      'A security group and a target group. Everything lives in the existing VPC vpc-0a1b2c3d4e5f67890.';
    const components = [
      bundledSaid('sg', 'aws:ec2/securityGroup:SecurityGroup', text, 'security group'),
      bundledSaid('tg', 'aws:lb/targetGroup:TargetGroup', text, 'target group'),
      bundledSaid('fn', 'aws:lambda/function:Function', text, 'A security group'),
    ];
    const vpc = thing(text, 'aws:ec2/vpc:Vpc', 'the existing VPC vpc-0a1b2c3d4e5f67890');
    expect(await referenced(text, components, [vpc])).toEqual([
      'value sg vpcId="vpc-0a1b2c3d4e5f67890"',
      'value tg vpcId="vpc-0a1b2c3d4e5f67890"',
    ]);
  });

  it("gives a thing's name written after its kind to each object's own reference, and nothing when none is written", async () => {
    const text = 'In the existing namespace web, run a Deployment and a ConfigMap.';
    const components = [
      bundledSaid('deployment', 'kubernetes:apps/v1:Deployment', text, 'Deployment'),
      bundledSaid('config', 'kubernetes:core/v1:ConfigMap', text, 'ConfigMap'),
    ];
    const namespace = thing(text, 'kubernetes:core/v1:Namespace', 'In the existing namespace web');
    expect(await referenced(text, components, [namespace])).toEqual([
      'value deployment metadata.namespace="web"',
      'value config metadata.namespace="web"',
    ]);
    const unnamed = 'In my namespace, run a Deployment.';
    const mine = thing(unnamed, 'kubernetes:core/v1:Namespace', 'my namespace');
    expect(await referenced(unnamed, components.slice(0, 1), [mine])).toEqual([]);
  });
});
