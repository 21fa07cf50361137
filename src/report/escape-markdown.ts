/**
 * Program-derived text (resource names, findings, file paths, model names, error messages) is put into
 * markdown that GitHub renders: a PR body, a comment, the job summary. Without escaping, such text can close
 * a code block, open a `<details>`, start a heading that forges a report section, or break a table. These
 * functions make a text inert in the place it goes.
 */

/** Inline text (a table cell, a list item, a sentence): one line, no HTML, no code fences, no pipes. */
export function escapeInline(text: string): string {
  return (
    text
      .replace(/\s*\n\s*/g, ' ')
      // A backslash keeps `<tag>` literal in GitHub's markdown and stays readable where the report is
      // printed as plain text (the CLI).
      .replace(/</g, '\\<')
      // A run of three backticks could open a fence (in a list item); shorter runs are just code spans.
      .replace(/`{3,}/g, (run) => run.replace(/`/g, '\\`'))
      .replace(/\|/g, '\\|')
      .replace(/^([#=+>-])/, '\\$1')
  );
}

/** A code span that holds any text: the fence is longer than every backtick run inside it. */
export function codeSpan(text: string): string {
  const oneLine = text.replace(/\s*\n\s*/g, ' ');
  const longest = Math.max(0, ...[...oneLine.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = oneLine.startsWith('`') || oneLine.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${oneLine}${pad}${fence}`;
}

/** A fenced block that its content cannot close: the fence is longer than every backtick run inside. */
export function fencedBlock(content: string, info = ''): string {
  const longest = Math.max(0, ...[...content.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${content}\n${fence}`;
}

/** Lines quoted with `> `, with HTML neutralised so the quote cannot open or close an element. */
export function quoteLines(text: string): string[] {
  return text.split('\n').map((line) => `> ${line.replace(/</g, '\\<')}`);
}

/**
 * A log line cannot carry a workflow command (`::set-output`, `::add-mask::`, `::stop-commands::`): the
 * runner acts on any output line that starts with `::`, so such a line gets a space in front of it.
 */
export function escapeLogText(text: string): string {
  return text.replace(/(^|\n)(\s*)::/g, '$1$2 ::');
}
