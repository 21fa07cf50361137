import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  extractLiterals,
  givenNames,
  queryIntent
} from "./chunk-BM74T3SP.js";
import {
  programKnowledge
} from "./chunk-C5HLSNTV.js";
import {
  FUNCTION_WORDS,
  analyse,
  nameWordSets,
  splitIdentifier
} from "./chunk-PMR6MPA4.js";
import {
  examplePopularity,
  recordName,
  replacementName
} from "./chunk-QYB4LNJO.js";
import {
  GLOSSARY,
  PROVIDER_NAMES,
  memoByObject,
  memoByString,
  namePhrasesFor,
  providerPhrasesFor,
  servicePhrasesFor
} from "./chunk-RA3WSDDA.js";

// src/plan/draft.ts
var EMPTY_DRAFT = { components: [], relations: [], config: [], notes: [] };
function updated(draft, id, change) {
  return { ...draft, components: draft.components.map((c) => c.id === id ? change(c) : c) };
}
function movedBlock(draft, id, from, to) {
  const moved = (path) => path.startsWith(`${from}.`) ? `${to}${path.slice(from.length)}` : path;
  const withValues = updated(draft, id, (c) => ({
    ...c,
    values: c.values.map((v) => ({ ...v, input: moved(v.input) }))
  }));
  return {
    ...withValues,
    relations: draft.relations.map(
      (r) => r.from === id && r.via !== void 0 ? { ...r, via: moved(r.via) } : r
    )
  };
}
function applyEdit(draft, edit, rule) {
  switch (edit.kind) {
    case "add":
      return { ...draft, components: [...draft.components, { ...edit.component, rule }] };
    case "mention":
      return updated(draft, edit.id, (c) => ({
        ...c,
        count: Math.max(c.count, edit.count),
        sentences: /* @__PURE__ */ new Set([...c.sentences, ...edit.sentences])
      }));
    case "replace":
      return updated(draft, edit.id, (c) => ({ ...c, record: edit.record, alternatives: /* @__PURE__ */ new Set(), rule }));
    case "remove":
      return { ...draft, components: draft.components.filter((c) => c.id !== edit.id) };
    case "existing": {
      const component = draft.components.find((c) => c.id === edit.id);
      if (component === void 0) return draft;
      const span = component.spans[0];
      const thing = {
        token: component.record.token,
        text: edit.text,
        ...span === void 0 ? {} : { span },
        rule
      };
      return {
        ...draft,
        components: draft.components.filter((c) => c.id !== edit.id),
        existing: [...draft.existing ?? [], thing]
      };
    }
    case "alternative":
      return updated(draft, edit.id, (c) => ({
        ...c,
        alternatives: /* @__PURE__ */ new Set([...c.alternatives, edit.alternative])
      }));
    case "value":
      return updated(
        draft,
        edit.id,
        (c) => c.values.some((v) => v.input === edit.value.input && v.value === edit.value.value) ? c : { ...c, values: [...c.values, { ...edit.value, rule }] }
      );
    case "relate":
      return { ...draft, relations: [...draft.relations, { ...edit.relation, rule }] };
    case "block":
      return movedBlock(draft, edit.id, edit.from, edit.to);
    case "config":
      return { ...draft, config: [...draft.config, { ...edit.config, rule }] };
    case "note":
      return { ...draft, notes: [...draft.notes, edit.text] };
  }
}
var DraftEdits = class {
  edits = [];
  current;
  constructor(draft) {
    this.current = draft;
  }
  get components() {
    return this.current.components;
  }
  get draft() {
    return this.current;
  }
  byId(id) {
    return this.current.components.find((c) => c.id === id);
  }
  apply(edit) {
    this.current = applyEdit(this.current, edit, "");
    this.edits.push(edit);
  }
  add(component) {
    this.apply({ kind: "add", component });
  }
};
function finishComponent(draft) {
  return {
    id: draft.id,
    token: draft.record.token,
    role: draft.role,
    origin: draft.origin,
    count: draft.count,
    values: draft.values,
    alternatives: [...draft.alternatives],
    ...draft.spans.length > 0 ? { spans: draft.spans } : {},
    ...draft.rule === "" ? {} : { rule: draft.rule },
    ...draft.companionOf === void 0 ? {} : { companionOf: draft.companionOf }
  };
}

// src/language/module-words.ts
var capitalised = (word) => word !== void 0 && /^[A-Z]/.test(word[0]);
var longerName = (word) => capitalised(word) && PROVIDER_NAMES[word?.[0].toLowerCase() ?? ""] === void 0;
function moduleWrittenApart(moduleName, text) {
  const words = [...text.matchAll(/[A-Za-z0-9]+/g)];
  for (let start = 0; start < words.length; start++) {
    for (const n of [2, 3]) {
      const run = words.slice(start, start + n);
      if (run.length < n || !run.every(capitalised)) continue;
      if (run.map((word) => word[0]).join("").toLowerCase() !== moduleName)
        continue;
      if (longerName(words[start - 1]) || longerName(words[start + n])) continue;
      const first = run[0]?.index ?? 0;
      const last = run[n - 1];
      return { start: first, end: (last?.index ?? 0) + (last?.[0].length ?? 0) };
    }
  }
  return void 0;
}

