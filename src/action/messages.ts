/**
 * Every comment the action writes. Each starts with {@link REPLY_MARKER} so the action recognises and
 * ignores its own comments, and none contains the trigger at a line start or after a space (it is always
 * inside a code span), so a reply can never start another run even under a token whose comments do
 * trigger workflows.
 */
import type { ActionOutcome } from './types.js';

export const REPLY_MARKER = '<!-- pulumi-gen:reply -->';

/** GitHub rejects comment bodies over 65,536 characters. */
const MAX_COMMENT = 60_000;

function fit(body: string): string {
  return body.length <= MAX_COMMENT ? body : `${body.slice(0, MAX_COMMENT)}\n\n_(truncated)_\n`;
}

export function usageReply(trigger: string): string {
  return [
    REPLY_MARKER,
    `**pulumi-gen** needs a request after \`${trigger}\`, for example:`,
    '',
    '```',
    `${trigger} an S3 bucket with versioning and a CloudFront distribution in front of it`,
    '```',
    '',
    'On a pull request that already holds a Pulumi program, the request describes a change to it.',
  ].join('\n');
}

export function refusedReply(reason: string): string {
  return fit(`${REPLY_MARKER}\n**pulumi-gen** did not run: ${reason}.`);
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
  return fit(
    [
      REPLY_MARKER,
      `⏳ **pulumi-gen** is working on this ([run](${runUrl})).`,
      '',
      ...request.split('\n').map((line) => `> ${line}`),
    ].join('\n'),
  );
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
        `😕 **pulumi-gen failed at ${outcome.failure?.stage ?? 'an unknown stage'}:** ${outcome.failure?.message ?? outcome.summary} ([run](${runUrl}))`,
      );
      break;
    default:
      lines.push(`${outcome.summary} ([run](${runUrl}))`);
  }
  if (report !== undefined) {
    lines.push('', '<details><summary>Report</summary>', '', report, '', '</details>');
  }
  return fit(lines.join('\n'));
}
