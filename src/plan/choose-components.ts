import { GLOSSARY, namePhrasesFor, providerPhrasesFor, servicePhrasesFor } from '../language/vocabulary.js';
import { numberSaid } from '../language/number-words.js';
import { ASKING_VERB } from '../language/parts.js';
import { moduleWrittenApart } from '../language/module-words.js';
import { examplePopularity, recordName, replacementName } from '../snapshot/record-facts.js';
import { nameWordSets } from '../search/search-document.js';
import { queryIntent } from '../language/query-intent.js';
import { analyse, FUNCTION_WORDS } from '../language/terms.js';
import { extractLiterals, givenNames, writtenAsValue } from '../language/literals.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { RequestPart } from '../language/parts.js';
import type { PartSearch } from './plan-rule.js';
import { indexInOrder } from '../language/word-order.js';
import { regionalVariant } from './regional-variants.js';
import { CHOICE } from './weights.js';
import { moduleResources } from './sub-resources.js';
import { shippedInputUsage } from '../search/usage-file.js';
import { memoByObject, memoByString } from '../shared/memo.js';

/** A resource (or, for a lookup, a function) the words of one part name. */
export interface ChosenRecord {
  readonly record: SnapshotRecord;
  readonly part: RequestPart;
  /** Records the same words also name (not chosen), kept as the component's alternatives. */
  readonly runnersUp: readonly string[];
  /** Named only in a clause saying what another thing is for or grants access to: not asked for by this part. */
  readonly subordinate: boolean;
}

interface ProviderFacts {
  readonly nameCounts: Map<string, number>;
  readonly popularity: Map<string, number>;
  /**
   * Lower-cased names of the provider's lookups (`availabilityzones`) and inputs (`userdata`,
   * `permissionsboundary`): two words that make one of them are a term of their own, not a resource's name.
   */
  readonly compounds: Set<string>;
  /** Lower-cased names of resources' outputs (`websiteendpoint`): a term of their own when said definite. */
  readonly outputs: Set<string>;
}

const factsCache = new WeakMap<Snapshot, Map<string, ProviderFacts>>();

/** Per provider: how many resources share each name, and each record's popularity in examples. */
function providerFacts(snapshot: Snapshot, provider: string): ProviderFacts {
  let byProvider = factsCache.get(snapshot);
  if (byProvider === undefined) {
    byProvider = new Map();
    factsCache.set(snapshot, byProvider);
  }
  let facts = byProvider.get(provider);
  if (facts === undefined) {
    const records = snapshot.list({ provider });
    const nameCounts = new Map<string, number>();
    const compounds = new Set<string>();
    const outputs = new Set<string>();
    for (const record of records) {
      if (record.deprecated !== undefined) continue;
      if (record.kind === 'function') {
        compounds.add(
          recordName(record)
            .replace(/^get(?=[A-Z])/, '')
            .toLowerCase(),
        );
        continue;
      }
      for (const input of record.inputs) compounds.add(input.name.toLowerCase());
      if (record.kind !== 'resource') continue;
      for (const output of record.outputs) outputs.add(output.name.toLowerCase());
      const name = recordName(record).toLowerCase();
      nameCounts.set(name, (nameCounts.get(name) ?? 0) + 1);
    }
    facts = { nameCounts, popularity: examplePopularity(records), compounds, outputs };
    byProvider.set(provider, facts);
  }
  return facts;
}

/** How often other records' examples use this one (0..1): common resources score high, obscure ones 0. */
export function recordPopularity(snapshot: Snapshot, record: SnapshotRecord): number {
  return providerFacts(snapshot, record.provider).popularity.get(record.token) ?? 0;
}

const allIn = (words: readonly string[], terms: ReadonlySet<string>): boolean =>
  words.length > 0 && words.every((w) => terms.has(w));

/** Whether the request writes a word as a name ("EventBridge", "SQS"), not as a common lower-case word. */
function writtenAsName(word: string, sentence: string): boolean {
  // "alarms" is said "alarm" too.
  const escaped = word.replace(/s$/, '').replace(/[^\w]/g, '\\$&');
  return [...sentence.matchAll(new RegExp(`\\b${escaped}`, 'gi'))].some((m) => /[A-Z]/.test(m[0]));
}

/** A module that is an API group at a version (`apps.v1`, `networking.k8s.io.v1beta1`). */
const API_GROUP = /\.v\d+(?:(?:alpha|beta)\d+)?$/;

/**
 * Whether the terms name the record's service (`sqs`, "api gateway", "simple storage service"). A one-word
 * name ("user") is weak evidence, and so is a one-word glossary word for the service written in lower case
 * ("user activity across authentication methods" names no Cognito user): together they need the module's
 * own name or the word written as a name. `sentence`: the raw words, for that case check.
 */
