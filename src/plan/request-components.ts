import { givenNames } from '../language/literals.js';
import { analyse } from '../language/terms.js';
import { ASKING_VERB, countFor, type RequestPart } from '../language/parts.js';
import type { RequestText } from '../language/request-text.js';
import type { Span } from '../language/sentences.js';
import { escapeRegExp } from '../shared/escape-regexp.js';
import { recordName } from '../snapshot/record-facts.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import {
  chooseForPart,
  moduleKey,
  ownNameWords,
  serviceNamed,
  type ChosenRecord,
} from './choose-components.js';
import type { PlanEdit } from './draft.js';
import type { PlanRule, PlanSources } from './plan-rule.js';
import { namesakes } from './namesakes.js';
import { nameWordSets } from '../search/search-document.js';
import { componentId } from './plumbing.js';
import { moduleResources } from './sub-resources.js';
import { inputSlots } from './input-slots.js';
import { KIND_INPUTS } from './kind-inputs.js';

/** "Provision an S3 bucket" → "S3 bucket": the part as a role, without its verb and article. */
function roleOf(part: RequestPart): string {
  return part.text
    .replace(new RegExp(`^(?:${ASKING_VERB}|an?|the|with|and)\\s+`, 'gi'), '')
    .replace(/^(?:an?|the)\s+/i, '')
    .replace(/[.:;,]+$/, '')
    .slice(0, 80);
}

