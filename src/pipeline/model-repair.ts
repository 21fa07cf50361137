import { completeProgram } from '../generate/model-program.js';
import { recordsForFindings, repairMessages } from '../generate/repair-prompt.js';
import type { ChatModel } from '../model/chat-model.js';
import type { RegistrySearch } from '../retrieve/types.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { LadderDeps } from '../verify/ladder.js';
import { importedProviders, pinsFor } from './provider-pins.js';

/**
 * The ladder's repair step with a model: the findings, the schemas of what the failing lines use, and the
 * previous attempt go to a `repair` call; the providers the new program imports are installed before the
 * ladder climbs again. Every prompt sent is handed to `onPrompt` for the coverage figure.
 */
export function createModelRepair(input: {
  readonly model: ChatModel;
  readonly requestText: string;
  readonly snapshot: Snapshot;
  readonly search: RegistrySearch;
  readonly retrieved: readonly SnapshotRecord[];
  readonly providers: readonly string[];
  readonly ensureProviders: (providers: readonly string[]) => Promise<void>;
  readonly onPrompt: (text: string) => void;
}): NonNullable<LadderDeps['repair']> {
  const { snapshot } = input;
  return async (current, findings, _round, feedback) => {
    const providers = [...new Set([...input.providers, ...importedProviders(current, snapshot)])];
    const schemas = await recordsForFindings(
      findings,
      { snapshot, search: input.search, retrieved: input.retrieved, providers },
      current,
    );
    const messages = repairMessages(input.requestText, current, findings, schemas, {
      snapshot,
      pulumiVersion: snapshot.manifest.pulumiVersion,
      providers: pinsFor(snapshot, providers),
      ...(feedback !== undefined ? { feedback } : {}),
    });
    input.onPrompt(messages.map((m) => m.content).join('\n'));
    const next = await completeProgram(input.model, 'repair', messages);
    await input.ensureProviders(importedProviders(next, snapshot));
    return next;
  };
}
