import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Project, ts } from 'ts-morph';
import { afterAll, describe, expect, it } from 'vitest';

import { keepModuleFormats } from '../../../src/verify/typecheck/module-format.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Whether the language service refuses Pulumi's async entry (`export =`, TS1203) in a package of this `package.json`. */
function refusesExportAssignment(packageJson: object, keep: boolean): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-module-format-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify(packageJson));
  const project = new Project({
    compilerOptions: {
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      types: [],
      // The module format is all this is about: no lib files to parse (their absence is reported, and ignored).
      noLib: true,
    },
    skipAddingFilesFromTsConfig: true,
  });
  if (keep) keepModuleFormats(project);
  const file = join(dir, 'index.ts');
  project.createSourceFile(file, 'export = async () => ({ ready: true });\n');
  const service = project.getLanguageService().compilerObject;
  return [...service.getSyntacticDiagnostics(file), ...service.getSemanticDiagnostics(file)].some(
    (d) => d.code === 1203,
  );
}

describe('keepModuleFormats', () => {
  it('checks a file of a package without "type": "module" as CommonJS, as tsc does (ts-morph\'s registry alone does not)', () => {
    expect(refusesExportAssignment({ name: 'cjs' }, true)).toBe(false);
    // Without it, the same file is taken for an ES module: TS1203, `export =` cannot be used there.
    expect(refusesExportAssignment({ name: 'cjs' }, false)).toBe(true);
  });

  it('leaves a file of an ES module package an ES module', () => {
    expect(refusesExportAssignment({ name: 'esm', type: 'module' }, true)).toBe(true);
  });
});
