/**
 * The `limit` largest of a score per row, as row ids best first with ties in id order: what sorting every
 * row by score (stably) and keeping the first `limit` gives, found by one selection of the `limit`-th
 * largest score and one pass, not a sort of every row. A dense channel scores thousands of rows per query
 * and keeps sixty.
 */
export function bestRows(scores: Float64Array, limit: number): number[] {
  const take = Math.min(Math.max(0, Math.floor(limit)), scores.length);
  if (take === 0) return [];
  const threshold = kthLargest(scores, take);
  const above: number[] = [];
  const tied: number[] = [];
  for (let id = 0; id < scores.length; id += 1) {
    const score = scores[id]!;
    if (score > threshold) above.push(id);
    else if (score === threshold && tied.length < take) tied.push(id);
  }
  const ids = above.concat(tied.slice(0, take - above.length));
  return ids.sort((a, b) => scores[b]! - scores[a]! || a - b);
}

/** The k-th largest value (1-based), by quickselect over a copy: the values themselves are left as they are. */
export function kthLargest(values: Float64Array, k: number): number {
  const a = values.slice();
  const target = a.length - k;
  let low = 0;
  let high = a.length - 1;
  while (low < high) {
    const pivot = a[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (a[i]! < pivot) i += 1;
      while (a[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = a[i]!;
        a[i] = a[j]!;
        a[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else break;
  }
  return a[target]!;
}
