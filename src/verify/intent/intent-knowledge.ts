import { COMPONENT_PACKAGES } from '../../retrieve/glossary.js';
import { inferProviders } from '../../retrieve/routing.js';
import { madeResources } from '../../retrieve/search-document.js';
import type { InputProperty, Snapshot } from '../../snapshot/types.js';
import type { IntentKnowledge } from '../types.js';

/** The token of `module.Name` (`ecs.Service`) in the provider a component package builds on (awsx → aws). */
function tokenOf(snapshot: Snapshot, componentProvider: string, name: string): string | undefined {
  const base = COMPONENT_PACKAGES[componentProvider]?.base ?? componentProvider;
  return snapshot.get(`${base.replace(/-/g, '_')}.${name}`)?.token;
}

/**
 * The intent rung's knowledge of one run: the snapshot's schemas (what a component makes, what an input
 * takes) and the clouds the request names, read once here so the rung itself stays a function of values.
 */
export function intentKnowledgeOf(snapshot: Snapshot, requestText: string | undefined): IntentKnowledge {
  const parts = new Map<string, readonly string[]>();
  return {
    namedProviders: requestText === undefined ? [] : inferProviders(requestText, snapshot.providers),
    partsOf(token) {
      let made = parts.get(token);
      if (made === undefined) {
        const record = snapshot.get(token);
        made =
          record === undefined
            ? []
            : madeResources(record).flatMap((name) => tokenOf(snapshot, record.provider, name) ?? []);
        parts.set(token, made);
      }
      return made;
    },
    inputOf(token, path) {
      const record = snapshot.get(token);
      if (record === undefined) return undefined;
      let fields: readonly InputProperty[] = record.inputs;
      let found: InputProperty | undefined;
      for (const name of path.split('.')) {
        found = fields.find((field) => field.name === name);
        if (found === undefined) return undefined;
        const nested = (found.typeRefs ?? [])
          .map((ref) => snapshot.nestedType(record.provider, ref))
          .find((type) => type !== undefined && type.fields.length > 0);
        fields = nested?.fields ?? [];
      }
      return found;
    },
  };
}
