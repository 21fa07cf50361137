import { describe, expect, it } from 'vitest';
import { parseActionEnvironment } from '../../src/action/environment.js';

const parse = (env: Record<string, string | undefined>) =>
  parseActionEnvironment({
    env,
    cwd: '/checkout',
    homeDir: '/home/runner',
    tmpDir: '/tmp',
    readText: () => undefined,
  });

describe('parseActionEnvironment', () => {
  it("reads the runner's variables, with GitHub's defaults for what is unset or blank", () => {
    const env = parse({
      GITHUB_WORKSPACE: '/ws',
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: ' /ev.json ',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_RUN_ID: '42',
      GITHUB_API_URL: '',
    });
    expect(env).toMatchObject({
      workspace: '/ws',
      eventName: 'issue_comment',
      eventPath: '/ev.json',
      repository: 'o/r',
      runId: '42',
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
    });
    const bare = parse({});
    expect(bare).toMatchObject({ workspace: '/checkout', eventName: '', runId: '0', githubTimeUnitMs: 1000 });
    expect(bare.eventPath).toBeUndefined();
  });

  it("keeps the cache in the runner's tool cache, else its temp folder, unless told otherwise", () => {
    expect(parse({ RUNNER_TOOL_CACHE: '/tc', RUNNER_TEMP: '/rt' }).cacheDir).toBe('/tc/pulumi-gen');
    expect(parse({ RUNNER_TEMP: '/rt' }).cacheDir).toBe('/rt/pulumi-gen');
    expect(parse({}).cacheDir).toBe('/tmp/pulumi-gen');
    expect(parse({ PULUMI_GEN_CACHE_DIR: '/c', RUNNER_TOOL_CACHE: '/tc' }).cacheDir).toBe('/c');
    expect(parse({ RUNNER_TEMP: '/rt' }).tempDir).toBe('/rt');
  });

  it('takes a GitHub time unit of 0 or more, else 1000 ms', () => {
    expect(parse({ PULUMI_GEN_GITHUB_TIME_UNIT_MS: '5' }).githubTimeUnitMs).toBe(5);
    expect(parse({ PULUMI_GEN_GITHUB_TIME_UNIT_MS: '0' }).githubTimeUnitMs).toBe(0);
    expect(parse({ PULUMI_GEN_GITHUB_TIME_UNIT_MS: '-1' }).githubTimeUnitMs).toBe(1000);
    expect(parse({ PULUMI_GEN_GITHUB_TIME_UNIT_MS: 'soon' }).githubTimeUnitMs).toBe(1000);
  });

  it('collects the credential values to mask and the cloud credentials for preview, not the model key', () => {
    const env = parse({ AWS_SECRET_ACCESS_KEY: 'aws-secret-value', OPENAI_API_KEY: 'sk-model-key' });
    expect(env.credentials).toContain('aws-secret-value');
    expect(env.cloudCredentials['AWS_SECRET_ACCESS_KEY']).toBe('aws-secret-value');
    expect(env.cloudCredentials).not.toHaveProperty('OPENAI_API_KEY');
    expect(env.variables['OPENAI_API_KEY']).toBe('sk-model-key');
  });
});
