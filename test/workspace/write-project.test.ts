import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectFiles } from '../../src/workspace/project-files.js';
import { writeProjectAtomically } from '../../src/workspace/write-project.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-ws-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const spec = {
  name: 'bucket',
  description: 'a bucket',
  pulumiVersion: '3.270.0',
  providers: [{ provider: 'aws', package: '@pulumi/aws', version: '7.48.0' }],
};

describe('writeProjectAtomically', () => {
  it('writes a project atomically into a new or an existing directory, leaving other files alone', async () => {
    const files = projectFiles(spec, 'export const x = 1;');
    const fresh = join(root, 'out-new');
    await writeProjectAtomically(fresh, files);
    expect(readdirSync(fresh).sort()).toEqual(files.map((f) => f.path).sort());
    const existing = join(root, 'out-existing');
    mkdirSync(existing);
    writeFileSync(join(existing, 'README.md'), 'mine');
    writeFileSync(join(existing, 'index.ts'), 'old');
    await writeProjectAtomically(existing, files);
    expect(readFileSync(join(existing, 'README.md'), 'utf8')).toBe('mine');
    expect(readFileSync(join(existing, 'index.ts'), 'utf8')).toBe('export const x = 1;\n');
    expect(readdirSync(root).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
});
