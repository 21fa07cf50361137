import type { MissingMember, RemovedMembersLookup } from '../../snapshot/read-removed-members.js';
import { checkSafety } from '../safety-gate.js';
import type { Finding, ProgramRevision, Rung, RungCheck, RungContext } from '../types.js';
import { otherMajorErrors } from './other-major.js';
import type { FixResult, TypecheckDiagnostic, TypecheckService } from './typechecker.js';

export function diagnosticFinding(diagnostic: TypecheckDiagnostic): Finding {
  return {
    rung: 'typecheck',
    severity: diagnostic.category,
    message: diagnostic.message.replace(/\s*\n\s*/g, ' '),
    line: diagnostic.line,
    file: diagnostic.file ?? 'index.ts',
    code: diagnostic.limit === undefined ? `TS${diagnostic.code}` : 'typecheck-limit',
    subjects: diagnostic.subjects,
  };
}

/**
 * TypeScript's code fixes as a revision of the program, when there are any and the safety gate passes the
 * fixed program: a fix may add an import (`import { readFileSync } from 'fs'`), and a rejected fix leaves the
 * program, and so its diagnostics, unfixed.
 */
function revisionOf(result: FixResult, context: RungContext): ProgramRevision | undefined {
  if (result.fixes.length === 0) return undefined;
  const gate = checkSafety(
    new Map([['index.ts', result.program]]),
    context.projectDir,
    context.allowedPackages,
  );
  if (gate.length > 0) return undefined;
  return {
    program: result.program,
    fixes: result.fixes,
    description: `TypeScript code fixes: ${result.fixes.map((f) => f.description).join('; ')}`,
    findings: result.fixes.map((f) => ({
      rung: 'typecheck',
      severity: 'warning',
      message: `fixed without a model round: ${f.description}`,
      line: f.line,
      file: 'index.ts',
      code: f.fixName,
    })),
  };
}

/**
 * TypeScript's code fixes, except on members the checked major removed: a spelling fix would turn
 * `stageDescription` into `description`, another input that means something else. When a fix touched such a
 * member, the fixes are made again with it protected.
 */
async function fixKeepingRemoved(
  typechecker: TypecheckService,
  program: string,
  removed: RemovedMembersLookup | undefined,
): Promise<FixResult> {
  let result = await typechecker.fix(program);
  const protect: MissingMember[] = [];
  // Each redo protects what the last one fixed; a program names few removed members, so this ends soon.
  for (let redo = 0; redo < 3; redo++) {
    const touched = result.fixes.flatMap((fix) =>
      fix.missing !== undefined && removed?.(fix.missing) !== undefined ? [fix.missing] : [],
    );
    if (touched.length === 0) break;
    protect.push(...touched);
    result = await typechecker.fix(program, undefined, protect);
  }
  return result;
}

/**
 * The typecheck rung: the entry file against the pinned provider declarations, after TypeScript's own code
 * fixes (kept as a {@link ProgramRevision} the ladder adopts). Errors fail it; a passing check reports what
 * the program reads from its configuration, for the mock run's cases.
 */
export function createTypecheckRung(typechecker: TypecheckService): Rung<'typecheck'> {
  return {
    name: 'typecheck',
    reads: 'text',
    async check(files, context): Promise<RungCheck<'typecheck'>> {
      const entry = files.get('index.ts') ?? '';
      const result = await fixKeepingRemoved(typechecker, entry, context.removedMembers);
      const revision = revisionOf(result, context);
      const program = revision?.program ?? entry;
      // `fix` checked the program it returns: reuse that unless the gate sent us back to the unfixed one.
      const diagnostics = result.program === program ? result.diagnostics : await typechecker.check(program);
      const major = otherMajorErrors(
        diagnostics.filter((d) => d.category === 'error'),
        context.removedMembers,
      );
      const errors = [
        ...(major.finding === undefined ? [] : [major.finding]),
        ...major.rest.map(diagnosticFinding),
      ];
      const warnings = diagnostics.filter((d) => d.category === 'warning').map(diagnosticFinding);
      const revised = revision === undefined ? {} : { revision };
      return errors.length > 0
        ? { kind: 'failed', findings: [...errors, ...warnings], ...revised }
        : {
            kind: 'passed',
            warnings,
            details: { configReads: await typechecker.configReads(program) },
            ...revised,
          };
    },
  };
}
