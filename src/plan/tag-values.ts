import type { Literal } from '../language/literals.js';
import type { RequestText } from '../language/request-text.js';
import { recordName } from '../snapshot/record-facts.js';
import type { Snapshot } from '../snapshot/types.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import { inputSlots } from './input-slots.js';
import type { PlanRule } from './plan-rule.js';
import { clauseComponents, literalSpan } from './spans.js';

/*
 * "tag it Name=bastion", "Tag everything Environment=prod": a tag said as `Key=Value` is an entry of the
 * `tags` map of what it is said of (`tags.Name = bastion`), or of every planned resource that takes tags when
 * the request says so of everything. It asks for no tag resource of its own (`aws.ec2.Tag`).
 */

/**
 * Words that say a tag is for every resource of the program: the tag verb's object ("Tag everything
 * Environment=prod", "tag all resources with Team=data"), not a selection of what is tagged ("a selection
 * that picks every resource tagged Backup=true").
 */
const EVERYTHING =
  /\btag\s+(?:everything|all\s+(?:the\s+)?resources|every\s+resource|each\s+resource|all\s+of\s+(?:it|them))\b/i;

const tagLiterals = (request: RequestText): Literal[] => request.literals.filter((l) => l.kind === 'tag');

const takesTags = (d: DraftComponent): boolean =>
  d.record.inputs.some((input) => input.name === 'tags' && /\[key: string\]/.test(input.type));

/** "every resource tagged Backup=true", "objects tagged …": what is tagged is what something selects. */
const SELECTED =
  /\b(?:resources?|everything|anything|objects?|items?|instances)\s+(?:that\s+are\s+)?tagged\s+[^.;]*$/i;

/** Whether the tag says which resources something picks ("every resource tagged Backup=true"). */
const selects = (request: RequestText, literal: Literal): boolean =>
  SELECTED.test(request.text.slice(Math.max(0, literal.start - 80), literal.start));

/**
 * Where a component picks resources by a tag: a list of `key`/`value` entries named for tags (a backup
 * selection's `selectionTags`), as `selectionTags` for its entries' `key` and `value`.
 */
function tagSelection(snapshot: Snapshot, component: DraftComponent): string | undefined {
  const slots = inputSlots(snapshot, component.record);
  const children = (path: string) => new Set(slots.filter((s) => s.parent === path).map((s) => s.input.name));
  return slots.find((slot) => {
    if (!/^(?:\w+T|t)ags$/.test(slot.input.name) || !/\[\]/.test(slot.input.type)) return false;
    const names = children(slot.path);
    return names.has('key') && names.has('value');
  })?.path;
}

/**
 * A selection by tag goes to the one component of the tag's clause (else its sentence) that picks resources
 * by tag: "a selection that picks every resource tagged Backup=true" → `selectionTags.key`/`.value`.
 */
function selectedBy(
  snapshot: Snapshot,
  drafts: readonly DraftComponent[],
  request: RequestText,
  literal: Literal,
): { readonly component: DraftComponent; readonly path: string } | undefined {
  const clause = clauseComponents(drafts, request, literalSpan(literal));
  const sentence = request.sentenceOf(literal.start);
  const selecting = drafts.flatMap((component) => {
    const path = tagSelection(snapshot, component);
    return path === undefined ? [] : [{ component, path }];
  });
  const inClause = selecting.filter((s) => clause.has(s.component.id));
  const inSentence = selecting.filter((s) => s.component.sentences.has(sentence));
  return inClause.length === 1 ? inClause[0] : inSentence.length === 1 ? inSentence[0] : undefined;
}

/** The components a tag is said of: everything, the ones its clause names, or the one its sentence names. */
function taggedBy(
  drafts: readonly DraftComponent[],
  request: RequestText,
  literal: Literal,
): DraftComponent[] {
  const sentence = request.sentenceOf(literal.start);
  const taggable = drafts.filter(takesTags);
  if (EVERYTHING.test(request.sentences[sentence] ?? '')) return taggable;
  if (selects(request, literal)) return [];
  const clause = clauseComponents(drafts, request, literalSpan(literal));
  const named = taggable.filter((d) => d.origin === 'request' && clause.has(d.id));
  if (named.length > 0) return named;
  const inSentence = taggable.filter((d) => d.origin === 'request' && d.sentences.has(sentence));
  return inSentence.length === 1 ? inSentence : [];
}

/** A tag resource planned from the words that state a tag's value is that setting, not a thing to make. */
export const tagsNotThings: PlanRule = {
  id: 'tags-not-things',
  phase: 'components',
  run(draft, request) {
    const tags = tagLiterals(request);
    if (tags.length === 0) return [];
    const work = new DraftEdits(draft);
    const sentences = new Set(tags.map((l) => request.sentenceOf(l.start)));
    for (const d of draft.components) {
      if (recordName(d.record) !== 'Tag' || d.origin !== 'request') continue;
      if ([...d.sentences].every((s) => sentences.has(s))) work.apply({ kind: 'remove', id: d.id });
    }
    return work.edits;
  },
};

export const attachTags: PlanRule = {
  id: 'tag-values',
  phase: 'values',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const literal of tagLiterals(request)) {
      const [key = '', value = ''] = String(literal.value).split(/=(.*)/s);
      const span = literalSpan(literal);
      const selection = selects(request, literal)
        ? selectedBy(snapshot, draft.components, request, literal)
        : undefined;
      if (selection !== undefined) {
        for (const [field, said] of [
          ['key', key],
          ['value', value],
        ] as const) {
          const stated = { input: `${selection.path}.${field}`, value: said, text: literal.text, span };
          work.apply({ kind: 'value', id: selection.component.id, value: stated });
        }
        continue;
      }
      for (const d of taggedBy(draft.components, request, literal)) {
        work.apply({
          kind: 'value',
          id: d.id,
          value: { input: `tags.${key}`, value, text: literal.text, span },
        });
      }
    }
    return work.edits;
  },
};
