import type { Project, ts } from 'ts-morph';

/** The part of TypeScript's `DocumentRegistry` the language service calls to get each source file. */
interface DocumentRegistryCalls {
  acquireDocumentWithKey(...args: unknown[]): ts.SourceFile;
  updateDocumentWithKey(...args: unknown[]): ts.SourceFile;
}

/** The language service passes the file's `CreateSourceFileOptions` as the eighth argument. */
const SOURCE_FILE_OPTIONS = 7;

function impliedFormatOf(options: unknown): ts.ResolutionMode | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  return (options as { impliedNodeFormat?: ts.ResolutionMode }).impliedNodeFormat;
}

/**
 * Gives every source file the module format `tsc` gives it under `module: node16`: CommonJS in a package
 * without `"type": "module"` (a Pulumi project as its language host runs it), ES module otherwise. ts-morph's
 * document registry drops the format the language service computes (dsherret/ts-morph#1667), so every file
 * would be checked as an ES module: `export = async () => {…}`, Pulumi's documented async entry, and
 * `import x = require(…)` were refused (TS1203, TS1202) though `tsc` accepts them in the written project.
 * This sets the computed format on the file the registry returns. The registry is ts-morph's internal
 * (`_context.compilerFactory.documentRegistry`); when that shape is missing nothing is changed, and the test
 * of an `export =` program fails, which is how an upgrade that moves it is noticed.
 */
export function keepModuleFormats(project: Project): void {
  const registry = (
    project as unknown as { _context?: { compilerFactory?: { documentRegistry?: DocumentRegistryCalls } } }
  )._context?.compilerFactory?.documentRegistry;
  if (registry === undefined) return;
  for (const method of ['acquireDocumentWithKey', 'updateDocumentWithKey'] as const) {
    const original = registry[method].bind(registry);
    registry[method] = (...args: unknown[]): ts.SourceFile => {
      const file = original(...args);
      const format = impliedFormatOf(args[SOURCE_FILE_OPTIONS]);
      if (format !== undefined && file.impliedNodeFormat !== format) file.impliedNodeFormat = format;
      return file;
    };
  }
}
