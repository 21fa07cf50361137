import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  SearchIndex,
  analyse,
  createEndpointEmbedder,
  nameWordSets,
  normaliseTerm,
  plainSummary,
  programKnowledge,
  recordPrior,
  searchManifestOf,
  splitIdentifier,
  tokenizeText
} from "./chunk-JY6PDJHS.js";
import {
  builtAround,
  examplePopularity,
  madeResources,
  moduleName,
  recordName
} from "./chunk-Z7IK77U6.js";
import {
  inputSlots,
  slotAccepts,
  slotValues
} from "./chunk-4WDWZ23T.js";
import {
  planningProviders,
  routeRequest
} from "./chunk-PDXLN2IU.js";
import {
  UserError,
  errorMessage
} from "./chunk-MXG6G3QI.js";
import {
  COMPONENT_PACKAGES,
  PROVIDER_CUES,
  memoByObject,
  memoByString,
  namePhrasesFor,
  servicePhrasesFor
} from "./chunk-S3SEN2HJ.js";

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

// src/plan/draft.ts
var EMPTY_DRAFT = { components: [], relations: [], config: [], notes: [] };
function updated(draft, id, change) {
  return { ...draft, components: draft.components.map((c) => c.id === id ? change(c) : c) };
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
    ...draft.rule === "" ? {} : { rule: draft.rule }
  };
}

// src/plan/companion-rules.ts
var LAMBDA = "aws:lambda/function:Function";
var STATE_MACHINE = "aws:sfn/stateMachine:StateMachine";
var BUCKET = "aws:s3/bucket:Bucket";
var BUCKET_NOTIFICATION = "aws:s3/bucketNotification:BucketNotification";
var EVENT_RULE = "aws:cloudwatch/eventRule:EventRule";
var EVENT_TARGET = "aws:cloudwatch/eventTarget:EventTarget";
var ROLE = "aws:iam/role:Role";
var SECURITY_GROUP = "aws:ec2/securityGroup:SecurityGroup";
var SUBNET = "aws:ec2/subnet:Subnet";
var QUEUE = "aws:sqs/queue:Queue";
var TOPIC = "aws:sns/topic:Topic";
var PERMISSION = "aws:lambda/permission:Permission";
var LOG_GROUP = "aws:cloudwatch/logGroup:LogGroup";
var PUBLIC_ACCESS = /\b(?:private|public(?:ly)?\s+(?:access|accessible)|block(?:s|ing)?\s+public)\b/i;
var OBJECT_EVENTS = /\b(?:notif\w*|trigger\w*|upload\w*|object[- ]created|new objects?)\b/i;
var EVENTBRIDGE_EVENTS = /\beventbridge\s+(?:notifications?|events?)\b|\b(?:events?|notifications?)\s+to\s+eventbridge\b/i;
var FEEDS = /\b(?:trigger\w*|event\s+source|consum\w*|poll\w*)\b/i;
var SCHEDULE = /\b(?:every\s+(?:\d+\s+|other\s+)?(?:minute|hour|day|night|week|month)s?|daily|hourly|nightly|weekly|on\s+a\s+schedule|(?:cron|rate)\s+(?:expression|schedule)|eventbridge\s+schedule)\b/i;
var ROLE_ACCESS = /\b(?:read[- ]only|read\/write|read[- ]write|access\s+to|to\s+access|roles?\s+and\s+(?:\w+\s+)?polic(?:y|ies))\b/i;
var DATA_USE = /\b(?:reads?|reading|writes?|writing|stores?|storing|saves?|saving|quer(?:y|ies|ying)|updates?|updating|inserts?|persists?|persisting|fetch(?:es|ing)?|consumes?|consuming)\b/i;
var LOGS = /\b(?:logging|logs?\s+(?:to|in|into)\s+cloudwatch|cloudwatch\s+logs|log\s+retention|execution\s+logs)\b(?!\s+(?:permissions?|polic(?:y|ies)|access))/i;
var RESTRICTED_TRAFFIC = /\b(?:restrict(?:s|ing|ed)?\s+(?:\w+\s+)?(?:access|traffic|ingress|inbound)|isolat(?:e|es|ing|ed))\b/i;
var BUCKET_ACL = /(?<!network\s)\bACLs?\b|\bbucket-owner-\w+|\bobject\s+ownership\b/i;
var SNAKE = String.raw`\b[a-z]+(?:_[a-z]+)+\b`;
var ENGINE_PARAMETERS = new RegExp(
  String.raw`\b(?:engine|database|db)\s+(?:parameters|flags)\b|\b(?:parameters?|settings?|flags?)\b.*${SNAKE}|${SNAKE}` + String.raw`\W{0,2}\s*(?:set\s+to|=|of\s+\d)`,
  "i"
);
var COMPUTE_IN_VPC = [
  "aws:ec2/instance:Instance",
  "aws:ec2/launchTemplate:LaunchTemplate",
  "aws:batch/computeEnvironment:ComputeEnvironment"
].map((token) => ({ when: ["aws:ec2/vpc:Vpc", token], add: [SECURITY_GROUP] }));
var API_GATEWAY = [
  {
    when: ["aws:apigateway/restApi:RestApi"],
    add: [
      "aws:apigateway/resource:Resource",
      "aws:apigateway/method:Method",
      "aws:apigateway/integration:Integration",
      "aws:apigateway/deployment:Deployment",
      "aws:apigateway/stage:Stage"
    ]
  },
  // A non-proxy integration (a mock, an AWS service) answers nothing without its responses mapped.
  {
    when: ["aws:apigateway/integration:Integration"],
    unless: [LAMBDA],
    add: [
      "aws:apigateway/methodResponse:MethodResponse",
      "aws:apigateway/integrationResponse:IntegrationResponse"
    ]
  },
  // A usage plan meters the keys attached to it.
  {
    when: ["aws:apigateway/usagePlan:UsagePlan", "aws:apigateway/apiKey:ApiKey"],
    add: ["aws:apigateway/usagePlanKey:UsagePlanKey"]
  },
  // A validator checks a body against the model (a JSON schema) the method's request names.
  {
    when: ["aws:apigateway/requestValidator:RequestValidator"],
    said: /\b(?:schemas?|models?|bod(?:y|ies)|payloads?)\b/i,
    add: ["aws:apigateway/model:Model"]
  },
  {
    when: ["aws:apigatewayv2/api:Api"],
    add: [
      "aws:apigatewayv2/route:Route",
      "aws:apigatewayv2/integration:Integration",
      "aws:apigatewayv2/stage:Stage"
    ]
  }
];
var STORAGE = [
  { when: [BUCKET], said: PUBLIC_ACCESS, add: ["aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock"] },
  {
    when: [BUCKET],
    said: /\bpublic(?:ly)?\s+(?:accessible|readable|read)\b/i,
    add: ["aws:s3/bucketPolicy:BucketPolicy"]
  },
  // ACLs take effect only on a bucket whose object ownership allows them (new buckets disable ACLs).
  {
    when: [BUCKET],
    said: BUCKET_ACL,
    anywhere: true,
    add: ["aws:s3/bucketOwnershipControls:BucketOwnershipControls"]
  },
  // CloudFront reads a bucket through an origin access control only when the bucket's policy lets it.
  {
    when: [BUCKET, "aws:cloudfront/originAccessControl:OriginAccessControl"],
    add: ["aws:s3/bucketPolicy:BucketPolicy"]
  },
  // EFS backups are a policy of the file system's own.
  {
    when: ["aws:efs/fileSystem:FileSystem"],
    said: /\bbackups?\b|\bbacked\s+up\b/i,
    add: ["aws:efs/backupPolicy:BackupPolicy"]
  }
];
var EVENT_WIRING = [
  ...[LAMBDA, QUEUE, TOPIC].map((token) => ({
    when: [BUCKET, token],
    said: OBJECT_EVENTS,
    add: [BUCKET_NOTIFICATION]
  })),
  { when: [BUCKET], said: EVENTBRIDGE_EVENTS, add: [BUCKET_NOTIFICATION, EVENT_RULE] },
  {
    when: [BUCKET, STATE_MACHINE],
    unless: [LAMBDA],
    said: OBJECT_EVENTS,
    add: [BUCKET_NOTIFICATION, EVENT_RULE]
  },
  ...[LAMBDA, STATE_MACHINE].map((token) => ({
    when: [token],
    unless: ["aws:scheduler/schedule:Schedule"],
    said: SCHEDULE,
    add: [EVENT_RULE]
  })),
  {
    when: ["aws:cloudwatch/eventApiDestination:EventApiDestination"],
    add: [EVENT_RULE, EVENT_TARGET, ROLE]
  },
  ...[
    STATE_MACHINE,
    "aws:batch/jobQueue:JobQueue",
    "aws:ecs/taskDefinition:TaskDefinition",
    "aws:kinesis/stream:Stream"
  ].map((token) => ({ when: [EVENT_TARGET, token], add: [ROLE] })),
  {
    when: [TOPIC, LAMBDA],
    said: /\b(?:subscri\w*|fans?\s+out|fanning\s+out)\b/i,
    add: ["aws:sns/topicSubscription:TopicSubscription"]
  },
  ...[QUEUE, "aws:kinesis/stream:Stream"].map((token) => ({
    when: [token, LAMBDA],
    said: FEEDS,
    add: ["aws:lambda/eventSourceMapping:EventSourceMapping"]
  })),
  // A table's stream feeds a function the same way.
  {
    when: ["aws:dynamodb/table:Table", LAMBDA],
    said: /\bstreams?\b/i,
    add: ["aws:lambda/eventSourceMapping:EventSourceMapping"]
  },
  {
    when: [TOPIC, QUEUE],
    add: ["aws:sns/topicSubscription:TopicSubscription", "aws:sqs/queuePolicy:QueuePolicy"]
  },
  { when: [BUCKET_NOTIFICATION, QUEUE], add: ["aws:sqs/queuePolicy:QueuePolicy"] },
  // A function is invoked by another service only with its permission; a bucket that sends its events to
  // EventBridge invokes nothing itself.
  { when: [BUCKET_NOTIFICATION, LAMBDA], unsaid: EVENTBRIDGE_EVENTS, add: [PERMISSION] },
  { when: ["aws:apigateway/integration:Integration", LAMBDA], add: [PERMISSION] },
  { when: ["aws:apigatewayv2/integration:Integration", LAMBDA], add: [PERMISSION] },
  { when: [EVENT_TARGET, LAMBDA], add: [PERMISSION] },
  { when: ["aws:sns/topicSubscription:TopicSubscription", LAMBDA], add: [PERMISSION] }
];
var ACCESS = [
  // A function that calls AWS APIs through the SDK needs its role to allow those calls, beyond running.
  { when: [LAMBDA], said: /\b(?:aws\s+)?sdk\b/i, add: ["aws:iam/rolePolicy:RolePolicy"] },
  {
    when: [ROLE],
    unless: ["aws:iam/rolePolicy:RolePolicy"],
    said: ROLE_ACCESS,
    add: ["aws:iam/policy:Policy"]
  },
  // A function said to read or write the program's table, bucket or queue needs its role allowed to.
  ...["aws:dynamodb/table:Table", BUCKET, QUEUE].map((store) => ({
    when: [LAMBDA, store],
    unless: ["aws:iam/rolePolicy:RolePolicy"],
    said: DATA_USE,
    add: ["aws:iam/policy:Policy"]
  }))
];
var LOGGING = [
  LAMBDA,
  STATE_MACHINE,
  "aws:batch/jobDefinition:JobDefinition",
  "aws:ecs/taskDefinition:TaskDefinition",
  "aws:apigateway/stage:Stage",
  "aws:apigatewayv2/stage:Stage",
  "aws:codebuild/project:Project"
].map((token) => ({ when: [token], said: LOGS, add: [LOG_GROUP] }));
var NETWORK = [
  // A public subnet is one routed to an internet gateway.
  { when: [SUBNET], said: /\bpublic\s+subnets?\b/i, add: ["aws:ec2/internetGateway:InternetGateway"] },
  ...COMPUTE_IN_VPC,
  // A key pair is for SSH, which reaches an instance only through a security group that lets it in.
  ...["aws:ec2/instance:Instance", "aws:ec2/launchTemplate:LaunchTemplate"].map((token) => ({
    when: [token, "aws:ec2/keyPair:KeyPair"],
    add: [SECURITY_GROUP]
  })),
  // Traffic a group is said to restrict to some source is a rule of its own.
  {
    when: [SECURITY_GROUP],
    said: RESTRICTED_TRAFFIC,
    add: ["aws:vpc/securityGroupIngressRule:SecurityGroupIngressRule"]
  },
  // An EC2 compute environment launches instances with an instance role, through its profile.
  {
    when: ["aws:batch/computeEnvironment:ComputeEnvironment"],
    add: [ROLE, "aws:iam/instanceProfile:InstanceProfile"]
  },
  { when: ["aws:ec2/instance:Instance", ROLE], add: ["aws:iam/instanceProfile:InstanceProfile"] },
  { when: ["aws:ec2/launchTemplate:LaunchTemplate", ROLE], add: ["aws:iam/instanceProfile:InstanceProfile"] },
  {
    when: ["aws:ec2/internetGateway:InternetGateway", SUBNET],
    add: [
      "aws:ec2/routeTable:RouteTable",
      "aws:ec2/route:Route",
      "aws:ec2/routeTableAssociation:RouteTableAssociation"
    ]
  },
  // A load balancer serves nothing without a listener (counted: `counted-companions.ts`) forwarding to a
  // target group, which the listener reads rather than takes the balancer's output; an application one is
  // reached through its security group.
  { when: ["aws:lb/loadBalancer:LoadBalancer"], add: ["aws:lb/targetGroup:TargetGroup"] },
  {
    when: ["aws:lb/loadBalancer:LoadBalancer"],
    said: /\bapplication\s+load\s+balancer\b|\balb\b/i,
    add: [SECURITY_GROUP]
  },
  // A service runs the containers of a task definition.
  { when: ["aws:ecs/service:Service"], add: ["aws:ecs/taskDefinition:TaskDefinition"] }
];
var DATABASES = [
  { when: ["aws:rds/cluster:Cluster"], add: ["aws:rds/clusterInstance:ClusterInstance"] },
  // A database placed in subnets of its own takes them through a DB subnet group.
  { when: ["aws:rds/cluster:Cluster", SUBNET], add: ["aws:rds/subnetGroup:SubnetGroup"] },
  { when: ["aws:rds/instance:Instance", SUBNET], add: ["aws:rds/subnetGroup:SubnetGroup"] },
  // Engine parameters are set through a parameter group: the cluster's for a cluster.
  {
    when: ["aws:rds/instance:Instance"],
    said: ENGINE_PARAMETERS,
    add: ["aws:rds/parameterGroup:ParameterGroup"]
  },
  {
    when: ["aws:rds/cluster:Cluster"],
    said: ENGINE_PARAMETERS,
    add: ["aws:rds/clusterParameterGroup:ClusterParameterGroup"]
  }
];
var COMPANIONS = [
  ...API_GATEWAY,
  ...STORAGE,
  ...EVENT_WIRING,
  ...ACCESS,
  ...LOGGING,
  ...NETWORK,
  ...DATABASES
];

