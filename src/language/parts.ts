import { NUMBER_WORDS } from './number-words.js';
import { memoByString } from '../shared/memo.js';
import { locateConcepts } from './concepts.js';
import { extractLiterals, isDomainName, type Literal } from './literals.js';
import { splitSentences, type Located, type Span } from './sentences.js';

/** One thing a request asks for, as the words it was said in. */
export interface RequestPart {
  readonly text: string;
  /** Where the part stands in the request (literal values blanked out of {@link text} lie inside it). */
  readonly span: Span;
  /** Index of the sentence it came from, so values stated elsewhere in the same sentence stay close. */
  readonly sentence: number;
  /**
   * Where in {@link text} a clause starts that says what a thing is for, what it is, or what it grants
   * access to ("IAM roles *for EC2 instances*", "a queue *as the event source*", "a role *granting* access
   * to the bucket"): what it names there is not asked for (0: the whole part is such a clause, carried
   * over from the part before; the text's length: no such clause).
   */
  readonly subordinateFrom: number;
  /**
   * The clause says what the thing before it uses ("a job definition *using a Docker image*"): it is
   * subordinate only when the part names something before it ("a website using an S3 bucket" asks for one).
   */
  readonly meansClause: boolean;
}

/**
 * A sentence as the part splitter reads it: structured literals (URLs, instance types, CIDRs) blanked out,
 * quoted names kept, parentheses turned into commas so asides ("(with two subnets)") are parts of their
 * own. `origin[i]` is the sentence offset of the flat text's character `i`.
 */
/** Literals written as words, which the splitter reads as words: names, engines, ports, HTTP methods. */
const WORDS_KEPT = new Set<Literal['kind']>(['quoted', 'engine', 'port', 'http-method']);

function flatten(sentence: string, literals: readonly Literal[]): { flat: string; origin: number[] } {
  const blank = new Set<number>();
  for (const literal of literals) {
    // A domain name's labels name nothing to make ("mail.acme.io" is no SES `MailFrom`).
    const domain = literal.kind === 'quoted' && isDomainName(String(literal.value));
    if ((WORDS_KEPT.has(literal.kind) && !domain) || literal.unitless) continue;
    for (let i = literal.start; i < literal.start + literal.text.length; i++) blank.add(i);
  }
  let flat = '';
  const origin: number[] = [];
  for (let i = 0; i < sentence.length; i++) {
    const char = sentence[i] ?? '';
    const out = blank.has(i) ? ' ' : char === '(' || char === ')' ? ', ' : char;
    flat += out;
    for (let j = 0; j < out.length; j++) origin.push(i);
  }
  return { flat, origin };
}

/**
 * A clause saying what the thing before it is for, is or takes: "for EC2 instances", "as the target",
 * "so EC2 instances can be managed", "to store network traffic logs" (the data a store holds), "a job definition
 * using a Docker image". Not "for 35 days": a "for" before a blanked literal says how long or how much.
 */
const PURPOSE =
  /\b(?:for(?!\s\s)|as\s+(?:an?|the)|across|so(?:\s+that)?|to\s+(?:store|hold|keep|archive|receive|collect))\s/i;
const MEANS = /\busing\s/i;
/**
 * What a purpose clause names as a new thing, given its name: "a KMS key for *a backup vault named
 * prod-vault*", "so *a Cloud Router `edge`* …". A thing the request names with "a" is one it asks for, whatever
 * the other is for.
 */
