import type { Span } from '../language/sentences.js';
import type { SnapshotRecord } from '../snapshot/types.js';
import type {
  ComponentOrigin,
  ExistingThing,
  PlannedComponent,
  PlannedConfig,
  PlannedRelation,
  StatedValue,
} from './types.js';

/** A component while the plan is being built: its record, and where in the request it was named. */
export interface DraftComponent {
  readonly id: string;
  readonly record: SnapshotRecord;
  readonly role: string;
  readonly origin: ComponentOrigin;
  readonly count: number;
  readonly values: readonly StatedValue[];
  readonly alternatives: ReadonlySet<string>;
  /** Sentences of the request that speak of it (for plumbing, its owner's). */
  readonly sentences: ReadonlySet<number>;
  /** The parts that named it, as text. */
  readonly parts: readonly string[];
  /** Where in the request it comes from: the parts that named it, else the words or sentences that led to it. */
  readonly spans: readonly Span[];
  /** The rule that planned it (or last replaced its record). */
  readonly rule: string;
  /** For a companion: the ids of the components it was planned for (see `PlannedComponent.companionOf`). */
  readonly companionOf?: readonly string[];
}

/** A component a rule adds; the planner records the rule. */
export type NewComponent = Omit<DraftComponent, 'rule'>;

/** The plan while the rules build it. */
export interface PlanDraft {
  readonly components: readonly DraftComponent[];
  readonly relations: readonly PlannedRelation[];
  readonly config: readonly PlannedConfig[];
  readonly notes: readonly string[];
  /** What the request builds on that exists already (see {@link ExistingThing}). */
  readonly existing?: readonly ExistingThing[];
}

export const EMPTY_DRAFT: PlanDraft = { components: [], relations: [], config: [], notes: [] };

/** One change a rule makes to the plan. */
export type PlanEdit =
  | { readonly kind: 'add'; readonly component: NewComponent }
  /** The request speaks of a planned component again: more sentences, a larger count. */
  | {
      readonly kind: 'mention';
      readonly id: string;
      readonly sentences: readonly number[];
      readonly count: number;
    }
  /** A planned component stands for another record (a component package's, a qualified variant). */
  | { readonly kind: 'replace'; readonly id: string; readonly record: SnapshotRecord }
  | { readonly kind: 'remove'; readonly id: string }
  /** A planned component is a thing the user has: out of the components, into what the plan reads. */
  /** A planned component that exists already; `span` where the request says so (else the component's). */
  | { readonly kind: 'existing'; readonly id: string; readonly text: string; readonly span?: Span }
  | { readonly kind: 'alternative'; readonly id: string; readonly alternative: string }
  /** A stated value; one the component has already (same input and value) is not added twice. */
  | { readonly kind: 'value'; readonly id: string; readonly value: StatedValue }
  | { readonly kind: 'relate'; readonly relation: PlannedRelation }
  /** A component's values and relations in one block (`from.…`) go to another of the same inputs (`to.…`). */
  | { readonly kind: 'block'; readonly id: string; readonly from: string; readonly to: string }
  | { readonly kind: 'config'; readonly config: PlannedConfig }
  | { readonly kind: 'note'; readonly text: string };

function updated(
  draft: PlanDraft,
  id: string,
  change: (component: DraftComponent) => DraftComponent,
): PlanDraft {
  return { ...draft, components: draft.components.map((c) => (c.id === id ? change(c) : c)) };
}

/** The plan with the values and relations of component `id` in block `from` moved to block `to`. */
function movedBlock(draft: PlanDraft, id: string, from: string, to: string): PlanDraft {
  const moved = (path: string) => (path.startsWith(`${from}.`) ? `${to}${path.slice(from.length)}` : path);
  const withValues = updated(draft, id, (c) => ({
    ...c,
    values: c.values.map((v) => ({ ...v, input: moved(v.input) })),
  }));
  return {
    ...withValues,
    relations: draft.relations.map((r) =>
      r.from === id && r.via !== undefined ? { ...r, via: moved(r.via) } : r,
    ),
  };
}

/** The plan with one edit applied; `rule` is recorded on what the edit makes. */
export function applyEdit(draft: PlanDraft, edit: PlanEdit, rule: string): PlanDraft {
  switch (edit.kind) {
    case 'add':
      return { ...draft, components: [...draft.components, { ...edit.component, rule }] };
    case 'mention':
      return updated(draft, edit.id, (c) => ({
        ...c,
        count: Math.max(c.count, edit.count),
        sentences: new Set([...c.sentences, ...edit.sentences]),
      }));
    case 'replace':
      return updated(draft, edit.id, (c) => ({ ...c, record: edit.record, alternatives: new Set(), rule }));
    case 'remove':
      return { ...draft, components: draft.components.filter((c) => c.id !== edit.id) };
    case 'existing': {
      const component = draft.components.find((c) => c.id === edit.id);
      if (component === undefined) return draft;
      const span = edit.span ?? component.spans[0];
      const thing: ExistingThing = {
        token: component.record.token,
        text: edit.text,
        ...(span === undefined ? {} : { span }),
        rule,
      };
      return {
        ...draft,
        components: draft.components.filter((c) => c.id !== edit.id),
        existing: [...(draft.existing ?? []), thing],
      };
    }
    case 'alternative':
      return updated(draft, edit.id, (c) => ({
        ...c,
        alternatives: new Set([...c.alternatives, edit.alternative]),
      }));
    case 'value':
      return updated(draft, edit.id, (c) =>
        c.values.some((v) => v.input === edit.value.input && v.value === edit.value.value)
          ? c
          : { ...c, values: [...c.values, { ...edit.value, rule }] },
      );
    case 'relate':
      return { ...draft, relations: [...draft.relations, { ...edit.relation, rule }] };
    case 'block':
      return movedBlock(draft, edit.id, edit.from, edit.to);
    case 'config':
      return { ...draft, config: [...draft.config, { ...edit.config, rule }] };
    case 'note':
      return { ...draft, notes: [...draft.notes, edit.text] };
  }
}

/**
 * A rule's edits, applied as they are made to a copy of the plan, so a rule that reads what it has added so
 * far (a companion that brings another) sees it; the planner then applies the same edits to the plan.
 */
export class DraftEdits {
  readonly edits: PlanEdit[] = [];
  private current: PlanDraft;

  constructor(draft: PlanDraft) {
    this.current = draft;
  }

  get components(): readonly DraftComponent[] {
    return this.current.components;
  }

  get draft(): PlanDraft {
    return this.current;
  }

  byId(id: string): DraftComponent | undefined {
    return this.current.components.find((c) => c.id === id);
  }

  apply(edit: PlanEdit): void {
    this.current = applyEdit(this.current, edit, '');
    this.edits.push(edit);
  }

  add(component: NewComponent): void {
    this.apply({ kind: 'add', component });
  }
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
    ...(draft.spans.length > 0 ? { spans: draft.spans } : {}),
    ...(draft.rule === '' ? {} : { rule: draft.rule }),
    ...(draft.companionOf === undefined ? {} : { companionOf: draft.companionOf }),
  };
}
