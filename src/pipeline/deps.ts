import type { ChatModel } from '../model/chat-model.js';
import type { Planner } from '../plan/types.js';
import type { RegistrySearch } from '../retrieve/types.js';
import type { Snapshot } from '../snapshot/types.js';
import type { ProgressSink } from '../progress/events.js';
import type { Clock } from '../shared/clock.js';
import type { Rung } from '../verify/types.js';
import type { WorkspaceFactory } from '../workspace/types.js';

/**
 * Everything {@link runPipeline} talks to. Built by `createPipelineDeps` for the CLI and the action; tests build
 * their own from fakes of the interfaces or from the real factories.
 */
export interface PipelineDeps {
  readonly snapshot: Snapshot;
  readonly search: RegistrySearch;
  /** The plan stage: what the request asks for, as typed components, values, relations and config. */
  readonly planner: Planner;
  /** `undefined`: no model configured, the offline composer writes the program. */
  readonly model: ChatModel | undefined;
  /** Temp project directories for verification, with `@pulumi/*` resolvable from them. */
  readonly workspaces: WorkspaceFactory;
  /**
   * Rungs after the safety gate and typecheck (mock run, preview), in ladder order. The gate and typecheck
   * are built into the pipeline because the gate must always run first and typecheck owns the code fixes.
   */
  readonly rungs: readonly Rung[];
  readonly clock: Clock;
  readonly progress: ProgressSink;
  /** Token budget of the generate prompt (default 12,000). */
  readonly promptBudget?: number;
  /** Milliseconds of the stages run while the dependencies were built (stage 0, `packages`). */
  readonly preparedTimings?: Readonly<Record<string, number>>;
}
