import { describe, expect, it } from 'vitest';
import { parseActionInputs } from '../../src/action/inputs.js';
import { parseRepoConfig } from '../../src/config/parse-repo-config.js';

const repo = parseRepoConfig(
  'region: westeurope\ntags: {team: platform}\nname-prefix: acme-\nproviders: [azure-native]\npolicy-packs: [policies]\noutput-path: infra\n',
);

function inputs(values: Record<string, string> = {}, variables: Record<string, string> = {}) {
  return parseActionInputs((name) => ({ 'github-token': 'ghs_x', ...values })[name] ?? '', {
    variables,
    repo,
  });
}

describe('the action inputs with .pulumi-gen.yml and the environment', () => {
  it('takes defaults and conventions from the file, the workflow inputs winning', () => {
    expect(inputs()).toMatchObject({
      providers: ['azure-native'],
      policyPacks: ['policies'],
      path: 'infra',
      conventions: { region: 'westeurope', tags: { team: 'platform' }, namePrefix: 'acme-' },
      config: { 'azure-native:location': 'westeurope' },
    });
    expect(inputs({ path: 'elsewhere' }).path).toBe('elsewhere');
  });

  it('keeps the providers input within the file’s allow-list', () => {
    expect(() => inputs({ providers: 'aws' })).toThrow(
      "input 'providers' names aws, which .pulumi-gen.yml does not allow (providers: azure-native)",
    );
  });

  it('reads the key, endpoint and model from the environment when the inputs are empty', () => {
    const parsed = inputs({}, { OPENAI_API_KEY: 'sk-env', PULUMI_GEN_MODEL: 'env-model' });
    expect(parsed).toMatchObject({ apiKey: 'sk-env', model: 'env-model', baseUrl: undefined });
    expect(inputs({ 'openai-api-key': 'sk-input' }, { OPENAI_API_KEY: 'sk-env' }).apiKey).toBe('sk-input');
  });

  it('reads max-tokens as a whole number, or no limit when empty', () => {
    expect(inputs().maxTokens).toBeUndefined();
    expect(inputs({ 'max-tokens': '50000' }).maxTokens).toBe(50_000);
    expect(() => inputs({ 'max-tokens': 'lots' })).toThrow(
      "input 'max-tokens' must be a whole number from 1 to 10000000, not 'lots'",
    );
  });
});
