import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Project, ts } from 'ts-morph';
import { afterAll, describe, expect, it } from 'vitest';
import { ShadowFileSystem, stripBlockComments } from '../../../src/verify/typecheck/shadow-file-system.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-shadowfs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const declaration = [
  '/// <reference types="node" />',
  '/**',
  ' * A bucket. Example: `new Bucket("b")` /* nested-looking',
  ' */',
  'export declare const note: "/* not a comment */";',
  '// a line comment stays',
  'export declare const n: number; /* trailing */',
].join('\n');

describe('stripBlockComments', () => {
  it('blanks block comments line for line, keeping strings, line comments and directives', () => {
    expect(stripBlockComments(declaration).split('\n')).toEqual([
      '/// <reference types="node" />',
      '',
      '',
      '',
      'export declare const note: "/* not a comment */";',
      '// a line comment stays',
      'export declare const n: number; ',
    ]);
    expect(stripBlockComments("const s = '/* a */' + `/* b */`;")).toBe("const s = '/* a */' + `/* b */`;");
  });
});

describe('ShadowFileSystem', () => {
  const pkg = join(root, 'node_modules', '@pulumi', 'fake');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'index.d.ts'), declaration);
  writeFileSync(join(root, 'own.d.ts'), '/** kept */ export {};');
  symlinkSync(join(root, 'own.d.ts'), join(root, 'link.d.ts'));
  const fs = new ShadowFileSystem();

  it('reads provider declarations without block comments and other files as they are', () => {
    expect(fs.readFileSync(join(pkg, 'index.d.ts'))).toBe(stripBlockComments(declaration));
    expect(fs.readFileSync(join(root, 'own.d.ts'))).toBe('/** kept */ export {};');
  });

  it('serves a shadow in place of the file, even one that does not exist', async () => {
    fs.shadows.set(join(pkg, 'index.d.ts'), 'export declare const pruned: 1;');
    fs.shadows.set(join(root, 'virtual.ts'), 'export const v = 1;');
    expect(fs.readFileSync(join(pkg, 'index.d.ts'))).toBe('export declare const pruned: 1;');
    expect(fs.fileExistsSync(join(root, 'virtual.ts'))).toBe(true);
    expect(await fs.readFile(join(root, 'virtual.ts'))).toBe('export const v = 1;');
    fs.shadows.clear();
  });

  it('answers the existence and path questions from the disk, and refuses to write', async () => {
    expect(fs.fileExistsSync(join(root, 'missing.ts'))).toBe(false);
    expect(fs.fileExistsSync(pkg)).toBe(false);
    expect(fs.directoryExistsSync(pkg)).toBe(true);
    expect(await fs.directoryExists(join(root, 'own.d.ts'))).toBe(false);
    expect(fs.realpathSync(join(root, 'link.d.ts'))).toBe(join(root, 'own.d.ts'));
    expect(fs.realpathSync(join(root, 'nowhere'))).toBe(join(root, 'nowhere'));
    expect(fs.readDirSync(root).find((entry) => entry.name === 'link.d.ts')).toMatchObject({
      isSymlink: true,
    });
    expect(() => fs.writeFileSync()).toThrow('the typecheck file system is read-only');
    expect(() => fs.copySync()).toThrow('read-only');
  });

  it('is a file system ts-morph can check a program on', () => {
    const project = new Project({
      fileSystem: fs,
      compilerOptions: {
        strict: true,
        noLib: true,
        types: [],
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      },
    });
    fs.shadows.set(
      join(root, 'index.ts'),
      'import { n } from "@pulumi/fake";\nexport const s: string = n;\n',
    );
    const source = project.addSourceFileAtPath(join(root, 'index.ts'));
    const codes = source.getPreEmitDiagnostics().map((d) => d.getCode());
    expect(codes).toContain(2322);
    fs.shadows.clear();
  });
});
