import type { RequestPart } from '../language/parts.js';
import type { Literal } from '../language/literals.js';
import type { RequestText } from '../language/request-text.js';
import { splitIdentifier } from '../language/terms.js';
import { recordName } from '../snapshot/record-facts.js';
import type { Span } from '../language/sentences.js';
import { nameWordSets } from '../search/search-document.js';
import type { DraftComponent, PlanEdit } from './draft.js';
import type { PlanRule } from './plan-rule.js';
import type { PlannedConfig } from './types.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { isProviderScope } from '../snapshot/provider-scopes.js';
import { namesIdKind } from './kind-inputs.js';
import { literalSpan } from './spans.js';

/**
 * Things the user already has are not new resources. A request that speaks of "the default VPC", "an
 * existing hosted zone", "my Cloudflare zone" or "a bucket I already have" builds on them; one that says a
 * thing or its id "comes from config" ("the SSH public key comes from config", "instance ID given as a config
 * value") reads it from the stack's configuration. Such a component, planned from the request's words, is
 * taken out of the plan: what the user has is read (a config key where the request says so), never created.
 * The words are grammar (a determiner of possession or defaults before the thing's name, a clause saying
 * where its value comes from), not phrases of any one request.
 */

/**
 * Words before a thing's name saying it exists already: "the default", "an existing", "my", "our", and "the
 * latest" (a published image: "the latest Amazon Linux AMI" is looked up, not built).
 */
const OWNED_BEFORE = String.raw`\b(?:the\s+(?:default|latest)|(?:an?|the)\s+existing|existing|my|our|your)\s+(?:[\w.-]+[\s/]+){0,2}?`;
/** Words after a thing's name saying it exists already: "I already have", "that already exists". */
const OWNED_AFTER = String.raw`s?\s+(?:(?:that|which)\s+)?(?:(?:I|we|you)\s+already\s+(?:have|own|use)|already\s+exists?)\b`;
/** A clause saying where a value comes from: "comes from config", "given as a config value", "in config". */
const FROM_CONFIG =
  /\b(?:(?:comes?|coming|given|read|taken|passed|supplied|provided)\s+)?(?:from|in|as|via)\s+(?:an?\s+|the\s+)?(?:(?:secret|stack|pulumi)\s+)?config(?:uration)?(?:\s+values?)?\b/i;
/** What of a thing config may hold: its id, name or ARN, or the thing itself (a key's material). */
const HANDLE = /^(?:id|ids|name|names|arn|arns)$/i;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The phrases a record goes by, longest first, as patterns over the request's words. */
function namePatterns(record: SnapshotRecord): string[] {
  return [...new Set(nameWordSets(record))]
    .filter((phrase) => phrase !== '')
    .sort((a, b) => b.length - a.length)
    .map((phrase) =>
      phrase
        .split(' ')
        .map(escape)
        .join(String.raw`[\s-]+`),
    );
}

/** The text of each place the component was named. */
function mentions(request: RequestText, component: DraftComponent): string[] {
  return component.spans.map((span: Span) => request.text.slice(span.start, span.end));
}

/**
 * Whether every text speaks of the record as a thing the user has ("the default VPC"), or as the provider's
 * own scope, said definite ("on the project").
 */
function owned(record: SnapshotRecord, texts: readonly string[], scope: boolean): boolean {
  if (texts.length === 0) return false;
  return namePatterns(record).some((name) => {
    // A resource named for the default one (`DefaultVpc`) adopts it: "the default VPC" is the user's.
    const prefix =
      /^default\b/.test(name) || scope
        ? String.raw`(?:\b(?:the|this)\s+(?:current\s+)?|${OWNED_BEFORE})`
        : OWNED_BEFORE;
    const before = new RegExp(`${prefix}${name}s?\\b`, 'i');
    const after = new RegExp(`\\b${name}${OWNED_AFTER}`, 'i');
    // Every mention speaks of it so: "my bucket" once and "a new bucket" elsewhere asks for one.
    return texts.every((text) => before.test(text) || after.test(text));
  });
}

/** `instance id` → `instanceId`. */
function camelKey(words: readonly string[]): string {
  return words
    .map((w) => w.toLowerCase())
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');
}

/**
 * The config key a clause reads a component from ("the SSH public key comes from config" → `sshPublicKey`,
 * "(instance ID given as a config value)" → `instanceId`), if a clause of the request does: the words before
 * the clause, in the same part, are the component's name, with its id, name or ARN at most; or a part before
 * it in the sentence that says nothing else, joined to it ("the account ID and zone ID come from config").
 */
function configuredFrom(request: RequestText, record: SnapshotRecord): PlannedConfig | undefined {
  const names = namePatterns(record);
  for (const [at, part] of request.parts.entries()) {
    const match = FROM_CONFIG.exec(part.text);
    if (match === null) continue;
    const subjects = [{ part, text: part.text.slice(0, match.index), end: match.index + match[0].length }];
    // "The account ID and zone ID come from config": handles joined by "and" or commas share the clause.
    let next = part;
    for (let before = at - 1; before >= 0; before -= 1) {
      const joined = request.parts[before];
      if (joined === undefined || !joinedHandle(request, joined, next)) break;
      subjects.push({ part: joined, text: joined.text, end: joined.text.length });
      next = joined;
    }
    for (const subject of subjects) {
      const config = configKey(names, subject.text, subject.part.span.start, subject.end, match[0]);
      if (config !== undefined) return config;
    }
  }
  return undefined;
}

