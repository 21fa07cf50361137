import { describe, expect, it } from 'vitest';
import { GLOSSARY, patternRegex } from '../../src/language/vocabulary.js';
import { recordName } from '../../src/snapshot/record-facts.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';

describe('the glossary', () => {
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
});
