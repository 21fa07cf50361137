import { describe, expect, it } from 'vitest';

import type { MonitorRecord } from '../../../src/verify/mock/recording-monitor.js';
import { decideRun } from '../../../src/verify/mock/run-verdict.js';

const NONCE = 'a'.repeat(48);

const BUCKET = {
  type: 'aws:s3/bucket:Bucket',
  name: 'site',
  custom: true,
  urn: 'urn:pulumi:dev::p::aws:s3/bucket:Bucket::site',
  inputs: {},
  dependencies: [],
  propertyDependencies: {},
  read: false,
};

function record(partial: Partial<MonitorRecord> = {}): MonitorRecord {
  return {
    registrations: [BUCKET],
    invokes: [],
    logs: [],
    completed: true,
    finished: true,
    violations: [],
    extraRoots: [],
    ...partial,
  };
}

const CLEAN = { code: 0, signal: null, stderr: '' };
const result = (fields: Record<string, unknown>) =>
  ({
    kind: 'read',
    text: JSON.stringify({ nonce: NONCE, calls: [], errors: [], violations: [], ...fields }),
  }) as const;

describe('the parent decides the verdict from what it observed', () => {
  it('accepts a run that completed, said so with the nonce, exited 0 and left its result', () => {
    const verdict = decideRun(record(), CLEAN, result({ completed: true }), NONCE);
    expect(verdict.failures).toEqual([]);
    expect(verdict.run.completed).toBe(true);
    expect(verdict.run.errors).toEqual([]);
  });

  it('fails a run whose result file is missing, whatever the monitor saw', () => {
    const verdict = decideRun(record(), CLEAN, { kind: 'empty' }, NONCE);
    expect(verdict.failures).toEqual([
      expect.objectContaining({ code: 'mock-no-result', severity: 'error' }),
    ]);
    expect(verdict.failures[0]?.message).toContain('there is no result file');
  });

  it('fails a result that is not JSON, or not the runner’s (no nonce, another nonce)', () => {
    for (const file of [
      { kind: 'read', text: '{"completed": tr' } as const,
      { kind: 'read', text: JSON.stringify({ calls: [], errors: [], completed: true }) } as const,
      { kind: 'read', text: JSON.stringify({ nonce: 'b'.repeat(48), errors: [], completed: true }) } as const,
    ]) {
      expect(decideRun(record(), CLEAN, file, NONCE).failures.map((f) => f.code)).toEqual(['mock-no-result']);
    }
  });

  it('fails a run whose child exited non-zero or was killed, even with a clean result', () => {
    const exited = decideRun(
      record(),
      { code: 134, signal: null, stderr: 'heap\nout of memory' },
      result({}),
      NONCE,
    );
    expect(exited.failures).toEqual([expect.objectContaining({ code: 'mock-crash' })]);
    expect(exited.failures[0]?.message).toContain('exit code 134');
    expect(exited.failures[0]?.message).toContain('out of memory');
    const killed = decideRun(record(), { code: null, signal: 'SIGKILL', stderr: '' }, result({}), NONCE);
    expect(killed.failures[0]?.message).toContain('SIGKILL');
  });

  it('does not believe completion the SDK reports from its finally without the runner’s word', () => {
    const verdict = decideRun(record({ finished: false }), CLEAN, result({ completed: true }), NONCE);
    expect(verdict.run.completed).toBe(false);
    expect(verdict.run.errors).toEqual([
      expect.objectContaining({
        kind: 'runner-error',
        message: expect.stringContaining('never said it finished'),
      }),
    ]);
  });

  it('fails a second stack resource, and keeps the program’s errors and violations', () => {
    const verdict = decideRun(
      record({
        extraRoots: ['urn:pulumi:dev::p::pulumi:pulumi:Stack::forged'],
        violations: [{ what: 'process', stack: 'at x (/run/program/index.js:3:1)' }],
      }),
      CLEAN,
      result({
        errors: [{ kind: 'program-error', name: 'Error', message: 'boom', stack: '' }],
        violations: [
          { what: 'process', stack: 'at x (/run/program/index.js:3:1)' },
          { what: 'the network (fetch)', stack: '' },
        ],
      }),
      NONCE,
    );
    expect(verdict.failures.map((f) => f.code)).toEqual(['forged-stack']);
    expect(verdict.run.errors.map((e) => e.message)).toEqual(['boom']);
    expect(verdict.run.violations?.map((v) => v.what)).toEqual(['process', 'the network (fetch)']);
  });
});
