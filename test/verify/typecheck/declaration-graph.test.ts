import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';

/** A project whose node_modules holds one made-up provider package laid out as the real ones are. */
function projectWith(files: Record<string, string>): { dir: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-graph-'));
  const pkg = join(dir, 'node_modules', '@pulumi', 'fake');
  for (const [path, text] of Object.entries({
    'package.json': '{"name":"@pulumi/fake","types":"index.d.ts"}',
    ...files,
  })) {
    mkdirSync(join(pkg, path, '..'), { recursive: true });
    writeFileSync(join(pkg, path), text);
  }
  mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true });
  symlinkSync(resolve('node_modules', '@types', 'node'), join(dir, 'node_modules', '@types', 'node'), 'dir');
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

const NAMESPACES = ['iam', 's3', 'ec2', 'sqs', 'sns', 'rds'];
const RESOURCES = [
  'Policy',
  'Role',
  'User',
  'Group',
  'InstanceProfile',
  'OpenIdConnectProvider',
  'SamlProvider',
  'AccessKey',
];

describe('the pruned provider declarations', () => {
  const project = projectWith({
    'index.d.ts': `${NAMESPACES.map((ns) => `import * as ${ns} from "./${ns}";\n`).join('')}export { ${NAMESPACES.join(', ')} };\n`,
    ...Object.fromEntries(
      NAMESPACES.filter((ns) => ns !== 'iam').map((ns) => [`${ns}/index.d.ts`, 'export {};\n']),
    ),
    // A hub as the real ones are: many re-exported resources (the pruning applies to those only).
    'iam/index.d.ts': `export * from "./principals";\n${RESOURCES.map(
      (name) =>
        `export { ${name}Args } from "./${name}";\nexport type ${name} = import("./${name}").${name};\n` +
        `export declare const ${name}: typeof import("./${name}").${name};\n`,
    ).join('')}`,
    ...Object.fromEntries(
      RESOURCES.map((name) => [
        `iam/${name}.d.ts`,
        `export interface ${name}Args { readonly path?: string }\nexport declare class ${name} { constructor(name: string, args?: ${name}Args); }\n`,
      ]),
    ),
    // Older packages declare their namespaces with the `module` keyword (`@pulumi/aws` 7.23's principals).
    'iam/principals.d.ts': 'export declare module Principals {\n    const LambdaPrincipal: string;\n}\n',
  });
  afterAll(() => project.dispose());

  it('keeps a namespace declared as `export declare module`, as tsc sees it', () => {
    const typechecker = createTypechecker({ projectDir: project.dir });
    const program = `import * as fake from '@pulumi/fake';\nexport const principal: string = fake.iam.Principals.LambdaPrincipal;\nnew fake.iam.Policy('p');\n`;
    expect(typechecker.check(program).map((d) => d.message)).toEqual([]);
    expect(typechecker.check(program.replace('LambdaPrincipal', 'Nope')).map((d) => d.code)).toEqual([2339]);
  });
});
