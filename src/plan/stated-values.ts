import {
  extractLiterals,
  isDomainName,
  isGivenName,
  MACHINE_COUNT,
  type Literal,
  type LiteralKind,
} from '../language/literals.js';
import type { RequestText } from '../language/request-text.js';
import {
  convertDuration,
  durationText,
  inputTimeUnit,
  scheduleAsAws,
  scheduleAsCron,
} from '../language/durations.js';
import { analyse, FUNCTION_WORDS, splitIdentifier } from '../language/terms.js';
import { saidLoosely } from '../language/word-order.js';
import { comparisonsAsWritten } from '../language/comparison-words.js';
import { NUMBER_WORD_PATTERN } from '../language/number-words.js';
import { convertSize, inputSizeUnit } from '../language/sizes.js';
import { PROVIDER_NAMES, servicePhrasesFor } from '../language/vocabulary.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { ownNameWords, WRITTEN_NAME } from './choose-components.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import { appositiveNames } from './appositive-names.js';
import { arnFits } from './arn-inputs.js';
import { listedAfter } from './listed-literals.js';
import { exampleFit, exampleValues } from './example-fit.js';
import { standaloneFor } from './inline-components.js';
import {
  blockSaid,
  deepSlotSaid,
  deepSlotsTaking,
  inputSlots,
  listBinds,
  slotAccepts,
  slotValues,
  type InputSlot,
} from './input-slots.js';
import {
  ADDRESSES,
  KIND_INPUTS,
  NAME_CONNECTIVES,
  PORT_SIDES,
  docTakesIdKind,
  namesIdKind,
  ONLY_ITS_KIND,
  STRUCTURED,
  takesPercent,
  takesSize,
  UNIT_INPUTS,
  holdsData,
  measureOf,
  measuresOtherSort,
} from './kind-inputs.js';
import type { PlanRule } from './plan-rule.js';
import { looksLikeReference, namedAsReference } from './references.js';
import {
  countsNotTime,
  numberFit,
  opensRange,
  rangeStartSlot,
  readNumber,
  type NumberReading,
  sizeFit,
  timeFit,
} from './number-readings.js';
import { clauseComponents, literalSpan, sentenceSpans } from './spans.js';
import { serviceNamesOf } from './service-primaries.js';
import { valueSaidOf } from './value-anchors.js';
import { memoByObject, memoByString } from '../shared/memo.js';
import { nameWordSets } from '../search/search-document.js';
import { shippedInputUsage } from '../search/usage-file.js';
import { QUOTED_AFFINITY, REGION_INPUT_MIN_SHARE, SLOT_SCORE } from './weights.js';

/**
 * Attaches what the request states to the inputs that carry it, using the schemas only: a literal goes to the
 * input whose valid values hold it, whose name fits its kind (an e-mail to `endpoint`, an instance type to
 * `instanceClass`) or whose words stand next to it in the request; a valid value said in words ("pay per
 * request") to its enum input; a boolean input whose words the request says ("FIFO queue") to `true`.
 */

/**
 * A storage URI (`s3://bucket/prefix`) fits an input of a block its scheme names (a crawler's `s3Targets.path`)
 * or whose doc writes one ("such as `s3://path/to/query/bucket/`": a workgroup's `outputLocation`), a better
 * sign than a generic `…Uri` input elsewhere.
 */
function storageUriFits(slot: InputSlot, literal: Literal): boolean {
  const scheme = /^([a-z0-9]+):\/\//i.exec(String(literal.value))?.[1]?.toLowerCase();
  if (literal.kind !== 'url' || scheme === undefined || scheme.startsWith('http')) return false;
  return (
    slot.parent
      .toLowerCase()
      .split('.')
      .some((block) => block.startsWith(scheme)) || slot.input.doc.toLowerCase().includes(`${scheme}://`)
  );
}

function words(text: string): Set<string> {
  return new Set(analyse(text));
}

/** The words standing just before and after a literal: what the request says it is. */
function contextWords(text: string, literal: Literal): Set<string> {
  const before = text.slice(Math.max(0, literal.start - 60), literal.start);
  // What follows a comma or a bracket is the next item of a list ("90 days), reuse prevention"), not this one.
  const after =
    text
      .slice(literal.start + literal.text.length, literal.start + literal.text.length + 30)
      .split(/[,;()]/)[0] ?? '';
  return words(`${before.split(/\s+/).slice(-5).join(' ')} ${after.split(/\s+/).slice(0, 3).join(' ')}`);
}

const slotWords = memoByObject(
  (slot: InputSlot): ReadonlySet<string> =>
    new Set([...words(splitIdentifier(slot.input.name).join(' '))].filter((w) => !NAME_CONNECTIVES.has(w))),
);

/** The words of the slot's parents: `queues.events` says "queue" too, a weaker sign than its own name. */
const parentWords = memoByObject((slot: InputSlot): ReadonlySet<string> =>
  words(splitIdentifier(slot.parent.replace(/\./g, ' ')).join(' ')),
);

function scoreSlot(
  slot: InputSlot,
  literal: Literal,
  context: ReadonlySet<string>,
  ownerWords: readonly string[],
  namesOwner: boolean,
): number {
  const value = literal.value;
  // A number, an address or a range is never another resource's id (`usagePlanId`, `routeTableId`).
  if (typeof value === 'number' && looksLikeReference(slot.input)) return 0;
  if (ADDRESSES.has(literal.kind) && namedAsReference(slot.input.name)) return 0;
  // An IPv4 address or range is no value of an IPv6 input (`ipv6CidrBlock`), nor the other way round.
  const address = literal.kind === 'cidr' || literal.kind === 'ip';
  if (address && /ipv6/i.test(slot.input.name) !== String(value).includes(':')) return 0;
  let score = 0;
  const valid = slotValues(slot);
  // "30 days" is no valid value 30 of an input in seconds.
  const taken = String(valueInSlot(slot, literal)).toLowerCase();
  if (valid.some((v) => v.toLowerCase() === taken)) score += SLOT_SCORE.validValue;
  else if (valid.length > 0 && (listBinds(slot) || STRUCTURED.has(literal.kind))) return 0;
  // A number is no value of an input whose values are words (`httpMethod`: `GET`, `POST`, …).
  else if (typeof value === 'number' && valid.length > 0 && valid.every((v) => !/\d/.test(v))) return 0;
  if (kindFits(slot, literal)) score += SLOT_SCORE.kind;
  if (literal.kind === 'port') score += portDirection(slot, context);
  if (literal.kind === 'number') {
    const unit = numberUnit(literal);
    // The most specific unit decides: "requests/second" is a rate, not any limit.
    const takes = UNIT_INPUTS.find(([u]) => u.test(unit))?.[1];
    // Or a duration to an input its doc says measures time ("the number of days after creation").
    const named = takes?.test(slot.input.name) === true ? SLOT_SCORE.unit : 0;
    const word = unit.split(/\s+/)[0] ?? '';
    score += Math.max(named, timeFit(slot, word), sizeFit(slot, word));
  }
  const itself = (slot.parent === '' && isOwnName(slot, ownerWords)) || slot.path === KUBERNETES_NAME;
  const name = slotWords(slot);
  // Said of the component by its name ("an event bus `orders-bus`"), its name's words are not the input's.
  // A name said right after the component's own name names it, not another resource it refers to: the
  // "namespace" said nearby is no reason for a workgroup's `namespaceName` to take "analytics-wg".
  const namesOther = namesOwner && literal.kind === 'quoted' && !itself && looksLikeReference(slot.input);
  const overlap = namesOther
    ? 0
    : [...name].filter((w) => context.has(w) && !(namesOwner && ownerWords.includes(w))).length;
  // An id's kind said by the input's doc, not its name ("List of subnet IDs": `vpcZoneIdentifiers`), as by its name.
  const idByDoc = literal.kind === 'resource-id' && overlap === 0 && kindFits(slot, literal);
  score +=
    (overlap + (idByDoc ? 1 : 0)) * SLOT_SCORE.nameWord +
    ([...parentWords(slot)].some((w) => context.has(w)) ? SLOT_SCORE.parentWord : 0);
  if (literal.kind === 'quoted')
    score += quotedAffinity(slot, String(value), context, ownerWords, namesOwner, itself);
  return score;
}

/** The words of a number input's name a number's own phrase says (see `SLOT_SCORE.ownPhraseWord`). */
function ownPhraseFit(slot: InputSlot, phrase: ReadonlySet<string>): number {
  if (!/\bnumber\b/.test(slot.input.type)) return 0;
  return [...slotWords(slot)].filter((w) => phrase.has(w)).length * SLOT_SCORE.ownPhraseWord;
}

/** A port the request opens is inbound unless it says outbound: `ingress.fromPort` gains, `egress.fromPort` loses. */
function portDirection(slot: InputSlot, context: ReadonlySet<string>): number {
  const outbound = context.has('outbound') || context.has('egress');
  const way = outbound ? SLOT_SCORE.portDirection : -SLOT_SCORE.portDirection;
  if (/ingress/i.test(slot.parent)) return -way;
  if (/egress/i.test(slot.parent)) return way;
  return 0;
}

