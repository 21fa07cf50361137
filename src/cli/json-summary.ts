import type { GenerationResult } from '../pipeline/types.js';
import { nextSteps } from '../report/next-steps.js';
import { planMarks } from '../report/plan-marks.js';
import { plannedCreates } from '../report/planned-creates.js';
import type { Provenance } from '../report/provenance.js';
import { recordedCases } from '../report/recorded-cases.js';
import type { FileChange } from '../workspace/write-project.js';
import { outcomeOf } from '../verify/rung-details.js';

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

export interface JsonExtra {
  readonly provenance: Provenance;
  readonly changes: readonly FileChange[] | undefined;
  /** Where the project was written (`null` in the JSON when it was not: a dry run or a failed write). */
  readonly outDir: string | undefined;
  /** A dry run: the files' contents go in the JSON, since no file holds them. */
  readonly dryRun: boolean;
}

/** The plan with each item's mark: `met` is `null` when nothing was recorded to check it against. */
function planJson(result: GenerationResult) {
  const plan = result.plan;
  if (plan === undefined) return null;
  const marks = planMarks(result);
  return {
    source: plan.source,
    components: plan.components.map((c) => ({
      id: c.id,
      role: c.role,
      token: c.token,
      count: c.count,
      values: c.values.map((v) => ({ input: v.input, value: v.value })),
      met: marks?.components.get(c.id) ?? null,
    })),
    relations: plan.relations.map((r, i) => ({ from: r.from, to: r.to, met: marks?.relations[i] ?? null })),
    config: plan.config.map((c) => ({ key: c.key, secret: c.secret, met: marks?.config.get(c.key) ?? null })),
    notes: plan.notes,
  };
}

function sandboxOf(result: GenerationResult): string | null {
  const execution = result.verification.filter((o) => o.rung === 'mock' || o.rung === 'preview');
  return (
    outcomeOf(result.verification, 'mock')?.details?.sandbox ??
    execution.find((o) => o.status === 'skipped' && o.unverified === true)?.reason ??
    null
  );
}

function deploymentJson(result: GenerationResult, outDir: string | undefined) {
  const { deployment } = result;
  if (deployment === undefined) return null;
  return { ...deployment, next: nextSteps(deployment, outDir).commands };
}

/** The `--json` object: the documented keys, `error` whenever the run is not verified. */
export function jsonSummary(result: GenerationResult, extra: JsonExtra): object {
  const error = failureReason(result);
  return {
    status: result.status,
    ...(error !== undefined ? { error } : {}),
    ...(result.status === 'partial' ? { unplanned: (result.unplanned ?? []).map((part) => part.text) } : {}),
    out: extra.outDir ?? null,
    files: result.files.map((f) => f.path),
    ...(extra.dryRun ? { contents: Object.fromEntries(result.files.map((f) => [f.path, f.content])) } : {}),
    ...(extra.changes !== undefined ? { changes: extra.changes } : {}),
    plan: planJson(result),
    sandbox: sandboxOf(result),
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
    creates: plannedCreates(result) ?? [],
    deployment: deploymentJson(result, extra.outDir),
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
