import { PROVIDER_CUES, servicePhrasesFor } from '../language/vocabulary.js';
import { nameWordSets } from '../search/search-document.js';
import { analyse } from '../language/terms.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { recordPopularity, WRITTEN_NAME } from './choose-components.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import type { PlanRule } from './plan-rule.js';
import { newId } from './plumbing.js';
import { indexInOrder } from '../language/word-order.js';
import { PRIMARY_POPULARITY_WEIGHT } from './weights.js';

/** A service's own name as analysed words, the module it names, and the provider. */
interface ServiceName {
  readonly provider: string;
  readonly module: string;
  readonly words: readonly string[];
  /** As the glossary spells it ("step functions"), to find it in the request's own words. */
  readonly cue: string;
}

const namesCache = new WeakMap<Snapshot, Map<string, ServiceName[]>>();

/**
 * The unambiguous service names of a provider (its routing cues: "CloudFront", "SQS", "EventBridge", "step
 * functions") with the one module each names. Generic words ("queue", "logs") are not here: they name a kind
 * of thing many services have, not a service.
 */
function serviceNames(snapshot: Snapshot, provider: string): ServiceName[] {
  let byProvider = namesCache.get(snapshot);
  if (byProvider === undefined) {
    byProvider = new Map();
    namesCache.set(snapshot, byProvider);
  }
  const cached = byProvider.get(provider);
  if (cached !== undefined) return cached;
  const cues = PROVIDER_CUES[provider] ?? [];
  const names: ServiceName[] = [];
  if (cues.length === 0) {
    byProvider.set(provider, names);
    return names;
  }
  // Each module's service phrases once, as analysed text, so every cue is a lookup.
  const modulesByPhrase = new Map<string, string[]>();
  for (const module of new Set(snapshot.list({ provider }).map((record) => record.module))) {
    for (const phrase of new Set(servicePhrasesFor(provider, module).map((p) => analyse(p).join(' ')))) {
      modulesByPhrase.set(phrase, [...(modulesByPhrase.get(phrase) ?? []), module]);
    }
  }
  for (const cue of cues) {
    const words = analyse(cue);
    const named = modulesByPhrase.get(words.join(' ')) ?? [];
    // A cue that several modules share ("s3" covers s3 and s3control) names the one called by it.
    const module =
      named.length === 1 ? named[0] : named.find((m) => analyse(m).join(' ') === words.join(' '));
    if (module !== undefined && words.length > 0) names.push({ provider, module, words, cue });
  }
  byProvider.set(provider, names);
  return names;
}

/**
 * Services whose name alone asks for nothing in particular: they manage other things ("instances managed by
 * SSM", "EC2-based", "CloudWatch logging permissions"), so a request names the resource it wants of them.
 */
const UMBRELLA_MODULES: ReadonlySet<string> = new Set([
  'aws/ec2',
  'aws/ssm',
  'aws/iam',
  'aws/organizations',
  'azure-native/resources',
  'azure-native/network',
  'gcp/compute',
  'gcp/projects',
]);

/**
 * The resource a request means when it names a service and nothing of it ("served through CloudFront" → a
 * distribution, "through SQS" → a queue): the one whose glossary names carry the service word ("eventbridge
 * rule" inside the larger CloudWatch module), else the one the service's own description names ("message
 * queue", "state machine"), the more common first. None when neither says which (an umbrella like CloudWatch
 * named alone).
 */
function primaryResource(snapshot: Snapshot, service: ServiceName): SnapshotRecord | undefined {
  const described = new Set(
    servicePhrasesFor(service.provider, service.module).flatMap((phrase) => analyse(phrase)),
  );
  const rank = (record: SnapshotRecord): number => {
    const [own = '', ...phrases] = nameWordSets(record);
    const carries = phrases.some((phrase) => indexInOrder(service.words, phrase.split(' ')) !== undefined);
    const ownWords = own.split(' ').filter((w) => w !== '');
    const describedBy = ownWords.length > 0 && ownWords.every((w) => described.has(w));
    return carries ? 2 : describedBy ? 1 : 0;
  };
  let best: SnapshotRecord | undefined;
  let bestScore = 0;
  for (const record of snapshot.list({ provider: service.provider })) {
    if (record.module !== service.module || record.kind !== 'resource' || record.deprecated !== undefined)
      continue;
    const named = rank(record);
    const score = named + recordPopularity(snapshot, record) * PRIMARY_POPULARITY_WEIGHT;
    if (named > 0 && score > bestScore) {
      best = record;
      bestScore = score;
    }
  }
  return best;
}

const calledCache = new WeakMap<Snapshot, Map<string, (readonly string[])[]>>();

/**
 * The service names (as analysed words) a record is the primary resource of: "a Lambda `order-processor`"
 * is said of a Lambda function, "the SQS `jobs`" of a queue.
 */
export function serviceNamesOf(snapshot: Snapshot, record: SnapshotRecord): readonly (readonly string[])[] {
  let byToken = calledCache.get(snapshot);
  if (byToken === undefined) {
    byToken = new Map();
    calledCache.set(snapshot, byToken);
  }
  const done = `#${record.provider}`;
  if (!byToken.has(done)) {
    byToken.set(done, []);
    for (const service of serviceNames(snapshot, record.provider)) {
      if (UMBRELLA_MODULES.has(`${service.provider}/${service.module}`)) continue;
      const primary = primaryResource(snapshot, service);
      if (primary !== undefined)
        byToken.set(primary.token, [...(byToken.get(primary.token) ?? []), service.words]);
    }
  }
  return byToken.get(record.token) ?? [];
}

