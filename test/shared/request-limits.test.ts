import { describe, expect, it } from 'vitest';
import { checkRequest, escapeForTerminal, MAX_REQUEST_CHARS } from '../../src/shared/request-limits.js';

describe('checkRequest', () => {
  it('accepts plain text, trimmed, tabs and newlines included', () => {
    expect(checkRequest('  an S3 bucket\n\twith versioning  ')).toEqual({
      kind: 'ok',
      text: 'an S3 bucket\n\twith versioning',
    });
  });

  it('refuses an over-long request, saying how long it is', () => {
    const check = checkRequest('x'.repeat(MAX_REQUEST_CHARS + 1));
    expect(check.kind).toBe('rejected');
    expect(check.kind === 'rejected' && check.message).toContain(`${MAX_REQUEST_CHARS + 1} characters`);
    expect(checkRequest('x'.repeat(MAX_REQUEST_CHARS)).kind).toBe('ok');
  });

  it('refuses control and invisible characters, naming the code point and position', () => {
    expect(checkRequest('a bucket\u001b[31m')).toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining('control character (U+001B at position 9)'),
    });
    expect(checkRequest('a\u202Ebucket')).toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining('invisible or text-direction character (U+202E at position 2)'),
    });
    expect(checkRequest('tag\u{E0041}').kind).toBe('rejected');
  });
});

describe('escapeForTerminal', () => {
  it('makes control and invisible characters visible and keeps newlines and tabs', () => {
    expect(escapeForTerminal('red\u001b[31m\u0007 a\u200Bb\n\tok')).toBe(
      'red\\u{1b}[31m\\u{7} a\\u{200b}b\n\tok',
    );
  });
});
