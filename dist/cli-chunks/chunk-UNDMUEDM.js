import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  SearchIndex,
  createEndpointEmbedder,
  searchManifestOf
} from "./chunk-24LVSCWW.js";
import {
  planningProviders,
  routeRequest
} from "./chunk-TCS6C75F.js";
import {
  componentParts,
  keptChannels,
  rankQuery,
  requestConcepts,
  sentenceAt,
  splitRequest
} from "./chunk-CAECT426.js";
import {
  extractLiterals
} from "./chunk-FZZY5IOO.js";
import {
  UserError,
  errorMessage
} from "./chunk-4SIQRMZG.js";
import {
  analyse
} from "./chunk-7PC4ANSG.js";
import {
  COMPONENT_PACKAGES
} from "./chunk-IHLDDTAE.js";

// src/search/embedding/select-embedder.ts
function queryEmbedderFor(snapshot, config) {
  const built = searchManifestOf(snapshot).embedder;
  if (built.kind === "local") {
    return void 0;
  }
  const model = config.model ?? built.model;
  if (config.baseUrl === void 0 || model === void 0) {
    throw new UserError(
      `this snapshot was embedded with '${built.id}'; set OPENAI_BASE_URL (and OPENAI_API_KEY if needed) and PULUMI_GEN_EMBEDDING_MODEL=${built.model ?? "<model>"} to search it`
    );
  }
  return createEndpointEmbedder({
    baseUrl: config.baseUrl,
    model,
    ...config.apiKey === void 0 ? {} : { apiKey: config.apiKey }
  });
}

// src/language/request-text.ts
var ReadRequest = class {
  constructor(text, options) {
    this.text = text;
    this.options = options;
  }
  text;
  options;
  cache = /* @__PURE__ */ new Map();
  once(name, read) {
    if (!this.cache.has(name)) this.cache.set(name, read());
    return this.cache.get(name);
  }
  get splitText() {
    return this.once("split", () => splitRequest(this.text));
  }
  get explicitProviders() {
    return this.options.providers;
  }
  get sentenceSpans() {
    return this.splitText.sentences;
  }
  get sentences() {
    return this.once("sentences", () => this.splitText.sentences.map((s) => s.text));
  }
  get parts() {
    return this.splitText.parts;
  }
  get literals() {
    return this.once("literals", () => extractLiterals(this.text));
  }
  get concepts() {
    return this.once("concepts", () => requestConcepts(this.text));
  }
  get words() {
    return this.once("words", () => analyse(this.text));
  }
  get route() {
    return this.once(
      "route",
      () => routeRequest(this.text, this.options.providers, this.options.known, this.options.literalOwner)
    );
  }
  get planningProviders() {
    return this.once("planning", () => planningProviders(this.text, this.route));
  }
  sentenceOf(offset) {
    return sentenceAt(this.sentenceSpans, offset);
  }
};
function readRequest(text, options) {
  return new ReadRequest(text, options);
}

// src/search/hits.ts
var PINNED_ID = -1;
function toHit(ranked) {
  return {
    token: ranked.token,
    tsName: ranked.tsName,
    provider: ranked.provider,
    kind: ranked.kind,
    score: Number(ranked.score.toFixed(4)),
    sparse: Number(ranked.sparse.toFixed(4)),
    dense: Number(ranked.dense.toFixed(4)),
    ...ranked.id === PINNED_ID ? { planned: true } : {}
  };
}
function interleave(lists, limit) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let rank = 0; rank < longest && out.length < limit; rank += 1) {
    for (const list of lists) {
      const item = list[rank];
      if (item === void 0) {
        continue;
      }
      const k = item.token;
      if (!seen.has(k)) {
        seen.add(k);
        out.push(item);
        if (out.length >= limit) {
          break;
        }
      }
    }
  }
  return out;
}

// src/search/query-text.ts
var MAX_QUERY_CHARS = 2e3;
var LITERAL_VALUES = /\bhttps?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|\b(?:[a-z0-9-]+\.)+(?:com|net|org|dev|app|co|info|biz|example|test|local|internal)\b/gi;
function queryText(raw) {
  const trimmed = raw.trim();
  if (trimmed === "") {
    throw new UserError('the query is empty; say what infrastructure you are looking for, e.g. "S3 bucket"');
  }
  const withoutValues = trimmed.replace(LITERAL_VALUES, " ").replace(/\s+/g, " ").trim();
  const text = withoutValues === "" ? trimmed : withoutValues;
  if (text.length > MAX_QUERY_CHARS) {
    const cut = text.lastIndexOf(" ", MAX_QUERY_CHARS);
    return {
      text: text.slice(0, cut > MAX_QUERY_CHARS / 2 ? cut : MAX_QUERY_CHARS),
      warnings: [`the query was ${text.length} characters; only the first ${MAX_QUERY_CHARS} were used`]
    };
  }
  return { text, warnings: [] };
}

