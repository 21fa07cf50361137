import type { GenerationResult } from '../pipeline/types.js';
import type { Plan } from '../plan/types.js';
import { checkIntent } from '../verify/intent/check-intent.js';
import type { RegisteredResource } from '../verify/types.js';

/** Which plan items the recorded program meets; `undefined` throughout when nothing was recorded. */
export interface PlanMarks {
  /** By component id: the component is there, with every value the request states. */
  readonly components: ReadonlyMap<string, boolean>;
  /** By relation, in plan order. */
  readonly relations: readonly boolean[];
  /**
   * By config key: `true` when the program reads it; absent otherwise (the intent rung does not require a
   * planned key, so an unread one is not called unmet).
   */
  readonly config: ReadonlyMap<string, boolean>;
}

function mockRecording(result: GenerationResult): readonly RegisteredResource[] | undefined {
  const mock = result.verification.find((o) => o.rung === 'mock');
  if (mock === undefined || (mock.status !== 'passed' && mock.status !== 'fixed')) return undefined;
  return mock.details?.resources;
}

/**
 * The plan's items marked met or not, each checked by the intent rung's own check against what the mock run
 * recorded (one component, or one relation, at a time), so the checklist agrees with the verdict.
 */
export function planMarks(result: GenerationResult): PlanMarks | undefined {
  const plan = result.plan;
  const resources = mockRecording(result);
  if (plan === undefined || resources === undefined) return undefined;
  const only = (part: Partial<Plan>) => checkIntent({ ...plan, relations: [], ...part }, resources).items;
  const components = new Map(
    plan.components.map((component) => {
      const items = only({ components: [component] }).filter(
        (i) => i.kind === 'component' || i.kind === 'value',
      );
      return [component.id, items.length > 0 && items.every((i) => i.met)] as const;
    }),
  );
  const relations = plan.relations.map(
    (relation) => only({ relations: [relation] }).find((i) => i.kind === 'relation')?.met === true,
  );
  const read = new Set(
    (result.verification.find((o) => o.rung === 'mock')?.details?.cases ?? []).flatMap((run) =>
      Object.keys(run.case.config).map((key) => key.split(':').pop() ?? key),
    ),
  );
  const config = new Map(
    plan.config.filter((c) => read.has(c.key.split(':').pop() ?? c.key)).map((c) => [c.key, true] as const),
  );
  return { components, relations, config };
}
