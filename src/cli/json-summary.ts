import type { GenerationResult } from '../pipeline/types.js';
import type { Provenance } from '../report/provenance.js';
import { recordedCases } from '../report/recorded-cases.js';
import type { FileChange } from '../workspace/write-project.js';

/** Why a run is not verified, in one line: the stage that failed, else the first rung that did not pass. */
export function failureReason(result: GenerationResult): string | undefined {
  if (result.status === 'verified') return undefined;
  if (result.status === 'partial') {
    const parts = (result.unplanned ?? []).map((part) => JSON.stringify(part.text)).join(', ');
    return `verified in part: the plan does not account for ${parts}`;
  }
  if (result.failure !== undefined) return `${result.failure.stage} failed: ${result.failure.message}`;
  const failed = result.verification.find((o) => o.status === 'failed');
  if (failed !== undefined) {
    const first = failed.findings[0]?.message;
    return `the ${failed.rung} rung failed${first === undefined ? '' : `: ${first}`}`;
  }
  const unverified = result.verification.find((o) => o.status === 'skipped' && o.unverified === true);
  if (unverified !== undefined) return `the ${unverified.rung} rung did not run: ${unverified.reason ?? ''}`;
  return 'not verified';
}

/** The `--json` object: the documented keys, `error` whenever the run is not verified. */
export function jsonSummary(
  result: GenerationResult,
  extra: { readonly provenance: Provenance; readonly changes: readonly FileChange[] | undefined },
): object {
  const error = failureReason(result);
  return {
    status: result.status,
    ...(error !== undefined ? { error } : {}),
    ...(result.status === 'partial' ? { unplanned: (result.unplanned ?? []).map((part) => part.text) } : {}),
    files: result.files.map((f) => f.path),
    ...(extra.changes !== undefined ? { changes: extra.changes } : {}),
    retrieved: result.retrieved,
    verification: result.verification.map((o) => ({
      rung: o.rung,
      status: o.status,
      ...(o.reason !== undefined ? { reason: o.reason } : {}),
      rounds: o.rounds,
      durationMs: Math.round(o.durationMs),
      findings: o.findings.map((f) => ({
        severity: f.severity,
        message: f.message,
        ...(f.line !== undefined ? { line: f.line } : {}),
        ...(f.code !== undefined ? { code: f.code } : {}),
      })),
    })),
    cases: recordedCases(result.verification),
    metrics: {
      promptCoverage: result.metrics.promptCoverage,
      tokensIn: result.metrics.tokensIn,
      tokensOut: result.metrics.tokensOut,
      tokensByStage: extra.provenance.tokensByStage,
      timingsMs: result.metrics.timingsMs,
    },
    model: result.model,
    provenance: {
      version: extra.provenance.version,
      snapshotChecksum: extra.provenance.snapshotChecksum,
      endpointHost: extra.provenance.endpointHost ?? null,
      temperature: extra.provenance.temperature ?? null,
      command: extra.provenance.command,
    },
  };
}
