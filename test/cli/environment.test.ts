import { describe, expect, it } from 'vitest';
import { parseCliEnvironment, type EnvironmentSource } from '../../src/cli/environment.js';

const source = (
  env: Record<string, string | undefined>,
  more: Partial<EnvironmentSource> = {},
): EnvironmentSource => ({
  env,
  cwd: '/work/p',
  homeDir: '/home/u',
  stderrIsTty: true,
  stdoutIsTty: true,
  defaultSnapshotDir: '/pkg/registry-snapshot',
  ...more,
});

describe('parseCliEnvironment', () => {
  it('defaults the cache under ~/.cache, the store under the cache and the bundled snapshot', () => {
    const env = parseCliEnvironment(source({ PATH: '/usr/bin' }));
    expect(env.cacheDir).toBe('/home/u/.cache/pulumi-gen');
    expect(env.storeDir.startsWith('/home/u/.cache/pulumi-gen/')).toBe(true);
    expect(env.snapshotDir).toBe('/pkg/registry-snapshot');
    expect(env.path).toBe('/usr/bin');
    expect(env.variables).toEqual({});
    expect(env.publicPrograms).toBeUndefined();
    expect(env.color).toBe(true);
  });

  it('takes the variables that override them, trimmed, and ignores blank ones', () => {
    const env = parseCliEnvironment(
      source({
        XDG_CACHE_HOME: '/xdg',
        PULUMI_GEN_STORE_DIR: ' /store ',
        PULUMI_GEN_SNAPSHOT_DIR: '   ',
        PULUMI_GEN_USAGE_PROGRAMS: '/programs',
      }),
    );
    expect(env.cacheDir).toBe('/xdg/pulumi-gen');
    expect(env.storeDir).toBe('/store');
    expect(env.snapshotDir).toBe('/pkg/registry-snapshot');
    expect(env.usageProgramsDir).toBe('/programs');
    expect(parseCliEnvironment(source({ PULUMI_GEN_CACHE_DIR: '/c', XDG_CACHE_HOME: '/xdg' })).cacheDir).toBe(
      '/c',
    );
  });

  it('keeps only the settings variables and the cloud credentials, each where it belongs', () => {
    const env = parseCliEnvironment(
      source({
        OPENAI_API_KEY: 'sk-1',
        PULUMI_GEN_MODEL: 'm',
        OPENAI_BASE_URL: '',
        AWS_ACCESS_KEY_ID: 'AKIA',
        GITHUB_TOKEN: 'ghp_x',
        HOME: '/home/u',
      }),
    );
    expect(env.variables).toEqual({ OPENAI_API_KEY: 'sk-1', PULUMI_GEN_MODEL: 'm' });
    expect(env.cloudCredentials['AWS_ACCESS_KEY_ID']).toBe('AKIA');
    expect(env.cloudCredentials).not.toHaveProperty('OPENAI_API_KEY');
    expect(env.cloudCredentials).not.toHaveProperty('GITHUB_TOKEN');
  });

  it('turns colour off without a terminal, with NO_COLOR set, or on a dumb terminal', () => {
    expect(parseCliEnvironment(source({}, { stdoutIsTty: false })).color).toBe(false);
    expect(parseCliEnvironment(source({ NO_COLOR: '1' })).color).toBe(false);
    expect(parseCliEnvironment(source({ NO_COLOR: '' })).color).toBe(true);
    expect(parseCliEnvironment(source({ TERM: 'dumb' })).color).toBe(false);
  });
});
