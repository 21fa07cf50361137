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

describe('parsing the action inputs', () => {
  const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';
  it('applies defaults and parses lists', () => {
    const inputs = parseActionInputs(read({ 'github-token': 't', providers: 'AWS, random' }));
    expect(inputs).toMatchObject({
      trigger: '/pulumi-gen',
      branchPrefix: 'pulumi-gen/',
      maxRepairs: 3,
      preview: 'auto',
      providers: ['aws', 'random'],
      path: undefined,
      policy: 'mandatory',
      policyPacks: [],
      policyConfig: undefined,
    });
    expect(
      parseActionInputs(
        read({
          'github-token': 't',
          policy: 'advisory',
          'policy-packs': 'policy/team,\npolicy/security',
          'policy-config': 'policy/config.json',
        }),
      ),
    ).toMatchObject({
      policy: 'advisory',
      policyPacks: ['policy/team', 'policy/security'],
      policyConfig: 'policy/config.json',
    });
  });

  it('rejects bad values with one line that says what to fix', () => {
    expect(() => parseActionInputs(read({}))).toThrow(/github-token/);
    expect(() => parseActionInputs(read({ 'github-token': 't', preview: 'maybe' }))).toThrow(
      /'preview' must be one of auto, require, off/,
    );
    expect(() => parseActionInputs(read({ 'github-token': 't', 'max-repairs': '-1' }))).toThrow(
      /max-repairs/,
    );
    expect(() => parseActionInputs(read({ 'github-token': 't', path: '../etc' }))).toThrow(
      /'path' must be a relative path/,
    );
    expect(() => parseActionInputs(read({ 'github-token': 't', policy: 'strict' }))).toThrow(
      /input 'policy' must be one of off, advisory, mandatory, not 'strict'/,
    );
    expect(() => parseActionInputs(read({ 'github-token': 't', 'policy-packs': '/etc/pack' }))).toThrow(
      /'policy-packs' must be a relative path/,
    );
  });
});