// src/language/word-order.ts
function afterWord(sequence, at) {
  const whole = sequence[at] ?? "";
  let joined = "";
  let next = at + 1;
  while (next < sequence.length && joined.length < whole.length && whole.startsWith(joined + sequence[next])) {
    joined += sequence[next];
    next++;
  }
  return joined === whole ? next : at + 1;
}
function indexInOrder(words, sequence) {
  if (words.length === 0) return void 0;
  const matchesAt = (start) => {
    let at = start;
    for (const [j, word] of words.entries()) {
      if (sequence[at] !== word) return false;
      if (j < words.length - 1) at = afterWord(sequence, at);
    }
    return true;
  };
  for (let i = 0; i < sequence.length; i++) {
    if (matchesAt(i)) return i;
  }
  return void 0;
}
function saidLoosely(words, sequence) {
  for (let start = 0; start < sequence.length; start++) {
    if (sequence[start] !== words[0]) continue;
    let at = start;
    let ok = true;
    for (const word of words.slice(1)) {
      const next = sequence.slice(at + 1, at + 3).indexOf(word);
      if (next < 0) {
        ok = false;
        break;
      }
      at += next + 1;
    }
    if (ok) return true;
  }
  return false;
}

// src/plan/weights.ts
var CHOICE = {
  /** Search hits of one part considered for its components. */
  hitsPerPart: 8,
  /** Resources sharing a name across a provider's services; more than this and the name alone is ambiguous. */
  distinctNameMax: 2,
  /**
   * Popularity (use in other records' examples, 0..1) above which a distinct one-word name counts on its
   * own: "a VPC" names `aws.ec2.Vpc`, while "scripts" does not name `aws.gamelift.Script`.
   */
  popular: 0.45
};
var INLINE_BELOW = 0.1;
var PRIMARY_POPULARITY_WEIGHT = 0.5;
var SETTING_HEAD_MIN_LENGTH = 8;
var VALUE_REACH = 3;
var SLOT_SCORE = {
  /** The least score a literal's best input needs. */
  min: 4,
  /** A quoted string fits almost any string input: it needs a real sign, not just proximity. */
  quotedMin: 5,
  /** "(e.g., 90 days)" gives an example, not a setting: this much more than {@link min}. */
  exampleMargin: 2,
  /** The input's valid values hold the literal. */
  validValue: 10,
  /** The input's name fits the literal's kind (an e-mail to `endpoint`). */
  kind: 6,
  /** The provider's doc examples write a value of the literal's form in the input (`exampleFit`). */
  example: 6,
  /** The input's name fits the unit the number is said in ("30 days" to `retentionInDays`). */
  unit: 5,
  /** Per word of the input's name said just before or after the literal. */
  nameWord: 3,
  /** A word of the input's parents said near the literal. */
  parentWord: 1,
  /** A port said for the direction of its block (`ingress` unless "outbound"). */
  portDirection: 1,
  /** A nested block named after another planned component (`queues.events` with a queue planned). */
  partner: 2,
  /** A count of instances, nodes or replicas to the number input programs set most (`usedAmong`). */
  countedUse: 6,
  /**
   * A port to the port input programs set most: a tie-breaker, less than the direction the request says
   * ("allows HTTPS" is `ingress`, however often programs set `egress`) and its nesting.
   */
  portUse: 1.5,
  /** Any literal to the input programs set most among those that take it (`usedAmong`): a tie-breaker. */
  acceptingUse: 1.5,
  /** Subtracted per nesting level of the input. */
  depthPenalty: 0.5,
  /** The literal is said in the component's own sentence. */
  sameSentence: 3,
  /** The literal is said in the clause that names the component (`clauseComponents`). */
  sameClause: 2,
  /** Times the share of the component's name words said near the literal. */
  nearName: 3,
  /** The literal is said of the component: its phrase's head noun is the component's (`stated-values.ts`). */
  saidOf: 4,
  /** Per word of the phrase a literal is said of that the input's name or doc says (its head among them). */
  docWord: 1.5,
  /** The head noun of that phrase is a word of the input's name (`value` for "the value `beta=false`"). */
  phraseHead: 2,
  /**
   * Per word of the input's name in a number's own phrase, beyond the words around it: "5 read and 5 write
   * capacity units" gives the second 5 to `writeCapacity`, though both inputs' words are near both numbers.
   */
  ownPhraseWord: 0.6
};
var EXAMPLE_VALUE = {
  /** The examples write this very value in the input. */
  same: 3,
  /** Said just before a word of a name input ("the Errors metric" → `metricName`). */
  namedBy: 2,
  /** The examples write a value of its structured shape (`nodejs24.x` for `nodejs20.x`). */
  shape: 1,
  /** Any literal to the input programs set most among those that take it (`usedAmong`): a tie-breaker. */
  acceptingUse: 1.5,
  /** Subtracted per nesting level of the input. */
  depthPenalty: 0.1,
  /** Subtracted per word of the blocks that hold the input. */
  wordPenalty: 0.01
};
var NUMBER_READING = {
  /** The upper end of a range said ("between 5 and 50"), to a `max…` input. */
  bound: 5,
  /** A value said after a comparison ("above 5"), to a `threshold`. */
  compared: 7,
  /** A duration, to an input that measures time by its doc ("the number of days after creation"). */
  time: 4,
  /** A count of things said before them ("3 availability zones"), to the input that counts them. */
  counted: 5,
  /** How long something is kept ("kept for 35 days"), to an input that deletes or expires it. */
  kept: 3
};
var QUOTED_AFFINITY = {
  /** A leading slash for a path input, or a version for a version input. */
  shape: 6,
  /** "named `orders`", or a value that carries the resource's own name. */
  named: 5,
  /** Said of a name, the resource's own name input more than a display name or another resource's name. */
  ownName: 1,
  /** Any other name input at the top level. */
  otherwise: 1
};
var MODEL_CANDIDATES = { perPart: 5, max: 60 };
var REGION_INPUT_MIN_SHARE = 0.2;
var VERSION_SCORE = {
  /** The product is a word of the input's name (`kafkaVersion` for "Kafka 3.6.0"). */
  name: 3,
  /** The input's doc names the product, or the engine for an engine's version. */
  doc: 2,
  /** Times the share of programs that set the input. */
  usage: 1,
  /** Any literal to the input programs set most among those that take it (`usedAmong`): a tie-breaker. */
  acceptingUse: 1.5,
  /** Subtracted per nesting level of the input. */
  depthPenalty: 0.5,
  /** The component is one the request names, not one planned for another. */
  requested: 1
};