// src/plan/counted-companions.ts
var COMPANION_SHARE = 0.5;
var COMPANION_SUPPORT = 7;
var providerOf = (token) => token.split(":")[0] ?? token;
var bySnapshot = /* @__PURE__ */ new WeakMap();
function countedCompanions(snapshot, token) {
  let memo = bySnapshot.get(snapshot);
  if (memo === void 0) {
    memo = /* @__PURE__ */ new Map();
    bySnapshot.set(snapshot, memo);
  }
  let found = memo.get(token);
  if (found === void 0) {
    const resources = programKnowledge(snapshot)?.resources ?? {};
    const own = resources[token];
    found = (own?.takers ?? []).filter(([taker, support, ownPages]) => {
      const programs = own === void 0 ? 0 : own.programs - ownPages;
      const takerPrograms = resources[taker]?.programs ?? 0;
      return providerOf(taker) === providerOf(token) && support >= COMPANION_SUPPORT && support >= COMPANION_SHARE * programs && support + ownPages >= COMPANION_SHARE * takerPrograms;
    }).map(([taker]) => ({ when: [token], add: [taker] }));
    memo.set(token, found);
  }
  return found;
}

// src/plan/references.ts
var HOME_MODULES = {
  aws: {
    role: "iam",
    policy: "iam",
    instanceprofile: "iam",
    vpc: "ec2",
    subnet: "ec2",
    securitygroup: "ec2",
    topic: "sns",
    queue: "sqs",
    bucket: "s3",
    key: "kms",
    loggroup: "cloudwatch",
    function: "lambda",
    eventbus: "cloudwatch",
    restapi: "apigateway"
  },
  "azure-native": {
    resourcegroup: "resources",
    virtualnetwork: "network",
    subnet: "network",
    networksecuritygroup: "network",
    storageaccount: "storage"
  },
  gcp: { network: "compute", subnetwork: "compute", serviceaccount: "serviceaccount" }
};
var REFERENCE_SUFFIX = /(?:Ids?|Arns?|Names?|Identifiers?|Urls?)$/;
var NOT_REFERENCES = /* @__PURE__ */ new Set(["name", "namePrefix", "arn", "id", "region", "tags", "description"]);
function stems(inputName) {
  const bare = inputName.replace(REFERENCE_SUFFIX, "");
  const words3 = splitIdentifier(bare.charAt(0).toUpperCase() + bare.slice(1));
  const out = [];
  for (let i = 0; i < words3.length; i++) {
    const stem2 = words3.slice(i).join("").toLowerCase();
    out.push(stem2.endsWith("s") && !stem2.endsWith("ss") ? stem2.slice(0, -1) : stem2, stem2);
  }
  return [...new Set(out)].filter((s) => s.length >= 3);
}
function looksLikeReference(input) {
  if (NOT_REFERENCES.has(input.name) || (input.typeRefs?.length ?? 0) > 0) return false;
  if (!/string/.test(input.type)) return false;
  if (REFERENCE_SUFFIX.test(input.name)) return true;
  return /\b(?:ARN|ID|name|identifier)\b/i.test(input.doc) || /\|\s*[A-Z]\w+/.test(input.type);
}
var resourceIndex = /* @__PURE__ */ new WeakMap();
function resourcesByName(snapshot, provider) {
  let byProvider = resourceIndex.get(snapshot);
  if (byProvider === void 0) {
    byProvider = /* @__PURE__ */ new Map();
    resourceIndex.set(snapshot, byProvider);
  }
  let index = byProvider.get(provider);
  if (index === void 0) {
    index = /* @__PURE__ */ new Map();
    for (const record of snapshot.list({ provider, kind: "resource" })) {
      if (record.deprecated !== void 0) continue;
      const key2 = recordName(record).toLowerCase();
      index.set(key2, [...index.get(key2) ?? [], record]);
    }
    byProvider.set(provider, index);
  }
  return index;
}
var referenced = /* @__PURE__ */ new WeakMap();
function referencedResource(snapshot, owner, input) {
  let byOwner = referenced.get(input);
  if (byOwner === void 0) {
    byOwner = /* @__PURE__ */ new WeakMap();
    referenced.set(input, byOwner);
  }
  const known = byOwner.get(owner);
  if (known !== void 0) return known ?? void 0;
  const found = findReferenced(snapshot, owner, input);
  byOwner.set(owner, found ?? null);
  return found;
}
function findReferenced(snapshot, owner, input) {
  if (!looksLikeReference(input)) return void 0;
  const byName = resourcesByName(snapshot, owner.provider);
  const home = HOME_MODULES[owner.provider] ?? {};
  const ownName = recordName(owner).toLowerCase();
  const ownerFirstWord = splitIdentifier(recordName(owner))[0]?.toLowerCase() ?? "";
  const whole = input.name.toLowerCase();
  const bare = !REFERENCE_SUFFIX.test(input.name);
  const candidates = stems(input.name).filter((s) => !bare || s === whole || `${s}s` === whole);
  for (const [position, stem2] of candidates.entries()) {
    if (stem2 === ownName) return void 0;
    const named = byName.get(stem2) ?? [];
    const sameModule = named.find((r) => r.module === owner.module && r.token !== owner.token);
    if (sameModule !== void 0) return sameModule;
    const siblings = [...byName.entries()].filter(([name]) => name.endsWith(stem2) && name !== stem2).flatMap(([, records]) => records).filter((r) => r.module === owner.module && r.token !== owner.token).sort(
      (a, b) => Number(recordName(b).toLowerCase().startsWith(ownerFirstWord)) - Number(recordName(a).toLowerCase().startsWith(ownerFirstWord)) || recordName(a).length - recordName(b).length
    );
    if (position === 0 && siblings[0] !== void 0) return siblings[0];
    const homeModule = home[stem2];
    const atHome = homeModule === void 0 ? void 0 : named.find((r) => r.module === homeModule);
    if (atHome !== void 0) return atHome;
  }
  return void 0;
}

// src/plan/plumbing.ts
var PLUMBING_DEPTH = 2;
var RELATION_DEPTH = 2;
var pathDepth = (path) => path.split(".").length;
function componentId(record, taken) {
  const base = splitIdentifier(recordName(record)).map((w) => w.toLowerCase()).join("-");
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}
function newId(components, record) {
  return componentId(record, new Set(components.map((c) => c.id)));
}
function humanName(record) {
  return splitIdentifier(recordName(record)).map((w) => w.toLowerCase()).join(" ");
}
function plumbingCount(input) {
  return /\[\]/.test(input.type) && /\bat least (?:two|2)\b/i.test(input.doc) ? 2 : 1;
}
var plumbing = {
  id: "plumbing",
  phase: "wiring",
  run(draft, _request, { snapshot }) {
    return wirePlan(draft, snapshot);
  }
};
function wirePlan(draft, snapshot) {
  const work = new DraftEdits(draft);
  const depthOf = new Map(draft.components.map((d) => [d.id, 0]));
  for (let i = 0; i < work.components.length; i++) {
    const owner = work.components[i];
    const depth = depthOf.get(owner.id) ?? 0;
    for (const slot of referenceSlots(snapshot, owner.record)) {
      const target = referencedResource(snapshot, owner.record, slot.input);
      if (target === void 0) continue;
      let to = work.components.find((d) => d.record.token === target.token && d.id !== owner.id) ?? work.components.find(
        (d) => d.id !== owner.id && madeResources(d.record).includes(moduleName(target))
      );
      const required = slot.required && (slot.parent === "" || target.module !== owner.record.module);
      if (to === void 0 && required && depth < PLUMBING_DEPTH) {
        to = {
          id: newId(work.components, target),
          record: target,
          role: `${humanName(target)} for the ${humanName(owner.record)}`,
          origin: "plumbing",
          count: plumbingCount(slot.input),
          values: [],
          alternatives: /* @__PURE__ */ new Set(),
          // It speaks through its owner: values the owner's sentences state may be its own ("a GET method").
          sentences: new Set(owner.sentences),
          parts: [],
          spans: owner.spans,
          rule: ""
        };
        work.add(to);
        depthOf.set(to.id, depth + 1);
      }
      if (to === void 0) continue;
      const toId = to.id;
      if (work.draft.relations.some((r) => r.from === owner.id && r.to === toId)) continue;
      work.apply({
        kind: "relate",
        relation: {
          from: owner.id,
          to: toId,
          via: slot.path,
          text: `${owner.role} \u2192 ${to.role} (${slot.path})`
        }
      });
    }
  }
  return work.edits;
}
function referenceSlots(snapshot, record) {
  const slots2 = [...inputSlots(snapshot, record)].sort((a, b) => pathDepth(a.path) - pathDepth(b.path));
  const requiredPaths = /* @__PURE__ */ new Set();
  for (const slot of slots2) {
    if (slot.input.required && (slot.parent === "" || requiredPaths.has(slot.parent))) {
      requiredPaths.add(slot.path);
    }
  }
  return slots2.filter((slot) => pathDepth(slot.path) <= RELATION_DEPTH).map((slot) => ({ ...slot, required: requiredPaths.has(slot.path) }));
}

// src/plan/companions.ts
function words(token) {
  return splitIdentifier(token.split(":").pop() ?? token).map((w) => w.toLowerCase()).join(" ");
}
function applies(companion, drafts, sentences) {
  const planned = new Set(drafts.map((d) => d.record.token));
  if (!companion.when.every((token) => planned.has(token))) return false;
  if (companion.unless?.some((token) => planned.has(token)) === true) return false;
  const own = drafts.filter((d) => companion.when.includes(d.record.token)).flatMap((d) => [...d.sentences].map((i) => sentences[i] ?? ""));
  if (companion.unsaid !== void 0 && own.some((text) => companion.unsaid?.test(text) === true))
    return false;
  if (companion.said === void 0) return true;
  const said = companion.said;
  return (companion.anywhere === true ? sentences : own).some((text) => said.test(text));
}
var companions = {
  id: "companions",
  phase: "components",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const { sentences } = request;
    for (let changed = true; changed; ) {
      changed = false;
      const counted = [...new Set(work.components.map((d) => d.record.token))].flatMap(
        (token) => countedCompanions(snapshot, token)
      );
      for (const companion of [...COMPANIONS, ...counted]) {
        if (!applies(companion, work.components, sentences)) continue;
        const planned = new Set(work.components.map((d) => d.record.token));
        const owners = work.components.filter((d) => companion.when.includes(d.record.token));
        const owner = work.components.find((d) => d.record.token === companion.when[0]);
        const ownerSentences = owners.flatMap((d) => [...d.sentences]);
        for (const token of companion.add) {
          const record = snapshot.get(token);
          if (record === void 0 || planned.has(token)) continue;
          work.add({
            id: newId(work.components, record),
            record,
            role: `${words(token)} for the ${owner?.role ?? recordName(record)}`,
            origin: "plumbing",
            count: 1,
            values: [],
            alternatives: /* @__PURE__ */ new Set(),
            sentences: new Set(ownerSentences),
            parts: [],
            spans: owners.flatMap((d) => d.spans)
          });
          planned.add(token);
          changed = true;
        }
      }
    }
    return work.edits;
  }
};

