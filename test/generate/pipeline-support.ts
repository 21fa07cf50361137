import { createPlanner } from '../../src/plan/create-planner.js';
import { createOpenAiChatModel } from '../../src/model/openai-chat-model.js';
import { type PipelineDeps } from '../../src/pipeline/deps.js';
import { systemClock } from '../../src/shared/clock.js';
import { type ProgressEvent } from '../../src/progress/events.js';
import type { GenerationRequest } from '../../src/pipeline/types.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import type { RegistrySearch } from '../../src/retrieve/types.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import type { Rung } from '../../src/verify/types.js';
import { createProviderInstaller } from '../../src/workspace/provider-install.js';
import { createTempWorkspaceFactory } from '../../src/workspace/temp-workspace.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { REPO_NODE_MODULES } from '../verify/helpers.js';

let shared: { snapshot: Snapshot; search: RegistrySearch } | undefined;

/** The bundled snapshot and its real hybrid search, opened once per test file. */
export function realSearch(): { snapshot: Snapshot; search: RegistrySearch } {
  if (shared === undefined) {
    const snapshot = openSnapshot(defaultSnapshotDir());
    shared = { snapshot, search: createRegistrySearch(snapshot) };
  }
  return shared;
}

/** Real pipeline dependencies over the repository's provider install; the model talks to `baseUrl`. */
export function testDeps(options: { baseUrl?: string; rungs?: readonly Rung[] } = {}): {
  deps: PipelineDeps;
  events: ProgressEvent[];
} {
  const { snapshot, search } = realSearch();
  const events: ProgressEvent[] = [];
  const installer = createProviderInstaller({
    nodeModulesDirs: [REPO_NODE_MODULES],
  });
  return {
    events,
    deps: {
      snapshot,
      search,
      planner: createPlanner({ snapshot, search: search.engine }),
      model:
        options.baseUrl === undefined
          ? undefined
          : createOpenAiChatModel({
              apiKey: 'sk-test-key-for-the-loopback-server',
              baseUrl: options.baseUrl,
              model: 'scripted-model',
              timeoutMs: 5_000,
              maxRetries: 1,
              initialBackoffMs: 5,
            }),
      workspaces: createTempWorkspaceFactory({ installer }),
      rungs: options.rungs ?? [],
      clock: systemClock,
      progress: (event) => events.push(event),
    },
  };
}

export function request(text: string, overrides: Partial<GenerationRequest> = {}): GenerationRequest {
  return { text, source: 'cli', mode: 'new', maxRepairs: 3, preview: 'off', ...overrides };
}
