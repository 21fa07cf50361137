import { describe, expect, it } from 'vitest';
import { failureReason, jsonSummary } from '../../src/cli/json-summary.js';
import type { GenerationResult } from '../../src/pipeline/types.js';

const base: GenerationResult = {
  status: 'verified',
  request: { text: 'a bucket', source: 'cli', mode: 'new', maxRepairs: 3, preview: 'auto' },
  files: [{ path: 'index.ts', content: 'export {};\n' }],
  providers: [],
  retrieved: ['aws:s3/bucket:Bucket'],
  hits: [],
  verification: [
    { rung: 'safety', status: 'passed', rounds: 0, findings: [], durationMs: 1.6 },
    {
      rung: 'typecheck',
      status: 'fixed',
      rounds: 1,
      findings: [{ rung: 'typecheck', severity: 'error', message: 'bad', line: 3, code: 'TS2353' }],
      durationMs: 40.2,
    },
  ],
  metrics: { promptCoverage: 0.8, tokensIn: 10, tokensOut: 5, timingsMs: { generate: 3 } },
  model: 'offline',
};

const provenance = {
  version: '1.0.0',
  snapshotChecksum: 'abc',
  model: 'offline',
  endpointHost: undefined,
  temperature: undefined,
  command: "pulumi-gen 'a bucket'",
  tokensByStage: {},
};

const part = (text: string) => ({ text, span: { start: 0, end: text.length }, reason: 'thing' as const });

describe('failureReason', () => {
  it('is nothing for a verified run', () => {
    expect(failureReason(base)).toBeUndefined();
  });

  it('names the unplanned parts, the failed stage, the failed rung or the rung that did not run', () => {
    expect(
      failureReason({
        ...base,
        status: 'partial',
        unplanned: [part('a CDN'), part('a "WAF"')],
      }),
    ).toBe('verified in part: the plan does not account for "a CDN", "a \\"WAF\\""');
    expect(
      failureReason({ ...base, status: 'failed', failure: { stage: 'generate', message: 'no reply' } }),
    ).toBe('generate failed: no reply');
    const failedRung = {
      ...base,
      status: 'failed' as const,
      verification: [{ ...base.verification[1]!, status: 'failed' as const }],
    };
    expect(failureReason(failedRung)).toBe('the typecheck rung failed: bad');
    expect(
      failureReason({
        ...base,
        status: 'failed',
        verification: [
          {
            rung: 'mock',
            status: 'skipped',
            unverified: true,
            reason: 'no sandbox',
            rounds: 0,
            findings: [],
            durationMs: 0,
          },
        ],
      }),
    ).toBe('the mock rung did not run: no sandbox');
    expect(failureReason({ ...base, status: 'failed', verification: [] })).toBe('not verified');
  });
});

describe('jsonSummary', () => {
  it('gives the documented keys, contents only for a dry run, durations rounded', () => {
    const summary = jsonSummary(base, {
      provenance,
      changes: undefined,
      outDir: undefined,
      dryRun: true,
    }) as Record<string, unknown>;
    expect(summary).toMatchObject({
      status: 'verified',
      out: null,
      files: ['index.ts'],
      contents: { 'index.ts': 'export {};\n' },
      plan: null,
      sandbox: null,
      creates: [],
      deployment: null,
      model: 'offline',
      provenance: {
        version: '1.0.0',
        endpointHost: null,
        temperature: null,
        command: "pulumi-gen 'a bucket'",
      },
    });
    expect(summary).not.toHaveProperty('error');
    expect(summary['verification']).toEqual([
      { rung: 'safety', status: 'passed', rounds: 0, durationMs: 2, findings: [] },
      {
        rung: 'typecheck',
        status: 'fixed',
        rounds: 1,
        durationMs: 40,
        findings: [{ severity: 'error', message: 'bad', line: 3, code: 'TS2353' }],
      },
    ]);
    const written = jsonSummary(
      { ...base, status: 'failed', failure: { stage: 'publish', message: 'disk full' } },
      { provenance, changes: [], outDir: '/tmp/out', dryRun: false },
    );
    expect(written).toMatchObject({ error: 'publish failed: disk full', out: '/tmp/out', changes: [] });
    expect(written).not.toHaveProperty('contents');
  });
});
