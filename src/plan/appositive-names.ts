import { catalog } from '../language/catalog.js';
import type { Literal } from '../language/literals.js';
import { VOCABULARY } from '../language/vocabulary.js';
import type { Span } from '../language/sentences.js';
import { analyse, FUNCTION_WORDS } from '../language/terms.js';
import { ownNameWords, WRITTEN_NAME } from './choose-components.js';
import type { DraftComponent } from './draft.js';

/**
 * A name written right after the noun of the thing it names, without "named" or quotes: "an SNS topic
 * ops-alerts with …", "a Kinesis data stream, clickstream, with …", "a CloudWatch alarm, jobs-backlog, that
 * …". Set off by commas before what is said of it, any one lower-case word is a name (not a word of grammar,
 * nor a participle or adverb: "a bucket, versioned, with …"); said plainly, only an identifier of words joined by `-` or `_` is, ending
 * the phrase ("a backup plan nightly-plan."), as "a dead-letter queue" writes a compound before its noun.
 * After "the" and the name of one of its inputs ("for the family report-generator"), it is that input's.
 */
// Set off, it is followed by what is said of its thing ("…, clickstream, with 2 shards"), not by more of a list
// ("its own virtual network, subnet, public IP and network interface").
const SET_OFF =
  /^,\s*([a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*)\s*,\s*(?=(?:with|that|which|whose|where|in|for|to|on|at|using|running|behind|is|has|holds|stores|keeps|sends|receives)\b)/;
/** A name written in PascalCase, each word capitalised then lower case: `IngestRecords` (not `DynamoDB`). */
const PASCAL_NAME = /[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+/;
const PLAIN = new RegExp(
  `^\\s+(${WRITTEN_NAME.source.slice(1, -1)}|${PASCAL_NAME.source})(?=\\s+(?:with|in|that|which|whose|using|for|to|on|and|at|running|behind|where|[a-z]+ed)\\b|\\s*[,.;:()]|\\s*$)`,
);
const NOT_A_NAME = /(?:ed|ing|ly)$/;
/** "two SQS queues, billing-updates and shipping-updates": a list of written names after a plural noun. */
const NAME = WRITTEN_NAME.source.slice(1, -1);
const LIST = new RegExp(
  `^,?\\s+(${NAME}(?:\\s*,\\s*${NAME})*\\s*,?\\s+and\\s+${NAME})(?=\\s*[,.;:()]|\\s+(?:with|in|that|which|for|to|on|at)\\b|\\s*$)`,
);

/** The names said right after a planned component's noun, as unquoted literals no other literal overlaps. */
export function appositiveNames(
  text: string,
  components: readonly DraftComponent[],
  literals: readonly Literal[],
): Literal[] {
  const found = new Map<number, Literal>();
  for (const component of components) {
    const head = ownNameWords(component.record).at(-1);
    if (head === undefined) continue;
    // Where its noun is first said ("AWS Backup … a backup plan nightly-plan"): a later mention merged into
    // it may be another thing of its kind ("a topic orders … a dead-letter topic orders-dlq"), whose name is
    // not its own.
    const heads = component.spans.map((span) => headsIn(text, span, head));
    const ends = [...(heads.find((at) => at.length > 0) ?? []), ...inputNounsIn(text, component)];
    for (const literal of namesAfter(text, ends, literals)) found.set(literal.start, literal);
  }
  return [...found.values()];
}

/**
 * Where "the" and the whole name of one of the component's own inputs end in its spans: "a task definition
 * for the family report-generator", "with the prefix acme-login": the identifier after it is that input's.
 */
function inputNounsIn(text: string, component: DraftComponent): number[] {
  const nouns = new Set(
    component.record.inputs
      .map((input) => input.name.toLowerCase())
      .filter((name) => /^[a-z]{4,}$/.test(name)),
  );
  return component.spans.flatMap((span) =>
    [...text.slice(span.start, span.end).matchAll(/\bthe\s+([A-Za-z]+)\b/g)]
      .filter((match) => nouns.has((match[1] ?? '').toLowerCase()))
      .map((match) => span.start + match.index + match[0].length),
  );
}

/** Where the head noun ends within one span. */
function headsIn(text: string, span: Span, head: string): number[] {
  return [...text.slice(span.start, span.end).matchAll(/[A-Za-z][\w-]*/g)]
    .filter((word) => analyse(word[0])[0] === head)
    .map((word) => span.start + word.index + word[0].length);
}

/** The names said right after the head noun's ends. */
function namesAfter(text: string, ends: readonly number[], literals: readonly Literal[]): Literal[] {
  const out: Literal[] = [];
  for (const after of ends) {
    const rest = text.slice(after);
    const list = LIST.exec(rest)?.[1];
    const names = list === undefined ? [nameAfter(rest)] : list.split(/\s*,\s*|\s+and\s+/);
    let from = after;
    for (const name of names) {
      if (name === undefined || name === '') continue;
      const start = text.indexOf(name, from);
      from = start + name.length;
      const overlaps = literals.some((l) => l.start < start + name.length && start < l.start + l.text.length);
      if (!overlaps) out.push({ kind: 'quoted', value: name, text: name, start });
    }
  }
  return out;
}

function nameAfter(rest: string): string | undefined {
  const setOff = SET_OFF.exec(rest)?.[1];
  const name = setOff ?? PLAIN.exec(rest)?.[1];
  if (name === undefined || FUNCTION_WORDS.has(name) || (setOff !== undefined && NOT_A_NAME.test(name)))
    return undefined;
  return PRODUCT_NAMES.has(squash(name)) ? undefined : name;
}

const squash = (words: string): string => words.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The products and services the vocabulary and the catalog know, squashed (`cloudwatch`, `github`): written
 * after a noun in PascalCase, such a word names what serves the thing ("a log group CloudWatch keeps"), not
 * the thing.
 */
const PRODUCT_NAMES: ReadonlySet<string> = new Set([
  ...VOCABULARY.flatMap((v) => [
    ...(v.names ?? []),
    ...(v.cues ?? []),
    ...(v.services ?? []).flatMap((entry) => entry.terms),
  ]).map(squash),
  ...catalog.packages.flatMap((entry) => entry.cues).map(squash),
]);
