import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { displayPath, readExistingProject } from '../../src/workspace/read-project.js';
import { UserError } from '../../src/shared/errors.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A project folder with these files (paths relative to it). */
function project(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-readproject-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('readExistingProject', () => {
  it('reads the entry, the local files it imports, dependencies, config and data files', () => {
    const read = readExistingProject(
      project({
        'Pulumi.yaml': [
          'name: shop',
          'description: the shop',
          'runtime:',
          '  name: nodejs',
          'config:',
          '  shop:size: small',
          '  shop:replicas:',
          '    default: 2',
          '  aws:region:',
          '    value: eu-west-1',
          '  shop:tags:',
          '    type: object',
        ].join('\n'),
        'Pulumi.dev.yaml': 'config:\n  shop:size: large\n  shop:dbPassword:\n    secure: AAABAx\n',
        'package.json': JSON.stringify({
          dependencies: { '@pulumi/aws': '^7.0.0' },
          devDependencies: { '@types/node': '24.0.0', typescript: 5 },
        }),
        'index.ts':
          'import { site } from "./lib/site";\nexport * from "./util.js";\nexport const s = site;\n',
        'lib/site.ts': 'import "../side";\nexport const site = 1;\n',
        'side.ts': 'export {};\n',
        'util.ts': 'export const u = 1;\n',
        'unused.ts': 'export const never = 1;\n',
        'manifests/app.yaml': 'kind: Deployment\n',
        'logo.png': Buffer.from([0x89, 0x50, 0x00, 0x47]),
        'node_modules/x/readme.md': 'installed',
      }),
      'dev',
    );
    expect(read.name).toBe('shop');
    expect(read.description).toBe('the shop');
    expect(read.entry).toBe('index.ts');
    expect([...read.files.keys()].sort()).toEqual(['index.ts', 'lib/site.ts', 'side.ts', 'util.ts']);
    expect(read.dependencies).toEqual({ '@pulumi/aws': '^7.0.0', '@types/node': '24.0.0' });
    expect(read.config).toEqual({ 'shop:size': 'large', 'shop:replicas': '2', 'aws:region': 'eu-west-1' });
    expect(read.secretKeys).toEqual(['shop:dbPassword']);
    expect([...(read.dataFiles?.keys() ?? [])]).toEqual(['manifests/app.yaml']);
  });

  it('lays out a program whose entry sits in a folder from that folder', () => {
    const read = readExistingProject(
      project({
        'Pulumi.yaml': 'name: p\nruntime: nodejs\nmain: src/\n',
        'src/index.ts': 'import "./util";\n',
        'src/util.ts': 'export {};\n',
      }),
    );
    expect([...read.files.keys()].sort()).toEqual(['index.ts', 'util.ts']);
    expect(read.dataFiles).toBeUndefined();
  });

  it('takes package.json main when it names a TypeScript file', () => {
    const read = readExistingProject(
      project({
        'Pulumi.yaml': 'name: p\nruntime: nodejs\n',
        'package.json': '{"main": "app.ts"}',
        'app.ts': 'export const app = 1;\n',
      }),
    );
    expect(read.files.get('index.ts')).toBe('export const app = 1;\n');
  });

  it('refuses what is not a Pulumi TypeScript project, in one line that says why', () => {
    expect(() => readExistingProject(project({ 'index.ts': '' }))).toThrow(/has no Pulumi\.yaml/);
    expect(() => readExistingProject(project({ 'Pulumi.yaml': 'name: p\nruntime: python\n' }))).toThrow(
      "runtime is 'python', not nodejs",
    );
    expect(() => readExistingProject(project({ 'Pulumi.yaml': 'name: p\nruntime: nodejs\n' }))).toThrow(
      /no TypeScript entry/,
    );
    expect(() => readExistingProject(project({ 'Pulumi.yaml': '- a list\n' }))).toThrow(
      /is not a YAML mapping/,
    );
    expect(() => readExistingProject(project({ 'Pulumi.yaml': 'name: [unclosed\n' }))).toThrow(
      /is not valid YAML/,
    );
    expect(() =>
      readExistingProject(
        project({ 'Pulumi.yaml': 'runtime: nodejs\n', 'index.ts': '', 'package.json': '[]' }),
      ),
    ).toThrow(/package\.json is not a JSON object/);
    expect(() =>
      readExistingProject(project({ 'Pulumi.yaml': 'runtime: nodejs\n', 'index.ts': '' }), 'prod'),
    ).toThrow(/--stack prod: .*Pulumi\.prod\.yaml does not exist/);
    expect(() =>
      readExistingProject(
        project({
          'Pulumi.yaml': 'runtime: nodejs\nmain: src\n',
          'src/index.ts': 'import "../shared";\n',
          'shared.ts': '',
        }),
      ),
    ).toThrow(
      new UserError(
        "src/index.ts imports shared.ts, outside its folder src/; verify lays a program out from its entry's folder",
      ),
    );
  });
});

describe('displayPath', () => {
  it('shows a path relative to the working folder when inside it', () => {
    expect(displayPath('/work/p/infra', '/work/p')).toBe('infra');
    expect(displayPath('/work/p', '/work/p')).toBe('.');
    expect(displayPath('/elsewhere/x', '/work/p')).toBe('/elsewhere/x');
  });
});