export function serviceNamed(record: SnapshotRecord, terms: ReadonlySet<string>, sentence?: string): boolean {
  const own = new Set(ownNameWords(record));
  const moduleName = record.module.split('.')[0] ?? record.module;
  // A provider of one namespace (Cloudflare, DigitalOcean) is the service of what it holds, written as a
  // name ("my Cloudflare zone"; the "docker" of `us-docker.pkg.dev` names no Docker provider); so is one
  // whose modules are versioned API groups no one says (Kubernetes' `apps.v1`: "a Kubernetes deployment"),
  // where its name is a noun of its own (not the "node" of "its node IAM role").
  const apiGroup =
    API_GROUP.test(record.module) &&
    !(own.size === 1 && [...own].some((w) => onlyModifier(w, sentence ?? '')));
  const provider = record.module === 'index' || apiGroup ? providerPhrasesFor(record.provider) : [];
  if (
    sentence !== undefined &&
    provider.some((phrase) => allIn(analyse(phrase), terms) && writtenAsName(phrase, sentence))
  )
    return true;
  if (sentence !== undefined && moduleWrittenApart(moduleName, sentence) !== undefined) return true;
  return servicePhrasesFor(record.provider, record.module).some((phrase) => {
    const words = analyse(phrase);
    // "accounts" names AWS Organizations only if it is not just the record's own name (`Account`) again.
    if (!allIn(words, terms) || words.every((w) => own.has(w))) return false;
    if (sentence === undefined || own.size > 1 || words.length > 1 || phrase === moduleName) return true;
    return writtenAsName(phrase, sentence);
  });
}

/**
 * Whether the word before or after a one-word name makes the name of another resource, a lookup or an input
 * of the provider: "API key" names `ApiKey`, not the KMS `Key`; "user pool" names `UserPool`, not `User`;
 * "availability zones" are no Route 53 `Zone`, "user data" no IAM `User`, "permissions boundaries" no Lambda
 * `Permission`. Said definite, the two may make an output of another resource: "pointing at the website
 * endpoint" is a bucket's `websiteEndpoint`, not an S3 on Outposts `Endpoint` ("a website endpoint" may be new).
 */
function compoundNamesOther(
  snapshot: Snapshot,
  record: SnapshotRecord,
  partWords: readonly string[],
  sentence: string,
): boolean {
  const facts = providerFacts(snapshot, record.provider);
  const head = ownNameWords(record)[0] ?? '';
  const joined = (first: string, second: string) => [
    `${first}${second}`,
    `${first}s${second}`,
    `${first}${second}s`,
  ];
  // An input of its own describes the thing itself: "a FIFO queue" is a queue (`fifoQueue`).
  const ownInputs = new Set(record.inputs.map((input) => input.name.toLowerCase()));
  const otherInput = (compound: string) => facts.compounds.has(compound) && !ownInputs.has(compound);
  // Analysed words are singular: "permission boundary" meets `permissionsBoundary`, "zone" `AvailabilityZones`.
  const known = (first: string | undefined, second: string | undefined) =>
    first !== undefined &&
    second !== undefined &&
    (facts.nameCounts.has(`${first}${second}`) ||
      joined(first, second).some(otherInput) ||
      (joined(first, second).some((c) => facts.outputs.has(c)) && saidDefinite(first, second, sentence)));
  // Next to each other in the sentence: "instance of class" makes no `instanceClass`, though "of" is no term.
  const written = writtenWords(sentence);
  const adjacent = (first: string | undefined, second: string | undefined) =>
    written.some((word, i) => word === first && written[i + 1] === second);
  // "an Artifact Registry repository": the word before is the end of the record's own service's name.
  const ownService = servicePhrasesFor(record.provider, record.module)
    .map((phrase) => analyse(phrase))
    .filter((words) => words.length >= 2);
  const afterOwnService = (i: number) =>
    ownService.some((words) => words.every((w, j) => partWords[i - words.length + j] === w));
  return partWords.some(
    (word, i) =>
      word === head &&
      ((known(partWords[i - 1], head) && adjacent(partWords[i - 1], head) && !afterOwnService(i)) ||
        (known(head, partWords[i + 1]) && adjacent(head, partWords[i + 1]))),
  );
}

/** The sentence's words in order, each as its term, a word that is no term (`of`, `the`) as ''. */
const writtenWords = memoByString(
  (sentence: string): readonly string[] =>
    sentence.split(/[^\w.]+/).map((word) => analyse(word.replace(/\.+$/, ''))[0] ?? ''),
  { maxLength: 2000 },
);

/** Whether the sentence says two words as a thing already there: "the website endpoint", "its DNS name". */
function saidDefinite(first: string, second: string, sentence: string): boolean {
  const word = (w: string) => `${w.replace(/[^\w]/g, '')}s?`;
  return new RegExp(`(?:\\b(?:the|its|their)|'s)\\s+${word(first)}\\s+${word(second)}\\b`, 'i').test(
    sentence,
  );
}

/** The record's own name as analysed words: `BucketPolicy` → bucket policy. */
export const ownNameWords = memoByObject((record: SnapshotRecord): readonly string[] =>
  Object.freeze((nameWordSets(record)[0] ?? '').split(' ').filter((w) => w !== '')),
);

/** The live record a deprecated one's message names as its replacement, if there is one. */
function replacement(snapshot: Snapshot, record: SnapshotRecord): SnapshotRecord | undefined {
  const name = replacementName(record);
  const live = name === undefined ? undefined : snapshot.get(name);
  return live?.deprecated === undefined && live?.kind === record.kind ? live : undefined;
}

