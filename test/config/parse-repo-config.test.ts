import { describe, expect, it } from 'vitest';
import { parseRepoConfig, RepoConfigError } from '../../src/config/parse-repo-config.js';

const FULL = `# conventions for every generated program
region: eu-west-1
tags:
  team: platform
  cost-center: 42
name-prefix: acme-
providers: [aws, random]
policy-packs:
  - policies/baseline
output-path: infra/generated
`;

function problemsOf(text: string): readonly string[] {
  try {
    parseRepoConfig(text);
  } catch (error) {
    if (error instanceof RepoConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseRepoConfig', () => {
  it('reads every setting into a typed value', () => {
    const config = parseRepoConfig(FULL);
    expect(config).toEqual({
      region: 'eu-west-1',
      tags: { team: 'platform', 'cost-center': '42' },
      namePrefix: 'acme-',
      providers: ['aws', 'random'],
      policyPacks: ['policies/baseline'],
      outputPath: 'infra/generated',
    });
  });

  it('treats an empty file as no conventions', () => {
    expect(parseRepoConfig('# nothing yet\n')).toEqual({});
  });

  it('names every mistake with its line, the key path and what is expected', () => {
    const problems = problemsOf(
      [
        'region: 12',
        'tags:',
        '  team: [a, b]',
        'name-prefx: acme-',
        'providers: aws',
        'policy-packs: [../outside]',
        'output-path: /abs',
      ].join('\n'),
    );
    expect(problems).toEqual([
      '.pulumi-gen.yml:1: region: expected a region or location such as us-east-1 or westeurope',
      '.pulumi-gen.yml:3: tags.team: expected a string value',
      '.pulumi-gen.yml:4: name-prefx: expected one of the keys region, tags, name-prefix, providers, policy-packs, output-path',
      '.pulumi-gen.yml:5: providers: expected a non-empty list of provider names such as aws or random',
      '.pulumi-gen.yml:6: policy-packs[0]: expected a path inside the repository (no leading / and no ..)',
      '.pulumi-gen.yml:7: output-path: expected a path inside the repository (no leading / and no ..)',
    ]);
  });

  it('reports YAML syntax errors and duplicate keys with their line', () => {
    expect(problemsOf('region: us-east-1\nregion: eu-west-1\n')[0]).toMatch(
      /^\.pulumi-gen\.yml:2: .*[Uu]nique/,
    );
    expect(problemsOf('tags: {team: platform\n')[0]).toMatch(/^\.pulumi-gen\.yml:\d+: /);
    expect(problemsOf('- region\n')).toEqual([
      '.pulumi-gen.yml:1: expected a map of settings (region, tags, …)',
    ]);
  });
});