// src/plan/choose-components.ts
var factsCache = /* @__PURE__ */ new WeakMap();
function providerFacts(snapshot, provider) {
  let byProvider = factsCache.get(snapshot);
  if (byProvider === void 0) {
    byProvider = /* @__PURE__ */ new Map();
    factsCache.set(snapshot, byProvider);
  }
  let facts = byProvider.get(provider);
  if (facts === void 0) {
    const records = snapshot.list({ provider });
    const nameCounts = /* @__PURE__ */ new Map();
    const compounds = /* @__PURE__ */ new Set();
    const outputs = /* @__PURE__ */ new Set();
    for (const record of records) {
      if (record.deprecated !== void 0) continue;
      if (record.kind === "function") {
        compounds.add(
          recordName(record).replace(/^get(?=[A-Z])/, "").toLowerCase()
        );
        continue;
      }
      for (const input of record.inputs) compounds.add(input.name.toLowerCase());
      if (record.kind !== "resource") continue;
      for (const output of record.outputs) outputs.add(output.name.toLowerCase());
      const name = recordName(record).toLowerCase();
      nameCounts.set(name, (nameCounts.get(name) ?? 0) + 1);
    }
    facts = { nameCounts, popularity: examplePopularity(records), compounds, outputs };
    byProvider.set(provider, facts);
  }
  return facts;
}
function recordPopularity(snapshot, record) {
  return providerFacts(snapshot, record.provider).popularity.get(record.token) ?? 0;
}
var allIn = (words, terms) => words.length > 0 && words.every((w) => terms.has(w));
function writtenAsName(word, sentence) {
  const escaped = word.replace(/s$/, "").replace(/[^\w]/g, "\\$&");
  return [...sentence.matchAll(new RegExp(`\\b${escaped}`, "gi"))].some((m) => /[A-Z]/.test(m[0]));
}
var API_GROUP = /\.v\d+(?:(?:alpha|beta)\d+)?$/;
function serviceNamed(record, terms, sentence) {
  const own = new Set(ownNameWords(record));
  const moduleName = record.module.split(".")[0] ?? record.module;
  const apiGroup = API_GROUP.test(record.module) && !(own.size === 1 && [...own].some((w) => onlyModifier(w, sentence ?? "")));
  const provider = record.module === "index" || apiGroup ? providerPhrasesFor(record.provider) : [];
  if (sentence !== void 0 && provider.some((phrase) => allIn(analyse(phrase), terms) && writtenAsName(phrase, sentence)))
    return true;
  if (sentence !== void 0 && moduleWrittenApart(moduleName, sentence) !== void 0) return true;
  return servicePhrasesFor(record.provider, record.module).some((phrase) => {
    const words = analyse(phrase);
    if (!allIn(words, terms) || words.every((w) => own.has(w))) return false;
    if (sentence === void 0 || own.size > 1 || words.length > 1 || phrase === moduleName) return true;
    return writtenAsName(phrase, sentence);
  });
}
function compoundNamesOther(snapshot, record, partWords, sentence) {
  const facts = providerFacts(snapshot, record.provider);
  const head = ownNameWords(record)[0] ?? "";
  const joined = (first, second) => [
    `${first}${second}`,
    `${first}s${second}`,
    `${first}${second}s`
  ];
  const ownInputs = new Set(record.inputs.map((input) => input.name.toLowerCase()));
  const otherInput = (compound) => facts.compounds.has(compound) && !ownInputs.has(compound);
  const known = (first, second) => first !== void 0 && second !== void 0 && (facts.nameCounts.has(`${first}${second}`) || joined(first, second).some(otherInput) || joined(first, second).some((c) => facts.outputs.has(c)) && saidDefinite(first, second, sentence));
  const written = writtenWords(sentence);
  const adjacent = (first, second) => written.some((word, i) => word === first && written[i + 1] === second);
  return partWords.some(
    (word, i) => word === head && (known(partWords[i - 1], head) && adjacent(partWords[i - 1], head) || known(head, partWords[i + 1]) && adjacent(head, partWords[i + 1]))
  );
}
var writtenWords = memoByString(
  (sentence) => sentence.split(/[^\w.]+/).map((word) => analyse(word.replace(/\.+$/, ""))[0] ?? ""),
  { maxLength: 2e3 }
);
function saidDefinite(first, second, sentence) {
  const word = (w) => `${w.replace(/[^\w]/g, "")}s?`;
  return new RegExp(`(?:\\b(?:the|its|their)|'s)\\s+${word(first)}\\s+${word(second)}\\b`, "i").test(
    sentence
  );
}
var ownNameWords = memoByObject(
  (record) => Object.freeze((nameWordSets(record)[0] ?? "").split(" ").filter((w) => w !== ""))
);
function replacement(snapshot, record) {
  const name = replacementName(record);
  const live = name === void 0 ? void 0 : snapshot.get(name);
  return live?.deprecated === void 0 && live?.kind === record.kind ? live : void 0;
}
function nameSpan(record, snapshot, partWords, sentenceTerms, moduleKnown, sentence, serviceSaid = () => serviceNamed(record, sentenceTerms, sentence)) {
  const partTerms = new Set(partWords);
  const own = ownNameWords(record);
  const head = own[own.length - 1];
  const service = moduleKnown && own.length >= 2 || serviceSaid();
  if (own.length === 1 && compoundNamesOther(snapshot, record, partWords, sentence ?? ""))
    return namePhraseSpan(record, partWords);
  if (own.length === 1 && head !== void 0 && saidOnlyAsVerb(head, sentence ?? "")) return void 0;
  if (head !== void 0 && saidOnlyAsContents(head, sentence ?? "")) return void 0;
  const ownAt = indexInOrder(own, partWords);
  if (ownAt !== void 0) {
    if (service) return { at: ownAt, length: own.length };
    const facts = providerFacts(snapshot, record.provider);
    const sharing = facts.nameCounts.get(recordName(record).toLowerCase()) ?? 0;
    const popularity = facts.popularity.get(record.token) ?? 0;
    const popularWord = sharing <= CHOICE.distinctNameMax && popularity >= CHOICE.popular;
    if (own.length >= 2 && sharing === 1 && knownByName(record, popularity) || own.length === 1 && popularWord) {
      return { at: ownAt, length: own.length };
    }
  }
  const inPart = own.filter((w) => partTerms.has(w));
  const inPartAt = indexInOrder(inPart, partWords);
  if (service && head !== void 0 && partTerms.has(head) && allIn(own, sentenceTerms) && !onlyModifier(head, sentence ?? "")) {
    if (inPartAt !== void 0) return { at: inPartAt, length: inPart.length };
    if (determined(head, sentence ?? "")) return { at: partWords.indexOf(head), length: 1, loose: true };
  }
  const serviceBesides = (word) => serviceNamed(record, new Set([...sentenceTerms].filter((t) => t !== word)), sentence);
  const popular = (word) => (providerFacts(snapshot, record.provider).popularity.get(record.token) ?? 0) >= CHOICE.popular && standsAlone(word, partWords, sentence ?? "");
  for (const set of nameWordSets(record).slice(1)) {
    const words = set.split(" ").filter((w) => w !== "");
    const at = indexInOrder(words, partWords);
    const initials = own.length >= 2 && words.length === 1 && words[0] === own.map((w) => w[0]).join("");
    const word = words[0] ?? "";
    const headOf = own.length >= 2 && word === own[own.length - 1] && serviceBesides(word) && !onlyModifier(word, sentence ?? "");
    const oneWord = initials || own.length === 1 && (service || popular(word)) || headOf;
    if ((words.length >= 2 || oneWord) && at !== void 0) {
      return { at, length: words.length };
    }
  }
  return void 0;
}
var PHRASE_END = /^(?:and|or|but|with|without|for|in|on|at|to|of|from|by|that|which|who|where|whose|named|called|titled|as|is|are|behind|into|using|via|per|when|so)$/i;
function saidOnlyAsVerb(word, sentence) {
  const escaped = word.replace(/[^\w]/g, "\\$&");
  const said = [
    ...sentence.matchAll(
      new RegExp(`(?:(\\w+)\\s+)?\\b${escaped}(e?s)?\\b(?:\\s+([\\w'"\`$][\\w'-]*))?`, "gi")
    )
  ];
  const asVerb = ([, before, ending, after]) => /^(?:that|which|who)$/i.test(before ?? "") && ending !== void 0 && after !== void 0 && !PHRASE_END.test(after);
  return said.length > 0 && said.every(asVerb);
}
var HELD_DATA = /* @__PURE__ */ new Set(["object", "item"]);
function saidOnlyAsContents(word, sentence) {
  if (!HELD_DATA.has(word)) return false;
  const said = [...sentence.matchAll(new RegExp(`(?:(\\w+)\\s+)?\\b${word}(s?)\\b`, "gi"))];
  return said.length > 0 && said.every(
    ([, before, plural]) => plural === "s" && !/^(?:\d+|one|two|three|four|five|some|few)$/i.test(before ?? "")
  );
}
function onlyModifier(word, sentence) {
  const escaped = word.replace(/[^\w]/g, "\\$&");
  const next = new RegExp(`\\b${escaped}s?\\b(?:\\s+([A-Za-z][\\w-]*)(?:\\s+([\\w'"\`$][\\w'-]*))?)?`, "gi");
  const said = [...sentence.matchAll(next)];
  const verb = (after, more) => /(?:ing|ed|[^s]s)$/i.test(after) && more !== void 0 && !PHRASE_END.test(more);
  const modifies = ([, after, more]) => after !== void 0 && !PHRASE_END.test(after) && !verb(after, more);
  return said.length > 0 && said.every(modifies);
}
var LONGER_PHRASES_BY_MODIFIER = (() => {
  const byWord = /* @__PURE__ */ new Map();
  for (const entry of GLOSSARY) {
    for (const words of entry.terms.map((term) => analyse(term)).filter((w) => w.length >= 2)) {
      for (const word of new Set(words.slice(0, -1))) {
        const list = byWord.get(word);
        if (list === void 0) byWord.set(word, [words]);
        else list.push(words);
      }
    }
  }
  return byWord;
})();
var QUANTITIES = /^(?:pair|couple|set|number|handful|lot|lots|dozen)$/i;
function standsAlone(word, partWords, sentence) {
  const modified = LONGER_PHRASES_BY_MODIFIER.get(word) ?? [];
  if (modified.some((phrase) => indexInOrder(phrase, partWords) !== void 0)) return false;
  const escaped = word.replace(/[^\w]/g, "\\$&");
  if (new RegExp(`\\bto\\s+${escaped}`, "i").test(sentence)) return false;
  const after = new RegExp(`\\b(\\w+)\\s+of\\s+(?:[\\w.-]+\\s+){0,2}${escaped}`, "gi");
  return [...sentence.matchAll(after)].every((m) => QUANTITIES.test(m[1] ?? ""));
}
function knownByName(record, popularity) {
  return popularity > 0 || namePhrasesFor(record.provider, record.module, recordName(record)).length > 0;
}
function namePhraseSpan(record, partWords) {
  for (const set of nameWordSets(record).slice(1)) {
    const words = set.split(" ").filter((w) => w !== "");
    const at = indexInOrder(words, partWords);
    if (words.length >= 2 && at !== void 0) return { at, length: words.length };
  }
  return void 0;
}
function nameInside(inner, outer) {
  const outerWords = new Set(ownNameWords(outer));
  return ownNameWords(inner).every((w) => outerWords.has(w));
}
var moduleKey = (record) => `${record.provider}/${record.module}`;
function determined(word, text) {
  const escaped = word.replace(/[^\w]/g, "\\$&");
  return new RegExp(`\\b(?:a|an|the|its|their|one|each)\\s+(?:[\\w-]+\\s+)?${escaped}(?:e?s)?\\b`, "i").test(
    text
  );
}
function takesListed(record, values) {
  return values.length > 0 && record.inputs.some(
    (input) => input.validValuesComplete === true && values.some((v) => input.validValues?.includes(v))
  );
}
var overlaps = (a, b) => a.at < b.at + b.length && b.at < a.at + a.length;
var NEW_PHRASE = /\b(?:new|its own|their own|dedicated)\s+([^,;()]+?)(?=$|[,;()]|\s(?:that|which|with|for|in|on|to|from|and|using|as)\b)/dgi;
var PARTS_OF_NEW = /\b(?:an?|one|two|three|four|five|six|\d+)\s+([^,;()]+?)\s+of\s+(?:an?|the)\s+new\b/dgi;
function saidNew(text) {
  return [...text.matchAll(NEW_PHRASE), ...text.matchAll(PARTS_OF_NEW)].map((match) => ({
    at: analyse(text.slice(0, match.indices?.[1]?.[0] ?? match.index)).length,
    length: analyse(match[1] ?? "").length
  }));
}
function givenNameRanges(text) {
  return givenNames(text).map((name) => ({
    at: analyse(text.slice(0, name.start)).length,
    length: analyse(name.text).length
  }));
}
var readings = /* @__PURE__ */ new WeakMap();
function readingOf(part, context) {
  const kept = readings.get(part);
  if (kept?.snapshot === context.snapshot && kept.sentence === context.sentence) return kept;
  const reading = readPart(part, context.snapshot, context.sentence);
  readings.set(part, reading);
  return reading;
}
var namePairs = memoByObject((snapshot) => {
  const pairs = /* @__PURE__ */ new Set();
  for (const record of snapshot.list({ kind: "resource" })) {
    const own = ownNameWords(record);
    if (own.length >= 2) pairs.add(own.slice(-2).join(" "));
  }
  return pairs;
});
function foldGerunds(words, snapshot) {
  const pairs = namePairs(snapshot);
  return words.map((word, i) => {
    if (i === 0 || !/^\w{3,}ing$/.test(word)) return word;
    const stem = word.slice(0, -3);
    const nouns = [stem, `${stem}e`, stem.replace(/(\w)\1$/, "$1")];
    return nouns.find((noun) => pairs.has(`${words[i - 1] ?? ""} ${noun}`)) ?? word;
  });
}
function readPart(part, snapshot, sentence) {
  const partWords = foldGerunds(analyse(part.text), snapshot);
  const sentenceTerms = /* @__PURE__ */ new Set([...partWords, ...foldGerunds(analyse(sentence), snapshot)]);
  const sizes = extractLiterals(sentence).filter((literal) => literal.kind === "instance-type").map((literal) => String(literal.value));
  const kept = /* @__PURE__ */ new Map();
  const name = (record, moduleKnown, serviceKnown) => {
    const chosen = record.deprecated === void 0 ? record : replacement(snapshot, record);
    if (chosen === void 0) return void 0;
    let said;
    const serviceSaid = () => said ??= serviceKnown || serviceNamed(record, sentenceTerms, sentence) || takesListed(record, sizes) && standsAlone(ownNameWords(record).at(-1) ?? "", partWords, sentence);
    const span = nameSpan(record, snapshot, partWords, sentenceTerms, moduleKnown, sentence, serviceSaid);
    if (span === void 0) return void 0;
    const service = serviceSaid() || moduleKnown && ownNameWords(record).length >= 2;
    return {
      record: chosen,
      at: span.at,
      length: Math.max(1, span.length),
      service,
      loose: span.loose === true
    };
  };
  return {
    snapshot,
    sentence,
    named(record, moduleKnown, serviceKnown) {
      const key = `${moduleKnown ? 1 : 0}${serviceKnown ? 1 : 0}${record.token}`;
      if (!kept.has(key)) kept.set(key, name(record, moduleKnown, serviceKnown));
      return kept.get(key);
    }
  };
}
var byHead = memoByObject((snapshot) => {
  const index = /* @__PURE__ */ new Map();
  for (const record of snapshot.list({ kind: "resource" })) {
    const head = ownNameWords(record).at(-1);
    if (head !== void 0 && record.deprecated === void 0)
      index.set(head, [...index.get(head) ?? [], record]);
  }
  return index;
});
function firstNounPhrase(text) {
  const words = text.split(/\s+/).filter((word) => word !== "");
  const end = words.findIndex(
    (word, i) => i > 0 && (FUNCTION_WORDS.has(word.toLowerCase()) || /^[a-z]{3,}ing$/.test(word))
  );
  return (end < 0 ? words : words.slice(0, end)).join(" ");
}
function headRecords(part, hits, context) {
  const phrase = firstNounPhrase(part.text.slice(0, part.subordinateFrom));
  if (/["'`“]/.test(phrase)) return [];
  const head = analyse(phrase).at(-1);
  if (head === void 0 || hits.some((record) => ownNameWords(record).at(-1) === head)) return [];
  const providers = new Set(context.providers);
  return (byHead(context.snapshot).get(head) ?? []).filter((record) => providers.has(record.provider));
}
async function chooseForPart(part, context) {
  const result = await context.search({
    text: part.text,
    limit: CHOICE.hitsPerPart,
    providers: context.providers
  });
  const lookup = queryIntent(part.text).lookup && /\b(?:existing|look ?up|data source)\b/i.test(part.text);
  const hits = result.hits.filter((hit) => hit.kind === "resource" || lookup).map((hit) => context.snapshot.get(hit.token)).filter((record) => record !== void 0);
  const usable = hits.filter((record) => record.deprecated === void 0);
  const reading = readingOf(part, context);
  const names = givenNameRanges(part.text);
  const named = [...hits, ...headRecords(part, hits, context)].flatMap((record) => {
    const moduleKnown = context.plannedModules?.has(moduleKey(record)) ?? false;
    const serviceKnown = record.module === "index" && context.providers.length === 1 && context.providers[0] === record.provider;
    const found = reading.named(record, moduleKnown, serviceKnown);
    const inName = (range) => found !== void 0 && range.at <= found.at && found.at + found.length <= range.at + range.length;
    return found === void 0 || names.some(inName) ? [] : [found];
  });
  const ranked = [...named].sort(
    (a, b) => Number(a.loose) - Number(b.loose) || Number(b.service) - Number(a.service) || b.length - a.length
  );
  const chosen = [];
  for (const item of ranked) {
    const competing = chosen.some(
      (taken) => nameInside(item.record, taken.record) || nameInside(taken.record, item.record) || overlaps(item, taken)
    );
    if (!competing) chosen.push(item);
  }
  if (chosen.length === 0 && context.wholeRequest && usable[0] !== void 0) {
    chosen.push({ record: usable[0], at: 0, length: 1, service: false, loose: false });
  }
  const tail = analyse(part.text.slice(0, part.subordinateFrom)).length;
  const headNames = !part.meansClause || chosen.some((item) => item.at < tail);
  const fresh = saidNew(part.text);
  return chosen.map((item) => ({
    record: item.record,
    part,
    runnersUp: [
      ...new Set(named.filter((n) => !chosen.some((c) => c.record === n.record)).map((n) => n.record.token))
    ],
    subordinate: headNames && item.at >= tail && !fresh.some((range) => overlaps(item, range))
  }));
}

// src/plan/inline-components.ts
function sameNoun(input, resource) {
  const a = input.toLowerCase();
  const b = resource.toLowerCase();
  return a === b || a === `${b}s` || a === `${b}es` || b === `${a}s` || b === `${a}es`;
}
function inlineInput(parent, child) {
  if (parent.record.module !== child.record.module || parent.id === child.id) return void 0;
  const childName = recordName(child.record);
  const parentName = recordName(parent.record);
  const bare = childName.startsWith(parentName) ? childName.slice(parentName.length) : childName;
  return parent.record.inputs.find(
    (input) => /\[\]/.test(input.type) && (sameNoun(input.name, childName) || sameNoun(input.name, bare))
  )?.name;
}
function standaloneFor(parent, drafts, path) {
  const dot = path.indexOf(".");
  if (dot < 0) return void 0;
  const block = path.slice(0, dot);
  return drafts.find((child) => inlineInput(parent, child) === block);
}
var inlineComponents = {
  id: "inline-components",
  phase: "components",
  run(draft, _request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const child of draft.components) {
      if (recordPopularity(snapshot, child.record) >= INLINE_BELOW) continue;
      for (const parent of work.components) {
        const input = inlineInput(parent, child);
        if (input === void 0) continue;
        work.apply({ kind: "remove", id: child.id });
        work.apply({
          kind: "note",
          text: `${child.role}: planned inline as the ${parent.id}'s \`${input}\` input`
        });
        break;
      }
    }
    return work.edits;
  }
};

// src/plan/counted-wiring.ts
var WIRING_SUPPORT = 3;
function countedInput(snapshot, owner, target) {
  const dependents = programKnowledge(snapshot)?.resources[target]?.dependents ?? [];
  return dependents.find((d) => d.token === owner && d.support >= WIRING_SUPPORT);
}
function related(draft, a, b) {
  return draft.relations.some(
    (r) => r.from === a.id && r.to === b.id || r.from === b.id && r.to === a.id
  );
}
function relateChild(work, child, target, wiring) {
  const input = wiring.input.slice(wiring.input.indexOf(".") + 1);
  if (!child.record.inputs.some((i) => i.name === input) || related(work.draft, child, target)) return;
  work.apply({
    kind: "relate",
    relation: {
      from: child.id,
      to: target.id,
      via: input,
      output: wiring.output,
      text: `${child.role} \u2192 ${target.role} (${input})`
    }
  });
}
var countedWiring = {
  id: "counted-wiring",
  phase: "settle",
  run(draft, _request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const owner of draft.components) {
      for (const target of draft.components) {
        if (owner.id === target.id || owner.record.token === target.record.token) continue;
        if (owner.origin === "plumbing" && !(owner.companionOf ?? []).includes(target.id)) continue;
        if (related(work.draft, owner, target)) continue;
        const wiring = countedInput(snapshot, owner.record.token, target.record.token);
        if (wiring === void 0) continue;
        const child = standaloneFor(owner, work.components, wiring.input);
        if (child !== void 0) {
          relateChild(work, child, target, wiring);
          continue;
        }
        const on = (input) => input === wiring.input || input.startsWith(`${wiring.input}.`);
        if (owner.values.some((v) => on(v.input))) continue;
        if (work.draft.relations.some((r) => r.from === owner.id && r.via !== void 0 && on(r.via)))
          continue;
        work.apply({
          kind: "relate",
          relation: {
            from: owner.id,
            to: target.id,
            // With the output programs give it: an origin's `domainName` takes a bucket's regional domain
            // name, not the id the schemas' naming would pick.
            via: wiring.input,
            output: wiring.output,
            text: `${owner.role} \u2192 ${target.role} (${wiring.input})`
          }
        });
      }
    }
    return work.edits;
  }
};

