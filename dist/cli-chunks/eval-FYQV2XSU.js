import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  openRegistrySearch
} from "./chunk-24PVLEPZ.js";
import {
  limitFlag,
  stringFlag
} from "./chunk-BRRR22ZA.js";
import "./chunk-3OOXPMFF.js";
import {
  cliSource,
  resolveSettings
} from "./chunk-YK5ZTD3S.js";
import "./chunk-OBM3HYB6.js";
import {
  buildPipeline
} from "./chunk-ZF7MKLFB.js";
import {
  leafCarries,
  systemClock,
  valuesAtPath
} from "./chunk-K3KWOF32.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-WSVZUT6C.js";
import "./chunk-UNDMUEDM.js";
import "./chunk-JH6V3QFN.js";
import "./chunk-ZBOOCMUK.js";
import "./chunk-24LVSCWW.js";
import "./chunk-TCS6C75F.js";
import "./chunk-2YQMTHMF.js";
import {
  packageRoot
} from "./chunk-UNE477HE.js";
import "./chunk-7IFMQEIK.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-IL6MBNOS.js";
import {
  redactSecrets
} from "./chunk-QSHUVBMI.js";
import "./chunk-25E52I4S.js";
import "./chunk-TOJYU2XC.js";
import "./chunk-CAECT426.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-FZZY5IOO.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-FXKNSDHB.js";
import "./chunk-7NB5FJPU.js";
import {
  UsageError,
  UserError,
  errorMessage
} from "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-IT7BPJE5.js";
import "./chunk-43BFDBV5.js";
import "./chunk-R4WVO343.js";
import "./chunk-7PC4ANSG.js";
import "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";

// src/cli/handlers/eval.ts
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

// src/retrieve/metrics.ts
var alternatives = (target) => typeof target === "string" ? [target] : target;
function targetOf(token, targets) {
  return targets.findIndex((target) => alternatives(target).includes(token));
}
function scoreQuery(query, ranked, k) {
  const targets = query.expected;
  const foundAtK = /* @__PURE__ */ new Set();
  ranked.slice(0, k).forEach((token) => {
    targets.forEach((target, t) => {
      if (alternatives(target).includes(token)) foundAtK.add(t);
    });
  });
  const firstRelevant = ranked.slice(0, 10).findIndex((token) => targetOf(token, targets) >= 0);
  let dcg = 0;
  const credited = /* @__PURE__ */ new Set();
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
    success1: ranked.length > 0 && targetOf(ranked[0] ?? "", targets) >= 0,
    misses: targets.filter((_, i) => !foundAtK.has(i)).map((target) => alternatives(target).join(" | ")),
    top: ranked.slice(0, 5)
  };
}
function summarise(scores, k) {
  const mean2 = (values) => values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
  return {
    k,
    queries: scores.length,
    recallAtK: mean2(scores.map((s) => s.recall)),
    mrrAt10: mean2(scores.map((s) => s.reciprocalRank)),
    ndcgAt10: mean2(scores.map((s) => s.ndcg)),
    successAt1: mean2(scores.map((s) => s.success1 ? 1 : 0)),
    perQuery: scores
  };
}
function parseEvalQueries(text, source) {
  const out = [];
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "") {
      return;
    }
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new Error(`${source}:${i + 1}: not valid JSON`);
    }
    const item = parsed;
    const validTarget = (t) => typeof t === "string" || Array.isArray(t) && t.length > 0 && t.every((x) => typeof x === "string");
    if (typeof item.query !== "string" || !Array.isArray(item.expected) || !item.expected.every(validTarget)) {
      throw new Error(`${source}:${i + 1}: expected {"id","query","expected":[token | [token, ...]]}`);
    }
    out.push({
      id: typeof item.id === "string" ? item.id : `line-${i + 1}`,
      query: item.query,
      expected: item.expected
    });
  });
  return out;
}

// src/retrieve/evaluate.ts
function percentile(values, p) {
  if (values.length === 0) {
    return 0;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p / 100 * sorted.length))] ?? 0;
}
async function evaluateRetrieval(search, queries, k, now = () => performance.now()) {
  const scores = [];
  const latencies = [];
  for (const query of queries) {
    const started = now();
    const result = await search.search({ text: query.query, limit: Math.max(k, 10) });
    latencies.push(now() - started);
    scores.push(
      scoreQuery(
        query,
        result.hits.map((hit) => hit.token),
        k
      )
    );
  }
  return {
    ...summarise(scores, k),
    latencyP50: percentile(latencies, 50),
    latencyP95: percentile(latencies, 95)
  };
}

