import { SourceMap, type SourceMapPayload } from 'node:module';

import { ts } from 'ts-morph';

import type { ProgramFiles } from '../types.js';

export interface ProgramLocation {
  readonly file: string;
  readonly line: number;
}

/** Maps a 1-based line and column of a transpiled file (relative to the program dir) to the program. */
export type PositionMapper = (file: string, line: number, column: number) => ProgramLocation | undefined;

/**
 * Maps a stack trace of the child back to the program: the first frame in the program dir, through the
 * transpiler's source maps (`index.js:7:9` → `index.ts` line 5). Frames in dependencies are skipped.
 */
export function locateInStack(
  stack: string,
  programDir: string,
  mapPosition?: PositionMapper,
): ProgramLocation | undefined {
  const prefix = programDir.endsWith('/') ? programDir : `${programDir}/`;
  for (const frame of stack.split('\n')) {
    const index = frame.indexOf(prefix);
    if (index < 0) {
      continue;
    }
    const match = /^(.+?\.(?:ts|mts|cts|js)):(\d+)(?::(\d+))?/.exec(frame.slice(index + prefix.length));
    if (match?.[1] === undefined || match[2] === undefined || match[1].startsWith('node_modules/')) {
      continue;
    }
    const line = Number(match[2]);
    if (match[1].endsWith('.js') && mapPosition !== undefined) {
      const mapped = mapPosition(match[1], line, Number(match[3] ?? '1'));
      if (mapped !== undefined) {
        return mapped;
      }
      continue;
    }
    return { file: match[1], line };
  }
  return undefined;
}

/** A {@link PositionMapper} over the transpiler's source maps. */
export function sourceMapMapper(
  files: readonly { readonly source: string; readonly output: string; readonly sourceMap: string }[],
): PositionMapper {
  const maps = new Map<string, { readonly source: string; readonly map: SourceMap | undefined }>();
  for (const file of files) {
    let map: SourceMap | undefined;
    try {
      map = new SourceMap(JSON.parse(file.sourceMap) as SourceMapPayload);
    } catch {
      map = undefined;
    }
    maps.set(file.output, { source: file.source, map });
  }
  return (file, line, column) => {
    const entry = maps.get(file);
    if (entry?.map === undefined) {
      return undefined;
    }
    const origin = entry.map.findOrigin(line, column);
    return 'lineNumber' in origin ? { file: entry.source, line: origin.lineNumber } : undefined;
  };
}

/**
 * Where each resource name is written: `new aws.s3.Bucket("site", …)` → `site` at its line. Registrations
 * only carry the name, so findings about a resource's inputs point at the line that declares it.
 */
export function resourceNameLocations(program: ProgramFiles): ReadonlyMap<string, ProgramLocation> {
  const found = new Map<string, ProgramLocation>();
  for (const [file, text] of program) {
    if (!/\.(ts|mts|cts)$/.test(file)) {
      continue;
    }
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node)) {
        const first = node.arguments?.[0];
        if (first !== undefined && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
          if (!found.has(first.text)) {
            found.set(first.text, {
              file,
              line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The text of a program line, to name the provider members a failing line uses. */
export function lineText(program: ProgramFiles, location: ProgramLocation): string {
  return program.get(location.file)?.split('\n')[location.line - 1] ?? '';
}
