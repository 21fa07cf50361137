import type { GenerationResult } from '../pipeline/types.js';
import type { RungOutcome } from '../verify/types.js';
import { escapeForTerminal } from '../shared/request-limits.js';
import { plural } from '../shared/format.js';
import { tokenTsName } from '../plan/plan-steps.js';
import { formatMs } from './format-duration.js';
import { nextSteps } from './next-steps.js';
import { planMarks } from './plan-marks.js';
import { createLines, plannedCreates } from './planned-creates.js';
import { renderProvenanceText, type Provenance } from './provenance.js';

/** ANSI styles, or none: colour only when stdout is a terminal and `NO_COLOR` is unset. */
export interface Palette {
  readonly good: (text: string) => string;
  readonly bad: (text: string) => string;
  readonly note: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly bold: (text: string) => string;
}

const ansi =
  (open: number, close: number) =>
  (text: string): string =>
    `\u001B[${open}m${text}\u001B[${close}m`;

export function palette(color: boolean): Palette {
  if (!color) {
    const plain = (text: string) => text;
    return { good: plain, bad: plain, note: plain, dim: plain, bold: plain };
  }
  return { good: ansi(32, 39), bad: ansi(31, 39), note: ansi(33, 39), dim: ansi(2, 22), bold: ansi(1, 22) };
}

/**
 * Where the program went: a folder (with what changed in it), nowhere on `--dry-run`, or nowhere at all; or,
 * for `pulumi-gen verify`, the project it checked where it is.
 */
export type ProgramDestination =
  | { readonly kind: 'written'; readonly dir: string; readonly changes: readonly string[] }
  | { readonly kind: 'dry-run' }
  | { readonly kind: 'not-written' }
  | { readonly kind: 'checked-in-place'; readonly dir: string };

export interface TerminalReportOptions {
  readonly palette: Palette;
  readonly destination: ProgramDestination;
  /** How many lines of the program to show; `undefined` shows all of it (`--dry-run`). */
  readonly programLines: number | undefined;
  readonly provenance: Provenance;
  /** Unified diffs of the files the run changed in an existing project (an edit, `--force`). */
  readonly diffs?: readonly string[];
}

function rungText(outcome: RungOutcome, p: Palette): string {
  switch (outcome.status) {
    case 'passed':
      return p.good('passed');
    case 'fixed':
      return p.good(outcome.rounds === 0 ? 'fixed (code fixes)' : `fixed (${outcome.rounds} repair rounds)`);
    case 'skipped':
      return p.note(`skipped${outcome.reason !== undefined ? `: ${escapeForTerminal(outcome.reason)}` : ''}`);
    case 'failed':
      return p.bad(`failed (${plural(outcome.findings.length, 'finding')})`);
  }
}

function programView(result: GenerationResult, limit: number | undefined, p: Palette): string[] {
  const main = result.files.find((f) => f.path === 'index.ts') ?? result.files[0];
  if (main === undefined) return [];
  const lines = main.content.replace(/\n$/, '').split('\n');
  const shown = limit === undefined ? lines : lines.slice(0, limit);
  if (shown.length === 0) return [];
  const width = String(shown.length).length;
  const title =
    shown.length < lines.length ? `${main.path} (first ${shown.length} of ${lines.length} lines)` : main.path;
  return [
    p.dim(`── ${title} ──`),
    ...shown.map((line, i) => `${p.dim(`${String(i + 1).padStart(width)} │`)} ${escapeForTerminal(line)}`),
    '',
  ];
}

function destinationLines(result: GenerationResult, options: TerminalReportOptions): string[] {
  const { destination, palette: p } = options;
  const main = result.files.find((f) => f.path === 'index.ts')?.path ?? result.files[0]?.path ?? 'index.ts';
  switch (destination.kind) {
    case 'written':
      return [
        `${p.bold('program')}  ${escapeForTerminal(`${destination.dir}/${main}`)}`,
        ...destination.changes.map((line) => `  ${escapeForTerminal(line)}`),
      ];
    case 'dry-run':
      return [`${p.bold('program')}  not written (--dry-run)`];
    case 'not-written':
      return [`${p.bold('program')}  not written`];
    case 'checked-in-place':
      return [
        `${p.bold('project')}  ${escapeForTerminal(destination.dir)} (checked where it is; nothing written)`,
      ];
  }
}

/** A diff as `git diff` colours it: additions green, removals red, headers bold. */
function diffLines(diffs: readonly string[], p: Palette): string[] {
  if (diffs.length === 0) return [];
  const colour = (line: string) =>
    /^(---|\+\+\+) /.test(line)
      ? p.bold(line)
      : line.startsWith('@@')
        ? p.note(line)
        : line.startsWith('+')
          ? p.good(line)
          : line.startsWith('-')
            ? p.bad(line)
            : line;
  return ['', p.bold('changes'), ...diffs.map((line) => colour(escapeForTerminal(line)))];
}

