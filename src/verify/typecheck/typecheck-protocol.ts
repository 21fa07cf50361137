import type { MissingMember } from '../../snapshot/read-removed-members.js';
import type { ConfigRead } from '../types.js';
import type { FixResult, TypecheckDiagnostic } from './typechecker.js';

/** The messages between the parent and the typecheck child process, over Node's IPC channel. */
export type TypecheckRequest =
  | { readonly id: number; readonly op: 'check'; readonly program: string }
  | {
      readonly id: number;
      readonly op: 'fix';
      readonly program: string;
      readonly maxPasses?: number;
      /** Members never to fix (see `Typechecker.fix`). */
      readonly protect?: readonly MissingMember[];
    }
  | { readonly id: number; readonly op: 'configReads'; readonly program: string };

export type TypecheckReply =
  | { readonly id: number; readonly op: 'check'; readonly diagnostics: readonly TypecheckDiagnostic[] }
  | { readonly id: number; readonly op: 'fix'; readonly result: FixResult }
  | { readonly id: number; readonly op: 'configReads'; readonly reads: readonly ConfigRead[] }
  | { readonly id: number; readonly op: 'error'; readonly message: string };

/** What one reply carries at most: a program with thousands of errors must not make a huge message. */
const MAX_DIAGNOSTICS = 200;
const MAX_MESSAGE_CHARS = 4000;
const MAX_SUBJECTS = 20;

export function boundDiagnostics(diagnostics: readonly TypecheckDiagnostic[]): TypecheckDiagnostic[] {
  return diagnostics.slice(0, MAX_DIAGNOSTICS).map((diagnostic) => ({
    ...diagnostic,
    message:
      diagnostic.message.length > MAX_MESSAGE_CHARS
        ? `${diagnostic.message.slice(0, MAX_MESSAGE_CHARS)}…`
        : diagnostic.message,
    subjects: diagnostic.subjects.slice(0, MAX_SUBJECTS),
  }));
}
