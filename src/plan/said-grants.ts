import { normaliseTerm, splitIdentifier } from '../language/terms.js';
import { recordName } from '../snapshot/record-facts.js';
import { policyDocumentKind } from '../snapshot/policy-kind.js';
import type { Snapshot } from '../snapshot/types.js';
import { ROLE_POLICY, ROLE_POLICY_FORMS } from './companion-rules.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import data from './grant-words.json' with { type: 'json' };
import type { PlanRule } from './plan-rule.js';
import { newId } from './plumbing.js';
import { referencedResource } from './references.js';
import { SAID_GRANTS_RULE } from './types.js';

/*
 * "Give the function read access to the bucket", "a bucket the function is allowed to write to": one thing the
 * request asks for may use another. No input of either names the other (the grant goes through the identity
 * the function runs as), so the plan states it as a relation of its own, which the intent rung checks through
 * that identity ({@link SAID_GRANTS_RULE}); and where the plan has no identity policy yet, it plans the
 * role's inline policy that makes the grant.
 */

const ACCESS = new RegExp(data.access, 'gi');
const ALLOWED = new RegExp(data.allowed, 'gi');
const IDENTITIES: ReadonlySet<string> = new Set(data.identities);

/** Whether a resource is one a workload runs as (a role, a service account): granted access itself. */
export const isIdentity = (token: string): boolean => IDENTITIES.has(token);

/** Words a noun phrase stops at. */
const PHRASE_END =
  /^(?:and|or|so|that|which|who|with|for|to|in|on|from|under|of|by|at|as|when|whenever|is|are|can|may)$/i;
const DETERMINERS = /^(?:the|that|this|its|their|our|your|an?|new|each|every|both)$/i;

