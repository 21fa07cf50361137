import { describe, expect, it } from 'vitest';
import {
  looksSecret,
  promotedWarning,
  regionPairs,
  runConfig,
  secretValuesOf,
} from '../../src/config/stack-config.js';

describe('regionPairs', () => {
  it('sets the region under every cloud’s key, or nothing', () => {
    expect(regionPairs('eu-west-1')).toEqual([
      'aws:region=eu-west-1',
      'gcp:region=eu-west-1',
      'azure-native:location=eu-west-1',
    ]);
    expect(regionPairs(undefined)).toBeUndefined();
  });
});

describe('looksSecret', () => {
  it('knows credentials by the key’s own name, not its namespace', () => {
    for (const key of ['dbPassword', 'app:apiKey', 'GITHUB_TOKEN', 'private_key', 'connectionString']) {
      expect(looksSecret(key)).toBe(true);
    }
    for (const key of ['secretsmanager:region', 'instanceType', 'keyName'])
      expect(looksSecret(key)).toBe(false);
  });
});

describe('runConfig', () => {
  it('merges plain and secret values and treats credential-looking plain keys as secrets, saying so', () => {
    const run = runConfig(
      { size: 'small', dbPassword: 'hunter2', apiToken: '' },
      { apiKey: 'sk-1', size: 'big' },
    );
    expect(run.config).toEqual({ size: 'big', dbPassword: 'hunter2', apiToken: '', apiKey: 'sk-1' });
    expect(run.secretKeys).toEqual(['apiKey', 'size', 'dbPassword', 'apiToken']);
    expect(run.promoted).toEqual(['dbPassword', 'apiToken']);
    expect(secretValuesOf(run)).toEqual(['sk-1', 'big', 'hunter2']);
    expect(promotedWarning(run, '--secret')).toBe(
      'dbPassword, apiToken look like a credential: treated as secret (next time give them with --secret)',
    );
    expect(promotedWarning(runConfig({ dbPassword: 'x' }, {}), '--secret')).toBe(
      'dbPassword looks like a credential: treated as secret (next time give it with --secret)',
    );
    expect(promotedWarning(runConfig({ size: 'x' }, {}), '--secret')).toBeUndefined();
  });
});
