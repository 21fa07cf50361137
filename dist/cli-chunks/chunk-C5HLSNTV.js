import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/snapshot/read-knowledge.ts
var KNOWLEDGE_FILE = "knowledge/programs.json";
var KNOWLEDGE_FORMAT = 1;
var knowledgeBySnapshot = /* @__PURE__ */ new WeakMap();
function programKnowledge(snapshot) {
  let known = knowledgeBySnapshot.get(snapshot);
  if (known === void 0) {
    known = snapshot.manifest.checksums[KNOWLEDGE_FILE] === void 0 ? null : JSON.parse(snapshot.readDataFile(KNOWLEDGE_FILE).toString("utf8"));
    knowledgeBySnapshot.set(snapshot, known);
  }
  return known ?? void 0;
}

export {
  KNOWLEDGE_FILE,
  KNOWLEDGE_FORMAT,
  programKnowledge
};
