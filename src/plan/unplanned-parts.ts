import { catalog, shortPackageName } from '../language/catalog.js';
import { givenNames } from '../language/literals.js';
import { moduleWrittenApart } from '../language/module-words.js';
import { padded } from '../language/routing.js';
import type { RequestPart } from '../language/parts.js';
import type { RequestText } from '../language/request-text.js';
import type { Span } from '../language/sentences.js';
import { analyse, splitIdentifier } from '../language/terms.js';
import {
  COMPONENT_PACKAGES,
  PROVIDER_NAMES,
  VOCABULARY,
  patternRegex,
  type VocabularyEntry,
} from '../language/vocabulary.js';
import { madeResources, recordName } from '../snapshot/record-facts.js';
import type { Snapshot } from '../snapshot/types.js';
import { memoByObject } from '../shared/memo.js';
import { recordPopularity } from './choose-components.js';
import { CHOICE } from './weights.js';
import { nameWordSets } from '../search/search-document.js';
import type { Plan, UnplannedPart } from './types.js';
import { unplannedValues } from './unplanned-values.js';

/**
 * The parts of a request the plan does not account for: a service or a kind of resource the request asks for
 * (in the vocabulary's words: "Rekognition", "Step Functions", "a NAT gateway") of which the plan has nothing,
 * and a provider it names that no planned component comes from ("Alibaba Cloud"). Only what a part asks for
 * counts: the clauses that say what a thing is for, grants access to or reads from name things that exist
 * already (see `RequestPart.subordinateFrom`), and words that name nothing (function words, "simple",
 * "please", "deploy") match no vocabulary entry, so they are never listed.
 */

/**
 * A vocabulary phrase as matching needs it: its analysed words, and for a service's name that is not one of
 * its provider's cues, the phrase as written, which a request must write as a proper name ("Systems
 * Manager"): written in lower case ("data transfer", "access control") it is a category, not the service.
 */
interface Phrase {
  readonly words: readonly string[];
  readonly properName?: RegExp;
}

/** One vocabulary entry as matching needs it: its phrases, and its patterns. */
interface Entry {
  readonly provider: string;
  readonly phrases: readonly Phrase[];
  readonly patterns: readonly RegExp[];
}

/** Entries naming a provider itself (`aws/*\/*`) are routing, not a thing asked for. */
const providerWide = (pattern: string): boolean => /^[^/]+\/\*\/\*$/.test(pattern);
/** Entries naming only lookups (`aws/index/getAvailabilityZones`) name what exists already. */
const lookupsOnly = (patterns: readonly string[]): boolean =>
  patterns.every((pattern) => /\/get[A-Z][^/]*$/.test(pattern));

/**
 * A phrase that names one thing: two words or more ("simple email service", "nat gateway"), or a word the
 * vocabulary routes to one provider ("s3", "rekognition"). A lone common word ("alert", "server", "logs")
 * names many things, each of which a plan may well hold under another name.
 */
function specific(term: string, words: readonly string[], cues: ReadonlySet<string>): boolean {
  return words.length >= 2 || cues.has(term.toLowerCase());
}

/**
 * A resource-level phrase names its resource when it says the resource's own name word ("nat gateway" of
 * `NatGateway`); others say what the resource does or holds ("port 443" of a listener), which a plan may do
 * with another resource.
 */
function namesResource(words: readonly string[], patterns: readonly string[]): boolean {
  const own = new Set(
    patterns.flatMap((pattern) => analyse(splitIdentifier(pattern.split('/')[2] ?? '').join(' '))),
  );
  return words.some((word) => own.has(word));
}

/** `simple email service` as a pattern for the phrase in any case, plurals allowed (see {@link writtenProper}). */
function properNamePattern(term: string): RegExp {
  const words = term.split(/\s+/).map((word) => `${word.replace(/[.+?^${}()|[\]\\*]/g, '\\$&')}(?:s|es)?`);
  return new RegExp(`\\b${words.join('[\\s-]+')}\\b`, 'gi');
}

/**
 * Whether the text writes the phrase as a proper name somewhere: every word capitalised ("Simple Email Service"),
 * a version tag as products write it ("API Gateway v2").
 */
function writtenProper(text: string, pattern: RegExp): boolean {
  return [...text.matchAll(pattern)].some((match) =>
    match[0].split(/[\s-]+/).every((word) => /^(?:[A-Z0-9]|v\d)/.test(word)),
  );
}