/** The words of a noun phrase starting at the beginning of `text`: determiners skipped, at most four. */
function phraseAfter(text: string): string[] {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const out: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/^[("'`]+/, '');
    const bare = word.replace(/[.,;:!?)"'`]+$/, '');
    if (out.length === 0 && DETERMINERS.test(bare)) continue;
    if (bare === '' || PHRASE_END.test(bare)) break;
    out.push(bare);
    if (bare !== word || out.length === 4) break;
  }
  return out;
}

/** The words of the noun phrase that ends at the end of `text` (up to its determiner), at most four. */
function phraseBefore(text: string): { readonly words: string[]; readonly rest: string } {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const out: string[] = [];
  let at = words.length;
  while (at > 0 && out.length < 4) {
    const word = words[at - 1]!;
    if (/[.,;:!?]$/.test(word) || PHRASE_END.test(word)) break;
    at--;
    if (DETERMINERS.test(word)) break;
    out.unshift(word);
  }
  return { words: out, rest: words.slice(0, at).join(' ') };
}

const nameWords = (d: DraftComponent): string[] =>
  splitIdentifier(recordName(d.record)).map((w) => w.toLowerCase());

/** The one component a noun phrase names: by its head (a word of the record's name), then its modifiers. */
function named(phrase: readonly string[], components: readonly DraftComponent[]): DraftComponent | undefined {
  const head = normaliseTerm(phrase.at(-1) ?? '');
  if (head === null) return undefined;
  const byHead = components.filter((d) => nameWords(d).includes(head));
  if (byHead.length <= 1) return byHead[0];
  const modifiers = phrase.slice(0, -1).map((w) => w.toLowerCase());
  const fits = byHead.filter((d) => modifiers.some((m) => d.role.toLowerCase().includes(m)));
  if (fits.length === 1) return fits[0];
  // "the stream" of a Kinesis `Stream` and a Firehose delivery stream is the one named by the head alone.
  const bare = byHead.filter((d) => nameWords(d).length === 1);
  return fits.length === 0 && bare.length === 1 ? bare[0] : undefined;
}

/** The identity component `d` runs as (a function's role), when the plan has one, and whether it has any. */
function identityOf(
  d: DraftComponent,
  components: readonly DraftComponent[],
  snapshot: Snapshot,
): { readonly runsAs: boolean; readonly identity?: DraftComponent } {
  // "an IAM role that can read the stream": an identity is granted access itself.
  if (isIdentity(d.record.token)) return { runsAs: true, identity: d };
  const tokens = d.record.inputs.flatMap((input) => {
    // What it runs as is its role (`role`, `taskRoleArn`), not one of a feature (`lambdaFailureFeedbackRoleArn`).
    const words = splitIdentifier(input.name.replace(/(?:Arn|Id|Name|Email)$/, '')).filter(
      (w) => w.toLowerCase() !== 'iam',
    );
    if (words.length > 2) return [];
    const target = referencedResource(snapshot, d.record, input);
    return target !== undefined && isIdentity(target.token) ? [target.token] : [];
  });
  const identity = components.find((c) => tokens.includes(c.record.token));
  return { runsAs: tokens.length > 0, ...(identity === undefined ? {} : { identity }) };
}

interface Grant {
  readonly grantee: DraftComponent;
  readonly target: DraftComponent;
  readonly text: string;
}

/** "… read access to the bucket": the grantee is the one thing that runs as an identity named before it. */
function accessGrants(
  sentence: string,
  asked: readonly DraftComponent[],
  runs: readonly DraftComponent[],
): Grant[] {
  const grants: Grant[] = [];
  for (const match of sentence.matchAll(ACCESS)) {
    const end = match.index + match[0].length;
    const phrase = phraseAfter(sentence.slice(end));
    const target = named(phrase, asked);
    if (target === undefined) continue;
    const before = sentence.slice(0, match.index).toLowerCase();
    const said = runs.filter(
      (d) => d !== target && nameWords(d).some((w) => new RegExp(`\\b${w}s?\\b`).test(before)),
    );
    const grantee =
      said.length === 1 ? said[0] : runs.length === 1 && /\bit\b/.test(before) ? runs[0] : undefined;
    if (grantee !== undefined && grantee !== target) {
      grants.push({ grantee, target, text: sentence.slice(match.index, wordsEnd(sentence, end, phrase)) });
    }
  }
  return grants;
}

/** Where the last of some words said from `from` on ends in `sentence`. */
function wordsEnd(sentence: string, from: number, words: readonly string[]): number {
  const last = words.at(-1) ?? '';
  const at = sentence.indexOf(last, from + words.slice(0, -1).join(' ').length);
  return at < 0 ? from : at + last.length;
}

/** "the function is allowed to write to the bucket", "a bucket the function is allowed to write to". */
function allowedGrants(
  sentence: string,
  asked: readonly DraftComponent[],
  runs: readonly DraftComponent[],
): Grant[] {
  const grants: Grant[] = [];
  for (const match of sentence.matchAll(ALLOWED)) {
    const subject = phraseBefore(sentence.slice(0, match.index));
    const grantee = named(subject.words, runs);
    if (grantee === undefined) continue;
    const end = match.index + match[0].length;
    const after = phraseAfter(sentence.slice(end));
    const before = phraseBefore(subject.rest.replace(/\s+(?:that|which)$/i, '')).words;
    const target = named(after.length > 0 ? after : before, asked);
    if (target === undefined || target === grantee) continue;
    const text =
      after.length > 0
        ? sentence.slice(match.index, wordsEnd(sentence, end, after))
        : sentence.slice(Math.max(0, sentence.lastIndexOf(before[0] ?? '', match.index)), end);
    grants.push({ grantee, target, text });
  }
  return grants;
}

export const saidGrants: PlanRule = {
  id: SAID_GRANTS_RULE,
  phase: 'wiring',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const asked = draft.components.filter((d) => d.origin === 'request');
    const runs = asked.filter((d) => identityOf(d, draft.components, snapshot).runsAs);
    if (runs.length === 0) return [];
    const seen = new Set<string>();
    for (const sentence of request.sentences) {
      for (const grant of [...accessGrants(sentence, asked, runs), ...allowedGrants(sentence, asked, runs)]) {
        const key = `${grant.grantee.id}→${grant.target.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        work.apply({
          kind: 'relate',
          relation: {
            from: grant.grantee.id,
            to: grant.target.id,
            text: grant.text,
          },
        });
        planRolePolicy(work, grant, snapshot);
      }
    }
    return work.edits;
  },
};

/** The role's inline policy that makes a grant, unless the plan has an identity policy already. */
function planRolePolicy(work: DraftEdits, grant: Grant, snapshot: Snapshot): void {
  const { identity } = identityOf(grant.grantee, work.components, snapshot);
  const record = snapshot.get(ROLE_POLICY);
  if (identity?.record.token !== 'aws:iam/role:Role' || record === undefined) return;
  if (work.components.some((c) => c.record.module === 'iam' && policyDocumentKind(c.record) === 'identity'))
    return;
  const id = newId(work.components, record);
  work.add({
    id,
    record,
    role: `policy of the ${identity.role}: ${grant.text}`,
    origin: 'plumbing',
    count: 1,
    values: [],
    alternatives: new Set(ROLE_POLICY_FORMS),
    sentences: new Set(grant.grantee.sentences),
    parts: [],
    spans: grant.grantee.spans,
    companionOf: [grant.grantee.id, grant.target.id],
  });
  work.apply({
    kind: 'relate',
    relation: { from: id, to: identity.id, via: 'role', text: `policy → ${identity.role} (role)` },
  });
}