// src/eval/generation-set.ts
function tokensOf(entry) {
  return typeof entry === "string" ? [entry] : entry;
}
function isExpected(entry) {
  return typeof entry === "string" || Array.isArray(entry) && entry.length > 0 && entry.every((token) => typeof token === "string");
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function parseLine(line, where) {
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    throw new Error(
      `${where} is not JSON: each line holds one {"id","request","difficulty","expected"} object`
    );
  }
  if (!isRecord(value) || typeof value["id"] !== "string" || typeof value["request"] !== "string" || typeof value["difficulty"] !== "number" || !Array.isArray(value["expected"]) || !value["expected"].every(isExpected)) {
    throw new Error(
      `${where} needs "id" and "request" strings, a "difficulty" number and an "expected" list of tokens (or of token lists, any one of which counts)`
    );
  }
  const also = value["alsoSatisfiedBy"] ?? {};
  const properties = value["properties"] ?? {};
  if (!isRecord(also) || !Object.values(also).every((v) => typeof v === "string") || !isRecord(properties)) {
    throw new Error(`${where}: "alsoSatisfiedBy" maps tokens to text and "properties" maps tokens to inputs`);
  }
  return {
    id: value["id"],
    request: value["request"],
    difficulty: value["difficulty"],
    expected: value["expected"],
    alsoSatisfiedBy: also,
    properties
  };
}
function parseGenerationSet(text, source) {
  return text.split("\n").map((line, index) => ({ line: line.trim(), where: `${source} line ${index + 1}` })).filter(({ line }) => line !== "").map(({ line, where }) => parseLine(line, where));
}

// src/eval/uncalled-services.ts
function serviceOf(token) {
  return token.split("/")[0] ?? token;
}
var takes = (taker, taken) => taken.urn !== void 0 && taker.dependsOn.includes(taken.urn);
var childOf = (child, parent) => parent.urn !== void 0 && child.parent === parent.urn;
function uncalledServiceResources(calledTokens, declared) {
  const called = new Set([...calledTokens].map(serviceOf));
  const admitted = new Set(declared.filter((r) => called.has(serviceOf(r.token))));
  const plumbing = /* @__PURE__ */ new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const resource of declared) {
      if (admitted.has(resource)) continue;
      const taken = [...admitted].some((other) => takes(other, resource));
      const companion = [...plumbing].some(
        (other) => serviceOf(other.token) === serviceOf(resource.token) && (takes(resource, other) || childOf(resource, other))
      );
      if (!taken && !companion) continue;
      admitted.add(resource);
      plumbing.add(resource);
      grew = true;
    }
  }
  return declared.filter((r) => !admitted.has(r));
}

