import { describe, expect, it } from 'vitest';
import { editDistance, nearestNames } from '../../src/shared/nearest.js';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
    expect(editDistance('ab', 'ba')).toBe(2);
  });
});

describe('nearestNames', () => {
  const known = ['aws', 'azure', 'azure-native', 'gcp', 'kubernetes', 'random'];

  it('suggests close names best first, case-insensitively, a name containing the typo first', () => {
    expect(nearestNames('AZUR', known, 3)).toEqual(['azure', 'azure-native']);
    expect(nearestNames('kubernets', known, 3)).toEqual(['kubernetes']);
    expect(nearestNames('awz', known, 1)).toEqual(['aws']);
  });

  it('leaves out implausible names and keeps to the limit', () => {
    expect(nearestNames('terraform', known, 3)).toEqual([]);
    expect(nearestNames('a', ['ab', 'ac', 'ad'], 2)).toEqual(['ab', 'ac']);
  });
});
