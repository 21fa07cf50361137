import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  countTokens
} from "./chunk-43BFDBV5.js";
import {
  plainSummary
} from "./chunk-R4WVO343.js";
import "./chunk-7PC4ANSG.js";
import "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";

// src/retrieve/render.ts
var MAX_INPUTS = 40;
function renderRecordCompact(record) {
  const inputs = [...record.inputs].sort((a, b) => Number(b.required) - Number(a.required)).slice(0, MAX_INPUTS).map(
    (input) => `  ${input.name}${input.required ? "" : "?"}: ${input.type};${input.doc ? ` // ${input.doc}` : ""}`
  );
  const more = record.inputs.length > MAX_INPUTS ? [`  // \u2026 ${record.inputs.length - MAX_INPUTS} more inputs`] : [];
  return [
    `// ${record.token} (${record.kind})`,
    `// ${plainSummary(record.summary, 300)}`,
    `${record.tsName}(args: {`,
    ...inputs,
    ...more,
    "})"
  ].join("\n");
}
function fitToBudget(items, render, budget) {
  const kept = [];
  let tokens = 0;
  let dropped = 0;
  for (const item of items) {
    const cost = countTokens(render(item));
    if (tokens + cost <= budget) {
      kept.push(item);
      tokens += cost;
    } else {
      dropped += 1;
    }
  }
  return { kept, tokens, dropped };
}
export {
  fitToBudget,
  renderRecordCompact
};
