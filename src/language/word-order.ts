/** Word-order checks for matching names and phrases against a request's analysed words. */

/** Where `words` first appear in order, side by side, in `sequence` ("global table" is not in "table … global"). */
export function indexInOrder(words: readonly string[], sequence: readonly string[]): number | undefined {
  if (words.length === 0) return undefined;
  for (let i = 0; i + words.length <= sequence.length; i++) {
    if (words.every((w, j) => sequence[i + j] === w)) return i;
  }
  return undefined;
}

/** Whether `words` appear in order in `sequence`, at most one other word between neighbours. */
export function saidLoosely(words: readonly string[], sequence: readonly string[]): boolean {
  for (let start = 0; start < sequence.length; start++) {
    if (sequence[start] !== words[0]) continue;
    let at = start;
    let ok = true;
    for (const word of words.slice(1)) {
      const next = sequence.slice(at + 1, at + 3).indexOf(word);
      if (next < 0) {
        ok = false;
        break;
      }
      at += next + 1;
    }
    if (ok) return true;
  }
  return false;
}
