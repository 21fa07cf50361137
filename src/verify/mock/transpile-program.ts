import { ts } from 'ts-morph';

import type { ProgramFiles } from '../types.js';

/** One program file as the child runs it: `index.ts` → `index.js`, with its source map back to the TS. */
export interface TranspiledFile {
  readonly source: string;
  readonly output: string;
  readonly code: string;
  /** The source map (JSON text); the parent maps stack frames with it. */
  readonly sourceMap: string;
}

/**
 * Transpiles every TypeScript file of the program to CommonJS, as Pulumi's Node language host runs
 * TypeScript (provider packages expose lazily loaded getters that only CommonJS interop sees). Type errors
 * are the typecheck rung's job; this only strips types. The source maps stay with the parent, which maps
 * the child's stack frames back to TypeScript lines: cheaper than `--enable-source-maps`, which would also
 * parse the maps of every provider module the child loads.
 */
export function transpileProgram(program: ProgramFiles): readonly TranspiledFile[] {
  const out: TranspiledFile[] = [];
  for (const [source, text] of program) {
    if (!/\.(ts|mts|cts)$/.test(source) || source.endsWith('.d.ts')) {
      continue;
    }
    const result = ts.transpileModule(text, {
      fileName: source,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
        sourceMap: true,
      },
    });
    const code = result.outputText.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n');
    out.push({
      source,
      output: source.replace(/\.(m|c)?ts$/, '.js'),
      code,
      sourceMap: result.sourceMapText ?? '',
    });
  }
  return out;
}
