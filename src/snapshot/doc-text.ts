import type { ExampleBlock } from './types.js';

/**
 * Provider doc comments are generated from upstream (Terraform, Azure) markdown and carry per-language
 * markup meant for the registry website. These functions turn them into the plain markdown a prompt or a
 * terminal can show, and pick out the facts a checker needs (valid values, deprecation).
 */

export interface ParsedDoc {
  /** The description, before any `@tag`. */
  readonly description: string;
  readonly deprecated?: string;
}

/** Turns the raw text of a `/** ... *\/` comment into its description and `@deprecated` message. */
export function parseDocComment(raw: string): ParsedDoc {
  const body = raw.replace(/^\/\*\*/, '').replace(/\*\/$/, '');
  const lines = body.split('\n').map((line) => line.replace(/^\s*\* ?/, '').replace(/\s+$/, ''));
  const description: string[] = [];
  let deprecated: string[] | undefined;
  let inTag: 'deprecated' | 'other' | undefined;
  let inFence = false;
  for (const line of lines) {
    if (line.trimStart().startsWith('```')) {
      inFence = !inFence;
    }
    const tag = inFence ? null : /^@(\w+)\s?(.*)$/.exec(line);
    if (tag !== null) {
      inTag = tag[1] === 'deprecated' ? 'deprecated' : 'other';
      if (inTag === 'deprecated') {
        deprecated = [tag[2] ?? ''];
      }
      continue;
    }
    if (inTag === 'deprecated') {
      deprecated?.push(line);
    } else if (inTag === undefined) {
      description.push(line);
    }
  }
  const text = description.join('\n').trim();
  const message = deprecated?.join(' ').replace(/\s+/g, ' ').trim();
  return message === undefined
    ? { description: text }
    : { description: text, deprecated: message || 'deprecated' };
}

const HTML_TAGS =
  /<\/?(?:span|div|p|br|a|b|i|em|strong|code|sup|sub|details|summary|table|thead|tbody|tr|td|th|img|ul|ol|li|pre|blockquote|h[1-6]|hr|u|small|font|center)\b[^>]*>/gi;

/**
 * Removes the registry-only markup: `<span pulumi-lang-nodejs="x" ...>y</span>` becomes the Node.js
 * spelling, HTML comments and tags disappear, and runs of blank lines collapse.
 */
export function cleanMarkup(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(
      /<span\s+pulumi-lang-nodejs="([^"]*)"[^>]*>[\s\S]*?<\/span>/g,
      (_match, nodejs: string) => nodejs,
    )
    .replace(HTML_TAGS, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const SUMMARY_LIMIT = 1500;

/**
 * The opening paragraphs, up to the first heading. Long docs are cut at a paragraph boundary so that a
 * record stays small; the first paragraph is always kept whole.
 */
export function summaryOf(description: string): string {
  const heading = /^#{1,6} /m.exec(description);
  const head = cleanMarkup(heading === null ? description : description.slice(0, heading.index));
  const paragraphs = head
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('Other available API versions'));
  const kept: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    if (kept.length > 0 && length + paragraph.length > SUMMARY_LIMIT) {
      break;
    }
    kept.push(paragraph);
    length += paragraph.length + 2;
  }
  return kept.length > 0 ? kept.join('\n\n') : firstProseParagraph(description);
}

/**
 * Some docs open straight with `## Example Usage`; their first prose paragraph (outside code and headings,
 * e.g. "Use the `aws.cloudfront.CachePolicy` resource to create a cache policy") is the best summary left.
 */
function firstProseParagraph(description: string): string {
  const withoutCode = description.replace(/^```[\s\S]*?^```\s*$/gm, '');
  const paragraph = cleanMarkup(withoutCode)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .find((p) => p !== '' && !/^#{1,6} /.test(p) && !p.startsWith('$ ') && !p.startsWith('```'));
  return paragraph ?? '';
}

const LINE_LIMIT = 300;

/** The first paragraph on one line, cut at a sentence end when it is long. */
export function oneLineDoc(description: string): string {
  const first = cleanMarkup(description).split(/\n\s*\n/)[0] ?? '';
  const line = first.replace(/\s+/g, ' ').trim();
  if (line.length <= LINE_LIMIT) {
    return line;
  }
  const cut = line.slice(0, LINE_LIMIT);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.) '));
  return sentenceEnd > LINE_LIMIT / 3 ? cut.slice(0, sentenceEnd + 1) : `${cut.trimEnd()}…`;
}

/**
 * A phrase that introduces a list of allowed values. A bare "one of" is not one: "Exactly one of `a` or `b`
 * must be set" names properties, and a checker that took those for values would reject valid programs.
 */
