import type { ActionOutcome } from './types.js';

/** The action's outputs (see action.yml), all strings as the runner wants them; empty when not applicable. */
export function actionOutputs(outcome: ActionOutcome): Record<string, string> {
  const result = outcome.result;
  return {
    status: outcome.status,
    'pr-number': outcome.pullRequest !== undefined ? String(outcome.pullRequest.number) : '',
    'pr-url': outcome.pullRequest?.url ?? '',
    branch: outcome.branch ?? '',
    'prompt-coverage': result !== undefined ? result.metrics.promptCoverage.toFixed(3) : '',
    tokens: result !== undefined ? String(result.metrics.tokensIn + result.metrics.tokensOut) : '',
    'tokens-by-stage':
      outcome.provenance !== undefined ? JSON.stringify(outcome.provenance.tokensByStage) : '',
    verification: JSON.stringify(
      (result?.verification ?? []).map((rung) => ({
        rung: rung.rung,
        status: rung.status,
        rounds: rung.rounds,
        findings: rung.findings.length,
        ...(rung.reason !== undefined ? { reason: rung.reason } : {}),
      })),
    ),
  };
}
