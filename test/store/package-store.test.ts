import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NpmEnvironment } from '../../src/store/npm-environment.js';
import { createPackageStore } from '../../src/store/package-store.js';
import { createNpmRunner, type NpmRunner } from '../../src/store/run-npm.js';
import { storeLayout } from '../../src/store/store-layout.js';
import type { InstallProgress } from '../../src/store/types.js';
import {
  packFixtures,
  selfSignedCertificate,
  startRegistry,
  type LocalRegistry,
} from '../support/npm-registry.js';
import { ALPHA, BETA, FIXTURES } from './fixtures.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-store-'));
let tarballs: Map<string, string>;
let registry: LocalRegistry;
let certificate: ReturnType<typeof selfSignedCertificate>;

beforeAll(async () => {
  tarballs = packFixtures(FIXTURES, join(root, 'fixtures'));
  registry = await startRegistry(FIXTURES, tarballs);
  certificate = selfSignedCertificate(root);
});
afterAll(async () => {
  await registry.close();
  rmSync(root, { recursive: true, force: true });
});

let counter = 0;
/** A fresh store, npm home and npm cache per test: nothing carries over but what the test sets up. */
function npmEnvironment(registryUrl: string, extra: Record<string, string> = {}): NpmEnvironment {
  const home = join(root, `home-${counter++}`);
  mkdirSync(home);
  return {
    vars: {
      PATH: process.env['PATH'] ?? '',
      HOME: home,
      npm_config_registry: registryUrl,
      npm_config_cache: join(home, '.npm'),
      npm_config_update_notifier: 'false',
      ...extra,
    },
    secrets: [],
  };
}

function storeFor(environment: NpmEnvironment, runNpm?: NpmRunner, probeTimeoutMs = 30_000) {
  const events: InstallProgress[] = [];
  const layout = storeLayout(join(root, `store-${counter++}`));
  const store = createPackageStore({
    layout,
    runNpm: runNpm ?? createNpmRunner({ environment, timeoutMs: 60_000 }),
    environment,
    progress: (event) => events.push(event),
    fetchRetries: 0,
    heartbeatMs: 100,
    probeTimeoutMs,
  });
  return { store, events, layout };
}

/** Loads a package the way the program would: from a project whose node_modules links to the store's. */
function requireFrom(nodeModulesDir: string): NodeJS.Require {
  const project = mkdtempSync(join(root, 'project-'));
  symlinkSync(nodeModulesDir, join(project, 'node_modules'), 'dir');
  return createRequire(join(project, 'index.js'));
}