/**
 * The words of a record's name after the name of another resource of its module it starts with, when two or
 * more: `BucketReplicationConfig` → replication, config (a `Bucket`'s setting made a resource of its own).
 */
function holdersRest(snapshot: Snapshot, record: SnapshotRecord): readonly string[] | undefined {
  if (restsKnown.has(record)) return restsKnown.get(record);
  const own = ownNameWords(record);
  const names = new Set(moduleResources(snapshot, record).map((r) => ownNameWords(r).join(' ')));
  let rest: readonly string[] | undefined;
  for (let cut = own.length - 2; cut >= 1 && rest === undefined; cut--) {
    if (names.has(own.slice(0, cut).join(' '))) rest = own.slice(cut);
  }
  restsKnown.set(record, rest);
  return rest;
}

/** {@link holdersRest} per record (a record belongs to one snapshot): asked for every hit of every part. */
const restsKnown = new WeakMap<SnapshotRecord, readonly string[] | undefined>();

/** Where a record's name stands in a part's words; `loose` when only its head is said there (see below). */
interface NameSpan {
  readonly at: number;
  readonly length: number;
  readonly loose?: boolean;
}

/**
 * Where in the part's words a record is named (the first word that names it and how many words do), if a
 * part names it. Its own name said in full, with its service named in the sentence (or its
 * module planned from another part: "API key" once an API Gateway REST API is planned) or the name distinct
 * and common enough to stand alone ("a VPC", "a launch template"; a two-word name two services share, such
 * as "security configuration", needs its service); or the name's head word in the part and the rest in the
 * sentence with the service named ("EventBridge … an API destination"); or a glossary phrase of two or more
 * words naming it ("block public access"). One-word vocabulary phrases ("access") are too loose here.
 */
function nameSpan(
  record: SnapshotRecord,
  snapshot: Snapshot,
  partWords: readonly string[],
  sentenceTerms: ReadonlySet<string>,
  moduleKnown: boolean,
  sentence?: string,
  serviceSaid: () => boolean = () => serviceNamed(record, sentenceTerms, sentence),
): NameSpan | undefined {
  const partTerms = new Set(partWords);
  const own = ownNameWords(record);
  const head = own[own.length - 1];
  // A planned module vouches for two-word names only: "API key", not "response"; and for its primary said
  // definite ("CloudFront sits in front … The distribution answers for www…").
  const primarySaid =
    moduleKnown &&
    own.length === 1 &&
    head !== undefined &&
    modulePrimary(snapshot, record) &&
    determined(head, sentence ?? '');
  const service = (moduleKnown && own.length >= 2) || primarySaid || serviceSaid();
  // "user data" names no IAM `User`, "permissions boundaries" no Lambda `Permission`, whatever service the
  // sentence names.
  if (own.length === 1 && compoundNamesOther(snapshot, record, partWords, sentence ?? ''))
    return namePhraseSpan(record, partWords);
  if (own.length === 1 && head !== undefined && saidOnlyAsVerb(head, sentence ?? '')) return undefined;
  if (head !== undefined && saidOnlyAsContents(head, sentence ?? '')) return undefined;
  const ownAt = indexInOrder(own, partWords);
  if (ownAt !== undefined) {
    if (service) return { at: ownAt, length: own.length };
    const facts = providerFacts(snapshot, record.provider);
    const sharing = facts.nameCounts.get(recordName(record).toLowerCase()) ?? 0;
    const popularity = facts.popularity.get(record.token) ?? 0;
    const popularWord = sharing <= CHOICE.distinctNameMax && popularity >= CHOICE.popular;
    if (
      (own.length >= 2 && sharing === 1 && knownByName(record, popularity)) ||
      (own.length === 1 && popularWord)
    ) {
      return { at: ownAt, length: own.length };
    }
  }
  // "a replication configuration" once a bucket is planned: `BucketReplicationConfig` less its holder's name.
  const rest = moduleKnown ? holdersRest(snapshot, record) : undefined;
  const restAt = rest === undefined ? undefined : indexInOrder(rest, partWords);
  if (rest !== undefined && restAt !== undefined) return { at: restAt, length: rest.length };
  // "EventBridge … an API destination": the words the part says, in order, and the rest from the sentence;
  // said in another order ("a rule that matches events", "an archive of its events"), the head alone, when
  // it is written as a noun after a determiner (not the verb of "copies an S3 object").
  const inPart = own.filter((w) => partTerms.has(w));
  const inPartAt = indexInOrder(inPart, partWords);
  if (
    service &&
    head !== undefined &&
    partTerms.has(head) &&
    allIn(own, sentenceTerms) &&
    !onlyModifier(head, sentence ?? '')
  ) {
    if (inPartAt !== undefined) return { at: inPartAt, length: inPart.length };
    if (determined(head, sentence ?? '')) return { at: partWords.indexOf(head), length: 1, loose: true };
  }
  const serviceBesides = (word: string) =>
    serviceNamed(record, new Set([...sentenceTerms].filter((t) => t !== word)), sentence);
  const popular = (word: string) =>
    (providerFacts(snapshot, record.provider).popularity.get(record.token) ?? 0) >= CHOICE.popular &&
    standsAlone(word, partWords, sentence ?? '');
  for (const set of nameWordSets(record).slice(1)) {
    const words = set.split(' ').filter((w) => w !== '');
    // A one-word phrase ("server" for an EC2 instance; "alarm", the head of "metric alarm") only with the
    // service named ("an EC2 web server", "a CloudWatch alarm"), or when it is the initials of the record's own name
    // of two words or more ("VM", a virtual machine), or for a resource of a one-word name common in
    // programs, as that name itself is ("a subnet" in Google Cloud).
    const at = indexInOrder(words, partWords);
    const initials = own.length >= 2 && words.length === 1 && words[0] === own.map((w) => w[0]).join('');
    const word = words[0] ?? '';
    // The head of a longer name needs its service said by other words: in "a network security group" the
    // module word "network" does not also name Azure's virtual network. Or it is the head of its service's
    // names alone, and this is the one programs use ("an alarm" is CloudWatch's `MetricAlarm`).
    const headOf =
      own.length >= 2 &&
      word === own[own.length - 1] &&
      (serviceBesides(word) ||
        (soleHead(snapshot, record, word) && standsAlone(word, partWords, sentence ?? ''))) &&
      !onlyModifier(word, sentence ?? '');
    const oneWord = initials || (own.length === 1 && (service || popular(word))) || headOf;
    if ((words.length >= 2 || oneWord) && at !== undefined) {
      return { at, length: words.length };
    }
  }
  return undefined;
}

