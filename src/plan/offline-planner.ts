import { planningProviders, routeRequest } from '../retrieve/routing.js';
import { recordName } from '../retrieve/search-document.js';
import type { RegistrySearch } from '../retrieve/types.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { chooseForPart, moduleKey, ownNameWords, type ChosenRecord } from './choose-components.js';
import { planCompanions } from './companions.js';
import { planConfig } from './config-keys.js';
import { planFanOutSubscriptions } from './fan-out.js';
import { finishComponent, type DraftComponent } from './draft.js';
import { foldInlineComponents } from './inline-components.js';
import { planLiteralHolders } from './literal-components.js';
import { extractLiterals } from './literals.js';
import { countFor, splitRequest, type RequestPart } from './parts.js';
import { componentId, planPlumbing } from './plumbing.js';
import { useNamedComponents } from './named-components.js';
import { planQualifiedSiblings } from './qualified-siblings.js';
import { planServicePrimaries } from './service-primaries.js';
import { planSubResources } from './sub-resources.js';
import { attachFlags, attachLiterals, attachValidValues } from './stated-values.js';
import type { Plan, PlanInput } from './types.js';

export interface OfflinePlanDeps {
  readonly snapshot: Snapshot;
  readonly search: RegistrySearch;
}

/** "Provision an S3 bucket" → "S3 bucket": the part as a role, without its verb and article. */
function roleOf(part: RequestPart): string {
  return part.text
    .replace(/^(?:create|provision|deploy|define|set up|configure|include|add|use|an?|the|with|and)\s+/gi, '')
    .replace(/^(?:an?|the)\s+/i, '')
    .replace(/[.:;,]+$/, '')
    .slice(0, 80);
}

/** Offsets of each sentence in the request, for placing a literal in its sentence. */
function sentenceLocator(text: string, sentences: readonly string[]): (offset: number) => number {
  const starts: number[] = [];
  let from = 0;
  for (const sentence of sentences) {
    const at = text.indexOf(sentence, from);
    starts.push(at < 0 ? from : at);
    from = at < 0 ? from : at + sentence.length;
  }
  return (offset) => {
    let index = 0;
    starts.forEach((start, i) => {
      if (start <= offset) index = i;
    });
    return index;
  };
}

/** Every part searched for what it names; `plannedModules`: modules an earlier pass found (see `chooseForPart`). */
async function chooseAll(
  input: PlanInput,
  deps: OfflinePlanDeps,
  plannedModules: ReadonlySet<string>,
  onlyProvider?: string,
): Promise<ChosenRecord[]> {
  const { sentences, parts } = splitRequest(input.text);
  const providers =
    onlyProvider === undefined
      ? planningProviders(input.text, routeRequest(input.text, input.providers, deps.snapshot.providers))
      : [onlyProvider];
  const out: ChosenRecord[] = [];
  for (const part of parts) {
    out.push(
      ...(await chooseForPart(part, {
        search: deps.search,
        snapshot: deps.snapshot,
        providers,
        wholeRequest: parts.length === 1,
        sentence: sentences[part.sentence] ?? part.text,
        plannedModules,
      })),
    );
  }
  return out;
}

/**
 * The provider a request that names none is about: the one most of its first-pass components come from (the
 * first component's on a tie). A request for "a VPC and two subnets" is one cloud's network, so its parts
 * are then searched in that provider alone, not matched to whichever provider words "subnet" best. A request
 * that names its providers (routing `inferred` or `explicit`) keeps them all.
 */
function dominantProvider(
  input: PlanInput,
  deps: OfflinePlanDeps,
  first: readonly ChosenRecord[],
): string | undefined {
  if (routeRequest(input.text, input.providers, deps.snapshot.providers).routing !== 'all') return undefined;
  const counts = new Map<string, number>();
  for (const { record } of first) counts.set(record.provider, (counts.get(record.provider) ?? 0) + 1);
  let best: string | undefined;
  for (const [provider, count] of counts)
    if (best === undefined || count > (counts.get(best) ?? 0)) best = provider;
  return best;
}

