/** Word-order checks for matching names and phrases against a request's analysed words. */

/**
 * The index after the word at `at`, past the parts an identifier is followed by in analysed text: "EventBridge"
 * is analysed `eventbridge event bridge`, and the word after it is the one after `bridge`.
 */
function afterWord(sequence: readonly string[], at: number): number {
  const whole = sequence[at] ?? '';
  let joined = '';
  let next = at + 1;
  while (
    next < sequence.length &&
    joined.length < whole.length &&
    whole.startsWith(joined + sequence[next])
  ) {
    joined += sequence[next];
    next++;
  }
  return joined === whole ? next : pastVersion(sequence, at);
}

/** A version an identifier ends with (`StorageV2` → storage, v2): not a word between its name and the next. */
const VERSION_PART = /^v\d+$/;

/**
 * The index after the part at `at` of an identifier, past the version parts that end the identifier:
 * "StorageV2 account" (`storagev2 storage v2 account`) says a storage account.
 */
function pastVersion(sequence: readonly string[], at: number): number {
  let next = at + 1;
  while (VERSION_PART.test(sequence[next] ?? '')) next++;
  if (next === at + 1) return next;
  // Only when the parts from the identifier's first to the version spell it whole.
  for (let start = at; start >= 1; start--) {
    if (sequence[start - 1] === sequence.slice(start, next).join('')) return next;
  }
  return at + 1;
}

/**
 * Where `words` first appear in order, side by side, in `sequence` ("global table" is not in "table … global"),
 * an identifier's parts not counted as words between ("eventbridge rule" is in "EventBridge rule").
 */
export function indexInOrder(words: readonly string[], sequence: readonly string[]): number | undefined {
  if (words.length === 0) return undefined;
  const matchesAt = (start: number): boolean => {
    let at = start;
    for (const [j, word] of words.entries()) {
      if (sequence[at] !== word) return false;
      if (j < words.length - 1) at = afterWord(sequence, at);
    }
    return true;
  };
  for (let i = 0; i < sequence.length; i++) {
    if (matchesAt(i)) return i;
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
