import type { GenerationResult } from '../pipeline/types.js';

/** Which plan items the recorded program meets; `undefined` throughout when the intent rung did not judge it. */
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

/**
 * The plan's items marked met or not as the intent rung judged them (its binding of components to resources,
 * with the request's words), so the checklist agrees with the verdict; config keys by what the mock run read.
 */
export function planMarks(result: GenerationResult): PlanMarks | undefined {
  const plan = result.plan;
  const marks = result.verification.find((o) => o.rung === 'intent')?.details?.intent?.marks;
  if (plan === undefined || marks === undefined) return undefined;
  const components = new Map(plan.components.map((c) => [c.id, marks.components[c.id] === true] as const));
  const relations = plan.relations.map((_, index) => marks.relations[index] === true);
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
