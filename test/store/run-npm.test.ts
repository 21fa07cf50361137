import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import type { NpmEnvironment } from '../../src/store/npm-environment.js';
import { createNpmRunner, npmFetchFlags } from '../../src/store/run-npm.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-run-npm-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function environment(path: string): NpmEnvironment {
  const home = join(root, 'home');
  mkdirSync(home, { recursive: true });
  return {
    vars: {
      PATH: path,
      HOME: home,
      npm_config_update_notifier: 'false',
      npm_config_cache: join(home, '.npm'),
    },
    secrets: [],
  };
}

describe('createNpmRunner', () => {
  it("runs npm from the environment's PATH in the directory given, and returns its output", async () => {
    const npm = createNpmRunner({ environment: environment(process.env['PATH'] ?? ''), timeoutMs: 30_000 });
    const outcome = await npm(['--version'], root);
    expect(outcome.kind).toBe('ok');
    expect(outcome.kind === 'ok' && outcome.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const config = await npm(['config', 'get', 'update-notifier'], root);
    // Only the environment given reaches npm.
    expect(config.kind === 'ok' && config.stdout.trim()).toBe('false');
  }, 20_000);

  it("tells a failure (with npm's stderr), a missing npm and the time limit apart", async () => {
    const npm = createNpmRunner({ environment: environment(process.env['PATH'] ?? ''), timeoutMs: 30_000 });
    const failed = await npm(['run', 'no-such-script'], root);
    expect(failed.kind).toBe('failed');
    expect(failed.kind === 'failed' && failed.stderr).toMatch(/package\.json|no-such-script/);
    const missing = createNpmRunner({ environment: environment(join(root, 'empty-bin')), timeoutMs: 30_000 });
    expect(await missing(['--version'], root)).toEqual({ kind: 'not-found' });
    const slow = await npm(['--version'], root, 1);
    expect(slow.kind).toBe('timeout');
  }, 20_000);
});

describe('npmFetchFlags', () => {
  it("bounds npm's retries and timeouts", () => {
    expect(npmFetchFlags()).toContain('--fetch-retries=1');
    expect(npmFetchFlags(0)).toContain('--fetch-retries=0');
    expect(npmFetchFlags().some((flag) => flag.startsWith('--fetch-timeout='))).toBe(true);
  });
});