const VALUES_INTRO =
  /\b(?:(?:valid|possible|allowed|supported|accepted|permitted|acceptable) (?:values?|options?)(?: for `[^`\n]+`)?(?: (?:are|is|include|includes))?(?: one of)?|(?:must|can|should) be (?:one of|either)(?: the following)?|can be of the following|(?:is|are) one of|(?:(?:either|any|one) of )?the following(?: values)? (?:is|are) (?:supported|valid|allowed|accepted|permitted))\s*:?\s*/gi;
const QUOTED_VALUE = /^(?:`([^`\n]{1,100})`|"([^"\n]{1,100})")/;
const SEPARATOR = /^(?:\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*\/\s*|\s*\|\s*)/;
/** A gloss after a listed value: "`S` (string), `N` (number)". Skipped, so the list goes on past it. */
const GLOSS = /^\s*\([^()\n]{1,60}\)/;

/** The values a doc lists, and whether the doc presents them as the whole list. */
export interface DocValidValues {
  readonly values: string[];
  /**
   * False when the doc says the list is partial: an intro such as "valid values include", or a later
   * remark that other values are "also valid/supported", "for example", "such as", "etc." (SNS `protocol`
   * lists five and then says `email`, `http` and `https` are also valid).
   */
  readonly complete: boolean;
}

const PARTIAL_INTRO = /\b(?:include|includes)\b/i;
const PARTIAL_REMARK =
  /\b(?:also (?:valid|supported|accepted|allowed|possible)|additionally|any multiple|or any|for example|such as|e\.g\.|etc\.?|among others|not limited to|and more|and others)\b/i;

/** `"available"` inside backticks is the value `available`: docs sometimes quote a string twice. */
function unquoted(value: string): string {
  const inner = /^(["'])(.*)\1$/.exec(value);
  return inner === null ? value : (inner[2] ?? '').trim();
}

/** The rest of the list's sentence and the next one (at most 400 characters): where "also valid" would be. */
function followingSentences(text: string, start: number): string {
  const rest = text.slice(start, start + 400);
  const ends = [...rest.matchAll(/[.;!?](?:\s|$)/g)];
  const cut = ends[1] ?? ends[ends.length - 1];
  return cut === undefined ? rest : rest.slice(0, (cut.index ?? 0) + 1);
}

/** The quoted items right after one intro, and where they end in `text`. */
function listAfter(text: string, start: number): { values: string[]; end: number } {
  const values: string[] = [];
  let rest = text.slice(start);
  for (;;) {
    const item = QUOTED_VALUE.exec(rest);
    if (item === null) {
      break;
    }
    const value = unquoted((item[1] ?? item[2] ?? '').trim());
    if (value !== '' && !values.includes(value)) {
      values.push(value);
    }
    rest = rest.slice(item[0].length);
    rest = rest.slice(GLOSS.exec(rest)?.[0].length ?? 0);
    const separator = SEPARATOR.exec(rest);
    if (separator === null) {
      break;
    }
    rest = rest.slice(separator[0].length);
  }
  return { values, end: text.length - rest.length };
}

/** `health_check.protocol`, `healthCheckProtocol` and `protocol` name the same input: compare the last segment. */
const sameInput = (a: string, b: string): boolean => {
  const key = (name: string) => (name.split('.').pop() ?? name).replace(/_/g, '').toLowerCase();
  return key(a) === key(b);
};

/**
 * The input a list is about when the doc names one: the subject right before the intro ("The
 * `health_check.protocol` must be one of", "the `protocol` is one of") or the one inside it ("Valid values
 * for `defaultBehavior` are").
 */
function subjectOf(text: string, intro: RegExpMatchArray): string | undefined {
  const inside = /\bfor `([^`\n]+)`/.exec(intro[0])?.[1];
  if (inside !== undefined) return inside;
  return /`([\w.[\]]+)`\s*$/.exec(text.slice(Math.max(0, (intro.index ?? 0) - 60), intro.index))?.[1];
}

/**
 * The values a doc lists as valid: "Valid values: `Enabled`, `Suspended`, or `Disabled`", "Possible
 * values are: `A`, `B`". Only quoted (backtick or double-quote) items count, so prose such as "Valid values
 * can be found in the API reference" yields nothing. Values are unquoted (`"units"` → `units`). Given the
 * input's `name`, a list the doc gives for another input is left out (a health check `matcher`'s doc says
 * which values its sibling `protocol` must take).
 */
export function validValuesOf(description: string, name?: string): DocValidValues | undefined {
  const text = cleanMarkup(description);
  const values: string[] = [];
  let complete = true;
  for (const intro of text.matchAll(VALUES_INTRO)) {
    const subject = name === undefined ? undefined : subjectOf(text, intro);
    if (subject !== undefined && name !== undefined && !sameInput(subject, name)) continue;
    const start = (intro.index ?? 0) + intro[0].length;
    const list = listAfter(text, start);
    if (list.values.length === 0) {
      continue;
    }
    for (const value of list.values) if (!values.includes(value)) values.push(value);
    if (PARTIAL_INTRO.test(intro[0])) complete = false;
    if (PARTIAL_REMARK.test(followingSentences(text, list.end))) complete = false;
  }
  return values.length > 0 ? { values, complete } : undefined;
}

/**
 * The ```typescript blocks of a doc with the nearest heading above each (`### Basic Usage`); blocks before
 * any sub-heading stand under "Example Usage".
 */
export function examplesOf(description: string): ExampleBlock[] {
  const examples: ExampleBlock[] = [];
  const lines = description.split('\n');
  let heading = 'Example Usage';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const headingMatch = /^#{2,6}\s+(.+?)\s*$/.exec(line);
    if (headingMatch !== null) {
      heading = cleanMarkup(headingMatch[1] ?? '');
      continue;
    }
    if (/^```(?:typescript|ts)\s*$/.test(line.trim())) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !/^```\s*$/.test((lines[i] ?? '').trim())) {
        code.push(lines[i] ?? '');
        i++;
      }
      const text = code.join('\n').trim();
      if (text !== '') {
        examples.push({ heading, code: `${text}\n` });
      }
    }
  }
  return examples;
}
