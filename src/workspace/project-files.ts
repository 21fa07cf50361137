import { renderPulumiYaml } from '../shared/pulumi-yaml.js';
import { ts } from 'ts-morph';
import { NODE_TYPES, type GeneratedFile } from '../shared/project.js';
import { PROJECT_COMPILER_OPTIONS } from '../verify/typecheck/typechecker.js';
import type { ProjectSpec } from './types.js';

/** A Pulumi project name: lowercase words joined by dashes, from the request. */
export function projectSlug(text: string, maxWords = 6): string {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '' && !['a', 'an', 'the', 'with', 'and', 'of', 'for', 'to', 'in', 'on'].includes(w))
    .slice(0, maxWords);
  const slug = words.join('-').slice(0, 60).replace(/-+$/, '');
  return slug === '' ? 'pulumi-gen-program' : slug;
}

/**
 * The files of a generated Pulumi project. The pins are the snapshot's versions, so the program installs
 * exactly the declarations it was retrieved, typechecked and mock-run against; `typescript` is pinned to the
 * compiler that checked it.
 */
export function projectFiles(spec: ProjectSpec, program: string): GeneratedFile[] {
  const dependencies: Record<string, string> = { '@pulumi/pulumi': spec.pulumiVersion };
  for (const pin of [...spec.providers].sort((a, b) => a.package.localeCompare(b.package))) {
    dependencies[pin.package] = pin.version;
  }
  const packageJson = {
    name: spec.name,
    description: spec.description.replace(/\s+/g, ' ').trim().slice(0, 200),
    private: true,
    main: 'index.ts',
    // @pulumi/pulumi 3.2xx needs Node 22 or newer; say so where `npm install` checks it.
    engines: { node: '>=22' },
    dependencies,
    devDependencies: { [NODE_TYPES.package]: NODE_TYPES.version, typescript: ts.version },
  };
  const tsconfig = {
    compilerOptions: { ...PROJECT_COMPILER_OPTIONS, outDir: 'bin', sourceMap: true, noEmit: undefined },
    files: ['index.ts'],
  };
  return [
    {
      path: 'Pulumi.yaml',
      content: renderPulumiYaml({ name: spec.name, description: spec.description }),
    },
    { path: 'package.json', content: `${JSON.stringify(packageJson, null, 2)}\n` },
    { path: 'tsconfig.json', content: `${JSON.stringify(tsconfig, null, 2)}\n` },
    { path: 'index.ts', content: program.endsWith('\n') ? program : `${program}\n` },
    { path: '.gitignore', content: '/bin/\n/node_modules/\n' },
  ];
}
