import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pulumiProjectName, renderPulumiYaml } from '../../src/shared/pulumi-yaml.js';

describe('Pulumi.yaml', () => {
  it('writes a description with YAML syntax in it as a plain string', () => {
    const description = "logs: a bucket # for 'audit' — [eu]\n  and more";
    const text = renderPulumiYaml({ name: 'logs-bucket', description });
    expect(parse(text)).toEqual({
      name: 'logs-bucket',
      description: "logs: a bucket # for 'audit' — [eu] and more",
      runtime: { name: 'nodejs', options: { packagemanager: 'npm' } },
    });
  });

  it('reads the name however it is written', () => {
    expect(pulumiProjectName('name: plain\nruntime: nodejs\n')).toBe('plain');
    expect(pulumiProjectName('# project\nruntime: nodejs\nname: "quoted" # a comment\n')).toBe('quoted');
    expect(pulumiProjectName('{name: flow, runtime: nodejs}')).toBe('flow');
    expect(pulumiProjectName('runtime: nodejs\n')).toBeUndefined();
    expect(pulumiProjectName('name: [unclosed\n')).toBeUndefined();
  });
});
