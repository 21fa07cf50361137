import { analyse, splitIdentifier } from '../language/terms.js';
import { memoByObject, memoByString } from '../shared/memo.js';
import type { InputProperty, Snapshot, SnapshotRecord } from '../snapshot/types.js';

/** One input of a resource, nested inputs included, addressed by its dotted path (`ingress.fromPort`). */
export interface InputSlot {
  readonly path: string;
  readonly input: InputProperty;
  /** Dotted path of the object that holds it (`ingress`), '' at the top. */
  readonly parent: string;
}

/** Nested levels read, as deep as the intent rung checks: `brokerNodeGroupInfo.storageInfo.ebsStorageInfo.volumeSize` is four. */
const MAX_DEPTH = 4;

const cache = new WeakMap<SnapshotRecord, readonly InputSlot[]>();

/**
 * Every input of a record as a slot, nested input types expanded to {@link MAX_DEPTH} levels through the
 * snapshot's `typeRefs`. Array levels are not written in the path (the plan's convention).
 */
export function inputSlots(snapshot: Snapshot, record: SnapshotRecord): readonly InputSlot[] {
  const cached = cache.get(record);
  if (cached !== undefined) return cached;
  const out = walkSlots(snapshot, record, MAX_DEPTH);
  cache.set(record, out);
  return out;
}

/**
 * Levels read for an input only one kind of value goes to: a container's `image` sits seven deep in a
 * Kubernetes CronJob (`spec.jobTemplate.spec.template.spec.containers.image`).
 */
const KIND_DEPTH = 7;

const deepCache = new WeakMap<SnapshotRecord, Map<string, readonly InputSlot[]>>();

/** The slots below {@link MAX_DEPTH}, to {@link KIND_DEPTH} levels, whose input's name `takes` matches. */
export function deepSlotsTaking(
  snapshot: Snapshot,
  record: SnapshotRecord,
  takes: RegExp,
): readonly InputSlot[] {
  const byPattern = deepCache.get(record) ?? new Map<string, readonly InputSlot[]>();
  deepCache.set(record, byPattern);
  const key = `${takes.source}/${takes.flags}`;
  const cached = byPattern.get(key);
  if (cached !== undefined) return cached;
  const found = walkSlots(snapshot, record, KIND_DEPTH).filter(
    (slot) => slot.path.split('.').length > MAX_DEPTH && takes.test(slot.input.name),
  );
  byPattern.set(key, found);
  return found;
}

function walkSlots(snapshot: Snapshot, record: SnapshotRecord, maxDepth: number): InputSlot[] {
  const out: InputSlot[] = [];
  const walk = (inputs: readonly InputProperty[], parent: string, depth: number, seen: Set<string>) => {
    for (const input of inputs) {
      if (input.deprecated !== undefined) continue;
      const path = parent === '' ? input.name : `${parent}.${input.name}`;
      out.push({ path, input, parent });
      if (depth >= maxDepth) continue;
      for (const ref of input.typeRefs ?? []) {
        if (!ref.startsWith('inputs.') || seen.has(ref)) continue;
        const nested = snapshot.nestedType(record.provider, ref);
        if (nested !== undefined) walk(nested.fields, path, depth + 1, new Set([...seen, ref]));
      }
    }
  };
  walk(record.inputs, '', 1, new Set());
  return out;
}

/** Levels of nesting a value reaches by its own signs; deeper, the block that holds the input is said too. */
const PLAIN_DEPTH = 3;

/**
 * Whether a slot below {@link PLAIN_DEPTH} levels has its own block said with the value (`near`: the analysed
 * words around it; "100 GB of EBS storage" → `…ebsStorageInfo.volumeSize`): deep in a resource, an input that
 * fits the value is no sign alone (`mixedInstancesPolicy.launchTemplate.overrides.instanceType` for "t3.micro
 * instances").
 */
export function deepSlotSaid(slot: InputSlot, near: ReadonlySet<string>): boolean {
  return deepPathSaid(slot.path, near);
}

/** {@link deepSlotSaid} of an input path (`a.b.c.d`), nested types or not. */
export function deepPathSaid(path: string, near: ReadonlySet<string>): boolean {
  if (path.split('.').length <= PLAIN_DEPTH) return true;
  return blockSaid(path, near);
}

/** Whether the words say the block that holds an input path (`…efsVolumeConfiguration.…`: efs, volume, configuration). */
export function blockSaid(path: string, near: ReadonlySet<string>): boolean {
  return blockWords(path).some((word) => near.has(word));
}

/** The analysed words of the block that holds an input path (`…ebsStorageInfo.volumeSize` → ebs, storage, info). */
const blockWords = memoByString((path: string): readonly string[] =>
  analyse(splitIdentifier(path.split('.').at(-2) ?? '').join(' ')),
);

