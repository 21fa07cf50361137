import { describe, expect, it } from 'vitest';
import { editModeFiles } from '../../src/workspace/edit-files.js';

describe('editModeFiles', () => {
  it('keeps the project files of the branch and only adds missing dependencies', () => {
    const existing = new Map([
      ['Pulumi.yaml', 'name: mine\n'],
      ['index.ts', 'old'],
      ['package.json', JSON.stringify({ name: 'mine', dependencies: { '@pulumi/pulumi': '3.200.0' } })],
    ]);
    const files = editModeFiles(existing, [
      { path: 'Pulumi.yaml', content: 'name: generated\n' },
      { path: 'index.ts', content: 'new' },
      { path: 'tsconfig.json', content: '{}' },
      {
        path: 'package.json',
        content: JSON.stringify({ dependencies: { '@pulumi/pulumi': '3.270.0', '@pulumi/aws': '7.48.0' } }),
      },
    ]);
    expect(files.map((file) => file.path)).toEqual(['index.ts', 'tsconfig.json', 'package.json']);
    expect(JSON.parse(files[2]!.content)).toEqual({
      name: 'mine',
      dependencies: { '@pulumi/pulumi': '3.200.0', '@pulumi/aws': '7.48.0' },
    });
  });
});
