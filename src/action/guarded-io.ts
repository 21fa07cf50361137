import { escapeLogText } from '../report/escape-markdown.js';
import type { ActionIo } from './types.js';

/**
 * The toolkit surface with every text redacted first and then, for the log, defused: no line can carry a
 * workflow command (`::add-mask::`, `::stop-commands::`), whatever program-derived text it holds. The
 * action core only ever talks to this wrapper, so no call site can forget either step.
 */
export function guardedIo(io: ActionIo, redact: (text: string) => string): ActionIo {
  const log = (text: string) => escapeLogText(redact(text));
  return {
    info: (message) => io.info(log(message)),
    notice: (message) => io.notice(log(message)),
    warning: (message) => io.warning(log(message)),
    startGroup: (name) => io.startGroup(log(name)),
    endGroup: () => io.endGroup(),
    setOutput: (name, value) => io.setOutput(name, redact(value)),
    setFailed: (message) => io.setFailed(log(message)),
    writeSummary: (markdown) => io.writeSummary(redact(markdown)),
  };
}
