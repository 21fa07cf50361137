/**
 * The typecheck child process (see `isolated-typechecker.ts`): `node typecheck-worker.js <projectDir>`
 * with an IPC channel. It keeps one warm {@link createTypechecker} for its whole life and answers one
 * request at a time. It never runs the program: it only reads its text and the installed declarations.
 * Bundled on its own (dist/typecheck-worker.js), so it must stay an entry with no exports.
 */
import { createTypechecker, type FixResult, type TypecheckDiagnostic } from './typechecker.js';
import { errorMessage } from '../../shared/errors.js';
import type { TypecheckReply, TypecheckRequest } from './typecheck-protocol.js';
import { boundDiagnostics } from './typecheck-protocol.js';

const projectDir = process.argv[2];
if (projectDir === undefined || process.send === undefined) {
  process.stderr.write('usage: typecheck-worker <projectDir> (with an IPC channel)\n');
  process.exit(2);
}
const typechecker = createTypechecker({ projectDir });

function answer(request: TypecheckRequest): TypecheckReply {
  try {
    switch (request.op) {
      case 'check': {
        const diagnostics: readonly TypecheckDiagnostic[] = typechecker.check(request.program);
        return { id: request.id, op: 'check', diagnostics: boundDiagnostics(diagnostics) };
      }
      case 'configReads':
        return { id: request.id, op: 'configReads', reads: typechecker.configReads(request.program) };
      case 'fix': {
        const result: FixResult = typechecker.fix(request.program, request.maxPasses, request.protect);
        return {
          id: request.id,
          op: 'fix',
          result: { ...result, diagnostics: boundDiagnostics(result.diagnostics) },
        };
      }
      default: {
        // A message over IPC is whatever the parent sent: an op this worker does not know is an error reply.
        const unknown: { readonly id: number; readonly op?: unknown } = request;
        return { id: unknown.id, op: 'error', message: `unknown typecheck request '${String(unknown.op)}'` };
      }
    }
  } catch (error: unknown) {
    return { id: request.id, op: 'error', message: errorMessage(error) };
  }
}

process.on('message', (request: TypecheckRequest) => {
  process.send?.(answer(request));
});
// The parent is gone (ended, or killed at its deadline): nothing will ask again.
process.on('disconnect', () => process.exit(0));
