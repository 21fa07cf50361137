/**
 * `npm run bench -- plan`: the offline plan stage on the generate sets, and retrieval with the plan.
 *   - component recall/precision of the offline plan against `expected` (an entry of `alsoSatisfiedBy`
 *     counts as met when the plan has the parent it names), per difficulty;
 *   - the share of `properties` (token → {input: value}, nested values flattened to dotted leaves) that the
 *     plan states on a component of that token;
 *   - retrieval recall@10 and needed-schema coverage of `retrieve` with and without the plan.
 * Sets: `../shared/eval/generate-dev.jsonl`, the blind `test/eval/plan-blind.jsonl`, and the dev halves of the
 * blind `test/eval/generate-fresh.jsonl`, `bench/data/plan-fresh45.jsonl` and `plan-fresh46.jsonl` (their holdout halves instead with
 * `PLAN_BENCH_HOLDOUT=1`: measure them, never tune on them), or instead a set of your own with
 * `PLAN_BENCH_SET=path.jsonl`. The last column counts the requests whose plan lists a part as not understood
 * ("partial"), and in brackets those of them it planned completely: false "partial" verdicts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPlanner } from '../src/plan/create-planner.js';
import type { Plan } from '../src/plan/types.js';
import { createRegistrySearch } from '../src/retrieve/registry-search.js';
import type { RegistrySearch } from '../src/retrieve/types.js';
import { defaultSnapshotDir, packageRoot } from '../src/shared/paths.js';
import { openSnapshot } from '../src/snapshot/open-snapshot.js';

interface GenerateCase {
  readonly id: string;
  readonly request: string;
  readonly difficulty: number;
  readonly expected: readonly (string | readonly string[])[];
  readonly alsoSatisfiedBy: Readonly<Record<string, string>>;
  readonly properties: Readonly<Record<string, unknown>>;
}

interface CaseScore {
  readonly id: string;
  readonly difficulty: number;
  readonly met: number;
  readonly expected: number;
  readonly correct: number;
  readonly planned: number;
  readonly stated: number;
  readonly properties: number;
  /** The stated values the plan did not carry, as `Type.path=value`. */
  readonly valuesMissed: readonly string[];
  readonly misses: readonly Miss[];
  readonly retrievalMet: number;
  readonly retrievalMetWithout: number;
  readonly coverage: number;
  readonly coverageWithout: number;
  readonly missing: readonly string[];
  readonly extra: readonly string[];
  /** The parts of the request the plan lists as not understood. */
  readonly unplanned: readonly string[];
}

const FRESH = join(packageRoot(), 'test', 'eval', 'generate-fresh.jsonl');
const FRESH45 = join(packageRoot(), 'bench', 'data', 'plan-fresh45.jsonl');
const FRESH46 = join(packageRoot(), 'bench', 'data', 'plan-fresh46.jsonl');

/** A set: its file, and the `split` of its lines to keep (all lines when undefined). */
interface PlanSet {
  readonly path: string;
  readonly split?: 'dev' | 'holdout';
}

function sets(holdout: boolean): PlanSet[] {
  // Requests of your own, written after the rules (`PLAN_BENCH_SET=path.jsonl`): measured alone.
  const own = process.env['PLAN_BENCH_SET'];
  if (own !== undefined && own !== '') return [{ path: own }];
  return [
    { path: join(packageRoot(), '..', 'shared', 'eval', 'generate-dev.jsonl') },
    { path: join(packageRoot(), 'test', 'eval', 'plan-blind.jsonl') },
    { path: FRESH, split: holdout ? 'holdout' : 'dev' },
    { path: FRESH45, split: holdout ? 'holdout' : 'dev' },
    { path: FRESH46, split: holdout ? 'holdout' : 'dev' },
  ];
}

function readCases(set: PlanSet): GenerateCase[] {
  return readFileSync(set.path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Partial<GenerateCase> & { request: string; split?: string })
    .filter((raw) => set.split === undefined || raw.split === set.split)
    .map((raw) => {
      return {
        id: raw.id ?? '?',
        request: raw.request,
        difficulty: raw.difficulty ?? 0,
        expected: raw.expected ?? [],
        alsoSatisfiedBy: raw.alsoSatisfiedBy ?? {},
        properties: raw.properties ?? {},
      };
    });
}

