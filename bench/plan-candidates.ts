/**
 * `npm run bench -- plan-candidates`: needed records among the model plan's candidates (issue 27, target
 * ≥ 0.95). For each request, the candidates the plan call would show ({@link planCandidates}: the offline
 * plan's components, what they take, and search hits per part of the request) are computed offline, and each
 * `expected` entry counts as present when one of its tokens (an inner list is a choice; `alsoSatisfiedBy`
 * alternatives count) is a candidate. Averages are over requests; the candidate count is printed too, as
 * padding costs the model's attention.
 *
 * Sets: the shared generate dev set (`../shared/eval/generate-dev.jsonl`), `test/eval/generate-fresh.jsonl`
 * (even ids dev, odd ids holdout: tune on dev only) and `bench/data/model-programs` (its `split`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseGenerationSet, tokensOf, type ExpectedResource } from '../src/eval/generation-set.js';
import { readRequest } from '../src/language/request-text.js';
import { planCandidates } from '../src/plan/plan-candidates.js';
import { planOffline } from '../src/plan/offline-planner.js';
import { percentile } from '../src/retrieve/evaluate.js';
import { createRegistrySearch } from '../src/retrieve/registry-search.js';
import { defaultSnapshotDir, packageRoot } from '../src/shared/paths.js';
import { openSnapshot } from '../src/snapshot/open-snapshot.js';

interface Case {
  readonly id: string;
  readonly set: string;
  readonly request: string;
  readonly expected: readonly ExpectedResource[];
  readonly alsoSatisfiedBy: Readonly<Record<string, string>>;
}

function jsonl(path: string, set: (id: string) => string): Case[] {
  if (!existsSync(path)) return [];
  return parseGenerationSet(readFileSync(path, 'utf8'), path).map((c) => ({ ...c, set: set(c.id) }));
}

function modelPrograms(dir: string): Case[] {
  return readdirSync(dir)
    .filter((id) => existsSync(join(dir, id, 'meta.json')))
    .sort()
    .map((id) => {
      const meta = JSON.parse(readFileSync(join(dir, id, 'meta.json'), 'utf8')) as {
        expected: string[];
        split?: string;
      };
      return {
        id,
        set: `model-programs ${meta.split === 'holdout' ? 'holdout' : 'dev'}`,
        request: readFileSync(join(dir, id, 'request.txt'), 'utf8').trim(),
        expected: meta.expected,
        alsoSatisfiedBy: {},
      };
    });
}

/** The tokens an expected entry accepts: its own, and those its `alsoSatisfiedBy` note names. */
function acceptable(c: Case, entry: ExpectedResource): string[] {
  return tokensOf(entry).flatMap((token) => {
    const alternative = c.alsoSatisfiedBy[token];
    return [token, ...(alternative === undefined ? [] : (alternative.match(/[\w-]+:[\w/.-]+:\w+/g) ?? []))];
  });
}

export async function run(): Promise<void> {
  const snapshot = openSnapshot(defaultSnapshotDir());
  const search = createRegistrySearch(snapshot);
  const deps = { snapshot, search: search.engine };
  const root = packageRoot();
  const cases = [
    ...jsonl(join(root, '..', 'shared', 'eval', 'generate-dev.jsonl'), () => 'generate-dev'),
    ...jsonl(join(root, 'test', 'eval', 'generate-fresh.jsonl'), (id) =>
      Number(id.replace(/\D/g, '')) % 2 === 0 ? 'generate-fresh dev' : 'generate-fresh holdout',
    ),
    ...modelPrograms(join(root, 'bench', 'data', 'model-programs')),
  ];
  const bySet = new Map<string, { shares: number[]; sizes: number[]; misses: string[] }>();
  for (const c of cases) {
    const request = readRequest(c.request, { known: snapshot.providers });
    const offline = await planOffline(request, deps);
    const tokens = new Set((await planCandidates(request, deps, offline)).map((r) => r.token));
    const tally = bySet.get(c.set) ?? { shares: [], sizes: [], misses: [] };
    bySet.set(c.set, tally);
    const present = c.expected.filter((entry) => acceptable(c, entry).some((t) => tokens.has(t)));
    for (const entry of c.expected) {
      if (!present.includes(entry)) tally.misses.push(`${c.id} ${JSON.stringify(entry)}`);
    }
    tally.shares.push(present.length / Math.max(1, c.expected.length));
    tally.sizes.push(tokens.size);
  }
  for (const [set, t] of [...bySet].sort()) {
    const mean = t.shares.reduce((a, b) => a + b, 0) / Math.max(1, t.shares.length);
    console.log(
      `${set} (${t.shares.length} requests): needed records among plan candidates ${mean.toFixed(3)}; ` +
        `candidates median ${percentile(t.sizes, 50)}, max ${Math.max(...t.sizes)}`,
    );
    console.log(`  missing (first 20): ${t.misses.slice(0, 20).join('; ')}`);
  }
}