// src/search/engine.ts
var DEFAULT_LIMIT = 10;
var PER_CONCEPT_LIMIT = 10;
var HybridSearchEngine = class _HybridSearchEngine {
  constructor(index, options, kept) {
    this.index = index;
    this.options = options;
    this.kept = kept;
    this.fusion = { ...index.manifest.fusion, ...options.fusion };
    this.providers = index.providers;
  }
  index;
  options;
  kept;
  providers;
  fusion;
  /** A session of its own; a session's session is itself, so a plan inside a search shares its work. */
  session() {
    if (this.kept !== void 0) return this;
    return new _HybridSearchEngine(this.index, this.options, {
      source: keptChannels(),
      vectors: /* @__PURE__ */ new Map()
    });
  }
  read(text, providers) {
    return readRequest(text, { known: this.providers, ...providers === void 0 ? {} : { providers } });
  }
  vectorFor(text) {
    if (this.kept === void 0) return this.embed(text);
    let vector = this.kept.vectors.get(text);
    if (vector === void 0) {
      vector = this.embed(text);
      this.kept.vectors.set(text, vector);
    }
    return vector;
  }
  async embed(text) {
    if (this.options.channels === "sparse") {
      return void 0;
    }
    const local = this.index.localEmbedder();
    const vector = local !== void 0 ? local.embedSync(text) : (await this.index.embedder().embed([text]))[0];
    return vector !== void 0 && vector.some((value) => value !== 0) ? vector : void 0;
  }
  async rank(text, providers, limit) {
    const indexes = providers.map((provider) => this.index.provider(provider));
    return rankQuery(indexes, text, {
      fusion: this.fusion,
      limit,
      vector: await this.vectorFor(text),
      channels: this.options.channels ?? "both",
      ...this.kept === void 0 ? {} : { source: this.kept.source }
    });
  }
  async rankConcepts(request, limit) {
    const { providers } = request.route;
    const whole = await this.rank(request.text, providers, Math.max(limit, PER_CONCEPT_LIMIT));
    if (request.concepts.length <= 1) {
      return { whole, lists: [whole] };
    }
    const perConcept = await Promise.all(
      request.concepts.map((concept) => this.rank(concept, providers, PER_CONCEPT_LIMIT))
    );
    return { whole, lists: [whole, ...perConcept] };
  }
  componentTokens(provider, id, base) {
    const baseIndex = this.index.provider(base);
    const parts = componentParts(this.index.provider(provider), id, baseIndex);
    return new Set([...parts].map((part) => baseIndex.docs.tokens[part] ?? ""));
  }
  async search(query) {
    const { text, warnings } = queryText(query.text);
    const limit = Math.max(1, Math.floor(query.limit ?? DEFAULT_LIMIT));
    const request = this.read(text, query.providers);
    const { whole, lists } = await this.rankConcepts(request, limit);
    const ranked = lists.length <= 1 ? whole.slice(0, limit) : interleave(lists, limit);
    const { route } = request;
    return { hits: ranked.map(toHit), providers: route.providers, routing: route.routing, warnings };
  }
};
function createSearchEngine(snapshot, options = {}) {
  return new HybridSearchEngine(new SearchIndex(snapshot, options.embedder), options);
}