/** Whether a planned component's service is called by these words too ("API Gateway" for an HTTP API of v2). */
function coveredBy(drafts: readonly DraftComponent[], service: ServiceName): boolean {
  return drafts.some(
    (d) =>
      d.record.provider === service.provider &&
      (d.record.module === service.module ||
        servicePhrasesFor(d.record.provider, d.record.module).some(
          (phrase) => indexInOrder(service.words, analyse(phrase)) !== undefined,
        )),
  );
}

/**
 * Words that may follow a service's name when the service itself is meant ("through CloudFront with HTTPS",
 * "an EventBridge schedule", "SQS messages", "S3 served by", "SQS triggering"); any other word makes the name a modifier of something else
 * ("ECS execution role", "S3 file operations", "EventBridge Pipes", "API Gateway HTTP API").
 */
const SERVICE_FOLLOWERS = new Set(
  'with for to and or that which when where while in on as via using so from by behind into at integration integrations service services cdn workflow workflows schedule notifications notification alerts alert messages message events event backend fanout trigger triggers'.split(
    ' ',
  ),
);

/** Words around a service's name that make it the scope of a permission ("actions to S3", "SQS access"). */
const PERMISSION_WORDS =
  /^(?:access|actions?|permissions?|operations?|privileges?|calls?|api|policy|policies)$/i;

/** Verbs that take something from a place that is already there. */
const READS = /\b(?:download|fetch|pull|read|copy|copie|retriev|load|import|get)\w*\b/i;

/**
 * Each cue's pattern, and the lower-cased words of it a text must contain to match it (none where the cue
 * is more than plain ASCII words): a part is checked against every cue of its providers, and a text without
 * the words is answered without a match.
 */
const cuePatterns = new Map<string, { readonly pattern: RegExp; readonly words: readonly string[] }>();
function cuePattern(cue: string): { readonly pattern: RegExp; readonly words: readonly string[] } {
  let compiled = cuePatterns.get(cue);
  if (compiled === undefined) {
    const pattern = new RegExp(`(?<![A-Za-z0-9])${cue.replace(/\s+/g, '\\s+')}(?![A-Za-z0-9])`, 'gi');
    const words = /^[A-Za-z0-9\s]+$/.test(cue)
      ? cue
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => w !== '')
      : [];
    compiled = { pattern, words };
    cuePatterns.set(cue, compiled);
  }
  return compiled;
}

/** Whether the text names the service itself, not as a modifier or a permission's scope. */
export function namesService(text: string, cue: string, lower = text.toLowerCase()): boolean {
  const { pattern, words } = cuePattern(cue);
  if (!words.every((word) => lower.includes(word))) return false;
  for (const match of text.matchAll(pattern)) {
    const before = text
      .slice(0, match.index)
      .split(/[^A-Za-z0-9]+/)
      .filter((w) => w !== '')
      .slice(-3);
    const next = /^[\s-]*([A-Za-z0-9]+)/.exec(text.slice(match.index + match[0].length))?.[1];
    if (before.some((w) => PERMISSION_WORDS.test(w))) continue;
    // "allows cloudtrail:LookupEvents", "auditors-read-cloudtrail", "AWS/Lambda": an action's service, a word
    // of a name, a metric namespace.
    const after = text.charAt(match.index + match[0].length);
    if (after === ':' || /[-_/]/.test(text.charAt(match.index - 1))) continue;
    // "downloads a ZIP file from S3": a source the program reads, which exists already.
    if (before.at(-1)?.toLowerCase() === 'from' && READS.test(text.slice(0, match.index))) continue;
    if (next === undefined || SERVICE_FOLLOWERS.has(next.toLowerCase()) || /[a-z](?:ed|ing)$/i.test(next))
      return true;
  }
  return false;
}

/**
 * Whether the text calls one thing by the service's name and gives it a name of its own right after ("a
 * Lambda `order-processor`", "a Lambda called resize"): that thing is the service's primary resource even
 * when another resource of the service is planned (the event source mapping that feeds the Lambda).
 */
function namesOne(text: string, cue: string): boolean {
  const { pattern } = cuePattern(cue);
  return [...text.matchAll(pattern)].some((match) =>
    GIVEN_NAME_NEXT.test(text.slice(match.index + match[0].length)),
  );
}

/** A name given right after a word: quoted or written as an identifier, or after "named"/"called". */
const GIVEN_NAME_NEXT = new RegExp(
  `^\\s+(?:[\`"'“][^\`"'”]+[\`"'”]|(?:named|called)\\s|${WRITTEN_NAME.source.slice(1, -1)}(?![\\w-]))`,
);

/**
 * Plans the primary resource of every service a part names in its own clause (not in one saying what
 * something else is for) when no component of that service is planned: "a static website on S3 served
 * through CloudFront" asks for a CloudFront distribution though it never says "distribution".
 */
export const servicePrimaries: PlanRule = {
  id: 'service-primaries',
  phase: 'components',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const part of request.parts) {
      const head = part.text.slice(0, part.subordinateFrom);
      const lower = head.toLowerCase();
      for (const provider of request.route.providers) {
        for (const service of serviceNames(snapshot, provider)) {
          if (!namesService(head, service.cue, lower)) continue;
          if (UMBRELLA_MODULES.has(`${provider}/${service.module}`)) continue;
          const record = primaryResource(snapshot, service);
          if (record === undefined || work.components.some((d) => d.record.token === record.token)) continue;
          if (coveredBy(work.components, service) && !namesOne(head, service.cue)) continue;
          work.add({
            id: newId(work.components, record),
            record,
            role: part.text.slice(0, 80),
            origin: 'request',
            count: 1,
            values: [],
            alternatives: new Set(),
            sentences: new Set([part.sentence]),
            parts: [part.text],
            spans: [part.span],
          });
        }
      }
    }
    return work.edits;
  },
};
