import { describe, expect, it } from 'vitest';
import type { DraftComponent } from '../../src/plan/draft.js';
import { bundledComponent, bundledEdits } from './bundled-rule-cases.js';
import { providerWiring } from '../../src/plan/provider-wiring.js';
import type { PlannedRelation } from '../../src/plan/types.js';

const wiring = (components: DraftComponent[], relations: PlannedRelation[] = []) =>
  bundledEdits(providerWiring, components, relations);
const component = bundledComponent;

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
