import { describe, expect, it } from 'vitest';
import { settingOptions } from '../../src/cli/setting-options.js';
import { DEFAULT_MODEL } from '../../src/settings/run-settings.js';

describe('settingOptions', () => {
  it('writes each flag from the run-configuration table, its default and env var in the help', () => {
    const [model, baseUrl, maxRepairs] = settingOptions(['model', 'baseUrl', 'maxRepairs']);
    expect(model).toEqual({
      name: 'model',
      value: 'M',
      help: `chat model id on the endpoint (default $PULUMI_GEN_MODEL, else ${DEFAULT_MODEL})`,
    });
    expect(baseUrl?.help).toMatch(/\(default \$OPENAI_BASE_URL, else api\.openai\.com\)$/);
    expect(maxRepairs?.help).toMatch(/\(default 3\)$/);
  });

  it('leaves out settings without a flag, gives a switch no default note, and marks repeatable flags', () => {
    const options = settingOptions(['apiKey', 'embeddingModel', 'offline', 'providers']);
    expect(options.map((o) => o.name)).toEqual(['offline', 'provider']);
    expect(options[0]).not.toHaveProperty('value');
    expect(options[0]?.help).not.toContain('(default');
    expect(options[1]).toMatchObject({ value: 'P', repeatable: true });
    expect(options[1]?.help).toMatch(/\(default decided from the request\)$/);
  });
});