/** `{a: {b: 1}, c: [{d: 2}, {d: 3}]}` → a.b=1, c.d=2, c.d=3 (array levels are not written). */
export function flattenProperties(value: unknown, prefix = ''): { path: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item) => flattenProperties(item, prefix));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      flattenProperties(inner, prefix === '' ? key : `${prefix}.${key}`),
    );
  }
  return [{ path: prefix, value }];
}

/** Tokens that satisfy an expected entry: its alternatives, plus the parent an `alsoSatisfiedBy` note names. */
function satisfiers(entry: string | readonly string[], also: GenerateCase['alsoSatisfiedBy']): string[] {
  const tokens = typeof entry === 'string' ? [entry] : [...entry];
  const parents = tokens.flatMap((t) => {
    const parent = /\bof\s+(\S+:\S+)$/.exec(also[t] ?? '')?.[1];
    return parent === undefined ? [] : [parent];
  });
  return [...tokens, ...parents];
}

/**
 * Why a stated value was missed: its resource is not planned, the input is not set, or set to another value;
 * and whether the request writes the value as it is (an attachment miss) or in other words (a reading miss).
 */
type MissKind = 'no component' | 'unset' | 'other value';
interface Miss {
  readonly kind: MissKind;
  readonly verbatim: boolean;
}

function statedShare(
  plan: Plan,
  properties: GenerateCase['properties'],
  request: string,
): { stated: number; total: number; missed: string[]; misses: Miss[] } {
  let stated = 0;
  let total = 0;
  const missed: string[] = [];
  const misses: Miss[] = [];
  for (const [token, value] of Object.entries(properties)) {
    const planned = plan.components.filter((c) => c.token === token);
    const values = planned.flatMap((c) => c.values);
    for (const leaf of flattenProperties(value)) {
      total++;
      const want = String(leaf.value).toLowerCase();
      if (values.some((v) => v.input === leaf.path && String(v.value).toLowerCase() === want)) {
        stated++;
        continue;
      }
      missed.push(`${token.split(':').at(-1) ?? token}.${leaf.path}=${String(leaf.value)}`);
      const kind: MissKind =
        planned.length === 0
          ? 'no component'
          : values.some((v) => v.input === leaf.path)
            ? 'other value'
            : 'unset';
      misses.push({ kind, verbatim: request.toLowerCase().includes(want) });
    }
  }
  return { stated, total, missed, misses };
}

function printMisses(scores: readonly CaseScore[]): void {
  const misses = scores.flatMap((s) => s.misses);
  const count = (kind: MissKind) => {
    const of = misses.filter((m) => m.kind === kind);
    return `${kind} ${of.length} (${of.filter((m) => m.verbatim).length} written as is)`;
  };
  console.log(
    `\nvalues missed: ${misses.length} — ${count('no component')}, ${count('unset')}, ${count('other value')}`,
  );
}

/** Expected entries met in retrieve's top 10 hits, and among all the records it keeps within its budget. */
async function retrievalMet(
  search: RegistrySearch,
  testCase: GenerateCase,
  plan: Plan | undefined,
): Promise<{ at10: number; kept: number }> {
  const result = await search.retrieve({ text: testCase.request, ...(plan !== undefined ? { plan } : {}) });
  const count = (tokens: ReadonlySet<string>) =>
    testCase.expected.filter((entry) =>
      satisfiers(entry, testCase.alsoSatisfiedBy).some((t) => tokens.has(t)),
    ).length;
  return {
    at10: count(new Set(result.hits.slice(0, 10).map((h) => h.token))),
    kept: count(new Set(result.records.map((r) => r.token))),
  };
}