/** Words after a noun that end its phrase: it is the head there ("an API destination for …"). */
const PHRASE_END =
  /^(?:and|or|but|with|without|for|in|on|at|to|of|from|by|that|which|who|where|whose|named|called|titled|as|is|are|behind|into|using|via|per|when|so)$/i;

/**
 * Whether the sentence says the word only as the verb of a relative clause, with its object after it: "a
 * trail that records management events" names no DNS record, "a function which stores files" no store.
 */
export function saidOnlyAsVerb(word: string, sentence: string): boolean {
  const escaped = word.replace(/[^\w]/g, '\\$&');
  const said = [
    ...sentence.matchAll(
      new RegExp(`(?:(\\w+)\\s+)?\\b${escaped}(e?s)?\\b(?:\\s+([\\w'"\`$][\\w'-]*))?`, 'gi'),
    ),
  ];
  const asVerb = ([, before, ending, after]: RegExpExecArray) =>
    /^(?:that|which|who)$/i.test(before ?? '') &&
    ending !== undefined &&
    after !== undefined &&
    !PHRASE_END.test(after);
  return said.length > 0 && said.every(asVerb);
}

/** Names of the data a store holds, each a resource that uploads one piece of it (`BucketObject`, `TableItem`). */
const HELD_DATA = new Set(['object', 'item']);

/**
 * Whether the sentence says a thing only as data something holds, in the plural with no count: a piece of held
 * data ("objects expiring after 90 days", "make its objects publicly readable" speak of what a bucket holds,
 * not of objects to upload), or any thing as the object of a relative clause's verb ("a stream that retains
 * records for 48 hours" names no DNS record, "a queue that holds messages" no message to send).
 */
function saidOnlyAsContents(word: string, sentence: string): boolean {
  const said = [...sentence.matchAll(new RegExp(`(?:(\\w+)\\s+)?(?:(\\w+)\\s+)?\\b${word}(s?)\\b`, 'gi'))];
  const uncounted = (before: string | undefined) =>
    !/^(?:\d+|one|two|three|four|five|some|few)$/i.test(before ?? '');
  const contents = ([, , before, plural]: RegExpExecArray) =>
    plural === 's' && HELD_DATA.has(word) && uncounted(before);
  const object = ([, relative, verb, plural]: RegExpExecArray) =>
    plural === 's' && /^(?:that|which)$/i.test(relative ?? '') && /[a-z]s$/i.test(verb ?? '');
  return said.length > 0 && said.every((m) => contents(m) || object(m));
}

/** An identifier of lower-case words joined by `-` or `_`: a name written, not a word of prose. */
export const WRITTEN_NAME = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$/;

/**
 * Whether the sentence says the word only before another word of its phrase, as that word's modifier:
 * "object versioning", "objects older than 30 days" say no bucket object. The head of a noun phrase is its
 * last noun: after it the clause ends, or a word that ends the phrase, or a verb that starts a clause of its
 * own ("an API destination targeting Shopify's endpoint", "a rule triggers the function").
 */