// src/plan/provider-wiring.ts
var PROVIDER_PREFIX = "pulumi:providers:";
function packageOf(token) {
  return token.startsWith(PROVIDER_PREFIX) ? token.slice(PROVIDER_PREFIX.length) : token.split(":")[0] ?? "";
}
function takenInput(provider, resource) {
  const outputs = resource.outputs.map((o) => o.name.toLowerCase());
  return provider.inputs.map((i) => i.name).filter((name) => outputs.some((output) => output.startsWith(name.toLowerCase()))).sort((a, b) => b.length - a.length)[0];
}
var providerWiring = {
  id: "provider-wiring",
  phase: "wiring",
  run(draft) {
    const work = new DraftEdits(draft);
    for (const provider of draft.components) {
      if (!provider.record.token.startsWith(PROVIDER_PREFIX)) continue;
      const best = draft.components.filter((source) => packageOf(source.record.token) !== packageOf(provider.record.token)).flatMap((source) => {
        const input = takenInput(provider.record, source.record);
        return input === void 0 ? [] : [{ source, input }];
      }).sort((a, b) => b.input.length - a.input.length)[0];
      if (best === void 0 || related(work.draft, provider, best.source)) continue;
      work.apply({
        kind: "relate",
        relation: {
          from: provider.id,
          to: best.source.id,
          via: best.input,
          text: `${provider.role} \u2192 ${best.source.role} (${best.input})`
        }
      });
    }
    return work.edits;
  }
};