/** An entry of one section, with the check its phrases must pass and whether they are proper names. */
function entriesOf(
  provider: string,
  entries: readonly VocabularyEntry[],
  keep: (term: string, words: readonly string[], patterns: readonly string[]) => boolean,
  properName: (term: string) => boolean,
): Entry[] {
  return entries
    .filter((entry) => !entry.patterns.some(providerWide) && !lookupsOnly(entry.patterns))
    .map((entry) => ({
      provider,
      phrases: entry.terms
        .map((term) => ({ term, words: analyse(term) }))
        .filter(({ term, words }) => words.length > 0 && keep(term, words, entry.patterns))
        .map(({ term, words }): Phrase =>
          properName(term) ? { words, properName: properNamePattern(term) } : { words },
        ),
      patterns: entry.patterns.map(patternRegex),
    }))
    .filter((entry) => entry.phrases.length > 0);
}

/**
 * The services and the kinds of resource the vocabulary names (not intents and purposes: what a request says a
 * thing does is too loose to list as missing), each specific phrase analysed once.
 */
const ENTRIES: readonly Entry[] = VOCABULARY.flatMap((vocabulary) => {
  const cues = new Set(vocabulary.cues ?? []);
  return [
    ...entriesOf(
      vocabulary.provider,
      vocabulary.services ?? [],
      (term, words) => specific(term, words, cues),
      (term) => !cues.has(term.toLowerCase()),
    ),
    ...entriesOf(
      vocabulary.provider,
      vocabulary.resources ?? [],
      (term, words, patterns) => specific(term, words, cues) && namesResource(words, patterns),
      () => false,
    ),
  ];
});

/** Whether `words` holds `phrase` as a run of consecutive words. */
function holds(words: readonly string[], phrase: readonly string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, j) => words[i + j] === word)) return true;
  }
  return false;
}

/**
 * `provider/module/Name` of every planned component and its alternatives, and of what the plan reads that
 * exists already: the keys vocabulary patterns match.
 */
function plannedKeys(plan: Plan, snapshot: Snapshot): string[] {
  const existing = (plan.existing ?? []).map((thing) => thing.token);
  return [...plan.components.map((c) => [c.token, ...c.alternatives]), existing].flatMap((tokens) =>
    tokens.flatMap((token) => {
      const record = snapshot.get(token.split('#')[0] ?? token);
      if (record === undefined) return [];
      // A component package's resource accounts for what it makes: awsx's `Vpc` for "a single NAT gateway".
      const base = COMPONENT_PACKAGES[record.provider]?.base;
      const made =
        base === undefined ? [] : madeResources(record).map((m) => `${base}/${m.replace('.', '/')}`);
      return [`${record.provider}/${record.module}/${recordName(record)}`, ...made];
    }),
  );
}

/** The words of a part that ask for something: the part less its subordinate clause. */
function askedText(part: RequestPart): string {
  return part.text.slice(0, part.subordinateFrom).trim();
}

/** An identifier written after a noun: "namespace ingress-nginx", "bucket my-logs-2024". */
const APPOSED_NAME = /\b([A-Za-z]+)\s+([a-z0-9]+(?:-[a-z0-9]+)+)(?![\w-])/g;

/**
 * The part's text less the names it gives planned things by apposition: in "a new namespace ingress-nginx" the
 * identifier after `namespace` names the namespace, so its words ("ingress") ask for nothing.
 */
function withoutAppositions(text: string, plannedNouns: ReadonlySet<string>): string {
  return text.replace(APPOSED_NAME, (whole, noun: string) =>
    plannedNouns.has(analyse(noun).at(-1) ?? '') ? noun : whole,
  );
}

/** The part's text less the names it gives things ("a namespace called batch-jobs"): a name asks for nothing. */
function withoutGivenNames(text: string): string {
  return givenNames(text)
    .reverse()
    .reduce((rest, name) => rest.slice(0, name.start) + rest.slice(name.start + name.text.length), text);
}

/** The names the planned components go by (their own and the glossary's), as words: `["s3", "bucket"]`. */
function plannedNames(plan: Plan, snapshot: Snapshot): string[][] {
  return plan.components.flatMap((component) => {
    const record = snapshot.get(component.token);
    return record === undefined
      ? []
      : nameWordSets(record).map((set) => set.split(' ').filter((w) => w !== ''));
  });
}

/**
 * The text less the planned modules it writes as words apart: "Redshift Serverless" names the planned
 * `redshiftserverless`, not the `redshift` its first word would name alone.
 */
