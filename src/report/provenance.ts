import { shellQuote } from '../shared/shell-quote.js';
import { plural } from '../shared/format.js';
import type { GenerationResult } from '../pipeline/types.js';
import { codeSpan, fencedBlock } from './escape-markdown.js';

/**
 * What it takes to get the same program again: the tool and data versions, the model and where it was asked
 * (the host only: a URL's path or query can carry a key), and the exact command. No secret is part of it.
 */
export interface Provenance {
  readonly version: string;
  /** The first 12 hex digits of the snapshot manifest's SHA-256 (the manifest lists every file's checksum). */
  readonly snapshotChecksum: string;
  /** The model id, or `offline`. */
  readonly model: string;
  readonly endpointHost: string | undefined;
  /** `undefined` for the offline composer, which samples nothing. */
  readonly temperature: number | undefined;
  /** A shell command that re-runs the request locally. */
  readonly command: string;
  /** Model tokens per stage (`plan`, `generate`, `repair`, …), prompt and completion. */
  readonly tokensByStage: Readonly<Record<string, StageTokens>>;
}

export interface StageTokens {
  readonly in: number;
  readonly out: number;
}

/** Adds one model call to a per-stage tally (the CLI and the action both build it from progress events). */
export function addStageTokens(
  tally: Readonly<Record<string, StageTokens>>,
  stage: string,
  tokensIn: number,
  tokensOut: number,
): Record<string, StageTokens> {
  const before = tally[stage] ?? { in: 0, out: 0 };
  return { ...tally, [stage]: { in: before.in + tokensIn, out: before.out + tokensOut } };
}

/** The host of an endpoint URL, without credentials, path or query. */
export function endpointHost(baseUrl: string | undefined): string | undefined {
  if (baseUrl === undefined) return undefined;
  try {
    return new URL(baseUrl).host;
  } catch {
    return undefined;
  }
}

/** The plan in one line: how many components, of which types. */
export function planSummary(result: GenerationResult): string {
  const plan = result.plan;
  if (plan === undefined) return 'no plan (the run stopped before planning)';
  const types = plan.components.map((c) => `${c.token}${c.count > 1 ? ` ×${c.count}` : ''}`);
  const n = plan.components.length;
  return `${plural(n, 'component')} (${plan.source})${types.length > 0 ? `: ${types.join(', ')}` : ''}`;
}

function facts(result: GenerationResult, p: Provenance): readonly (readonly [string, string])[] {
  const stages = stageTokens(p);
  return [
    ['pulumi-gen', p.version],
    ['snapshot', `sha256:${p.snapshotChecksum}`],
    ['model', p.model === 'offline' ? 'offline composer' : p.model],
    ['endpoint', p.endpointHost ?? (p.model === 'offline' ? 'none' : 'api.openai.com')],
    ['temperature', p.temperature === undefined ? 'n/a' : String(p.temperature)],
    ['plan', planSummary(result)],
    [
      'tokens',
      `${result.metrics.tokensIn} in, ${result.metrics.tokensOut} out${stages === '' ? '' : ` (${stages})`}`,
    ],
  ];
}

function stageTokens(p: Provenance): string {
  return Object.entries(p.tokensByStage)
    .map(([stage, t]) => `${stage} ${t.in}/${t.out}`)
    .join(', ');
}

export function renderProvenanceMarkdown(result: GenerationResult, p: Provenance): string[] {
  return [
    '<details><summary>Reproduce this run</summary>',
    '',
    ...facts(result, p).map(([key, value]) => `- ${key}: ${codeSpan(value)}`),
    '',
    fencedBlock(p.command, 'sh'),
    '',
    '</details>',
    '',
  ];
}

export function renderProvenanceText(result: GenerationResult, p: Provenance): string[] {
  const rows = facts(result, p);
  const width = Math.max(...rows.map(([key]) => key.length));
  return [
    ...rows.map(([key, value]) => `  ${key.padEnd(width)}  ${value}`),
    `  ${'rerun'.padEnd(width)}  ${p.command}`,
  ];
}

/**
 * The footer of a `pulumi-gen verify` run (the CLI's, the action's `mode: verify`): no model, and the
 * command that checks the same folder locally.
 */
export function verifyProvenance(
  facts: { readonly version: string; readonly snapshotChecksum: string },
  dir: string,
  requestText: string | undefined,
): Provenance {
  const request = requestText === undefined ? [] : ['--request', shellQuote(requestText)];
  return {
    version: facts.version,
    snapshotChecksum: facts.snapshotChecksum,
    model: 'none',
    endpointHost: undefined,
    temperature: undefined,
    command: ['pulumi-gen', 'verify', shellQuote(dir), ...request].join(' '),
    tokensByStage: {},
  };
}
