import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmVersionResolver } from '../../src/snapshot/on-demand.js';
import { createPackageSource, npmPackInstaller } from '../../src/snapshot/package-source.js';
import { createNpmAccess } from '../../src/store/npm-access.js';
import type { NpmEnvironment } from '../../src/store/npm-environment.js';
import { createNpmRunner, type NpmRunner } from '../../src/store/run-npm.js';
import { packFixtures, startRegistry, type LocalRegistry } from '../support/npm-registry.js';
import { ALPHA, FIXTURES } from '../store/fixtures.js';
import { removeTempDirs, tempDir } from './build-fixture.js';

let registry: LocalRegistry;
beforeAll(async () => {
  registry = await startRegistry(FIXTURES, packFixtures(FIXTURES, tempDir('fixtures')));
});
afterAll(async () => {
  await registry.close();
  removeTempDirs();
});

/** npm's environment with a fresh home and cache; the registry only in the project `.npmrc` when given. */
function npmEnvironment(projectNpmrc?: string): NpmEnvironment {
  const home = tempDir('home');
  return {
    vars: { PATH: process.env['PATH'] ?? '', HOME: home, npm_config_cache: join(home, '.npm') },
    secrets: [],
    ...(projectNpmrc === undefined ? {} : { projectNpmrc }),
  };
}

/** The run's npm, counting the commands it runs. */
function access(environment: NpmEnvironment, timeoutMs = 60_000, probeTimeoutMs?: number) {
  const real = createNpmRunner({ environment, timeoutMs });
  const commands: string[] = [];
  const runNpm: NpmRunner = (args, cwd, limit) => {
    commands.push(args[0] ?? '');
    return real(args, cwd, limit);
  };
  const npm = createNpmAccess({
    environment,
    tmpDir: join(tempDir('store'), 'tmp'),
    runNpm,
    ...(probeTimeoutMs === undefined ? {} : { probeTimeoutMs }),
  });
  return { npm, commands };
}

describe("the snapshot builder's npm pack and npm view", () => {
  it('go through the run npm with the project .npmrc: the latest version, then the tarball unpacked', async () => {
    const { npm, commands } = access(npmEnvironment(`registry=${registry.url}\n`));
    expect(await npmVersionResolver(npm).latest(ALPHA.name)).toBe(ALPHA.version);
    const packagesDir = tempDir('packages');
    const source = createPackageSource({
      searchRoots: [],
      packagesDir,
      installer: npmPackInstaller(npm),
    });
    const located = await source.locate({ name: 'alpha', package: ALPHA.name, version: ALPHA.version });
    expect(located.source).toBe('installed');
    expect(readFileSync(join(located.dir, 'index.js'), 'utf8')).toContain("require('alpha-only')");
    // One ping for the run, then only what was asked: no dependency of the package is fetched.
    expect(commands).toEqual(['ping', 'view', 'pack']);
    expect(registry.requests).toContain(`/-/${ALPHA.name}/${ALPHA.version}.tgz`);
    expect(registry.requests).not.toContain('/alpha-only');
  });

  it('end a refused connection with one line naming the fix, and do not run npm again in the run', async () => {
    const closed = await startRegistry([], new Map());
    await closed.close();
    const { npm, commands } = access(npmEnvironment(`registry=${closed.url}\n`));
    const line =
      /^cannot look up @pulumi\/alpha: cannot reach the registry \(ECONNREFUSED\); check the network, HTTPS_PROXY or npm's proxy, and npm's registry setting$/;
    await expect(npmVersionResolver(npm).latest(ALPHA.name)).rejects.toThrow(line);
    const dir = tempDir('packages');
    await expect(npmPackInstaller(npm).install(`${ALPHA.name}@${ALPHA.version}`, dir)).rejects.toThrow(line);
    expect(commands).toEqual(['ping']);
  });

  it('end a registry that never answers at the time limit', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as { port: number }).port}/`;
      const { npm } = access(npmEnvironment(`registry=${url}\n`), 3_000, 2_000);
      const dir = tempDir('packages');
      mkdirSync(dir, { recursive: true });
      const started = performance.now();
      await expect(npmPackInstaller(npm).install(`${ALPHA.name}@${ALPHA.version}`, dir)).rejects.toThrow(
        /^cannot fetch @pulumi\/alpha@1\.0\.0: npm did not finish within 2 s; check the network or proxy/,
      );
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      silent.close();
    }
  });
});
