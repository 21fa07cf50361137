/**
 * Memoisation of pure functions the language and plan layers call over and over with the same arguments
 * (a record's name words, a phrase's analysed terms). Results are frozen: a caller cannot change what the
 * next caller gets.
 */

/** A pure function of an object, computed once per object (the object is the key, weakly held). */
export function memoByObject<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    if (cache.has(key)) return cache.get(key) as V;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

/**
 * A pure function of a string, computed once per string while at most `limit` strings are kept (the cache
 * starts over when full, so a long run keeps a bounded set), and only for strings up to `maxLength`.
 */
export function memoByString<V>(
  compute: (key: string) => V,
  options: { readonly limit?: number; readonly maxLength?: number } = {},
): (key: string) => V {
  const limit = options.limit ?? 50_000;
  const maxLength = options.maxLength ?? Infinity;
  const cache = new Map<string, V>();
  return (key) => {
    if (key.length > maxLength) return compute(key);
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as V;
    if (cache.size >= limit) cache.clear();
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}
