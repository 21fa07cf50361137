import type { SnapshotRecord } from '../snapshot/types.js';
import type { ComponentOrigin, PlannedComponent, StatedValue } from './types.js';

/** A component while the plan is being built: its record, and where in the request it was named. */
export interface DraftComponent {
  readonly id: string;
  readonly record: SnapshotRecord;
  readonly role: string;
  readonly origin: ComponentOrigin;
  count: number;
  readonly values: StatedValue[];
  readonly alternatives: Set<string>;
  /** Sentences of the request that name it (none for plumbing). */
  readonly sentences: Set<number>;
  /** The parts that named it, as text. */
  readonly parts: string[];
}

export function finishComponent(draft: DraftComponent): PlannedComponent {
  return {
    id: draft.id,
    token: draft.record.token,
    role: draft.role,
    origin: draft.origin,
    count: draft.count,
    values: draft.values,
    alternatives: [...draft.alternatives],
  };
}
