import { describe, expect, it } from 'vitest';
import { formatMs } from '../../src/report/format-duration.js';

describe('formatMs', () => {
  it('writes whole milliseconds below a second and seconds with one decimal from it', () => {
    expect(formatMs(0)).toBe('0 ms');
    expect(formatMs(839.6)).toBe('840 ms');
    expect(formatMs(999)).toBe('999 ms');
    expect(formatMs(1000)).toBe('1.0 s');
    expect(formatMs(12_345)).toBe('12.3 s');
  });
});
