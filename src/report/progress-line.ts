import { plural } from '../shared/format.js';
import type { ProgressEvent } from '../progress/events.js';
import { formatMs } from './format-duration.js';

/**
 * The one wording of a progress event, for the CLI's stderr and the action's log alike (each adds its own
 * framing: a prefix, a log group). Plain text: logs and terminals read the same. Without `failureDetail` a
 * failed stage's message is left out, for a caller whose report says it (an error is printed once).
 */
export function describeProgress(
  event: ProgressEvent,
  options: { readonly failureDetail: boolean } = { failureDetail: true },
): string {
  switch (event.kind) {
    case 'stage-start':
      return `${event.stage}…${event.detail !== undefined ? ` (${event.detail})` : ''}`;
    case 'stage-end':
      return event.outcome === 'ok'
        ? `${event.stage} done in ${formatMs(event.durationMs)}`
        : `${event.stage} failed after ${formatMs(event.durationMs)}${options.failureDetail ? `: ${event.detail ?? ''}` : ''}`;
    case 'rung': {
      const what =
        event.check === 'skipped'
          ? `skipped (${event.reason ?? ''})`
          : event.check === 'failed'
            ? `failed with ${plural(event.findings, 'finding')}`
            : 'passed';
      return `  ${event.rung}${event.round > 0 ? ` (round ${event.round})` : ''}: ${what} in ${formatMs(event.durationMs)}`;
    }
    case 'repair':
      return event.via === 'code-fix'
        ? `  code fixes applied: ${event.detail ?? event.findings}`
        : `  repair round ${event.round}: asking the model to fix ${plural(event.findings, 'finding')}`;
    case 'model-call':
      return `  model ${event.stage}: ${event.tokensIn} tokens in, ${event.tokensOut} out, ${formatMs(event.durationMs)}`;
    case 'warning':
      return `warning: ${event.message}`;
    case 'package':
      return `  package: ${event.message}`;
    case 'sandbox':
      return `${event.isolated ? '' : 'WARNING: '}sandbox: ${event.description}`;
    case 'install':
      return event.step === 'fetching'
        ? event.durationMs === undefined
          ? `  fetching ${event.what} and its dependencies into the package store…`
          : `  still fetching ${event.what} (${formatMs(event.durationMs)})…`
        : event.step === 'fetched'
          ? `  fetched ${event.what} in ${formatMs(event.durationMs ?? 0)}`
          : `  linked node_modules (${event.what}) from the package store in ${formatMs(event.durationMs ?? 0)}`;
  }
}
