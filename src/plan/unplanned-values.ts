import { scheduleAsAws, scheduleAsCron } from '../language/durations.js';
import type { Literal } from '../language/literals.js';
import type { RequestText } from '../language/request-text.js';
import type { Span } from '../language/sentences.js';
import { VOCABULARY } from '../language/vocabulary.js';
import { KIND_INPUTS } from './kind-inputs.js';
import { literalSpan } from './spans.js';
import { squashed } from './stated-values.js';
import type { Plan, StatedValue, UnplannedPart } from './types.js';

/**
 * Names that hold a number ("Route 53", "EC2", "S3"): the vocabulary's terms and cues with a digit, each as a
 * pattern for the term as a request writes it. A number inside one names a service, it states no value.
 */
const NAMES_WITH_DIGITS: readonly RegExp[] = [
  ...new Set(
    VOCABULARY.flatMap((vocabulary) => [
      ...(vocabulary.cues ?? []),
      ...[...(vocabulary.services ?? []), ...(vocabulary.resources ?? [])].flatMap((entry) => entry.terms),
    ]).filter((term) => /\d/.test(term)),
  ),
].map(
  (term) =>
    new RegExp(
      `(?<![\\w-])${term
        .split(/\s+/)
        .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\s-]*')}(?![\\w-])`,
      'gi',
    ),
);

const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;
const within = (inner: Span, outer: Span): boolean => outer.start <= inner.start && inner.end <= outer.end;

/** Where the request writes a name with a digit in it. */
function digitNames(text: string): Span[] {
  return NAMES_WITH_DIGITS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length })),
  );
}

/** "(e.g., 90 days)": an example of a value, not a value the request states. */
function example(text: string, literal: Literal): boolean {
  return /\be\.\s?g\.,?\s*$/i.test(text.slice(Math.max(0, literal.start - 8), literal.start));
}

/**
 * Whether a plan item came from the literal: a stated value, a config key or a thing the user has read from
 * its words, a component it made (an e-mail endpoint's subscription) or counted ("3 queues"). A value read
 * from a whole sentence (a valid value said somewhere in it: `nyc3`) came from that literal only if it is the
 * literal's value.
 */
function accounted(request: RequestText, plan: Plan, values: readonly Spoken[], literal: Literal): boolean {
  const span = literalSpan(literal);
  // The literal with the word before it, as a value writes it: "Node.js 20" is `nodejs20.x`.
  const said = squashed(/[\w.]*\s*$/.exec(request.text.slice(0, literal.start))?.[0] + literal.text);
  const fromLiteral = ({ value, wide }: Spoken) =>
    !wide ||
    String(value.value).toLowerCase() === String(literal.value).toLowerCase() ||
    squashed(String(value.value)).includes(said);
  const items = [
    ...values.filter(fromLiteral).map((v) => v.span),
    ...plan.config.flatMap((c) => c.span ?? []),
    ...(plan.existing ?? []).flatMap((thing) => thing.span ?? []),
  ];
  if (items.some((item) => overlaps(item, span))) return true;
  // A port said again ("HTTP from the internet …, HTTP from the load balancer …") opens what the plan opens;
  // a schedule or an address written out after it is said ("every night at 23:00 (`cron(0 23 * * ? *)`)",
  // "from anywhere (0.0.0.0/0)") is what the plan carries.
  if (values.some(({ value }) => saidAgain(value, literal))) return true;
  return plan.components.some((c) =>
    (c.spans ?? []).some(
      (s) => within(s, span) || (overlaps(s, span) && literal.kind === 'number' && c.count === literal.value),
    ),
  );
}

/** Whether a stated value opens the port a literal says: the same number on a port input. */
const portAgain = (value: StatedValue, literal: Literal): boolean =>
  literal.kind === 'port' &&
  value.value === literal.value &&
  KIND_INPUTS.port.test(value.input.split('.').at(-1) ?? '');

/** Whether a stated value is the schedule a literal says, in the form its input takes. */
const scheduleAgain = (value: StatedValue, literal: Literal): boolean =>
  literal.kind === 'schedule' &&
  [scheduleAsCron, scheduleAsAws].some((form) => form(String(literal.value)) === value.value);

