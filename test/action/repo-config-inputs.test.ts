import { describe, expect, it } from 'vitest';
import { parseActionInputs } from '../../src/action/inputs.js';
import { withRepoConfig } from '../../src/action/repo-config-inputs.js';
import { parseRepoConfig } from '../../src/config/repo-config.js';

function inputs(values: Record<string, string> = {}) {
  return parseActionInputs((name) => ({ 'github-token': 'ghs_x', ...values })[name] ?? '');
}

const repo = parseRepoConfig(
  'region: westeurope\ntags: {team: platform}\nname-prefix: acme-\nproviders: [azure-native]\npolicy-packs: [policies]\noutput-path: infra\n',
);

describe('the action with .pulumi-gen.yml', () => {
  it('takes defaults and conventions from the file, the workflow inputs winning', () => {
    const applied = withRepoConfig(inputs(), repo);
    expect(applied).toMatchObject({
      providers: ['azure-native'],
      policyPacks: ['policies'],
      path: 'infra',
      conventions: { region: 'westeurope', tags: { team: 'platform' }, namePrefix: 'acme-' },
      stackConfig: { 'azure-native:location': 'westeurope' },
    });
    expect(withRepoConfig(inputs({ path: 'elsewhere' }), repo).path).toBe('elsewhere');
  });

  it('keeps the providers input within the file’s allow-list', () => {
    expect(() => withRepoConfig(inputs({ providers: 'aws' }), repo)).toThrow(
      "input 'providers' names aws, which .pulumi-gen.yml does not allow (providers: azure-native)",
    );
  });

  it('reads max-tokens as a whole number, or no limit when empty', () => {
    expect(inputs().maxTokens).toBeUndefined();
    expect(inputs({ 'max-tokens': '50000' }).maxTokens).toBe(50_000);
    expect(() => inputs({ 'max-tokens': 'lots' })).toThrow(/input 'max-tokens' must be a whole number/);
  });
});
