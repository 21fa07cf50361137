import { plural } from '../shared/format.js';
import type { GenerationResult } from '../pipeline/types.js';
import type { Finding, RungOutcome } from '../verify/types.js';
import { describeChanges } from '../verify/preview/classify-preview.js';
import { outcomeOf } from '../verify/rung-details.js';
import { formatMs } from './format-duration.js';
import { renderProvenanceMarkdown, type Provenance } from './provenance.js';
import { renderPlan } from './render-plan.js';
import { nextSteps } from './next-steps.js';
import { planMarks } from './plan-marks.js';
import { createLines, plannedCreates } from './planned-creates.js';
import { renderPolicySection } from './policy-section.js';
import { codeSpan, escapeInline, fencedBlock } from './escape-markdown.js';

const RUNG_TITLES: Readonly<Record<RungOutcome['rung'], string>> = {
  safety: 'Safety gate',
  typecheck: 'Typecheck',
  mock: 'Mock run',
  intent: 'Intent (does what was asked)',
  policy: 'Policy packs',
  preview: 'Preview',
};

/** Report text is markdown inside a PR body: program-derived text is escaped so it stays one inert line. */
function cell(text: string): string {
  return escapeInline(text);
}

function findingLine(finding: Finding): string {
  const where = finding.line !== undefined ? `${finding.file ?? 'index.ts'}:${finding.line}: ` : '';
  const code = finding.code !== undefined ? ` (${finding.code})` : '';
  return `${where}${finding.message}${code}`;
}

/** The rung's table cell: our words, with the reason (which may carry program text) escaped. */
function rungStatus(outcome: RungOutcome): string {
  switch (outcome.status) {
    case 'passed':
      return '✅ passed';
    case 'fixed':
      if (outcome.findings.some((finding) => finding.code === 'repair-weakened')) {
        return `⚠️ passed after ${plural(outcome.rounds, 'repair round')} that weakened the program (see warnings)`;
      }
      return outcome.rounds === 0
        ? '🔧 fixed by TypeScript code fixes (no model round)'
        : `🔧 fixed after ${plural(outcome.rounds, 'repair round')}`;
    case 'skipped':
      return `⏭️ skipped${outcome.reason !== undefined ? `: ${cell(outcome.reason)}` : ''}`;
    case 'failed':
      return `❌ failed${outcome.rounds > 0 ? ` after ${plural(outcome.rounds, 'repair round')}` : ''}`;
  }
}

/**
 * Where the program ran: the mock run's sandbox, or why it did not run (no sandbox), so a reader sees
 * whether "verified" rests on an isolated execution or on the explicit `--sandbox none`.
 */
function sandboxLine(result: GenerationResult): string | undefined {
  const execution = result.verification.filter((o) => o.rung === 'mock' || o.rung === 'preview');
  const ran = outcomeOf(result.verification, 'mock')?.details?.sandbox;
  if (ran !== undefined) {
    return ran;
  }
  return execution.find((o) => o.status === 'skipped' && o.unverified === true)?.reason;
}

/**
 * The mock run's diagram, kept to the statements it is made of (the header, quoted nodes, arrows), so a
 * resource name that breaks out of its label cannot add a mermaid directive (`click ... href`).
 */