// src/plan/config-keys.ts
var SECRET_NOUNS = /\b((?:[a-z]+\s+){0,2}?)(password|passphrase|api key|secret key|access token|token|private key)\b/gi;
var CHOICES = /\b([A-Za-z][\w-]*)\s*[=:]\s*([\w-]+(?:\s*\|\s*[\w-]+)+)/g;
var SLASH_CHOICES = /\(([a-z]+)\/([a-z]+)\s+(?:through|via|by|from)\s+(?:a|the)\s+(?:setting|parameter|config(?:uration)?)\)/gi;
var DEFAULTS = /\b((?:[a-z]+\s+){1,4})\(default:?\s*([\w.-]+)\)/gi;
var LEADING_NOISE = /^(?:a|an|the|and|or|of|with|for|include|includes|including|settings?|configurable|custom|such|as)\s+/i;
function camelKey(words3) {
  let text = words3.trim().toLowerCase();
  while (LEADING_NOISE.test(text)) text = text.replace(LEADING_NOISE, "");
  const parts = text.split(/[^a-z0-9]+/).filter((w) => w !== "");
  return parts.map((w, i) => i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)).join("");
}
var GENERATED = /\b(?:generat|rotat)\w*\b/i;
function spanOf(match, text) {
  const start = match.index + match[0].indexOf(text);
  return { start, end: start + text.length };
}
function planConfig(text) {
  const out = [];
  const add = (config) => {
    if (config.key !== "" && !out.some((c) => c.key === config.key)) out.push(config);
  };
  for (const match of text.matchAll(SECRET_NOUNS)) {
    const around = text.slice(Math.max(0, match.index - 80), match.index + match[0].length + 40);
    if (GENERATED.test(around) && /secrets? manager/i.test(around)) continue;
    if (/\bpolicy\b/i.test(text.slice(match.index + match[0].length, match.index + match[0].length + 10)))
      continue;
    const noun = match[2] ?? "";
    const qualifier = (match[1] ?? "").trim().split(/\s+/).slice(-1)[0] ?? "";
    const key2 = camelKey(
      /^(?:admin|master|root|db|database|user)$/i.test(qualifier) ? `${qualifier} ${noun}` : noun
    );
    add({ key: key2, secret: true, values: [], text: match[0].trim(), span: spanOf(match, match[0].trim()) });
  }
  for (const match of text.matchAll(CHOICES)) {
    const values = (match[2] ?? "").split("|").map((v) => v.trim());
    add({
      key: camelKey(match[1] ?? ""),
      secret: false,
      values,
      default: values[0],
      text: match[0],
      span: spanOf(match, match[0])
    });
  }
  for (const match of text.matchAll(SLASH_CHOICES)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index).trim().split(/\s+/).slice(-1)[0] ?? "";
    const values = [match[1] ?? "", match[2] ?? ""].map((v) => v.charAt(0).toUpperCase() + v.slice(1));
    add({
      key: camelKey(`${before} status`),
      secret: false,
      values,
      default: values[0],
      text: `${before} ${match[0]}`,
      span: spanOf(match, match[0])
    });
  }
  for (const match of text.matchAll(DEFAULTS)) {
    add({
      key: camelKey(match[1] ?? ""),
      secret: false,
      values: [],
      default: match[2] ?? "",
      text: match[0].trim(),
      span: spanOf(match, match[0].trim())
    });
  }
  return out;
}
var configKeys = {
  id: "config-keys",
  phase: "config",
  run(_draft, request) {
    return planConfig(request.text).map((config) => ({ kind: "config", config }));
  }
};

// src/plan/fan-out.ts
var TOPIC2 = "aws:sns/topic:Topic";
var SUBSCRIPTION = "aws:sns/topicSubscription:TopicSubscription";
var DELIVERS_TO = [
  { token: "aws:sqs/queue:Queue", protocol: "sqs" },
  { token: "aws:lambda/function:Function", protocol: "lambda" }
];
var fanOutSubscriptions = {
  id: "fan-out-subscriptions",
  phase: "settle",
  run(draft, _request, { snapshot }) {
    const work = new DraftEdits(draft);
    const record = snapshot.get(SUBSCRIPTION);
    const topic = draft.components.find((d) => d.record.token === TOPIC2);
    if (record === void 0 || topic === void 0) return [];
    const subscriptions = draft.components.filter((d) => d.record.token === SUBSCRIPTION);
    if (subscriptions.length === 0) return [];
    const protocols = new Set(
      subscriptions.flatMap(
        (d) => d.values.filter((v) => v.input === "protocol").map((v) => String(v.value))
      )
    );
    if (subscriptions.some((d) => !d.values.some((v) => v.input === "protocol"))) return [];
    for (const { token, protocol } of DELIVERS_TO) {
      const target = draft.components.find((d) => d.record.token === token && d.origin === "request");
      if (target === void 0 || protocols.has(protocol)) continue;
      work.add({
        id: newId(work.components, record),
        record,
        role: `subscription of the ${target.role} to the ${topic.role}`,
        origin: "plumbing",
        count: 1,
        values: [{ input: "protocol", value: protocol, text: target.role }],
        alternatives: /* @__PURE__ */ new Set(),
        sentences: new Set(target.sentences),
        parts: [],
        spans: target.spans
      });
    }
    return work.edits;
  }
};

// src/language/query-intent.ts
function queryIntent(text) {
  const lower = ` ${text.toLowerCase().replace(/\b(?:get|post|put|delete|patch|head)\s+\//g, "/")} `;
  return {
    lookup: /\b(?:get|gets|look ?up|lookup|existing|data ?source|fetch|find|query|read|retrieve|latest|current)\b/.test(
      lower
    ) || /\bget[A-Z]/.test(text),
    variant: /\b(?:patch|list)\b/.test(lower) || /(?:List|Patch)\b/.test(text),
    prerelease: /\b(?:alpha|beta)\b|v\d+(?:alpha|beta)/.test(lower),
    provider: /\bprovider\b/.test(lower),
    iam: /\b(?:iam|grants?|roles?|permissions?|access|members?|bindings?|polic(?:y|ies)|invoker|viewer|admin)\b/.test(
      lower
    )
  };
}

// src/language/word-order.ts
function indexInOrder(words3, sequence) {
  if (words3.length === 0) return void 0;
  for (let i = 0; i + words3.length <= sequence.length; i++) {
    if (words3.every((w, j) => sequence[i + j] === w)) return i;
  }
  return void 0;
}
function saidLoosely(words3, sequence) {
  for (let start = 0; start < sequence.length; start++) {
    if (sequence[start] !== words3[0]) continue;
    let at = start;
    let ok = true;
    for (const word of words3.slice(1)) {
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
  /** Subtracted per nesting level of the input. */
  depthPenalty: 0.5,
  /** The literal is said in the component's own sentence. */
  sameSentence: 3,
  /** Times the share of the component's name words said near the literal. */
  nearName: 3
};
var QUOTED_AFFINITY = {
  /** A leading slash for a path input, or a version for a version input. */
  shape: 6,
  /** "named `orders`", or a value that carries the resource's own name. */
  named: 5,
  /** Any other name input at the top level. */
  otherwise: 1
};
var MODEL_CANDIDATES = { perPart: 5, max: 60 };

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
      const name = recordName(record).toLowerCase();
      nameCounts.set(name, (nameCounts.get(name) ?? 0) + 1);
    }
    facts = { nameCounts, popularity: examplePopularity(records), compounds };
    byProvider.set(provider, facts);
  }
  return facts;
}
function recordPopularity(snapshot, record) {
  return providerFacts(snapshot, record.provider).popularity.get(record.token) ?? 0;
}
var allIn = (words3, terms) => words3.length > 0 && words3.every((w) => terms.has(w));
function writtenAsName(word, sentence) {
  const escaped = word.replace(/s$/, "").replace(/[^\w]/g, "\\$&");
  return [...sentence.matchAll(new RegExp(`\\b${escaped}`, "gi"))].some((m) => /[A-Z]/.test(m[0]));
}
function serviceNamed(record, terms, sentence) {
  const own = new Set(ownNameWords(record));
  const moduleName2 = record.module.split(".")[0] ?? record.module;
  return servicePhrasesFor(record.provider, record.module).some((phrase2) => {
    const words3 = analyse(phrase2);
    if (!allIn(words3, terms) || words3.every((w) => own.has(w))) return false;
    if (sentence === void 0 || own.size > 1 || words3.length > 1 || phrase2 === moduleName2) return true;
    return writtenAsName(phrase2, sentence);
  });
}
function compoundNamesOther(snapshot, record, partWords) {
  const facts = providerFacts(snapshot, record.provider);
  const head = ownNameWords(record)[0] ?? "";
  const known = (first, second) => first !== void 0 && second !== void 0 && (facts.nameCounts.has(`${first}${second}`) || [`${first}${second}`, `${first}s${second}`, `${first}${second}s`].some((c) => facts.compounds.has(c)));
  return partWords.some(
    (word, i) => word === head && (known(partWords[i - 1], head) || known(head, partWords[i + 1]))
  );
}
var ownNameWords = memoByObject(
  (record) => Object.freeze((nameWordSets(record)[0] ?? "").split(" ").filter((w) => w !== ""))
);
function nameSpan(record, snapshot, partWords, sentenceTerms, moduleKnown, sentence, serviceSaid = () => serviceNamed(record, sentenceTerms, sentence)) {
  const partTerms = new Set(partWords);
  const own = ownNameWords(record);
  const head = own[own.length - 1];
  const service = moduleKnown && own.length >= 2 || serviceSaid();
  if (own.length === 1 && compoundNamesOther(snapshot, record, partWords))
    return namePhraseSpan(record, partWords);
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
  if (service && head !== void 0 && partTerms.has(head) && inPartAt !== void 0 && allIn(own, sentenceTerms)) {
    return { at: inPartAt, length: inPart.length };
  }
  for (const set of nameWordSets(record).slice(1)) {
    const words3 = set.split(" ").filter((w) => w !== "");
    const at = indexInOrder(words3, partWords);
    if ((words3.length >= 2 || service && own.length === 1) && at !== void 0) {
      return { at, length: words3.length };
    }
  }
  return void 0;
}
function knownByName(record, popularity) {
  return popularity > 0 || namePhrasesFor(record.provider, record.module, recordName(record)).length > 0;
}
function namePhraseSpan(record, partWords) {
  for (const set of nameWordSets(record).slice(1)) {
    const words3 = set.split(" ").filter((w) => w !== "");
    const at = indexInOrder(words3, partWords);
    if (words3.length >= 2 && at !== void 0) return { at, length: words3.length };
  }
  return void 0;
}
function nameInside(inner, outer) {
  const outerWords = new Set(ownNameWords(outer));
  return ownNameWords(inner).every((w) => outerWords.has(w));
}
var moduleKey = (record) => `${record.provider}/${record.module}`;
var overlaps = (a, b) => a.at < b.at + b.length && b.at < a.at + a.length;
async function chooseForPart(part, context) {
  const result = await context.search({
    text: part.text,
    limit: CHOICE.hitsPerPart,
    providers: context.providers
  });
  const lookup = queryIntent(part.text).lookup && /\b(?:existing|look ?up|data source)\b/i.test(part.text);
  const partWords = analyse(part.text);
  const sentenceTerms = /* @__PURE__ */ new Set([...partWords, ...analyse(context.sentence)]);
  const usable = result.hits.filter((hit) => hit.kind === "resource" || lookup).map((hit) => context.snapshot.get(hit.token)).filter((record) => record !== void 0 && record.deprecated === void 0);
  const named = [];
  for (const record of usable) {
    const moduleKnown = context.plannedModules?.has(moduleKey(record)) ?? false;
    let said;
    const serviceSaid = () => said ??= serviceNamed(record, sentenceTerms, context.sentence);
    const span = nameSpan(
      record,
      context.snapshot,
      partWords,
      sentenceTerms,
      moduleKnown,
      context.sentence,
      serviceSaid
    );
    if (span === void 0) continue;
    const service = serviceSaid() || moduleKnown && ownNameWords(record).length >= 2;
    named.push({ record, at: span.at, length: Math.max(1, span.length), service });
  }
  const ranked = [...named].sort((a, b) => Number(b.service) - Number(a.service) || b.length - a.length);
  const chosen = [];
  for (const item of ranked) {
    const competing = chosen.some(
      (taken) => nameInside(item.record, taken.record) || nameInside(taken.record, item.record) || overlaps(item, taken)
    );
    if (!competing) chosen.push(item);
  }
  if (chosen.length === 0 && context.wholeRequest && usable[0] !== void 0) {
    chosen.push({ record: usable[0], at: 0, length: 1, service: false });
  }
  const tail = analyse(part.text.slice(0, part.subordinateFrom)).length;
  const headNames = !part.meansClause || chosen.some((item) => item.at < tail);
  return chosen.map((item) => ({
    record: item.record,
    part,
    runnersUp: named.filter((n) => !chosen.includes(n)).map((n) => n.record.token),
    subordinate: headNames && item.at >= tail
  }));
}

