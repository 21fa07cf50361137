import type { RungCheck, RungName } from './types.js';

/**
 * What the ladder reports as it climbs: each rung's check, and each repair round. The run's progress events
 * (`src/progress/events.ts`) include these; the ladder itself knows nothing of the run's other stages.
 */
export type LadderEvent =
  | {
      readonly kind: 'rung';
      readonly rung: RungName;
      /** 0 for the first check, then one per repair round. */
      readonly round: number;
      readonly check: RungCheck['kind'];
      readonly findings: number;
      readonly durationMs: number;
      readonly reason?: string;
    }
  | {
      readonly kind: 'repair';
      readonly round: number;
      /** `code-fix`: TypeScript's own fixes, no model call; `model`: a `repair` call. */
      readonly via: 'code-fix' | 'model';
      readonly findings: number;
      readonly detail?: string;
    };

export type LadderProgress = (event: LadderEvent) => void;
