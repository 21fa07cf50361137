import { describe, expect, it } from 'vitest';
import { guardedIo } from '../../src/action/guarded-io.js';
import type { ActionIo } from '../../src/action/types.js';

function recordingIo(): { io: ActionIo; calls: string[] } {
  const calls: string[] = [];
  const io: ActionIo = {
    info: (message) => calls.push(`info ${message}`),
    notice: (message) => calls.push(`notice ${message}`),
    warning: (message) => calls.push(`warning ${message}`),
    startGroup: (name) => calls.push(`group ${name}`),
    endGroup: () => calls.push('endgroup'),
    setOutput: (name, value) => calls.push(`output ${name}=${value}`),
    setFailed: (message) => calls.push(`failed ${message}`),
    writeSummary: (markdown) => {
      calls.push(`summary ${markdown}`);
      return Promise.resolve();
    },
  };
  return { io, calls };
}

describe('guardedIo', () => {
  const redact = (text: string) => text.replaceAll('sk-secret', '***');

  it('redacts every text and defuses workflow commands in log lines', async () => {
    const { io, calls } = recordingIo();
    const guarded = guardedIo(io, redact);
    guarded.info('key sk-secret\n::add-mask::x');
    guarded.warning('::stop-commands::token');
    guarded.notice('fine');
    guarded.startGroup('::group::evil');
    guarded.endGroup();
    guarded.setFailed('  ::error::sk-secret');
    guarded.setOutput('summary', '::notice::sk-secret');
    await guarded.writeSummary('report with sk-secret');
    expect(calls).toEqual([
      'info key ***\n ::add-mask::x',
      'warning  ::stop-commands::token',
      'notice fine',
      'group  ::group::evil',
      'endgroup',
      'failed    ::error::***',
      // Outputs and the summary are not log lines: redacted, not defused.
      'output summary=::notice::***',
      'summary report with ***',
    ]);
  });
});
