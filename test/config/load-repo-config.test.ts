import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRepoConfig } from '../../src/config/load-repo-config.js';

describe('loadRepoConfig', () => {
  it('loads the file from a repository root, and nothing when there is none', () => {
    const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-config-'));
    try {
      expect(loadRepoConfig(root)).toEqual({});
      writeFileSync(join(root, '.pulumi-gen.yml'), 'region: westeurope\n');
      expect(loadRepoConfig(root)).toEqual({ region: 'westeurope' });
      writeFileSync(join(root, '.pulumi-gen.yml'), 'colour: blue\n');
      expect(() => loadRepoConfig(root)).toThrow(
        /\.pulumi-gen\.yml has a mistake: \.pulumi-gen\.yml:1: colour: expected one of the keys/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