function onlyModifier(word: string, sentence: string): boolean {
  const escaped = word.replace(/[^\w]/g, '\\$&');
  const next = new RegExp(
    `(?:\\b([\\w-]+)\\s+)?\\b${escaped}(s?)\\b(?:\\s+([A-Za-z][\\w-]*)(?:\\s+([\\w'"\`$][\\w'-]*))?)?`,
    'gi',
  );
  const said = [...sentence.matchAll(next)];
  // A verb form with an object after it ("targeting Shopify's"), not a noun before "and" ("versioning and").
  const verb = (after: string, more: string | undefined) =>
    /(?:ing|ed|[^s]s)$/i.test(after) && more !== undefined && !PHRASE_END.test(more);
  // A name written after it ("an app client webapp-spa") is no noun it modifies; a count of it ("three
  // alarms notify …") counts things, not what they modify.
  const modifies = ([, before, plural, after, more]: RegExpExecArray) =>
    after !== undefined &&
    !PHRASE_END.test(after) &&
    !verb(after, more) &&
    !WRITTEN_NAME.test(after) &&
    !(plural === 's' && numberSaid(before ?? '') !== undefined);
  return said.length > 0 && said.every(modifies);
}

/**
 * The glossary's phrases of two words or more, analysed, by each word that modifies another in them (any
 * word before the last): a word inside one said is no name of its own. Kept by word, as `standsAlone` asks
 * of one word at a time, for every hit of every part.
 */
const LONGER_PHRASES_BY_MODIFIER: ReadonlyMap<string, readonly (readonly string[])[]> = (() => {
  const byWord = new Map<string, (readonly string[])[]>();
  for (const entry of GLOSSARY) {
    for (const words of entry.terms.map((term) => analyse(term)).filter((w) => w.length >= 2)) {
      for (const word of new Set(words.slice(0, -1))) {
        const list = byWord.get(word);
        if (list === undefined) byWord.set(word, [words]);
        else list.push(words);
      }
    }
  }
  return byWord;
})();

/** Nouns that count what follows their "of" ("a pair of subnets"), rather than say what a thing is made of. */
const QUANTITIES = /^(?:pair|couple|set|number|handful|lot|lots|dozen)$/i;

/**
 * Whether a word of the part is a noun of its own: not a modifier in a longer glossary phrase the part says
 * ("machine" in "machine learning", whose head is its last word), not a verb after "to" ("to host"), and not
 * what a thing is made of ("a node pool of e2-standard-4 machines").
 */
function standsAlone(word: string, partWords: readonly string[], sentence: string): boolean {
  const modified = LONGER_PHRASES_BY_MODIFIER.get(word) ?? [];
  if (modified.some((phrase) => indexInOrder(phrase, partWords) !== undefined)) return false;
  const escaped = word.replace(/[^\w]/g, '\\$&');
  if (new RegExp(`\\bto\\s+${escaped}`, 'i').test(sentence)) return false;
  // "a node pool of e2-standard-4 machines": after "of" a noun says what the thing before is made of, unless
  // that thing is a quantity ("a pair of VMs"), or the noun is one thing of its own ("the uploads/ prefix of
  // a new bucket").
  const after = new RegExp(`\\b(\\w+)\\s+of\\s+((?:[\\w.-]+\\s+){0,2})${escaped}`, 'gi');
  return [...sentence.matchAll(after)].every(
    (m) => QUANTITIES.test(m[1] ?? '') || /^an?\s/i.test(m[2] ?? ''),
  );
}

/**
 * Whether a record's name is known well enough to stand for it without its service: other records' examples
 * use it, or the glossary has a phrase for it. "phone number" is a unique name in AWS (Amazon Connect's
 * `PhoneNumber`), but a request saying it means a number to text, not a contact center: an obscure resource
 * needs its service named, or its module planned from another part.
 */
function knownByName(record: SnapshotRecord, popularity: number): boolean {
  return popularity > 0 || namePhrasesFor(record.provider, record.module, recordName(record)).length > 0;
}

/** Where a glossary phrase of two or more words names the record ("password policy"), if one does. */
function namePhraseSpan(
  record: SnapshotRecord,
  partWords: readonly string[],
): { at: number; length: number } | undefined {
  for (const set of nameWordSets(record).slice(1)) {
    const words = set.split(' ').filter((w) => w !== '');
    const at = indexInOrder(words, partWords);
    if (words.length >= 2 && at !== undefined) return { at, length: words.length };
  }
  return undefined;
}

/** Whether `inner`'s name words all appear in `outer`'s (`Group` inside `SecurityGroup`). */
function nameInside(inner: SnapshotRecord, outer: SnapshotRecord): boolean {
  const outerWords = new Set(ownNameWords(outer));
  return ownNameWords(inner).every((w) => outerWords.has(w));
}

export interface ChooseContext {
  readonly search: PartSearch;
  readonly snapshot: Snapshot;
  readonly providers: readonly string[];
  /** The part is the whole request: it must yield something. */
  readonly wholeRequest: boolean;
  /** The part's sentence: the service is often named once for several parts ("an SQS queue and a DLQ"). */
  readonly sentence: string;
  /** Modules (`aws/apigateway`) other parts of the request name: their resources need no service word here. */
  readonly plannedModules?: ReadonlySet<string>;
}

/** `aws/apigateway`: a record's module as {@link ChooseContext.plannedModules} holds it. */
export const moduleKey = (record: SnapshotRecord): string => `${record.provider}/${record.module}`;

interface Named {
  readonly record: SnapshotRecord;
  /** Index of the part word where its name starts. */
  readonly at: number;
  /** How many part words name it ("instance" says one word of `AmiFromInstance`). */
  readonly length: number;
  readonly service: boolean;
  /** Named by its head alone, its other words said elsewhere: any record named outright there comes first. */
  readonly loose: boolean;
}

