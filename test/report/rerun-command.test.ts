import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '../../src/pipeline/types.js';
import { rerunCommand, secretVariable } from '../../src/report/rerun-command.js';

const settings = {
  model: undefined,
  baseUrl: undefined,
  sandbox: 'auto',
  maxTokens: undefined,
  out: undefined,
};

describe('the rerun line', () => {
  it('passes secrets as --secret taken from a variable, never their values, and leaves the repository region out', () => {
    const request: GenerationRequest = {
      text: 'a Hetzner server',
      source: 'cli',
      mode: 'new',
      maxRepairs: 3,
      preview: 'auto',
      config: {
        'aws:region': 'eu-west-1',
        'gcp:region': 'eu-west-1',
        'app:size': 'large',
        'hcloud:token': 'tok-1234567890',
      },
      secretKeys: ['hcloud:token'],
      conventions: { region: 'eu-west-1' },
    };
    const line = rerunCommand(request, settings);
    expect(line).toBe(
      `pulumi-gen generate 'a Hetzner server' --offline --config app:size=large --secret "hcloud:token=$HCLOUD_TOKEN"`,
    );
    expect(line).not.toContain('tok-1234567890');
  });

  it('names the variable of a key the way provider variables are named', () => {
    expect(secretVariable('hcloud:token')).toBe('HCLOUD_TOKEN');
    expect(secretVariable('myapp:dbPassword')).toBe('MYAPP_DB_PASSWORD');
  });
});
