/**
 * The one place that says what a request may contain, for the CLI and the action alike. A request goes into
 * a prompt, a branch name, a PR title and a terminal: a 100 KB paste or binary garbage is a mistake, not a
 * request, and invisible or bidi characters can make the text say something other than what a reader sees.
 */

/** Longer than any infrastructure request we have seen by far (the longest evaluation request is ~600). */
export const MAX_REQUEST_CHARS = 4000;

/** Zero-width and formatting characters, bidi controls, the BOM, soft hyphen and the Unicode tag block. */
export const INVISIBLE_CHARS =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

/** C0 controls other than tab, newline and carriage return; DEL; C1 controls. */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

export type RequestCheck =
  { readonly kind: 'ok'; readonly text: string } | { readonly kind: 'rejected'; readonly message: string };

function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Accepts a request as typed, or says in one line what is wrong and what to do. Nothing is silently
 * dropped: a request that carries hidden characters is refused, so what runs is exactly what was read.
 */
export function checkRequest(text: string): RequestCheck {
  const trimmed = text.trim();
  if (trimmed.length > MAX_REQUEST_CHARS) {
    return {
      kind: 'rejected',
      message: `the request is ${trimmed.length} characters; keep it under ${MAX_REQUEST_CHARS} (describe the infrastructure, not paste files)`,
    };
  }
  const control = CONTROL_CHARS.exec(trimmed);
  if (control !== null) {
    return {
      kind: 'rejected',
      message: `the request contains a control character (${codePoint(control[0])} at position ${control.index + 1}); type the request as plain text`,
    };
  }
  const invisible = new RegExp(INVISIBLE_CHARS.source, 'u').exec(trimmed);
  if (invisible !== null) {
    return {
      kind: 'rejected',
      message: `the request contains an invisible or text-direction character (${codePoint(invisible[0])} at position ${invisible.index + 1}); retype it without copy-pasted formatting`,
    };
  }
  return { kind: 'ok', text: trimmed };
}

/**
 * Text safe to echo to a terminal or a log: control characters (ESC, BEL, C1, …) and invisible/bidi ones
 * become visible `\u{…}` escapes, so nothing echoed can move the cursor, recolour, retitle the terminal or
 * reorder what a reader sees. Newlines and tabs stay.
 */
export function escapeForTerminal(text: string): string {
  return text.replace(
    new RegExp(`${CONTROL_CHARS.source}|${INVISIBLE_CHARS.source}`, 'gu'),
    (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`,
  );
}
