import type { Literal } from '../language/literals.js';
import type { RequestText } from '../language/request-text.js';
import { analyse, splitIdentifier } from '../language/terms.js';
import type { Snapshot } from '../snapshot/types.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import { PRODUCT_VERSIONS_RULE } from './types.js';
import { inputSlots, slotAccepts, slotValues, type InputSlot } from './input-slots.js';
import { exampleValues } from './example-fit.js';
import type { PlanRule } from './plan-rule.js';
import { literalSpan } from './spans.js';
import { usageShare } from './stated-values.js';
import { VERSION_SCORE } from './weights.js';

/**
 * A product said with its version ("PostgreSQL 16", "MySQL 8.0", "Redis 7", "Kubernetes 1.30", "engine
 * version 15.4") states the version input of the component it is said of: an input named `…Version` whose
 * name or doc names the product ("Desired Kubernetes master version", "The MySQL, PostgreSQL or SQL Server
 * version") or, for a database or cache engine, the engine ("Version number of the cache engine"). An input
 * whose valid values spell product and version together takes that value (`POSTGRES_16`); programs' counted
 * use of the inputs breaks ties. Decided from the schemas, not from a list of products.
 */

/**
 * A version as requests write one after a product: `16`, `8.0`, `3.6.0`; said before a singular noun
 * ("a PostgreSQL 16 instance") it is no count of them.
 */
const VERSION = /^(\d+(?:\.\d+){0,2})(?:\s+(?:instance|node|replica))?$/;

/** A version literal and the words of the product it is the version of. */
interface ProductVersion {
  readonly literal: Literal;
  /** The version as written: `8.0`. */
  readonly version: string;
  /** The product's analysed words ("postgresql"), with the engine's value when it is one (`postgres`). */
  readonly product: readonly string[];
  /** The product is a database or cache engine (an `engine` literal). */
  readonly engine: boolean;
  /** The value squashed with its product, for valid values that spell both (`postgres16`). */
  readonly spelled: readonly string[];
  /** The words it is said in: "PostgreSQL 16". */
  readonly text: string;
}

const squashed = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The number literals said right after a product's name (a capitalised word or an engine: "PostgreSQL 16",
 * "Kubernetes 1.30") or after "version" ("engine version 15.4", "Kubernetes version 1.30").
 */
export function productVersions(request: RequestText): ProductVersion[] {
  const out: ProductVersion[] = [];
  for (const literal of request.literals) {
    const version = literal.kind === 'number' ? VERSION.exec(literal.text)?.[1] : undefined;
    if (version === undefined) continue;
    const before = request.text.slice(Math.max(0, literal.start - 40), literal.start);
    const lead = /([A-Za-z][\w.+-]*)(?:\s+(version))?\s+$/i.exec(before);
    const word = lead?.[1];
    if (lead === null || word === undefined) continue;
    // A capital names a product, except the first word of a sentence ("Create 3 buckets").
    const first = /(?:^|[.!?:;])$/.test(
      request.text.slice(0, literal.start - before.length + lead.index).trimEnd(),
    );
    const engine = request.literals.find(
      (l) => l.kind === 'engine' && l.start + l.text.length <= literal.start && l.start >= literal.start - 40,
    );
    const isEngine = engine !== undefined && before.trimEnd().endsWith(engine.text);
    // An engine names a product wherever it stands ("Postgres 16 database on …" opens the request).
    if (lead[2] === undefined && !isEngine && (!/[A-Z]/.test(word) || first)) continue;
    const product = [
      ...analyse(word.replace(/\.js$/i, '').toLowerCase()),
      ...(isEngine ? [String(engine.value)] : []),
    ];
    const names = [word, ...(isEngine ? [String(engine.value)] : [])];
    out.push({
      literal,
      version,
      product: product.filter((w) => w !== 'version'),
      engine: isEngine,
      spelled: names.map((name) => squashed(`${name}${version}`)),
      text: `${lead[0].trim()} ${version}`,
    });
  }
  return out;
}

/** Whether an input states a version: named `…Version`, taking text, its doc saying "version". */
function isVersionSlot(slot: InputSlot): boolean {
  return (
    /(?:^v|V)ersion$/.test(slot.input.name) && slotAccepts(slot, 'x') && /\bversion\b/i.test(slot.input.doc)
  );
}

/** The value the input takes: the valid value that spells product and version, else the version as said. */
function versionValue(slot: InputSlot, stated: ProductVersion): string | undefined {
  const valid = slotValues(slot);
  if (valid.length === 0) return stated.version;
  const found = valid.find((v) => v === stated.version || stated.spelled.some((s) => squashed(v) === s));
  if (found !== undefined) return found;
  return slot.input.validValuesComplete === true ? undefined : stated.version;
}

/** How well an input fits a product's version: the product in its name, in its doc, the engine's; 0 if not. */
function versionFit(slot: InputSlot, stated: ProductVersion, share: number): number {
  const name = new Set(analyse(splitIdentifier(slot.input.name).join(' ')));
  const doc = new Set(analyse((slot.input.doc.split(/\.(?:\s|$)/)[0] ?? '').slice(0, 200)));
  const inName = stated.product.some((w) => name.has(w));
  const inDoc = stated.product.some((w) => doc.has(w));
  const ofEngine = stated.engine && (name.has('engine') || doc.has('engine'));
  if (!inName && !inDoc && !ofEngine) return 0;
  return (
    (inName ? VERSION_SCORE.name : 0) +
    (inDoc || ofEngine ? VERSION_SCORE.doc : 0) +
    VERSION_SCORE.usage * share -
    (slot.parent === '' ? 0 : slot.parent.split('.').length * VERSION_SCORE.depthPenalty)
  );
}