// src/eval/score-generation.ts
function recordedResources(result) {
  const mock = result.verification.find((outcome) => outcome.rung === "mock");
  const runs = mock?.details?.cases?.map((run) => run.resources) ?? [mock?.details?.resources ?? []];
  const byKey = /* @__PURE__ */ new Map();
  for (const resource of runs.flat())
    byKey.set(resource.urn ?? `${resource.token}|${resource.name}`, resource);
  return [...byKey.values()];
}
var TOKEN = /[a-z][\w-]*:[\w/.-]+:[A-Za-z]\w*/g;
function hasInput(resource, input) {
  const value = resource.inputs[input];
  if (value === void 0 || value === null || value === "") return false;
  return !(Array.isArray(value) && value.length === 0);
}
function standIns(token, set, declared) {
  const own = declared.filter((r) => r.token === token);
  if (own.length > 0) return own;
  const text = set.alsoSatisfiedBy[token];
  if (text === void 0) return [];
  const inputOf = /^\s*(\w+) input of (\S+)\s*$/.exec(text);
  if (inputOf !== null) return declared.filter((r) => r.token === inputOf[2] && hasInput(r, inputOf[1]));
  const named = new Set(text.match(TOKEN) ?? []);
  return declared.filter((r) => named.has(r.token));
}
function expectedTokens(set) {
  return set.expected.flatMap(tokensOf);
}
function relevantTokens(set) {
  return /* @__PURE__ */ new Set([
    ...expectedTokens(set),
    ...Object.keys(set.alsoSatisfiedBy),
    ...Object.values(set.alsoSatisfiedBy).flatMap((text) => text.match(TOKEN) ?? [])
  ]);
}
function isCompanion(resource, set, declared) {
  const expected = expectedTokens(set);
  const modules = new Set(expected.map(serviceOf));
  if (!modules.has(serviceOf(resource.token))) return false;
  const wired = (a, b) => b.urn !== void 0 && (a.dependsOn.includes(b.urn) || a.parent === b.urn);
  return declared.some(
    (other) => other !== resource && expected.includes(other.token) && (wired(resource, other) || wired(other, resource))
  );
}
function statedLeaves(value, path = "") {
  if (Array.isArray(value)) return value.flatMap((item) => statedLeaves(item, path));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(
      ([key, inner]) => statedLeaves(inner, path === "" ? key : `${path}.${key}`)
    );
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return [{ path, value }];
  return [];
}
function propertyScore(set, declared) {
  const stated = Object.entries(set.properties).flatMap(
    ([token, value]) => statedLeaves(value).map((leaf) => ({ token, ...leaf }))
  );
  if (stated.length === 0) return { missing: [] };
  const missing = stated.filter(
    ({ token, path, value }) => !standIns(token, set, declared).some(
      (r) => valuesAtPath(r.inputs, path).some((v) => leafCarries(v, value))
    )
  ).map(({ token, path, value }) => `${token} ${path}=${JSON.stringify(value)}`);
  return { share: (stated.length - missing.length) / stated.length, missing };
}
function intentOf(result) {
  const outcome = result.verification.find((o) => o.rung === "intent");
  if (outcome === void 0 || outcome.status === "skipped") return "not run";
  return outcome.status === "failed" ? "failed" : "passed";
}
function scoreGeneration(set, result, timeMs) {
  const declared = recordedResources(result).filter(
    (r) => r.kind === "resource" && !r.token.startsWith("pulumi:providers:")
  );
  const expected = set.expected;
  const met = (entry) => tokensOf(entry).some((t) => standIns(t, set, declared).length > 0);
  const missing = expected.filter((entry) => !met(entry)).map((entry) => tokensOf(entry).join(" | "));
  const recall = expected.length === 0 ? 1 : (expected.length - missing.length) / expected.length;
  const relevant = relevantTokens(set);
  const extra = declared.filter((r) => !relevant.has(r.token) && !isCompanion(r, set, declared));
  const properties = propertyScore(set, declared);
  const intent = intentOf(result);
  return {
    id: set.id,
    difficulty: set.difficulty,
    verified: result.status === "verified",
    partial: result.status === "partial",
    ...result.failure !== void 0 ? { failure: `${result.failure.stage}: ${result.failure.message}` } : {},
    recall,
    ...declared.length > 0 ? { precision: (declared.length - extra.length) / declared.length } : {},
    ...properties.share !== void 0 ? { propertyShare: properties.share } : {},
    intent,
    ...intent !== "not run" ? { intentAgrees: intent === "passed" === (recall === 1) } : {},
    rounds: result.metrics.repairRounds ?? 0,
    tokens: result.metrics.tokensIn + result.metrics.tokensOut,
    timeMs,
    missing,
    missingProperties: properties.missing,
    extra: [...new Set(extra.map((r) => r.token))],
    uncalled: [...new Set(uncalledServiceResources(relevant, declared).map((r) => r.token))]
  };
}

// src/eval/evaluate-generation.ts
async function evaluateGeneration(cases, deps) {
  const scores = [];
  for (const [index, set] of cases.entries()) {
    const started = deps.clock.now();
    const result = await deps.generate(set.request);
    const score = scoreGeneration(set, result, deps.clock.now() - started);
    scores.push(score);
    deps.onScore?.(score, index, cases.length);
  }
  return scores;
}

