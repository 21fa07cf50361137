import { describe, expect, it } from 'vitest';
import type { DraftComponent, PlanDraft } from '../../src/plan/draft.js';
import { EMPTY_DRAFT } from '../../src/plan/draft.js';
import { providerWiring } from '../../src/plan/provider-wiring.js';
import type { PlannedRelation } from '../../src/plan/types.js';
import { readRequest } from '../../src/language/request-text.js';
import { createSearchEngine } from '../../src/search/engine.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { describeEdit } from './rule-cases.js';

const bundled = openSnapshot(defaultSnapshotDir());
const engine = createSearchEngine(bundled);

function component(id: string, token: string): DraftComponent {
  const record = bundled.get(token);
  if (record === undefined) throw new Error(`${token} is not in the bundled snapshot`);
  return {
    id,
    record,
    role: id,
    origin: 'request',
    count: 1,
    values: [],
    alternatives: new Set(),
    sentences: new Set([0]),
    parts: [],
    spans: [],
    rule: 'case',
  };
}

async function wiring(components: DraftComponent[], relations: PlannedRelation[] = []): Promise<string[]> {
  const draft: PlanDraft = { ...EMPTY_DRAFT, components, relations };
  const request = readRequest('a request', { known: bundled.providers });
  const edits = await providerWiring.run(draft, request, {
    snapshot: bundled,
    search: (query) => engine.search(query),
  });
  return edits.map(describeEdit);
}

const K8S = 'pulumi:providers:kubernetes';
const DOKS = 'digitalocean:index/kubernetesCluster:KubernetesCluster';

describe('rule provider-wiring', () => {
  it("relates a Kubernetes provider to the planned cluster whose kubeconfig it takes (m23), not to its node pool's id", async () => {
    expect(
      await wiring([
        component('cluster', DOKS),
        component('pool', 'digitalocean:index/kubernetesNodePool:KubernetesNodePool'),
        component('provider', K8S),
      ]),
    ).toEqual(['relate provider -> cluster via kubeconfig']);
  });

  it('leaves a provider of the same package, a related pair, and a plan without a provider alone', async () => {
    expect(
      await wiring([component('bucket', 'aws:s3/bucket:Bucket'), component('aws', 'pulumi:providers:aws')]),
    ).toEqual([]);
    const related = { from: 'provider', to: 'cluster', text: 'provider → cluster' };
    expect(await wiring([component('cluster', DOKS), component('provider', K8S)], [related])).toEqual([]);
    expect(await wiring([component('cluster', DOKS)])).toEqual([]);
  });
});
