/**
 * Branch and directory names derived from free text. Kept short and to `[a-z0-9-]` so they are valid git
 * refs and paths on every platform, and cut at a word boundary so they stay readable.
 */
export function slugify(text: string, maxLength = 40): string {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > maxLength) {
      return slug === '' ? word.slice(0, maxLength) : slug;
    }
    slug = next;
  }
  return slug;
}

/** The first line of a request, shortened for a PR title or a commit subject. */
export function headline(text: string, maxLength = 72): string {
  const first = (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().replace(/\s+/g, ' ');
  return first.length <= maxLength ? first : `${first.slice(0, maxLength - 1).trimEnd()}…`;
}
