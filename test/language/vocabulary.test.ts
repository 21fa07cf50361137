import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  aliasesFor,
  FILES,
  GLOSSARY,
  loadVocabulary,
  namePhrasesFor,
  patternRegex,
  PROVIDER_CUES,
  PROVIDER_NAMES,
  providerPhrasesFor,
  servicePhrasesFor,
} from '../../src/language/vocabulary.js';
import { vocabularyErrors } from '../../src/language/vocabulary-schema.js';
import { recordName } from '../../src/snapshot/record-facts.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { defaultSnapshotDir, packageRoot } from '../../src/shared/paths.js';

describe('the vocabulary data', () => {
  it('loads every file of src/language/vocabulary/, each named after its provider', () => {
    const onDisk = readdirSync(join(packageRoot(), 'src', 'language', 'vocabulary')).sort();
    expect(Object.keys(FILES).sort()).toEqual(onDisk);
    for (const [name, value] of Object.entries(FILES)) {
      expect(`${(value as { provider: string }).provider}.json`).toBe(name);
    }
  });

  it('names, with every pattern, at least one record of the bundled snapshot', () => {
    // A pattern with a wrong module name (`azure-native/insights/*` where the module is `monitor`) would
    // silently give its records none of the vocabulary.
    const snapshot = openSnapshot(defaultSnapshotDir());
    const keys = snapshot.providers.flatMap((provider) =>
      snapshot.list({ provider }).map((r) => `${r.provider}/${r.module}/${recordName(r)}`),
    );
    const dead = GLOSSARY.flatMap((entry) => entry.patterns).filter((pattern) => {
      const regex = patternRegex(pattern);
      return !keys.some((key) => regex.test(key));
    });
    expect(dead).toEqual([]);
  });

  it('gives a record the terms of its own provider only, service terms apart from name phrases', () => {
    expect(aliasesFor('aws', 's3', 'Bucket')).toEqual(
      expect.arrayContaining(['object storage', 'storage bucket', 'store files']),
    );
    expect(aliasesFor('gcp', 'storage', 'Bucket')).not.toContain('s3 bucket');
    expect(servicePhrasesFor('aws', 'cloudfront')).toEqual([
      'cloudfront',
      'cdn',
      'content delivery network',
      'edge cache',
    ]);
    // The phrases naming a whole provider are apart from any module's service phrases.
    expect(providerPhrasesFor('cloudflare')).toContain('cloudflare');
    expect(servicePhrasesFor('cloudflare', 'index')).not.toContain('cloudflare');
    expect(servicePhrasesFor('aws', 's3')).not.toContain('aws');
    expect(namePhrasesFor('aws', 'ec2', 'Eip')).toContain('elastic ip');
    expect(namePhrasesFor('aws', 'ec2', 'Vpc')).not.toContain('elastic compute cloud');
    expect(PROVIDER_CUES['kubernetes']).toContain('k8s');
    expect(PROVIDER_NAMES['k8s']).toBe('kubernetes');
  });
});

describe('the vocabulary schema check', () => {
  it('accepts a well-formed file', () => {
    const file = {
      provider: 'hcloud',
      names: ['hetzner'],
      cues: ['hcloud'],
      services: [{ patterns: ['hcloud/index/*'], terms: ['hetzner cloud'] }],
    };
    expect(vocabularyErrors(file, 'hcloud.json')).toEqual([]);
  });

  it('names the file and the field of every problem', () => {
    const errors = vocabularyErrors(
      {
        provider: 'hcloud',
        cue: ['typo'],
        resources: [
          { patterns: ['aws/s3/Bucket'], terms: ['bucket'] },
          { patterns: ['hcloud/Server'], terms: [' server'] },
          { patterns: ['hcloud/index/Server'] },
        ],
      },
      'hcloud.json',
    );
    expect(errors).toEqual([
      "hcloud.json: unknown field 'cue'",
      "hcloud.json: resources[0].patterns: 'aws/s3/Bucket' belongs to another provider than 'hcloud'",
      "hcloud.json: resources[1].patterns: 'hcloud/Server' is not provider/module/Name",
      'hcloud.json: resources[1].terms[0] must be a phrase without leading or trailing spaces',
      'hcloud.json: resources[2].terms must be a non-empty list of phrases',
    ]);
    expect(vocabularyErrors([], 'x.json')).toEqual(['x.json: must be a JSON object']);
  });

  it('refuses to load malformed files or a file named after another provider, listing every error', () => {
    expect(() => loadVocabulary({ 'aws.json': { provider: 'gcp' } })).toThrow(
      "vocabulary/aws.json: holds provider 'gcp'; name the file after it",
    );
    expect(() => loadVocabulary({ 'a.json': { provider: 'a', names: [] }, 'b.json': 3 })).toThrow(
      /a\.json: names must be a non-empty list of phrases\n {2}vocabulary\/b\.json: must be a JSON object/,
    );
  });
});
