import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * GitHub-flavoured markdown rendered by `cmark-gfm` (GitHub's own renderer; the Debian package `cmark-gfm`,
 * which `.ci/run` installs) with GitHub's extensions, and raw HTML passed through (`--unsafe`) so that any
 * HTML a text smuggles in shows in the output instead of being dropped. Tests that render are gated on it.
 */
export const CMARK_GFM: string | undefined = (process.env['PATH'] ?? '')
  .split(delimiter)
  .map((dir) => join(dir, 'cmark-gfm'))
  .find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

export const NO_CMARK_GFM =
  'cmark-gfm is not installed: the markdown rendering tests are skipped (apt-get install cmark-gfm; CI installs it)';

export function renderGfm(markdown: string): string {
  if (CMARK_GFM === undefined) throw new Error(NO_CMARK_GFM);
  return execFileSync(
    CMARK_GFM,
    [
      '--unsafe',
      ...['table', 'autolink', 'strikethrough', 'tagfilter', 'tasklist'].flatMap((e) => ['-e', e]),
    ],
    { input: markdown, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
}

/** The tags of rendered HTML in order, without attributes: what the markdown made, whatever the text. */
export function tagSequence(html: string): string[] {
  return [...html.matchAll(/<(\/?[a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|<!--[\s\S]*?-->/g)].map(
    (match) => match[1] ?? '<!-->',
  );
}

/** The text a reader sees outside code (tags dropped, entities decoded): where GitHub links references. */
export function proseText(html: string): string {
  return html
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<code[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/**
 * What in rendered HTML did not come from our own markdown: links other than `allowedLinks`, images, raw HTML
 * (any tag outside what markdown makes and our own `<details>`/`<summary>`), and the mentions, issue
 * references and URLs GitHub would link in the visible text. Empty: nothing was forged.
 */
export function forgeries(html: string, allowedLinks: readonly string[] = []): string[] {
  const found: string[] = [];
  for (const link of html.matchAll(/<a\b[^>]*href="([^"]*)"/g)) {
    if (!allowedLinks.includes(link[1] ?? '')) found.push(`link to ${link[1]}`);
  }
  if (/<img\b/i.test(html)) found.push('an image');
  const markdownTags = new Set(
    'p h1 h2 h3 h4 h5 h6 strong em del code pre ul ol li table thead tbody tr th td blockquote br hr input details summary a'.split(
      ' ',
    ),
  );
  for (const tag of new Set(tagSequence(html).map((t) => t.replace('/', '')))) {
    if (tag !== '<!-->' && !markdownTags.has(tag)) found.push(`raw HTML <${tag}>`);
  }
  const prose = proseText(html);
  for (const pattern of [
    /(^|[^\w`])@[a-z0-9]/gi,
    /(^|[^\w&])#\d/g,
    /\b(https?|ftp):\/\//gi,
    /\bwww\.[a-z0-9]/gi,
  ]) {
    for (const match of prose.matchAll(pattern))
      found.push(`linkable text '${prose.slice(match.index, match.index + 30)}'`);
  }
  return found;
}

/** The headings a reader sees, as text. */
export function headings(html: string): string[] {
  return [...html.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g)].map((match) =>
    proseText(match[1] ?? '').trim(),
  );
}
