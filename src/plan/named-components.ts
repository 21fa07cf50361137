import { COMPONENT_PACKAGES } from '../language/vocabulary.js';
import { phraseMatch } from '../search/rank.js';
import { builtAround, madeResources, moduleName } from '../snapshot/record-facts.js';
import { nameWordSets } from '../search/search-document.js';
import type { SnapshotRecord } from '../snapshot/types.js';
import { DraftEdits } from './draft.js';
import type { PlanRule } from './plan-rule.js';

/** The component of a named package the request asks for by name, built around one of the planned resources. */
function namedComponent(
  record: SnapshotRecord,
  components: readonly SnapshotRecord[],
  terms: ReadonlySet<string>,
): SnapshotRecord | undefined {
  return components.find(
    (component) =>
      madeResources(component).includes(moduleName(record)) &&
      builtAround(component.tsName, record.tsName) &&
      phraseMatch(nameWordSets(component).join(';'), terms),
  );
}

/**
 * Where the request names a component package ("a VPC with public and private subnets using awsx", "an EKS
 * cluster with the awsx VPC"), a planned resource that one of its components is built around and whose name
 * the request says becomes that component, and the other planned resources the component makes leave the
 * plan: it creates them itself. Only the planning providers hold a component package, and only when the
 * request names it. Runs before plumbing, so references to what the component makes are wired to it rather
 * than planned anew.
 */
export const namedComponents: PlanRule = {
  id: 'named-components',
  phase: 'components',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const terms = new Set(request.words);
    for (const provider of request.planningProviders) {
      const base = COMPONENT_PACKAGES[provider]?.base;
      if (base === undefined) continue;
      const components = snapshot
        .list({ provider, kind: 'resource' })
        .filter((record) => record.deprecated === undefined);
      for (const { id } of work.components) {
        const draftComponent = work.byId(id);
        if (draftComponent === undefined || draftComponent.record.provider !== base) continue;
        if (draftComponent.origin !== 'request') continue;
        const component = namedComponent(draftComponent.record, components, terms);
        if (component === undefined) continue;
        work.apply({ kind: 'replace', id, record: component });
        const made = new Set(madeResources(component));
        const covered = work.components.filter(
          (d) => d.record.provider === base && made.has(moduleName(d.record)),
        );
        for (const d of covered) work.apply({ kind: 'remove', id: d.id });
        work.apply({
          kind: 'note',
          text: `${component.tsName} stands for ${[draftComponent, ...covered].map((d) => d.record.tsName).join(', ')}: the request names ${provider}`,
        });
      }
    }
    return work.edits;
  },
};
