import type { Literal } from '../language/literals.js';
import type { RequestText } from '../language/request-text.js';
import { recordName } from '../snapshot/record-facts.js';
import { DraftEdits, type DraftComponent } from './draft.js';
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

/** The components a tag is said of: everything, the ones its clause names, or the one its sentence names. */
function taggedBy(
  drafts: readonly DraftComponent[],
  request: RequestText,
  literal: Literal,
): DraftComponent[] {
  const sentence = request.sentenceOf(literal.start);
  const taggable = drafts.filter(takesTags);
  if (EVERYTHING.test(request.sentences[sentence] ?? '')) return taggable;
  if (SELECTED.test(request.text.slice(Math.max(0, literal.start - 80), literal.start))) return [];
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
    for (const d of draft.components) {
      if (recordName(d.record) !== 'Tag' || d.origin !== 'request') continue;
      const sentences = new Set(tags.map((l) => request.sentenceOf(l.start)));
      if ([...d.sentences].every((s) => sentences.has(s))) work.apply({ kind: 'remove', id: d.id });
    }
    return work.edits;
  },
};

export const attachTags: PlanRule = {
  id: 'tag-values',
  phase: 'values',
  run(draft, request) {
    const work = new DraftEdits(draft);
    for (const literal of tagLiterals(request)) {
      const [key = '', value = ''] = String(literal.value).split(/=(.*)/s);
      for (const d of taggedBy(draft.components, request, literal)) {
        work.apply({
          kind: 'value',
          id: d.id,
          value: { input: `tags.${key}`, value, text: literal.text, span: literalSpan(literal) },
        });
      }
    }
    return work.edits;
  },
};
