import { describe, expect, it } from 'vitest';
import type { Plan, PlannedComponent } from '../../../src/plan/types.js';
import { checkIntent } from '../../../src/verify/intent/check-intent.js';
import { strayResources } from '../../../src/verify/intent/provider-use.js';
import type { RegisteredResource } from '../../../src/verify/types.js';
import { resource } from '../../support/registered-resource.js';

const K8S = 'pulumi:providers:kubernetes';
const DOKS = 'digitalocean:index/kubernetesCluster:KubernetesCluster';
const DEPLOYMENT = 'kubernetes:apps/v1:Deployment';

function component(id: string, token: string): PlannedComponent {
  return { id, token, role: id, origin: 'request', count: 1, values: [], alternatives: [] };
}

/** m23 cut down: a cluster, and a Kubernetes provider built from its kubeconfig. */
const plan: Plan = {
  components: [component('cluster', DOKS), component('provider', K8S)],
  relations: [{ from: 'provider', to: 'cluster', via: 'kubeconfig', text: 'provider → cluster' }],
  config: [],
  source: 'offline',
  notes: [],
};

const cluster = resource(DOKS, 'api-cluster');
const clusterProvider = resource(K8S, 'doks', { kubeconfig: 'x' }, { dependsOn: [cluster.urn!] });
const ambient = resource(K8S, 'ambient');

const relationErrors = (resources: RegisteredResource[]) =>
  checkIntent(plan, resources)
    .items.filter((i) => i.kind === 'relation' && !i.met && i.severity === 'error')
    .map((i) => i.text);

describe('strayResources', () => {
  it("is satisfied when the workload is handed the cluster's provider, itself or through its parent", () => {
    const app = resource(DEPLOYMENT, 'api', {}, { dependsOn: [clusterProvider.urn!] });
    const child = resource('kubernetes:core/v1:Service', 'svc', {}, { parent: app.urn! });
    expect(relationErrors([ambient, cluster, clusterProvider, app, child])).toEqual([]);
  });

  it('finds the Deployment that goes through a second, ambient provider (registered first)', () => {
    const app = resource(DEPLOYMENT, 'api', {}, { dependsOn: [ambient.urn!] });
    expect(relationErrors([ambient, cluster, clusterProvider, app])).toEqual([
      'api (kubernetes.apps.v1.Deployment) is not given the provider (pulumi.providers.kubernetes): it goes through another provider',
    ]);
  });

  it('asks nothing when no provider was planned or none is declared', () => {
    const app = resource(DEPLOYMENT, 'api');
    const found = new Map([['cluster', [cluster]]]);
    expect(
      strayResources({ ...plan, components: plan.components.slice(0, 1) }, found, [cluster, app]),
    ).toEqual([]);
    expect(strayResources(plan, new Map([['provider', []]]), [cluster, app])).toEqual([]);
  });
});