// src/retrieve/search-terms-prompt.ts
var EXAMPLE_PHRASES = {
  aws: "s3 BucketPolicy",
  "azure-native": "storage StorageAccount",
  gcp: "container Cluster",
  kubernetes: "apps v1 Deployment",
  cloudflare: "DnsRecord",
  docker: "Container",
  github: "Repository",
  random: "RandomPassword",
  tls: "PrivateKey"
};
function phraseLimit(requestText) {
  const words = requestText.split(/\s+/).filter((w) => w !== "").length;
  return Math.min(20, Math.max(8, Math.ceil(words / 6)));
}
function searchTermsMessages(requestText, providers) {
  const examples = providers.map((provider) => EXAMPLE_PHRASES[provider]).filter((phrase) => phrase !== void 0);
  const example = examples.length > 0 ? examples.map((e) => `"${e}"`).join(", ") : '"s3 BucketPolicy"';
  return [
    {
      role: "system",
      content: `You find Pulumi provider resources for an infrastructure request. Reply with a JSON array of at most ${phraseLimit(requestText)} short search phrases, one per resource or data source needed, including the supporting ones (networks, roles, resource groups) (providers: ${providers.join(", ")}). Use the module and resource names a Pulumi program would use, e.g. ${example}.`
    },
    { role: "user", content: requestText }
  ];
}
function parseSearchTerms(reply, limit) {
  const json = /\[[\s\S]*\]/.exec(reply)?.[0];
  if (json !== void 0) {
    try {
      const parsed = JSON.parse(json);
      if (Array.isArray(parsed)) {
        return parsed.filter((term) => typeof term === "string" && term.trim() !== "").slice(0, limit);
      }
    } catch {
    }
  }
  return reply.split("\n").map((line) => line.replace(/^[\s\-*\d.)]+/, "").trim()).filter((line) => line !== "" && line.length < 80).slice(0, limit);
}

