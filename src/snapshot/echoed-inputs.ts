import { memoByObject } from '../shared/memo.js';
import { exampleDeclarations } from './input-usage.js';
import type { Snapshot, SnapshotRecord } from './types.js';

/**
 * Inputs that name an entry of a list the resource declares, so the entry must be there: a DynamoDB table's
 * `hashKey` "UserId" is an `attributes` entry's `name` "UserId" (its doc: "Must also be defined as an
 * `attribute`"). Two sources must agree: the doc examples write the same string at both paths (counted from
 * their literals), and the input's doc names the list's entry. Examples alone are not enough: their
 * placeholder names repeat by chance (a `displayName` that is also the `description`). A planner that reads
 * the input from a request states the entry too: a program without it is not a correct one.
 */

/** `from` written again at `to`, in `support` of the `of` declarations that set `from` to a literal. */
export interface EchoedInput {
  readonly from: string;
  readonly to: string;
  readonly support: number;
  readonly of: number;
}

/** Declarations that must show an echo, and the share of those setting its source that must. */
export const ECHO_SUPPORT = 2;
export const ECHO_SHARE = 0.75;

/** The echoes of a resource's examples common enough to state, counted once per token. */
export function echoedInputs(snapshot: Snapshot, token: string): readonly EchoedInput[] {
  const byToken = echoesOf(snapshot);
  let echoes = byToken.get(token);
  if (echoes === undefined) {
    echoes = countEchoes(snapshot, token);
    byToken.set(token, echoes);
  }
  return echoes;
}

const echoesOf = memoByObject((_snapshot: Snapshot) => new Map<string, readonly EchoedInput[]>());

function countEchoes(snapshot: Snapshot, token: string): readonly EchoedInput[] {
  const setting = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const declared of exampleDeclarations(snapshot)(token)) {
    const froms = new Set(declared.literals.map((l) => l.path));
    for (const from of froms) setting.set(from, (setting.get(from) ?? 0) + 1);
    const seen = new Set<string>();
    for (const a of declared.literals) {
      for (const b of declared.literals) {
        if (a.path === b.path || a.value !== b.value || a.value.trim() === '') continue;
        seen.add(`${a.path}\0${b.path}`);
      }
    }
    for (const pair of seen) pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  const record = snapshot.get(token);
  return [...pairs].flatMap(([pair, support]) => {
    const [from = '', to = ''] = pair.split('\0');
    const of = setting.get(from) ?? 0;
    const counted = support >= ECHO_SUPPORT && support >= ECHO_SHARE * of;
    return counted && record !== undefined && namesEntry(record, from, to) ? [{ from, to, support, of }] : [];
  });
}

/** Whether a top-level input's doc names the entry of the list `to` is the name of (`attributes.name`). */
function namesEntry(record: SnapshotRecord, from: string, to: string): boolean {
  const match = /^(\w+)\.name$/.exec(to);
  const doc = record.inputs.find((input) => input.name === from)?.doc.toLowerCase();
  if (match?.[1] === undefined || doc === undefined) return false;
  const list = match[1].toLowerCase();
  const entries = [list.replace(/s$/, ''), list.replace(/es$/, '')];
  return entries.some((entry) => new RegExp(`\\b${entry}\\b`).test(doc));
}