const NAMED_NEW = /^an?\s+(?:[\w-]+\s+){1,4}?(?:(?:named|called)\s|[`"'][a-z])/i;
/**
 * A clause naming where a value is read from: "the latest AMI *from SSM Parameter Store*", "fetching the
 * AMIs from …". The source exists already; the request reads it, it does not build it. ("Reads messages
 * from SQS" is not such a clause: a consumer's queue is usually part of what is asked for.)
 */
const SOURCE =
  /\b(?:fetch(?:es|ing|ed)?|retriev(?:e|es|ing|ed)|resolv(?:e|es|ing|ed)|look(?:s|ing|ed)?\s+up|latest)\b[^,;]*?\bfrom\s/i;
/**
 * A clause saying whom or what a thing grants access to, or what it watches: its objects are principals,
 * targets and observed things ("widgets that query VPC flow logs", "queries that filter and aggregate NAT
 * Gateway-specific data", "a rule that matches EC2 instance state changes"), not things to build.
 */
const GRANT =
  /\b(?:grant(?:s|ing)?|allow(?:s|ing)?|permit(?:s|ting)?|lets?|permissions?\s+to|access\s+to|assumed\s+by|(?:that|to|which)\s+(?:(?:query|monitor|analy[sz]e|watch|track|filter|aggregate|summari[sz]e)s?|match(?:es)?))\b/i;
/** The verbs a part asks for a thing with, before it: "create", "add", "set up" (a regular expression's source). */
export const ASKING_VERB =
  'create|provision|deploy|define|set up|configure|include|add|use|launch|build|make';

/**
 * A part that starts anew after a grant clause: a verb that builds something, another verb's -ing form
 * ("hosting an EC2 instance"), a verb of the subject with a pronoun for its object ("sends them to an SNS
 * topic"), or an article.
 */
const FRESH_START =
  /^(?:create|provision|deploy|define|add|include|configure|set up|attach|an?|(?!granting|allowing|permitting)\w+ing|\w+s\s+(?:them|it)\b)\b/i;
/**
 * A part that says what its own thing does ("request validation *that checks* payloads"): a thing of its own,
 * not one more object of the grant before it, which are bare names ("S3, DynamoDB and CloudWatch").
 */
const OWN_CLAUSE = /^\s*\w[\w\s-]*?\s(?:that|which)\s+\w+s\b/i;

/** A part that asks for a thing's absence ("a private route table and *no internet gateway*"): nothing to build. */
const ABSENT = /^no\s+[a-z]/i;

/** Offset of the first purpose or grant clause in a part, and whether the clause is a grant (it carries on). */
function subordinateClause(text: string): { from: number; grant: boolean; means: boolean } {
  const purposeMatch = PURPOSE.exec(text);
  const purpose =
    purposeMatch === null || NAMED_NEW.test(text.slice(purposeMatch.index + purposeMatch[0].length))
      ? text.length
      : purposeMatch.index;
  const grant = GRANT.exec(text)?.index ?? text.length;
  const means = MEANS.exec(text)?.index ?? text.length;
  const sourceMatch = SOURCE.exec(text);
  const source =
    sourceMatch === null ? text.length : sourceMatch.index + sourceMatch[0].toLowerCase().lastIndexOf('from');
  const from = Math.min(purpose, grant, means, source);
  return { from, grant: grant < text.length, means: means < text.length && means === from };
}

/** The request's sentences (with their offsets), then each sentence's parts (split on "and", "with", commas). */
export function splitRequest(text: string): { sentences: Located[]; parts: RequestPart[] } {
  const sentences = splitSentences(text);
  const parts: RequestPart[] = [];
  sentences.forEach((sentence, index) => {
    // Literal values are data, not words that name a resource (the "db" of `db.t3.large` names no database).
    const { flat, origin } = flatten(sentence.text, extractLiterals(sentence.text));
    let granting = false;
    // "AWS Backup for production: a vault …": what follows a colon is asked for anew, whatever clause it ends.
    const listed = flat.replace(/:(?=\s)/g, ',');
    for (const concept of locateConcepts(listed, Number.POSITIVE_INFINITY)) {
      // "a role granting read access to the bucket, S3 listing and CloudWatch": the grant goes on until a
      // part starts something new.
      granting &&= !FRESH_START.test(concept.text) && !OWN_CLAUSE.test(concept.text);
      const clause = subordinateClause(concept.text);
      const last = concept.start + Math.max(0, concept.text.length - 1);
      parts.push({
        text: concept.text,
        span: {
          start: sentence.start + (origin[concept.start] ?? 0),
          end: sentence.start + (origin[last] ?? 0) + 1,
        },
        sentence: index,
        subordinateFrom: granting || ABSENT.test(concept.text) ? 0 : clause.from,
        meansClause: !granting && clause.means,
      });
      granting ||= clause.grant;
    }
  });
  return { sentences, parts };
}

/** Counts said in words, and the nouns that say two. */
const COUNT_WORDS: Readonly<Record<string, number>> = { ...NUMBER_WORDS, pair: 2, couple: 2 };

/** Words that end the run of adjectives before a noun: a number before them counts something else. */
const BREAKS = new Set(['and', 'or', 'with', 'in', 'of', 'for', 'to', 'on', 'at', 'by', 'from']);

/** A unit of measure: a number said before one measures ("20 GB gp3 EBS volumes"), it counts nothing. */
const MEASURE_UNIT =
  /^(?:[kmgtp]i?b|bytes?|ms|seconds?|secs?|minutes?|mins?|hours?|days?|weeks?|months?|years?|%|percent|rpus?|iops|mbps|gbps)$/;

/** The plural of a name word as a pattern (`subnets`, `addresses`), made once per word. */
const pluralOf = memoByString((nameWord: string) => new RegExp(`^${nameWord}(?:s|es)\\b`));

/**
 * How many of a thing the words ask for: "two subnets", "3 queues", "a pair of private subnets". `nameWord` is
 * the record's last name word (`subnet`); the count is the nearest number in the three words before its
 * plural, with no "and"/"with" between ("10.0.0.0/16 and two subnets" is two), and none with a unit after it;
 * with none, the values listed right after its plurals ("public subnets 10.0.1.0/24 and 10.0.2.0/24" is two).
 */
export function countFor(text: string, nameWord: string): number {
  const said = countSaid(text, nameWord);
  return said ?? Math.max(1, listedAfter(text, nameWord));
}

/** A value listed after a plural: an address or range, or a written name (`billing-updates`). */
const LISTED_VALUE = String.raw`(?:\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)`;

/**
 * How many values the text lists right after each plural of the name word, in all: "public subnets
 * 10.0.1.0/24 and 10.0.2.0/24, private subnets 10.0.3.0/24 and 10.0.4.0/24" lists four subnets.
 */
function listedAfter(text: string, nameWord: string): number {
  const list = new RegExp(
    String.raw`\b${nameWord}(?:s|es)\s*[:(]?\s*(${LISTED_VALUE}(?:\s*,\s*${LISTED_VALUE})*(?:\s*,?\s+and\s+${LISTED_VALUE})?)`,
    'gi',
  );
  let total = 0;
  for (const match of text.matchAll(list)) {
    const items = (match[1] ?? '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter((item) => item !== '');
    if (items.length >= 2) total += items.length;
  }
  return total;
}

/** The number said in the three words before a plural of the name word, if any. */
function countSaid(text: string, nameWord: string): number | undefined {
  const words = text.toLowerCase().split(/[\s,;()]+/);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (!pluralOf(nameWord).test(word)) continue;
    for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
      const before = words[j] ?? '';
      if (BREAKS.has(before) && !(before === 'of' && words[j - 1] === 'pair')) break;
      const n = COUNT_WORDS[before] ?? (/^\d{1,2}$/.test(before) ? Number(before) : undefined);
      if (n !== undefined && MEASURE_UNIT.test(words[j + 1] ?? '')) break;
      if (n !== undefined && n >= 1 && n <= 20) return n;
    }
  }
  return undefined;
}