// src/plan/inline-components.ts
var singular = (name) => name.toLowerCase().replace(/(?:es|s)$/, "");
function inlineInput(parent, child) {
  if (parent.record.module !== child.record.module || parent.id === child.id) return void 0;
  const childName = recordName(child.record);
  const parentName = recordName(parent.record);
  const bare = childName.startsWith(parentName) ? childName.slice(parentName.length) : childName;
  return parent.record.inputs.find((input) => {
    const name = singular(input.name);
    return name === singular(childName) || name === singular(bare);
  })?.name;
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

// src/plan/spans.ts
function sentenceSpans(request, sentences) {
  return [...sentences].sort((a, b) => a - b).flatMap((i) => {
    const sentence = request.sentenceSpans[i];
    return sentence === void 0 ? [] : [{ start: sentence.start, end: sentence.start + sentence.text.length }];
  });
}
function literalSpan(literal) {
  return { start: literal.start, end: literal.start + literal.text.length };
}

// src/plan/value-anchors.ts
function coveredBy(phrase2, words3) {
  const out = [];
  if (phrase2.length === 0) return out;
  for (let i = 0; i + phrase2.length <= words3.length; i++) {
    if (phrase2.every((w, j) => words3[i + j] === w)) out.push(...phrase2.map((_, j) => i + j));
  }
  return out;
}
function namingOthers(draft, drafts, words3) {
  const phrases = drafts.filter((d) => d.record.token !== draft.record.token).flatMap((d) => [
    ownNameWords(d.record),
    ...d.record.module === draft.record.module && d.record.provider === draft.record.provider ? [] : servicePhrasesFor(d.record.provider, d.record.module).map(analyse)
  ]).filter((phrase2) => phrase2.length >= 2);
  return new Set(phrases.flatMap((phrase2) => coveredBy(phrase2, words3)));
}
function anchorWords(draft, slot) {
  const { provider, module } = draft.record;
  return /* @__PURE__ */ new Set([
    ...ownNameWords(draft.record),
    ...servicePhrasesFor(provider, module).flatMap(analyse),
    ...analyse(splitIdentifier(slot.path.replace(/\./g, " ")).join(" "))
  ]);
}
function valueSaidOf(value, slot, draft, drafts, sentences) {
  const valueWords = analyse(value);
  const word = valueWords[0];
  if (word === void 0 || valueWords.length > 1 || /\d/.test(value)) return true;
  const anchors = anchorWords(draft, slot);
  anchors.delete(word);
  let said = false;
  for (const sentence of sentences) {
    const words3 = analyse(sentence).filter((w) => !/^\d+$/.test(w));
    const others = namingOthers(draft, drafts, words3);
    for (const [i, w] of words3.entries()) {
      if (w !== word) continue;
      said = true;
      if (others.has(i)) continue;
      for (let j = Math.max(0, i - VALUE_REACH); j <= Math.min(words3.length - 1, i + VALUE_REACH); j++) {
        if (j !== i && !others.has(j) && anchors.has(words3[j] ?? "")) return true;
      }
    }
  }
  return !said;
}

// src/plan/stated-values.ts
var KIND_INPUTS = {
  email: /email|endpoint$/i,
  url: /endpoint|url$|uri$/i,
  cidr: /cidr/i,
  ip: /ip(?:address)?$|address$/i,
  "instance-type": /^(?:instanceClass|instanceTypes?|nodeType|vmSize|machineType|size)$/i,
  "availability-zone": /availabilityZone(?:Name)?s?$/i,
  region: /^$/,
  port: /port$/i,
  number: /^$/,
  quoted: /^$/,
  engine: /^engine$/i,
  "event-name": /events?$/i,
  schedule: /^scheduleExpression$/
};
var UNIT_INPUTS = [
  [/(?:\/|per)\s*s(?:ec(?:ond)?)?$/i, /rate/i],
  [/seconds?|secs?/i, /ttl|timeout|seconds|period|interval|delay/i],
  [/minutes?|mins?/i, /minutes|timeout|period|interval/i],
  [/days?/i, /days|retention|expiration/i],
  [/gb|gib|tb/i, /size|storage|capacity|gb/i],
  [/mb|mib/i, /memory|size|mb/i],
  [/per\s+\w+|requests?/i, /rate|limit|quota|burst/i],
  [/instances?|nodes?|replicas?/i, /count|size|capacity|replicas|desired/i],
  [/characters?/i, /length/i]
];
var STRUCTURED = /* @__PURE__ */ new Set(["email", "url", "cidr", "ip"]);
function words2(text) {
  return new Set(analyse(text));
}
function contextWords(text, literal) {
  const before = text.slice(Math.max(0, literal.start - 60), literal.start);
  const after = text.slice(literal.start + literal.text.length, literal.start + literal.text.length + 30).split(/[,;()]/)[0] ?? "";
  return words2(`${before.split(/\s+/).slice(-5).join(" ")} ${after.split(/\s+/).slice(0, 3).join(" ")}`);
}
var slotWords = memoByObject(
  (slot) => words2(splitIdentifier(slot.input.name).join(" "))
);
var parentWords = memoByObject(
  (slot) => words2(splitIdentifier(slot.parent.replace(/\./g, " ")).join(" "))
);
function scoreSlot(slot, literal, context, ownerWords) {
  const value = literal.value;
  if (!slotAccepts(slot, value)) return 0;
  if (typeof value === "number" && looksLikeReference(slot.input)) return 0;
  let score = 0;
  const valid = slotValues(slot);
  if (valid.some((v) => v.toLowerCase() === String(value).toLowerCase())) score += SLOT_SCORE.validValue;
  else if (valid.length > 0 && (slot.input.validValuesComplete === true || STRUCTURED.has(literal.kind)))
    return 0;
  if (KIND_INPUTS[literal.kind].test(slot.input.name)) score += SLOT_SCORE.kind;
  if (literal.kind === "port") score += portDirection(slot, context);
  if (literal.kind === "number") {
    const unit = literal.text.replace(/^[\d.\s-]+/, "");
    const takes = UNIT_INPUTS.find(([u]) => u.test(unit))?.[1];
    if (takes?.test(slot.input.name) === true) score += SLOT_SCORE.unit;
  }
  const name = slotWords(slot);
  const overlap = [...name].filter((w) => context.has(w)).length;
  score += overlap * SLOT_SCORE.nameWord + ([...parentWords(slot)].some((w) => context.has(w)) ? SLOT_SCORE.parentWord : 0);
  if (literal.kind === "quoted") score += quotedAffinity(slot, String(value), context, ownerWords);
  return score;
}
function portDirection(slot, context) {
  const outbound = context.has("outbound") || context.has("egress");
  if (/ingress/i.test(slot.parent)) return outbound ? 0 : SLOT_SCORE.portDirection;
  if (/egress/i.test(slot.parent)) return outbound ? SLOT_SCORE.portDirection : 0;
  return 0;
}
function quotedAffinity(slot, value, context, ownerWords) {
  if (value.startsWith("/") && /path/i.test(slot.input.name)) return QUOTED_AFFINITY.shape;
  if (/\d+\.\d+/.test(value) && /version|release|label/i.test(slot.input.name)) return QUOTED_AFFINITY.shape;
  if (!/name$/i.test(slot.input.name) || slot.parent !== "" || /\s/.test(value)) return 0;
  const lower = value.toLowerCase();
  if (context.has("named") || context.has("called")) return QUOTED_AFFINITY.named;
  if (value.startsWith("/")) return QUOTED_AFFINITY.otherwise;
  if (ownerWords.some((w) => w.length >= 3 && (lower.includes(w) || context.has(w))))
    return QUOTED_AFFINITY.named;
  return QUOTED_AFFINITY.otherwise;
}
var DELIVERED = /* @__PURE__ */ new Set(["event-name", "email", "url"]);
function partnerBonus(slot, draft, drafts) {
  if (slot.parent === "") return 0;
  const parent = parentWords(slot);
  const partner = drafts.some((d) => d.id !== draft.id && ownNameWords(d.record).every((w) => parent.has(w)));
  return partner ? SLOT_SCORE.partner : 0;
}
function literalValueFor(slot, literal) {
  const value = literal.value;
  if (typeof value === "string" && value.startsWith("/") && /segment/i.test(slot.input.doc)) {
    return value.replace(/^\/+/, "");
  }
  return value;
}
function impliedProtocol(work, draft, slots2, slot, literal) {
  const protocol = slots2.find((s) => s.parent === slot.parent && /^protocol$/i.test(s.input.name));
  if (protocol === void 0) return;
  const value = literal.kind === "email" ? "email" : literal.kind === "url" ? String(literal.value).split(":")[0] : void 0;
  if (value !== void 0) {
    work.apply({
      kind: "value",
      id: draft.id,
      value: { input: protocol.path, value, text: literal.text, span: literalSpan(literal) }
    });
  }
}
function bestSlot(drafts, snapshot, request, literal) {
  const context = contextWords(request.text, literal);
  const sentence = request.sentenceOf(literal.start);
  let best;
  for (const draft of drafts) {
    const slots2 = inputSlots(snapshot, draft.record);
    const own = ownNameWords(draft.record);
    const near = (draft.sentences.has(sentence) ? SLOT_SCORE.sameSentence : 0) + SLOT_SCORE.nearName * own.filter((w) => context.has(w)).length / own.length;
    for (const slot of slots2) {
      const intrinsic = scoreSlot(slot, literal, context, ownNameWords(draft.record)) + (DELIVERED.has(literal.kind) ? partnerBonus(slot, draft, drafts) : 0);
      if (literal.kind === "quoted" && intrinsic < SLOT_SCORE.quotedMin) continue;
      if (literal.kind === "schedule" && !KIND_INPUTS.schedule.test(slot.input.name)) continue;
      const depth = slot.parent === "" ? 0 : slot.parent.split(".").length * SLOT_SCORE.depthPenalty;
      const score = intrinsic + near - depth;
      if (score > (best?.score ?? SLOT_SCORE.min - 0.01)) best = { draft, slot, score, slots: slots2 };
    }
  }
  return best;
}
var attachLiterals = {
  id: "literal-values",
  phase: "values",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const { text } = request;
    for (const literal of request.literals) {
      const best = bestSlot(draft.components, snapshot, request, literal);
      const example = /\be\.\s?g\.,?\s*$/i.test(text.slice(Math.max(0, literal.start - 8), literal.start));
      if (best === void 0 || example && best.score < SLOT_SCORE.min + SLOT_SCORE.exampleMargin) continue;
      const span = literalSpan(literal);
      const add = (input, value) => work.apply({ kind: "value", id: best.draft.id, value: { input, value, text: literal.text, span } });
      add(best.slot.path, literalValueFor(best.slot, literal));
      if (literal.kind === "port") {
        const sibling = best.slots.find(
          (s) => s.parent === best.slot.parent && /^(?:from|to)Port$/.test(s.input.name) && s !== best.slot
        );
        if (sibling !== void 0) add(sibling.path, literal.value);
      }
      impliedProtocol(work, best.draft, best.slots, best.slot, literal);
    }
    return work.edits;
  }
};
var phrase = memoByString(
  (text) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()} `,
  { maxLength: 256 }
);
var squashed = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");
function prose(raw) {
  const said = phrase(raw);
  return { raw, said, words: analyse(said), squashed: squashed(raw) };
}
var COMMON_VALUES = /* @__PURE__ */ new Set([
  "enabled",
  "disabled",
  "true",
  "false",
  "none",
  "all",
  "default",
  "yes",
  "no",
  "on",
  "off",
  "any",
  "custom",
  "basic",
  "standard",
  "simple"
]);
var PERIOD_ADVERBS = {
  hour: "hourly",
  day: "daily",
  week: "weekly",
  month: "monthly",
  year: "yearly"
};
var SHORT_WORDS = /* @__PURE__ */ new Set([
  "get",
  "put",
  "set",
  "new",
  "and",
  "not",
  "for",
  "use",
  "add",
  "run",
  "log",
  "all"
]);
function ownSentences(draft, drafts, sentences) {
  const own = [];
  const subject = draft.sentences.has(0);
  const head = ownNameWords(draft.record).slice(-1)[0];
  let speaking = false;
  sentences.forEach((sentence, i) => {
    const named = drafts.some((d) => d.sentences.has(i));
    if (named) speaking = draft.sentences.has(i);
    const saysHead = head !== void 0 && head.length >= 4 && analyse(sentence).includes(head);
    if (speaking || !named && subject || saysHead) own.push(i);
  });
  return own;
}
var siblingsByParent = memoByObject(
  (slots2) => {
    const byParent = /* @__PURE__ */ new Map();
    for (const s of slots2) {
      const names = byParent.get(s.parent) ?? /* @__PURE__ */ new Set();
      names.add(s.input.name);
      byParent.set(s.parent, names);
    }
    return byParent;
  }
);
function siblingNames(slot, slots2) {
  return siblingsByParent(slots2).get(slot.parent) ?? /* @__PURE__ */ new Set();
}
function saysValue(value, { raw, said, words: words3, squashed: squashedRaw }) {
  const spoken = phrase(value);
  if (spoken.trim().length < 3) return false;
  const adverb = PERIOD_ADVERBS[value.toLowerCase()];
  if (adverb !== void 0 && said.includes(` ${adverb} `)) return true;
  const unprefixed = phrase(value.replace(/^(?:aws|amazon)_(?=[a-z]{5})/i, ""));
  if (unprefixed !== spoken && said.includes(unprefixed)) return true;
  const valueWords = analyse(spoken);
  if (valueWords.length >= 2 && spoken.trim().split(" ").length >= 3 && saidLoosely(valueWords, words3)) {
    return true;
  }
  if (value.length <= 4) {
    const flags = SHORT_WORDS.has(value.toLowerCase()) || value !== value.toUpperCase() ? "" : "i";
    return new RegExp(`\\b${value.replace(/[^\w]/g, "\\$&")}\\b`, flags).test(raw);
  }
  if (said.includes(spoken)) return true;
  const bare = squashed(value.replace(/\.x$/i, ""));
  return /[a-z]/.test(bare) && /\d/.test(bare) && bare.length >= 5 && squashedRaw.includes(bare);
}
function byDepth(slots2) {
  return [...slots2].sort((a, b) => a.path.split(".").length - b.path.split(".").length);
}
function inListElement(slot, slots2) {
  const parent = slots2.find((s) => s.path === slot.parent);
  return parent !== void 0 && /\[\]/.test(parent.input.type) && !/\[\]/.test(slot.input.type);
}
function statedValues(slot, slots2, listedOnly, stated, saidOf) {
  const siblings = siblingNames(slot, slots2);
  return slotValues(slot, listedOnly).filter((value) => {
    const lower = value.toLowerCase();
    return !(COMMON_VALUES.has(lower) || stated.ownWords.has(lower) || stated.usedValues.has(value) || value.startsWith("$") || siblings.has(value) || !slotAccepts(slot, value) || !saysValue(value, stated.prose) || !saidOf(value));
  });
}
var attachValidValues = {
  id: "valid-values",
  phase: "values",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const drafts = draft.components;
    for (const component of drafts) {
      const ownIndexes = ownSentences(component, drafts, request.sentences);
      const own = ownIndexes.map((i) => request.sentences[i] ?? "");
      const raw = own.join(" ");
      const slots2 = inputSlots(snapshot, component.record);
      const taken = new Set(component.values.map((v) => v.input));
      const stated = {
        prose: prose(raw),
        ownWords: new Set(ownNameWords(component.record)),
        usedValues: new Set(component.values.map((v) => String(v.value)))
      };
      for (const listedOnly of [true, false]) {
        for (const slot of byDepth(slots2)) {
          if (taken.has(slot.path)) continue;
          const values = statedValues(
            slot,
            slots2,
            listedOnly,
            stated,
            (value2) => valueSaidOf(value2, slot, component, drafts, own)
          );
          const value = values[0];
          if (value === void 0 || values.length > 1 && inListElement(slot, slots2)) continue;
          const where = ownIndexes.find((i) => {
            return saysValue(value, prose(request.sentences[i] ?? ""));
          });
          const span = where === void 0 ? void 0 : sentenceSpans(request, [where])[0];
          work.apply({
            kind: "value",
            id: component.id,
            value: { input: slot.path, value, text: value, ...span === void 0 ? {} : { span } }
          });
          taken.add(slot.path);
          stated.usedValues.add(value);
        }
      }
    }
    return work.edits;
  }
};
var FLAG_NOISE = /* @__PURE__ */ new Set(["enable", "enabled", "is", "use", "flag", "allow", "should"]);
function stem(word) {
  const synonym = FLAG_SYNONYMS[word];
  if (synonym !== void 0) return synonym;
  const cut = word.replace(/(?:ation|ion|ed|ing|ly|s)$/, "");
  return cut.length >= 4 ? cut : word;
}
var FLAG_SYNONYMS = {
  enforce: "requir",
  enforced: "requir",
  enforcing: "requir",
  require: "requir",
  required: "requir",
  mandatory: "requir"
};
var NEGATION = /\b(?:disabled?|without|no|not|never|off)\b/i;
function flagWords(slot) {
  if (!/\bboolean\b/.test(slot.input.type)) return void 0;
  const pathWords = analyse(splitIdentifier(slot.path.replace(/\./g, " ")).join(" ")).filter((w) => !FLAG_NOISE.has(w)).map(stem);
  const nestedSwitch = slot.parent !== "" && /^enabled?$/i.test(slot.input.name);
  const distinctive = pathWords.length >= 2 || (pathWords[0]?.length ?? 0) >= 6 || nestedSwitch;
  return distinctive ? pathWords : void 0;
}
function flagValue(slot, words3, raw, request) {
  const last = words3[words3.length - 1] ?? "";
  const at = raw.toLowerCase().indexOf(last);
  const around = at < 0 ? "" : raw.slice(Math.max(0, at - 25), at + last.length + 25);
  const text = around.trim();
  const start = text === "" ? -1 : request.text.indexOf(text);
  return {
    input: slot.path,
    value: !NEGATION.test(around),
    text,
    ...start < 0 ? {} : { span: { start, end: start + text.length } }
  };
}
function unclaimedSentence(draft, drafts, snapshot, sentences, words3) {
  if (words3.length < 2) return void 0;
  const key2 = words3.join(" ");
  return sentences.find((sentence, i) => {
    const said = new Set(analyse(sentence).map(stem));
    if (!words3.every((w) => said.has(w))) return false;
    return !drafts.some(
      (d) => d.id !== draft.id && d.sentences.has(i) && inputSlots(snapshot, d.record).some((slot) => flagWords(slot)?.join(" ") === key2)
    );
  });
}
var attachFlags = {
  id: "switches",
  phase: "values",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const drafts = draft.components;
    const { sentences } = request;
    for (const component of drafts) {
      const raw = ownSentences(component, drafts, sentences).map((i) => sentences[i] ?? "").join(" ");
      const said = new Set(analyse(raw).map(stem));
      const taken = new Set(component.values.map((v) => v.input));
      for (const slot of inputSlots(snapshot, component.record)) {
        const words3 = taken.has(slot.path) ? void 0 : flagWords(slot);
        if (words3 === void 0) continue;
        const from = words3.every((w) => said.has(w)) ? raw : unclaimedSentence(component, drafts, snapshot, sentences, words3);
        if (from !== void 0) {
          work.apply({ kind: "value", id: component.id, value: flagValue(slot, words3, from, request) });
        }
      }
    }
    return work.edits;
  }
};

// src/plan/sub-resources.ts
var GENERIC = /* @__PURE__ */ new Set(["configuration", "config", "rule", "setting", "status", "block"]);
function lowerWords(name) {
  return splitIdentifier(name).map((w) => w.toLowerCase());
}
var modules = /* @__PURE__ */ new WeakMap();
function moduleResources(snapshot, record) {
  let byModule = modules.get(snapshot);
  if (byModule === void 0) {
    byModule = /* @__PURE__ */ new Map();
    modules.set(snapshot, byModule);
  }
  const key2 = `${record.provider}/${record.module}`;
  let list = byModule.get(key2);
  if (list === void 0) {
    list = snapshot.list({ provider: record.provider, kind: "resource" }).filter((r) => r.module === record.module);
    byModule.set(key2, list);
  }
  return list;
}
function subResourceFor(snapshot, parent, input) {
  const parentName = recordName(parent);
  const inputWords = lowerWords(input).map((w) => analyse(w)[0] ?? w);
  const first = inputWords[0];
  if (first === void 0) return void 0;
  const candidates = moduleResources(snapshot, parent).filter(
    (r) => r.deprecated === void 0 && r.token !== parent.token && recordName(r).startsWith(parentName)
  ).filter((r) => {
    const rest = lowerWords(recordName(r).slice(parentName.length)).map((w) => analyse(w)[0] ?? w);
    return rest[0] === first;
  });
  return candidates.sort((a, b) => recordName(a).length - recordName(b).length)[0];
}
function settingSaid(inputName, said) {
  const key2 = lowerWords(inputName).map((w) => analyse(w)[0] ?? "").filter((w) => w !== "" && !GENERIC.has(w));
  const head = key2[key2.length - 1] ?? "";
  const saidHead = key2.length >= 2 && head.length >= SETTING_HEAD_MIN_LENGTH && said.includes(head);
  return key2.length > 0 && (saidLoosely(key2, said) || saidHead);
}
var subResources = {
  id: "sub-resources",
  phase: "components",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const parent of draft.components) {
      if (parent.origin !== "request") continue;
      const said = [...parent.sentences].flatMap((i) => analyse(request.sentences[i] ?? ""));
      for (const input of parent.record.inputs) {
        if ((input.typeRefs?.length ?? 0) === 0 && !/policy/i.test(input.name)) continue;
        if (!settingSaid(input.name, said)) continue;
        const sub = subResourceFor(snapshot, parent.record, input.name);
        if (sub === void 0) continue;
        const alternative = `${parent.record.token}#${input.name}`;
        const planned = work.components.find((d) => d.record.token === sub.token);
        if (planned !== void 0) {
          work.apply({ kind: "alternative", id: planned.id, alternative });
          continue;
        }
        work.add({
          id: newId(work.components, sub),
          record: sub,
          role: `${lowerWords(input.name).join(" ")} of the ${parent.role}`,
          origin: "request",
          count: 1,
          values: [],
          alternatives: /* @__PURE__ */ new Set([alternative]),
          sentences: new Set(parent.sentences),
          parts: [],
          spans: sentenceSpans(request, parent.sentences)
        });
      }
    }
    return work.edits;
  }
};

