import { describe, expect, it } from 'vitest';
import type { GenerationResult } from '../../src/pipeline/types.js';
import type { Provenance } from '../../src/report/provenance.js';
import { palette, renderTerminalReport } from '../../src/report/render-terminal.js';

const PROGRAM = Array.from({ length: 30 }, (_, i) => `export const v${i} = ${i};`).join('\n');

function result(overrides: Partial<GenerationResult> = {}): GenerationResult {
  return {
    status: 'verified',
    request: { text: 'a bucket', source: 'cli', mode: 'new', maxRepairs: 0, preview: 'auto' },
    files: [{ path: 'index.ts', content: `${PROGRAM}\n` }],
    providers: [],
    retrieved: [],
    hits: [],
    verification: [
      { rung: 'typecheck', status: 'passed', rounds: 0, durationMs: 1234, findings: [] },
      { rung: 'preview', status: 'skipped', rounds: 0, durationMs: 2, findings: [], reason: 'no pulumi CLI' },
    ],
    metrics: { promptCoverage: 1, tokensIn: 10, tokensOut: 5, timingsMs: {} },
    model: 'gpt-test',
    ...overrides,
  };
}

const provenance: Provenance = {
  version: '9.9.9',
  snapshotChecksum: 'abcdef012345',
  model: 'gpt-test',
  endpointHost: 'models.example:8080',
  temperature: 0,
  command: "pulumi-gen generate 'a bucket' --model gpt-test",
  tokensByStage: { plan: { in: 4, out: 2 }, generate: { in: 6, out: 3 } },
};

describe('renderTerminalReport', () => {
  it('shows the path, a short view of the program, the rung table and the reproduction footer', () => {
    const text = renderTerminalReport(result(), {
      palette: palette(false),
      destination: { kind: 'written', dir: 'pulumi-gen-out', changes: [] },
      programLines: 20,
      provenance,
    });
    expect(text).toMatch(/^program {2}pulumi-gen-out\/index\.ts$/m);
    expect(text).toContain('── index.ts (first 20 of 30 lines) ──');
    expect(text).toMatch(/^20 │ export const v19 = 19;$/m);
    expect(text).not.toContain('v20 = 20');
    expect(text).toMatch(/^ {2}typecheck {5}1\.2 s {2}passed$/m);
    expect(text).toMatch(/^ {2}preview {8}2 ms {2}skipped: no pulumi CLI$/m);
    expect(text).toContain('tokens       10 in, 5 out (plan 4/2, generate 6/3)');
    expect(text).toContain('endpoint     models.example:8080');
    expect(text).toContain("rerun        pulumi-gen generate 'a bucket' --model gpt-test");
    expect(text).not.toContain('\u001B');
  });

  it("lists a passed rung's warnings (what it could not check), not its fixed findings", () => {
    const warning = {
      rung: 'mock' as const,
      severity: 'warning' as const,
      code: 'remote-component',
      message: 'awsx.ec2.Vpc "vpc" is a component its package\'s plugin builds',
      file: 'index.ts',
      line: 3,
      subjects: [],
    };
    const fixed = {
      ...warning,
      severity: 'error' as const,
      code: 'type-error',
      message: 'fixed by a code fix',
    };
    const text = renderTerminalReport(
      result({
        verification: [
          { rung: 'mock', status: 'passed', rounds: 1, durationMs: 5, findings: [warning, fixed] },
        ],
      }),
      { palette: palette(false), destination: { kind: 'dry-run' }, programLines: 5, provenance },
    );
    expect(text).toContain('warning: index.ts:3: awsx.ec2.Vpc "vpc" is a component');
    expect(text).not.toContain('fixed by a code fix');
  });

  it('colours only with a colour palette, and escapes control bytes from the request and the program', () => {
    const hostile = result({
      request: { text: 'x\u001B]0;pwned\u0007', source: 'cli', mode: 'new', maxRepairs: 0, preview: 'auto' },
      files: [{ path: 'index.ts', content: 'const a = "\u001B[2J";\n' }],
    });
    const options = {
      destination: { kind: 'dry-run' } as const,
      programLines: undefined,
      provenance,
    };
    const plain = renderTerminalReport(hostile, { ...options, palette: palette(false) });
    expect(plain).not.toMatch(/[\u0000-\u0009\u000B-\u001F]/);
    expect(plain).toContain('"x\\u001b]0;pwned\\u0007"');
    expect(plain).toContain('const a = "\\u{1b}[2J";');
    const coloured = renderTerminalReport(hostile, { ...options, palette: palette(true) });
    expect(coloured).toContain('\u001B[32m✔ verified\u001B[39m');
    // The only raw escapes left are our own colour codes.
    expect(coloured.replace(/\u001B\[\d+m/g, '')).not.toMatch(/[\u0000-\u0009\u000B-\u001F]/);
  });
});
