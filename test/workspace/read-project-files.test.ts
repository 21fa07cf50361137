import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readProjectFiles } from '../../src/workspace/read-project-files.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function folder(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'pulumi gen-edit-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('readProjectFiles', () => {
  it('reads the programs and project settings, leaving installs, output, dot folders and other files out', async () => {
    const files = await readProjectFiles(
      folder({
        'Pulumi.yaml': 'name: p\n',
        'Pulumi.dev.yaml': 'config: {}\n',
        'index.ts': 'export {};\n',
        'lib/site.ts': 'export const s = 1;\n',
        'types.d.ts': 'declare const x: 1;\n',
        'package.json': '{}',
        'tsconfig.json': '{}',
        '.gitignore': 'bin/\n',
        'README.md': '# p\n',
        'node_modules/a/index.ts': 'installed',
        'bin/index.ts': 'built',
        '.github/x.ts': 'hidden',
        'big.ts': 'x'.repeat(1_000_001),
      }),
    );
    expect([...files.keys()]).toEqual([
      '.gitignore',
      'Pulumi.dev.yaml',
      'Pulumi.yaml',
      'index.ts',
      'lib/site.ts',
      'package.json',
      'tsconfig.json',
    ]);
    expect(files.get('lib/site.ts')).toBe('export const s = 1;\n');
  });

  it('says what to run when the folder holds no project, quoting the folder for the shell', async () => {
    await expect(readProjectFiles(folder({ 'index.ts': '' }))).rejects.toThrow(
      `has no Pulumi TypeScript project (Pulumi.yaml and index.ts); to make one run pulumi-gen "<request>" --out '${dir}'`,
    );
    await expect(readProjectFiles(join(dir, 'index.ts'))).rejects.toThrow(/is not a folder/);
  });

  it('refuses a folder with more files than one project has', async () => {
    const many: Record<string, string> = { 'Pulumi.yaml': '', 'index.ts': '' };
    for (let i = 0; i < 200; i++) many[`m/f${i}.ts`] = '';
    await expect(readProjectFiles(folder(many))).rejects.toThrow(/holds more than 200 project files/);
  });
});