describe('the package store', () => {
  it('installs each package once and joins new combinations from links, one @pulumi/pulumi for all', async () => {
    const { store, events, layout } = storeFor(npmEnvironment(registry.url));
    await store.nodeModulesFor({ pulumiVersion: '3.0.0', packages: [ALPHA] });
    await store.nodeModulesFor({ pulumiVersion: '3.0.0', packages: [BETA] });
    const fetched = registry.requests.length;
    const both = await store.nodeModulesFor({ pulumiVersion: '3.0.0', packages: [ALPHA, BETA] });
    expect(registry.requests.length).toBe(fetched);
    // A fetch says it is still going while npm works (every 100 ms here).
    expect(events.some((e) => e.step === 'fetching' && e.durationMs !== undefined)).toBe(true);
    expect(
      events.filter((e) => e.step === 'fetching' && e.durationMs === undefined).map((e) => e.what),
    ).toEqual(['@pulumi/pulumi@3.0.0', '@pulumi/alpha@1.0.0', '@pulumi/beta@1.0.0']);
    expect(events.at(-1)).toMatchObject({ step: 'linked' });

    const load = requireFrom(both);
    const pulumi = load('@pulumi/pulumi') as { instance: symbol };
    const alpha = load('@pulumi/alpha') as { pulumi: unknown; shared: { version: string }; only: string };
    const beta = load('@pulumi/beta') as { pulumi: unknown; shared: { version: string } };
    expect(alpha.pulumi).toBe(pulumi);
    expect(beta.pulumi).toBe(pulumi);
    expect(alpha.shared.version).toBe('1.0.0');
    expect(beta.shared.version).toBe('2.0.0');
    expect(alpha.only).toBe('alpha-only');

    const unit = layout.unitDir(layout.unitId(ALPHA, '3.0.0'));
    const linked = statSync(join(both, '@pulumi', 'alpha', 'index.js'));
    expect(linked.ino).toBe(statSync(join(unit, 'node_modules', '@pulumi', 'alpha', 'index.js')).ino);
    // The unit keeps only what the base lacks: no second @pulumi/pulumi, no `shared@1.0.0`.
    expect(() => statSync(join(unit, 'node_modules', '@pulumi', 'pulumi'))).toThrow();
    expect(() => statSync(join(unit, 'node_modules', 'shared'))).toThrow();

    const again = await store.nodeModulesFor({ pulumiVersion: '3.0.0', packages: [BETA, ALPHA] });
    expect(again).toBe(both);
  });

  it('ends a refused connection with one line naming the fix, and does not try again in the run', async () => {
    const closed = await startRegistry([], new Map());
    await closed.close();
    const environment = npmEnvironment(closed.url);
    let runs = 0;
    const real = createNpmRunner({ environment, timeoutMs: 60_000 });
    const { store } = storeFor(environment, (args, cwd) => {
      runs += 1;
      return real(args, cwd);
    });
    const started = performance.now();
    const failure = store.nodeModulesFor({ pulumiVersion: '3.0.0', packages: [ALPHA] });
    await expect(failure).rejects.toThrow(
      /^cannot install @pulumi\/pulumi@3\.0\.0: cannot reach the registry \(ECONNREFUSED\); check the network, HTTPS_PROXY/,
    );
    expect(performance.now() - started).toBeLessThan(30_000);
    await expect(store.nodeModulesFor({ pulumiVersion: '3.0.0', packages: [BETA] })).rejects.toThrow(
      'ECONNREFUSED',
    );
    expect(runs).toBe(1);
  });

  it('names NODE_EXTRA_CA_CERTS when the registry presents an untrusted certificate, even with a warm npm cache', async () => {
    const secure = await startRegistry(FIXTURES, tarballs, certificate);
    try {
      const trustedEnvironment = npmEnvironment(secure.url, { NODE_EXTRA_CA_CERTS: certificate.certFile });
      const trusted = storeFor(trustedEnvironment).store;
      const modules = await trusted.nodeModulesFor({ pulumiVersion: '3.0.0', packages: [ALPHA] });
      expect((requireFrom(modules)('@pulumi/alpha') as { only: string }).only).toBe('alpha-only');
      // The same npm cache without the CA: npm itself would fall back to the cache after each failed request
      // (slowly, and the install would succeed or fail much later); the ping stops it at once.
      const { NODE_EXTRA_CA_CERTS: _ca, ...withoutCa } = trustedEnvironment.vars;
      const untrusted = storeFor({ vars: withoutCa, secrets: [] }).store;
      await expect(untrusted.nodeModulesFor({ pulumiVersion: '3.0.0', packages: [ALPHA] })).rejects.toThrow(
        /^cannot install @pulumi\/pulumi@3\.0\.0: the registry's TLS certificate is not trusted \((DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN)\).*set NODE_EXTRA_CA_CERTS or npm's cafile/,
      );
    } finally {
      await secure.close();
    }
  });

  it('ends an install that hangs at the time limit', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const environment = npmEnvironment(`http://127.0.0.1:${port}/`);
      const { store } = storeFor(environment, createNpmRunner({ environment, timeoutMs: 3_000 }), 2_000);
      await expect(store.nodeModulesFor({ pulumiVersion: '3.0.0', packages: [ALPHA] })).rejects.toThrow(
        /npm did not finish within 2 s; check the network or proxy/,
      );
    } finally {
      silent.close();
    }
  });
});