/**
 * The components the request's parts name, merged by token (a later mention adds its sentence and count).
 * Two passes: the first finds the services the request plans, the second lets a part name a resource of
 * those services by its bare name ("API key authentication" once a REST API is planned). A resource named
 * only in clauses saying what something else is for or grants access to is not planned.
 */
async function requestComponents(input: PlanInput, deps: OfflinePlanDeps): Promise<DraftComponent[]> {
  const { sentences } = splitRequest(input.text);
  const first = await chooseAll(input, deps, new Set());
  const asked = (chosen: readonly ChosenRecord[]) => {
    const primary = new Set(chosen.filter((c) => !c.subordinate).map((c) => c.record.token));
    return primary.size === 0 ? chosen : chosen.filter((c) => primary.has(c.record.token));
  };
  const modules = new Set(asked(first).map((c) => moduleKey(c.record)));
  const chosen = asked(await chooseAll(input, deps, modules, dominantProvider(input, deps, asked(first))));
  const drafts: DraftComponent[] = [];
  for (const { record, runnersUp, part } of chosen) {
    const head = ownNameWords(record).slice(-1)[0] ?? recordName(record).toLowerCase();
    const count = countFor(sentences[part.sentence] ?? part.text, head);
    const existing = drafts.find((d) => d.record.token === record.token);
    if (existing !== undefined) {
      existing.sentences.add(part.sentence);
      existing.parts.push(part.text);
      existing.count = Math.max(existing.count, count);
      continue;
    }
    drafts.push({
      id: componentId(record, new Set(drafts.map((d) => d.id))),
      record,
      role: roleOf(part),
      origin: 'request',
      count,
      values: [],
      alternatives: new Set(runnersUp.slice(0, 2)),
      sentences: new Set([part.sentence]),
      parts: [part.text],
    });
  }
  return drafts;
}

/**
 * The plan without a model: the request's parts searched one by one for the resources they name, the
 * literal values it states attached to the inputs that carry them, the schemas' references turned into
 * relations and plumbing, and the configuration it describes.
 */
export async function planOffline(input: PlanInput, deps: OfflinePlanDeps): Promise<Plan> {
  const drafts = await requestComponents(input, deps);
  const { sentences, parts } = splitRequest(input.text);
  const literals = extractLiterals(input.text);
  const sentenceOf = sentenceLocator(input.text, sentences);
  const newId = (record: SnapshotRecord) => componentId(record, new Set(drafts.map((d) => d.id)));
  const route = routeRequest(input.text, input.providers, deps.snapshot.providers);
  planServicePrimaries(drafts, deps.snapshot, parts, route.providers, newId);
  planQualifiedSiblings(drafts, deps.snapshot, newId);
  const notes = foldInlineComponents(drafts, deps.snapshot);
  planSubResources(drafts, deps.snapshot, sentences, newId);
  planLiteralHolders(drafts, deps.snapshot, literals, sentenceOf, newId);
  planCompanions(drafts, deps.snapshot, sentences, newId);
  notes.push(...useNamedComponents(drafts, deps.snapshot, input.text, planningProviders(input.text, route)));
  const relations = planPlumbing(drafts, deps.snapshot);
  attachLiterals(drafts, deps.snapshot, input.text, literals, sentenceOf);
  attachValidValues(drafts, deps.snapshot, sentences);
  attachFlags(drafts, deps.snapshot, sentences);
  // After the values: which subscription already carries a stated address decides what else needs one.
  planFanOutSubscriptions(drafts, deps.snapshot, newId);
  if (drafts.length === 0) {
    notes.push('no resource in the snapshot matches the request; name the cloud resources you want');
  }
  return {
    components: drafts.map(finishComponent),
    relations,
    config: planConfig(input.text),
    source: 'offline',
    notes,
  };
}