/** Whether a part is only a thing's id, name or ARN, joined to the next by "and" or a comma. */
function joinedHandle(request: RequestText, part: RequestPart, next: RequestPart): boolean {
  const gap = request.text.slice(part.span.end, next.span.start);
  const last = part.text.trim().split(/\s+/).at(-1) ?? '';
  return part.sentence === next.sentence && /^[\s,]*(?:and\s*)?$/i.test(gap) && HANDLE.test(last);
}

/** The config key a subject names, when it is the component's name with its id, name or ARN at most. */
function configKey(
  names: readonly string[],
  text: string,
  start: number,
  end: number,
  clause: string,
): PlannedConfig | undefined {
  const subject = text
    .replace(/^\s*(?:and|with|while|but)\s+/i, '')
    .replace(/\b(?:is|are|should|must|will|be|can)\b/gi, ' ')
    .replace(/[\s,]+$/, '')
    .trim();
  for (const name of names) {
    const said = new RegExp(`^(?:(?:the|its|an?|their)\\s+)?${name}s?(?:\\s+([\\w-]+))?$`, 'i').exec(subject);
    if (said === null || (said[1] !== undefined && !HANDLE.test(said[1]))) continue;
    const words = subject.split(/[\s-]+/).filter((w) => !/^(?:the|its|an?|their)$/i.test(w));
    return {
      key: camelKey(words),
      secret: false,
      values: [],
      text: `${subject} ${clause}`,
      span: { start, end: start + end },
    };
  }
  return undefined;
}

/**
 * The edits that read a planned component as a thing the user has, when the texts speak of it so (all of
 * them) or a clause of the request reads it from config; none otherwise. Plumbing asks this too before it
 * adds a resource a required input needs ("a record in my Cloudflare zone" needs no new zone).
 */
export function readAsExisting(
  request: RequestText,
  snapshot: Snapshot,
  component: DraftComponent,
  texts: readonly string[],
): PlanEdit[] {
  const config = configuredFrom(request, component.record);
  const has = owned(component.record, texts, isProviderScope(snapshot, component.record));
  const ids = config === undefined && !has ? idsOf(request, component.record) : [];
  if (config === undefined && !has && ids.length === 0) return [];
  const what = splitIdentifier(recordName(component.record)).join(' ').toLowerCase();
  const from = config === undefined ? '' : ` from config \`${config.key}\``;
  // Known by the ids the request gives: they are where it says so ("subnet-0a1b… and subnet-0c3d…", those of
  // the first one's sentence), not the whole clause around them.
  const first = ids[0];
  const last = ids
    .filter((id) => first && request.sentenceOf(id.start) === request.sentenceOf(first.start))
    .at(-1);
  const span =
    first === undefined || last === undefined
      ? {}
      : { span: { start: literalSpan(first).start, end: literalSpan(last).end } };
  return [
    { kind: 'existing', id: component.id, text: config?.text ?? texts[0] ?? what, ...span },
    { kind: 'note', text: `the ${what} exists already: read${from}, not created` },
    ...(config === undefined ? [] : [{ kind: 'config' as const, config }]),
  ];
}

/** The ids of the record's kind the request gives ("into subnets subnet-0a1b…"): those things are the user's. */
export function idsOf(request: RequestText, record: SnapshotRecord): Literal[] {
  return request.literals.filter(
    (literal) =>
      literal.kind === 'resource-id' && namesIdKind(String(literal.value), recordName(record), true),
  );
}

/**
 * Whether every text names the record only inside a clause saying where a value comes from: "the master
 * password coming from a secret config value" names the stack's config, neither a Secrets Manager secret nor
 * an SSM parameter ("config value"), whatever records those words match.
 */
function namedOnlyAsConfig(record: SnapshotRecord, texts: readonly string[]): boolean {
  const names = namePatterns(record).map((name) => new RegExp(`\\b${name}s?\\b`, 'i'));
  const from = new RegExp(FROM_CONFIG.source, 'gi');
  return (
    texts.length > 0 &&
    texts.every((text) => {
      const rest = text.replace(from, ' ');
      return rest !== text && names.some((n) => n.test(text)) && !names.some((n) => n.test(rest));
    })
  );
}

/** The edits that drop a component named only where the request says a value comes from config. */
function readAsConfig(component: DraftComponent, texts: readonly string[]): PlanEdit[] {
  if (!namedOnlyAsConfig(component.record, texts)) return [];
  const what = splitIdentifier(recordName(component.record)).join(' ').toLowerCase();
  return [
    { kind: 'remove', id: component.id },
    { kind: 'note', text: `"${texts[0]?.trim() ?? what}" reads a config value, not a new ${what}` },
  ];
}

export const existingThings: PlanRule = {
  id: 'existing-things',
  phase: 'components',
  run(draft, request, { snapshot }) {
    return draft.components
      .filter((component) => component.origin === 'request')
      .flatMap((component) => {
        const texts = mentions(request, component);
        const asConfig = readAsConfig(component, texts);
        return asConfig.length > 0 ? asConfig : readAsExisting(request, snapshot, component, texts);
      });
  },
};