/** Every part searched for what it names; `plannedModules`: modules an earlier pass found (see `chooseForPart`). */
async function chooseAll(
  request: RequestText,
  sources: PlanSources,
  plannedModules: ReadonlySet<string>,
  onlyProvider?: string,
): Promise<ChosenRecord[]> {
  const { sentences, parts } = request;
  const providers = onlyProvider === undefined ? request.planningProviders : [onlyProvider];
  const out: ChosenRecord[] = [];
  for (const part of parts) {
    out.push(
      ...(await chooseForPart(part, {
        search: sources.search,
        snapshot: sources.snapshot,
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
 * The provider a request that names none is about: the one most of its first-pass components come from (on a
 * tie, the one more parts could name, then the first component's). A request for "a VPC and two subnets" is one cloud's network, so its parts
 * are then searched in that provider alone, not matched to whichever provider words "subnet" best. A request
 * that names its providers (routing `inferred` or `explicit`) keeps them all.
 */
function dominantProvider(request: RequestText, first: readonly ChosenRecord[]): string | undefined {
  if (request.route.routing !== 'all') return undefined;
  const counts = new Map<string, number>();
  for (const { record } of first) counts.set(record.provider, (counts.get(record.provider) ?? 0) + 1);
  // On a tie, the provider more parts could name ("a topic … with an email subscription": the topic's runner-up
  // is SNS's, and only SNS has e-mail subscriptions).
  const covered = (provider: string) =>
    new Set(
      first
        .filter(
          (c) => c.record.provider === provider || c.runnersUp.some((t) => t.startsWith(`${provider}:`)),
        )
        .map((c) => c.part),
    ).size;
  let best: string | undefined;
  for (const [provider, count] of counts) {
    const lead = best === undefined ? 1 : count - (counts.get(best) ?? 0);
    if (best === undefined || lead > 0 || (lead === 0 && covered(provider) > covered(best))) best = provider;
  }
  return best;
}

/** The name a part gives what it asks for ("a dead-letter queue named jobs-dlq"), if it gives one. */
function nameGiven(request: RequestText, part: RequestPart): string | undefined {
  const { start, end } = part.span;
  const literal = givenNames(request.text, request.literals).find((l) => l.start >= start && l.start < end);
  return literal === undefined ? undefined : String(literal.value);
}

/** A component as its mentions build it up. */
interface Mentioned {
  readonly id: string;
  /** The names its mentions give it: a mention that gives another name is another component. */
  readonly names: Set<string>;
  /** The words its mentions ask for it anew with ("gateway" of "a gateway endpoint"); see `kindSaid`. */
  readonly kinds: Set<string>;
  readonly record: SnapshotRecord;
  readonly role: string;
  count: number;
  readonly alternatives: ReadonlySet<string>;
  readonly sentences: Set<number>;
  readonly parts: string[];
  readonly spans: Span[];
}

/**
 * The thing of the same name an earlier part asked for, when this part says the name bare and definite:
 * "an IAM role attached to the namespace" is the Redshift Serverless namespace asked for before, not the
 * S3 Tables one the words "S3" and "namespace" would choose.
 */
function earlierNamesake(
  out: readonly Mentioned[],
  record: SnapshotRecord,
  part: RequestPart,
): Mentioned | undefined {
  // "the namespace": a name said bare, right after the article, says no service of its own.
  const head = ownNameWords(record).join(' ');
  if (!new RegExp(`\\bthe ${escapeRegExp(head)}\\b`, 'i').test(part.text.replace(/-/g, ' ')))
    return undefined;
  const name = recordName(record);
  return out.find((m) => m.record.token !== record.token && recordName(m.record) === name);
}

/**
 * The record of the same one-word name in the service of the component asked for just before, in the same
 * sentence, when the part names no service of its own and its record's service was not asked for before:
 * "a Transfer Family server with service-managed users" asks for the server's `User`, not IAM's, whatever
 * the search put first.
 */
function ownersNamesake(
  snapshot: Snapshot,
  out: readonly Mentioned[],
  record: SnapshotRecord,
  part: RequestPart,
): SnapshotRecord | undefined {
  if (ownNameWords(record).length !== 1 || serviceNamed(record, new Set(analyse(part.text)), part.text))
    return undefined;
  // A service asked for before keeps its own record ("an Aurora cluster … reader instances").
  if (out.some((m) => m.record.module === record.module)) return undefined;
  const owner = out
    .filter((m) => m.sentences.has(part.sentence) && m.record.provider === record.provider)
    .at(-1)?.record;
  if (owner === undefined || owner.module === record.module) return undefined;
  const name = recordName(record);
  return snapshot
    .list({ provider: record.provider })
    .find(
      (other) =>
        other.kind === 'resource' &&
        other.deprecated === undefined &&
        other.module === owner.module &&
        recordName(other) === name,
    );
}

/**
 * The record of the same kind for the thing the part belongs to: "an IAM user ci-pusher with an inline
 * policy" asks for the user's `UserPolicy`, not the `RolePolicy` the words chose, when the chosen record's
 * name is another resource of its module's (`Role`) with a rest (`Policy`) that nothing planned is, and the
 * component asked for just before, in the same sentence and module, has a record of its own name and that
 * rest.
 */
function holdersNamesake(
  snapshot: Snapshot,
  out: readonly Mentioned[],
  record: SnapshotRecord,
  part: RequestPart,
): SnapshotRecord | undefined {
  const owner = out
    .filter((m) => m.sentences.has(part.sentence) && m.record.module === record.module)
    .at(-1)?.record;
  const name = recordName(record);
  if (owner === undefined || name.startsWith(recordName(owner))) return undefined;
  const module = moduleResources(snapshot, record).filter((r) => r.deprecated === undefined);
  const holder = module
    .map(recordName)
    .filter((other) => other !== name && name.startsWith(other) && /^[A-Z]/.test(name.slice(other.length)))
    .sort((a, b) => b.length - a.length)[0];
  if (holder === undefined || out.some((m) => recordName(m.record) === holder)) return undefined;
  const own = `${recordName(owner)}${name.slice(holder.length)}`;
  return module.find((r) => recordName(r) === own);
}

/** Which one of a kind a part says ("a gateway endpoint": `gateway`), and whether it says it anew ("a", "one"). */
interface KindSaid {
  readonly words: string;
  readonly anew: boolean;
}

/**
 * The words a part says which one of a kind it means with: "a gateway endpoint" → `gateway`, said anew; "the
 * private subnet" → `private`, said of one asked for before.
 */
function kindSaid(part: RequestPart, head: string): KindSaid | undefined {
  const said = new RegExp(
    `\\b(an?|another|one|the)\\s+((?:[\\w-]+\\s+){1,2}?)${escapeRegExp(head)}s?\\b`,
    'i',
  ).exec(part.text);
  const words = said?.[2]?.trim().toLowerCase();
  if (words === undefined || words === '' || /^(?:new|single|second|separate|dedicated|same)$/.test(words))
    return undefined;
  return { words, anew: said?.[1]?.toLowerCase() !== 'the' };
}

/**
 * The thing asked for before that a part names again: of the same record and name, the one said with the same
 * words ("the private subnet"), else the first, unless both ask for one anew in one sentence with other
 * words ("a gateway endpoint … and an interface endpoint" are two).
 */
function namedBefore(
  out: readonly Mentioned[],
  record: SnapshotRecord,
  part: RequestPart,
  name: string | undefined,
  kind: KindSaid | undefined,
): Mentioned | undefined {
  const same = out.filter(
    (d) => d.record.token === record.token && (name === undefined || d.names.size === 0 || d.names.has(name)),
  );
  const sameWords = kind === undefined ? undefined : same.find((d) => d.kinds.has(kind.words));
  if (sameWords !== undefined) return sameWords;
  const another = (d: Mentioned) =>
    kind?.anew === true && d.sentences.has(part.sentence) && d.kinds.size > 0 && !d.kinds.has(kind.words);
  return same.find((d) => !another(d));
}

/**
 * Whether the part names the record only as things said before, "those two hosts": a plural after "those" or
 * "these" points back at what the request named (two domain names), not at new things to make.
 */
function saidBack(part: RequestPart, record: SnapshotRecord): boolean {
  const names = new Set(nameWordSets(record).filter((set) => !set.includes(' ')));
  const back = [...part.text.matchAll(/\b(?:those|these)\s+(?:[\w-]+\s+){0,2}?([a-z]+s)\b/gi)];
  return back.some((m) => names.has(analyse(m[1] ?? '')[0] ?? ''));
}

/**
 * What the parts ask for: a chosen record each, the same record named again merged into its first mention,
 * unless the two give it different names ("a queue named jobs with a dead-letter queue named jobs-dlq") or,
 * in one sentence, both say it anew with other words ("a gateway endpoint … and an interface endpoint").
 * Its alternatives: what the same words also name, and its namesakes.
 */
function mentions(
  request: RequestText,
  snapshot: Snapshot,
  chosen: readonly ChosenRecord[],
  taken: ReadonlySet<string>,
): Mentioned[] {
  const out: Mentioned[] = [];
  for (const { record: own, runnersUp, part } of chosen) {
    const holders = holdersNamesake(snapshot, out, own, part);
    const record =
      earlierNamesake(out, own, part)?.record ?? ownersNamesake(snapshot, out, own, part) ?? holders ?? own;
    const head = ownNameWords(record).slice(-1)[0] ?? recordName(record).toLowerCase();
    const count = countFor(request.sentences[part.sentence] ?? part.text, head);
    const name = nameGiven(request, part);
    const kind = kindSaid(part, head);
    const existing = namedBefore(out, record, part, name, kind);
    if (existing === undefined && saidBack(part, record)) continue;
    if (existing !== undefined) {
      if (name !== undefined) existing.names.add(name);
      if (kind?.anew === true) existing.kinds.add(kind.words);
      existing.sentences.add(part.sentence);
      existing.parts.push(part.text);
      existing.spans.push(part.span);
      existing.count = Math.max(existing.count, count);
      continue;
    }
    out.push({
      id: componentId(record, new Set([...taken, ...out.map((d) => d.id)])),
      record,
      names: new Set(name === undefined ? [] : [name]),
      kinds: new Set(kind === undefined ? [] : [kind.words]),
      role: roleOf(part),
      count,
      // What the words chose stays an alternative to the holder's own kind: the words name it too.
      alternatives: new Set([
        ...(record === holders ? [own.token] : []),
        ...runnersUp.slice(0, 2),
        ...namesakes(snapshot, record),
      ]),
      sentences: new Set([part.sentence]),
      parts: [part.text],
      spans: [part.span],
    });
  }
  return out;
}

/** The nouns machines are said with after their size: "e2-standard-4 machines", "`m5.large` instances". */
const MACHINE_NOUN = /^[`'"]?\s+(?:machines?|instances?|vms?|nodes?|servers?|hosts?)\b/i;

/**
 * Whether a record has an input of a machine size's kind (`machineType`, `nodeConfig.machineType`), whatever
 * size its examples write: which record is the group and which its machines, not whether this size fits.
 */
const takesMachineSize = (snapshot: Snapshot, record: SnapshotRecord): boolean =>
  inputSlots(snapshot, record).some((slot) => KIND_INPUTS['instance-type'].test(slot.input.name));

/**
 * The machine size said right before a machine noun of the part, if any ("runs e2-standard-4 machines"; "with
 * m5.large instances", whose part may start after the size).
 */
function sizeSaidIn(request: RequestText, part: RequestPart) {
  const { start, end } = part.span;
  return request.literals.find((l) => {
    if (l.kind !== 'instance-type' || l.start >= end) return false;
    const noun = MACHINE_NOUN.exec(request.text.slice(l.start + l.text.length));
    const nounEnd = l.start + l.text.length + (noun?.[0].length ?? 0);
    return noun !== null && nounEnd > start && request.sentenceOf(l.start) === part.sentence;
  });
}

/**
 * Without the machines a part says with their size after a group of them it (or the nearest part before it in
 * its sentence that names something) names: in "a node pool `general` runs e2-standard-4 machines" and "a
 * compute environment (with `m5.large` instances)" the machines are the group's, whose size the group takes,
 * not instances of their own.
 */
function withoutGroupMembers(
  request: RequestText,
  snapshot: Snapshot,
  chosen: readonly ChosenRecord[],
): ChosenRecord[] {
  return chosen.filter(({ record, part }) => {
    const size = sizeSaidIn(request, part);
    if (size === undefined) return true;
    const joined = request.parts
      .slice(0, request.parts.indexOf(part))
      .filter((p) => p.sentence === part.sentence && chosen.some((c) => c.part === p))
      .at(-1);
    const before = new Set(analyse(request.text.slice((joined ?? part).span.start, size.start)));
    const namedBefore = (r: SnapshotRecord) => before.has(ownNameWords(r).at(-1) ?? '');
    // What the part names besides (a load balancer the group stands behind) is no machine of the group.
    if (namedBefore(record) || !takesMachineSize(snapshot, record)) return true;
    return !chosen.some(
      (other) =>
        (other.part === part || other.part === joined) &&
        other.record !== record &&
        namedBefore(other.record) &&
        takesMachineSize(snapshot, other.record),
    );
  });
}

/**
 * The components the request's parts name, merged by token (a later mention adds its sentence and count).
 * Two passes: the first finds the services the request plans, the second lets a part name a resource of
 * those services by its bare name ("API key authentication" once a REST API is planned). A resource named
 * only in clauses saying what something else is for or grants access to is not planned.
 */
export const requestComponents: PlanRule = {
  id: 'request-components',
  phase: 'components',
  async run(draft, request, sources) {
    const first = await chooseAll(request, sources, new Set());
    // What a subordinate clause names is not asked for, nor is it another mention of a thing asked for
    // elsewhere ("a network (no auto-created subnets) with a subnetwork …"), unless nothing else is asked.
    const asked = (chosen: readonly ChosenRecord[]) => {
      const primary = new Set(chosen.filter((c) => !c.subordinate).map((c) => c.record.token));
      return primary.size === 0 ? chosen : chosen.filter((c) => !c.subordinate);
    };
    const modules = new Set(asked(first).map((c) => moduleKey(c.record)));
    const second = withoutGroupMembers(
      request,
      sources.snapshot,
      await chooseAll(request, sources, modules, dominantProvider(request, asked(first))),
    );
    const taken = new Set(draft.components.map((c) => c.id));
    return mentions(request, sources.snapshot, asked(second), taken).map((m): PlanEdit => ({
      kind: 'add',
      component: { ...m, origin: 'request', values: [] },
    }));
  },
};
