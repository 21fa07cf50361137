import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../src/cli/command.js';
import { limitFlag, stringFlag } from '../../src/cli/flags.js';
import { UsageError } from '../../src/shared/errors.js';

function contextWith(values: CommandContext['values']): CommandContext {
  return { values } as CommandContext;
}

describe('stringFlag', () => {
  it('gives a text flag and nothing for a switch or an absent flag', () => {
    expect(stringFlag(contextWith({ out: 'infra' }), 'out')).toBe('infra');
    expect(stringFlag(contextWith({ json: true }), 'json')).toBeUndefined();
    expect(stringFlag(contextWith({}), 'out')).toBeUndefined();
  });
});

describe('limitFlag', () => {
  it('reads a count from 1 to 1000 and falls back when absent', () => {
    expect(limitFlag(contextWith({ limit: '25' }), 'limit', 10)).toBe(25);
    expect(limitFlag(contextWith({}), 'limit', 10)).toBe(10);
  });

  it('refuses anything else as a usage error naming the flag', () => {
    expect(() => limitFlag(contextWith({ k: '0' }), 'k', 5)).toThrow(UsageError);
    expect(() => limitFlag(contextWith({ k: '1001' }), 'k', 5)).toThrow(
      "--k must be a whole number from 1 to 1000, not '1001'",
    );
  });
});
