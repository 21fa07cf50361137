import type { ChatModel } from '../model/chat-model.js';
import { meterModel } from '../model/metered-model.js';
import type { Clock } from '../shared/clock.js';
import type { ProgressSink } from '../progress/events.js';

/** The run's model with every call reported as progress and its tokens added to the run's totals. */
export interface RunModel {
  /** `undefined`: no model configured (offline). */
  readonly model: ChatModel | undefined;
  usage(): { readonly tokensIn: number; readonly tokensOut: number };
}

export function meterRunModel(model: ChatModel | undefined, clock: Clock, progress: ProgressSink): RunModel {
  let tokensIn = 0;
  let tokensOut = 0;
  const metered =
    model === undefined
      ? undefined
      : meterModel(
          model,
          () => clock.now(),
          (call) => {
            tokensIn += call.promptTokens;
            tokensOut += call.completionTokens;
            progress({
              kind: 'model-call',
              stage: call.stage,
              tokensIn: call.promptTokens,
              tokensOut: call.completionTokens,
              durationMs: call.durationMs,
            });
          },
        );
  return { model: metered, usage: () => ({ tokensIn, tokensOut }) };
}
