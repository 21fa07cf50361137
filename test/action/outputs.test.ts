import { describe, expect, it } from 'vitest';
import { actionOutputs } from '../../src/action/outputs.js';
import type { ActionOutcome } from '../../src/action/types.js';
import type { GenerationResult } from '../../src/pipeline/types.js';

const result = {
  model: 'offline',
  metrics: { promptCoverage: 0.87654, tokensIn: 1200, tokensOut: 300, timingsMs: {} },
  verification: [
    { rung: 'typecheck', status: 'fixed', rounds: 1, findings: [{}, {}], durationMs: 5 },
    { rung: 'preview', status: 'skipped', rounds: 0, findings: [], durationMs: 0, reason: 'no pulumi CLI' },
  ],
} as unknown as GenerationResult;

describe('actionOutputs', () => {
  it('gives every output as a string: the pull request, the coverage to 3 places, tokens and each rung', () => {
    const outputs = actionOutputs({
      status: 'opened',
      summary: 's',
      result,
      pullRequest: { number: 7, url: 'https://github.test/o/r/pull/7' },
      branch: 'pulumi-gen/x',
      provenance: { tokensByStage: { plan: { prompt: 10, completion: 2 } } },
    } as unknown as ActionOutcome);
    expect(outputs).toEqual({
      status: 'opened',
      'pr-number': '7',
      'pr-url': 'https://github.test/o/r/pull/7',
      branch: 'pulumi-gen/x',
      'prompt-coverage': '0.877',
      tokens: '1500',
      'tokens-by-stage': '{"plan":{"prompt":10,"completion":2}}',
      verification:
        '[{"rung":"typecheck","status":"fixed","rounds":1,"findings":2},' +
        '{"rung":"preview","status":"skipped","rounds":0,"findings":0,"reason":"no pulumi CLI"}]',
    });
  });

  it('leaves what does not apply empty, and the verification an empty list', () => {
    expect(actionOutputs({ status: 'failed', summary: 'x' } as ActionOutcome)).toEqual({
      status: 'failed',
      'pr-number': '',
      'pr-url': '',
      branch: '',
      'prompt-coverage': '',
      tokens: '',
      'tokens-by-stage': '',
      verification: '[]',
    });
  });
});