// src/plan/literal-components.ts
var HELD_KINDS = /* @__PURE__ */ new Set(["email", "url", "event-name"]);
function takesLiteral(snapshot, record, literal) {
  const takes = KIND_INPUTS[literal.kind];
  if (literal.kind !== "event-name") return record.inputs.some((i) => i.required && takes.test(i.name));
  const service = String(literal.value).split(":")[0] ?? "";
  return record.module === service && inputSlots(snapshot, record).some((slot) => takes.test(slot.input.name));
}
var literalHolders = {
  id: "literal-holders",
  phase: "components",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const literal of request.literals) {
      if (!HELD_KINDS.has(literal.kind)) continue;
      const holder = holderOf(snapshot, work.components, literal);
      if (holder === void 0 || work.components.some((d) => d.record.token === holder.token)) continue;
      const name = splitIdentifier(recordName(holder)).map((w) => w.toLowerCase()).join(" ");
      work.add({
        id: newId(work.components, holder),
        record: holder,
        role: `${name} for ${literal.text}`,
        origin: "request",
        count: 1,
        values: [],
        alternatives: /* @__PURE__ */ new Set(),
        sentences: /* @__PURE__ */ new Set([request.sentenceOf(literal.start)]),
        parts: [],
        spans: [literalSpan(literal)]
      });
    }
    return work.edits;
  }
};
function holderOf(snapshot, components, literal) {
  const takes = KIND_INPUTS[literal.kind];
  const held = components.some(
    (d) => literal.kind === "event-name" ? takesLiteral(snapshot, d.record, literal) : inputSlots(snapshot, d.record).some((slot) => takes.test(slot.input.name))
  );
  if (held) return void 0;
  return components.filter((d) => d.origin === "request").flatMap(
    (parent) => moduleResources(snapshot, parent.record).filter(
      (r) => r.deprecated === void 0 && takesLiteral(snapshot, r, literal) && r.inputs.some(
        (i) => i.required && referencedResource(snapshot, r, i)?.token === parent.record.token
      )
    )
  ).sort((a, b) => recordPopularity(snapshot, b) - recordPopularity(snapshot, a))[0];
}

