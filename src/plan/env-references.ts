import type { Snapshot } from '../snapshot/types.js';
import { DraftEdits, type DraftComponent, type PlanDraft } from './draft.js';
import { inputSlots } from './input-slots.js';
import type { PlanRule } from './plan-rule.js';

/*
 * "Give it an environment variable REPORT_BUCKET that points at a new S3 bucket": the variable is an input of
 * the component that runs code (a function's `environment.variables`, a Cloud Run container's `envs`), and
 * it takes the component its clause names. So the request relates the two, whatever else joins them.
 */

/** An environment variable named in capitals: "an environment variable REPORT_BUCKET", "the env var API_KEY". */
const ENV_VAR = /\b(?:environment|env)\s+(?:variables?|vars?)\s+([A-Z][A-Z0-9_]+)\b/g;

/** Where a resource keeps its environment variables: the last segment of the input's path. */
const ENV_INPUT = /^(?:variables|envs?|environmentVariables|appSettings)$/;

/**
 * The input that holds a record's environment variables, the shallowest first, with the variable's own
 * entry where it is a map (`environment.variables.REPORT_BUCKET`; a list of entries has no such path).
 */
function envInput(snapshot: Snapshot, component: DraftComponent, name: string): string | undefined {
  const slot = inputSlots(snapshot, component.record)
    .filter((s) => ENV_INPUT.test(s.input.name))
    .sort((a, b) => a.path.split('.').length - b.path.split('.').length)[0];
  if (slot === undefined) return undefined;
  return /\[key: string\]/.test(slot.input.type) ? `${slot.path}.${name}` : slot.path;
}

/** The clause around an offset: from the last `,`, `;` or sentence end before it to the next one after it. */
function clauseAround(text: string, at: number): { start: number; end: number } {
  const before = [...text.slice(0, at).matchAll(/[,;]|[.!?]\s/g)].at(-1);
  const end = text.slice(at).search(/[,;]|[.!?](?:\s|$)/);
  return {
    start: before === undefined ? 0 : before.index + before[0].length,
    end: end < 0 ? text.length : at + end,
  };
}

/** Whether the plan relates the two through an input already (a grant between them joins no input). */
const wiredAlready = (draft: PlanDraft, a: DraftComponent, b: DraftComponent): boolean =>
  draft.relations.some(
    (r) => r.via !== undefined && ((r.from === a.id && r.to === b.id) || (r.from === b.id && r.to === a.id)),
  );

export const envReferences: PlanRule = {
  id: 'env-references',
  phase: 'wiring',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const match of request.text.matchAll(ENV_VAR)) {
      const clause = clauseAround(request.text, match.index);
      const spanStart = (c: DraftComponent) => Math.min(...c.spans.map((s) => s.start));
      // What holds it: the nearest component before it that keeps variables; what it takes: one its clause names.
      const owner = draft.components
        .filter((c) => c.origin === 'request' && c.spans.length > 0 && spanStart(c) < match.index)
        .map((c) => ({ c, input: envInput(snapshot, c, match[1] ?? '') }))
        .filter((o) => o.input !== undefined)
        .sort((a, b) => spanStart(b.c) - spanStart(a.c))[0];
      const target = draft.components.find(
        (c) =>
          c.origin === 'request' &&
          c.id !== owner?.c.id &&
          c.spans.some((s) => s.end > clause.start && s.start < clause.end),
      );
      if (owner === undefined || target === undefined || wiredAlready(work.draft, owner.c, target)) continue;
      work.apply({
        kind: 'relate',
        relation: {
          from: owner.c.id,
          to: target.id,
          via: owner.input,
          text: match[0],
        },
      });
    }
    return work.edits;
  },
};
