/** One line of a line diff: kept, removed from the old text, or added in the new one. */
type Edit = { readonly op: ' ' | '-' | '+'; readonly line: string };

const CONTEXT = 3;
/** Past this many cells the table is not built: the file is shown as replaced as a whole. */
const MAX_CELLS = 4_000_000;

function lines(text: string): string[] {
  return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}

/** The edits that turn `a` into `b`, by the longest common subsequence of their lines. */
function lineEdits(a: readonly string[], b: readonly string[]): Edit[] {
  if (a.length * b.length > MAX_CELLS) {
    return [
      ...a.map((line) => ({ op: '-' as const, line })),
      ...b.map((line) => ({ op: '+' as const, line })),
    ];
  }
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] =
        a[i] === b[j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  const edits: Edit[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      edits.push({ op: ' ', line: a[i++]! });
      j++;
    } else if (
      i < a.length &&
      (j === b.length || common[(i + 1) * width + j]! >= common[i * width + j + 1]!)
    ) {
      edits.push({ op: '-', line: a[i++]! });
    } else {
      edits.push({ op: '+', line: b[j++]! });
    }
  }
  return edits;
}

/** The edits grouped into hunks: each change with up to three kept lines around it. */
function hunks(edits: readonly Edit[]): { start: number; end: number }[] {
  const groups: { start: number; end: number }[] = [];
  edits.forEach((edit, index) => {
    if (edit.op === ' ') return;
    const start = Math.max(0, index - CONTEXT);
    const end = Math.min(edits.length, index + CONTEXT + 1);
    const last = groups[groups.length - 1];
    if (last !== undefined && start <= last.end) last.end = Math.max(last.end, end);
    else groups.push({ start, end });
  });
  return groups;
}

/**
 * A unified diff of one file (`--- a/index.ts`, `+++ b/index.ts`, `@@ -l,n +l,n @@` hunks), as `git diff`
 * prints it; an empty list when nothing changed. `before` is `undefined` for a new file.
 */
export function unifiedDiff(path: string, before: string | undefined, after: string): string[] {
  if (before === after) return [];
  const edits = lineEdits(lines(before ?? ''), lines(after));
  const out = [before === undefined ? '--- /dev/null' : `--- a/${path}`, `+++ b/${path}`];
  for (const { start, end } of hunks(edits)) {
    const oldStart = edits.slice(0, start).filter((e) => e.op !== '+').length;
    const newStart = edits.slice(0, start).filter((e) => e.op !== '-').length;
    const part = edits.slice(start, end);
    const oldCount = part.filter((e) => e.op !== '+').length;
    const newCount = part.filter((e) => e.op !== '-').length;
    out.push(
      `@@ -${oldStart + (oldCount > 0 ? 1 : 0)},${oldCount} +${newStart + (newCount > 0 ? 1 : 0)},${newCount} @@`,
    );
    out.push(...part.map((edit) => `${edit.op}${edit.line}`));
  }
  return out;
}
