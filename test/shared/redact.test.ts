import { describe, expect, it } from 'vitest';
import { credentialValues, redactSecrets, removeTypedSecrets, secretForms } from '../../src/shared/redact.js';

const KEY = 'sk-live-Zq9!xY7@wV5#uT3$sR1%';

describe('redactSecrets', () => {
  it('removes a known secret raw, URL-encoded and inside base64 at every offset', () => {
    for (const prefix of ['', 'a', 'ab', 'user:']) {
      for (const suffix of ['', 'z', 'zz']) {
        const encoded = Buffer.from(`${prefix}${KEY}${suffix}`).toString('base64');
        const redacted = redactSecrets(`Authorization: Basic ${encoded}`, [KEY]);
        expect(redacted).toContain('***');
        // Whatever is left of the encoding no longer decodes to the key or most of it.
        expect(Buffer.from(redacted.replace(/.*Basic /, ''), 'base64').toString('utf8')).not.toContain(
          KEY.slice(3, 20),
        );
      }
    }
    expect(redactSecrets(`https://x.test/?k=${encodeURIComponent(KEY)}`, [KEY])).toBe(
      'https://x.test/?k=***',
    );
    const urlSafe = Buffer.from(`ab${KEY}`).toString('base64url');
    expect(redactSecrets(urlSafe, [KEY])).toContain('***');
  });

  it('redacts before a cut could split the secret: the forms are independent of the surrounding text', () => {
    expect(secretForms(KEY).length).toBeGreaterThanOrEqual(5);
    expect(redactSecrets(`title ${KEY} and more`, [KEY]).slice(0, 12)).toBe('title *** an');
  });

  it('catches credential shapes it was not told about', () => {
    const text =
      'ghp_abcdefghijklmnopqrstuvwx1234 AKIAABCDEFGHIJKLMNOP -----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----';
    expect(redactSecrets(text, [])).toBe('*** *** ***');
  });
});

describe('credentialValues', () => {
  it('takes credential variables of the cloud and runner prefixes, not settings', () => {
    expect(
      credentialValues({
        AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        AWS_REGION: 'us-east-1',
        ARM_CLIENT_SECRET: 'arm-secret-value-123',
        GOOGLE_CREDENTIALS: '{"type":"service_account"}',
        ACTIONS_RUNTIME_TOKEN: 'eyJ0eXAiOiJKV1QiLCJhbGciOi',
        ACTIONS_RUNNER_DEBUG: 'true',
        HOME: '/home/runner',
      }).sort(),
    ).toEqual(
      [
        'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        'arm-secret-value-123',
        '{"type":"service_account"}',
        'eyJ0eXAiOiJKV1QiLCJhbGciOi',
      ].sort(),
    );
  });
});

describe('removeTypedSecrets', () => {
  it('removes tokens, keys and random-looking assignments, and says which kinds', () => {
    const scrubbed = removeTypedSecrets(
      [
        'a bucket; token ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4',
        'aws AKIAIOSFODNN7EXAMPLE and key sk-proj-abcdefghijklmnop1234',
        'db password = "Hx7#kP2$qL9!" please',
        '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----',
      ].join('\n'),
    );
    expect(scrubbed.removed).toEqual([
      'private key',
      'GitHub token',
      'AWS access key',
      'OpenAI-style API key',
      'password or key assignment',
    ]);
    expect(scrubbed.text).not.toMatch(/ghp_A1|AKIAIOSF|sk-proj|Hx7#|b3BlbnNz/);
    expect(scrubbed.text).toContain('a bucket; token [secret removed]');
    expect(scrubbed.text).toContain('db password = "[secret removed]" please');
  });

  it('leaves ordinary requests alone, including words like "password policy"', () => {
    const request = 'an RDS instance with password rotation, api_key: placeholder, secret = ${dbSecret}';
    expect(removeTypedSecrets(request)).toEqual({ text: request, removed: [] });
  });
});
