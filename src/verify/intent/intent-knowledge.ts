import { COMPONENT_PACKAGES } from '../../language/vocabulary.js';
import { inferProviders } from '../../language/routing.js';
import { madeResources } from '../../snapshot/record-facts.js';
import type { InputProperty, Snapshot } from '../../snapshot/types.js';
import type { IntentKnowledge } from '../types.js';

/** The token of `module.Name` (`ecs.Service`) in the provider a component package builds on (awsx → aws). */
function tokenOf(snapshot: Snapshot, componentProvider: string, name: string): string | undefined {
  const base = COMPONENT_PACKAGES[componentProvider]?.base ?? componentProvider;
  return snapshot.get(`${base.replace(/-/g, '_')}.${name}`)?.token;
}

/** Inputs too general to tell one kind of resource from another. */
const GENERAL_INPUTS = new Set(['name', 'tags', 'labels', 'description']);

/** The most of a kind's inputs an inline host's type must declare, and the fewest in number. */
const INLINE_SHARE = 0.5;
const INLINE_MIN_SHARED = 3;

type InlineHost = { readonly token: string; readonly input: string };

/** Resources of the same module whose input's type declares most of `token`'s inputs (see IntentKnowledge). */
function inlineHosts(snapshot: Snapshot, token: string): InlineHost[] {
  const record = snapshot.get(token);
  if (record === undefined || record.kind !== 'resource') return [];
  const moduleOf = (t: string): string => t.split(':')[1]?.split('/')[0] ?? '';
  const own = new Set(record.inputs.map((i) => i.name).filter((name) => !GENERAL_INPUTS.has(name)));
  if (own.size < INLINE_MIN_SHARED) return [];
  const hosts: InlineHost[] = [];
  for (const host of snapshot.list({ provider: record.provider })) {
    if (host.kind !== 'resource' || host.token === token || moduleOf(host.token) !== moduleOf(token))
      continue;
    for (const input of host.inputs) {
      const fits = (input.typeRefs ?? []).some((ref) => {
        const fields = snapshot.nestedType(record.provider, ref)?.fields ?? [];
        const shared = fields.filter((field) => own.has(field.name)).length;
        return shared >= INLINE_MIN_SHARED && shared / own.size >= INLINE_SHARE;
      });
      if (fits) hosts.push({ token: host.token, input: input.name });
    }
  }
  return hosts;
}

type InputPath = { readonly path: string; readonly input: InputProperty };

/** How deep nested input types are followed: a lifecycle rule's `noncurrentVersionExpiration.noncurrentDays`. */
const MAX_INPUT_DEPTH = 4;

function inputPaths(
  snapshot: Snapshot,
  provider: string,
  fields: readonly InputProperty[],
  prefix: string,
  depth: number,
): InputPath[] {
  return fields.flatMap((input) => {
    const path = `${prefix}${input.name}`;
    const nested = (input.typeRefs ?? [])
      .map((ref) => snapshot.nestedType(provider, ref))
      .find((type) => type !== undefined && type.fields.length > 0);
    const below =
      nested === undefined || depth >= MAX_INPUT_DEPTH
        ? []
        : inputPaths(snapshot, provider, nested.fields, `${path}.`, depth + 1);
    return [{ path, input }, ...below];
  });
}

/**
 * The intent rung's knowledge of one run: the snapshot's schemas (what a component makes, what an input
 * takes) and the clouds the request names, read once here so the rung itself stays a function of values.
 */
export function intentKnowledgeOf(snapshot: Snapshot, requestText: string | undefined): IntentKnowledge {
  const parts = new Map<string, readonly string[]>();
  const hosts = new Map<string, readonly InlineHost[]>();
  const inputs = new Map<string, readonly InputPath[]>();
  return {
    namedProviders: requestText === undefined ? [] : inferProviders(requestText, snapshot.providers),
    requestText,
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
    inlineHostsOf(token) {
      let found = hosts.get(token);
      if (found === undefined) {
        found = inlineHosts(snapshot, token);
        hosts.set(token, found);
      }
      return found;
    },
    inputsOf(token) {
      let found = inputs.get(token);
      if (found === undefined) {
        const record = snapshot.get(token);
        found = record === undefined ? [] : inputPaths(snapshot, record.provider, record.inputs, '', 0);
        inputs.set(token, found);
      }
      return found;
    },
  };
}
