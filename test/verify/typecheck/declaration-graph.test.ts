import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import {
  DeclarationGraph,
  moduleReferences,
  resolveDeclaration,
} from '../../../src/verify/typecheck/declaration-graph.js';
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

describe('moduleReferences', () => {
  it('finds what a program uses of each module, not what its comments and strings mention', () => {
    const refs = moduleReferences(`import * as aws from '@pulumi/aws';
// aws.ec2.Vpc is only mentioned here
const note = 'aws.iam.Role';
const bucket = new aws.s3.Bucket('b');
export const id = \`\${aws.getCallerIdentityOutput().accountId}\`;
`);
    expect(refs).toEqual([
      { specifier: '@pulumi/aws', demands: [['s3', 'Bucket'], ['getCallerIdentityOutput']] },
    ]);
  });

  it('reads named imports, re-exports, import types and bare imports', () => {
    const refs = moduleReferences(`import { s3, type iam as I } from '@pulumi/aws';
export * from './types';
let t: import('./enums').Region;
import '@pulumi/side-effect';
`);
    expect(refs).toEqual([
      { specifier: '@pulumi/aws', demands: [['s3'], ['iam']] },
      { specifier: './types', demands: ['all'] },
      { specifier: './enums', demands: [['Region']] },
      { specifier: '@pulumi/side-effect', demands: ['all'] },
    ]);
  });

  it('takes a namespace import used whole (passed on, not dotted into) as a demand for everything', () => {
    const refs = moduleReferences(`import * as aws from '@pulumi/aws';\nuse(aws);\n`);
    expect(refs).toEqual([{ specifier: '@pulumi/aws', demands: ['all'] }]);
  });
});

describe('resolveDeclaration and DeclarationGraph', () => {
  const blocks = NAMESPACES.map(
    (ns) =>
      `export declare namespace ${ns} {\n    interface ${ns}Args {\n        name: ${ns}Name;\n    }\n` +
      `    type ${ns}Name = string;\n    interface ${ns}Unused {\n        other: number;\n    }\n}`,
  ).join('\n');
  const fake = projectWith({
    'index.d.ts': "import * as types from './types';\nexport { types };\n",
    'types/index.d.ts': "import * as input from './input';\nexport { input };\n",
    'types/input.d.ts': `${blocks}\n`,
  });
  afterAll(() => fake.dispose());
  const modules = join(fake.dir, 'node_modules');
  const input = realpathSync(join(modules, '@pulumi', 'fake', 'types', 'input.d.ts'));

  it('resolves @pulumi packages, their subpaths and relative paths to .d.ts files, and nothing else', () => {
    const indexFile = resolveDeclaration(join(fake.dir, 'index.ts'), '@pulumi/fake', modules);
    expect(indexFile).toBe(realpathSync(join(modules, '@pulumi', 'fake', 'index.d.ts')));
    expect(resolveDeclaration(indexFile!, './types', modules)).toMatch(/fake\/types\/index\.d\.ts$/);
    expect(resolveDeclaration(indexFile!, '@pulumi/fake/types/input', modules)).toBe(input);
    expect(resolveDeclaration(indexFile!, './types/input.js', modules)).toBe(input);
    expect(resolveDeclaration(indexFile!, '@pulumi/missing', modules)).toBeUndefined();
    expect(resolveDeclaration(indexFile!, 'lodash', modules)).toBeUndefined();
  });

  it('keeps only the namespace members a program reaches, with the siblings they name, and only grows', () => {
    const graph = new DeclarationGraph(modules);
    const program = join(fake.dir, 'index.ts');
    const first = graph.update(
      program,
      "import * as input from '@pulumi/fake/types/input';\nconst a: input.s3.s3Args = { name: 'x' };\n",
    );
    expect([...first]).toEqual([input]);
    const pruned = graph.render(input);
    expect(pruned).toContain('interface s3Args');
    expect(pruned).toContain('type s3Name = string;');
    expect(pruned).not.toContain('s3Unused');
    expect(pruned).not.toContain('namespace ec2');
    // The same program again changes nothing; a new demand adds to what is kept.
    const again = "import * as input from '@pulumi/fake/types/input';\nlet a: input.s3.s3Args;\n";
    expect(graph.update(program, again).size).toBe(0);
    expect([...graph.update(program, "import { ec2 } from '@pulumi/fake/types/input';\n")]).toEqual([input]);
    expect(graph.render(input)).toContain('ec2Unused');
    expect(graph.render(input)).toContain('s3Args');
    expect(graph.render(input)).not.toContain('namespace sqs');
    expect(graph.hubPaths()).toContain(input);
  });
});