/** Kinds of literal whose value is written the same wherever it is said: an address, a range, a URL. */
const WRITTEN_ALIKE: ReadonlySet<Literal['kind']> = new Set(['cidr', 'ip', 'email', 'url']);

/** Whether the plan carries what a literal says again elsewhere: a port, a schedule, an address. */
const saidAgain = (value: StatedValue, literal: Literal): boolean =>
  portAgain(value, literal) ||
  scheduleAgain(value, literal) ||
  (WRITTEN_ALIKE.has(literal.kind) && value.value === literal.value);

/** A stated value with its span, and whether that span is a whole sentence (a valid value said in it). */
interface Spoken {
  readonly value: StatedValue;
  readonly span: Span;
  readonly wide: boolean;
}

function spokenValues(request: RequestText, plan: Plan): Spoken[] {
  const sentences = request.sentenceSpans.map((s) => ({ start: s.start, end: s.start + s.text.length }));
  return plan.components.flatMap((c) =>
    c.values.flatMap((value) =>
      value.span === undefined
        ? []
        : [
            {
              value,
              span: value.span,
              wide: sentences.some((s) => s.start === value.span!.start && s.end === value.span!.end),
            },
          ],
    ),
  );
}

/** Words that end the phrase a value is shown in: a clause or another thing begins there. */
const PHRASE_BREAKS = new Set(['and', 'or', 'but', 'then', 'that', 'which', 'with', 'to', 'in', 'on', 'for']);
/** Words a shown phrase does not begin with. */
const ARTICLES = new Set(['a', 'an', 'the']);
/** Words a shown phrase does not end with. */
const DANGLING = new Set([...ARTICLES, 'of', 'at', 'from', 'by', 'as']);

/**
 * The literal as a reader finds it in the request: the whole word it stands in ("us-central1-a"), with the
 * words of its own phrase, up to four before it and two after it ("max receive count of 3", "running the
 * Node.js 20 runtime", "port 8080").
 */
function shownPhrase(text: string, literal: Literal): string {
  const start = text.slice(0, literal.start).search(/[^\s(]*$/);
  const tail = /^\S*/.exec(text.slice(literal.start + literal.text.length))?.[0] ?? '';
  const end = literal.start + literal.text.length + tail.replace(/[,.;:!?)]+$/, '').length;
  const words = (clause: string) => clause.split(/\s+/).filter((w) => w !== '');
  const before = words(
    text
      .slice(0, start)
      .split(/[,;:()]|[.!?]\s/)
      .pop() ?? '',
  );
  const after = words(text.slice(end).split(/[,;:()]|[.!?](?:\s|$)/)[0] ?? '');
  const lead: string[] = [];
  for (const word of before.reverse()) {
    if (lead.length === 4 || PHRASE_BREAKS.has(word.toLowerCase())) break;
    lead.unshift(word);
  }
  while (lead.length > 0 && ARTICLES.has(lead[0]!.toLowerCase())) lead.shift();
  const trail: string[] = [];
  for (const word of after) {
    if (trail.length === 2 || PHRASE_BREAKS.has(word.toLowerCase())) break;
    trail.push(word);
  }
  while (trail.length > 0 && DANGLING.has(trail[trail.length - 1]!.toLowerCase())) trail.pop();
  return [...lead, text.slice(start, end), ...trail].join(' ');
}

/**
 * The values a request states (a number, a name in quotes, a schedule, a CIDR: its literals) that no item of
 * an offline plan came from: the planner did not read them, so nothing checks that the program carries them.
 * They are listed, as a thing the plan lacks is, in the words around the literal ("a max receive count of 3").
 */
export function unplannedValues(request: RequestText, plan: Plan): UnplannedPart[] {
  if (plan.source === 'model') return [];
  const names = digitNames(request.text);
  const values = spokenValues(request, plan);
  return request.literals
    .filter((literal) => !example(request.text, literal))
    .map((literal) => ({ literal, span: literalSpan(literal) }))
    .filter(({ span }) => !names.some((name) => within(span, name)))
    .filter(({ literal }) => !accounted(request, plan, values, literal))
    .map(({ literal, span }) => ({ text: shownPhrase(request.text, literal), span, reason: 'value' }));
}