// src/eval/summarize-generation.ts
function mean(values) {
  const known = values.filter((v) => v !== void 0);
  return known.length === 0 ? void 0 : known.reduce((a, b) => a + b, 0) / known.length;
}
function optional(key, value) {
  return value === void 0 ? {} : { [key]: value };
}
function summarizeGroup(label, scores) {
  const agreement = scores.filter((s) => s.intentAgrees !== void 0).map((s) => s.intentAgrees ? 1 : 0);
  return {
    label,
    requests: scores.length,
    verifiedRate: mean(scores.map((s) => s.verified ? 1 : 0)) ?? 0,
    verifiedIncomplete: scores.filter((s) => s.verified && s.recall < 1).length,
    verifiedComplete: scores.filter((s) => s.verified && s.recall === 1).length,
    verifiedMissingHalf: scores.filter((s) => s.verified && s.recall < 0.5).length,
    partial: scores.filter((s) => s.partial).length,
    recall: mean(scores.map((s) => s.recall)) ?? 0,
    fullRecallRate: mean(scores.map((s) => s.recall === 1 ? 1 : 0)) ?? 0,
    ...optional("precision", mean(scores.map((s) => s.precision))),
    ...optional("propertyShare", mean(scores.map((s) => s.propertyShare))),
    uncalledPrograms: scores.filter((s) => s.uncalled.length > 0).length,
    ...optional("intentAgreement", mean(agreement)),
    rounds: scores.reduce((sum, s) => sum + s.rounds, 0),
    tokens: scores.reduce((sum, s) => sum + s.tokens, 0),
    meanTimeMs: mean(scores.map((s) => s.timeMs)) ?? 0
  };
}
function summarizeScores(scores) {
  const levels = [...new Set(scores.map((s) => s.difficulty))].sort((a, b) => a - b);
  return [
    summarizeGroup("total", scores),
    ...levels.map(
      (level) => summarizeGroup(
        `level ${level}`,
        scores.filter((s) => s.difficulty === level)
      )
    )
  ];
}
function percent(value) {
  return value === void 0 ? "   -" : `${(value * 100).toFixed(0).padStart(3)}%`;
}
function formatGenerationTable(scores, perRequest = true) {
  const header = "group      n  verified  v+incompl  v+full  v+<half  partial  recall  full  precision  props  uncalled  intent=  rounds  tokens  mean s";
  const rows = summarizeScores(scores).map(
    (s) => [
      s.label.padEnd(9),
      String(s.requests).padStart(2),
      `    ${percent(s.verifiedRate)}`,
      String(s.verifiedIncomplete).padStart(10),
      String(s.verifiedComplete).padStart(7),
      String(s.verifiedMissingHalf).padStart(8),
      String(s.partial).padStart(8),
      `  ${percent(s.recall)}`,
      ` ${percent(s.fullRecallRate)}`,
      `       ${percent(s.precision)}`,
      `   ${percent(s.propertyShare)}`,
      String(s.uncalledPrograms).padStart(9),
      `    ${percent(s.intentAgreement)}`,
      String(s.rounds).padStart(7),
      String(s.tokens).padStart(7),
      (s.meanTimeMs / 1e3).toFixed(1).padStart(7)
    ].join(" ")
  );
  if (!perRequest) return [header, ...rows, ""].join("\n");
  const lines = scores.map((s) => {
    const parts = [
      `${s.id} L${s.difficulty} ${s.verified ? "verified" : s.partial ? "verified in part" : "NOT verified"}`,
      `recall ${percent(s.recall).trim()}`,
      `precision ${percent(s.precision).trim()}`,
      `props ${percent(s.propertyShare).trim()}`,
      `intent ${s.intent}${s.intentAgrees === false ? " (disagrees)" : ""}`,
      `${(s.timeMs / 1e3).toFixed(1)} s`
    ];
    const missing = s.missing.length > 0 ? `
      missing ${s.missing.join(", ")}` : "";
    const uncalled = s.uncalled.length > 0 ? `
      uncalled ${s.uncalled.join(", ")}` : "";
    const failure = s.failure !== void 0 ? `
      failed at ${s.failure}` : "";
    return `  ${parts.join("  ")}${missing}${uncalled}${failure}`;
  });
  const uncalledList = scores.filter((s) => s.uncalled.length > 0).map((s) => `  ${s.id}: ${s.uncalled.join(", ")}`);
  return [
    header,
    ...rows,
    "",
    `programs with a resource of a service the request does not call for: ${uncalledList.length}`,
    ...uncalledList,
    "",
    "per request:",
    ...lines,
    ""
  ].join("\n");
}