function safeMermaid(mermaid: string): string {
  const statement =
    /^(graph (LR|TD|TB)|\s+[A-Za-z_]\w*\["[^"]*"\]|\s+[A-Za-z_]\w* (-->|-\.->) [A-Za-z_]\w*)$/;
  return mermaid
    .trim()
    .split('\n')
    .filter((line) => statement.test(line))
    .join('\n');
}

const TITLES: Readonly<Record<GenerationResult['status'], string>> = {
  verified: '✅ Verified Pulumi program',
  partial: '⚠️ Pulumi program verified in part',
  failed: '❌ Pulumi program not verified',
};

export interface ReportOptions {
  /** Where the project is (the CLI's `--out`, the action's path in the repository): the next steps start there. */
  readonly projectDir?: string;
  /** Show the program's files in fenced blocks (a dry run, where no file holds it). */
  readonly program?: boolean;
  /** End with the deploy section (default); the action adds it itself, after its own footer. */
  readonly deploy?: boolean;
  /** Unified diffs of the files the run changed in an existing project (an edit, `--force`). */
  readonly diffs?: readonly string[];
}

function headerSection(result: GenerationResult): string[] {
  // The request is shown as typed, in a block its text cannot close (nothing in it links or mentions).
  const lines = [
    `## ${TITLES[result.status]}`,
    '',
    '**Request**',
    '',
    fencedBlock(result.request.text, 'text'),
    '',
  ];
  const unplanned = result.unplanned ?? [];
  if (unplanned.length > 0) {
    lines.push(
      `**Not understood (${plural(unplanned.length, 'part')} of the request the plan did not read, so nothing checked them):**`,
      ...unplanned.map(
        (part) => `- ⚠️ ${part.reason === 'value' ? 'a stated value: ' : ''}${cell(part.text)}`,
      ),
      '',
    );
  }
  if (result.failure !== undefined) {
    lines.push(`**Failed at ${cell(result.failure.stage)}:** ${cell(result.failure.message)}`, '');
  }
  lines.push(
    `**Written by:** ${result.model === 'offline' ? 'offline composer (no model configured)' : codeSpan(result.model)}`,
    '',
  );
  const sandbox = sandboxLine(result);
  if (sandbox !== undefined) lines.push(`**Sandbox:** ${cell(sandbox)}`, '');
  if (result.plan !== undefined) lines.push(...renderPlan(result.plan, planMarks(result)));
  if (result.providers.length > 0) {
    lines.push(
      '**Providers:** ' + result.providers.map((p) => codeSpan(`${p.package}@${p.version}`)).join(', '),
      '',
    );
  }
  if (result.retrieved.length > 0) {
    lines.push('<details><summary>Provider schemas used (' + result.retrieved.length + ')</summary>', '');
    for (const token of result.retrieved) {
      const hit = result.hits.find((h) => h.token === token);
      lines.push(`- ${codeSpan(hit?.tsName ?? token)} (${codeSpan(token)})`);
    }
    lines.push('', '</details>', '');
  }
  return lines;
}

function verificationSection(result: GenerationResult): string[] {
  const lines = ['### Verification', ''];
  if (result.verification.length === 0) {
    lines.push(`_Not reached: the run stopped at ${result.failure?.stage ?? 'an earlier stage'}._`, '');
  } else {
    lines.push('| Rung | Result | Time |', '| --- | --- | --- |');
  }
  for (const outcome of result.verification) {
    lines.push(`| ${RUNG_TITLES[outcome.rung]} | ${rungStatus(outcome)} | ${formatMs(outcome.durationMs)} |`);
  }
  lines.push('');
  const intent = result.verification.find((o) => o.rung === 'intent')?.details?.intent;
  if (intent !== undefined) {
    lines.push(`**Intent:** ${intent.met} of ${plural(intent.total, 'planned item')} met`);
    lines.push(...intent.unmet.map((text) => `- ❌ ${cell(text)}`), '');
  }
  for (const outcome of result.verification) {
    if (outcome.findings.length === 0) continue;
    const label = outcome.status === 'failed' ? 'findings' : 'warnings and fixed findings';
    lines.push(
      `<details><summary>${RUNG_TITLES[outcome.rung]}: ${plural(outcome.findings.length, 'finding')}</summary>`,
      '',
    );
    lines.push(`_${label}_`, '');
    for (const finding of outcome.findings.slice(0, 30)) {
      lines.push(`- ${finding.severity === 'warning' ? '⚠️ ' : ''}${cell(findingLine(finding))}`);
    }
    if (outcome.findings.length > 30) lines.push(`- … and ${outcome.findings.length - 30} more`);
    lines.push('', '</details>', '');
  }
  return lines;
}

/** What a deploy would create (`+ aws:s3/bucket:Bucket bucket`), the preview's counts and the graph. */
function resourcesSection(result: GenerationResult): string[] {
  const lines: string[] = [];
  const creates = plannedCreates(result);
  if (creates !== undefined && creates.length > 0) {
    lines.push(
      '### Will create (from the mock run)',
      '',
      fencedBlock(createLines(creates).join('\n'), 'diff'),
      '',
    );
  }
  const changes = outcomeOf(result.verification, 'preview')?.details?.changes;
  if (changes !== undefined) {
    // One wording for the change summary everywhere (the preview rung's reasons use the same function).
    lines.push(`**Preview:** ${describeChanges(changes)}`, '');
  }
  lines.push(...renderPolicySection(result.verification));

  const mermaid = outcomeOf(result.verification, 'mock')?.details?.mermaid;
  if (mermaid !== undefined) {
    lines.push('### Resources', '', fencedBlock(safeMermaid(mermaid), 'mermaid'), '');
  }
  return lines;
}

function metricsSection(result: GenerationResult): string[] {
  const { metrics } = result;
  const lines = ['### Metrics', ''];
  lines.push(`- Prompt coverage: ${(metrics.promptCoverage * 100).toFixed(1)}%`);
  lines.push(`- Tokens: ${metrics.tokensIn} in, ${metrics.tokensOut} out`);
  if (metrics.repairRounds !== undefined || metrics.codeFixes !== undefined) {
    lines.push(
      `- Repair rounds: ${metrics.repairRounds ?? 0} with the model, ${metrics.codeFixes ?? 0} TypeScript code fixes`,
    );
  }
  const timings = Object.entries(metrics.timingsMs)
    .map(([stage, ms]) => `${stage} ${formatMs(ms)}`)
    .join(', ');
  if (timings !== '') lines.push(`- Timings: ${timings}`);
  lines.push('');
  return lines;
}

function programSection(result: GenerationResult): string[] {
  return result.files
    .filter((file) => file.path.endsWith('.ts'))
    .flatMap((file) => [`### ${codeSpan(file.path)}`, '', fencedBlock(file.content.trimEnd(), 'ts'), '']);
}

/** The stack file, the required keys, the secrets to set and the commands to run next (verified runs). */
export function deploySection(result: GenerationResult, projectDir: string | undefined): string[] {
  const { deployment } = result;
  if (deployment === undefined || result.status !== 'verified') return [];
  const steps = nextSteps(deployment, projectDir);
  const lines = [`### Deploy (stack ${codeSpan(deployment.stack)})`, ''];
  lines.push(...steps.facts.map((fact) => `- ${cell(fact)}`), '');
  if (steps.commands.length > 0) lines.push('Next:', '', fencedBlock(steps.commands.join('\n'), 'sh'), '');
  return lines;
}

/**
 * The run as markdown: the same text is printed by the CLI, put in the PR body and in the job summary, so it
 * says what was asked, what the program was built from and what was proven about it. With `provenance` it
 * ends with how to reproduce the run; a verified run's report ends with the next steps.
 */
export function renderReport(
  result: GenerationResult,
  provenance?: Provenance,
  options: ReportOptions = {},
): string {
  const lines = [
    ...headerSection(result),
    ...(options.program === true ? programSection(result) : []),
    ...(options.diffs !== undefined && options.diffs.length > 0
      ? ['### Changes', '', fencedBlock(options.diffs.join('\n'), 'diff'), '']
      : []),
    ...verificationSection(result),
    ...resourcesSection(result),
    ...metricsSection(result),
  ];
  const files = result.files.map((f) => codeSpan(f.path)).join(', ');
  if (files !== '') lines.push(`**Files:** ${files}`, '');
  if (provenance !== undefined) lines.push(...renderProvenanceMarkdown(result, provenance));
  if (options.deploy !== false) lines.push(...deploySection(result, options.projectDir));
  return lines.join('\n');
}