// src/plan/input-slots.ts
var MAX_DEPTH = 4;
var cache = /* @__PURE__ */ new WeakMap();
function inputSlots(snapshot, record) {
  const cached = cache.get(record);
  if (cached !== void 0) return cached;
  const out = [];
  const walk = (inputs, parent, depth, seen) => {
    for (const input of inputs) {
      if (input.deprecated !== void 0) continue;
      const path = parent === "" ? input.name : `${parent}.${input.name}`;
      out.push({ path, input, parent });
      if (depth >= MAX_DEPTH) continue;
      for (const ref of input.typeRefs ?? []) {
        if (!ref.startsWith("inputs.") || seen.has(ref)) continue;
        const nested = snapshot.nestedType(record.provider, ref);
        if (nested !== void 0) walk(nested.fields, path, depth + 1, /* @__PURE__ */ new Set([...seen, ref]));
      }
    }
  };
  walk(record.inputs, "", 1, /* @__PURE__ */ new Set());
  cache.set(record, out);
  return out;
}
var PLAIN_DEPTH = 3;
function deepSlotSaid(slot, near) {
  if (slot.path.split(".").length <= PLAIN_DEPTH) return true;
  return blockWords(slot).some((word) => near.has(word));
}
var blockWords = memoByObject(
  (slot) => analyse(splitIdentifier(slot.parent.split(".").at(-1) ?? "").join(" "))
);
function listBinds(slot) {
  return slot.input.validValuesComplete === true && !/\bstring\s*\|\s*enums\.|\benums\.[\w.]+\s*\|\s*string\b/.test(slot.input.type);
}
var MAP_TYPE = /^(?:pulumi\.Input<)?\{\s*\[key: string\]/;
function slotAccepts(slot, value) {
  const type = slot.input.type;
  if (MAP_TYPE.test(type)) return false;
  if (typeof value === "number") return /\bnumber\b/.test(type) || /\bstring\b/.test(type);
  if (typeof value === "boolean") return /\bboolean\b/.test(type);
  if (takesDocument(slot) && !/^\s*[{[]/.test(value)) return false;
  return /\bstring\b/.test(type) || /\benums\./.test(type);
}
function takesDocument(slot) {
  return /polic(?:y|ies)$/i.test(slot.input.name) && /PolicyDocument|\bJSON\b/.test(`${slot.input.type} ${slot.input.doc}`);
}
var unquote = (value) => value.replace(/^\\?["']|\\?["']$/g, "");
function slotValues(slot, listedOnly = false) {
  const both = valuesOf(slot);
  return listedOnly ? both.listed : both.all;
}
var valuesOf = memoByObject((slot) => ({
  listed: Object.freeze(readSlotValues(slot, true)),
  all: Object.freeze(readSlotValues(slot, false))
}));
function readSlotValues(slot, listedOnly) {
  const listed = (slot.input.validValues ?? []).map(unquote);
  if (listedOnly || slot.input.validValuesComplete === true) return listed;
  const doc = slot.input.doc;
  const enumerates = /\bone of\b|\bvalid values?\b|\bcan be\b|\bsuch as\b|\(`[^`]+`\s*,/i.test(doc);
  const fromDoc = enumerates ? [...doc.matchAll(/`([^`\s]{2,40})`/g)].map((m) => unquote(m[1] ?? "")) : [];
  return [.../* @__PURE__ */ new Set([...listed, ...fromDoc.length >= 2 ? fromDoc : []])].filter((v) => v !== "");
}

// src/plan/input-path.ts
function withoutListLevels(path) {
  return path.replace(/\[[^\]]*\]/g, "").split(".").filter((part) => part !== "" && !/^\d+$/.test(part) && part !== "*").join(".");
}
function isMap(input) {
  return /\{\s*\[key: string\]/.test(input.type) || /\bRecord<string,/.test(input.type);
}
function fieldsOf(snapshot, provider, input) {
  for (const ref of input.typeRefs ?? []) {
    const nested = ref.startsWith("inputs.") ? snapshot.nestedType(provider, ref) : void 0;
    if (nested !== void 0 && nested.fields.length > 0) return nested.fields;
  }
  return [];
}
function replacementOf(message, siblings, own) {
  const words = message.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  const named = siblings.filter(
    (s) => s.name !== own && s.deprecated === void 0 && words.some((w) => s.name === w || s.name === `${w}s`)
  );
  return named[0]?.name;
}
function suggestionsFor(snapshot, record, path, found) {
  const last = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  const slots = inputSlots(snapshot, record).map((slot) => slot.path);
  const named = (p) => p.slice(p.lastIndexOf(".") + 1).toLowerCase();
  const under = found === "" ? slots : slots.filter((p) => p.startsWith(`${found}.`));
  const sameName = slots.filter((p) => named(p) === last);
  const nearUnder = under.filter((p) => named(p).includes(last) || last.includes(named(p)));
  const nearAnywhere = slots.filter((p) => named(p).includes(last));
  return [.../* @__PURE__ */ new Set([...sameName, ...nearUnder, ...nearAnywhere])].slice(0, 8);
}
function checkInputPath(snapshot, record, raw) {
  const path = withoutListLevels(raw);
  const parts = path.split(".");
  let fields = record.inputs;
  let deprecated;
  let leaf;
  for (const [i, part] of parts.entries()) {
    const field = fields.find((f) => f.name === part);
    const reached = parts.slice(0, i).join(".");
    if (field === void 0) {
      return { kind: "missing", path, suggestions: suggestionsFor(snapshot, record, path, reached) };
    }
    if (field.deprecated !== void 0 && deprecated === void 0) {
      const replacement2 = replacementOf(field.deprecated, fields, field.name);
      const at = reached === "" ? "" : `${reached}.`;
      deprecated = {
        message: field.deprecated,
        ...replacement2 === void 0 ? {} : { replacement: `${at}${replacement2}` }
      };
    }
    leaf = field;
    if (i === parts.length - 1) break;
    const nested = fieldsOf(snapshot, record.provider, field);
    if (nested.length === 0) {
      if (isMap(field) && i === parts.length - 2) break;
      return { kind: "missing", path, suggestions: suggestionsFor(snapshot, record, path, reached) };
    }
    fields = nested;
  }
  if (leaf === void 0) return { kind: "missing", path, suggestions: [] };
  return { kind: "found", path, leaf, ...deprecated === void 0 ? {} : { deprecated } };
}

// src/plan/types.ts
var PRODUCT_VERSIONS_RULE = "product-versions";
var MANAGED_VALUES_RULE = "managed-values";

// src/shared/escape-regexp.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export {
  inputSlots,
  deepSlotSaid,
  listBinds,
  slotAccepts,
  slotValues,
  withoutListLevels,
  checkInputPath,
  PRODUCT_VERSIONS_RULE,
  MANAGED_VALUES_RULE,
  escapeRegExp,
  EMPTY_DRAFT,
  applyEdit,
  DraftEdits,
  finishComponent,
  moduleWrittenApart,
  indexInOrder,
  saidLoosely,
  CHOICE,
  PRIMARY_POPULARITY_WEIGHT,
  SETTING_HEAD_MIN_LENGTH,
  VALUE_REACH,
  SLOT_SCORE,
  EXAMPLE_VALUE,
  NUMBER_READING,
  QUOTED_AFFINITY,
  MODEL_CANDIDATES,
  REGION_INPUT_MIN_SHARE,
  VERSION_SCORE,
  recordPopularity,
  serviceNamed,
  ownNameWords,
  moduleKey,
  chooseForPart,
  standaloneFor,
  inlineComponents,
  countedWiring,
  PROVIDER_PREFIX,
  packageOf,
  providerWiring
};
