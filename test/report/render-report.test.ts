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
