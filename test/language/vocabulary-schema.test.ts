import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vocabularyErrors } from '../../src/language/vocabulary-schema.js';
import { packageRoot } from '../../src/shared/paths.js';

const good = {
  provider: 'aws',
  names: ['amazon'],
  cues: ['S3'],
  services: [{ patterns: ['aws/s3/*'], terms: ['object storage'] }],
};

describe('vocabularyErrors', () => {
  it('finds nothing wrong in a well-formed file, nor in the shipped vocabulary files', () => {
    expect(vocabularyErrors(good, 'aws.json')).toEqual([]);
    const dir = join(packageRoot(), 'src', 'language', 'vocabulary');
    const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThan(3);
    for (const name of files) {
      expect(vocabularyErrors(JSON.parse(readFileSync(join(dir, name), 'utf8')), name)).toEqual([]);
    }
  });

  it('stops at a file that is no object or names no provider', () => {
    expect(vocabularyErrors([], 'x.json')).toEqual(['x.json: must be a JSON object']);
    expect(vocabularyErrors({ provider: 'AWS!' }, 'x.json')).toEqual([
      "x.json: 'provider' must be a provider name such as 'aws'",
    ]);
  });

  it('names the file, the field and the entry of each mistake', () => {
    const errors = vocabularyErrors(
      {
        provider: 'aws',
        colour: 'blue',
        cues: [],
        names: [' amazon'],
        component: { cues: ['x'] },
        services: [
          { patterns: ['aws/s3'], terms: ['storage'] },
          { patterns: ['gcp/storage/*'], terms: ['storage'] },
          { patterns: ['aws/s3/*'], terms: ['storage'], extra: 1 },
        ],
        intents: 'store files',
      },
      'aws.json',
    );
    expect(errors).toEqual([
      "aws.json: unknown field 'colour'",
      'aws.json: names[0] must be a phrase without leading or trailing spaces',
      'aws.json: cues must be a non-empty list of phrases',
      'aws.json: component must be {base, cues}',
      "aws.json: services[0].patterns: 'aws/s3' is not provider/module/Name",
      "aws.json: services[1].patterns: 'gcp/storage/*' belongs to another provider than 'aws'",
      "aws.json: services[2] must be an object with only 'patterns' and 'terms'",
      'aws.json: intents must be a list of {patterns, terms} entries',
    ]);
  });
});
