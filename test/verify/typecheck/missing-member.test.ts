import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ts } from 'ts-morph';
import { afterAll, describe, expect, it } from 'vitest';
import { missingMemberOf, sameMember } from '../../../src/verify/typecheck/missing-member.js';

/** A small provider package laid out as the real ones are: classes per module, nested input types apart. */
const PACKAGE: Record<string, string> = {
  'package.json': '{"name": "@pulumi/fake", "version": "1.0.0", "types": "index.d.ts"}',
  'index.d.ts': "import * as apigateway from './apigateway';\nexport { apigateway };\n",
  'apigateway/index.d.ts': "export * from './deployment';\n",
  'apigateway/deployment.d.ts': [
    "import * as inputs from '../types/input';",
    'export declare class Deployment {',
    '  constructor(name: string, args: DeploymentArgs);',
    '  readonly id: string;',
    '}',
    'export interface DeploymentArgs {',
    '  restApi: string;',
    '  settings?: inputs.apigateway.Settings | string;',
    '}',
  ].join('\n'),
  'types/input.d.ts':
    'export declare namespace apigateway {\n  interface Settings {\n    level: string;\n  }\n}\n',
  'types/output.d.ts':
    'export declare namespace apigateway {\n  interface Out {\n    level: string;\n  }\n}\n',
};

const PROGRAM = [
  "import * as fake from '@pulumi/fake';",
  "const d = new fake.apigateway.Deployment('d', { restApi: 'x', stageName: 'v1' });",
  "new fake.apigateway.Deployment('e', { restApi: 'x', settings: { level: 'a', extra: 1 } });",
  'export const url = d.invokeUrl;',
  'export const stage = fake.apigateway.Stage;',
  'const local = { a: 1 };',
  'export const b = local.b;',
].join('\n');

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-missing-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function check(): { name: string; code: number; member: ReturnType<typeof missingMemberOf> }[] {
  for (const [path, text] of Object.entries(PACKAGE)) {
    const file = join(root, 'node_modules', '@pulumi', 'fake', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  writeFileSync(join(root, 'index.ts'), PROGRAM);
  const program = ts.createProgram([join(root, 'index.ts')], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // No lib: the global types are not what is looked at, and the checker needs none of them here.
    noLib: true,
    types: [],
  });
  const source = program.getSourceFile(join(root, 'index.ts'))!;
  return ts.getPreEmitDiagnostics(program, source).map((diagnostic) => ({
    name: PROGRAM.slice(diagnostic.start!, diagnostic.start! + diagnostic.length!),
    code: diagnostic.code,
    member: missingMemberOf(source, program.getTypeChecker(), diagnostic),
  }));
}

describe('missingMemberOf, with the real type checker', () => {
  const found = check();
  const memberFor = (name: string) => found.find((entry) => entry.name === name);

  it('names the declared class of a property access', () => {
    expect(memberFor('invokeUrl')).toMatchObject({
      code: 2339,
      member: {
        package: '@pulumi/fake',
        module: 'apigateway',
        kind: 'class',
        owner: 'Deployment',
        name: 'invokeUrl',
      },
    });
  });

  it('names the args interface of an object literal, and a nested input type by its namespace', () => {
    expect(memberFor('stageName')?.member).toEqual({
      package: '@pulumi/fake',
      module: 'apigateway',
      kind: 'interface',
      owner: 'DeploymentArgs',
      name: 'stageName',
    });
    expect(memberFor('extra')?.member).toEqual({
      package: '@pulumi/fake',
      module: 'types',
      kind: 'type',
      owner: 'apigateway.Settings',
      name: 'extra',
    });
  });

  it('names a module a missing member is read from', () => {
    expect(memberFor('Stage')?.member).toMatchObject({ kind: 'module', module: 'apigateway', name: 'Stage' });
  });

  it('says nothing of the program’s own types', () => {
    expect(memberFor('b')?.code).toBe(2339);
    expect(memberFor('b')?.member).toBeUndefined();
  });
});

describe('sameMember', () => {
  it('compares every part', () => {
    const member = { package: 'p', module: 'm', kind: 'class', owner: 'O', name: 'n' } as const;
    expect(sameMember(member, { ...member })).toBe(true);
    expect(sameMember(member, { ...member, owner: 'P' })).toBe(false);
    expect(sameMember(member, { ...member, kind: 'interface' })).toBe(false);
  });
});
