import type { SnapshotRecord } from '../snapshot/types.js';
import { related } from './counted-wiring.js';
import { DraftEdits } from './draft.js';
import type { PlanRule } from './plan-rule.js';

/** The token of a package's explicit provider: `pulumi:providers:kubernetes`. */
export const PROVIDER_PREFIX = 'pulumi:providers:';

/** `kubernetes` of `pulumi:providers:kubernetes`, `digitalocean` of `digitalocean:index/…`. */
export function packageOf(token: string): string {
  return token.startsWith(PROVIDER_PREFIX)
    ? token.slice(PROVIDER_PREFIX.length)
    : (token.split(':')[0] ?? '');
}

/**
 * The provider input that takes an output of the resource, by name: the longest input whose name is an
 * output's name or the start of one (`kubeconfig` ← a cluster's `kubeConfigs`, `kubeconfig`, `kubeConfigRaw`).
 */
function takenInput(provider: SnapshotRecord, resource: SnapshotRecord): string | undefined {
  const outputs = resource.outputs.map((o) => o.name.toLowerCase());
  return provider.inputs
    .map((i) => i.name)
    .filter((name) => outputs.some((output) => output.startsWith(name.toLowerCase())))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * A provider the request asks for, built from a planned resource of another package ("a Kubernetes provider
 * built from the cluster's kubeconfig"): related to that resource through the provider input named like one
 * of its outputs, the most specific such input (`kubeconfig` before `cluster`). Another package only: an AWS provider's `region` is not taken from an AWS bucket's.
 */
export const providerWiring: PlanRule = {
  id: 'provider-wiring',
  phase: 'wiring',
  run(draft) {
    const work = new DraftEdits(draft);
    for (const provider of draft.components) {
      if (!provider.record.token.startsWith(PROVIDER_PREFIX)) continue;
      // The one resource it is built from: the one whose output its most specific input takes.
      const best = draft.components
        .filter((source) => packageOf(source.record.token) !== packageOf(provider.record.token))
        .flatMap((source) => {
          const input = takenInput(provider.record, source.record);
          return input === undefined ? [] : [{ source, input }];
        })
        .sort((a, b) => b.input.length - a.input.length)[0];
      if (best === undefined || related(work.draft, provider, best.source)) continue;
      work.apply({
        kind: 'relate',
        relation: {
          from: provider.id,
          to: best.source.id,
          via: best.input,
          text: `${provider.role} → ${best.source.role} (${best.input})`,
        },
      });
    }
    return work.edits;
  },
};