function withoutPlannedModules(text: string, keys: readonly string[]): string {
  const modules = new Set(keys.map((key) => key.split('/')[1] ?? ''));
  return [...modules].reduce((rest, module) => {
    const span = moduleWrittenApart(module, rest);
    return span === undefined ? rest : rest.slice(0, span.start) + rest.slice(span.end);
  }, text);
}

/** A part asks for a thing the plan lacks: it names an entry of the routed providers no planned key matches. */
function missesThing(
  part: RequestPart,
  providers: ReadonlySet<string>,
  keys: readonly string[],
  nouns: ReadonlySet<string>,
): boolean {
  const text = withoutPlannedModules(withoutGivenNames(withoutAppositions(askedText(part), nouns)), keys);
  const words = analyse(text);
  if (words.length === 0) return false;
  const said = (phrase: Phrase): boolean =>
    holds(words, phrase.words) && (phrase.properName === undefined || writtenProper(text, phrase.properName));
  const named = ENTRIES.filter((entry) => providers.has(entry.provider) && entry.phrases.some(said));
  return (
    named.length > 0 && !named.some((entry) => keys.some((key) => entry.patterns.some((p) => p.test(key))))
  );
}

/**
 * Words naming a cloud ("Alibaba Cloud", "Oracle Cloud", "OVHcloud", "Google Cloud"): the catalog's cues that
 * say "cloud". Other catalog names are also database engines and tools ("MySQL", "Kafka", "Vault")
 * a request names as a setting of a planned resource, so naming them is no part of its own.
 */
const CLOUD_WORDS: readonly { readonly provider: string; readonly words: string }[] =
  catalog.packages.flatMap((entry) =>
    entry.cues
      .filter((cue) => !cue.startsWith('@') && cue.includes('cloud'))
      .map((cue) => ({ provider: shortPackageName(entry.package), words: cue })),
  );

/** Where a phrase first stands in the text (case and punctuation aside), as a span of the original text. */
function locate(text: string, words: string): Span | undefined {
  const pattern = new RegExp(`\\b${words.split(/\s+/).join('[^a-z0-9]+')}\\b`, 'i');
  const match = pattern.exec(text);
  return match === null ? undefined : { start: match.index, end: match.index + match[0].length };
}

/**
 * The clouds the request names of which the plan has nothing ("Alibaba Cloud" when the plan made an AWS
 * instance of its "ECS instance"), whether or not the snapshot has the cloud's package.
 */
function unplannedProviders(request: RequestText, plan: Plan, snapshot: Snapshot): UnplannedPart[] {
  const haystack = padded(request.text);
  const planned = new Set(plan.components.flatMap((c) => snapshot.get(c.token)?.provider ?? []));
  const out: UnplannedPart[] = [];
  const seen = new Set<string>();
  for (const { provider, words } of CLOUD_WORDS) {
    if (seen.has(provider) || planned.has(provider) || !haystack.includes(padded(words))) continue;
    const span = locate(request.text, words);
    if (span === undefined) continue;
    seen.add(provider);
    out.push({ text: request.text.slice(span.start, span.end), span, reason: 'provider' });
  }
  return out;
}

/**
 * The providers whose words a part is read in: those the plan builds on, and those the request calls by name
 * ("on Azure"). A word several providers share ("ingress", "functions") is read as the providers the plan
 * builds on read it, not as a thing of a provider nothing else in the request is about.
 */
function readingProviders(request: RequestText, plan: Plan, snapshot: Snapshot): Set<string> {
  const providers = new Set(plan.components.flatMap((c) => snapshot.get(c.token)?.provider ?? []));
  const haystack = padded(request.text);
  for (const [name, provider] of Object.entries(PROVIDER_NAMES)) {
    if (haystack.includes(padded(name))) providers.add(provider);
  }
  return providers;
}

/** Where the plan's items came from in the request: its components', values', config's and existing things'. */
function planSpans(plan: Plan): Span[] {
  return [
    ...plan.components.flatMap((c) => [...(c.spans ?? []), ...c.values.flatMap((v) => v.span ?? [])]),
    ...plan.config.flatMap((c) => c.span ?? []),
    ...(plan.existing ?? []).flatMap((thing) => thing.span ?? []),
  ];
}

/** A part that introduces a thing: "a subnet", "two private subnets", "create an e2-medium VM …". */
const INTRODUCES =
  /^(?:(?:create|provision|deploy|add|launch|build|set up|run|include|give it|attach)\s+)?(?:a|an|one|two|three|four|five|six|\d+)\s/i;
/** A definite thing defined by the clause after it, not one said before: "the resource policy that allows …". */
const DEFINED = /^(?:with\s+)?the\s+[^,;]+?\s(?:that|which)\s/i;