/** Whether the text writes the analysed word as a noun after a determiner: "a rule", "an archive of …". */
function determined(word: string, text: string): boolean {
  const escaped = word.replace(/[^\w]/g, '\\$&');
  return new RegExp(`\\b(?:a|an|the|its|their|one|each)\\s+(?:[\\w-]+\\s+)?${escaped}(?:e?s)?\\b`, 'i').test(
    text,
  );
}

/** Whether a top-level input of the record lists one of the values among its complete valid values. */
function takesListed(record: SnapshotRecord, values: readonly string[]): boolean {
  return (
    values.length > 0 &&
    record.inputs.some(
      (input) => input.validValuesComplete === true && values.some((v) => input.validValues?.includes(v)),
    )
  );
}

type WordRange = Pick<Named, 'at' | 'length'>;
const overlaps = (a: WordRange, b: WordRange): boolean => a.at < b.at + b.length && b.at < a.at + a.length;

/**
 * A noun phrase said to be new ("in a new backup vault", "using a new KMS key", "its own storage account", "run
 * as a dedicated service account": one made for this).
 */
const NEW_PHRASE =
  /\b(?:new|its own|their own|dedicated)\s+([^,;()]+?)(?=$|[,;()]|\s(?:that|which|with|for|in|on|to|from|and|using|as)\b)/dgi;
/** Things said to be parts of a new one ("across three subnets of a new VPC"): new as well. */
const PARTS_OF_NEW = /\b(?:an?|one|two|three|four|five|six|\d+)\s+([^,;()]+?)\s+of\s+(?:an?|the)\s+new\b/dgi;

/**
 * Where a part says a thing is new, as ranges of its analysed words: what is made new is asked for, even in a
 * clause that says what another thing uses or keeps ("keeps recovery points in a new backup vault").
 */
function saidNew(text: string): WordRange[] {
  return [...text.matchAll(NEW_PHRASE), ...text.matchAll(PARTS_OF_NEW)].map((match) => ({
    at: analyse(text.slice(0, match.indices?.[1]?.[0] ?? match.index)).length,
    length: analyse(match[1] ?? '').length,
  }));
}

/**
 * Where a part gives a thing its name ("called batch-jobs") or writes a value as one (`namespace
 * "batch-jobs"`, `AWS/ApiGateway`), as ranges of its analysed words.
 */
function givenNameRanges(text: string): WordRange[] {
  const apposed = [...text.matchAll(APPOSED_IDENTIFIER)].map((m) => ({ start: m.index, text: m[0] }));
  const literals = extractLiterals(text);
  const quoted = literals.filter(writtenAsValue);
  return [...givenNames(text, literals), ...quoted, ...apposed].map((name) => ({
    at: analyse(text.slice(0, name.start)).length,
    length: analyse(name.text).length,
  }));
}

/**
 * An identifier written right after a word and ending its phrase ("a Secret Manager secret api-key that …",
 * "a service account run-api,"): the name of the thing before it, not a compound that modifies a noun after
 * it ("a dead-letter queue").
 */
const APPOSED_IDENTIFIER = new RegExp(
  `(?<=[A-Za-z]\\s)${WRITTEN_NAME.source.slice(1, -1)}(?=\\s*(?:[,.;:()]|$)|\\s+(?:that|which|who|whose|where|with|in|on|for|to|at|and|as|from|using|running)\\b)`,
  'g',
);

/** What a part's words say of the records its search finds: read once per part, for both planner passes. */
interface PartReading {
  readonly snapshot: Snapshot;
  readonly sentence: string;
  /**
   * The record named by the part's words, if they name it, with or without its module planned, and with its
   * service named by the request as a whole (`serviceKnown`) or not.
   */
  named(record: SnapshotRecord, moduleKnown: boolean, serviceKnown: boolean): Named | undefined;
}

/**
 * Per request (a part belongs to one `RequestText`): the planner's second pass searches the same parts again
 * and finds the same hits; only a record whose module the first pass planned reads differently.
 */
const readings = new WeakMap<RequestPart, PartReading>();

function readingOf(part: RequestPart, context: ChooseContext): PartReading {
  const kept = readings.get(part);
  if (kept?.snapshot === context.snapshot && kept.sentence === context.sentence) return kept;
  const reading = readPart(part, context.snapshot, context.sentence);
  readings.set(part, reading);
  return reading;
}

/** The last two words of every resource name of two words or more (`query log` of `QueryLog`). */
const namePairs = memoByObject((snapshot: Snapshot): ReadonlySet<string> => {
  const pairs = new Set<string>();
  for (const record of snapshot.list({ kind: 'resource' })) {
    const own = ownNameWords(record);
    if (own.length >= 2) pairs.add(own.slice(-2).join(' '));
  }
  return pairs;
});

/**
 * "Route 53 query logging" names a `QueryLog`: a gerund after a noun reads as the noun it is made of (`log`
 * from `logging`, `route` from `routing`) where a resource's name ends in those two words; elsewhere it stays.
 */
