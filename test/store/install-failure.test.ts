import { describe, expect, it } from 'vitest';
import { installFailure } from '../../src/store/install-failure.js';

const npmError = (code: string, detail: string) =>
  `npm error code ${code}\nnpm error ${detail}\nnpm error A complete log of this run can be found in: /tmp/x.log\n`;

describe('install failures', () => {
  it('names the cause and the fix in one line per kind of failure', () => {
    const line = (stderr: string) => installFailure('@pulumi/x@1.0.0', { kind: 'failed', stderr }, []).line;
    expect(
      line(npmError('SELF_SIGNED_CERT_IN_CHAIN', 'request to https://registry.npmjs.org/x failed')),
    ).toBe(
      "cannot install @pulumi/x@1.0.0: the registry's TLS certificate is not trusted (SELF_SIGNED_CERT_IN_CHAIN); if a proxy or private registry signs it, set NODE_EXTRA_CA_CERTS or npm's cafile to its CA certificate",
    );
    expect(line(npmError('E401', 'Unable to authenticate'))).toContain('set an auth token for it in .npmrc');
    expect(line(npmError('ETARGET', 'No matching version found for @pulumi/x@1.0.0'))).toContain(
      'the registry does not have it (ETARGET)',
    );
    expect(line(npmError('EACCES', 'permission denied, mkdir /nope'))).toBe(
      'cannot install @pulumi/x@1.0.0: permission denied, mkdir /nope',
    );
    expect(line('x\n').split('\n')).toHaveLength(1);
  });

  it('tells a time limit and a missing npm apart, and redacts secrets', () => {
    expect(installFailure('p', { kind: 'timeout', afterMs: 300_000 }, []).line).toContain(
      'npm did not finish within 300 s',
    );
    expect(installFailure('p', { kind: 'not-found' }, []).cause).toBe('npm-missing');
    const leaked = installFailure(
      'p',
      { kind: 'failed', stderr: 'npm error token my-secret-token rejected' },
      ['my-secret-token'],
    );
    expect(leaked.line).not.toContain('my-secret-token');
  });
});
