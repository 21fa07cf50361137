import { describe, expect, it } from 'vitest';
import { asksForVersion } from '../../src/cli/version-flag.js';

describe('asksForVersion', () => {
  it('answers --version and -V as the first argument only', () => {
    expect(asksForVersion(['--version'])).toBe(true);
    expect(asksForVersion(['-V', 'search'])).toBe(true);
    expect(asksForVersion([])).toBe(false);
    expect(asksForVersion(['search', '--version'])).toBe(false);
    expect(asksForVersion(['-v'])).toBe(false);
  });
});
