import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/shared/paths.js';

/**
 * GitHub evaluates `${{ }}` wherever it appears in action.yml, descriptions included, and an action whose
 * description holds one has failed to load for others: expressions belong in `default:` values only.
 */
describe('action.yml', () => {
  it('has expressions only in default values', () => {
    const lines = readFileSync(join(packageRoot(), 'action.yml'), 'utf8').split('\n');
    const offending = lines.filter((line) => line.includes('${{') && !/^\s*default:/.test(line));
    expect(offending).toEqual([]);
  });
});