// src/search/rank.ts
var slots = /* @__PURE__ */ new WeakMap();
var nextSlot = 0;
var key = (index, id) => {
  let slot = slots.get(index);
  if (slot === void 0) {
    slot = nextSlot++;
    slots.set(index, slot);
  }
  return slot * 1e7 + id;
};
var phraseLists = /* @__PURE__ */ new WeakMap();
function namedByPhrase(index) {
  let list = phraseLists.get(index);
  if (list === void 0) {
    list = [];
    index.docs.names.forEach((names, id) => {
      const phrases = names.split(";").slice(1).map((phrase2) => phrase2.split(" ").filter((w) => w !== "")).filter((words3) => words3.length > 0);
      if (phrases.length > 0) {
        list?.push({ id, phrases });
      }
    });
    phraseLists.set(index, list);
  }
  return list;
}
function denseTopOf(index, query, limit) {
  const top = [];
  let floor = -Infinity;
  const { scales, values } = index.vectors;
  const dims = index.dimensions;
  const count = scales.length;
  for (let id = 0; id < count; id += 1) {
    const score = rowDot(values, id * dims, query, dims) * scales[id];
    if (top.length < limit || score > floor) {
      top.push({ index, id, score });
      if (top.length > limit * 2) {
        top.sort((a, b) => b.score - a.score);
        top.length = limit;
        floor = top[limit - 1]?.score ?? -Infinity;
      }
    }
  }
  top.sort((a, b) => b.score - a.score);
  return top.slice(0, limit);
}
function rowDot(values, base, query, dims) {
  let dot = 0;
  for (let d = 0; d < dims; d += 1) {
    dot += values[base + d] * query[d];
  }
  return dot;
}
function denseTop(indexes, query, limit, source = DIRECT_CHANNELS) {
  return indexes.flatMap((index) => source.dense(index, query, limit)).sort((a, b) => b.score - a.score).slice(0, limit);
}
var DIRECT_CHANNELS = {
  sparse: (index, text) => index.sparse.search(text),
  dense: (index, vector, limit) => denseTopOf(index, vector, limit)
};
function denseScore(index, id, query) {
  return rowDot(index.vectors.values, id * index.dimensions, query, index.dimensions) * (index.vectors.scales[id] ?? 0);
}
function sparseHits(indexes, text, source = DIRECT_CHANNELS) {
  const results = indexes.map((index) => source.sparse(index, text));
  const byProvider = new Map(indexes.map((index, i) => [index.provider, results[i] ?? []]));
  const hits = [];
  indexes.forEach((index, i) => {
    const own = results[i] ?? [];
    const base = byProvider.get(COMPONENT_PACKAGES[index.provider]?.base ?? "") ?? [];
    const scale = (base[0]?.score ?? 0) / (own[0]?.score ?? 0);
    const widest = Math.max(1, ...base.map((result) => result.terms.length));
    for (const result of own) {
      const calibration = Number.isFinite(scale) && scale > 0 ? scale * Math.min(1, result.terms.length / widest) : 1;
      hits.push({ index, id: result.id, score: result.score * calibration });
    }
  });
  hits.sort((a, b) => b.score - a.score);
  return hits;
}
function normaliser(scores) {
  const max = scores[0] ?? 0;
  const min = scores.length > 1 ? scores[scores.length - 1] ?? 0 : 0;
  if (max <= min) {
    return (score) => score >= max && max > 0 ? 1 : 0;
  }
  return (score) => Math.min(1, Math.max(0, (score - min) / (max - min)));
}
function namedIdentifiers(text) {
  const out = /* @__PURE__ */ new Set();
  for (const match of text.matchAll(/[A-Za-z0-9_-]+(?:[.:/][A-Za-z0-9_-]+)+/g)) {
    out.add(match[0].toLowerCase());
  }
  return out;
}
function nameCoverage(names, queryTerms) {
  let best = 0;
  names.split(";").forEach((set, i) => {
    const words3 = set.split(" ").filter((w) => w !== "");
    if (words3.length === 0) {
      return;
    }
    const matched = words3.filter((w) => queryTerms.has(w)).length;
    const coverage = matched / words3.length;
    if (i > 0 && coverage < 1) {
      return;
    }
    best = Math.max(best, coverage * Math.min(1, 0.6 + 0.2 * matched));
  });
  return best;
}
function phraseMatch(phrases, queryTerms) {
  return phrases.split(";").some((phrase2) => {
    const words3 = phrase2.split(" ").filter((w) => w !== "");
    return words3.length > 0 && words3.every((w) => queryTerms.has(w));
  });
}
function rankQuery(indexes, text, options) {
  const { fusion } = options;
  const channels = options.channels ?? "both";
  const candidates = Math.max(fusion.candidates, options.limit);
  const source = options.source ?? DIRECT_CHANNELS;
  const sparseAll = channels === "dense" ? [] : sparseHits(indexes, text, source);
  const sparseTop = sparseAll.slice(0, candidates);
  const vector = channels === "sparse" ? void 0 : options.vector;
  const denseList = vector === void 0 ? [] : denseTop(indexes, vector, candidates, source);
  const sparseScore = /* @__PURE__ */ new Map();
  const sparseRank = /* @__PURE__ */ new Map();
  sparseAll.forEach((hit, rank) => {
    sparseScore.set(key(hit.index, hit.id), hit.score);
    sparseRank.set(key(hit.index, hit.id), rank);
  });
  const denseRank = /* @__PURE__ */ new Map();
  denseList.forEach((hit, rank) => denseRank.set(key(hit.index, hit.id), rank));
  const pool = /* @__PURE__ */ new Map();
  for (const hit of [...sparseTop, ...denseList]) {
    pool.set(key(hit.index, hit.id), { index: hit.index, id: hit.id });
  }
  const queryWords = analyse(text);
  const queryTerms = new Set(queryWords);
  if (channels === "both") {
    for (const index of indexes) {
      for (const { id, phrases } of namedByPhrase(index)) {
        if (phrases.some((words3) => words3.every((w) => queryTerms.has(w)))) {
          pool.set(key(index, id), { index, id });
        }
      }
    }
  }
  const named = namedIdentifiers(text);
  if (named.size > 0) {
    for (const index of indexes) {
      index.docs.tsNames.forEach((tsName, id) => {
        if (named.has(tsName.toLowerCase()) || named.has((index.docs.tokens[id] ?? "").toLowerCase())) {
          pool.set(key(index, id), { index, id });
        }
      });
    }
  }
  const normSparse = normaliser(sparseTop.map((hit) => hit.score));
  const normDense = normaliser(denseList.map((hit) => hit.score));
  const intent = queryIntent(text);
  const useDense = denseList.length > 0;
  const denseWeight = useDense ? channels === "dense" ? 1 : fusion.denseWeight : 0;
  const ranked = [];
  for (const [k, { index, id }] of pool) {
    const sparse = normSparse(sparseScore.get(k) ?? 0) * (sparseScore.has(k) ? 1 : 0);
    const dense = vector === void 0 ? 0 : normDense(denseScore(index, id, vector));
    const rs = sparseRank.get(k) ?? candidates;
    const rd = denseRank.get(k) ?? candidates;
    let score;
    if (fusion.method === "rrf") {
      score = 1 / (fusion.rrfK + rs + 1) + (useDense ? 1 / (fusion.rrfK + rd + 1) : 0);
    } else {
      const best = useDense && channels !== "sparse" ? Math.min(rs, rd) : rs;
      score = (1 - denseWeight) * sparse + denseWeight * dense - fusion.rankPenalty * Math.log2(1 + best);
    }
    if (channels === "both" && fusion.method === "convex") {
      score += fusion.nameWeight * nameCoverage(index.docs.names[id] ?? "", queryTerms);
      score += fusion.popularityWeight * (index.docs.popularity[id] ?? 0);
      const service = index.docs.services[index.docs.serviceOf[id] ?? -1] ?? "";
      score += fusion.serviceWeight * (phraseMatch(service, queryTerms) ? 1 : 0);
      score /= 1 + fusion.nameWeight + fusion.popularityWeight + fusion.serviceWeight;
    }
    score = Math.max(score, 0) * recordPrior(index.docs.flags[id] ?? 0, intent);
    const token = index.docs.tokens[id] ?? "";
    const tsName = index.docs.tsNames[id] ?? "";
    if (named.has(tsName.toLowerCase()) || named.has(token.toLowerCase())) {
      score += 1;
    }
    ranked.push({
      provider: index.provider,
      id,
      token,
      tsName,
      kind: index.docs.kinds[id] ?? "resource",
      score,
      sparse,
      dense
    });
  }
  if (channels === "both") {
    liftComponents(ranked, indexes, text, queryWords);
  }
  ranked.sort((a, b) => b.score - a.score || b.sparse - a.sparse || (a.tsName < b.tsName ? -1 : 1));
  return ranked.slice(0, options.limit);
}
var PART_DEPTH = 10;
var byModuleName = /* @__PURE__ */ new WeakMap();
function moduleNameIds(index) {
  let map = byModuleName.get(index);
  if (map === void 0) {
    map = /* @__PURE__ */ new Map();
    for (const [id, tsName] of index.docs.tsNames.entries()) {
      map.set(moduleName({ tsName }), id);
    }
    byModuleName.set(index, map);
  }
  return map;
}
function firstSaid(phrases, queryWords, related) {
  let best = { at: Infinity, words: 0 };
  for (const phrase2 of phrases.split(";")) {
    const words3 = phrase2.split(" ").filter((w) => w !== "");
    if (words3.length === 0 || !words3.every((w) => queryWords.includes(w)) || related.has(words3[words3.length - 1] ?? "")) {
      continue;
    }
    const at = Math.min(...words3.map((w) => queryWords.indexOf(w)));
    if (at < best.at || at === best.at && words3.length > best.words) {
      best = { at, words: words3.length };
    }
  }
  return best;
}
var RELATIONS = /* @__PURE__ */ new Set([
  "to",
  "for",
  "into",
  "from",
  "in",
  "on",
  "onto",
  "at",
  "behind",
  "through",
  "existing"
]);
var USER_CLAUSE = /^\s*(?:i|we)(?:'ll|'ve| will| already| have| do)\b/i;
var ARTICLES = /* @__PURE__ */ new Set([
  "a",
  "an",
  "the",
  "my",
  "our",
  "your",
  "its",
  "their",
  "this",
  "that",
  "each",
  "every"
]);
function relatedTerms(text) {
  const related = /* @__PURE__ */ new Set();
  const plain = /* @__PURE__ */ new Set();
  for (const clause of text.split(/[,.;:!?()]/)) {
    let inRelation = USER_CLAUSE.test(clause);
    const wholly = inRelation;
    for (const word of tokenizeText(clause, false)) {
      const lower = word.toLowerCase();
      const term = normaliseTerm(word);
      if (RELATIONS.has(lower)) {
        inRelation = true;
      } else if (term !== null) {
        (inRelation ? related : plain).add(term);
      } else if (!ARTICLES.has(lower) && !wholly) {
        inRelation = false;
      }
    }
  }
  plain.forEach((term) => related.delete(term));
  return related;
}
function componentParts(index, id, base) {
  const ids = moduleNameIds(base);
  const names = [...index.docs.makes?.[String(id)] ?? [], ...index.docs.takes?.[String(id)] ?? []];
  return new Set(names.map((name) => ids.get(name)).filter((part) => part !== void 0));
}
function liftComponents(ranked, indexes, text, queryWords) {
  if (!indexes.some((index) => index.docs.makes !== void 0)) return;
  const related = relatedTerms(text);
  ranked.sort((a, b) => b.score - a.score || b.sparse - a.sparse);
  const top = ranked.slice(0, PART_DEPTH);
  const byProvider = new Map(indexes.map((index) => [index.provider, index]));
  const queryTerms = new Set(queryWords);
  for (const record of ranked) {
    const index = byProvider.get(record.provider);
    const made = index?.docs.makes?.[String(record.id)];
    const base = byProvider.get(COMPONENT_PACKAGES[record.provider]?.base ?? "");
    if (index === void 0 || made === void 0 || base === void 0 || !phraseMatch(index.docs.names[record.id] ?? "", queryTerms)) {
      continue;
    }
    const partIds = componentParts(index, record.id, base);
    const named = top.filter((part) => part.provider === base.provider && partIds.has(part.id)).map((part) => ({ part, said: firstSaid(base.docs.names[part.id] ?? "", queryWords, related) })).filter(({ said }) => said.at < Infinity);
    const lead = [...named].sort((a, b) => a.said.at - b.said.at || b.said.words - a.said.words)[0];
    const best = named[0];
    if (named.length >= 2 && lead !== void 0 && best !== void 0 && builtAround(record.tsName, lead.part.tsName) && best.part.score >= record.score) {
      record.score = best.part.score + 1e-6;
    }
  }
}

// src/plan/named-components.ts
function namedComponent(record, components, terms) {
  return components.find(
    (component) => madeResources(component).includes(moduleName(record)) && builtAround(component.tsName, record.tsName) && phraseMatch(nameWordSets(component).join(";"), terms)
  );
}
var namedComponents = {
  id: "named-components",
  phase: "components",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const terms = new Set(request.words);
    for (const provider of request.planningProviders) {
      const base = COMPONENT_PACKAGES[provider]?.base;
      if (base === void 0) continue;
      const components = snapshot.list({ provider, kind: "resource" }).filter((record) => record.deprecated === void 0);
      for (const { id } of work.components) {
        const draftComponent = work.byId(id);
        if (draftComponent === void 0 || draftComponent.record.provider !== base) continue;
        if (draftComponent.origin !== "request") continue;
        const component = namedComponent(draftComponent.record, components, terms);
        if (component === void 0) continue;
        work.apply({ kind: "replace", id, record: component });
        const made = new Set(madeResources(component));
        const covered = work.components.filter(
          (d) => d.record.provider === base && made.has(moduleName(d.record))
        );
        for (const d of covered) work.apply({ kind: "remove", id: d.id });
        work.apply({
          kind: "note",
          text: `${component.tsName} stands for ${[draftComponent, ...covered].map((d) => d.record.tsName).join(", ")}: the request names ${provider}`
        });
      }
    }
    return work.edits;
  }
};