// src/retrieve/registry-search.ts
var DEFAULT_TOKEN_BUDGET = 2e4;
var plannerModule;
var offlinePlanner = () => plannerModule ??= import("./offline-planner-UIY2KMPA.js");
var RECORD_PHASES = ["components", "wiring"];
function leadsOf(lists, pinned) {
  const taken = new Set(pinned.map((r) => r.token));
  const leads = [];
  for (const list of lists) {
    const lead = list.find((r) => !taken.has(r.token));
    if (lead === void 0) continue;
    taken.add(lead.token);
    leads.push(lead);
  }
  return leads;
}
function plannedFirst(pinned, plan, ownLists, ranked, limit) {
  return interleave(
    [[...byEvidence(pinned, plan, ownLists), ...leadsOf(ownLists, pinned), ...ranked]],
    limit
  );
}
var SUPPORT_DEPTH = 3;
function byEvidence(pinned, plan, ownLists) {
  const supported = new Set(ownLists.flatMap((list) => list.slice(0, SUPPORT_DEPTH).map((r) => r.token)));
  const origin = new Map((plan?.components ?? []).map((c) => [c.token, c.origin]));
  const tier = (r) => origin.get(r.token) === "plumbing" ? 1 : supported.has(r.token) ? 0 : 2;
  return pinned.map((record, index) => ({ record, index })).sort((a, b) => tier(a.record) - tier(b.record) || a.index - b.index).map(({ record }) => record);
}
var PlannedRegistrySearch = class {
  constructor(snapshot, engine) {
    this.snapshot = snapshot;
    this.engine = engine;
  }
  snapshot;
  engine;
  /**
   * The full request and each of its concepts, ranked. One concept: the request's own ranking. Several: the
   * records the offline plan names for its parts and their plumbing first (see {@link plannedFirst}), so
   * every part of the request is in the top hits, not only the one with the most matching words.
   */
  async search(query) {
    const { text, warnings } = queryText(query.text);
    const limit = Math.max(1, Math.floor(query.limit ?? DEFAULT_LIMIT));
    const session = this.engine.session();
    const request = session.read(text, query.providers);
    const ranked = await this.rankPlanned(session, request, limit);
    const { route } = request;
    return { hits: ranked.map(toHit), providers: route.providers, routing: route.routing, warnings };
  }
  async rankPlanned(session, request, limit) {
    const { whole, lists } = await session.rankConcepts(request, limit);
    if (lists.length <= 1) {
      return whole.slice(0, limit);
    }
    if (request.parts.length < 2) {
      return interleave(lists, limit);
    }
    const { planOffline } = await offlinePlanner();
    const plan = await planOffline(request, {
      snapshot: this.snapshot,
      search: session,
      phases: RECORD_PHASES
    });
    if (plan.components.filter((c) => c.origin === "request").length < 2) {
      return interleave(lists, limit);
    }
    const pinned = this.plannedRecords(plan).map((item) => item.ranked);
    const best = this.leadOf(whole, plan, request);
    return interleave(
      [best, plannedFirst(pinned, plan, lists, interleave(lists, limit + pinned.length), limit)],
      limit
    );
  }
  /**
   * The record that leads a planned request: its own best match, where that is a record the plan may use or
   * a component whose parts are every component the request names ("a VPC with public and private
   * subnets" is one `awsx.ec2.Vpc`); a component that covers only some of the parts gives way to the best
   * record of the provider, as the plan does (see `planningProviders`).
   */
  leadOf(whole, plan, request) {
    const planning = request.planningProviders;
    const first = whole[0];
    const base = COMPONENT_PACKAGES[first?.provider ?? ""]?.base;
    if (first !== void 0 && base !== void 0 && request.route.providers.includes(base)) {
      const parts = this.engine.componentTokens(first.provider, first.id, base);
      const named = plan.components.filter((component) => component.origin === "request");
      if (named.every((component) => parts.has(component.token))) {
        return [first];
      }
    }
    return whole.filter((record) => planning.includes(record.provider)).slice(0, 1);
  }
  async retrieve(request) {
    const { text, warnings } = queryText(request.text);
    const read = this.engine.read(text, request.providers);
    const route = request.plan === void 0 ? read.route : { ...read.route, providers: read.planningProviders };
    const concepts = read.concepts;
    const usage = { promptTokens: 0, completionTokens: 0 };
    const extraConcepts = [];
    if (request.model !== void 0) {
      const modelText = request.text.trim().slice(0, MAX_QUERY_CHARS);
      extraConcepts.push(
        ...await this.proposeSearchTerms(request.model, modelText, route.providers, usage, warnings)
      );
    }
    const planned = request.plan === void 0 ? [] : this.plannedRecords(request.plan);
    const pinned = planned.map((item) => item.ranked);
    const allConcepts = [...planned.map((item) => item.query), ...concepts, ...extraConcepts];
    const whole = await this.engine.rank(text, route.providers, PER_CONCEPT_LIMIT);
    const lists = [whole];
    if (allConcepts.length > 1) {
      for (const concept of allConcepts) {
        lists.push(await this.engine.rank(concept, route.providers, PER_CONCEPT_LIMIT));
      }
    }
    const ranked = interleave(lists, PER_CONCEPT_LIMIT * (allConcepts.length + 1));
    const ownLists = [whole, ...lists.slice(1 + planned.length)];
    const merged = plannedFirst(pinned, request.plan, ownLists, ranked, pinned.length + ranked.length);
    const withRecords = merged.map((ranked2) => ({ ranked: ranked2, record: this.snapshot.get(ranked2.token) })).filter((item) => item.record !== void 0);
    const budget = request.tokenBudget ?? DEFAULT_TOKEN_BUDGET;
    const { fitToBudget, renderRecordCompact } = await import("./render-CJRAO656.js");
    const selection = fitToBudget(withRecords, (item) => renderRecordCompact(item.record), budget);
    if (selection.dropped > 0) {
      warnings.push(`${selection.dropped} lower-ranked records did not fit the ${budget}-token budget`);
    }
    return {
      providers: route.providers,
      concepts: allConcepts,
      hits: selection.kept.map((item) => toHit(item.ranked)),
      records: selection.kept.map((item) => item.record),
      warnings,
      ...request.model === void 0 ? {} : { usage }
    };
  }
  /**
   * The records of a plan's components (request and plumbing), each with the query its own search uses: its
   * role in the request's words and its resource name.
   */
  plannedRecords(plan) {
    return plan.components.flatMap((component) => {
      const record = this.snapshot.get(component.token);
      if (record === void 0) return [];
      const ranked = {
        provider: record.provider,
        id: PINNED_ID,
        token: record.token,
        tsName: record.tsName,
        kind: record.kind,
        score: 1,
        sparse: 0,
        dense: 0
      };
      return [{ ranked, query: `${component.role} ${record.tsName}` }];
    });
  }
  async proposeSearchTerms(model, text, providers, usage, warnings) {
    try {
      const reply = await model.complete("search-terms", searchTermsMessages(text, providers));
      addUsage(usage, reply.usage);
      return parseSearchTerms(reply.text, phraseLimit(text));
    } catch (error) {
      warnings.push(`model search terms skipped: ${errorMessage(error)}`);
      return [];
    }
  }
};
function addUsage(total, usage) {
  total.promptTokens += usage.promptTokens;
  total.completionTokens += usage.completionTokens;
}
function createRegistrySearch(snapshot, options = {}) {
  return new PlannedRegistrySearch(snapshot, createSearchEngine(snapshot, options));
}

export {
  readRequest,
  queryEmbedderFor,
  createRegistrySearch
};
