import type { GenerationRequest, GenerationResult } from '../pipeline/types.js';
import { endpointHost, type Provenance, type StageTokens } from '../report/provenance.js';
import { rerunCommand } from '../report/rerun-command.js';
import type { ActionInputs } from './types.js';

/** What the entry knows about this build of pulumi-gen: its version and the bundled snapshot's checksum. */
export interface RunFacts {
  readonly version: string;
  readonly snapshotChecksum: string;
}

/** The reproducibility footer of an action run: the same facts and command a CLI run prints. */
export function actionProvenance(
  request: GenerationRequest,
  result: GenerationResult,
  inputs: ActionInputs,
  facts: RunFacts,
  tokensByStage: Readonly<Record<string, StageTokens>>,
  projectPath: string | undefined,
): Provenance {
  const offline = result.model === 'offline';
  return {
    version: facts.version,
    snapshotChecksum: facts.snapshotChecksum,
    model: result.model,
    endpointHost: offline ? undefined : endpointHost(inputs.baseUrl),
    temperature: offline ? undefined : 0,
    command: rerunCommand(request, {
      model: offline ? undefined : result.model,
      baseUrl: offline ? undefined : inputs.baseUrl,
      sandbox: inputs.sandbox,
      maxTokens: inputs.maxTokens,
      out: projectPath,
    }),
    tokensByStage,
  };
}
