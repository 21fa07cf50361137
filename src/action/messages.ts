/**
 * Every comment the action writes. Each starts with {@link REPLY_MARKER} so the action recognises and
 * ignores its own comments, and none contains the trigger at a line start or after a space (it is always
 * inside a code span), so a reply can never start another run even under a token whose comments do
 * trigger workflows.
 */
import { codeSpan, escapeInline, fencedBlock } from '../report/escape-markdown.js';
import type { FileChange } from './project-record.js';
import type { ActionOutcome, RunStop } from './types.js';

export const REPLY_MARKER = '<!-- pulumi-gen:reply -->';

/** GitHub rejects comment bodies over 65,536 characters. */
const MAX_COMMENT = 60_000;

/** Cuts a body GitHub would refuse. Called on the redacted text, so a cut cannot split a secret. */
export function fitComment(body: string): string {
  return body.length <= MAX_COMMENT ? body : `${body.slice(0, MAX_COMMENT)}\n\n_(truncated)_\n`;
}

export function usageReply(trigger: string): string {
  return [
    REPLY_MARKER,
    `**pulumi-gen** needs a request after ${codeSpan(trigger)}, for example:`,
    '',
    fencedBlock(`${trigger} an S3 bucket with versioning and a CloudFront distribution in front of it`),
    '',
    'On a pull request that already holds a Pulumi program, the request describes a change to it.',
  ].join('\n');
}

export function refusedReply(reason: string): string {
  return `${REPLY_MARKER}\n**pulumi-gen** did not run: ${escapeInline(reason)}.`;
}

export function forkReply(): string {
  return [
    REPLY_MARKER,
    '**pulumi-gen** did not run: this pull request comes from a fork. Edit mode commits to the pull',
    "request's branch, which the workflow's token cannot push to for forks. Push the branch to this",
    'repository, or ask on an issue for a new program.',
  ].join('\n');
}

export function workingComment(runUrl: string, request: string): string {
  return [
    REPLY_MARKER,
    `⏳ **pulumi-gen** is working on this ([run](${runUrl})).`,
    '',
    fencedBlock(request, 'text'),
  ].join('\n');
}

export function busyReply(holderRunUrl: string | undefined): string {
  const holder = holderRunUrl !== undefined ? `[another run](${holderRunUrl})` : 'another run';
  return [
    REPLY_MARKER,
    `⏸️ **pulumi-gen** is already working on this issue in ${holder}, so this request was not run (it is not`,
    'queued). Comment again once that run has posted its result.',
  ].join('\n');
}

export function secretRemovedReply(kinds: readonly string[]): string {
  const what = [...new Set(kinds)].join(', ');
  return [
    REPLY_MARKER,
    `⚠️ **pulumi-gen** removed what looks like a secret (${what}) from the request before sending it to the`,
    'model or writing it anywhere. It is still visible in your comment: edit the comment to delete it, and',
    'rotate the credential.',
  ].join('\n');
}

export function conflictReply(branch: string, changes: readonly FileChange[]): string {
  const shown = changes.slice(0, 20).map((change) => `- ${codeSpan(change.path)} ${change.change}`);
  if (changes.length > 20) shown.push(`- … and ${changes.length - 20} more`);
  return [
    REPLY_MARKER,
    `✋ **pulumi-gen** did not run: someone changed the program on ${codeSpan(branch)} since pulumi-gen wrote it,`,
    'and a new run would overwrite those changes:',
    '',
    ...shown,
    '',
    'To change that program, comment on its pull request (edit mode works from the branch as it is). To',
    'throw the changes away, ask again and say to replace the program.',
  ].join('\n');
}

/** What a stopped run says: cancelled by the runner, or past the time budget; and where it stopped. */
export function stoppedLine(stop: RunStop, stage: string): string {
  const where =
    stage === 'publish'
      ? 'while publishing; a re-run finishes the branch and pull request'
      : `at ${escapeInline(stage)}; nothing was published`;
  return stop.kind === 'time-budget'
    ? `⏱️ **pulumi-gen stopped:** the run went past its time budget of ${stop.minutes} minutes (the \`time-budget-minutes\` input) ${where}.`
    : `🛑 **pulumi-gen was cancelled** (the runner sent ${stop.signal}) ${where}.`;
}

/** The tracking comment's final text: what happened in one line, then the full report when there is one. */
export function finalComment(outcome: ActionOutcome, runUrl: string, report: string | undefined): string {
  const lines = [REPLY_MARKER];
  switch (outcome.status) {
    case 'published':
      lines.push(`🚀 ${outcome.summary} ([run](${runUrl}))`);
      break;
    case 'failed':
      lines.push(
        `😕 **pulumi-gen failed at ${escapeInline(outcome.failure?.stage ?? 'an unknown stage')}:** ${escapeInline(outcome.failure?.message ?? outcome.summary)} ([run](${runUrl}))`,
      );
      break;
    case 'cancelled':
      lines.push(`${outcome.summary} ([run](${runUrl}))`);
      break;
    default:
      lines.push(`${outcome.summary} ([run](${runUrl}))`);
  }
  if (report !== undefined) {
    lines.push('', '<details><summary>Report</summary>', '', report, '', '</details>');
  }
  return lines.join('\n');
}