function foldGerunds(words: readonly string[], snapshot: Snapshot): readonly string[] {
  const pairs = namePairs(snapshot);
  return words.map((word, i) => {
    if (i === 0 || !/^\w{3,}ing$/.test(word)) return word;
    const stem = word.slice(0, -3);
    const nouns = [stem, `${stem}e`, stem.replace(/(\w)\1$/, '$1')];
    return nouns.find((noun) => pairs.has(`${words[i - 1] ?? ''} ${noun}`)) ?? word;
  });
}

function readPart(part: RequestPart, snapshot: Snapshot, sentence: string): PartReading {
  const partWords = foldGerunds(analyse(part.text), snapshot);
  const sentenceTerms = new Set([...partWords, ...foldGerunds(analyse(sentence), snapshot)]);
  // "a t3.micro instance": a machine size says its service as its name would (`db.t3.micro` is RDS's), unless
  // the name says what another thing is made of ("an Auto Scaling group of t3.small instances").
  const sizes = extractLiterals(sentence)
    .filter((literal) => literal.kind === 'instance-type')
    .map((literal) => String(literal.value));
  const kept = new Map<string, Named | undefined>();
  const name = (record: SnapshotRecord, moduleKnown: boolean, serviceKnown: boolean): Named | undefined => {
    // A deprecated record's name ("a Cloudflare A record": `Record`) names the resource that replaced it.
    const chosen = record.deprecated === undefined ? record : replacement(snapshot, record);
    if (chosen === undefined) return undefined;
    let said: boolean | undefined;
    const serviceSaid = () =>
      (said ??=
        serviceKnown ||
        serviceNamed(record, sentenceTerms, sentence) ||
        (takesListed(record, sizes) && standsAlone(ownNameWords(record).at(-1) ?? '', partWords, sentence)));
    const span = nameSpan(record, snapshot, partWords, sentenceTerms, moduleKnown, sentence, serviceSaid);
    if (span === undefined) return undefined;
    const service = serviceSaid() || (moduleKnown && ownNameWords(record).length >= 2);
    return {
      record: chosen,
      at: span.at,
      length: Math.max(1, span.length),
      service,
      loose: span.loose === true,
    };
  };
  return {
    snapshot,
    sentence,
    named(record, moduleKnown, serviceKnown) {
      const key = `${moduleKnown ? 1 : 0}${serviceKnown ? 1 : 0}${record.token}`;
      if (!kept.has(key)) kept.set(key, name(record, moduleKnown, serviceKnown));
      return kept.get(key);
    },
  };
}

const byHead = memoByObject((snapshot: Snapshot) => {
  const index = new Map<string, SnapshotRecord[]>();
  for (const record of snapshot.list({ kind: 'resource' })) {
    const head = ownNameWords(record).at(-1);
    if (head !== undefined && record.deprecated === undefined)
      index.set(head, [...(index.get(head) ?? []), record]);
  }
  return index;
});

/** Whether the record is used at all, and more than each of the others. */
function mostUsed(
  record: SnapshotRecord,
  others: readonly SnapshotRecord[],
  uses: (record: SnapshotRecord) => number,
): boolean {
  return uses(record) > 0 && others.every((other) => other === record || uses(other) < uses(record));
}

/**
 * Whether the record is the resource of its module the most counted programs declare (CloudFront's
 * `Distribution`).
 */
function modulePrimary(snapshot: Snapshot, record: SnapshotRecord): boolean {
  const usage = shippedInputUsage(snapshot);
  return mostUsed(record, moduleResources(snapshot, record), (r) => usage.of(r.token)?.declarations ?? 0);
}

/**
 * Whether every resource of the record's provider named by this head word is of the record's service, and the
 * record is the one programs use most: the word alone says which service it is ("an alarm").
 */
function soleHead(snapshot: Snapshot, record: SnapshotRecord, head: string): boolean {
  const sharing = (byHead(snapshot).get(head) ?? []).filter((other) => other.provider === record.provider);
  return (
    sharing.every((other) => other.module === record.module) &&
    mostUsed(record, sharing, (r) => recordPopularity(snapshot, r))
  );
}

const LEADING_VERB = new RegExp(`^\\s*(?:${ASKING_VERB})\\s+`, 'i');

/**
 * A part's words, after the verb that asks for its thing, up to the first that ends its first noun phrase: a
 * function word or a verb's -ing form ("add an API destination targeting …", "a bucket with versioning").
 */
function firstNounPhrase(text: string): string {
  const words = text
    .replace(LEADING_VERB, '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const end = words.findIndex(
    (word, i) => i > 0 && (FUNCTION_WORDS.has(word.toLowerCase()) || /^[a-z]{3,}ing$/.test(word)),
  );
  return (end < 0 ? words : words.slice(0, end)).join(' ');
}

/**
 * The head noun of what a part asks for, analysed. None where a name written before it says the thing is
 * called by its name and exists already ("the `AmazonEC2RoleforSSM` policy"); a name written after the noun
 * (`namespace "batch-jobs"`) names the new thing the noun says.
 */
