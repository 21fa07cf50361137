/**
 * Comment text is untrusted: anyone who can comment can try to smuggle instructions to the model. Whatever
 * GitHub does not show a reader goes before anything else looks at the text: HTML comments, link-reference
 * definitions (`[//]: # (…)`), HTML tags and their attributes (`<img alt>`), collapsed `<details>` blocks,
 * image alt texts and link titles, invisible and bidi control characters. Quoted lines are someone else's
 * words and go too. A trigger counts only in prose: not in code blocks (fenced or indented) or inline code.
 */

import { INVISIBLE_CHARS } from '../shared/request-limits.js';
import { escapeRegExp } from '../shared/escape-regexp.js';

/** An HTML comment, or an unterminated one running to the end of the text (GitHub hides both). */
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/** Elements GitHub drops with their content, or shows only on a click. */
const HIDDEN_ELEMENT =
  /<(details|script|style|template|noscript|textarea|title|iframe|object)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** Any other tag: its attributes (`alt`, `title`, `data-*`) are never shown. */
const HTML_TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^>]*)?\/?>/g;

/** `[label]: destination "title"` lines are link definitions: GitHub renders nothing for them. */
const LINK_DEFINITION = /^[ \t]{0,3}\[[^\]\n]+\]:[ \t]*\S.*$/gm;

/** `![alt](src)`: the alt text shows only when the image fails to load. */
const MARKDOWN_IMAGE = /!\[[^\]\n]*\]\([^)\n]*\)/g;

/** `[text](url "title")`: the title shows only on hover. */
const LINK_TITLE = /(\]\([^)\s]*)\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\))\)/g;

/** A markdown block quote line, including nested quotes (`> > text`). */
const QUOTED_LINE = /^[ \t]{0,3}>.*$/;

export function sanitizeUntrustedText(text: string): string {
  const visible = text
    .replace(/\r\n?/g, '\n')
    .replace(HTML_COMMENT, '')
    .replace(INVISIBLE_CHARS, '')
    .replace(HIDDEN_ELEMENT, '')
    .replace(HTML_TAG, '')
    .replace(LINK_DEFINITION, '')
    .replace(MARKDOWN_IMAGE, '')
    .replace(LINK_TITLE, '$1)');
  return visible
    .split('\n')
    .filter((line) => !QUOTED_LINE.test(line))
    .join('\n');
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The text with every code region (fenced blocks, indented blocks, inline code spans) blanked out to spaces,
 * keeping offsets and newlines, so a search over it finds only prose and its positions map back.
 */
export function maskCode(text: string): string {
  const lines = text.split('\n');
  const masked: string[] = [];
  let fence: string | undefined;
  let previousBlank = true;
  let inIndented = false;
  for (const line of lines) {
    const blank = line.trim() === '';
    if (fence !== undefined) {
      masked.push(' '.repeat(line.length));
      const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
      if (close.test(line)) fence = undefined;
      previousBlank = false;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open !== null) {
      fence = open[1]!;
      masked.push(' '.repeat(line.length));
      continue;
    }
    const indented = /^( {4}|\t)/.test(line) && !blank;
    inIndented = indented && (previousBlank || inIndented);
    masked.push(inIndented ? ' '.repeat(line.length) : maskInlineCode(line));
    if (!blank && !indented) inIndented = false;
    previousBlank = blank;
  }
  return masked.join('\n');
}

/** Blanks `code spans` (any backtick run length, closed by a run of the same length). */
function maskInlineCode(line: string): string {
  return line.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, (span) => ' '.repeat(span.length));
}

/** What a comment asks for: nothing (no trigger), or the text after the trigger (possibly empty). */
export type TriggerMatch = { readonly kind: 'absent' } | { readonly kind: 'found'; readonly request: string };

/**
 * Finds the trigger in prose, at a line start or after whitespace (so `/pulumi-gen` inside a URL, a word, a
 * code block or a code span does not count), followed by whitespace or the end of the text. The request is
 * everything after it, trimmed.
 */
export function findTriggerRequest(sanitized: string, trigger: string): TriggerMatch {
  const pattern = new RegExp(`(?:^|\\s)${escapeRegExp(trigger)}(?=\\s|$)`, 'u');
  const match = pattern.exec(maskCode(sanitized));
  if (match === null) {
    return { kind: 'absent' };
  }
  const rest = sanitized.slice(match.index + match[0].length);
  return { kind: 'found', request: normaliseRequest(rest) };
}

/** Collapses runs of blank lines and trailing spaces so the request reads the same in logs and prompts. */
export function normaliseRequest(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
