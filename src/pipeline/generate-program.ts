import { composeProgram } from '../generate/compose/compose-program.js';
import { completeProgram } from '../generate/model-program.js';
import type { ChatModel } from '../model/chat-model.js';
import type { Plan } from '../plan/types.js';
import type { BuiltPrompt } from '../prompt/build-prompt.js';
import type { Snapshot } from '../snapshot/types.js';
import type { ProgressSink } from '../progress/events.js';
import { StageFailure } from './stage-runner.js';
import type { GenerationRequest } from './types.js';

/** The first program: the model's answer to the prompt, or, with no model, the offline composer's from the plan. */
export async function generateProgram(
  input: {
    readonly model: ChatModel | undefined;
    readonly prompt: BuiltPrompt;
    readonly plan: Plan;
    readonly request: GenerationRequest;
    readonly snapshot: Snapshot;
  },
  progress: ProgressSink,
): Promise<string> {
  if (input.model !== undefined) return completeProgram(input.model, 'generate', input.prompt.messages);
  if (input.request.mode === 'edit') {
    throw new StageFailure('generate', 'edit mode needs a model: set OPENAI_API_KEY or a base URL');
  }
  if (input.plan.components.length === 0) {
    throw new StageFailure(
      'generate',
      'the plan names no resource the offline composer can build; name the cloud resources you want, or configure a model (OPENAI_API_KEY or --base-url)',
    );
  }
  const composed = composeProgram(input.plan, input.snapshot, input.request.conventions);
  for (const note of composed.notes) progress({ kind: 'warning', message: `composer: ${note}` });
  return composed.program;
}
