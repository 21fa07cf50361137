import { describe, expect, it } from 'vitest';
import { errorMessage, UsageError, UserError } from '../../src/shared/errors.js';

describe('errorMessage', () => {
  it('turns anything thrown into one line without a stack', () => {
    expect(errorMessage(new UserError('bad file\n  at line 3'))).toBe('bad file at line 3');
    expect(errorMessage('plain text\n')).toBe('plain text');
    expect(errorMessage({ code: 42 })).toBe('{"code":42}');
    expect(errorMessage(7)).toBe('7');
  });

  it('names an error without a message, and says something for nothing', () => {
    expect(errorMessage(new UsageError())).toBe('UsageError');
    expect(errorMessage('   ')).toBe('unknown error');
    expect(errorMessage(undefined)).toBe('undefined');
  });

  it('survives a value JSON cannot write', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(errorMessage(cyclic)).toBe('[object Object]');
    expect(errorMessage(10n)).toBe('10');
  });
});
