import { describe, expect, it } from 'vitest';
import { admitRequest, removedSecretsWarning } from '../../src/settings/admit-request.js';

describe('admitRequest', () => {
  it('admits a plain request as typed (trimmed)', () => {
    expect(admitRequest('  an S3 bucket  ')).toEqual({ kind: 'admitted', text: 'an S3 bucket', removed: [] });
  });

  it('removes typed secrets and says which kinds', () => {
    const admission = admitRequest('a bucket; my key is AKIAABCDEFGHIJKLMNOP and password=Hunter2-Secret9x');
    expect(admission).toEqual({
      kind: 'admitted',
      text: 'a bucket; my key is [secret removed] and password=[secret removed]',
      removed: ['AWS access key', 'password or key assignment'],
    });
    expect(removedSecretsWarning(['AWS access key', 'password or key assignment'])).toBe(
      'removed 2 secrets (AWS access key, password or key assignment) typed into the request before it went anywhere; rotate them',
    );
  });

  it('calls a request that was only a secret empty, and refuses control characters', () => {
    expect(admitRequest('ghp_abcdefghijklmnopqrstuvwxyz0123')).toEqual({
      kind: 'empty',
      removed: ['GitHub token'],
    });
    expect(admitRequest('a bucket\u001B[2J').kind).toBe('rejected');
  });
});