function headNoun(part: RequestPart): string | undefined {
  const phrase = firstNounPhrase(part.text.slice(0, part.subordinateFrom));
  const [before = '', ...after] = phrase.split(/["'`“][^"'`”]*["'`”]?/);
  return after.some((words) => /\w/.test(words)) ? undefined : analyse(before).at(-1);
}

/**
 * The resources named by the head noun of what a part asks for, when the search found none: in "a Cognito
 * user pools authorizer" the words of the user pool outweigh the one word that says what is asked for, an
 * authorizer. Whether one of them is named there is then read as for any hit.
 */
function headRecords(
  part: RequestPart,
  hits: readonly SnapshotRecord[],
  context: ChooseContext,
): SnapshotRecord[] {
  const head = headNoun(part);
  if (head === undefined || hits.some((record) => ownNameWords(record).at(-1) === head)) return [];
  const providers = new Set(context.providers);
  return (byHead(context.snapshot).get(head) ?? []).filter((record) => providers.has(record.provider));
}

/**
 * The resources of the services planned already that the head noun of what a part asks for names whole (a
 * one-word name), when the search did not find them: "service-managed users" of a Transfer Family server
 * are its `User`s, however far down the search ranks them below other services' users.
 */
function plannedHeads(
  part: RequestPart,
  hits: readonly SnapshotRecord[],
  context: ChooseContext,
): SnapshotRecord[] {
  const planned = context.plannedModules;
  if (planned === undefined || planned.size === 0) return [];
  const head = headNoun(part);
  if (head === undefined) return [];
  const found = new Set(hits.map((record) => record.token));
  return (byHead(context.snapshot).get(head) ?? []).filter(
    (record) =>
      ownNameWords(record).length === 1 && planned.has(moduleKey(record)) && !found.has(record.token),
  );
}

/**
 * The records one part names: hits of a search for the part that it names (see {@link nameSpan}), those
 * whose service the sentence names first, then longer names, so "topic subscription" names the subscription
 * and not the topic and "KMS key alias" the KMS `Alias`, not a payment-cryptography `KeyAlias`. A record whose
 * name is inside one already taken, or said by the same words ("SSH key pair": `KeyPair` and `SshKey`), is a
 * runner-up. A whole request that names nothing outright still gets its best resource. What a part names in
 * its subordinate clause ("roles *for EC2 instances*") is marked so.
 */
export async function chooseForPart(part: RequestPart, context: ChooseContext): Promise<ChosenRecord[]> {
  const result = await context.search({
    text: part.text,
    limit: CHOICE.hitsPerPart,
    providers: context.providers,
  });
  const lookup = queryIntent(part.text).lookup && /\b(?:existing|look ?up|data source)\b/i.test(part.text);
  const hits = result.hits
    .filter((hit) => hit.kind === 'resource' || lookup)
    .map((hit) => context.snapshot.get(hit.token))
    .filter((record): record is SnapshotRecord => record !== undefined);
  const usable = hits.filter((record) => record.deprecated === undefined);
  const reading = readingOf(part, context);
  // The words of a name the part gives ("batch-jobs") name that thing, not a kind of resource to make.
  const names = givenNameRanges(part.text);
  const candidates = [...hits, ...headRecords(part, hits, context), ...plannedHeads(part, hits, context)];
  const named = candidates.flatMap((record) => {
    const moduleKnown = context.plannedModules?.has(moduleKey(record)) ?? false;
    // A provider of one namespace that is the request's only one names the service of all it holds.
    const serviceKnown =
      record.module === 'index' && context.providers.length === 1 && context.providers[0] === record.provider;
    const found = reading.named(record, moduleKnown, serviceKnown);
    const inName = (range: WordRange) =>
      found !== undefined && range.at <= found.at && found.at + found.length <= range.at + range.length;
    return found === undefined || names.some(inName) ? [] : [found];
  });
  // A record named outright before one named by its head alone; ties keep the search's order.
  const ranked = [...named].sort(
    (a, b) =>
      Number(a.loose) - Number(b.loose) || Number(b.service) - Number(a.service) || b.length - a.length,
  );
  const chosen: Named[] = [];
  for (const item of ranked) {
    const competing = chosen.some(
      (taken) =>
        nameInside(item.record, taken.record) ||
        nameInside(taken.record, item.record) ||
        overlaps(item, taken),
    );
    if (!competing) chosen.push(item);
  }
  if (chosen.length === 0 && context.wholeRequest && usable[0] !== undefined) {
    chosen.push({ record: usable[0], at: 0, length: 1, service: false, loose: false });
  }
  const tail = analyse(part.text.slice(0, part.subordinateFrom)).length;
  // "a website using an S3 bucket": a means clause is subordinate only to something named before it.
  const headNames = !part.meansClause || chosen.some((item) => item.at < tail);
  const fresh = saidNew(part.text);
  const words = analyse(part.text);
  return chosen.map((item) => ({
    record: regionalVariant(context.snapshot, item.record, words, item.at),
    part,
    runnersUp: [
      ...new Set(named.filter((n) => !chosen.some((c) => c.record === n.record)).map((n) => n.record.token)),
    ],
    subordinate: headNames && item.at >= tail && !fresh.some((range) => overlaps(item, range)),
  }));
}
