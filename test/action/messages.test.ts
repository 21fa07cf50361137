import { describe, expect, it } from 'vitest';
import {
  busyReply,
  conflictReply,
  finalComment,
  fitComment,
  forkReply,
  refusedReply,
  REPLY_MARKER,
  secretRemovedReply,
  stoppedLine,
  usageReply,
  workingComment,
} from '../../src/action/messages.js';
import { findTriggerRequest, sanitizeUntrustedText } from '../../src/action/sanitize.js';

const TRIGGER = '/pulumi-gen';

describe('the action’s comments', () => {
  const changes = Array.from({ length: 23 }, (_, i) => ({
    path: `infra/f${i}.ts`,
    change: 'modified' as const,
  }));
  const all = [
    usageReply(TRIGGER),
    refusedReply('@bob has read access; running pulumi-gen needs write'),
    forkReply(),
    workingComment(
      'https://github.com/acme/infra/actions/runs/1',
      `${TRIGGER} an S3 bucket\n${TRIGGER} again`,
    ),
    busyReply(undefined),
    busyReply('https://github.com/acme/infra/actions/runs/2'),
    secretRemovedReply(['an AWS access key', 'an AWS access key', 'a GitHub token']),
    conflictReply('pulumi-gen/issue-3', changes),
    finalComment({ status: 'published', summary: 'opened #4' }, 'https://run', 'report'),
  ];

  it('all start with the reply marker', () => {
    for (const body of all) expect(body.startsWith(`${REPLY_MARKER}\n`)).toBe(true);
  });

  it('never start a run, even when they quote a request that holds the trigger', () => {
    for (const body of all)
      expect(findTriggerRequest(sanitizeUntrustedText(body), TRIGGER), body).toEqual({ kind: 'absent' });
  });

  it('name each secret kind once and cut a long list of changed files', () => {
    expect(all[6]).toContain('(an AWS access key, a GitHub token)');
    expect(all[7]).toContain('- `infra/f19.ts` modified');
    expect(all[7]).not.toContain('infra/f20.ts');
    expect(all[7]).toContain('- … and 3 more');
    expect(all[5]).toContain('[another run](https://github.com/acme/infra/actions/runs/2)');
  });
});

describe('fitComment', () => {
  it('cuts only a body GitHub would refuse', () => {
    expect(fitComment('short')).toBe('short');
    const cut = fitComment('x'.repeat(70_000));
    expect(cut.length).toBeLessThan(65_536);
    expect(cut.endsWith('\n\n_(truncated)_\n')).toBe(true);
  });
});

describe('stoppedLine', () => {
  it('says why and where a run stopped', () => {
    expect(stoppedLine({ kind: 'time-budget', minutes: 30 }, 'generate')).toBe(
      '⏱️ **pulumi-gen stopped:** the run went past its time budget of 30 minutes (the `time-budget-minutes` input) at generate; nothing was published.',
    );
    expect(stoppedLine({ kind: 'cancelled', signal: 'SIGTERM' }, 'publish')).toBe(
      '🛑 **pulumi-gen was cancelled** (the runner sent SIGTERM) while publishing; a re-run finishes the branch and pull request.',
    );
  });
});

describe('finalComment', () => {
  it('says where a run failed, escaped, with the report folded', () => {
    const body = finalComment(
      { status: 'failed', summary: 's', failure: { stage: 'verify', message: 'bad <b>input</b> | x' } },
      'https://run',
      '## Report',
    );
    expect(body.split('\n')[1]).toBe(
      '😕 **pulumi-gen failed at verify:** bad \\<b\\>input\\</b\\> \\| x ([run](https://run))',
    );
    expect(body).toContain('<details><summary>Report</summary>\n\n## Report\n\n</details>');
    expect(finalComment({ status: 'published', summary: 'done' }, 'u', undefined)).toBe(
      `${REPLY_MARKER}\n🚀 done ([run](u))`,
    );
  });
});