/**
 * An input whose doc says it must equal another ("set to the same value as `minMasterVersion`") defers to
 * that one.
 */
function deferredTo(slot: InputSlot, slots: readonly InputSlot[]): InputSlot {
  const named = /same value as `(\w+)`/.exec(slot.input.doc)?.[1];
  return slots.find((s) => s.parent === slot.parent && s.input.name === named) ?? slot;
}

interface VersionChoice {
  readonly component: DraftComponent;
  readonly slot: InputSlot;
  readonly value: string;
  readonly score: number;
}

/**
 * The components a literal is said of: those whose spans hold it, else those of its sentence named last
 * before it ("an Aurora cluster with engine version 15.4" is the cluster's), else all of its sentence.
 */
function speakers(
  components: readonly DraftComponent[],
  request: RequestText,
  literal: Literal,
): readonly DraftComponent[] {
  const holding = components.filter((c) =>
    c.spans.some((span) => span.start <= literal.start && literal.start < span.end),
  );
  if (holding.length > 0) return holding;
  const sentence = request.sentenceOf(literal.start);
  const said = components.filter((c) => c.sentences.has(sentence));
  const lastBefore = (c: DraftComponent) =>
    Math.max(-1, ...c.spans.filter((span) => span.end <= literal.start).map((span) => span.end));
  const nearest = Math.max(-1, ...said.map(lastBefore));
  return nearest < 0 ? said : said.filter((c) => lastBefore(c) === nearest);
}

function bestVersionInput(
  snapshot: Snapshot,
  components: readonly DraftComponent[],
  stated: ProductVersion,
): VersionChoice | undefined {
  let best: VersionChoice | undefined;
  for (const component of components) {
    const slots = inputSlots(snapshot, component.record);
    for (const candidate of slots) {
      if (!isVersionSlot(candidate)) continue;
      const slot = deferredTo(candidate, slots);
      const share = usageShare(snapshot, component, slot);
      // Of a component the request names and one planned for it, the named one ("an Aurora cluster with
      // engine version 15.4" is the cluster's, not its instance's).
      const fit = versionFit(candidate, stated, share);
      const score = fit > 0 && component.origin === 'request' ? fit + VERSION_SCORE.requested : fit;
      const value = score > 0 ? versionValue(slot, stated) : undefined;
      if (value !== undefined && score > (best?.score ?? 0)) best = { component, slot, value, score };
    }
  }
  return best;
}

/**
 * The value the provider's examples write for a product's version in an input that names both ("Debian 12":
 * the examples' `debian-cloud/debian-11` with the version said, `debian-cloud/debian-12`; "Ubuntu 22.04":
 * `ubuntu-os-cloud/ubuntu-2204-lts`), the version written as the examples write theirs.
 */
function exampleWithVersion(
  snapshot: Snapshot,
  components: readonly DraftComponent[],
  stated: ProductVersion,
): VersionChoice | undefined {
  const product = stated.product[0];
  if (product === undefined) return undefined;
  const written = new RegExp(`(${product}[a-z]*[-_/]?)(\\d+(?:[._]?\\d+)*)`, 'i');
  for (const component of components) {
    const examples = exampleValues(component.record);
    for (const slot of inputSlots(snapshot, component.record)) {
      for (const example of examples.get(slot.input.name) ?? []) {
        const match = written.exec(example);
        if (match === null || match[2] === undefined) continue;
        const separator = /[._]/.exec(match[2])?.[0] ?? '';
        const version = stated.version.replace(/\./g, separator);
        const value = example.replace(written, `$1${version}`);
        if (slotAccepts(slot, value)) return { component, slot, value, score: 1 };
      }
    }
  }
  return undefined;
}

/** How a rule finds the input a product's version goes to among the components it is said of. */
type VersionInput = (
  snapshot: Snapshot,
  components: readonly DraftComponent[],
  stated: ProductVersion,
) => VersionChoice | undefined;

/** The rule that states each product's version (one no earlier rule stated) where `find` puts it. */
function versionRule(id: string, find: VersionInput): PlanRule {
  return {
    id,
    phase: 'values',
    run(draft, request, { snapshot }) {
      const work = new DraftEdits(draft);
      const stated = new Set(draft.components.flatMap((c) => c.values.flatMap((v) => v.span?.start ?? [])));
      for (const version of productVersions(request)) {
        if (stated.has(version.literal.start)) continue;
        const best = find(snapshot, speakers(work.components, request, version.literal), version);
        if (best === undefined) continue;
        work.apply({
          kind: 'value',
          id: best.component.id,
          value: {
            input: best.slot.path,
            value: best.value,
            text: version.text,
            span: literalSpan(version.literal),
          },
        });
      }
      return work.edits;
    },
  };
}

export const attachVersions: PlanRule = versionRule(PRODUCT_VERSIONS_RULE, bestVersionInput);

/**
 * A product's version no version input takes, written where the examples write that product with theirs
 * ({@link exampleWithVersion}). Its own rule: the value is read from examples, not plain in the request's
 * words, so the verifier holds no program to that spelling (an image family would do as well).
 */
export const attachExampleVersions: PlanRule = versionRule('example-versions', exampleWithVersion);
