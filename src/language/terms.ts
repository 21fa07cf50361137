import { memoByString } from '../shared/memo.js';

/**
 * Identifier-aware tokenisation shared by the sparse index, the local embedding model and query analysis.
 * Provider schemas are named in camelCase and dotted paths (`aws.s3.BucketObjectv2`), while requests use
 * plain words ("bucket object"), so every identifier is indexed both whole and split into its words.
 */

/** Words of grammar alone (articles, prepositions, conjunctions, pronouns, forms of "be"): they name nothing. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or of to in on at by for from with without into onto over as is are be been being was were ' +
    'it its this that these those which who whom what when where how why i me my we our us you your they them ' +
    'their he she his her'
  ).split(/\s+/),
);

/** Function words and request verbs that carry no retrieval signal in either the records or the requests. */
const STOP_WORDS = new Set([
  ...FUNCTION_WORDS,
  ...(
    'can could should would will shall may might must do does did done has have had ' +
    'please want need needs like just also some any all very so then than there here such only own same ' +
    'create creates created creating make makes making generate generates code program provision provisions ' +
    'setup using use uses used new up let lets get gets give me add adds deploy deploys pulumi typescript ' +
    'manage manages managed spin place something thing stuff small simple basic sample example put would'
  ).split(/\s+/),
]);

/** Words kept although they look like stop words: they name things in cloud vocabulary. */
const KEEP = new Set(['get', 'managed']);

/**
 * Words the schemas' names shorten: `BucketReplicationConfig` is the "replication configuration" a request
 * asks for, as `BucketLifecycleConfiguration` is a "lifecycle config".
 */
const SHORT_FORMS: Readonly<Record<string, string>> = { configuration: 'config', configurations: 'config' };

/** Words whose trailing `s` is part of the word, not a plural. */
const NOT_PLURAL = new Set([
  'dns',
  'aws',
  'ecs',
  'eks',
  'kms',
  'sns',
  'sqs',
  'iops',
  'tls',
  'ssl',
  'https',
  'status',
  'access',
  'address',
  'process',
  'kubernetes',
  'redis',
  'analysis',
  'alias',
  'canvas',
  'ingress',
  'egress',
  'class',
  'glass',
  'bus',
  'gis',
  'vas',
  'alias',
  'cors',
  'nfs',
  'efs',
  'ses',
  'cms',
  'metrics',
  'always',
  'os',
  'windows',
  'series',
  'species',
  'chaos',
  'atlas',
  'apis',
  'las',
  'vs',
  'this',
  'its',
  'has',
  'was',
  'is',
  'cdns',
  'ips',
  'ms',
]);

/** Splits one identifier on camelCase, digit and trailing-version boundaries: `PublicIPAddress` → Public IP Address. */
function splitIdentifierOnce(word: string): readonly string[] {
  const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  const out: string[] = [];
  for (const part of parts) {
    // `Objectv2`, `wafv2`, `cloudfunctionsv2`: the version suffix is its own word.
    const versioned = /^(.*[a-zA-Z])(v\d+(?:beta\d*|alpha\d*)?)$/.exec(part);
    if (versioned?.[1] !== undefined && versioned[2] !== undefined && versioned[1].length > 1) {
      out.push(versioned[1], versioned[2]);
    } else if (part !== '') {
      out.push(part);
    }
  }
  return Object.freeze(out);
}

export const splitIdentifier = memoByString(splitIdentifierOnce);

/** Light plural folding so `buckets`/`bucket` and `policies`/`policy` meet; applied to records and queries alike. */
export function normaliseTerm(raw: string): string | null {
  const term = raw.toLowerCase();
  if (term.length === 0 || (STOP_WORDS.has(term) && !KEEP.has(term))) {
    return null;
  }
  const short = SHORT_FORMS[term];
  if (short !== undefined) return short;
  if (term.length <= 3 || NOT_PLURAL.has(term) || /\d/.test(term)) {
    return term;
  }
  if (term.endsWith('ies') && term.length > 4) {
    return `${term.slice(0, -3)}y`;
  }
  if (/(?:ss|sh|ch|x|z)es$/.test(term)) {
    return term.slice(0, -2);
  }
  if (term.endsWith('s') && !/(?:ss|us|is)$/.test(term)) {
    return term.slice(0, -1);
  }
  return term;
}

/**
 * Raw words of a text, each identifier followed by its parts: `aws.s3.BucketPolicy` → aws s3 BucketPolicy
 * Bucket Policy. Not normalised; MiniSearch applies {@link normaliseTerm} as its `processTerm`.
 */
export function tokenizeText(text: string, keepWhole = true): string[] {
  const words = text.split(/[^A-Za-z0-9]+/);
  const out: string[] = [];
  for (const word of words) {
    if (word === '') {
      continue;
    }
    // A lower-case word without digits has no parts: answered without looking it up.
    if (!/[A-Z0-9]/.test(word)) {
      out.push(word);
      continue;
    }
    const parts = splitIdentifier(word);
    if (parts.length > 1) {
      if (keepWhole) {
        out.push(word);
      }
      out.push(...parts);
    } else {
      out.push(word);
    }
  }
  return out;
}

/** Tokenised and normalised terms of a text, in order, duplicates kept. */
function analyseOnce(text: string): readonly string[] {
  const out: string[] = [];
  for (const word of tokenizeText(text)) {
    const term = normaliseTerm(word);
    if (term !== null) {
      out.push(term);
    }
  }
  return Object.freeze(out);
}

/** {@link analyseOnce}, remembered for short texts (words, phrases, queries). */
export const analyse = memoByString(analyseOnce, { maxLength: 256 });

/**
 * A word without the endings that make a verb a participle or an action noun: `encrypted` and `encryption` are
 * `encrypt`. For a setting said as a participle ("a versioned bucket"); a cut that would leave fewer than four
 * letters is not made.
 */
export function verbStem(word: string): string {
  const cut = (text: string, ending: RegExp) => {
    const shorter = text.replace(ending, '');
    return shorter.length >= 4 ? shorter : text;
  };
  // `versioning` → `version` → `vers`, as `version` itself: every form of a word meets at one stem.
  return cut(cut(word, /(?:ing|ed)$/), /ions?$/);
}
