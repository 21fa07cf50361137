import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { parseJobResult, readCappedFile } from '../../../src/verify/policy/job-result.js';

const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-job-result-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GOOD = {
  kind: 'analysed',
  pack: {
    name: 'team',
    enforcementLevel: 'mandatory',
    policies: [{ name: 'p' }, { name: 'q', enforcementLevel: 'advisory' }],
  },
  cases: [
    {
      diagnostics: [
        {
          policyName: 'p',
          description: 'd',
          message: 'm',
          enforcementLevel: 'mandatory',
          severity: 'high',
          urn: 'urn:x',
        },
      ],
      crashes: [],
    },
  ],
};

describe("reading a sandboxed pack's result", () => {
  it('reads a regular file, and refuses a missing one, a directory, a symlink, a FIFO and an oversized one', () => {
    writeFileSync(join(dir, 'ok.json'), '{}');
    expect(readCappedFile(join(dir, 'ok.json'))).toBe('{}');
    expect(readCappedFile(join(dir, 'missing.json'))).toEqual({ error: 'it wrote no result' });
    mkdirSync(join(dir, 'folder'));
    expect(readCappedFile(join(dir, 'folder'))).toEqual({ error: 'its result is not a file' });
    symlinkSync(join(dir, 'ok.json'), join(dir, 'link.json'));
    expect(readCappedFile(join(dir, 'link.json'))).toEqual({ error: 'its result is a symlink' });
    // A FIFO with no writer would block a plain open forever; this one returns at once.
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    expect(readCappedFile(join(dir, 'fifo'))).toEqual({ error: 'its result is not a file' });
    writeFileSync(join(dir, 'big.json'), 'x'.repeat(2048));
    expect(readCappedFile(join(dir, 'big.json'), 1024)).toEqual({
      error: 'its result is larger than 0.0009765625 MB',
    });
  });

  it('takes a well-formed result and nothing else', () => {
    expect(parseJobResult(JSON.stringify(GOOD), 1)).toEqual(GOOD);
    expect(parseJobResult(JSON.stringify({ kind: 'load-failed', message: 'no' }), 1)).toEqual({
      kind: 'load-failed',
      message: 'no',
    });
    expect(parseJobResult('{"kind":', 1)).toBe('its result is not JSON');
    expect(parseJobResult('[]', 1)).toBe('its result is not an object');
    expect(parseJobResult(JSON.stringify(GOOD), 2)).toMatch(
      /one analysis for each of the 2 configuration case/,
    );
    const bad = (patch: (value: typeof GOOD) => unknown) =>
      parseJobResult(JSON.stringify(patch(structuredClone(GOOD))), 1);
    expect(bad((v) => ({ ...v, pack: { ...v.pack, name: '../x' } }))).toMatch(/invalid pack name/);
    expect(bad((v) => ({ ...v, pack: { ...v.pack, enforcementLevel: 'strict' } }))).toMatch(/incompletely/);
    expect(bad((v) => ({ ...v, cases: [{ diagnostics: [{ policyName: 'p' }], crashes: [] }] }))).toMatch(
      /one analysis/,
    );
    expect(bad((v) => ({ ...v, cases: [{ diagnostics: [], crashes: [42] }] }))).toMatch(/one analysis/);
    expect(bad((v) => ({ ...v, kind: 'passed' }))).toBe('its result is malformed');
    const long = bad((v) => ({
      ...v,
      cases: [{ diagnostics: [{ ...v.cases[0]!.diagnostics[0]!, message: 'y'.repeat(5000) }], crashes: [] }],
    }));
    expect(
      typeof long !== 'string' && long.kind === 'analysed' && long.cases[0]?.diagnostics[0]?.message.length,
    ).toBe(2001);
  });
});
