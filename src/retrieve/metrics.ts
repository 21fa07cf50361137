/**
 * Retrieval metrics over a labelled query set. `expected` lists what a query needs; an inner list means
 * any one of its tokens satisfies that need (`BucketObjectv2` or the older `BucketObject`).
 */
export type ExpectedTarget = string | readonly string[];

export interface EvalQuery {
  readonly id: string;
  readonly query: string;
  readonly expected: readonly ExpectedTarget[];
}

export interface QueryScore {
  readonly id: string;
  readonly query: string;
  /** Fraction of targets found in the top k. */
  readonly recall: number;
  /** 1 / rank of the first relevant hit within the top 10, else 0. */
  readonly reciprocalRank: number;
  readonly ndcg: number;
  readonly success1: boolean;
  /** Targets not found in the top k, each as its token (or `a | b` for alternatives). */
  readonly misses: readonly string[];
  /** The top results, for reading a miss. */
  readonly top: readonly string[];
}

export interface EvalSummary {
  readonly k: number;
  readonly queries: number;
  readonly recallAtK: number;
  readonly mrrAt10: number;
  readonly ndcgAt10: number;
  readonly successAt1: number;
  readonly perQuery: readonly QueryScore[];
}

const alternatives = (target: ExpectedTarget): readonly string[] =>
  typeof target === 'string' ? [target] : target;

/** Index of the target a ranked token satisfies, or -1. */
function targetOf(token: string, targets: readonly ExpectedTarget[]): number {
  return targets.findIndex((target) => alternatives(target).includes(token));
}

export function scoreQuery(query: EvalQuery, ranked: readonly string[], k: number): QueryScore {
  const targets = query.expected;
  // A hit meets every target it satisfies: `Role` meets "a role" and "an inline policy (RolePolicy | Policy |
  // the Role's own input)" alike, as a program with that one resource would.
  const foundAtK = new Set<number>();
  ranked.slice(0, k).forEach((token) => {
    targets.forEach((target, t) => {
      if (alternatives(target).includes(token)) foundAtK.add(t);
    });
  });
  const firstRelevant = ranked.slice(0, 10).findIndex((token) => targetOf(token, targets) >= 0);
  // nDCG@10 with binary gains; each target earns its gain once, at the first hit that satisfies it.
  let dcg = 0;
  const credited = new Set<number>();
  ranked.slice(0, 10).forEach((token, rank) => {
    const t = targetOf(token, targets);
    if (t >= 0 && !credited.has(t)) {
      credited.add(t);
      dcg += 1 / Math.log2(rank + 2);
    }
  });
  let idcg = 0;
  for (let rank = 0; rank < Math.min(targets.length, 10); rank += 1) {
    idcg += 1 / Math.log2(rank + 2);
  }
  return {
    id: query.id,
    query: query.query,
    recall: targets.length === 0 ? 1 : foundAtK.size / targets.length,
    reciprocalRank: firstRelevant < 0 ? 0 : 1 / (firstRelevant + 1),
    ndcg: idcg === 0 ? 1 : dcg / idcg,
    success1: ranked.length > 0 && targetOf(ranked[0] ?? '', targets) >= 0,
    misses: targets.filter((_, i) => !foundAtK.has(i)).map((target) => alternatives(target).join(' | ')),
    top: ranked.slice(0, 5),
  };
}

export function summarise(scores: readonly QueryScore[], k: number): EvalSummary {
  const mean = (values: readonly number[]): number =>
    values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
  return {
    k,
    queries: scores.length,
    recallAtK: mean(scores.map((s) => s.recall)),
    mrrAt10: mean(scores.map((s) => s.reciprocalRank)),
    ndcgAt10: mean(scores.map((s) => s.ndcg)),
    successAt1: mean(scores.map((s) => (s.success1 ? 1 : 0))),
    perQuery: scores,
  };
}

/** Parses a JSONL query set; a bad line is reported with its number. */
export function parseEvalQueries(text: string, source: string): EvalQuery[] {
  const out: EvalQuery[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') {
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new Error(`${source}:${i + 1}: not valid JSON`);
    }
    const item = parsed as Partial<EvalQuery>;
    const validTarget = (t: unknown): boolean =>
      typeof t === 'string' || (Array.isArray(t) && t.length > 0 && t.every((x) => typeof x === 'string'));
    if (
      typeof item.query !== 'string' ||
      !Array.isArray(item.expected) ||
      !item.expected.every(validTarget)
    ) {
      throw new Error(`${source}:${i + 1}: expected {"id","query","expected":[token | [token, ...]]}`);
    }
    out.push({
      id: typeof item.id === 'string' ? item.id : `line-${i + 1}`,
      query: item.query,
      expected: item.expected,
    });
  });
  return out;
}
