import { describe, expect, it } from 'vitest';
import { formatBytes, plural } from '../../src/shared/format.js';

describe('plural', () => {
  it('adds an s to every count but one', () => {
    expect(plural(1, 'finding')).toBe('1 finding');
    expect(plural(0, 'finding')).toBe('0 findings');
    expect(plural(3, 'round')).toBe('3 rounds');
  });
});

describe('formatBytes', () => {
  it('writes KB below a megabyte and MB from it, one decimal', () => {
    expect(formatBytes(512)).toBe('0.5 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1024.0 KB');
    expect(formatBytes(1024 * 1024)).toBe('1.0 MB');
    expect(formatBytes(5.25 * 1024 * 1024)).toBe('5.3 MB');
  });
});
