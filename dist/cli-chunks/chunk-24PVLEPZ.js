import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  limitFlag,
  stringFlag
} from "./chunk-BRRR22ZA.js";
import {
  endpointSettings
} from "./chunk-3OOXPMFF.js";
import {
  createRegistrySearch,
  queryEmbedderFor
} from "./chunk-UNDMUEDM.js";
import {
  openSnapshotWithCache
} from "./chunk-JH6V3QFN.js";
import {
  UsageError,
  UserError,
  errorMessage
} from "./chunk-4SIQRMZG.js";

// src/cli/handlers/search.ts
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
function openRegistrySearch(context) {
  const snapshot = openSnapshotWithCache(context.env.snapshotDir, context.env.cacheDir);
  const endpoint = endpointSettings(context);
  const embedder = queryEmbedderFor(snapshot, {
    baseUrl: endpoint.baseUrl,
    apiKey: endpoint.apiKey,
    model: endpoint.embeddingModel
  });
  return createRegistrySearch(snapshot, embedder === void 0 ? {} : { embedder });
}
function formatTable(hits) {
  if (hits.length === 0) {
    return "no matching records\n";
  }
  const rows = hits.map((hit, i) => [
    String(i + 1),
    hit.token,
    hit.tsName,
    hit.planned === true ? "planned" : hit.score.toFixed(3),
    hit.planned === true ? "-" : `${hit.sparse.toFixed(2)}/${hit.dense.toFixed(2)}`
  ]);
  const header = ["rank", "token", "TS name", "score", "sparse/dense"];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => (row[c] ?? "").length)));
  const line = (cells) => cells.map((cell, c) => c === 0 || c >= 3 ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0)).join("  ").trimEnd();
  return `${[line(header), ...rows.map(line)].join("\n")}
`;
}
async function runBatch(context, file, limit) {
  let text;
  try {
    text = readFileSync(resolve(context.env.cwd, file), "utf8");
  } catch (error) {
    throw new UserError(`cannot read the batch file ${file}: ${errorMessage(error)}`);
  }
  const search = openRegistrySearch(context);
  const out = [];
  const lines = text.split("\n");
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "") {
      continue;
    }
    let id = `line-${i + 1}`;
    try {
      const parsed = JSON.parse(line);
      id = parsed.id ?? id;
      if (typeof parsed.query !== "string") {
        throw new UserError('the line has no "query" string');
      }
      const result = await search.search({ text: parsed.query, limit });
      out.push(
        JSON.stringify({
          id,
          results: result.hits.map((hit) => ({ token: hit.token, tsName: hit.tsName, score: hit.score }))
        })
      );
    } catch (error) {
      const message = error instanceof SyntaxError ? "not valid JSON" : errorMessage(error);
      out.push(JSON.stringify({ id, results: [], error: message }));
      context.io.stderr(`pulumi-gen: ${file}:${i + 1}: ${message}
`);
    }
  }
  context.io.stdout(out.length > 0 ? `${out.join("\n")}
` : "");
  return 0;
}
async function runSearch(context) {
  const limit = limitFlag(context, "limit", 10);
  const batch = stringFlag(context, "batch");
  if (batch !== void 0) {
    if (context.positionals.length > 0) {
      throw new UsageError("give either a query or --batch FILE, not both; run 'pulumi-gen search --help'");
    }
    return runBatch(context, batch, limit);
  }
  const query = context.positionals.join(" ").trim();
  if (query === "") {
    throw new UsageError('search needs a query, e.g. pulumi-gen search "S3 bucket with versioning"');
  }
  const provider = stringFlag(context, "provider");
  const providers = provider?.split(",").map((p) => p.trim()).filter((p) => p !== "");
  const search = openRegistrySearch(context);
  const result = await search.search({
    text: query,
    limit,
    ...providers === void 0 ? {} : { providers }
  });
  for (const warning of result.warnings) {
    context.io.stderr(`pulumi-gen: warning: ${warning}
`);
  }
  if (context.values["json"] === true) {
    context.io.stdout(
      `${JSON.stringify({
        query: query.length > 200 ? `${query.slice(0, 200)}\u2026` : query,
        providers: result.providers,
        routing: result.routing,
        hits: result.hits,
        warnings: result.warnings
      })}
`
    );
  } else {
    context.io.stdout(formatTable(result.hits));
    context.io.stderr(`providers: ${result.providers.join(", ")} (${result.routing})
`);
  }
  return 0;
}

export {
  openRegistrySearch,
  runSearch
};