// src/plan/plan-rule.ts
var PLAN_PHASES = ["components", "wiring", "values", "settle", "config"];

// src/plan/qualified-siblings.ts
var qualifiedSiblings = {
  id: "qualified-siblings",
  phase: "components",
  run(draft, _request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const { id } of draft.components) {
      const plain = work.byId(id);
      if (plain === void 0) continue;
      const variant = variantOf(snapshot, plain, work.components);
      if (variant === void 0) continue;
      const existing = work.components.find((d) => d.record.token === variant.token);
      if (existing === void 0) {
        work.add({ ...plain, id: newId(work.components, variant), record: variant });
      } else {
        work.apply({ kind: "mention", id: existing.id, sentences: [...plain.sentences], count: plain.count });
      }
      const referred = work.components.some(
        (d) => d.id !== plain.id && d.record.inputs.some(
          (input) => referencedResource(snapshot, d.record, input)?.token === plain.record.token
        )
      );
      if (!referred) work.apply({ kind: "remove", id: plain.id });
    }
    return work.edits;
  }
};
function variantOf(snapshot, plain, components) {
  const qualified = new Set(
    components.filter((d) => d.id !== plain.id && moduleKey(d.record) === moduleKey(plain.record)).map((owner) => `${recordName(owner.record)}${recordName(plain.record)}`)
  );
  return moduleResources(snapshot, plain.record).find(
    (r) => r.deprecated === void 0 && qualified.has(recordName(r))
  );
}

// src/language/sentences.ts
var SENTENCE_END = /(?<=[.!?])\s+|\n+/g;
function splitLocated(text, separator) {
  const out = [];
  const push = (from2, to) => {
    const piece = text.slice(from2, to);
    const trimmed = piece.trim();
    if (trimmed !== "") out.push({ text: trimmed, start: from2 + piece.indexOf(trimmed) });
  };
  let from = 0;
  for (const match of text.matchAll(separator)) {
    push(from, match.index);
    from = match.index + match[0].length;
  }
  push(from, text.length);
  return out;
}
function splitSentences(text) {
  return splitLocated(text, SENTENCE_END);
}
function sentenceAt(sentences, offset) {
  let index = 0;
  sentences.forEach((sentence, i) => {
    if (sentence.start <= offset) index = i;
  });
  return index;
}

// src/language/concepts.ts
var SEPARATORS = /\s*(?:[,;\n]|\s\+\s|\band\b|\bwith\b|\bplus\b|\balong with\b|\bas well as\b|\bthen\b|\balso\b)\s*/gi;
var MAX_CONCEPTS = 8;
var MAX_REQUEST_CONCEPTS = 12;
var hasContentWord = (fragment) => analyse(fragment).some((term) => /[a-z]/.test(term) && term.length >= 2);
function locateConcepts(text) {
  const seen = /* @__PURE__ */ new Set();
  const unique = splitLocated(text, SEPARATORS).filter((fragment) => {
    if (!hasContentWord(fragment.text) || seen.has(fragment.text)) return false;
    seen.add(fragment.text);
    return true;
  });
  if (unique.length <= 1) {
    const trimmed = text.trim();
    return [{ text: trimmed, start: text.indexOf(trimmed) }];
  }
  return unique.slice(0, MAX_CONCEPTS);
}
function decomposeConcepts(text) {
  return locateConcepts(text).map((concept) => concept.text);
}
function requestConcepts(text) {
  const concepts = splitSentences(text).map((sentence) => sentence.text.replace(/[()]/g, ", ").trim()).filter((sentence) => sentence !== "").flatMap((sentence) => decomposeConcepts(sentence));
  const unique = [...new Set(concepts)];
  return unique.length <= 1 ? [text.trim()] : unique.slice(0, MAX_REQUEST_CONCEPTS);
}

// src/language/literals.ts
var WELL_KNOWN_PORTS = {
  http: 80,
  https: 443,
  ssh: 22,
  rdp: 3389,
  mysql: 3306,
  postgres: 5432,
  postgresql: 5432,
  redis: 6379
};
var PATTERNS = [
  { kind: "url", regex: /\bhttps?:\/\/[^\s'"`)<>]+[^\s'"`)<>.,;:]/g, value: (m) => m[0] },
  { kind: "email", regex: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, value: (m) => m[0] },
  { kind: "cidr", regex: /\b\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}\b/g, value: (m) => m[0] },
  { kind: "ip", regex: /\b\d{1,3}(?:\.\d{1,3}){3}\b/g, value: (m) => m[0] },
  {
    kind: "instance-type",
    // `db.t3.micro`, `cache.r6g.large`, `t2.micro`, `m5.large`, `Standard_D2s_v3`.
    regex: /\b(?:(?:db|cache|search|ml|kafka|mq)\.)?[a-z]{1,3}\d[a-z0-9-]*\.(?:nano|micro|small|medium|(?:\d{0,2}x)?large|metal)\b|\bStandard_[A-Z]\w+\b/g,
    value: (m) => m[0]
  },
  { kind: "availability-zone", regex: /\b[a-z]{2}(?:-[a-z]+)+-\d[a-f]\b/g, value: (m) => m[0] },
  {
    kind: "region",
    regex: /\b(?:(?:us|eu|ap|sa|ca|me|af|il|mx)-(?:east|west|north|south|central|northeast|southeast|southwest|northwest)-\d|(?:east|west|north|south|central)us\d?|(?:europe|asia|us|northamerica|southamerica|australia)-[a-z]+\d)\b/g,
    value: (m) => m[0]
  },
  {
    kind: "port",
    regex: /\bports?\s+(\d{2,5})\b|\b(\d{2,5})\s*\/\s*tcp\b|\b(https?|ssh|rdp)\b(?=\s+(?:access|traffic|ingress|port|inbound|requests?|connections?))/gi,
    value: (m) => {
      const numeric = m[1] ?? m[2];
      if (numeric !== void 0) return Number(numeric);
      return WELL_KNOWN_PORTS[(m[3] ?? "").toLowerCase()];
    }
  },
  {
    kind: "event-name",
    // Event type names: `s3:ObjectCreated:*`, `ec2:StateChange`.
    regex: /\b[a-z][a-z0-9-]*:[A-Z]\w*(?::[\w*]+)*(?:\*)?/g,
    value: (m) => m[0]
  },
  {
    kind: "engine",
    // Database and cache engines, as engine inputs spell them: "Aurora MySQL" → aurora-mysql.
    regex: /\b(?:aurora[\s-](?:mysql|postgres(?:ql)?)|mysql|postgres(?:ql)?|mariadb|redis|memcached|valkey|sqlserver|oracle)\b/gi,
    value: (m) => m[0].toLowerCase().replace(/\s+/, "-").replace(/^postgresql$/, "postgres").replace(/^aurora-postgres$/, "aurora-postgresql")
  },
  {
    kind: "schedule",
    // "every 5 minutes", "every hour", "hourly", "daily": a rate, as AWS schedule expressions write it.
    regex: /\bevery\s+(?:(\d+)\s+)?(minute|hour|day)s?\b|\b(hourly|daily)\b/gi,
    value: (m) => {
      const count = Number(m[1] ?? "1");
      const unit = m[2]?.toLowerCase() ?? (m[3]?.toLowerCase() === "hourly" ? "hour" : "day");
      return `rate(${count} ${unit}${count === 1 ? "" : "s"})`;
    }
  },
  {
    kind: "quoted",
    regex: /"([^"\n]{1,120})"|(?<!\w)'([^'\n]{1,120})'(?!\w)|`([^`\n]{1,120})`|“([^”\n]{1,120})”/g,
    value: (m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? "").trim() || void 0
  },
  {
    kind: "number",
    // A number with its unit or noun: "20 GB", "60 seconds", "10000 requests", "500 per second".
    regex: /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:-\s*)?(gb|gib|mb|mib|tb|seconds?|secs?|minutes?|mins?|hours?|days?|months?|requests?(?:\s*(?:\/|per)\s*(?:second|sec|s|minute|min|hour|day|month))?|per\s+\w+|%|percent|instances?|nodes?|replicas?|characters?|units?)(?![\w])/gi,
    value: (m) => Number((m[1] ?? "").replace(/,/g, ""))
  }
];
function extractLiterals(text) {
  const claimed = [];
  const out = [];
  const overlaps2 = (start, end) => claimed.some((c) => start < c.end && end > c.start);
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(new RegExp(pattern.regex.source, pattern.regex.flags))) {
      const start = match.index;
      const end = start + match[0].length;
      if (pattern.kind !== "quoted" && overlaps2(start, end)) continue;
      const value = pattern.value(match);
      if (value === void 0) continue;
      if (pattern.kind === "quoted" && out.some((l) => l.start >= start && l.start < end && l.value === value))
        continue;
      claimed.push({ start, end });
      out.push({ kind: pattern.kind, value, text: match[0], start });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

// src/language/parts.ts
function flatten(sentence, literals) {
  const blank = /* @__PURE__ */ new Set();
  for (const literal of literals) {
    if (literal.kind === "quoted" || literal.kind === "engine" || literal.kind === "port") continue;
    for (let i = literal.start; i < literal.start + literal.text.length; i++) blank.add(i);
  }
  let flat = "";
  const origin = [];
  for (let i = 0; i < sentence.length; i++) {
    const char = sentence[i] ?? "";
    const out = blank.has(i) ? " " : char === "(" || char === ")" ? ", " : char;
    flat += out;
    for (let j = 0; j < out.length; j++) origin.push(i);
  }
  return { flat, origin };
}
var PURPOSE = /\b(?:for|as\s+(?:an?|the)|across|so(?:\s+that)?|to\s+(?:store|hold|keep|archive|receive|collect))\s/i;
var MEANS = /\busing\s/i;
var SOURCE = /\b(?:fetch(?:es|ing|ed)?|retriev(?:e|es|ing|ed)|resolv(?:e|es|ing|ed)|look(?:s|ing|ed)?\s+up|latest)\b[^,;]*?\bfrom\s/i;
var GRANT = /\b(?:grant(?:s|ing)?|allow(?:s|ing)?|permit(?:s|ting)?|lets?|permissions?\s+to|access\s+to|assumed\s+by|(?:that|to|which)\s+(?:query|monitor|analy[sz]e|watch|track|filter|aggregate|summari[sz]e)s?)\b/i;
var FRESH_START = /^(?:create|provision|deploy|define|add|include|configure|set up|attach|an?|(?!granting|allowing|permitting)\w+ing)\b/i;
var OWN_CLAUSE = /^\s*\w[\w\s-]*?\s(?:that|which)\s+\w+s\b/i;
function subordinateClause(text) {
  const purpose = PURPOSE.exec(text)?.index ?? text.length;
  const grant = GRANT.exec(text)?.index ?? text.length;
  const means = MEANS.exec(text)?.index ?? text.length;
  const sourceMatch = SOURCE.exec(text);
  const source = sourceMatch === null ? text.length : sourceMatch.index + sourceMatch[0].toLowerCase().lastIndexOf("from");
  const from = Math.min(purpose, grant, means, source);
  return { from, grant: grant < text.length, means: means < text.length && means === from };
}
function splitRequest(text) {
  const sentences = splitSentences(text);
  const parts = [];
  sentences.forEach((sentence, index) => {
    const { flat, origin } = flatten(sentence.text, extractLiterals(sentence.text));
    let granting = false;
    for (const concept of locateConcepts(flat)) {
      granting &&= !FRESH_START.test(concept.text) && !OWN_CLAUSE.test(concept.text);
      const clause = subordinateClause(concept.text);
      const last = concept.start + Math.max(0, concept.text.length - 1);
      parts.push({
        text: concept.text,
        span: {
          start: sentence.start + (origin[concept.start] ?? 0),
          end: sentence.start + (origin[last] ?? 0) + 1
        },
        sentence: index,
        subordinateFrom: granting ? 0 : clause.from,
        meansClause: !granting && clause.means
      });
      granting ||= clause.grant;
    }
  });
  return { sentences, parts };
}
var NUMBER_WORDS = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  pair: 2,
  couple: 2
};
var BREAKS = /* @__PURE__ */ new Set(["and", "or", "with", "in", "of", "for", "to", "on", "at", "by", "from"]);
var pluralOf = memoByString((nameWord) => new RegExp(`^${nameWord}(?:s|es)\\b`));
function countFor(text, nameWord) {
  const words3 = text.toLowerCase().split(/[\s,;()]+/);
  for (let i = 0; i < words3.length; i++) {
    const word = words3[i] ?? "";
    if (!pluralOf(nameWord).test(word)) continue;
    for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
      const before = words3[j] ?? "";
      if (BREAKS.has(before) && !(before === "of" && words3[j - 1] === "pair")) break;
      const n = NUMBER_WORDS[before] ?? (/^\d{1,2}$/.test(before) ? Number(before) : void 0);
      if (n !== void 0 && n >= 1 && n <= 20) return n;
    }
  }
  return 1;
}

