import { INVISIBLE_CHARS } from '../shared/request-limits.js';

/**
 * Program- and model-derived text (resource names, findings, plan roles, config keys and values, file paths,
 * model names, error messages, the request) is put into markdown that GitHub renders: a PR body, a comment,
 * the job summary. None of it may become a link, an image, raw HTML, an autolink, an `@mention` or a `#123`
 * reference, close a code span or a fence, leave its table cell, or start a heading. These functions make a
 * text inert in the place it goes: code spans and fenced blocks hold it literally (GitHub links nothing
 * inside code), {@link escapeInline} escapes it for prose. Neither changes letters, digits or `-_./+=%`, so a
 * secret stays one substring the redactor still finds after rendering.
 */

/** Invisible and bidi characters can make a text read other than it is; controls have no place in a line. */
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;

/** U+2060 WORD JOINER: invisible, breaks a reference or autolink GitHub would otherwise find in the text. */
const JOINER = '\u2060';

/** One visible line: invisible characters dropped, controls and line breaks as single spaces. */
function visibleLine(text: string): string {
  return text
    .replace(new RegExp(INVISIBLE_CHARS.source, 'gu'), '')
    .replace(CONTROLS, ' ')
    .replace(/\s*[\r\n]+\s*/g, ' ');
}

/** What markdown gives a meaning inline: code, emphasis, links and images, HTML, entities, tables, strikes. */
const INLINE_SYNTAX = /[\\`*[\]!<>&|~]/g;

/**
 * Text as prose (a sentence, a list item, a table cell): one line, every markdown character escaped, and a
 * word joiner after `@` and `#` and inside `://` and `www.`, because GitHub links mentions, issue
 * references, e-mail addresses and URLs found in the rendered text, escaped or not.
 */
export function escapeInline(text: string): string {
  return (
    visibleLine(text)
      .trim()
      .replace(INLINE_SYNTAX, (char) => `\\${char}`)
      // A leading list marker would make the text a (nested) list in an item or a cell.
      .replace(/^([-+=])/, '\\$1')
      .replace(/^(\d+)([.)])/, '$1\\$2')
      .replace(/[@#]/g, (char) => `${char}${JOINER}`)
      .replace(/:\/\//g, `:${JOINER}//`)
      .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${JOINER}.`)
  );
}

/**
 * A code span that holds any text literally: the fence is longer than every backtick run inside it. In a
 * table cell (`inTable`) pipes are escaped so the cell stays one cell (GFM splits rows before it reads code);
 * a backslash right before a pipe is kept apart from it, so it cannot escape the escape.
 */
export function codeSpan(text: string, options: { readonly inTable?: boolean } = {}): string {
  let line = visibleLine(text);
  if (options.inTable === true) line = line.replace(/\\(?=\|)/g, `\\${JOINER}`).replace(/\|/g, '\\|');
  if (line.trim() === '') return '` `';
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}

/** A code span for a table cell (see {@link codeSpan}). */
export function codeCell(text: string): string {
  return codeSpan(text, { inTable: true });
}

/** A fenced block that its content cannot close: the fence is longer than every backtick run inside. */
export function fencedBlock(content: string, info = ''): string {
  const longest = Math.max(0, ...[...content.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${content}\n${fence}`;
}

/**
 * A log line cannot carry a workflow command (`::set-output`, `::add-mask::`, `::stop-commands::`): the
 * runner acts on any output line that starts with `::`, so such a line gets a space in front of it.
 */
export function escapeLogText(text: string): string {
  return text.replace(/(^|\n)(\s*)::/g, '$1$2 ::');
}
