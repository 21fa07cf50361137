import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/snapshot/shard-files.ts
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
var MANIFEST_FILE = "manifest.json";
var PROGRAM_USAGE_FILE = "usage/programs.json";
function shardFiles(provider) {
  return {
    records: `providers/${provider}/records.json.br`,
    outputs: `providers/${provider}/outputs.json.br`,
    examples: `providers/${provider}/examples.json.br`,
    types: `providers/${provider}/types.json.br`
  };
}
function byToken(records, pick) {
  const out = {};
  for (const record of records) {
    const list = pick(record);
    if (list.length > 0) {
      out[record.token] = list;
    }
  }
  return out;
}
function encodeJson(value) {
  const json = Buffer.from(JSON.stringify(value), "utf8");
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_LGWIN]: 22,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length
    }
  });
}
function decodeJson(data) {
  return JSON.parse(brotliDecompressSync(data).toString("utf8"));
}
function encodeShard(provider, records, types) {
  const names = shardFiles(provider);
  const stored = records.map(({ examples: _examples, outputs: _outputs, ...rest }) => rest);
  const outputs = byToken(records, (record) => record.outputs);
  const examples = byToken(records, (record) => record.examples);
  return {
    files: /* @__PURE__ */ new Map([
      [names.records, encodeJson(stored)],
      [names.outputs, encodeJson(outputs)],
      [names.examples, encodeJson(examples)],
      [names.types, encodeJson(types)]
    ])
  };
}

export {
  MANIFEST_FILE,
  PROGRAM_USAGE_FILE,
  shardFiles,
  decodeJson,
  encodeShard
};
