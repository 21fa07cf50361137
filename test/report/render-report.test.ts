import { describe, expect, it } from 'vitest';
import type { GenerationResult } from '../../src/pipeline/types.js';
import { renderReport } from '../../src/report/render-report.js';

function resultWithPreview(changes: Record<string, number>): GenerationResult {
  return {
    status: 'verified',
    request: { text: 'a bucket', source: 'cli', mode: 'new', maxRepairs: 0, preview: 'auto' },
    files: [{ path: 'index.ts', content: 'export {};\n' }],
    providers: [],
    retrieved: [],
    hits: [],
    verification: [
      { rung: 'preview', status: 'passed', rounds: 0, durationMs: 5, findings: [], details: { changes } },
    ],
    metrics: { promptCoverage: 1, tokensIn: 0, tokensOut: 0, timingsMs: {} },
    model: 'offline',
  };
}

describe('renderReport preview summary', () => {
  it('words the change summary the way the preview rung does', () => {
    const report = renderReport(resultWithPreview({ create: 2, same: 1, delete: 0 }));
    expect(report).toContain('**Preview:** +2 to create, 1 unchanged');
    expect(report).not.toContain('to same');
  });

  it('says when a preview changes nothing', () => {
    expect(renderReport(resultWithPreview({ same: 3 }))).toContain('**Preview:** 3 unchanged');
    expect(renderReport(resultWithPreview({}))).toContain('**Preview:** no changes');
  });
});

describe('renderReport repairs', () => {
  it('does not call a repair that weakened the program a fix', () => {
    const base = resultWithPreview({});
    const weakened: GenerationResult = {
      ...base,
      verification: [
        {
          rung: 'mock',
          status: 'fixed',
          rounds: 1,
          durationMs: 5,
          findings: [
            {
              rung: 'mock',
              severity: 'warning',
              code: 'repair-weakened',
              message:
                'repair round 1 answered the mock findings by weakening the program, not fixing it: removed `new aws.sns.TopicSubscription`.',
            },
          ],
        },
      ],
    };
    const report = renderReport(weakened);
    expect(report).toContain('passed after 1 repair round that weakened the program');
    expect(report).not.toContain('fixed after 1 repair round');
    expect(report).toContain('removed \\`new aws.sns.TopicSubscription\\`');
  });
});

describe('renderReport rungs, diagram, coverage and model', () => {
  it('shows the ladder, the diagram, coverage and the model', () => {
    const result: GenerationResult = {
      status: 'verified',
      request: { text: 'a bucket', source: 'cli', mode: 'new', maxRepairs: 3, preview: 'auto' },
      files: [{ path: 'index.ts', content: '' }],
      providers: [{ provider: 'aws', package: '@pulumi/aws', version: '7.48.0' }],
      retrieved: ['aws:s3/bucket:Bucket'],
      hits: [
        {
          token: 'aws:s3/bucket:Bucket',
          tsName: 'aws.s3.Bucket',
          provider: 'aws',
          kind: 'resource',
          score: 1,
          sparse: 1,
          dense: 1,
        },
      ],
      verification: [
        { rung: 'safety', status: 'passed', rounds: 0, findings: [], durationMs: 2 },
        {
          rung: 'typecheck',
          status: 'fixed',
          rounds: 1,
          findings: [
            { rung: 'typecheck', severity: 'error', message: "bad 'x' | y", line: 3, code: 'TS2353' },
          ],
          durationMs: 40,
        },
        {
          rung: 'mock',
          status: 'passed',
          rounds: 0,
          findings: [],
          durationMs: 900,
          details: { mermaid: 'graph LR\n  a --> b' },
        },
        {
          rung: 'preview',
          status: 'skipped',
          rounds: 0,
          findings: [],
          reason: 'no `pulumi` CLI found',
          durationMs: 0,
        },
      ],
      metrics: { promptCoverage: 0.873, tokensIn: 1200, tokensOut: 300, timingsMs: { generate: 2100 } },
      model: 'gpt-test',
    };
    const report = renderReport(result);
    expect(report).toContain('| Typecheck | 🔧 fixed after 1 repair round |');
    // A rung's reason is escaped like any text that may carry the program's: its backticks show as such.
    expect(report).toContain('| Preview | ⏭️ skipped: no \\`pulumi\\` CLI found |');
    expect(report).toContain("index.ts:3: bad 'x' \\| y (TS2353)");
    expect(report).toContain('```mermaid\ngraph LR\n  a --> b\n```');
    expect(report).toContain('Prompt coverage: 87.3%');
    expect(report).toContain('**Written by:** `gpt-test`');
    expect(report).toContain('`@pulumi/aws@7.48.0`');
  });
});
