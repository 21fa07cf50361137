import { describe, expect, it } from 'vitest';

import type { TypecheckDiagnostic } from '../../../src/verify/typecheck/typechecker.js';
import { boundDiagnostics } from '../../../src/verify/typecheck/typecheck-protocol.js';

function diagnostic(index: number, message = `error ${index}`, subjects: string[] = []): TypecheckDiagnostic {
  return {
    code: 2322,
    message,
    line: index + 1,
    column: 1,
    start: 0,
    length: 1,
    category: 'error',
    subjects,
  };
}

describe('boundDiagnostics', () => {
  it('passes a small reply through unchanged', () => {
    const few = [diagnostic(0), diagnostic(1, 'x', ['aws.s3.Bucket'])];
    expect(boundDiagnostics(few)).toEqual(few);
  });

  it('keeps a reply of thousands of errors to a bounded size: the first diagnostics, messages and subjects cut', () => {
    const many = Array.from({ length: 5_000 }, (_, i) => diagnostic(i));
    const bounded = boundDiagnostics(many);
    expect(bounded).toHaveLength(200);
    expect(bounded[199]?.line).toBe(200);
    const [long] = boundDiagnostics([
      diagnostic(
        0,
        'y'.repeat(10_000),
        Array.from({ length: 50 }, (_, i) => `aws.s${i}.X`),
      ),
    ]);
    expect(long?.message).toBe(`${'y'.repeat(4_000)}…`);
    expect(long?.subjects).toHaveLength(20);
    expect(long?.subjects[0]).toBe('aws.s0.X');
  });
});