/**
 * Whether the input's list of values bounds what it takes: a complete list, of an input whose type does not
 * also take any string. `string | enums.rds.InstanceType` lists the classes the provider knew when it was
 * built, yet takes `db.serverless` and classes released since.
 */
export function listBinds(slot: InputSlot): boolean {
  return (
    slot.input.validValuesComplete === true &&
    !/\bstring\s*\|\s*enums\.|\benums\.[\w.]+\s*\|\s*string\b/.test(slot.input.type)
  );
}

/** A map's type (`{ [key: string]: pulumi.Input<string>; }`): its entries take values, the map takes none. */
const MAP_TYPE = /^(?:pulumi\.Input<)?\{\s*\[key: string\]/;

/** Whether the input takes the scalar value: its own type, without `pulumi.Input<…>` and `undefined`. */
export function slotAccepts(slot: InputSlot, value: string | number | boolean): boolean {
  const type = slot.input.type;
  if (MAP_TYPE.test(type)) return false;
  if (typeof value === 'number')
    return (/\bnumber\b/.test(type) || /\bstring\b/.test(type)) && inDocRange(slot.input.doc, value);
  if (typeof value === 'boolean') return /\bboolean\b/.test(type);
  if (takesDocument(slot) && !/^\s*[{[]/.test(value)) return false;
  return /\bstring\b/.test(type) || /\benums\./.test(type);
}

/** "must be between `7` and `30`", "Valid values: 1 to 10": the range an input's doc says it takes. */
const DOC_RANGE =
  /\b(?:must be|between|valid values?(?: are)?:?|values? (?:from|of)|range(?: is)?:?)\s+(?:between\s+)?`?(\d+)`?\s*(?:and|to|-|–)\s*`?(\d+)`?(?![\d`]|\s*(?:characters|chars|bytes|letters|digits)\b)/i;

/**
 * Whether a number is not above the range the input's doc gives (any number when the doc gives none). Only
 * the top is read: a number is said in the request's unit ("2 days"), which is never less than its value in
 * a smaller unit the input may take (seconds).
 */
function inDocRange(doc: string, value: number): boolean {
  return value <= docTop(doc);
}

/** The top of the range a doc gives, read once per doc (no top: infinity). */
const docTop = memoByString((doc: string): number => {
  const range = DOC_RANGE.exec(doc);
  const low = Number(range?.[1]);
  const high = Number(range?.[2]);
  return range !== null && low < high ? high : Number.POSITIVE_INFINITY;
});

/**
 * A policy document written as JSON (`assumeRolePolicy`, a bucket's `policy`): a word said of it ("the
 * `AmazonSSMManagedInstanceCore` policy") names a managed policy, it is no document.
 */
function takesDocument(slot: InputSlot): boolean {
  return (
    /polic(?:y|ies)$/i.test(slot.input.name) &&
    /PolicyDocument|\bJSON\b/.test(`${slot.input.type} ${slot.input.doc}`)
  );
}

/** `"\"available\""` → `available`: some extracted lists keep the doc's quoting. */
const unquote = (value: string) => value.replace(/^\\?["']|\\?["']$/g, '');

/**
 * The values an input can take: the snapshot's list, plus, when that list is not known to be complete, the
 * backticked values its doc enumerates ("One of `API_KEY`, `BASIC`", "HTTP Method (`GET`, `POST`, …)").
 * `listedOnly`: the snapshot's list alone, which is more trustworthy than values read from prose.
 */
export function slotValues(slot: InputSlot, listedOnly = false): readonly string[] {
  const both = valuesOf(slot);
  return listedOnly ? both.listed : both.all;
}

const valuesOf = memoByObject((slot: InputSlot) => ({
  listed: Object.freeze(readSlotValues(slot, true)),
  all: Object.freeze(readSlotValues(slot, false)),
}));

function readSlotValues(slot: InputSlot, listedOnly: boolean): string[] {
  const listed = (slot.input.validValues ?? []).map(unquote);
  if (listedOnly || slot.input.validValuesComplete === true) return listed;
  const doc = slot.input.doc;
  const enumerates =
    /\bone of\b|\b(?:valid|possible|allowed|supported) (?:values?|items?|options?)\b|\bcan be\b|\bsuch as\b|\(`[^`]+`\s*,/i.test(
      doc,
    );
  const fromDoc = enumerates ? [...doc.matchAll(/`([^`\s]{2,40})`/g)].map((m) => unquote(m[1] ?? '')) : [];
  return [...new Set([...listed, ...(fromDoc.length >= 2 ? fromDoc : [])])].filter((v) => v !== '');
}