/** Where a Kubernetes object keeps its own name. */
const KUBERNETES_NAME = 'metadata.name';

/**
 * Whether the input is the resource's own name: `name` (or `title`, a KV namespace's), a queue's `queueName`,
 * or an input its doc calls the name of the resource (an RDS instance's `identifier`, "Name of the RDS
 * instance"), not a character set's or an associated group's name.
 */
function isOwnName(slot: InputSlot, ownerWords: readonly string[]): boolean {
  const own = slot.input.name.toLowerCase();
  const whole = ownerWords.join('');
  // `name`, `bucketName`, and a resource's own id or identifier (`repositoryId`, `clusterIdentifier`).
  if (own === 'name' || own === 'title' || [`${whole}name`, `${whole}id`, `${whole}identifier`].includes(own))
    return true;
  const head = ownerWords[ownerWords.length - 1];
  if (head === undefined) return false;
  const doc =
    /^(?:the\s+)?name\s+of\s+(?:the|this|your)\s+([\w\s-]+?)(?:[,.;(]|\s+(?:if|to|that|which|when|for|in|within|with|under|across|inside)\b|$)/i.exec(
      slot.input.doc,
    );
  // "Name of the RDS instance": words before the head are the service's, written as names; "the existing
  // instance" (a Cloud SQL replica's `masterInstanceName`) is another instance.
  const said = (doc?.[1] ?? '').trim().split(/\s+/);
  // "The name of the managed cluster resource": the resource is the thing the words before it name.
  if (said.length > 1 && said[said.length - 1]?.toLowerCase() === 'resource') said.pop();
  const last = said.pop() ?? '';
  return (
    analyse(last)[0] === head &&
    said.every((w) => /^[A-Z]/.test(w) || ownerWords.includes(analyse(w)[0] ?? ''))
  );
}

/** Inputs that take a name: `bucketName`, `clusterIdentifier`. */
const NAME_INPUT = /(?:name|identifier)$/i;

/**
 * Signs that a quoted string is a name or a path: "named `orders`", a value that carries the resource's own
 * name (`TemperatureSqsQueue` for a queue), the resource's name word just before it ("table `AWS-Services`"),
 * or a leading slash for a path input.
 */
function quotedAffinity(
  slot: InputSlot,
  value: string,
  context: ReadonlySet<string>,
  ownerWords: readonly string[],
  namesOwner: boolean,
  itself: boolean,
): number {
  // A path to a path input, or to a name its doc says may be a path (an SSM parameter's `name`).
  if (
    value.startsWith('/') &&
    (/path/i.test(slot.input.name) || (itself && /\bpath\b/i.test(slot.input.doc)))
  )
    return QUOTED_AFFINITY.shape;
  // `emr-6.15.0`: a version goes to the input that takes a version or release label, not a name.
  if (/\d+\.\d+/.test(value) && /version|release|label/i.test(slot.input.name)) return QUOTED_AFFINITY.shape;
  if ((!NAME_INPUT.test(slot.input.name) && !itself) || (slot.parent !== '' && !itself) || /\s/.test(value))
    return 0;
  // Said right after the component's own name, it names the component, never another resource it refers to
  // (a network's `resourceGroupName`; a layer version's `layerName` names its own layer).
  const another = ![...slotWords(slot)].some((w) => ownerWords.includes(w));
  if (namesOwner && !itself && another && looksLikeReference(slot.input)) return 0;
  const lower = value.toLowerCase();
  // Said right after the component's own name ("an event bus `orders-bus`"), it names the component, by
  // its own name before a display name or a reference's name.
  if (namesOwner || context.has('named') || context.has('called') || context.has('titled'))
    return QUOTED_AFFINITY.named + (itself ? QUOTED_AFFINITY.ownName : 0);
  // "a `/hello` endpoint" is a path, not the name of the API it is said next to.
  if (value.startsWith('/')) return QUOTED_AFFINITY.otherwise;
  if (ownerWords.some((w) => w.length >= 3 && (lower.includes(w) || context.has(w))))
    return QUOTED_AFFINITY.named;
  return QUOTED_AFFINITY.otherwise;
}

/**
 * Whether a port input is the port of something the words do not say: inside a block, neither its block nor a
 * word of its own name besides "port" and the side it is on ("a task listens on port 8080" is no EFS volume's
 * `transitEncryptionPort`; a security rule's `destinationPortRange` and an ingress rule's `fromPort` say nothing
 * more); at the top, such a word where the resource has a plain `port` ("a target group on 8080" is its `port`,
 * not its `targetControlPort`).
 */
function portOfAnother(slot: InputSlot, slots: readonly InputSlot[], context: ReadonlySet<string>): boolean {
  if (slot.parent === '' && !slots.some((s) => s.path === 'port')) return false;
  if (slot.parent !== '' && blockSaid(slot.path, context)) return false;
  const qualifiers = [...slotWords(slot)].filter((w) => w !== 'port' && !PORT_SIDES.has(w));
  return qualifiers.length > 0 && !qualifiers.some((w) => context.has(w));
}

/** Whether the words around a literal say enough of a deep input, or of a port's owner, for it to go there. */
function slotSaid(
  slot: InputSlot,
  slots: readonly InputSlot[],
  literal: Literal,
  context: ReadonlySet<string>,
): boolean {
  const words = new Set([...context, ...analyse(literal.text)]);
  if (literal.kind === 'port' && portOfAnother(slot, slots, words)) return false;
  return ONLY_ITS_KIND.has(literal.kind) || deepSlotSaid(slot, context);
}

/** The nouns a count is said with. */
const COUNTED = new RegExp(`^(?:${MACHINE_COUNT})$`, 'i');

/** The share of the programs declaring a component's resource that set the input. */
export function usageShare(snapshot: Snapshot, draft: DraftComponent, slot: InputSlot): number {
  const counted = shippedInputUsage(snapshot).of(draft.record.token);
  return programsSetting(snapshot, draft, slot) / Math.max(1, counted?.declarations ?? 0);
}

/** How many counted programs declaring a component's resource set the input. */
function programsSetting(snapshot: Snapshot, draft: DraftComponent, slot: InputSlot): number {
  return shippedInputUsage(snapshot).of(draft.record.token)?.inputs.get(slot.path) ?? 0;
}

/** What a count of instances, nodes or replicas may be a count of: machines, by any of their names. */
const MACHINES = new Set(
  analyse('instance node replica broker cluster server host machine vm member worker task pod'),
);

/**
 * Whether an input counts something other than machines, or nothing: `availabilityZoneCount`, `localSsdCount`
 * (its name's word before `Count`, or after `num`/`numberOf`), so "2 data nodes" is not two zones.
 */
function countsOtherThings(slot: InputSlot): boolean {
  // A size is a count only where its doc says it is a number of things ("Desired number of worker nodes"),
  // not a volume's size.
  const first = slot.input.doc.split(/\.(?:\s|$)/)[0] ?? '';
  // The size of a group of machines is their number (an Auto Scaling group's `maxSize`).
  if (
    /size$/i.test(slot.input.name) &&
    /\bsize of (?:the |an? )?[\w\s-]*\b(?:group|pool|fleet)\b/i.test(first)
  )
    return false;
  if (!/count|^num|replicas/i.test(slot.input.name) && !/\bnumber of\b/i.test(first)) return true;
  const words = analyse(splitIdentifier(slot.input.name).join(' '));
  const noun =
    words.at(-1) === 'count' ? words.at(-2) : /^num/i.test(slot.input.name) ? words.at(-1) : undefined;
  // `desiredCount`: "Number of instances of the task definition …" counts machines all the same.
  return noun !== undefined && !MACHINES.has(noun) && !analyse(first).some((w) => MACHINES.has(w));
}

/**
 * How much programs' use says a literal goes to an input among those of its sort (the number inputs, for a
 * count; the port inputs, for a port): nothing if no counted program sets it, else half the weight, and the
 * other half by its use against the most set input of that sort. "2 replicas" is a Deployment's
 * `spec.replicas`; "exposing port 80" a Service's `spec.ports.port`, not its `healthCheckNodePort`.
 */
function usedAmong(
  snapshot: Snapshot,
  draft: DraftComponent,
  slots: readonly InputSlot[],
  slot: InputSlot,
  sort: (slot: InputSlot) => boolean,
  weight: number,
  minPrograms = 1,
): number {
  const share = sort(slot) ? usageShare(snapshot, draft, slot) : 0;
  if (share === 0 || programsSetting(snapshot, draft, slot) < minPrograms) return 0;
  const most = Math.max(...slots.filter(sort).map((s) => usageShare(snapshot, draft, s)));
  return weight * (0.5 + (0.5 * share) / most);
}

const takesNumber = (slot: InputSlot): boolean => /\bnumber\b/.test(slot.input.type);
const takesPort = (slot: InputSlot): boolean => KIND_INPUTS.port.test(slot.input.name);

/**
 * Whether a top-level location input takes a region said of its component: a `region` only where programs
 * usually set it (a Cloud SQL instance's, not the `region` every AWS resource has), and not the location of a
 * resource that lives in a planned resource group (`resourceGroupName`): the group's location is said.
 */
function regionSlotFits(
  snapshot: Snapshot,
  draft: DraftComponent,
  drafts: readonly DraftComponent[],
  slot: InputSlot,
): boolean {
  if (slot.parent !== '') return false;
  if (slot.input.name === 'region') return usageShare(snapshot, draft, slot) >= REGION_INPUT_MIN_SHARE;
  const isGroup = (d: DraftComponent) => ownNameWords(d.record).join(' ') === 'resource group';
  const inGroup = draft.record.inputs.some((i) => i.name === 'resourceGroupName');
  return isGroup(draft) || !inGroup || !drafts.some(isGroup);
}

/** Kinds of literal one component delivers to or for another: events, endpoints. */
const DELIVERED = new Set<LiteralKind>(['event-name', 'email', 'url']);

/**
 * A nested block named after another planned component fits better than its siblings: a bucket
 * notification's `queues.events` when a queue is planned, `lambdaFunctions.events` when a function is.
 */
function partnerBonus(slot: InputSlot, draft: DraftComponent, drafts: readonly DraftComponent[]): number {
  if (slot.parent === '') return 0;
  const parent = parentWords(slot);
  const partner = drafts.some((d) => d.id !== draft.id && ownNameWords(d.record).every((w) => parent.has(w)));
  return partner ? SLOT_SCORE.partner : 0;
}

/** A path segment input (`pathPart`: "Last path segment") takes `/hello` as `hello`. */
/**
 * A schedule as the input takes it: an AWS `scheduleExpression` the rate itself; another cloud's `schedule`
 * (a CronJob's, a Cloud Scheduler job's) the five-field cron of a rate in minutes or hours. AWS's other
 * `schedule` inputs take `cron(…)` with a time of day a rate does not give.
 */
function scheduleValue(draft: DraftComponent, slot: InputSlot, literal: Literal): string | undefined {
  const expression = String(literal.value);
  if (draft.record.provider !== 'aws') return scheduleAsCron(expression);
  const aws = scheduleAsAws(expression);
  if (slot.input.name === 'scheduleExpression') return aws;
  // AWS's other schedule inputs (a backup rule's, a crawler's) take a cron with a time of day, never a rate.
  return aws?.startsWith('cron(') === true ? aws : undefined;
}

/** A number in digits or words before its unit. */
const LEADING_NUMBER = new RegExp(String.raw`^(?:[\d.,\s-]+|(?:${NUMBER_WORD_PATTERN})[\s-]+)`, 'i');

/** The unit a number is said in: "48 hours", "thirty days" → `hours`, `days`. */
function numberUnit(literal: Literal): string {
  return literal.text.replace(LEADING_NUMBER, '');
}

/**
 * A number as the input takes it: an amount of data in the input's unit of data ("1 GiB" is 1024 MiB), a
 * duration in its unit of time ("30 days" is 2592000 seconds).
 */
function inInputUnit(slot: InputSlot, literal: Literal, amount: number): number {
  if (literal.kind !== 'number') return amount;
  const { name, doc } = slot.input;
  // An amount of data in the input's unit of data, whatever its type ("1 GiB" is a task's `memory` "1024").
  // A duration in the input's unit of time, whatever its type ("two hours" is a `bakeTimeInMinutes` "120").
  return (
    convertSize(amount, numberUnit(literal), inputSizeUnit(name, doc)) ??
    convertDuration(amount, numberUnit(literal), inputTimeUnit(name, doc)) ??
    amount
  );
}

function literalValueFor(draft: DraftComponent, slot: InputSlot, literal: Literal): string | number {
  if (literal.kind === 'schedule') return scheduleValue(draft, slot, literal) ?? literal.value;
  if (typeof literal.value === 'number' && writesSeconds(draft, slot)) {
    return durationText(literal.value, numberUnit(literal)) ?? literal.value;
  }
  return valueInSlot(slot, literal);
}

/** A text input that takes a duration as seconds with an `s` (`1200s`), as its doc or its examples write one. */
function writesSeconds(draft: DraftComponent, slot: InputSlot): boolean {
  if (!/\bstring\b/.test(slot.input.type)) return false;
  if (/terminated by ['"`‘]?s\b/i.test(slot.input.doc)) return true;
  const written = [...(exampleValues(draft.record).get(slot.input.name) ?? [])];
  return written.length > 0 && written.every((value) => /^\d+(?:\.\d+)?s$/.test(value));
}

/** A literal's value as the input takes it, whatever resource it is of (a schedule's depends on that). */
function valueInSlot(slot: InputSlot, literal: Literal): string | number {
  const value = literal.value;
  if (literal.kind === 'http-method') return routeValue(slot, literal);
  if (typeof value === 'number') return inInputUnit(slot, literal, value);
  if (typeof value === 'string' && value.startsWith('/') && /segment/i.test(slot.input.doc)) {
    return value.replace(/^\/+/, '');
  }
  return value;
}

/**
 * Whether an input takes values of the literal's kind: by its name (a CIDR to `cidrBlock`), or, for a CIDR,
 * by its doc ("These ranges must be expressed in CIDR format": a firewall's `sourceRanges`).
 */
function kindFits(slot: InputSlot, literal: Literal): boolean {
  if (KIND_INPUTS[literal.kind].test(slot.input.name) || storageUriFits(slot, literal)) return true;
  if (literal.kind === 'resource-id') return docTakesIdKind(String(literal.value), slot.input.doc);
  return literal.kind === 'cidr' && /\bCIDR\b/.test(slot.input.doc);
}

/** Whether an input takes ids of that kind, by its name (`subnetIds`) or its doc ("List of subnet IDs"). */
function idKindFits(slot: InputSlot, id: string): boolean {
  return namesIdKind(id, slot.input.name) || docTakesIdKind(id, slot.input.doc);
}

/** Literals whose form tells their input where examples write one: URLs, IP addresses (and key prefixes, domains). */
const EXAMPLE_SHAPED: ReadonlySet<Literal['kind']> = new Set(['url', 'ip']);

/**
 * The provider's doc examples write a URL, address or machine size of the literal's form in the input: a repository URL in
 * a CodeBuild project's `source.location`, not in `secondarySources.buildStatusConfig.targetUrl`; an IP in a
 * DNS record's `content`. (Names and other strings take their input by their words: a name's shape is shared
 * by every name input.)
 */
function writtenInExamples(draft: DraftComponent, slot: InputSlot, literal: Literal): number {
  // A machine size in an input the examples give a machine size (`vmSize: "Standard_DS1_v2"`).
  if (literal.kind === 'instance-type')
    return [...(exampleValues(draft.record).get(slot.input.name) ?? [])].some(isInstanceType)
      ? SLOT_SCORE.example
      : 0;
  const shaped =
    literal.kind === 'quoted' && (String(literal.value).includes('/') || isDomainName(String(literal.value)));
  if (!EXAMPLE_SHAPED.has(literal.kind) && !shaped) return 0;
  return exampleFit(draft.record, slot, String(literal.value)) > 0 ? SLOT_SCORE.example : 0;
}

/** Whether a value is written whole as a machine size: `t3.micro`, `Standard_DS1_v2`, `e2-medium`. */
const isInstanceType = (value: string): boolean =>
  extractLiterals(value).some((l) => l.kind === 'instance-type' && l.text === value);

/** "GET /items" is a route key whole (`routeKey`), and its method alone to any other input (`httpMethod`). */
function routeValue(slot: InputSlot, literal: Literal): string {
  const route = String(literal.value);
  return slot.input.name === 'routeKey' ? route : (route.split(' ')[0] ?? route);
}

/** A sibling `protocol` input gets the protocol an e-mail address or URL implies. */
function impliedProtocol(
  work: DraftEdits,
  draft: DraftComponent,
  slots: readonly InputSlot[],
  slot: InputSlot,
  literal: Literal,
): void {
  const protocol = slots.find((s) => s.parent === slot.parent && /^protocol$/i.test(s.input.name));
  if (protocol === undefined) return;
  const value =
    literal.kind === 'email'
      ? 'email'
      : literal.kind === 'url'
        ? String(literal.value).split(':')[0]
        : literal.kind === 'port'
          ? portProtocol(protocol, literal)
          : undefined;
  if (value !== undefined) {
    work.apply({
      kind: 'value',
      id: draft.id,
      value: { input: protocol.path, value, text: literal.text, span: literalSpan(literal) },
    });
  }
}

/**
 * The transport a port said with its protocol runs over ("SSH", "HTTPS", "TCP 22": tcp; "UDP 53": udp), as the
 * input spells it among its listed values (Azure's `Tcp`); none for a bare "port 22".
 */
function portProtocol(protocol: InputSlot, literal: Literal): string | undefined {
  const said = /^udp\b/i.test(literal.text)
    ? 'udp'
    : /^(?:tcp|ssh|https?|rdp)\b/i.test(literal.text)
      ? 'tcp'
      : undefined;
  if (said === undefined) return undefined;
  // Only the schema's own list: a doc's backticked words (`-1`, `fromPort`) are no list of protocols.
  const listed = slotValues(protocol, true);
  if (listed.length === 0) return said;
  return listed.find((v) => v.toLowerCase() === said);
}

/** Words that end a phrase: what follows one belongs to the next thing said. */
const PHRASE_BREAK =
  /^(?:a|an|the|and|or|with|that|which|whose|in|on|for|to|at|from|by|of|its|their|into|as|is|are|named|called|titled)$/i;

/**
 * The noun phrase a literal is said of: the words right before it, back to a phrase break, after a naming
 * word or sign ("a Glue database named `events_db`" → glue database; "partition key `UserId`" → partition
 * key; "the value `beta=false`" → value; "whose value is \"5\"" → value; "subnet `a` (10.0.1.0/24)" → subnet).
 * Its last word is its head noun.
 */
export function saidOfWords(text: string, literal: Literal): readonly string[] {
  const window = text
    .slice(Math.max(0, literal.start - 60), literal.start)
    // "one subnet `snet-nodes` (10.40.0.0/22)": a value in parentheses is said of what is named before them.
    .replace(/(?:\s+["'`“][^"'`“”]*["'`”])?\s*\(\s*$/, '')
    .replace(/(?:\s+(?:named|called|titled|is|should\s+be|must\s+be|set\s+to)|\s*[:=])?\s*["'`“]?\s*$/i, '');
  const lead = /((?:[A-Za-z][\w-]*\s+){0,3}[A-Za-z][\w-]*)$/.exec(window)?.[1] ?? '';
  const kept: string[] = [];
  for (const word of lead.split(/\s+/).reverse()) {
    if (word === '' || PHRASE_BREAK.test(word)) break;
    kept.unshift(word);
  }
  if (kept.length === 0 && /\b(?:the|an?)\s*["'`“]?$/i.test(window)) return analyse(nounAfter(text, literal));
  // "instances tagged "web"": what a participle says the thing has is the noun it is made from (a tag).
  const last = kept.length > 1 ? kept.pop() : undefined;
  const made = last === undefined ? undefined : /^([a-z]+?)(?:([a-z])\2)?ed$/i.exec(last);
  if (last !== undefined)
    kept.push(made === null || made === undefined ? last : `${made[1]}${made[2] ?? ''}`);
  return analyse(kept.join(' '));
}

/**
 * "the uploads/ prefix", "the "web" network tag": the noun right after a literal said between a determiner
 * and it says what it is, with the word after it when the first is a plain word (a compound written with a
 * hyphen, "control-plane", is the whole modifier).
 */
function nounAfter(text: string, literal: Literal): string {
  const after = text.slice(literal.start + literal.text.length).replace(/^["'`”]/, '');
  const [, first = '', second = ''] = /^\s+([A-Za-z][\w-]*)(?:\s+([a-z][\w-]*))?/.exec(after) ?? [];
  if (PHRASE_BREAK.test(first)) return '';
  return second === '' || first.includes('-') || PHRASE_BREAK.test(second) ? first : `${first} ${second}`;
}

/**
 * "with a subnet 10.0.1.0/24": said of the thing an input's block stands for (`subnets.addressPrefix`); a name
 * given it ("one subnet `snet-nodes`") is the block's own name (`subnets.name`).
 */
function saidOfBlock(slot: InputSlot, phrase: readonly string[], named: boolean): number {
  const head = phrase.at(-1);
  const block = slot.parent.split('.').at(-1) ?? '';
  if (head === undefined || block === '') return 0;
  const blockWords = analyse(splitIdentifier(block).join(' '));
  if (blockWords.at(-1) !== head) return 0;
  return !named || isOwnName(slot, blockWords) ? SLOT_SCORE.saidOf : 0;
}

/**
 * How much a literal is said of a component: its phrase's head noun is the component's own head word ("a
 * schedule group named `maintenance`" is said of the schedule group, not of the schedule's `groupName`), more
 * with each other word of its name the phrase says. 0 when the phrase names no component.
 */
function saidOfShare(
  snapshot: Snapshot,
  record: DraftComponent['record'],
  phrase: readonly string[],
): number {
  const own = ownNameWords(record);
  const head = own[own.length - 1];
  const ends = (words: readonly string[]) =>
    words.length > 0 && words.every((w, i) => phrase[phrase.length - words.length + i] === w);
  // "a Python Lambda `order-processor`", "an e2-medium VM `web-1`": a service's name as the head names its
  // primary resource, and another name of the resource names it too.
  if (head !== undefined && phrase[phrase.length - 1] !== head)
    return [...serviceNamesOf(snapshot, record), ...otherNames(record)].some(ends) ? 1 : 0;
  if (head === undefined) return 0;
  return 1 + own.slice(0, -1).filter((w) => phrase.includes(w)).length / own.length;
}

/**
 * The other names a resource is called by (`vm`, `virtual machine` for an instance), as analysed words; not a
 * one-word name that is also its input's ("handler" for a function's `handler`).
 */
const otherNames = memoByObject((record: SnapshotRecord): readonly (readonly string[])[] => {
  const inputs = new Set(record.inputs.flatMap((input) => analyse(splitIdentifier(input.name).join(' '))));
  return nameWordSets(record)
    .slice(1)
    .map((name) => name.split(' ').filter((w) => w !== ''))
    .filter((words) => words.length > 1 || !inputs.has(words[0] ?? ''));
});

/** Whether every word of the phrase is a word of the component's name, service or provider ("Glue database"). */
function namesInFull(record: DraftComponent['record'], phrase: readonly string[]): boolean {
  const known = new Set([
    ...ownNameWords(record),
    ...servicePhrasesFor(record.provider, record.module).flatMap(analyse),
    ...analyse(`${record.provider} ${record.module}`),
  ]);
  return phrase.every((w) => known.has(w) || PROVIDER_NAMES[w] === record.provider);
}

/** Whether the input's name and doc say every word of the phrase, its head in its name or doc. */
function saysPhrase(slot: InputSlot, phrase: readonly string[]): boolean {
  return (
    slot.parent === '' &&
    phrase.length >= 2 &&
    phrase.every((w) => slotWords(slot).has(w) || docWords(slot).has(w))
  );
}

/**
 * Whose a literal is, by the phrase it is said of: a component that phrase names in full ("a schedule group
 * named `maintenance`"), else an input whose name or doc says the whole phrase ("partition key `UserId`" is
 * `hashKey`, not a KMS key's), else a component whose head noun the phrase ends with ("custom event bus").
 */
function phraseReading(
  drafts: readonly DraftComponent[],
  snapshot: Snapshot,
  phrase: readonly string[],
): 'component' | 'input' | 'none' {
  const heads = drafts.filter((d) => saidOfShare(snapshot, d.record, phrase) > 0);
  if (heads.some((d) => namesInFull(d.record, phrase))) return 'component';
  // "a DB subnet group named db-private": a planned component the phrase names whole is what it is said of,
  // unless the phrase names another's input that does not refer to it (as an instance's `dbSubnetGroupName`,
  // or a Cloud NAT's `router`, does).
  const whole = heads.filter((d) => ownNameWords(d.record).every((w) => phrase.includes(w)));
  const refersToNamed = (slot: InputSlot) =>
    whole.some((d) =>
      new RegExp(`${ownNameWords(d.record).join('')}(?:name|id|arn)?s?$`).test(slot.input.name.toLowerCase()),
    );
  const inputs = drafts
    .filter((d) => !whole.includes(d))
    .flatMap((d) => inputSlots(snapshot, d.record).filter((slot) => saysPhrase(slot, phrase)));
  if (inputs.length > 0 && !inputs.every(refersToNamed)) return 'input';
  return heads.length > 0 ? 'component' : 'none';
}

/** The words of an input's doc's first sentence: "the hash (partition) key" says partition. */
const docWords = memoByObject((slot: InputSlot): ReadonlySet<string> =>
  words((slot.input.doc.split(/\.(?:\s|$)/)[0] ?? '').slice(0, 200)),
);

/**
 * A phrase that names no component names the input (`partition key` → `hashKey`, whose doc says "hash
 * (partition) key"): its words said in the input's name or doc's first sentence, the head noun above all.
 */
function phraseFit(slot: InputSlot, phrase: readonly string[]): number {
  const head = phrase[phrase.length - 1];
  if (head === undefined || slot.parent !== '') return 0;
  const name = slotWords(slot);
  const doc = docWords(slot);
  if (!name.has(head) && !doc.has(head)) return 0;
  const whole = name.size === phrase.length && phrase.every((w) => name.has(w));
  return (
    SLOT_SCORE.docWord * phrase.filter((w) => name.has(w) || doc.has(w)).length +
    (name.has(head) ? SLOT_SCORE.phraseHead : 0) +
    (whole ? SLOT_SCORE.phraseWhole : 0)
  );
}

interface SlotChoice {
  readonly draft: DraftComponent;
  readonly slot: InputSlot;
  readonly score: number;
  readonly slots: readonly InputSlot[];
  /** A second name given to a thing of one kind ("a Lambda named a … and a Lambda named b"): one more of it. */
  readonly another?: true;
}

/** Inputs given a value already, by component id and path, with the value they hold. */
type Filled = ReadonlyMap<string, string | number>;

const filledKey = (draft: DraftComponent, slot: InputSlot) => `${draft.id} ${slot.path}`;

/**
 * Whether another stated value holds the input already: each value the request states fills its own input
 * ("lasts 2 hours, and stops … 1 hour before it ends" are two inputs), unless the input takes a list, the
 * component stands for several resources ("two queues, `a` and `b`"), the input is one of each element of
 * a list (`rules.transitions.days`), the literal is a port (several ports open several rules) or it is the
 * same value said again.
 */
function heldByAnother(
  filled: Filled,
  draft: DraftComponent,
  slot: InputSlot,
  slots: readonly InputSlot[],
  literal: Literal,
): boolean {
  const held = filled.get(filledKey(draft, slot));
  return (
    held !== undefined &&
    held !== literal.value &&
    literal.kind !== 'port' &&
    draft.count === 1 &&
    !/\[\]/.test(slot.input.type) &&
    !inListElement(slot, slots)
  );
}

/**
 * The sentence a literal speaks of its components in: its own, or, when that sentence names no planned
 * component ("Create a CronJob that POSTs to a URL. Keep 3 successful and 1 failed job in history."), the
 * nearest sentence before it that does: a sentence that names nothing goes on about what came before.
 */
function speakingSentence(drafts: readonly DraftComponent[], sentence: number): number {
  for (let at = sentence; at >= 0; at--) {
    if (drafts.some((draft) => draft.sentences.has(at))) return at;
  }
  return sentence;
}

/**
 * The inputs a literal may go to: a kind only its own inputs take (a container image) is read deeper, and its
 * kind is sign enough there without the block's words said.
 */
function slotsFor(snapshot: Snapshot, draft: DraftComponent, literal: Literal): readonly InputSlot[] {
  const slots = inputSlots(snapshot, draft.record);
  if (!ONLY_ITS_KIND.has(literal.kind)) return slots;
  return [...slots, ...deepSlotsTaking(snapshot, draft.record, KIND_INPUTS[literal.kind])];
}

/** Whether a count's noun is a word of the input's name: "2 replicas" and `replicas`, "3 nodes" and `nodeCount`. */
function countsItsNoun(slot: InputSlot, literal: Literal): boolean {
  const noun = analyse(literal.text.split(/\s+/).at(-1) ?? '')[0];
  return noun !== undefined && slotWords(slot).has(noun);
}

/**
 * Whether the words say what a thing named for its doer does: "listening on port 80" of a `Listener`, "routing"
 * of a `Router`.
 */
function doneBy(nameWord: string, context: ReadonlySet<string>): boolean {
  if (!/[a-z]{3}er$/.test(nameWord)) return false;
  const root = nameWord.slice(0, -2);
  return ['ing', 's', 'es', 'ed', 'e'].some((ending) => context.has(`${root}${ending}`));
}

/**
 * Whether a number's unit or reading rules an input out: "100 GB" is no CPU count, "48 hours" no size, and a
 * number that counts things ("after 5 failed receives") no time (`receiveWaitTimeSeconds`).
 */
function numberRulesOut(slot: InputSlot, literal: Literal, reading: NumberReading): boolean {
  const unit = numberUnit(literal);
  if (measuresOtherSort(slot.input.name, unit)) return true;
  if (measureOf(unit) === 'time' && countsNotTime(slot)) return true;
  if (measureOf(unit) === 'size' && !holdsData(slot)) return true;
  return reading.counts !== undefined && inputTimeUnit(slot.input.name, slot.input.doc) !== undefined;
}

/**
 * Whether the literal's kind rules an input out: a rate expression means something only to a schedule
 * input, an IAM role only to a role input, an id or ARN only to an input of its kind of thing, and an ARN
 * input takes ARNs.
 */
function kindRulesOut(
  snapshot: Snapshot,
  drafts: readonly DraftComponent[],
  draft: DraftComponent,
  slot: InputSlot,
  literal: Literal,
): boolean {
  if (ONLY_ITS_KIND.has(literal.kind) && !kindFits(slot, literal)) return true;
  // An input that takes an ARN takes no other structured value (a URL is no crawler's `dlqEventQueueArn`).
  if (literal.kind !== 'arn' && STRUCTURED.has(literal.kind) && /Arns?$/.test(slot.input.name)) return true;
  const value = String(literal.value);
  switch (literal.kind) {
    case 'resource-id':
      return !idKindFits(slot, value);
    case 'arn':
      return !arnFits(snapshot, draft.record, slot, value);
    case 'region':
      return !regionSlotFits(snapshot, draft, drafts, slot);
    case 'instance-type':
      return !takesSize(slot);
    case 'schedule':
      return scheduleValue(draft, slot, literal) === undefined;
    default:
      return false;
  }
}

/** The best-fitting input for a literal across the components, near ones preferred. */
function bestSlot(
  drafts: readonly DraftComponent[],
  snapshot: Snapshot,
  request: RequestText,
  stated: Literal,
  filled: Filled = new Map(),
): SlotChoice | undefined {
  const numberReading =
    stated.kind === 'number' ? readNumber(request.text, stated, request.literals) : undefined;
  const literal = numberReading?.literal ?? stated;
  const context = contextWords(request.text, stated);
  const said = literal.unitless === true ? unitlessWords(request.text, literal) : context;
  const numberPhrase = literal.kind === 'number' ? unitlessWords(request.text, literal) : undefined;
  const sentence = speakingSentence(drafts, request.sentenceOf(literal.start));
  const phrase = saidOfWords(request.text, literal);
  const clause = clauseComponents(drafts, request, literalSpan(literal));
  // A phrase that names a planned component says whose the literal is; one that names none may name an input.
  const reading = phraseReading(drafts, snapshot, phrase);
  const given = isGivenName(request.text, literal);
  // "one subnet `snet-nodes`": a quoted identifier right after a noun is that thing's name.
  const nameLike = given || (literal.kind === 'quoted' && WRITTEN_NAME.test(String(literal.value)));
  // A count of instances, nodes or replicas goes to the count input programs set ("2 t3.large instances"
  // is a node group's `scalingConfig.desiredSize`, not its `nodeRepairConfig.maxParallelNodesRepairedCount`).
  // Its noun is its last word, after a count in digits or words ("2 instances", "two instances").
  const counting = literal.kind === 'number' && COUNTED.test(literal.text.split(/\s+/).at(-1) ?? '');
  const percent = literal.kind === 'number' && PERCENT.test(numberUnit(literal));
  const asVersion = literal.unitless === true && saidAsVersion(request.text, literal);
  let best: SlotChoice | undefined;
  for (const draft of drafts) {
    const slots = slotsFor(snapshot, draft, literal);
    // Said in the component's sentence, and right after its name ("an API destination (https://…)").
    const own = ownNameWords(draft.record);
    const saidOf = reading === 'component' ? saidOfShare(snapshot, draft.record, phrase) : 0;
    // A phrase naming an input ("partition key") is not the name of a component it shares a word with.
    const nearName =
      reading === 'input' ? 0 : own.filter((w) => context.has(w) || doneBy(w, context)).length / own.length;
    const near =
      (draft.sentences.has(sentence) ? SLOT_SCORE.sameSentence : 0) +
      (clause.has(draft.id) ? SLOT_SCORE.sameClause : 0) +
      SLOT_SCORE.nearName * nearName +
      SLOT_SCORE.saidOf * saidOf;
    const accepting = (slot: InputSlot) => slotAccepts(slot, literal.value);
    for (const slot of slots) {
      // Whatever else speaks for it, an input takes only values of its type: "100 GB" is no switch.
      if (!accepting(slot)) continue;
      if (heldByAnother(filled, draft, slot, slots, literal)) continue;
      if (standaloneFor(draft, drafts, slot.path) !== undefined) continue;
      if (counting && countsOtherThings(slot)) continue;
      if (percent && !takesPercent(slot)) continue;
      if (numberReading !== undefined && numberRulesOut(slot, literal, numberReading)) continue;
      const read = numberReading === undefined ? 0 : numberFit(slot, slots, numberReading);
      const intrinsic =
        read +
        (numberPhrase === undefined ? 0 : ownPhraseFit(slot, numberPhrase)) +
        // The upper end of a range ("from 1 to 5 nodes") bounds the count; it is not the count programs set.
        (counting && numberReading?.rangeStart === undefined
          ? usedAmong(snapshot, draft, slots, slot, takesNumber, SLOT_SCORE.countedUse)
          : 0) +
        (counting && countsItsNoun(slot, literal) ? SLOT_SCORE.countedNoun : 0) +
        (literal.kind === 'port'
          ? usedAmong(snapshot, draft, slots, slot, takesPort, SLOT_SCORE.portUse)
          : 0) +
        scoreSlot(slot, literal, context, own, saidOf > 0) +
        // The words before a name given ("a domain called app-search") say which name input takes it (a layer
        // version's `layerName`), no other input (its `engineVersion`).
        ((!given || NAME_INPUT.test(slot.input.name) || isOwnName(slot, own)) &&
        (reading === 'none' || (reading === 'input' && saysPhrase(slot, phrase)))
          ? phraseFit(slot, phrase)
          : 0) +
        saidOfBlock(slot, phrase, nameLike) +
        (DELIVERED.has(literal.kind) ? partnerBonus(slot, draft, drafts) : 0) +
        writtenInExamples(draft, slot, literal);
      // A quoted string fits almost any string input: it needs a real sign, not just proximity. Any other
      // literal needs some sign too: being said near a component names none of its inputs.
      if (literal.kind === 'quoted' ? intrinsic < SLOT_SCORE.quotedMin : intrinsic <= 0) continue;
      // A number with no unit needs a word of the input's name said with it ("1 shard" → `shardCount`),
      // or a reading of its words that fits the input ("exceeds 60000" → `threshold`).
      if (literal.unitless === true && read === 0 && !unitlessFits(draft.record, slot, said, literal.value))
        continue;
      // "Ubuntu 22.04": a number written after a product's name is its version, no amount.
      if (asVersion && !/version|release|label|image|sku/i.test(slot.input.name)) continue;
      // A count of machines is a number: "two db.r6g.large instances" is no `dbClusterInstanceClass`.
      if (counting && !/\bnumber\b/.test(slot.input.type)) continue;
      if (kindRulesOut(snapshot, drafts, draft, slot, literal)) continue;
      if (!slotSaid(slot, slots, literal, context)) continue;
      const depth = slot.parent === '' ? 0 : slot.parent.split('.').length * SLOT_SCORE.depthPenalty;
      // Among the inputs that take the value, the one programs set more: a tie-breaker, never a sign alone.
      const use = usedAmong(snapshot, draft, slots, slot, accepting, SLOT_SCORE.acceptingUse, 2);
      const score = intrinsic + use + near - depth;
      if (score > (best?.score ?? SLOT_SCORE.min - 0.01)) best = { draft, slot, score, slots };
    }
  }
  return best;
}

/**
 * The words a literal is said with, as the evidence of its value: the literal and the words of its phrase
 * that follow it ("60 second visibility timeout"), that it is said of ("a timeout of 30 seconds", "a topic
 * called notifications") or, for a number with no unit, that lead to it ("max delivery count 5"). Not the
 * words of a neighbouring phrase: in "a 20 second ack deadline and 7 days of message retention", 7 is said
 * with "days of message retention" only.
 */
export function literalPhrase(text: string, literal: Literal): string {
  const end = literal.start + literal.text.length;
  const after = (
    text.slice(end, end + 40).split(/[,;()]|[.!?](?:\s|$)|\s(?:and|or|with|that|which|in|on|for)\s/)[0] ?? ''
  )
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 3)
    .join(' ')
    .replace(/[.:!?]+$/, '');
  const window = text.slice(Math.max(0, literal.start - 50), literal.start);
  const of = /((?:[\w-]+\s+){1,3})(?:of|=|:|is|named|called|titled)\s*$/i.exec(window)?.[0];
  return `${of ?? (literal.unitless === true ? leadingWords(window) : '')}${literal.text}${after === '' ? '' : ` ${after}`}`.trim();
}

/** The words just before a literal, back to a break: "(max delivery count " of "(max delivery count 5". */
function leadingWords(window: string): string {
  const lead = /((?:[A-Za-z][\w-]*\s+){1,3})$/.exec(window)?.[1] ?? '';
  const kept: string[] = [];
  for (const word of lead.trim().split(/\s+/).reverse()) {
    if (word === '' || PHRASE_BREAK.test(word)) break;
    kept.unshift(word);
  }
  return kept.length === 0 ? '' : `${kept.join(' ')} `;
}

/**
 * The words a number with no unit is said with ("Kafka 3.6.0", "1 shard", "batches of 10"), words only (not
 * an instance type said between: "2 t3.large instances").
 */
function unitlessWords(text: string, literal: Literal): Set<string> {
  return words(
    literalPhrase(text, literal)
      .split(/\s+/)
      .filter((w) => /^[A-Za-z-]+$/.test(w))
      .join(' '),
  );
}

/** Words that bound or count what they are said of: said of a number, the input's name must say them too. */
const BOUNDS = new Set(analyse('max maximum min minimum count number total'));

/**
 * A number with no unit fits a number input one of whose words it is said with ("1 shard" → `shardCount`),
 * or a version ("engine version 15.4"): any other text input (`nodeType`) takes it only in the words of
 * another value. A bound said with it is in the input's name too: "max 4" is `maxSize`, but "max receive count
 * of 3" is neither `maxMessageSize` nor `receiveWaitTimeSeconds`.
 */
function unitlessFits(
  record: SnapshotRecord,
  slot: InputSlot,
  said: ReadonlySet<string>,
  value: Literal['value'],
): boolean {
  const type = /^(?:pulumi\.Input<)?(number|string)(?: \| undefined)?>?$/.exec(slot.input.type)?.[1];
  // A text input takes a number when it is a version, or a whole number when the provider's examples write
  // whole numbers in it (an ECS task's `cpu: "1024"`).
  const numeric = () =>
    /version$/i.test(slot.input.name) ||
    (Number.isInteger(value) &&
      [...(exampleValues(record).get(slot.input.name) ?? [])].some((v) => /^\d+$/.test(v)));
  if (type === undefined || (type === 'string' && !numeric())) return false;
  const name = slotWords(slot);
  return [...name].some((w) => said.has(w)) && [...said].every((w) => !BOUNDS.has(w) || name.has(w));
}

const PERCENT = /^(?:%|percent)/i;

/** Whether a number is written right after a capitalised name inside a sentence ("an Ubuntu 22.04 VM"). */
function saidAsVersion(text: string, literal: Literal): boolean {
  const name = /[A-Z][\w.]*\s+$/.exec(text.slice(0, literal.start));
  // The first word of a sentence is capitalised as prose ("Add 2 subnets").
  return name !== null && !/(?:^|[.!?:;]\s*)$/.test(text.slice(0, name.index));
}

/** Each literal to its best-fitting input across the components, near ones preferred. */
export const attachLiterals: PlanRule = {
  id: 'literal-values',
  phase: 'values',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const { text } = request;
    // With the names said right after a component's noun ("an SNS topic ops-alerts").
    const literals = [...request.literals, ...appositiveNames(text, draft.components, request.literals)].sort(
      (a, b) => a.start - b.start,
    );
    const choices = chooseSlots(draft.components, snapshot, request, literals);
    for (const literal of literals) {
      const best = choices.get(literal);
      if (best === undefined) continue;
      if (best.another === true) {
        const count = (work.byId(best.draft.id)?.count ?? best.draft.count) + 1;
        work.apply({ kind: 'mention', id: best.draft.id, sentences: [], count });
      }
      const add = (input: string, value: string | number, from: Literal = literal) =>
        work.apply({
          kind: 'value',
          id: best.draft.id,
          value: { input, value, text: literalPhrase(text, literal), span: literalSpan(from) },
        });
      add(best.slot.path, literalValueFor(best.draft, best.slot, literal));
      const rangeStart =
        literal.kind === 'number' ? readNumber(text, literal, request.literals).rangeStart : undefined;
      const lower = rangeStart === undefined ? undefined : rangeStartSlot(best.slots, best.slot);
      if (rangeStart !== undefined && lower !== undefined) add(lower.path, rangeStart.value, rangeStart);
      if (literal.kind === 'port' || /^(?:from|to)Port$/.test(best.slot.input.name)) {
        // A port opens a range: the sibling of `fromPort` is `toPort` (also for "443" listed after "ports 80").
        const sibling = best.slots.find(
          (s) => s.parent === best.slot.parent && /^(?:from|to)Port$/.test(s.input.name) && s !== best.slot,
        );
        if (sibling !== undefined) add(sibling.path, literal.value);
      }
      impliedProtocol(work, best.draft, best.slots, best.slot, literal);
    }
    return work.edits;
  },
};

/**
 * A name given with the noun of one planned component ("a Lambda named charge-card", "a state machine named
 * order-workflow") is that component's own name, whichever component's clause it stands in; where another name
 * given holds it already ("… calls a Lambda named validate-order"), two names given are two of that thing.
 */
function givenTo(
  drafts: readonly DraftComponent[],
  snapshot: Snapshot,
  text: string,
  literal: Literal,
  filled: Filled,
): SlotChoice | undefined {
  if (!isGivenName(text, literal)) return undefined;
  const phrase = saidOfWords(text, literal);
  if (phrase.length === 0) return undefined;
  const named = drafts.filter(
    (d) => saidOfShare(snapshot, d.record, phrase) > 0 || namesInFull(d.record, phrase),
  );
  const draft = named.length === 1 ? named[0] : undefined;
  if (draft === undefined) return undefined;
  const slots = inputSlots(snapshot, draft.record);
  const own = ownNameWords(draft.record);
  const slot = slots.find((s) => s.parent === '' && isOwnName(s, own) && slotAccepts(s, literal.value));
  if (slot === undefined) return undefined;
  const held = filled.get(filledKey(draft, slot));
  const another = typeof held === 'string' && held !== literal.value;
  return { draft, slot, score: SLOT_SCORE.min, slots, ...(another ? { another: true as const } : {}) };
}

/**
 * Each literal's input, the surest first: a literal whose best input a surer one holds already takes its
 * next best. "(e.g., 90 days)" gives an example, not a setting: it needs a stronger fit than a stated value.
 * The lower end of a range ("between 5 and 50") goes with the upper one, to the `min…` sibling of its `max…`.
 */
function chooseSlots(
  drafts: readonly DraftComponent[],
  snapshot: Snapshot,
  request: RequestText,
  literals: readonly Literal[],
): Map<Literal, SlotChoice> {
  const { text } = request;
  // A literal an earlier rule stated already (a product's version) is not stated twice.
  const stated = drafts.flatMap((d) => d.values.flatMap((v) => (v.span === undefined ? [] : [v.span.start])));
  const firsts = literals
    .filter((literal) => !opensRange(text, literal, literals) && !stated.includes(literal.start))
    .map((literal) => ({ literal, best: bestSlot(drafts, snapshot, request, literal) }))
    .sort((a, b) => (b.best?.score ?? 0) - (a.best?.score ?? 0));
  // What an earlier rule stated holds its input already.
  const filled = new Map<string, string | number>(
    drafts.flatMap((d) =>
      d.values.map((v): [string, string | number] => [`${d.id} ${v.input}`, String(v.value)]),
    ),
  );
  const out = new Map<Literal, SlotChoice>();
  for (const { literal, best: first } of firsts) {
    const given = givenTo(drafts, snapshot, text, literal, filled);
    if (given !== undefined) {
      out.set(literal, given);
      filled.set(filledKey(given.draft, given.slot), literal.value);
      continue;
    }
    const held = first !== undefined && heldByAnother(filled, first.draft, first.slot, first.slots, literal);
    const best = held ? bestSlot(drafts, snapshot, request, literal, filled) : first;
    const example = /\be\.\s?g\.,?\s*$/i.test(text.slice(Math.max(0, literal.start - 8), literal.start));
    if (best === undefined || (example && best.score < SLOT_SCORE.min + SLOT_SCORE.exampleMargin)) continue;
    out.set(literal, best);
    filled.set(filledKey(best.draft, best.slot), literal.value);
  }
  // "two secondary ranges: `pods` (…) and `services` (…)": a value listed right after another of its kind is
  // the next element of the list the first went to.
  for (const literal of literals) {
    const before = listedAfter(text, literal, literals);
    const first = before === undefined ? undefined : out.get(before);
    if (first === undefined || !takesMany(first.slot, first.slots)) continue;
    if (slotAccepts(first.slot, literal.value)) out.set(literal, first);
  }
  return out;
}

/** Whether an input takes several values: a list, or an input of a list's element. */
function takesMany(slot: InputSlot, slots: readonly InputSlot[]): boolean {
  return /\[\]/.test(slot.input.type) || inListElement(slot, slots);
}

/** Lower case, `_`/`-`/`.` as spaces: `PAY_PER_REQUEST` → "pay per request". */
const phrase = memoByString(
  (text: string): string =>
    ` ${text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()} `,
  { maxLength: 256 },
);

/**
 * A valid value as words, a camel-case value's apart: `PayPerRequest` and `PAY_PER_REQUEST` → "pay per request".
 * Prose is not split so: "MySQL" is one word there.
 */
const valuePhrase = (value: string): string =>
  phrase(value.replace(/([a-z])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g, '$1$2 '));

/** Lower case, letters and digits only: "Python 3.12" → `python312`. */
export const squashed = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The prose a component's values are read from, in the forms {@link saysValue} compares a value with. */
interface Prose {
  readonly raw: string;
  /** {@link phrase} of {@link raw}. */
  readonly said: string;
  /** Its analysed words. */
  readonly words: readonly string[];
  /** {@link squashed} of {@link raw}. */
  readonly squashed: string;
}

function prose(raw: string): Prose {
  const said = comparisonsAsWritten(phrase(raw));
  return { raw, said, words: analyse(said), squashed: squashed(raw) };
}

/** Valid values too common to be read from prose. */
export const COMMON_VALUES = new Set([
  'enabled',
  'disabled',
  'true',
  'false',
  'none',
  'all',
  'default',
  'yes',
  'no',
  'on',
  'off',
  'any',
  'custom',
  'basic',
  'standard',
  'simple',
]);
/** Period values and the adverbs that say them. */
const PERIOD_ADVERBS: Readonly<Record<string, string>> = {
  hour: 'hourly',
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
  year: 'yearly',
};
/** Short words that are also valid values (`GET`) but usually just words: matched only as written. */
const SHORT_WORDS = new Set([
  'get',
  'put',
  'set',
  'new',
  'and',
  'not',
  'for',
  'use',
  'add',
  'run',
  'log',
  'all',
]);

/**
 * The request sentences that speak about a component (their indexes): those that name it, and those that name
 * nothing and follow one that does or come after a first sentence that does ("Create a DynamoDB table. Use
 * pay-per-request billing.").
 */
export function ownSentences(
  draft: DraftComponent,
  drafts: readonly DraftComponent[],
  sentences: readonly string[],
): number[] {
  const own: number[] = [];
  // The first sentence usually names the subject; sentences naming nothing speak about it too, and so
  // does a sentence that says its head noun ("two publicly accessible instances" of the cluster instance).
  // Sentences before the first that names anything introduce the whole request ("This stack runs on AWS
  // Fargate."): they speak about every component.
  const subject = draft.sentences.has(0);
  let speaking = false;
  let preamble = true;
  sentences.forEach((sentence, i) => {
    const named = drafts.some((d) => d.sentences.has(i));
    if (named) speaking = draft.sentences.has(i);
    preamble &&= !named;
    if (speaking || (!named && (subject || preamble)) || saysHeadNoun(draft, sentence)) own.push(i);
  });
  return own;
}

/** Whether a sentence says the head noun of the component's name, four letters or more ("alarm", "instance"). */
export function saysHeadNoun(draft: DraftComponent, sentence: string): boolean {
  const head = ownNameWords(draft.record).at(-1);
  return head !== undefined && head.length >= 4 && analyse(sentence).includes(head);
}

/**
 * Values a doc names that are not values: "One of `filename`, `imageUri`, or `s3Bucket` must be specified"
 * lists the inputs beside `code`, not what `code` takes.
 */
const siblingsByParent = memoByObject(
  (slots: readonly InputSlot[]): ReadonlyMap<string, ReadonlySet<string>> => {
    const byParent = new Map<string, Set<string>>();
    for (const s of slots) {
      const names = byParent.get(s.parent) ?? new Set<string>();
      names.add(s.input.name);
      byParent.set(s.parent, names);
    }
    return byParent;
  },
);

function siblingNames(slot: InputSlot, slots: readonly InputSlot[]): ReadonlySet<string> {
  return siblingsByParent(slots).get(slot.parent) ?? new Set();
}

/** Whether prose says a valid value: "pay-per-request" says `PAY_PER_REQUEST`; "GET" says `GET`, "get" does not. */
function saysValue(
  value: string,
  { raw, said, words, squashed: squashedRaw }: Prose,
  implied: Implied = NO_WORDS,
): boolean {
  const spoken = distinguishing(valuePhrase(value), implied);
  if (spoken.trim().length < 3) return false;
  // `MONTH` said as "monthly"; `AWS_LAMBDA` as "Lambda"; `redirect-to-https` as "redirect viewers to HTTPS".
  const adverb = PERIOD_ADVERBS[value.toLowerCase()];
  if (adverb !== undefined && said.includes(` ${adverb} `)) return true;
  const unprefixed = phrase(value.replace(/^(?:aws|amazon)_(?=[a-z]{5})/i, ''));
  if (unprefixed !== spoken && said.includes(unprefixed)) return true;
  const valueWords = analyse(spoken);
  const written = spoken.trim().split(' ');
  // The words analysis leaves out but that say something ("add" of `AddToLoadBalancer`) are said too.
  const dropped = written.filter((w) => !FUNCTION_WORDS.has(w) && !valueWords.some((v) => w.startsWith(v)));
  if (
    valueWords.length >= 2 &&
    written.length >= 3 &&
    saidLoosely(valueWords, words) &&
    dropped.every((w) => said.includes(` ${w} `))
  ) {
    return true;
  }
  if (value.length <= 4) return shortWordPattern(value).test(raw);
  if (said.includes(spoken)) return true;
  // Versioned values ("python3.12", "nodejs20.x") said with spaces or other punctuation ("Python 3.12").
  const bare = squashed(value.replace(/\.x$/i, ''));
  // Whole: `provided.al2` is not said by "provided.al2023".
  const at = squashedRaw.indexOf(bare);
  return (
    /[a-z]/.test(bare) &&
    /\d/.test(bare) &&
    bare.length >= 5 &&
    at >= 0 &&
    !/\d/.test(squashedRaw.charAt(at + bare.length))
  );
}

/**
 * Whether a one-word value is written only inside names joined with `-`, `_` or `.` ("image-jobs",
 * 'image-worker' say no `Image` package type), not as a word of its own.
 */
function saidOnlyInNames(value: string, raw: string): boolean {
  if (!/^[A-Za-z]+$/.test(value)) return false;
  const joined = new RegExp(`\\w[-_.]${value}(?![a-z])|(?<![a-z])${value}s?[-_.]\\w`, 'i');
  // "image-based" still says the word itself.
  const alone = new RegExp(`(?<![\\w.-])${value}s?(?!\\w|\\.\\w|-(?!(?:based|backed|only|enabled)\\b))`, 'i');
  return joined.test(raw) && !alone.test(raw);
}

/**
 * Whether a value is written with the last word of its input's name after it ("an IP-type target group" says
 * `targetType` `ip`; "the GLACIER class", `storageClass`): the input's own word says what the value is, so
 * even a short value ("ip") is no chance word. Joined by a space, the value is written in capitals; so is one
 * written right before the component's own name ("an alias A record").
 */
function saidWithInputName(
  value: string,
  slot: InputSlot,
  ownWords: ReadonlySet<string>,
  raw: string,
): boolean {
  if (!/^[\w.-]+$/.test(value)) return false;
  const escaped = value.replace(/[.-]/g, '\\$&');
  const input = splitIdentifier(slot.input.name).at(-1)?.toLowerCase() ?? '';
  const written =
    input.length < 4 ? null : new RegExp(`(?<![\\w.-])(${escaped})(-|\\s)${input}\\b`, 'i').exec(raw);
  // Not "instance type" in lower case: a compound of its own ("an EC2 instance type"), unlike "instance-type".
  if (written !== null && (written[2] === '-' || written[1] !== written[1]?.toLowerCase())) return true;
  // A value in capitals right before the component's own name, after a word ("an alias A record").
  const own = [...ownWords].at(-1);
  return (
    value.toUpperCase() === value &&
    own !== undefined &&
    new RegExp(`(?<=[A-Za-z]\\s)${escaped}\\s+${own}s?\\b`).test(raw)
  );
}

/**
 * Whether a value is written only with a version after it, as the name of a product: "Aurora Serverless v2"
 * is no `engineMode` `serverless` (that is the first version's mode).
 */
function saidOnlyAsProduct(value: string, raw: string): boolean {
  // A word of its own: the `serverless` of `db.serverless` is part of another value.
  const word = `(?<![\\w.-])${value.replace(/[^\w]/g, '\\$&')}(?![\\w.-])`;
  const rest = raw.replace(new RegExp(`${word}\\s+v\\d+\\b`, 'gi'), ' ');
  return rest !== raw && !new RegExp(word, 'i').test(rest);
}

/**
 * A short value as a whole word: in its case where it is a common word or not all capitals ("get" is no
 * `GET`), in any case otherwise. Compiled once per value: every component's slots are read for every request.
 */
const shortWordPattern = memoByString((value: string): RegExp => {
  const flags = SHORT_WORDS.has(value.toLowerCase()) || value !== value.toUpperCase() ? '' : 'i';
  return new RegExp(`\\b${value.replace(/[^\w]/g, '\\$&')}\\b`, flags);
});

/**
 * Slots shallow first, so a top-level `authenticationType` wins over a nested one of the same name. Kept
 * per slot list (a record's slots are one list, see `inputSlots`).
 */
const byDepth = memoByObject((slots: readonly InputSlot[]): readonly InputSlot[] =>
  [...slots].sort((a, b) => a.path.split('.').length - b.path.split('.').length),
);

/** Whether a slot is a single value of each element of a list (`subnetSpecs[].type`). */
export function inListElement(slot: InputSlot, slots: readonly InputSlot[]): boolean {
  const parent = slots.find((s) => s.path === slot.parent);
  return parent !== undefined && /\[\]/.test(parent.input.type) && !/\[\]/.test(slot.input.type);
}

/**
 * Whether a common value is said as the word right before the component's own name ("a standard state
 * machine", "a basic load balancer"): then it says which kind of that thing, not just anything.
 */
function modifiesOwnName(value: string, { prose: { words }, ownWords }: StatedProse): boolean {
  const own = [...ownWords];
  const valueWords = analyse(phrase(value));
  if (own.length === 0 || valueWords.length !== 1) return false;
  const wanted = [...valueWords, ...own];
  return words.some((_, i) => wanted.every((word, j) => words[i + j] === word));
}

/** What the request says of one component, as {@link statedValues} reads it. */
interface StatedProse {
  readonly prose: Prose;
  readonly ownWords: ReadonlySet<string>;
  readonly usedValues: ReadonlySet<string>;
  /** {@link Prose.words} as a set. */
  readonly near: ReadonlySet<string>;
}

function statedValues(
  slot: InputSlot,
  slots: readonly InputSlot[],
  listedOnly: boolean,
  stated: StatedProse,
  saidOf: (value: string) => boolean,
): string[] {
  const siblings = siblingNames(slot, slots);
  const implied = impliedWords(slotValues(slot));
  const said = slotValues(slot, listedOnly).filter((value) => {
    const lower = value.toLowerCase();
    // `$Latest`, `$Default`: symbols, and `net.*`: a pattern, not values a request states in words. An
    // archive input (`code`) takes no word at all.
    return !(
      (COMMON_VALUES.has(lower) && !modifiesOwnName(value, stated)) ||
      stated.ownWords.has(lower) ||
      stated.usedValues.has(value) ||
      value.startsWith('$') ||
      /[*?]/.test(value) ||
      siblings.has(value) ||
      !deepSlotSaid(slot, stated.near) ||
      !slotAccepts(slot, value) ||
      !(
        saidWithInputName(value, slot, stated.ownWords, stated.prose.raw) ||
        (saysValue(value, stated.prose, implied) && !saidOnlyInNames(value, stated.prose.raw))
      ) ||
      saidOnlyAsProduct(value, stated.prose.raw) ||
      !saidOf(value)
    );
  });
  // "greater than or equal to" says `GreaterThanOrEqualToThreshold`, not also the `GreaterThanThreshold` in it.
  const spoken = (value: string) => distinguishing(valuePhrase(value), implied);
  return said.filter(
    (value) => !said.some((other) => other !== value && spoken(other).includes(spoken(value))),
  );
}

/**
 * The words every valid value of an input starts or ends with (`threshold` of `GreaterThanThreshold`,
 * `LessThanThreshold`), as [first words, last words]: the input says them, so a request need not.
 */
const impliedWords = memoByObject((values: readonly string[]): Implied => {
  const [first, ...rest] = values.map((value) => valuePhrase(value).trim().split(' '));
  if (first === undefined || rest.length === 0) return NO_WORDS;
  const shared = (
    words: readonly string[],
    at: (words: readonly string[], i: number) => string | undefined,
  ) => {
    let n = 0;
    while (n < words.length && rest.every((other) => at(other, n) === at(words, n))) n++;
    return n;
  };
  return [shared(first, (words, i) => words[i]), shared(first, (words, i) => words[words.length - 1 - i])];
});

/** How many words every value of an input starts with, and ends with. */
type Implied = readonly [number, number];
const NO_WORDS: Implied = [0, 0];

/** A value's phrase less the words its input implies, when at least two words are left to say it. */
function distinguishing(spoken: string, [first, last]: Implied): string {
  const words = spoken.trim().split(' ');
  const left = words.slice(first, words.length - last);
  return left.length >= 2 ? ` ${left.join(' ')} ` : spoken;
}

/**
 * Valid values the request says in words, on the components whose sentences say them. A value that only
 * repeats the resource's own name ("queue" for a queue's `deduplicationScope`) is not a statement.
 */
export const attachValidValues: PlanRule = {
  id: 'valid-values',
  phase: 'values',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const drafts = draft.components;
    for (const component of drafts) {
      const ownIndexes = ownSentences(component, drafts, request.sentences);
      const own = ownIndexes.map((i) => request.sentences[i] ?? '');
      const raw = own.join(' ');
      const slots = inputSlots(snapshot, component.record);
      const taken = new Set(component.values.map((v) => v.input));
      const said = prose(raw);
      const stated = {
        prose: said,
        near: new Set(said.words),
        ownWords: new Set(ownNameWords(component.record)),
        usedValues: new Set(component.values.map((v) => String(v.value))),
      };
      // The snapshot's own lists first, then values read from docs.
      for (const listedOnly of [true, false]) {
        for (const slot of byDepth(slots)) {
          if (taken.has(slot.path)) continue;
          const values = statedValues(slot, slots, listedOnly, stated, (value) =>
            valueSaidOf(value, slot, component, drafts, own),
          );
          const value = values[0];
          // Two values of one input inside a list ("public and private subnets" of `subnetSpecs[].type`) are
          // two elements, not one: naming either alone would misstate the request.
          if (value === undefined || (values.length > 1 && inListElement(slot, slots))) continue;
          const implied = impliedWords(slotValues(slot));
          const where = ownIndexes.find((i) => saysValue(value, prose(request.sentences[i] ?? ''), implied));
          const span = where === undefined ? undefined : sentenceSpans(request, [where])[0];
          work.apply({
            kind: 'value',
            id: component.id,
            value: { input: slot.path, value, text: value, ...(span === undefined ? {} : { span }) },
          });
          taken.add(slot.path);
          stated.usedValues.add(value);
        }
      }
    }
    return work.edits;
  },
};
