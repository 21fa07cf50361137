import { describe, expect, it } from 'vitest';

import type { PolicyPackConfig, PolicyViolation } from '../../../src/verify/policy/types.js';
import type { RegisteredResource, RungCheck, RungName } from '../../../src/verify/types.js';
import { afterMock, baselineRung, registered } from './support.js';

async function violationsOf(
  resources: readonly RegisteredResource[],
  config?: PolicyPackConfig,
): Promise<readonly PolicyViolation[]> {
  const rung = baselineRung(config === undefined ? {} : { config });
  const check = await rung.check(new Map(), { projectDir: '.', config: {} }, afterMock(resources));
  if (check.kind === 'skipped') throw new Error(check.reason);
  return check.details?.policy?.violations ?? [];
}

/** As the SDK registers an explicit provider: non-string inputs arrive as JSON text. */
function provider(pkg: string, name: string, inputs: Record<string, unknown>): RegisteredResource {
  const wire = Object.fromEntries(
    Object.entries(inputs).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  return registered(`pulumi:providers:${pkg}`, name, wire);
}

describe('explicit providers', () => {
  it('passes a provider that only picks a region, tags and the cloud’s own FIPS endpoint', async () => {
    expect(
      await violationsOf([
        provider('aws', 'east', {
          region: 'us-east-1',
          defaultTags: { tags: { team: 'a' } },
          endpoints: [{ s3: 'https://s3-fips.us-east-1.amazonaws.com' }],
          insecure: false,
        }),
        provider('gcp', 'proj', { project: 'p', region: 'europe-west1' }),
        provider('azure-native', 'sub', { location: 'westeurope', subscriptionId: '0000' }),
        provider('kubernetes', 'k8s', { kubeconfig: 'apiVersion: v1\nclusters: []\n' }),
      ]),
    ).toEqual([]);
  });

  it('reports foreign endpoints, proxies and private CAs, naming the input and the host', async () => {
    const found = await violationsOf([
      provider('aws', 'p', {
        endpoints: [{ s3: 'https://evil.example.com', sts: 'https://sts.amazonaws.com.evil.example' }],
        httpsProxy: 'http://10.0.0.1:3128',
      }),
      provider('gcp', 'g', { storageCustomEndpoint: 'https://storage.attacker.net/storage/v1/' }),
      provider('azure-native', 'a', { oidcRequestUrl: 'https://tokens.attacker.net/' }),
    ]);
    expect(found.map((v) => `${v.policyName}:${v.resourceName ?? ''}`)).toEqual([
      'provider-no-foreign-endpoints:p',
      'provider-no-foreign-endpoints:g',
      'provider-no-foreign-endpoints:a',
    ]);
    expect(found[0]?.message).toContain(
      "provider 'p': endpoints.s3 sends the s3 API calls, signed with the deploying credentials, to 'https://evil.example.com' (host evil.example.com)",
    );
    expect(found[0]?.message).toContain('(host sts.amazonaws.com.evil.example)');
    expect(found[0]?.message).toContain(
      "httpsProxy routes every API call through the proxy 'http://10.0.0.1:3128'",
    );
    expect(found[0]?.enforcementLevel).toBe('mandatory');
  });

  it('reports a provider that skips TLS verification, directly or in its kubeconfig', async () => {
    const found = await violationsOf([
      provider('aws', 'p', { insecure: true }),
      provider('kubernetes', 'k', {
        kubeconfig:
          'clusters:\n- cluster:\n    server: https://1.2.3.4\n    insecure-skip-tls-verify: true\n',
      }),
    ]);
    expect(found.map((v) => `${v.policyName}:${v.resourceName ?? ''}`)).toEqual([
      'provider-tls-verified:p',
      'provider-tls-verified:k',
    ]);
    expect(found[0]?.message).toContain(
      "provider 'p' sets insecure: true, so it accepts any TLS certificate",
    );
  });

  it('reports a role in an account the configuration does not list, unless it is listed', async () => {
    const roles = [
      provider('aws', 'p', { assumeRoles: [{ roleArn: 'arn:aws:iam::999999999999:role/admin' }] }),
      provider('aws', 'q', { assumeRole: { roleArn: 'not-an-arn' } }),
      provider('gcp', 'g', { impersonateServiceAccount: 'deployer@other-project.iam.gserviceaccount.com' }),
      provider('azure-native', 'a', { auxiliaryTenantIds: ['tenant-b'] }),
    ];
    const found = await violationsOf(roles);
    expect(found.map((v) => `${v.policyName}:${v.resourceName ?? ''}`)).toEqual([
      'provider-no-cross-account-role:p',
      'provider-no-cross-account-role:q',
      'provider-no-cross-account-role:g',
      'provider-no-cross-account-role:a',
    ]);
    expect(found[0]?.message).toContain(
      "provider 'p' assumes the role arn:aws:iam::999999999999:role/admin, in account 999999999999, which the policy configuration does not list",
    );
    expect(found[1]?.message).toContain('an account that cannot be read from it');
    const allowed = await violationsOf(roles, {
      'provider-no-cross-account-role': { allowedAccounts: ['999999999999', 'other-project', 'tenant-b'] },
    });
    expect(allowed.map((v) => v.resourceName)).toEqual(['q']);
  });
});

describe('a provider identity the run made up', () => {
  const assuming = (roleArn: string): RegisteredResource =>
    provider('aws', 'privileged', { assumeRoles: [{ roleArn, sessionName: 's' }] });
  const check = async (resource: RegisteredResource, marker: string) => {
    const earlier = new Map<RungName, RungCheck>([
      ['mock', { kind: 'passed', warnings: [], details: { resources: [resource], madeUpMarker: marker } }],
    ]);
    return baselineRung().check(new Map(), { projectDir: '.', config: {} }, earlier);
  };

  it('is reported, not enforced, when the role comes from configuration the user did not give', async () => {
    const result = await check(assuming('q7x2k9a-roleToAssumeARN'), 'q7x2k9a');
    expect(result.kind).toBe('passed');
    const warnings = result.kind === 'passed' ? result.warnings : [];
    expect(warnings.map((w) => w.code)).toEqual(['policy/provider-no-cross-account-role']);
    expect(warnings[0]?.message).toContain('the identity comes from configuration you did not give');
  });

  it('still fails a hard-coded foreign role beside a made-up region', async () => {
    const resource = provider('aws', 'privileged', {
      region: 'q7x2k9a-region',
      assumeRoles: [{ roleArn: 'arn:aws:iam::999999999999:role/admin', sessionName: 's' }],
    });
    const result = await check(resource, 'q7x2k9a');
    expect(result.kind).toBe('failed');
  });

  it('still fails a role the program itself names in a foreign account', async () => {
    const result = await check(assuming('arn:aws:iam::999999999999:role/admin'), 'q7x2k9a');
    expect(result.kind).toBe('failed');
    const findings = result.kind === 'failed' ? result.findings : [];
    expect(findings.map((f) => [f.severity, f.code])).toEqual([
      ['error', 'policy/provider-no-cross-account-role'],
    ]);
  });
});
