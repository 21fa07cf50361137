import type { GenerationScore } from './score-generation.js';

/** The figures of a group of runs (the whole set, or one difficulty level). Means skip undefined scores. */
export interface GenerationSummary {
  readonly label: string;
  readonly requests: number;
  readonly verifiedRate: number;
  /** Verified runs whose program misses an expected resource: the figure the intent rung must keep at 0. */
  readonly verifiedIncomplete: number;
  /** Verified runs whose program has every expected resource. */
  readonly verifiedComplete: number;
  /** Verified runs whose program misses more than half of the expected resources. */
  readonly verifiedMissingHalf: number;
  /** Runs verified in part: every rung passed, but the plan lists parts of the request it did not understand. */
  readonly partial: number;
  readonly recall: number;
  readonly fullRecallRate: number;
  readonly precision?: number;
  readonly propertyShare?: number;
  /** Runs whose program declares a resource of a service the request does not call for. */
  readonly uncalledPrograms: number;
  /** Share of runs where the intent rung's verdict agrees with recall = 1, over runs where it ran. */
  readonly intentAgreement?: number;
  readonly rounds: number;
  readonly tokens: number;
  readonly meanTimeMs: number;
}

function mean(values: readonly (number | undefined)[]): number | undefined {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length === 0 ? undefined : known.reduce((a, b) => a + b, 0) / known.length;
}

function optional<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}

export function summarizeGroup(label: string, scores: readonly GenerationScore[]): GenerationSummary {
  const agreement = scores.filter((s) => s.intentAgrees !== undefined).map((s) => (s.intentAgrees ? 1 : 0));
  return {
    label,
    requests: scores.length,
    verifiedRate: mean(scores.map((s) => (s.verified ? 1 : 0))) ?? 0,
    verifiedIncomplete: scores.filter((s) => s.verified && s.recall < 1).length,
    verifiedComplete: scores.filter((s) => s.verified && s.recall === 1).length,
    verifiedMissingHalf: scores.filter((s) => s.verified && s.recall < 0.5).length,
    partial: scores.filter((s) => s.partial).length,
    recall: mean(scores.map((s) => s.recall)) ?? 0,
    fullRecallRate: mean(scores.map((s) => (s.recall === 1 ? 1 : 0))) ?? 0,
    ...optional('precision', mean(scores.map((s) => s.precision))),
    ...optional('propertyShare', mean(scores.map((s) => s.propertyShare))),
    uncalledPrograms: scores.filter((s) => s.uncalled.length > 0).length,
    ...optional('intentAgreement', mean(agreement)),
    rounds: scores.reduce((sum, s) => sum + s.rounds, 0),
    tokens: scores.reduce((sum, s) => sum + s.tokens, 0),
    meanTimeMs: mean(scores.map((s) => s.timeMs)) ?? 0,
  };
}

/** The total first, then one row per difficulty level, lowest first. */
export function summarizeScores(scores: readonly GenerationScore[]): GenerationSummary[] {
  const levels = [...new Set(scores.map((s) => s.difficulty))].sort((a, b) => a - b);
  return [
    summarizeGroup('total', scores),
    ...levels.map((level) =>
      summarizeGroup(
        `level ${level}`,
        scores.filter((s) => s.difficulty === level),
      ),
    ),
  ];
}

function percent(value: number | undefined): string {
  return value === undefined ? '   -' : `${(value * 100).toFixed(0).padStart(3)}%`;
}

/**
 * A plain-text table of the summaries, then the per-request lines: what a terminal and a benchmark print.
 * `perRequest: false` prints the summaries alone: a held-back set is measured, never studied.
 */
export function formatGenerationTable(scores: readonly GenerationScore[], perRequest = true): string {
  const header =
    'group      n  verified  v+incompl  v+full  v+<half  partial  recall  full  precision  props  uncalled  intent=  rounds  tokens  mean s';
  const rows = summarizeScores(scores).map((s) =>
    [
      s.label.padEnd(9),
      String(s.requests).padStart(2),
      `    ${percent(s.verifiedRate)}`,
      String(s.verifiedIncomplete).padStart(10),
      String(s.verifiedComplete).padStart(7),
      String(s.verifiedMissingHalf).padStart(8),
      String(s.partial).padStart(8),
      `  ${percent(s.recall)}`,
      ` ${percent(s.fullRecallRate)}`,
      `       ${percent(s.precision)}`,
      `   ${percent(s.propertyShare)}`,
      String(s.uncalledPrograms).padStart(9),
      `    ${percent(s.intentAgreement)}`,
      String(s.rounds).padStart(7),
      String(s.tokens).padStart(7),
      (s.meanTimeMs / 1000).toFixed(1).padStart(7),
    ].join(' '),
  );
  if (!perRequest) return [header, ...rows, ''].join('\n');
  const lines = scores.map((s) => {
    const parts = [
      `${s.id} L${s.difficulty} ${s.verified ? 'verified' : s.partial ? 'verified in part' : 'NOT verified'}`,
      `recall ${percent(s.recall).trim()}`,
      `precision ${percent(s.precision).trim()}`,
      `props ${percent(s.propertyShare).trim()}`,
      `intent ${s.intent}${s.intentAgrees === false ? ' (disagrees)' : ''}`,
      `${(s.timeMs / 1000).toFixed(1)} s`,
    ];
    const missing = s.missing.length > 0 ? `\n      missing ${s.missing.join(', ')}` : '';
    const uncalled = s.uncalled.length > 0 ? `\n      uncalled ${s.uncalled.join(', ')}` : '';
    const failure = s.failure !== undefined ? `\n      failed at ${s.failure}` : '';
    return `  ${parts.join('  ')}${missing}${uncalled}${failure}`;
  });
  const uncalledList = scores
    .filter((s) => s.uncalled.length > 0)
    .map((s) => `  ${s.id}: ${s.uncalled.join(', ')}`);
  return [
    header,
    ...rows,
    '',
    `programs with a resource of a service the request does not call for: ${uncalledList.length}`,
    ...uncalledList,
    '',
    'per request:',
    ...lines,
    '',
  ].join('\n');
}