/** The plan, each item marked met (✔) or not (✘) against the recorded program, then what is missing. */
function planLines(result: GenerationResult, p: Palette): string[] {
  const plan = result.plan;
  if (plan === undefined) return [];
  const marks = planMarks(result);
  const intent = result.verification.find((o) => o.rung === 'intent')?.details?.intent;
  const mark = (met: boolean | undefined) =>
    met === undefined ? p.dim('?') : met ? p.good('✔') : p.bad('✘');
  const counted = intent === undefined ? 'not checked' : `${intent.met} of ${intent.total} met`;
  const lines = [`${p.bold('plan')}  ${counted}`];
  for (const c of plan.components) {
    const values = c.values.map((v) => `${v.input} = ${JSON.stringify(v.value)}`).join(', ');
    const text = `${c.role}: ${tokenTsName(c.token)}${c.count > 1 ? ` ×${c.count}` : ''}${values === '' ? '' : ` (${values})`}`;
    lines.push(`  ${mark(marks?.components.get(c.id))} ${escapeForTerminal(text)}`);
  }
  const roles = new Map(plan.components.map((c) => [c.id, c.role]));
  plan.relations.forEach((r, i) => {
    const text = `${roles.get(r.from) ?? r.from} → ${roles.get(r.to) ?? r.to}`;
    lines.push(`  ${mark(marks?.relations[i])} ${escapeForTerminal(text)}`);
  });
  for (const c of plan.config) {
    lines.push(
      `  ${mark(marks?.config.get(c.key))} ${escapeForTerminal(`config ${c.key}${c.secret ? ' (secret)' : ''}`)}`,
    );
  }
  lines.push(...(intent?.unmet ?? []).map((text) => p.bad(`  missing: ${escapeForTerminal(text)}`)), '');
  return lines;
}

/** What a deploy would create, as `pulumi preview` shows it, from the mock run's recording. */
function createSection(result: GenerationResult, p: Palette): string[] {
  const creates = plannedCreates(result);
  if (creates === undefined || creates.length === 0) return [];
  const lines = createLines(creates);
  return [
    p.bold('will create (from the mock run)'),
    ...lines.slice(0, -1).map((line) => `  ${p.good(escapeForTerminal(line))}`),
    `  ${lines[lines.length - 1] ?? ''}`,
    '',
  ];
}

/** The stack file, the keys still to set and the commands to run next: the last thing a user reads. */
function deploySection(result: GenerationResult, options: TerminalReportOptions): string[] {
  const { deployment } = result;
  if (deployment === undefined || result.status !== 'verified') return [];
  const p = options.palette;
  const dir = options.destination.kind === 'written' ? options.destination.dir : undefined;
  const steps = nextSteps(deployment, dir);
  return [
    '',
    p.bold(`deploy (stack ${deployment.stack})`),
    ...steps.facts.map((line) => `  ${escapeForTerminal(line)}`),
    ...(steps.commands.length > 0
      ? ['', p.bold('next:'), ...steps.commands.map((command) => `  ${escapeForTerminal(command)}`)]
      : [
          `  ${p.dim('run again without --dry-run to write the project, then follow the next steps it prints')}`,
        ]),
  ];
}

/**
 * The run for a terminal: status, the program's path and a view of it, the rung table, what the intent check
 * found and how to re-run it. No markdown: `<details>`, tables and mermaid belong in the PR. Every piece of
 * program- or request-derived text is escaped, so nothing printed can drive the terminal.
 */
export function renderTerminalReport(result: GenerationResult, options: TerminalReportOptions): string {
  const p = options.palette;
  const lines: string[] = [];
  const status =
    result.status === 'verified'
      ? p.good('✔ verified')
      : result.status === 'partial'
        ? p.bad('⚠ verified in part')
        : p.bad('✘ not verified');
  lines.push(`${p.bold(status)}  ${escapeForTerminal(JSON.stringify(result.request.text))}`);
  for (const part of result.unplanned ?? []) {
    const what = part.reason === 'value' ? 'value not checked' : 'not understood';
    lines.push(p.bad(`  ${what}: ${escapeForTerminal(part.text)}`));
  }
  if (result.failure !== undefined) {
    lines.push(p.bad(`  failed at ${result.failure.stage}: ${escapeForTerminal(result.failure.message)}`));
  }
  lines.push('', ...destinationLines(result, options), '');
  lines.push(...programView(result, options.programLines, p));
  if (result.verification.length > 0) {
    const width = Math.max(...result.verification.map((o) => o.rung.length));
    lines.push(p.bold('verification'));
    for (const outcome of result.verification) {
      const time = formatMs(outcome.durationMs).padStart(8);
      lines.push(`  ${outcome.rung.padEnd(width)}  ${p.dim(time)}  ${rungText(outcome, p)}`);
      // A rung that passed still says what it could not check (a lookup's empty answer, a component's
      // children): the same caveats the pull request's report lists.
      const shown =
        outcome.status === 'failed'
          ? outcome.findings
          : outcome.findings.filter((finding) => finding.severity === 'warning');
      for (const finding of shown.slice(0, 5)) {
        const where = finding.line !== undefined ? `${finding.file ?? 'index.ts'}:${finding.line}: ` : '';
        const text = `${outcome.status === 'failed' ? '' : 'warning: '}${where}${finding.message}`;
        lines.push(`  ${' '.repeat(width)}            ${escapeForTerminal(text)}`);
      }
    }
    lines.push('');
  }
  lines.push(...planLines(result, p), ...createSection(result, p));
  lines.push(p.bold('reproduce'), ...renderProvenanceText(result, options.provenance).map(escapeForTerminal));
  lines.push(...diffLines(options.diffs ?? [], p), ...deploySection(result, options));
  return `${lines.join('\n')}\n`;
}