async function scoreCase(
  testCase: GenerateCase,
  planner: ReturnType<typeof createPlanner>,
  search: RegistrySearch,
): Promise<CaseScore> {
  const plan = await planner.plan({ text: testCase.request });
  const planned = new Set(plan.components.map((c) => c.token));
  const allExpected = new Set(
    testCase.expected.flatMap((entry) => satisfiers(entry, testCase.alsoSatisfiedBy)),
  );
  const missing = testCase.expected.filter(
    (entry) => !satisfiers(entry, testCase.alsoSatisfiedBy).some((t) => planned.has(t)),
  );
  const {
    stated,
    total: properties,
    missed: valuesMissed,
    misses,
  } = statedShare(plan, testCase.properties, testCase.request);
  const withPlan = await retrievalMet(search, testCase, plan);
  const withoutPlan = await retrievalMet(search, testCase, undefined);
  return {
    id: testCase.id,
    difficulty: testCase.difficulty,
    met: testCase.expected.length - missing.length,
    expected: testCase.expected.length,
    correct: [...planned].filter((t) => allExpected.has(t)).length,
    planned: planned.size,
    stated,
    properties,
    valuesMissed,
    misses,
    retrievalMet: withPlan.at10,
    retrievalMetWithout: withoutPlan.at10,
    coverage: withPlan.kept,
    coverageWithout: withoutPlan.kept,
    missing: missing.map((m) => (typeof m === 'string' ? m : m.join('|'))),
    extra: [...planned].filter((t) => !allExpected.has(t)),
    unplanned: (plan.unplanned ?? []).map((part) => part.text),
  };
}

const ratio = (a: number, b: number): string => (b === 0 ? '  -  ' : (a / b).toFixed(3));

function printRows(label: string, scores: readonly CaseScore[]): void {
  const sum = (f: (s: CaseScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  const expected = sum((s) => s.expected);
  const cells = [
    label,
    String(scores.length),
    ratio(
      sum((s) => s.met),
      expected,
    ),
    ratio(
      sum((s) => s.correct),
      sum((s) => s.planned),
    ),
    `${ratio(
      sum((s) => s.stated),
      sum((s) => s.properties),
    )} (${sum((s) => s.stated)}/${sum((s) => s.properties)})`,
    ratio(
      sum((s) => s.retrievalMet),
      expected,
    ),
    ratio(
      sum((s) => s.retrievalMetWithout),
      expected,
    ),
    ratio(
      sum((s) => s.coverage),
      expected,
    ),
    ratio(
      sum((s) => s.coverageWithout),
      expected,
    ),
    // Requests the plan calls partial, and how many of those it planned completely (a false "partial").
    `${scores.filter((s) => s.unplanned.length > 0).length} (${scores.filter((s) => s.unplanned.length > 0 && s.met === s.expected).length})`,
  ];
  console.log(`| ${cells.join(' | ')} |`);
}

export async function run(): Promise<void> {
  const snapshot = openSnapshot(defaultSnapshotDir());
  const search = createRegistrySearch(snapshot);
  const planner = createPlanner({ snapshot, search: search.engine });
  const holdout = process.env['PLAN_BENCH_HOLDOUT'] === '1';
  // Never print a holdout request's misses: the half is measured, not studied.
  const verbose = process.env['PLAN_BENCH_VERBOSE'] === '1';
  for (const set of sets(holdout)) {
    if (!existsSync(set.path)) {
      console.log(`(skipped ${set.path}: not found)`);
      continue;
    }
    const started = performance.now();
    const scores: CaseScore[] = [];
    for (const testCase of readCases(set)) scores.push(await scoreCase(testCase, planner, search));
    const ms = (performance.now() - started) / Math.max(1, scores.length);
    const name = `${set.path.split('/').slice(-2).join('/')}${set.split === undefined ? '' : ` (${set.split})`}`;
    console.log(`\n### ${name} (${scores.length} requests, ${ms.toFixed(0)} ms each)\n`);
    console.log(
      '| difficulty | n   | plan recall | plan precision | values stated | retrieval recall@10 (plan) | recall@10 (no plan) | schemas kept (plan) | kept (no plan) | partial (plan complete) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const level of [...new Set(scores.map((s) => s.difficulty))].sort()) {
      printRows(
        String(level),
        scores.filter((s) => s.difficulty === level),
      );
    }
    printRows('all', scores);
    printMisses(scores);
    if (verbose && set.split !== 'holdout') {
      for (const s of scores) {
        console.log(
          `${s.id} d${s.difficulty} missing ${s.missing.join(' ')} | extra ${s.extra.join(' ')} | values ${s.stated}/${s.properties} ${s.valuesMissed.join(' ')} | unplanned ${s.unplanned.map((text) => JSON.stringify(text)).join(' ')}`,
        );
      }
    }
  }
}
