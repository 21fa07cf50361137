import { describe, expect, it } from 'vitest';
import { parseRepoConfig } from '../../src/config/parse-repo-config.js';
import { UsageError, UserError } from '../../src/shared/errors.js';
import {
  actionSource,
  cliSource,
  resolveSettings,
  settingVariables,
} from '../../src/settings/resolve-settings.js';

const noRepo = parseRepoConfig('');
const cli = (flags: Record<string, string | string[] | boolean>, variables = {}, repo = noRepo) =>
  cliSource(flags, variables, repo);
const action = (inputs: Record<string, string>, variables = {}, repo = noRepo) =>
  actionSource((name) => inputs[name] ?? '', variables, repo);

describe('resolveSettings', () => {
  it('takes the flag or input first, then the environment, then .pulumi-gen.yml, then the default', () => {
    const repo = parseRepoConfig('output-path: infra/app\nproviders: [aws, random]\n');
    expect(resolveSettings(['model', 'out', 'providers'], cli({}, {}, repo))).toEqual({
      model: 'gpt-4.1',
      out: 'infra/app',
      providers: ['aws', 'random'],
    });
    const variables = { PULUMI_GEN_MODEL: 'env-model' };
    expect(resolveSettings(['model'], cli({}, variables)).model).toBe('env-model');
    expect(resolveSettings(['model'], cli({ model: 'flag-model' }, variables)).model).toBe('flag-model');
    expect(resolveSettings(['model'], action({ model: 'input-model' }, variables)).model).toBe('input-model');
    expect(resolveSettings(['model'], action({ model: '  ' }, variables)).model).toBe('env-model');
  });

  it('applies one rule to the CLI and the action: the same ranges, modes and provider aliases', () => {
    for (const [source, where] of [
      [cli({ 'max-tokens': '20000000' }), '--max-tokens'],
      [action({ 'max-tokens': '20000000' }), "input 'max-tokens'"],
    ] as const) {
      expect(() => resolveSettings(['maxTokens'], source)).toThrow(
        `${where} must be a whole number from 1 to 10000000, not '20000000'`,
      );
    }
    expect(resolveSettings(['providers'], cli({ provider: ['k8s', 'Google'] })).providers).toEqual([
      'kubernetes',
      'gcp',
    ]);
    expect(resolveSettings(['providers'], action({ providers: 'k8s, google' })).providers).toEqual([
      'kubernetes',
      'gcp',
    ]);
    expect(resolveSettings(['providers'], cli({ provider: 'vercel' })).providers).toEqual(['vercel']);
    expect(() => resolveSettings(['preview'], action({ preview: 'maybe' }))).toThrow(
      "input 'preview' must be one of auto, require, off, not 'maybe'",
    );
  });

  it('throws a usage error for the CLI and a user error for the action, naming where the value came from', () => {
    expect(() => resolveSettings(['maxRepairs'], cli({ 'max-repairs': 'x' }))).toThrow(UsageError);
    expect(() => resolveSettings(['maxRepairs'], action({ 'max-repairs': 'x' }))).toThrow(UserError);
    expect(() => resolveSettings(['baseUrl'], cli({}, { OPENAI_BASE_URL: 'localhost:11434' }))).toThrow(
      "OPENAI_BASE_URL must be an http(s) URL such as http://localhost:11434/v1, not 'localhost:11434'",
    );
    expect(() => resolveSettings(['providers'], cli({}, {}, parseRepoConfig('providers: [awz]\n')))).toThrow(
      ".pulumi-gen.yml providers names unknown provider 'awz' (did you mean 'aws'?)",
    );
  });

  it("keeps a flag or input within .pulumi-gen.yml's providers, and adds flags' config to its region", () => {
    const repo = parseRepoConfig('providers: [aws]\nregion: eu-west-1\n');
    expect(() => resolveSettings(['providers'], action({ providers: 'gcp' }, {}, repo))).toThrow(
      "input 'providers' names gcp, which .pulumi-gen.yml does not allow (providers: aws)",
    );
    const config = resolveSettings(
      ['config'],
      cli({ config: ['aws:region=us-east-1', 'app:size=2'] }, {}, repo),
    );
    expect(config.config).toMatchObject({
      'aws:region': 'us-east-1',
      'gcp:region': 'eu-west-1',
      'app:size': '2',
    });
  });

  it('keeps of an environment only the variables the table names, non-empty', () => {
    expect(settingVariables({ OPENAI_API_KEY: ' sk-1 ', OPENAI_BASE_URL: '', HOME: '/root' })).toEqual({
      OPENAI_API_KEY: 'sk-1',
    });
  });
});
