import type { RequestText } from '../language/request-text.js';
import { recordName } from '../snapshot/record-facts.js';
import type { SearchEngine, SearchQuery, SearchResult } from '../search/types.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { chooseForPart, moduleKey, ownNameWords, type ChosenRecord } from './choose-components.js';
import { planCompanions } from './companions.js';
import { planConfig } from './config-keys.js';
import { planFanOutSubscriptions } from './fan-out.js';
import { finishComponent, type DraftComponent } from './draft.js';
import { foldInlineComponents } from './inline-components.js';
import { planLiteralHolders } from './literal-components.js';
import { countFor, type RequestPart } from '../language/parts.js';
import { componentId, planPlumbing } from './plumbing.js';
import { useNamedComponents } from './named-components.js';
import { planQualifiedSiblings } from './qualified-siblings.js';
import { planServicePrimaries } from './service-primaries.js';
import { planSubResources } from './sub-resources.js';
import { attachFlags, attachLiterals, attachValidValues } from './stated-values.js';
import type { Plan } from './types.js';

export interface OfflinePlanDeps {
  readonly snapshot: Snapshot;
  /** The engine the request's parts are searched with; it never plans, so a part cannot recurse. */
  readonly search: SearchEngine;
}

/** What the plan's passes read besides the request: the snapshot, and the part search. */
interface PlanSources {
  readonly snapshot: Snapshot;
  readonly search: PartSearch;
}

/** The part searches of one plan, memoised: the second pass asks again for most parts. */
export type PartSearch = (query: SearchQuery) => Promise<SearchResult>;

function memoisedSearch(engine: SearchEngine): PartSearch {
  const memo = new Map<string, Promise<SearchResult>>();
  return (query) => {
    const key = JSON.stringify([query.text, query.limit, query.providers]);
    let result = memo.get(key);
    if (result === undefined) {
      result = engine.search(query);
      memo.set(key, result);
    }
    return result;
  };
}

/** "Provision an S3 bucket" → "S3 bucket": the part as a role, without its verb and article. */
function roleOf(part: RequestPart): string {
  return part.text
    .replace(/^(?:create|provision|deploy|define|set up|configure|include|add|use|an?|the|with|and)\s+/gi, '')
    .replace(/^(?:an?|the)\s+/i, '')
    .replace(/[.:;,]+$/, '')
    .slice(0, 80);
}

/** Every part searched for what it names; `plannedModules`: modules an earlier pass found (see `chooseForPart`). */
async function chooseAll(
  request: RequestText,
  deps: PlanSources,
  plannedModules: ReadonlySet<string>,
  onlyProvider?: string,
): Promise<ChosenRecord[]> {
  const { sentences, parts } = request;
  const providers = onlyProvider === undefined ? request.planningProviders : [onlyProvider];
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
function dominantProvider(request: RequestText, first: readonly ChosenRecord[]): string | undefined {
  if (request.route.routing !== 'all') return undefined;
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
async function requestComponents(request: RequestText, deps: PlanSources): Promise<DraftComponent[]> {
  const { sentences } = request;
  const first = await chooseAll(request, deps, new Set());
  const asked = (chosen: readonly ChosenRecord[]) => {
    const primary = new Set(chosen.filter((c) => !c.subordinate).map((c) => c.record.token));
    return primary.size === 0 ? chosen : chosen.filter((c) => primary.has(c.record.token));
  };
  const modules = new Set(asked(first).map((c) => moduleKey(c.record)));
  const chosen = asked(await chooseAll(request, deps, modules, dominantProvider(request, asked(first))));
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
export async function planOffline(request: RequestText, deps: OfflinePlanDeps): Promise<Plan> {
  const sources: PlanSources = { snapshot: deps.snapshot, search: memoisedSearch(deps.search) };
  const drafts = await requestComponents(request, sources);
  const { sentences, parts, literals } = request;
  const sentenceOf = (offset: number) => request.sentenceOf(offset);
  const newId = (record: SnapshotRecord) => componentId(record, new Set(drafts.map((d) => d.id)));
  planServicePrimaries(drafts, deps.snapshot, parts, request.route.providers, newId);
  planQualifiedSiblings(drafts, deps.snapshot, newId);
  const notes = foldInlineComponents(drafts, deps.snapshot);
  planSubResources(drafts, deps.snapshot, sentences, newId);
  planLiteralHolders(drafts, deps.snapshot, literals, sentenceOf, newId);
  planCompanions(drafts, deps.snapshot, sentences, newId);
  notes.push(...useNamedComponents(drafts, deps.snapshot, request.text, request.planningProviders));
  const relations = planPlumbing(drafts, deps.snapshot);
  attachLiterals(drafts, deps.snapshot, request.text, literals, sentenceOf);
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
    config: planConfig(request.text),
    source: 'offline',
    notes,
  };
}