/**
 * The names the provider's common resources go by (their own and the glossary's, as analysed words): a
 * resource used in the examples of many others is one a request names in passing ("a subnet", "a VM").
 */
const commonNames = memoByObject((snapshot: Snapshot) => {
  const byProvider = new Map<string, readonly (readonly string[])[]>();
  return (provider: string): readonly (readonly string[])[] => {
    let names = byProvider.get(provider);
    if (names === undefined) {
      names = snapshot
        .list({ provider, kind: 'resource' })
        .filter((record) => recordPopularity(snapshot, record) >= CHOICE.popular)
        .flatMap((record) => nameWordSets(record).map((set) => set.split(' ').filter((w) => w !== '')))
        .filter((words) => words.length > 0);
      byProvider.set(provider, names);
    }
    return names;
  };
});

/** Where a part's first noun phrase ends: at a preposition, a relative clause or a participle that follows it. */
const PHRASE_END =
  /\s(?:that|which|who|of|in|on|for|to|from|with|behind|across|between|into|at|by|named|called|tagged|using|running|allowing|listening|pointing)\b/i;

/**
 * A part of an offline plan that introduces a thing ("a subnet", "two NAT gateways", "the resource policy that
 * allows …") no plan item came from: the planner did not understand it, and it is listed rather than
 * dropped. The thing is the part's first noun phrase, which must end in the name of a resource common in the
 * providers' programs ("an automated image pipeline" names none); a part a component, a value, a config key
 * or a thing the user has came from, or that says a name a planned component goes by, is accounted for.
 */
function silentParts(
  request: RequestText,
  plan: Plan,
  snapshot: Snapshot,
  providers: ReadonlySet<string>,
  names: readonly (readonly string[])[],
) {
  if (plan.source === 'model') return [];
  // A span that holds several parts whole (a companion planned from its sentence) came from none of them.
  const holdsWhole = (span: Span) =>
    request.parts.filter((p) => span.start <= p.span.start && p.span.end <= span.end).length;
  const spans = planSpans(plan).filter((span) => holdsWhole(span) <= 1);
  // `names`: the names the plan's components go by ("cname" of a DNS record): a part saying one speaks of them.
  return request.parts.filter((part) => {
    const text = askedText(part);
    const end = part.span.start + text.length;
    const introduces = INTRODUCES.test(text) || DEFINED.test(part.text);
    if (!introduces || spans.some((s) => s.start < end && part.span.start < s.end)) return false;
    if (names.some((name) => name.length > 0 && holds(analyse(text), name))) return false;
    const phrase = analyse(text.slice(0, PHRASE_END.exec(text)?.index ?? text.length));
    const endsWith = (name: readonly string[]) =>
      name.length <= phrase.length && name.every((w, i) => phrase[phrase.length - name.length + i] === w);
    return [...providers].some((provider) => commonNames(snapshot)(provider).some(endsWith));
  });
}

/** Every part of the request the plan does not account for (a thing, a provider, a value), in request order. */
export function unplannedParts(request: RequestText, plan: Plan, snapshot: Snapshot): UnplannedPart[] {
  const keys = plannedKeys(plan, snapshot);
  const names = plannedNames(plan, snapshot);
  // The last word of each name (`namespace`, `bucket`): a noun an identifier after it names.
  const nouns = new Set(names.flatMap((name) => name.at(-1) ?? []));
  const providers = readingProviders(request, plan, snapshot);
  const silent = new Set(silentParts(request, plan, snapshot, providers, names));
  // A part the plan read whole as a stated value ("a system-assigned managed identity") names no thing.
  const values = plan.components.flatMap((c) => c.values.flatMap((v) => v.span ?? []));
  const readAsValue = (part: RequestPart) =>
    values.some((s) => s.start === part.span.start && s.end === part.span.end);
  const things = request.parts
    .filter((part) => silent.has(part) || (missesThing(part, providers, keys, nouns) && !readAsValue(part)))
    .map((part): UnplannedPart => {
      const text = askedText(part);
      const end = Math.min(part.span.end, part.span.start + text.length);
      return { text, span: { start: part.span.start, end }, reason: 'thing' };
    });
  // A value said in a part listed whole is not listed again.
  const unreadValues = unplannedValues(request, plan).filter(
    (value) => !things.some((part) => part.span.start <= value.span.start && value.span.end <= part.span.end),
  );
  return [...unplannedProviders(request, plan, snapshot), ...things, ...unreadValues].sort(
    (a, b) => a.span.start - b.span.start,
  );
}