// src/cli/handlers/eval.ts
function formatSummary(run, source) {
  const lines = [
    `${source}: ${run.queries} queries`,
    `  recall@${run.k}   ${run.recallAtK.toFixed(3)}`,
    `  MRR@10      ${run.mrrAt10.toFixed(3)}`,
    `  nDCG@10     ${run.ndcgAt10.toFixed(3)}`,
    `  success@1   ${run.successAt1.toFixed(3)}`,
    `  latency     p50 ${run.latencyP50.toFixed(1)} ms, p95 ${run.latencyP95.toFixed(1)} ms`
  ];
  const misses = run.perQuery.filter((q) => q.misses.length > 0 || q.reciprocalRank < 1);
  if (misses.length > 0) {
    lines.push("", `misses (not in the top ${run.k}) and imperfect ranks:`);
    for (const q of misses) {
      lines.push(
        `  ${q.id}  rr=${q.reciprocalRank.toFixed(2)}  "${q.query}"`,
        ...q.misses.map((miss) => `      missing ${miss}`),
        `      top: ${q.top.join(", ")}`
      );
    }
  }
  return `${lines.join("\n")}
`;
}
async function runRetrievalEval(context) {
  const file = context.values["queries"];
  if (typeof file !== "string") {
    throw new UsageError("eval retrieval needs --queries FILE.jsonl; run 'pulumi-gen eval retrieval --help'");
  }
  const k = limitFlag(context, "k", 10);
  let text;
  try {
    text = readFileSync(resolve(context.env.cwd, file), "utf8");
  } catch (error) {
    throw new UserError(`cannot read the query set ${file}: ${errorMessage(error)}`);
  }
  let queries;
  try {
    queries = parseEvalQueries(text, file);
  } catch (error) {
    throw new UserError(errorMessage(error));
  }
  if (queries.length === 0) {
    throw new UserError(`the query set ${file} has no queries`);
  }
  const run = await evaluateRetrieval(openRegistrySearch(context), queries, k);
  if (context.values["json"] === true) {
    context.io.stdout(`${JSON.stringify(run)}
`);
  } else {
    context.io.stdout(formatSummary(run, file));
  }
  return 0;
}
function readGenerationSet(context) {
  const file = stringFlag(context, "set");
  if (file === void 0) {
    throw new UsageError("eval generate needs --set FILE.jsonl; run 'pulumi-gen eval generate --help'");
  }
  let cases;
  try {
    cases = parseGenerationSet(readFileSync(resolve(context.env.cwd, file), "utf8"), file);
  } catch (error) {
    throw new UserError(`cannot use the request set ${file}: ${errorMessage(error)}`);
  }
  if (cases.length === 0) throw new UserError(`the request set ${file} has no requests`);
  const limit = context.values["limit"] === void 0 ? cases.length : limitFlag(context, "limit", cases.length);
  return cases.slice(0, limit);
}
async function runGenerationEval(context) {
  const cases = readGenerationSet(context);
  const { env, io } = context;
  const settings = resolveSettings(
    ["offline", "model", "baseUrl", "apiKey", "embeddingModel"],
    cliSource(context.values, env.variables, {})
  );
  const offline = settings.offline || settings.apiKey === void 0 && settings.baseUrl === void 0;
  const secrets = [settings.apiKey];
  const generate = buildPipeline({
    snapshotDir: env.snapshotDir,
    cacheDir: env.cacheDir,
    storeDir: env.storeDir,
    npm: env.npm,
    nodeModulesDirs: [join(packageRoot(), "node_modules"), join(env.cwd, "node_modules")],
    openai: offline ? void 0 : { apiKey: settings.apiKey, baseUrl: settings.baseUrl, model: settings.model },
    embedding: { baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.embeddingModel },
    pathEnv: env.path,
    preview: "off",
    sandbox: "auto",
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    nodePath: process.execPath,
    homeDir: env.homeDir
  });
  const scores = await evaluateGeneration(cases, {
    generate: (text) => generate({ text, source: "cli", mode: "new", maxRepairs: 3, preview: "off" }, () => void 0),
    clock: systemClock,
    onScore: (score, index, of) => io.stderr(
      `pulumi-gen: ${index + 1}/${of} ${score.id} ${score.verified ? "verified" : "not verified"}, recall ${score.recall.toFixed(2)}
`
    )
  });
  const output = context.values["json"] === true ? `${JSON.stringify({ summary: summarizeScores(scores), requests: scores }, null, 2)}
` : formatGenerationTable(scores);
  io.stdout(redactSecrets(output, secrets));
  return 0;
}
export {
  runGenerationEval,
  runRetrievalEval
};
