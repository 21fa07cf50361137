/**
 * Comment text is untrusted: anyone who can comment can try to smuggle instructions to the model. Markdown
 * hides HTML comments from readers, invisible and bidi control characters change what a reviewer sees
 * without changing what the model reads, and quoted lines are someone else's words. All of that goes before
 * the trigger is searched for, so a hidden or quoted trigger cannot start a run either.
 */

/** Zero-width and formatting characters, bidi controls, the BOM, soft hyphen and the Unicode tag block. */
const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

/** An HTML comment, or an unterminated one running to the end of the text (GitHub hides both). */
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/** A markdown block quote line, including nested quotes (`> > text`). */
const QUOTED_LINE = /^[ \t]{0,3}>.*$/;

export function sanitizeUntrustedText(text: string): string {
  const withoutComments = text.replace(/\r\n?/g, '\n').replace(HTML_COMMENT, '').replace(INVISIBLE, '');
  return withoutComments
    .split('\n')
    .filter((line) => !QUOTED_LINE.test(line))
    .join('\n');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What a comment asks for: nothing (no trigger), or the text after the trigger (possibly empty). */
export type TriggerMatch = { readonly kind: 'absent' } | { readonly kind: 'found'; readonly request: string };

/**
 * Finds the trigger at a line start or after whitespace (so `/pulumi-gen` inside a URL or a word does not
 * count), followed by whitespace or the end of the text. The request is everything after it, trimmed.
 */
export function findTriggerRequest(sanitized: string, trigger: string): TriggerMatch {
  const pattern = new RegExp(`(?:^|\\s)${escapeRegExp(trigger)}(?=\\s|$)`, 'u');
  const match = pattern.exec(sanitized);
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