// src/plan/request-components.ts
function roleOf(part) {
  return part.text.replace(/^(?:create|provision|deploy|define|set up|configure|include|add|use|an?|the|with|and)\s+/gi, "").replace(/^(?:an?|the)\s+/i, "").replace(/[.:;,]+$/, "").slice(0, 80);
}
async function chooseAll(request, sources, plannedModules, onlyProvider) {
  const { sentences, parts } = request;
  const providers = onlyProvider === void 0 ? request.planningProviders : [onlyProvider];
  const out = [];
  for (const part of parts) {
    out.push(
      ...await chooseForPart(part, {
        search: sources.search,
        snapshot: sources.snapshot,
        providers,
        wholeRequest: parts.length === 1,
        sentence: sentences[part.sentence] ?? part.text,
        plannedModules
      })
    );
  }
  return out;
}
function dominantProvider(request, first) {
  if (request.route.routing !== "all") return void 0;
  const counts = /* @__PURE__ */ new Map();
  for (const { record } of first) counts.set(record.provider, (counts.get(record.provider) ?? 0) + 1);
  let best;
  for (const [provider, count] of counts)
    if (best === void 0 || count > (counts.get(best) ?? 0)) best = provider;
  return best;
}
function mentions(request, chosen, taken) {
  const out = [];
  for (const { record, runnersUp, part } of chosen) {
    const head = ownNameWords(record).slice(-1)[0] ?? recordName(record).toLowerCase();
    const count = countFor(request.sentences[part.sentence] ?? part.text, head);
    const existing = out.find((d) => d.record.token === record.token);
    if (existing !== void 0) {
      existing.sentences.add(part.sentence);
      existing.parts.push(part.text);
      existing.spans.push(part.span);
      existing.count = Math.max(existing.count, count);
      continue;
    }
    out.push({
      id: componentId(record, /* @__PURE__ */ new Set([...taken, ...out.map((d) => d.id)])),
      record,
      role: roleOf(part),
      count,
      alternatives: new Set(runnersUp.slice(0, 2)),
      sentences: /* @__PURE__ */ new Set([part.sentence]),
      parts: [part.text],
      spans: [part.span]
    });
  }
  return out;
}
var requestComponents = {
  id: "request-components",
  phase: "components",
  async run(draft, request, sources) {
    const first = await chooseAll(request, sources, /* @__PURE__ */ new Set());
    const asked = (chosen) => {
      const primary = new Set(chosen.filter((c) => !c.subordinate).map((c) => c.record.token));
      return primary.size === 0 ? chosen : chosen.filter((c) => primary.has(c.record.token));
    };
    const modules2 = new Set(asked(first).map((c) => moduleKey(c.record)));
    const second = await chooseAll(request, sources, modules2, dominantProvider(request, asked(first)));
    const taken = new Set(draft.components.map((c) => c.id));
    return mentions(request, asked(second), taken).map((m) => ({
      kind: "add",
      component: { ...m, origin: "request", values: [] }
    }));
  }
};

// src/plan/service-primaries.ts
var namesCache = /* @__PURE__ */ new WeakMap();
function serviceNames(snapshot, provider) {
  let byProvider = namesCache.get(snapshot);
  if (byProvider === void 0) {
    byProvider = /* @__PURE__ */ new Map();
    namesCache.set(snapshot, byProvider);
  }
  const cached = byProvider.get(provider);
  if (cached !== void 0) return cached;
  const cues = PROVIDER_CUES[provider] ?? [];
  const names = [];
  if (cues.length === 0) {
    byProvider.set(provider, names);
    return names;
  }
  const modulesByPhrase = /* @__PURE__ */ new Map();
  for (const module of new Set(snapshot.list({ provider }).map((record) => record.module))) {
    for (const phrase2 of new Set(servicePhrasesFor(provider, module).map((p) => analyse(p).join(" ")))) {
      modulesByPhrase.set(phrase2, [...modulesByPhrase.get(phrase2) ?? [], module]);
    }
  }
  for (const cue of cues) {
    const words3 = analyse(cue);
    const named = modulesByPhrase.get(words3.join(" ")) ?? [];
    const module = named.length === 1 ? named[0] : named.find((m) => analyse(m).join(" ") === words3.join(" "));
    if (module !== void 0 && words3.length > 0) names.push({ provider, module, words: words3, cue });
  }
  byProvider.set(provider, names);
  return names;
}
var UMBRELLA_MODULES = /* @__PURE__ */ new Set([
  "aws/ec2",
  "aws/ssm",
  "aws/iam",
  "aws/organizations",
  "azure-native/resources",
  "azure-native/network",
  "gcp/compute",
  "gcp/projects"
]);
function primaryResource(snapshot, service) {
  const described = new Set(
    servicePhrasesFor(service.provider, service.module).flatMap((phrase2) => analyse(phrase2))
  );
  const rank = (record) => {
    const [own = "", ...phrases] = nameWordSets(record);
    const carries = phrases.some((phrase2) => indexInOrder(service.words, phrase2.split(" ")) !== void 0);
    const ownWords = own.split(" ").filter((w) => w !== "");
    const describedBy = ownWords.length > 0 && ownWords.every((w) => described.has(w));
    return carries ? 2 : describedBy ? 1 : 0;
  };
  let best;
  let bestScore = 0;
  for (const record of snapshot.list({ provider: service.provider })) {
    if (record.module !== service.module || record.kind !== "resource" || record.deprecated !== void 0)
      continue;
    const named = rank(record);
    const score = named + recordPopularity(snapshot, record) * PRIMARY_POPULARITY_WEIGHT;
    if (named > 0 && score > bestScore) {
      best = record;
      bestScore = score;
    }
  }
  return best;
}
function coveredBy2(drafts, service) {
  return drafts.some(
    (d) => d.record.provider === service.provider && (d.record.module === service.module || servicePhrasesFor(d.record.provider, d.record.module).some(
      (phrase2) => indexInOrder(service.words, analyse(phrase2)) !== void 0
    ))
  );
}
var SERVICE_FOLLOWERS = new Set(
  "with for to and or that which when where while in on as via using so from by behind into at integration integrations service services cdn workflow workflows schedule notifications notification alerts alert messages message events event backend fanout trigger triggers".split(
    " "
  )
);
var PERMISSION_WORDS = /^(?:access|actions?|permissions?|operations?|privileges?|calls?|api|policy|policies)$/i;
var READS = /\b(?:download|fetch|pull|read|copy|copie|retriev|load|import|get)\w*\b/i;
function namesService(text, cue) {
  const pattern = new RegExp(`(?<![A-Za-z0-9])${cue.replace(/\s+/g, "\\s+")}(?![A-Za-z0-9])`, "gi");
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index).split(/[^A-Za-z0-9]+/).filter((w) => w !== "").slice(-3);
    const next = /^[\s-]*([A-Za-z0-9]+)/.exec(text.slice(match.index + match[0].length))?.[1];
    if (before.some((w) => PERMISSION_WORDS.test(w))) continue;
    if (before.at(-1)?.toLowerCase() === "from" && READS.test(text.slice(0, match.index))) continue;
    if (next === void 0 || SERVICE_FOLLOWERS.has(next.toLowerCase()) || /[a-z](?:ed|ing)$/i.test(next))
      return true;
  }
  return false;
}
var servicePrimaries = {
  id: "service-primaries",
  phase: "components",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const part of request.parts) {
      const head = part.text.slice(0, part.subordinateFrom);
      for (const provider of request.route.providers) {
        for (const service of serviceNames(snapshot, provider)) {
          if (!namesService(head, service.cue)) continue;
          if (UMBRELLA_MODULES.has(`${provider}/${service.module}`) || coveredBy2(work.components, service))
            continue;
          const record = primaryResource(snapshot, service);
          if (record === void 0) continue;
          work.add({
            id: newId(work.components, record),
            record,
            role: part.text.slice(0, 80),
            origin: "request",
            count: 1,
            values: [],
            alternatives: /* @__PURE__ */ new Set(),
            sentences: /* @__PURE__ */ new Set([part.sentence]),
            parts: [part.text],
            spans: [part.span]
          });
        }
      }
    }
    return work.edits;
  }
};

// src/plan/rules.ts
var OFFLINE_RULES = [
  // What the request's parts name.
  requestComponents,
  // A service named with nothing of it ("served through CloudFront").
  servicePrimaries,
  // "an Aurora cluster with two database instances" → ClusterInstance.
  qualifiedSiblings,
  // A rare resource a planned parent takes inline.
  inlineComponents,
  // A setting said of a component that is a resource of its own (a bucket's versioning).
  subResources,
  // A literal no planned component can hold (an e-mail address → a topic subscription).
  literalHolders,
  // What only a program's purpose says it needs (a REST API's deployment and stage).
  companions,
  // A component package the request names stands for what it makes.
  namedComponents,
  // The schemas' required references, and every relation between planned components.
  plumbing,
  // Stated values: literals, valid values said in words, switches.
  attachLiterals,
  attachValidValues,
  attachFlags,
  // A topic that delivers to several targets, one subscription each.
  fanOutSubscriptions,
  configKeys
];
function ruleOrder(rules) {
  return PLAN_PHASES.flatMap((phase) => rules.filter((rule) => rule.phase === phase));
}

// src/plan/offline-planner.ts
function memoisedSearch(engine) {
  const session = engine.session();
  const memo = /* @__PURE__ */ new Map();
  return (query) => {
    const key2 = JSON.stringify([query.text, query.limit, query.providers]);
    let result = memo.get(key2);
    if (result === void 0) {
      result = session.search(query);
      memo.set(key2, result);
    }
    return result;
  };
}
async function applyRules(rules, request, sources, draft = EMPTY_DRAFT) {
  let current = draft;
  for (const rule of ruleOrder(rules)) {
    const edits = await rule.run(current, request, sources);
    current = edits.reduce((plan, edit) => applyEdit(plan, edit, rule.id), current);
  }
  return current;
}
async function planOffline(request, deps) {
  const sources = { snapshot: deps.snapshot, search: memoisedSearch(deps.search) };
  const draft = await applyRules(OFFLINE_RULES, request, sources);
  const notes = [...draft.notes];
  if (draft.components.length === 0) {
    notes.push("no resource in the snapshot matches the request; name the cloud resources you want");
  }
  return {
    components: draft.components.map(finishComponent),
    relations: draft.relations,
    config: draft.config,
    source: "offline",
    notes
  };
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
    return this.once("route", () => routeRequest(this.text, this.options.providers, this.options.known));
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
function sessionChannels() {
  const sparse = /* @__PURE__ */ new Map();
  const dense = /* @__PURE__ */ new WeakMap();
  return {
    sparse(index, text) {
      const key2 = `${index.provider}\0${text}`;
      let results = sparse.get(key2);
      if (results === void 0) {
        results = DIRECT_CHANNELS.sparse(index, text);
        sparse.set(key2, results);
      }
      return results;
    },
    dense(index, vector, limit) {
      let byProvider = dense.get(vector);
      if (byProvider === void 0) {
        byProvider = /* @__PURE__ */ new Map();
        dense.set(vector, byProvider);
      }
      const key2 = `${index.provider}\0${limit}`;
      let hits = byProvider.get(key2);
      if (hits === void 0) {
        hits = DIRECT_CHANNELS.dense(index, vector, limit);
        byProvider.set(key2, hits);
      }
      return hits;
    }
  };
}
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
      source: sessionChannels(),
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

// src/shared/tokens.ts
import { Tiktoken } from "js-tiktoken/lite";
import o200kBase from "js-tiktoken/ranks/o200k_base";
var encoder;
function countTokens(text) {
  encoder ??= new Tiktoken(o200kBase);
  return encoder.encode(text).length;
}

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
  const words3 = requestText.split(/\s+/).filter((w) => w !== "").length;
  return Math.min(20, Math.max(8, Math.ceil(words3 / 6)));
}
function searchTermsMessages(requestText, providers) {
  const examples = providers.map((provider) => EXAMPLE_PHRASES[provider]).filter((phrase2) => phrase2 !== void 0);
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
    const plan = await planOffline(request, { snapshot: this.snapshot, search: session });
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
  countTokens,
  readRequest,
  EMPTY_DRAFT,
  applyEdit,
  finishComponent,
  referencedResource,
  plumbing,
  wirePlan,
  referenceSlots,
  MODEL_CANDIDATES,
  planOffline,
  queryEmbedderFor,
  createRegistrySearch
};
