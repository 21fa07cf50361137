import { describe, expect, it } from 'vitest';
import { indexInOrder, saidLoosely } from '../../src/language/word-order.js';

const sequence = ['a', 'global', 'table', 'with', 'a', 'table', 'global', 'index'];

describe('indexInOrder', () => {
  it('finds words side by side and in order', () => {
    expect(indexInOrder(['global', 'table'], sequence)).toBe(1);
    expect(indexInOrder(['table', 'global'], sequence)).toBe(5);
    expect(indexInOrder(['global', 'index'], sequence)).toBe(6);
    expect(indexInOrder(['index', 'global'], sequence)).toBeUndefined();
    expect(indexInOrder([], sequence)).toBeUndefined();
  });

  it("does not count an identifier's parts as words between (EventBridge is `eventbridge event bridge`)", () => {
    const analysed = ['amazon', 'eventbridge', 'event', 'bridge', 'rule', 'that', 'match'];
    expect(indexInOrder(['eventbridge', 'rule'], analysed)).toBe(1);
    expect(indexInOrder(['amazon', 'eventbridge', 'rule'], analysed)).toBe(0);
    // Parts that do not make up the word before them are words between.
    expect(indexInOrder(['eventbridge', 'rule'], ['eventbridge', 'event', 'rule'])).toBeUndefined();
    expect(indexInOrder(['event', 'rule'], analysed)).toBeUndefined();
  });

  it('passes the version an identifier ends with ("StorageV2 account" says a storage account)', () => {
    const analysed = ['storagev2', 'storage', 'v2', 'account', 'named'];
    expect(indexInOrder(['storage', 'account'], analysed)).toBe(1);
    // A version said as a word of its own stands between.
    expect(indexInOrder(['storage', 'account'], ['storage', 'v2', 'account'])).toBeUndefined();
  });
});

describe('saidLoosely', () => {
  it('allows at most one other word between neighbours', () => {
    expect(saidLoosely(['table', 'index'], sequence)).toBe(true);
    expect(saidLoosely(['global', 'with'], sequence)).toBe(true);
    expect(saidLoosely(['global', 'a'], sequence)).toBe(false);
    expect(saidLoosely(['index', 'table'], sequence)).toBe(false);
    expect(saidLoosely(['missing'], sequence)).toBe(false);
  });
});
