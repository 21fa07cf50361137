import { describe, expect, it } from 'vitest';
import { memoByObject, memoByString } from '../../src/shared/memo.js';

describe('memoByObject', () => {
  it('computes once per object and again for an equal but different object', () => {
    let calls = 0;
    const keys = memoByObject((value: { n: number }) => {
      calls += 1;
      return [value.n * 2];
    });
    const first = { n: 2 };
    expect(keys(first)).toEqual([4]);
    expect(keys(first)).toBe(keys(first));
    expect(calls).toBe(1);
    expect(keys({ n: 2 })).toEqual([4]);
    expect(calls).toBe(2);
  });
});

describe('memoByString', () => {
  it('computes once per string, an undefined result included', () => {
    const seen: string[] = [];
    const lookup = memoByString((key) => {
      seen.push(key);
      return key === 'none' ? undefined : key.toUpperCase();
    });
    expect(lookup('abc')).toBe('ABC');
    expect(lookup('abc')).toBe('ABC');
    expect(lookup('none')).toBeUndefined();
    expect(lookup('none')).toBeUndefined();
    expect(seen).toEqual(['abc', 'none']);
  });

  it('starts over when the cache is full and never caches strings over the length cap', () => {
    const seen: string[] = [];
    const lookup = memoByString(
      (key) => {
        seen.push(key);
        return key.length;
      },
      { limit: 2, maxLength: 5 },
    );
    lookup('a');
    lookup('b');
    lookup('a');
    expect(seen).toEqual(['a', 'b']);
    lookup('c'); // full: the cache is cleared, so 'a' is computed again
    lookup('a');
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
    lookup('longer');
    lookup('longer');
    expect(seen.filter((key) => key === 'longer')).toHaveLength(2);
  });
});
