import { COMPONENT_PACKAGES } from '../language/vocabulary.js';
import { phraseMatch } from '../search/rank.js';
import { builtAround, madeResources, moduleName } from '../snapshot/record-facts.js';
import { nameWordSets } from '../search/search-document.js';
import { analyse } from '../language/terms.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { DraftComponent } from './draft.js';

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
 * plan: it creates them itself. `providers` are the planning providers, which hold a component package only
 * when the request names it. Runs before plumbing, so references to what the component makes are wired to
 * it rather than planned anew.
 */
export function useNamedComponents(
  drafts: DraftComponent[],
  snapshot: Snapshot,
  text: string,
  providers: readonly string[],
): string[] {
  const notes: string[] = [];
  const terms = new Set(analyse(text));
  for (const provider of providers) {
    const base = COMPONENT_PACKAGES[provider]?.base;
    if (base === undefined) continue;
    const components = snapshot
      .list({ provider, kind: 'resource' })
      .filter((record) => record.deprecated === undefined);
    for (const draft of [...drafts]) {
      const at = drafts.indexOf(draft);
      if (at < 0 || draft.record.provider !== base || draft.origin !== 'request') continue;
      const component = namedComponent(draft.record, components, terms);
      if (component === undefined) continue;
      drafts[at] = { ...draft, record: component, alternatives: new Set() };
      const made = new Set(madeResources(component));
      const covered = drafts.filter((d) => d.record.provider === base && made.has(moduleName(d.record)));
      for (const d of covered) drafts.splice(drafts.indexOf(d), 1);
      notes.push(
        `${component.tsName} stands for ${[draft, ...covered].map((d) => d.record.tsName).join(', ')}: the request names ${provider}`,
      );
    }
  }
  return notes;
}
