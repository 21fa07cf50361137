import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  blockSaid,
  deepPathSaid,
  deepSlotSaid,
  deepSlotsTaking,
  inputSlots,
  listBinds,
  slotAccepts,
  slotValues,
  withoutListLevels
} from "./chunk-TOJYU2XC.js";
import {
  ASKING_VERB,
  countFor,
  phraseMatch,
  queryIntent
} from "./chunk-CAECT426.js";
import {
  programKnowledge
} from "./chunk-C5HLSNTV.js";
import {
  LITERAL_KINDS,
  MACHINE_COUNT,
  NUMBER_WORD_PATTERN,
  convertDuration,
  durationText,
  extractLiterals,
  givenNames,
  inputTimeUnit,
  isDomainName,
  isGivenName,
  numberSaid,
  scheduleAsAws,
  scheduleAsCron,
  writtenAsValue
} from "./chunk-FZZY5IOO.js";
import {
  catalog
} from "./chunk-SLCB7XZA.js";
import {
  exampleDeclarations,
  shippedInputUsage
} from "./chunk-IT7BPJE5.js";
import {
  nameWordSets
} from "./chunk-R4WVO343.js";
import {
  FUNCTION_WORDS,
  analyse,
  normaliseTerm,
  splitIdentifier,
  verbStem
} from "./chunk-7PC4ANSG.js";
import {
  builtAround,
  examplePopularity,
  madeResources,
  moduleName,
  recordName,
  replacementName
} from "./chunk-CZED2NF6.js";
import {
  COMPONENT_PACKAGES,
  GLOSSARY,
  PROVIDER_CUES,
  PROVIDER_NAMES,
  VOCABULARY,
  memoByObject,
  memoByString,
  namePhrasesFor,
  providerPhrasesFor,
  servicePhrasesFor
} from "./chunk-IHLDDTAE.js";

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
      const span = edit.span ?? component.spans[0];
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
var ROLE_POLICY = "aws:iam/rolePolicy:RolePolicy";
var ROLE_POLICY_FORMS = [
  "aws:iam/rolePolicyAttachment:RolePolicyAttachment",
  "aws:iam/policy:Policy",
  `${ROLE}#inlinePolicies`
];
var ROLE_GRANT = { add: [ROLE_POLICY], standIns: ROLE_POLICY_FORMS };
var OBJECT_LIFECYCLE = /\b(?:expir(?:e|es|ed|ing|ation)|older\s+than|(?:move[sd]?|moving|transition(?:s|ed|ing)?)\s+(?:[\w-]+\s+){0,3}?to\s+(?:the\s+)?(?:glacier|deep[\s_-]archive|standard[\s_-]ia|one[\s_-]zone|intelligent[\s_-]tiering|infrequent[\s_-]access))\b/i;
var PUBLICLY_READ = /\bpublic(?:ly)?\s+(?:accessible|readable|read)\b/i;
var PUBLIC_ACCESS = /\b(?:private|public(?:ly)?\s+(?:access|accessible)|block(?:s|ing)?\s+public)\b/i;
var OBJECT_EVENTS = /\b(?:notif\w*|trigger\w*|upload\w*|object[- ]created|new objects?)\b/i;
var EVENTBRIDGE_EVENTS = /\beventbridge\s+(?:notifications?|events?)\b|\b(?:events?|notifications?)\s+to\s+eventbridge\b/i;
var TOPIC_DELIVERY = /\b(?:subscri\w*|fan-?(?:out|in)s?|fans?\s+(?:out|in)|fanning\s+(?:out|in)|deliver\w*)\b/i;
var FEEDS = /\b(?:trigger\w*|event\s+source|consum\w*|poll\w*|receiv\w*\s+(?:(?:up\s+to|at\s+most)\s+)?(?:\d+\s+)?(?:messages|records)|(?:messages|records)\s+per\s+batch)\b/i;
var SCHEDULE = new RegExp(
  String.raw`\b(?:every\s+(?:\d+\s+|(?:${NUMBER_WORD_PATTERN}|other)\s+)?(?:minute|hour|day|night|week|month)s?|daily|hourly|nightly|weekly|on\s+a\s+schedule|(?:cron|rate)\s+(?:expression|schedule)|eventbridge\s+schedule)\b`,
  "i"
);
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
  { when: [BUCKET], said: PUBLICLY_READ, add: ["aws:s3/bucketPolicy:BucketPolicy"] },
  // Objects that expire or move to another storage class do so by the bucket's lifecycle rules.
  {
    when: [BUCKET],
    said: OBJECT_LIFECYCLE,
    add: ["aws:s3/bucketLifecycleConfiguration:BucketLifecycleConfiguration"]
  },
  // A Cloud Storage bucket is read by everyone through an IAM member (`allUsers`), not a policy document.
  {
    when: ["gcp:storage/bucket:Bucket"],
    said: PUBLICLY_READ,
    add: ["gcp:storage/bucketIAMMember:BucketIAMMember"]
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
  { when: [TOPIC, LAMBDA], said: TOPIC_DELIVERY, add: ["aws:sns/topicSubscription:TopicSubscription"] },
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
    said: TOPIC_DELIVERY,
    anywhere: true,
    add: ["aws:sns/topicSubscription:TopicSubscription", "aws:sqs/queuePolicy:QueuePolicy"]
  },
  { when: [BUCKET_NOTIFICATION, QUEUE], add: ["aws:sqs/queuePolicy:QueuePolicy"] },
  // A function is invoked by another service only with its permission; a bucket that sends its events to
  // EventBridge invokes nothing itself.
  { when: [BUCKET_NOTIFICATION, LAMBDA], unsaid: EVENTBRIDGE_EVENTS, add: [PERMISSION] },
  { when: ["aws:apigateway/integration:Integration", LAMBDA], add: [PERMISSION] },
  { when: ["aws:apigatewayv2/integration:Integration", LAMBDA], add: [PERMISSION] },
  { when: [EVENT_TARGET, LAMBDA], add: [PERMISSION] },
  { when: ["aws:sns/topicSubscription:TopicSubscription", LAMBDA], add: [PERMISSION], connects: true }
];
var ACCESS = [
  // A function that calls AWS APIs through the SDK needs its role to allow those calls, beyond running.
  { when: [LAMBDA], said: /\b(?:aws\s+)?sdk\b/i, ...ROLE_GRANT },
  {
    when: [ROLE],
    unless: [ROLE_POLICY],
    said: ROLE_ACCESS,
    add: ["aws:iam/policy:Policy"]
  },
  // A function said to read or write the program's table, bucket or queue needs its role allowed to: an
  // inline policy of the role, as most programs write it (the role's takers: 48 inline policies, 19 policies).
  ...["aws:dynamodb/table:Table", BUCKET, QUEUE].map((store) => ({
    when: [LAMBDA, store],
    unless: ["aws:iam/policy:Policy"],
    said: DATA_USE,
    ...ROLE_GRANT
  })),
  // A function fed by a queue or stream polls it with its own role, which must be allowed to.
  {
    when: [LAMBDA, "aws:lambda/eventSourceMapping:EventSourceMapping"],
    unless: ["aws:iam/policy:Policy"],
    ...ROLE_GRANT
  },
  // A state machine's role must be allowed to invoke the functions it calls.
  { when: [STATE_MACHINE, LAMBDA], unless: ["aws:iam/policy:Policy"], ...ROLE_GRANT }
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
var PUBLIC_SUBNETS = /\b(?:private\s*(?:and|&|\/|,)\s*)?public(?:\s*(?:and|&|\/|,)\s*private)?\s+subnets?\b/i;
var NETWORK = [
  // A public subnet is one routed to an internet gateway ("public subnets", "public and private subnets").
  { when: [SUBNET], said: PUBLIC_SUBNETS, add: ["aws:ec2/internetGateway:InternetGateway"] },
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
  // A route table routes a subnet's traffic only through the subnet's association with it.
  {
    when: ["aws:ec2/routeTable:RouteTable", SUBNET],
    add: ["aws:ec2/routeTableAssociation:RouteTableAssociation"]
  },
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
  ...["aws:elasticache/cluster:Cluster", "aws:elasticache/replicationGroup:ReplicationGroup"].map(
    (token) => ({
      when: [token, SUBNET],
      add: ["aws:elasticache/subnetGroup:SubnetGroup"]
    })
  ),
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

// src/snapshot/provider-scopes.ts
var PROVIDER_DEFAULT = /\bprovider\b.*\b(?:used|default)\b|\b(?:not (?:provided|specified|set)|defaults?)\b.*\bprovider\b/i;
function scopeInputs(snapshot, provider) {
  const known = counted(snapshot);
  const cached = known.get(provider);
  if (cached !== void 0) return cached;
  const resources = snapshot.list({ provider }).filter((r) => r.kind === "resource");
  const counts = /* @__PURE__ */ new Map();
  for (const record of resources)
    for (const input of record.inputs)
      if (PROVIDER_DEFAULT.test(input.doc)) counts.set(input.name, (counts.get(input.name) ?? 0) + 1);
  const inputs = new Set([...counts].filter(([, n]) => n * 2 >= resources.length).map(([name]) => name));
  known.set(provider, inputs);
  return inputs;
}
var counted = memoByObject((_snapshot) => /* @__PURE__ */ new Map());
function isProviderScope(snapshot, record) {
  const name = recordName(record);
  return scopeInputs(snapshot, record.provider).has(name.charAt(0).toLowerCase() + name.slice(1));
}

// src/plan/kind-inputs.json
var kind_inputs_default = {
  $comment: "Which inputs a kind of literal may go to, read by src/plan/kind-inputs.ts. Patterns are regular expressions over input names (case-insensitive unless listed in caseSensitive); {MACHINE_COUNT} stands for the nouns a count of machines is said with (literals.ts).",
  kinds: {
    email: "email|endpoint$",
    url: "endpoint|url$|uri$",
    cidr: "cidr|addressPrefix(?:es)?$",
    ip: "ip(?:address)?$|address$",
    "instance-type": "^(?:instanceClass|instanceTypes?|nodeType|vmSize|machineType|size)$",
    "availability-zone": "availabilityZone(?:Name)?s?$|^zones?$",
    region: "^(?:location|region)$",
    port: "ports?$|portRanges?$",
    number: "^$",
    quoted: "^$",
    engine: "^engine$",
    "event-name": "events?$",
    schedule: "^schedule(?:Expression)?$",
    role: "^role$",
    "http-method": "^(?:httpMethod|method|routeKey)$",
    "resource-id": "Ids?$|subnets$|securityGroups$|^ami$",
    arn: "Arns?$|^arn$|Actions$",
    image: "^image(?:Uri|Url|Name)?$",
    tag: "^tags$",
    entry: "^$"
  },
  caseSensitive: ["region", "schedule", "role", "http-method"],
  units: [
    { unit: "(?:/|per)\\s*s(?:ec(?:ond)?)?$", inputs: "rate" },
    { unit: "seconds?|secs?", inputs: "ttl|timeout|seconds|period|interval|delay" },
    { unit: "minutes?|mins?", inputs: "minutes|timeout|period|interval" },
    { unit: "days?", inputs: "days|retention|expiration" },
    { unit: "gb|gib|tb", inputs: "size|storage|capacity|gb" },
    { unit: "mb|mib", inputs: "memory|size|mb" },
    { unit: "per\\s+\\w+|requests?", inputs: "rate|limit|quota|burst" },
    { unit: "{MACHINE_COUNT}", inputs: "count|size|capacity|replicas|desired" },
    { unit: "characters?", inputs: "length" },
    { unit: "messages?", inputs: "batchSize" },
    { unit: "%|percent", inputs: "percent|threshold|target|utilization" }
  ],
  $measuresComment: 'Units of measure by their sort: a number said in one sort ("48 hours") is no value of an input whose name says a unit of another (`maxRecordSizeInKib`).',
  measures: {
    time: "^(?:seconds?|secs?|minutes?|mins?|hours?|days?|weeks?|months?)$",
    size: "^(?:kib|mib|gib|tib|kb|mb|gb|tb|bytes?)$"
  },
  $sizedComment: "Words of an input's name or doc that say it holds an amount of data: a number said in bytes (\"1 GB\") goes to no other input (a task's `cpu`).",
  sized: "^(?:size|sized|storage|capacity|memory|disk|disks|volume|bytes?|kib|mib|gib|tib|kb|mb|gb|tb|gigabytes?|megabytes?)$",
  size: {
    parent: "(?:^|\\.)sku$",
    doc: "\\b(?:instance|machine|node|vm|compute)\\s+(?:type|class|size)\\b"
  },
  percent: {
    name: "percent|utili[sz]ation|threshold|target",
    doc: "percent|utili[sz]ation"
  },
  structured: ["email", "url", "cidr", "ip", "resource-id", "arn", "image"],
  addresses: ["email", "cidr", "ip"],
  onlyItsKind: [
    "schedule",
    "role",
    "region",
    "http-method",
    "resource-id",
    "arn",
    "image",
    "tag",
    "port",
    "entry"
  ],
  idNouns: {
    subnet: "subnet",
    vpc: "vpc",
    sg: "securitygroup",
    ami: "ami|image",
    igw: "internetgateway",
    rtb: "routetable",
    nat: "natgateway",
    eni: "networkinterface",
    vol: "volume",
    snap: "snapshot",
    vpce: "vpcendpoint",
    tgw: "transitgateway",
    lt: "launchtemplate",
    eipalloc: "allocation|eip",
    i: "instance",
    Z: "zone|hostedzone"
  },
  nameConnectives: ["after", "before", "until", "since", "per", "within", "during"],
  $portSidesComment: "Words of a port input's name that say which end or side of a connection the port is on, not what other thing it belongs to: `destinationPortRange` is a rule's own port, `transitEncryptionPort` an EFS volume's.",
  portSides: [
    "source",
    "destination",
    "target",
    "range",
    "ranges",
    "listen",
    "listener",
    "host",
    "inbound",
    "outbound",
    "ingress",
    "egress",
    "start",
    "end",
    "min",
    "max",
    "public",
    "private",
    "local",
    "remote",
    "frontend",
    "backend"
  ]
};

// src/plan/kind-inputs.ts
var compile = (source, caseSensitive2 = false) => new RegExp(source.replace("{MACHINE_COUNT}", MACHINE_COUNT), caseSensitive2 ? "" : "i");
function kindSet(listed) {
  const known = new Set(LITERAL_KINDS);
  const unknown = listed.filter((kind) => !known.has(kind));
  if (unknown.length > 0) throw new Error(`kind-inputs.json: unknown literal kinds ${unknown.join(", ")}`);
  return new Set(listed);
}
var caseSensitive = kindSet(kind_inputs_default.caseSensitive);
var kinds = kind_inputs_default.kinds;
var KIND_INPUTS = Object.fromEntries(
  LITERAL_KINDS.map((kind) => [kind, compile(kinds[kind], caseSensitive.has(kind))])
);
var UNIT_INPUTS = kind_inputs_default.units.map(
  ({ unit, inputs }) => [compile(unit), compile(inputs)]
);
var MEASURES = Object.entries(kind_inputs_default.measures).map(([sort, unit]) => [sort, compile(unit)]);
function measureOf(unit) {
  return MEASURES.find(([, pattern]) => pattern.test(unit))?.[0];
}
function measuresOtherSort(inputName, unit) {
  const said2 = measureOf(unit);
  if (said2 === void 0) return false;
  return splitIdentifier(inputName).some((word) => {
    const sort = measureOf(word);
    return sort !== void 0 && sort !== said2;
  });
}
var SIZED = compile(kind_inputs_default.sized);
function holdsData(slot) {
  const words4 = [...splitIdentifier(slot.input.name), ...slot.input.doc.split(/[^A-Za-z]+/)];
  return words4.some((word) => SIZED.test(word));
}
var STRUCTURED = kindSet(kind_inputs_default.structured);
var ADDRESSES = kindSet(kind_inputs_default.addresses);
var ONLY_ITS_KIND = kindSet(kind_inputs_default.onlyItsKind);
function namesIdKind(id, name, whole = false) {
  const noun = idNoun(id);
  return noun !== void 0 && new RegExp(whole ? `^(?:${noun})$` : noun, "i").test(name);
}
function idNoun(id) {
  const prefix = /^Z[0-9A-Z]+$/.test(id) ? "Z" : id.split("-")[0] ?? "";
  return kind_inputs_default.idNouns[prefix];
}
function docTakesIdKind(id, doc) {
  const noun = idNoun(id);
  if (noun === void 0) return false;
  const whole = new RegExp(`^(?:${noun})$`);
  const words4 = (doc.split(/\.(?:\s|$)/)[0] ?? "").toLowerCase().split(/[^a-z0-9]+/);
  return words4.some(
    (_, i) => [1, 2].some(
      (n) => whole.test(words4.slice(i, i + n).join("")) && /^(?:ids?|identifiers?)$/.test(words4[i + n] ?? "")
    )
  );
}
var NAME_CONNECTIVES = new Set(kind_inputs_default.nameConnectives);
var PORT_SIDES = new Set(analyse(kind_inputs_default.portSides.join(" ")));
var SIZE_PARENT = compile(kind_inputs_default.size.parent);
var SIZE_DOC = compile(kind_inputs_default.size.doc);
var PERCENT_NAME = compile(kind_inputs_default.percent.name);
var PERCENT_DOC = compile(kind_inputs_default.percent.doc);
function takesSize(slot) {
  return KIND_INPUTS["instance-type"].test(slot.input.name) || SIZE_PARENT.test(slot.parent) || SIZE_DOC.test(slot.input.doc);
}
function takesPercent(slot) {
  return PERCENT_NAME.test(slot.input.name) || PERCENT_DOC.test(slot.input.doc);
}

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
function clauseComponents(drafts, request, words4) {
  const position = words4.start;
  const inside = (span, part) => span.start >= part.span.start && span.end <= part.span.end;
  const itself = (d) => d.spans.every((span) => span.start >= words4.start - 1 && span.end <= words4.end + 1);
  const named2 = (part) => drafts.filter((d) => !itself(d) && d.spans.some((span) => inside(span, part)));
  const at = request.parts.findLastIndex((p) => p.span.start <= position);
  const sentence = request.parts[at]?.sentence;
  for (let i = at; i >= 0 && request.parts[i]?.sentence === sentence; i--) {
    const found = named2(request.parts[i]);
    if (found.length > 0) return new Set(found.map((d) => d.id));
  }
  return /* @__PURE__ */ new Set();
}

// src/plan/existing-things.ts
var OWNED_BEFORE = String.raw`\b(?:the\s+(?:default|latest)|(?:an?|the)\s+existing|existing|my|our|your)\s+(?:[\w.-]+[\s/]+){0,2}?`;
var OWNED_AFTER = String.raw`s?\s+(?:(?:that|which)\s+)?(?:(?:I|we|you)\s+already\s+(?:have|own|use)|already\s+exists?)\b`;
var FROM_CONFIG = /\b(?:(?:comes?|coming|given|read|taken|passed|supplied|provided)\s+)?(?:from|in|as|via)\s+(?:an?\s+|the\s+)?(?:(?:secret|stack|pulumi)\s+)?config(?:uration)?(?:\s+values?)?\b/i;
var HANDLE = /^(?:id|ids|name|names|arn|arns)$/i;
var escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function namePatterns(record) {
  return [...new Set(nameWordSets(record))].filter((phrase2) => phrase2 !== "").sort((a, b) => b.length - a.length).map(
    (phrase2) => phrase2.split(" ").map(escape).join(String.raw`[\s-]+`)
  );
}
function mentions(request, component) {
  return component.spans.map((span) => request.text.slice(span.start, span.end));
}
function owned(record, texts, scope) {
  if (texts.length === 0) return false;
  return namePatterns(record).some((name) => {
    const prefix = /^default\b/.test(name) || scope ? String.raw`(?:\b(?:the|this)\s+(?:current\s+)?|${OWNED_BEFORE})` : OWNED_BEFORE;
    const before = new RegExp(`${prefix}${name}s?\\b`, "i");
    const after = new RegExp(`\\b${name}${OWNED_AFTER}`, "i");
    return texts.every((text) => before.test(text) || after.test(text));
  });
}
function camelKey(words4) {
  return words4.map((w) => w.toLowerCase()).map((w, i) => i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)).join("");
}
function configuredFrom(request, record) {
  const names = namePatterns(record);
  for (const [at, part] of request.parts.entries()) {
    const match = FROM_CONFIG.exec(part.text);
    if (match === null) continue;
    const subjects = [{ part, text: part.text.slice(0, match.index), end: match.index + match[0].length }];
    let next = part;
    for (let before = at - 1; before >= 0; before -= 1) {
      const joined = request.parts[before];
      if (joined === void 0 || !joinedHandle(request, joined, next)) break;
      subjects.push({ part: joined, text: joined.text, end: joined.text.length });
      next = joined;
    }
    for (const subject of subjects) {
      const config = configKey(names, subject.text, subject.part.span.start, subject.end, match[0]);
      if (config !== void 0) return config;
    }
  }
  return void 0;
}
function joinedHandle(request, part, next) {
  const gap = request.text.slice(part.span.end, next.span.start);
  const last = part.text.trim().split(/\s+/).at(-1) ?? "";
  return part.sentence === next.sentence && /^[\s,]*(?:and\s*)?$/i.test(gap) && HANDLE.test(last);
}
function configKey(names, text, start, end, clause) {
  const subject = text.replace(/^\s*(?:and|with|while|but)\s+/i, "").replace(/\b(?:is|are|should|must|will|be|can)\b/gi, " ").replace(/[\s,]+$/, "").trim();
  for (const name of names) {
    const said2 = new RegExp(`^(?:(?:the|its|an?|their)\\s+)?${name}s?(?:\\s+([\\w-]+))?$`, "i").exec(subject);
    if (said2 === null || said2[1] !== void 0 && !HANDLE.test(said2[1])) continue;
    const words4 = subject.split(/[\s-]+/).filter((w) => !/^(?:the|its|an?|their)$/i.test(w));
    return {
      key: camelKey(words4),
      secret: false,
      values: [],
      text: `${subject} ${clause}`,
      span: { start, end: start + end }
    };
  }
  return void 0;
}
function readAsExisting(request, snapshot, component, texts) {
  const config = configuredFrom(request, component.record);
  const has = owned(component.record, texts, isProviderScope(snapshot, component.record));
  const ids = config === void 0 && !has ? idsOf(request, component.record) : [];
  if (config === void 0 && !has && ids.length === 0) return [];
  const what = splitIdentifier(recordName(component.record)).join(" ").toLowerCase();
  const from = config === void 0 ? "" : ` from config \`${config.key}\``;
  const first = ids[0];
  const last = ids.filter((id) => first && request.sentenceOf(id.start) === request.sentenceOf(first.start)).at(-1);
  const span = first === void 0 || last === void 0 ? {} : { span: { start: literalSpan(first).start, end: literalSpan(last).end } };
  return [
    { kind: "existing", id: component.id, text: config?.text ?? texts[0] ?? what, ...span },
    { kind: "note", text: `the ${what} exists already: read${from}, not created` },
    ...config === void 0 ? [] : [{ kind: "config", config }]
  ];
}
function idsOf(request, record) {
  return request.literals.filter(
    (literal) => literal.kind === "resource-id" && namesIdKind(String(literal.value), recordName(record), true)
  );
}
function namedOnlyAsConfig(record, texts) {
  const names = namePatterns(record).map((name) => new RegExp(`\\b${name}s?\\b`, "i"));
  const from = new RegExp(FROM_CONFIG.source, "gi");
  return texts.length > 0 && texts.every((text) => {
    const rest = text.replace(from, " ");
    return rest !== text && names.some((n) => n.test(text)) && !names.some((n) => n.test(rest));
  });
}
function readAsConfig(component, texts) {
  if (!namedOnlyAsConfig(component.record, texts)) return [];
  const what = splitIdentifier(recordName(component.record)).join(" ").toLowerCase();
  return [
    { kind: "remove", id: component.id },
    { kind: "note", text: `"${texts[0]?.trim() ?? what}" reads a config value, not a new ${what}` }
  ];
}
var existingThings = {
  id: "existing-things",
  phase: "components",
  run(draft, request, { snapshot }) {
    return draft.components.filter((component) => component.origin === "request").flatMap((component) => {
      const texts = mentions(request, component);
      const asConfig = readAsConfig(component, texts);
      return asConfig.length > 0 ? asConfig : readAsExisting(request, snapshot, component, texts);
    });
  }
};

// src/language/module-words.ts
var capitalised = (word) => word !== void 0 && /^[A-Z]/.test(word[0]);
var longerName = (word) => capitalised(word) && PROVIDER_NAMES[word?.[0].toLowerCase() ?? ""] === void 0;
function moduleWrittenApart(moduleName2, text) {
  const words4 = [...text.matchAll(/[A-Za-z0-9]+/g)];
  for (let start = 0; start < words4.length; start++) {
    for (const n of [2, 3]) {
      const run = words4.slice(start, start + n);
      if (run.length < n || !run.every(capitalised)) continue;
      if (run.map((word) => word[0]).join("").toLowerCase() !== moduleName2)
        continue;
      if (longerName(words4[start - 1]) || longerName(words4[start + n])) continue;
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
  return joined === whole ? next : pastVersion(sequence, at);
}
var VERSION_PART = /^v\d+$/;
function pastVersion(sequence, at) {
  let next = at + 1;
  while (VERSION_PART.test(sequence[next] ?? "")) next++;
  if (next === at + 1) return next;
  for (let start = at; start >= 1; start--) {
    if (sequence[start - 1] === sequence.slice(start, next).join("")) return next;
  }
  return at + 1;
}
function indexInOrder(words4, sequence) {
  if (words4.length === 0) return void 0;
  const matchesAt = (start) => {
    let at = start;
    for (const [j, word] of words4.entries()) {
      if (sequence[at] !== word) return false;
      if (j < words4.length - 1) at = afterWord(sequence, at);
    }
    return true;
  };
  for (let i = 0; i < sequence.length; i++) {
    if (matchesAt(i)) return i;
  }
  return void 0;
}
function saidLoosely(words4, sequence) {
  for (let start = 0; start < sequence.length; start++) {
    if (sequence[start] !== words4[0]) continue;
    let at = start;
    let ok = true;
    for (const word of words4.slice(1)) {
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

// src/plan/regional-variants.ts
var REACH = 3;
function regionalVariant(snapshot, record, partWords, at) {
  const said2 = partWords.slice(Math.max(0, at - REACH), at);
  if (!said2.includes(analyse("regional")[0] ?? "regional")) return record;
  const name = recordName(record);
  const variant = snapshot.get(`${record.provider}:${record.module}/region${name}:Region${name}`);
  return variant !== void 0 && variant.kind === "resource" && variant.deprecated === void 0 ? variant : record;
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
  /** A count said with the noun the input's name says ("2 replicas" to `replicas`, not a node pool's `nodeCount`). */
  countedNoun: 3,
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
  /** …and more when the phrase is the input's whole name ("the `Payments` namespace" → `namespace`). */
  phraseWhole: 3,
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
  /** An amount of data, to an input whose name or doc says the unit of data it takes ("in MiB"). */
  size: 4,
  /** A count of things said before them ("3 availability zones"), to the input that counts them. */
  counted: 5,
  /** How long something is kept ("kept for 35 days"), to an input that deletes or expires it. */
  kept: 3,
  /** An age ("older than 30 days"), to an input that measures an object's age. */
  aged: 4
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

// src/plan/sub-resources.ts
var GENERIC = /* @__PURE__ */ new Set(["configuration", "config", "rule", "setting", "status", "block"]);
var RULED_OUT_BY = { website: ["private"] };
function lowerWords(name) {
  return splitIdentifier(name).map((w) => w.toLowerCase());
}
var modules = /* @__PURE__ */ new WeakMap();
function moduleResources(snapshot, record) {
  return resourcesOfModule(snapshot, record.provider, record.module);
}
function resourcesOfModule(snapshot, provider, module) {
  let byModule = modules.get(snapshot);
  if (byModule === void 0) {
    byModule = /* @__PURE__ */ new Map();
    modules.set(snapshot, byModule);
  }
  const key = `${provider}/${module}`;
  let list = byModule.get(key);
  if (list === void 0) {
    list = snapshot.list({ provider, kind: "resource" }).filter((r) => r.module === module);
    byModule.set(key, list);
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
function settingSaid(inputName, saidWords) {
  const said2 = saidWords.map(verbStem);
  const words4 = lowerWords(inputName).map((w) => analyse(w)[0] ?? "").filter((w) => w !== "" && !GENERIC.has(w));
  const key = words4.map(verbStem);
  const head = words4[words4.length - 1] ?? "";
  const saidHead = key.length >= 2 && head.length >= SETTING_HEAD_MIN_LENGTH && said2.includes(verbStem(head));
  return key.length > 0 && (saidLoosely(key, said2) || saidHead);
}
var subResources = {
  id: "sub-resources",
  phase: "components",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const parent of draft.components) {
      if (parent.origin !== "request") continue;
      const said2 = [...parent.sentences].flatMap((i) => analyse(request.sentences[i] ?? ""));
      const saidOfParent = new Set(parent.parts.flatMap((part) => analyse(part)));
      for (const input of parent.record.inputs) {
        if ((input.typeRefs?.length ?? 0) === 0 && !/policy/i.test(input.name)) continue;
        if (!settingSaid(input.name, said2)) continue;
        if (RULED_OUT_BY[input.name]?.some((word) => saidOfParent.has(word))) continue;
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
var allIn = (words4, terms) => words4.length > 0 && words4.every((w) => terms.has(w));
function writtenAsName(word, sentence) {
  const escaped = word.replace(/s$/, "").replace(/[^\w]/g, "\\$&");
  return [...sentence.matchAll(new RegExp(`\\b${escaped}`, "gi"))].some((m) => /[A-Z]/.test(m[0]));
}
var API_GROUP = /\.v\d+(?:(?:alpha|beta)\d+)?$/;
function serviceNamed(record, terms, sentence) {
  const own = new Set(ownNameWords(record));
  const moduleName2 = record.module.split(".")[0] ?? record.module;
  const apiGroup = API_GROUP.test(record.module) && !(own.size === 1 && [...own].some((w) => onlyModifier(w, sentence ?? "")));
  const provider = record.module === "index" || apiGroup ? providerPhrasesFor(record.provider) : [];
  if (sentence !== void 0 && provider.some((phrase2) => allIn(analyse(phrase2), terms) && writtenAsName(phrase2, sentence)))
    return true;
  if (sentence !== void 0 && moduleWrittenApart(moduleName2, sentence) !== void 0) return true;
  return servicePhrasesFor(record.provider, record.module).some((phrase2) => {
    const words4 = analyse(phrase2);
    if (!allIn(words4, terms) || words4.every((w) => own.has(w))) return false;
    if (sentence === void 0 || own.size > 1 || words4.length > 1 || phrase2 === moduleName2) return true;
    return writtenAsName(phrase2, sentence);
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
  const ownService = servicePhrasesFor(record.provider, record.module).map((phrase2) => analyse(phrase2)).filter((words4) => words4.length >= 2);
  const afterOwnService = (i) => ownService.some((words4) => words4.every((w, j) => partWords[i - words4.length + j] === w));
  return partWords.some(
    (word, i) => word === head && (known(partWords[i - 1], head) && adjacent(partWords[i - 1], head) && !afterOwnService(i) || known(head, partWords[i + 1]) && adjacent(head, partWords[i + 1]))
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
function holdersRest(snapshot, record) {
  if (restsKnown.has(record)) return restsKnown.get(record);
  const own = ownNameWords(record);
  const names = new Set(moduleResources(snapshot, record).map((r) => ownNameWords(r).join(" ")));
  let rest;
  for (let cut = own.length - 2; cut >= 1 && rest === void 0; cut--) {
    if (names.has(own.slice(0, cut).join(" "))) rest = own.slice(cut);
  }
  restsKnown.set(record, rest);
  return rest;
}
var restsKnown = /* @__PURE__ */ new WeakMap();
function nameSpan(record, snapshot, partWords, sentenceTerms, moduleKnown, sentence, serviceSaid = () => serviceNamed(record, sentenceTerms, sentence)) {
  const partTerms = new Set(partWords);
  const own = ownNameWords(record);
  const head = own[own.length - 1];
  const primarySaid = moduleKnown && own.length === 1 && head !== void 0 && modulePrimary(snapshot, record) && determined(head, sentence ?? "");
  const service = moduleKnown && own.length >= 2 || primarySaid || serviceSaid();
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
  const rest = moduleKnown ? holdersRest(snapshot, record) : void 0;
  const restAt = rest === void 0 ? void 0 : indexInOrder(rest, partWords);
  if (rest !== void 0 && restAt !== void 0) return { at: restAt, length: rest.length };
  const inPart = own.filter((w) => partTerms.has(w));
  const inPartAt = indexInOrder(inPart, partWords);
  if (service && head !== void 0 && partTerms.has(head) && allIn(own, sentenceTerms) && !onlyModifier(head, sentence ?? "")) {
    if (inPartAt !== void 0) return { at: inPartAt, length: inPart.length };
    if (determined(head, sentence ?? "")) return { at: partWords.indexOf(head), length: 1, loose: true };
  }
  const serviceBesides = (word) => serviceNamed(record, new Set([...sentenceTerms].filter((t) => t !== word)), sentence);
  const popular = (word) => (providerFacts(snapshot, record.provider).popularity.get(record.token) ?? 0) >= CHOICE.popular && standsAlone(word, partWords, sentence ?? "");
  for (const set of nameWordSets(record).slice(1)) {
    const words4 = set.split(" ").filter((w) => w !== "");
    const at = indexInOrder(words4, partWords);
    const initials = own.length >= 2 && words4.length === 1 && words4[0] === own.map((w) => w[0]).join("");
    const word = words4[0] ?? "";
    const headOf = own.length >= 2 && word === own[own.length - 1] && (serviceBesides(word) || soleHead(snapshot, record, word) && standsAlone(word, partWords, sentence ?? "")) && !onlyModifier(word, sentence ?? "");
    const oneWord = initials || own.length === 1 && (service || popular(word)) || headOf;
    if ((words4.length >= 2 || oneWord) && at !== void 0) {
      return { at, length: words4.length };
    }
  }
  return void 0;
}
var PHRASE_END = /^(?:and|or|but|with|without|for|in|on|at|to|of|from|by|that|which|who|where|whose|named|called|titled|as|is|are|behind|into|using|via|per|when|so)$/i;
function saidOnlyAsVerb(word, sentence) {
  const escaped = word.replace(/[^\w]/g, "\\$&");
  const said2 = [
    ...sentence.matchAll(
      new RegExp(`(?:(\\w+)\\s+)?\\b${escaped}(e?s)?\\b(?:\\s+([\\w'"\`$][\\w'-]*))?`, "gi")
    )
  ];
  const asVerb = ([, before, ending, after]) => /^(?:that|which|who)$/i.test(before ?? "") && ending !== void 0 && after !== void 0 && !PHRASE_END.test(after);
  return said2.length > 0 && said2.every(asVerb);
}
var HELD_DATA = /* @__PURE__ */ new Set(["object", "item"]);
function saidOnlyAsContents(word, sentence) {
  const said2 = [...sentence.matchAll(new RegExp(`(?:(\\w+)\\s+)?(?:(\\w+)\\s+)?\\b${word}(s?)\\b`, "gi"))];
  const uncounted = (before) => !/^(?:\d+|one|two|three|four|five|some|few)$/i.test(before ?? "");
  const contents = ([, , before, plural]) => plural === "s" && HELD_DATA.has(word) && uncounted(before);
  const object = ([, relative, verb, plural]) => plural === "s" && /^(?:that|which)$/i.test(relative ?? "") && /[a-z]s$/i.test(verb ?? "");
  return said2.length > 0 && said2.every((m) => contents(m) || object(m));
}
var WRITTEN_NAME = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$/;
function onlyModifier(word, sentence) {
  const escaped = word.replace(/[^\w]/g, "\\$&");
  const next = new RegExp(
    `(?:\\b([\\w-]+)\\s+)?\\b${escaped}(s?)\\b(?:\\s+([A-Za-z][\\w-]*)(?:\\s+([\\w'"\`$][\\w'-]*))?)?`,
    "gi"
  );
  const said2 = [...sentence.matchAll(next)];
  const verb = (after, more) => /(?:ing|ed|[^s]s)$/i.test(after) && more !== void 0 && !PHRASE_END.test(more);
  const modifies = ([, before, plural, after, more]) => after !== void 0 && !PHRASE_END.test(after) && !verb(after, more) && !WRITTEN_NAME.test(after) && !(plural === "s" && numberSaid(before ?? "") !== void 0);
  return said2.length > 0 && said2.every(modifies);
}
var LONGER_PHRASES_BY_MODIFIER = (() => {
  const byWord = /* @__PURE__ */ new Map();
  for (const entry of GLOSSARY) {
    for (const words4 of entry.terms.map((term) => analyse(term)).filter((w) => w.length >= 2)) {
      for (const word of new Set(words4.slice(0, -1))) {
        const list = byWord.get(word);
        if (list === void 0) byWord.set(word, [words4]);
        else list.push(words4);
      }
    }
  }
  return byWord;
})();
var QUANTITIES = /^(?:pair|couple|set|number|handful|lot|lots|dozen)$/i;
function standsAlone(word, partWords, sentence) {
  const modified = LONGER_PHRASES_BY_MODIFIER.get(word) ?? [];
  if (modified.some((phrase2) => indexInOrder(phrase2, partWords) !== void 0)) return false;
  const escaped = word.replace(/[^\w]/g, "\\$&");
  if (new RegExp(`\\bto\\s+${escaped}`, "i").test(sentence)) return false;
  const after = new RegExp(`\\b(\\w+)\\s+of\\s+((?:[\\w.-]+\\s+){0,2})${escaped}`, "gi");
  return [...sentence.matchAll(after)].every(
    (m) => QUANTITIES.test(m[1] ?? "") || /^an?\s/i.test(m[2] ?? "")
  );
}
function knownByName(record, popularity) {
  return popularity > 0 || namePhrasesFor(record.provider, record.module, recordName(record)).length > 0;
}
function namePhraseSpan(record, partWords) {
  for (const set of nameWordSets(record).slice(1)) {
    const words4 = set.split(" ").filter((w) => w !== "");
    const at = indexInOrder(words4, partWords);
    if (words4.length >= 2 && at !== void 0) return { at, length: words4.length };
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
  const apposed = [...text.matchAll(APPOSED_IDENTIFIER)].map((m) => ({ start: m.index, text: m[0] }));
  const literals = extractLiterals(text);
  const quoted = literals.filter(writtenAsValue);
  return [...givenNames(text, literals), ...quoted, ...apposed].map((name) => ({
    at: analyse(text.slice(0, name.start)).length,
    length: analyse(name.text).length
  }));
}
var APPOSED_IDENTIFIER = new RegExp(
  `(?<=[A-Za-z]\\s)${WRITTEN_NAME.source.slice(1, -1)}(?=\\s*(?:[,.;:()]|$)|\\s+(?:that|which|who|whose|where|with|in|on|for|to|at|and|as|from|using|running)\\b)`,
  "g"
);
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
function foldGerunds(words4, snapshot) {
  const pairs = namePairs(snapshot);
  return words4.map((word, i) => {
    if (i === 0 || !/^\w{3,}ing$/.test(word)) return word;
    const stem3 = word.slice(0, -3);
    const nouns = [stem3, `${stem3}e`, stem3.replace(/(\w)\1$/, "$1")];
    return nouns.find((noun) => pairs.has(`${words4[i - 1] ?? ""} ${noun}`)) ?? word;
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
    let said2;
    const serviceSaid = () => said2 ??= serviceKnown || serviceNamed(record, sentenceTerms, sentence) || takesListed(record, sizes) && standsAlone(ownNameWords(record).at(-1) ?? "", partWords, sentence);
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
function mostUsed(record, others, uses) {
  return uses(record) > 0 && others.every((other) => other === record || uses(other) < uses(record));
}
function modulePrimary(snapshot, record) {
  const usage = shippedInputUsage(snapshot);
  return mostUsed(record, moduleResources(snapshot, record), (r) => usage.of(r.token)?.declarations ?? 0);
}
function soleHead(snapshot, record, head) {
  const sharing = (byHead(snapshot).get(head) ?? []).filter((other) => other.provider === record.provider);
  return sharing.every((other) => other.module === record.module) && mostUsed(record, sharing, (r) => recordPopularity(snapshot, r));
}
var LEADING_VERB = new RegExp(`^\\s*(?:${ASKING_VERB})\\s+`, "i");
function firstNounPhrase(text) {
  const words4 = text.replace(LEADING_VERB, "").split(/\s+/).filter((word) => word !== "");
  const end = words4.findIndex(
    (word, i) => i > 0 && (FUNCTION_WORDS.has(word.toLowerCase()) || /^[a-z]{3,}ing$/.test(word))
  );
  return (end < 0 ? words4 : words4.slice(0, end)).join(" ");
}
function headNoun(part) {
  const phrase2 = firstNounPhrase(part.text.slice(0, part.subordinateFrom));
  const [before = "", ...after] = phrase2.split(/["'`“][^"'`”]*["'`”]?/);
  return after.some((words4) => /\w/.test(words4)) ? void 0 : analyse(before).at(-1);
}
function headRecords(part, hits, context) {
  const head = headNoun(part);
  if (head === void 0 || hits.some((record) => ownNameWords(record).at(-1) === head)) return [];
  const providers = new Set(context.providers);
  return (byHead(context.snapshot).get(head) ?? []).filter((record) => providers.has(record.provider));
}
function plannedHeads(part, hits, context) {
  const planned = context.plannedModules;
  if (planned === void 0 || planned.size === 0) return [];
  const head = headNoun(part);
  if (head === void 0) return [];
  const found = new Set(hits.map((record) => record.token));
  return (byHead(context.snapshot).get(head) ?? []).filter(
    (record) => ownNameWords(record).length === 1 && planned.has(moduleKey(record)) && !found.has(record.token)
  );
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
  const candidates = [...hits, ...headRecords(part, hits, context), ...plannedHeads(part, hits, context)];
  const named2 = candidates.flatMap((record) => {
    const moduleKnown = context.plannedModules?.has(moduleKey(record)) ?? false;
    const serviceKnown = record.module === "index" && context.providers.length === 1 && context.providers[0] === record.provider;
    const found = reading.named(record, moduleKnown, serviceKnown);
    const inName = (range) => found !== void 0 && range.at <= found.at && found.at + found.length <= range.at + range.length;
    return found === void 0 || names.some(inName) ? [] : [found];
  });
  const ranked = [...named2].sort(
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
  const words4 = analyse(part.text);
  return chosen.map((item) => ({
    record: regionalVariant(context.snapshot, item.record, words4, item.at),
    part,
    runnersUp: [
      ...new Set(named2.filter((n) => !chosen.some((c) => c.record === n.record)).map((n) => n.record.token))
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
function definesThem(type, name) {
  const element = /<(?:\w+\.)*(\w+)>\[\]/.exec(type)?.[1];
  return element === void 0 || element.includes(name);
}
function inlineInput(parent, child) {
  if (parent.record.module !== child.record.module || parent.id === child.id) return void 0;
  const childName = recordName(child.record);
  const parentName = recordName(parent.record);
  const bare = childName.startsWith(parentName) ? childName.slice(parentName.length) : childName;
  return parent.record.inputs.find(
    (input) => /\[\]/.test(input.type) && (sameNoun(input.name, childName) || sameNoun(input.name, bare)) && definesThem(input.type, bare)
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

// src/plan/types.ts
var PRODUCT_VERSIONS_RULE = "product-versions";
var MANAGED_VALUES_RULE = "managed-values";
var SAID_GRANTS_RULE = "said-grants";
var SCHEMA_WIRING_RULE = "plumbing";

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
  gcp: { network: "compute", subnetwork: "compute", serviceaccount: "serviceaccount" },
  // A workload's `metadata.namespace` (of `apps/v1`, `batch/v1`) is a core `Namespace`.
  kubernetes: { namespace: "core.v1" }
};
var REFERENCE_SUFFIX = /(?:Ids?|Arns?|Names?|Identifiers?|Urls?)$/;
var NOT_REFERENCES = /* @__PURE__ */ new Set(["name", "namePrefix", "arn", "id", "region", "tags", "description"]);
function stems(inputName) {
  const bare = inputName.replace(REFERENCE_SUFFIX, "");
  const words4 = splitIdentifier(bare.charAt(0).toUpperCase() + bare.slice(1));
  const out = [];
  for (let i = 0; i < words4.length; i++) {
    const stem3 = words4.slice(i).join("").toLowerCase();
    out.push(stem3.endsWith("s") && !stem3.endsWith("ss") ? stem3.slice(0, -1) : stem3, stem3);
  }
  return [...new Set(out)].filter((s) => s.length >= 3);
}
function namedAsReference(inputName) {
  return /^(?:ids?|names?)$/.test(inputName) || REFERENCE_SUFFIX.test(inputName);
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
      const key = recordName(record).toLowerCase();
      index.set(key, [...index.get(key) ?? [], record]);
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
  const byName = findReferenced(snapshot, owner, input);
  const found = byName === void 0 ? void 0 : docNamedInstead(snapshot, owner, input, byName) ?? byName;
  byOwner.set(owner, found ?? null);
  return found;
}
function namesOf(record) {
  const own = splitIdentifier(recordName(record)).join(" ").toLowerCase();
  const phrases = namePhrasesFor(
    record.provider,
    record.module.split(".")[0] ?? record.module,
    recordName(record)
  );
  return [own, ...phrases.filter((p) => p.includes(" "))];
}
var words = (phrase2) => phrase2.replace(/[^\w ]/g, "\\$&").replace(/ /g, "\\s+");
var said = (doc, phrase2) => new RegExp(`\\b${words(phrase2)}s?\\b`, "i").test(doc);
var idOf = (doc, phrase2) => new RegExp(`\\b(?:ID|ARN|name) of (?:the |an? )?${words(phrase2)}\\b`, "i").test(doc);
function docNamedInstead(snapshot, owner, input, byName) {
  if (namesOf(byName).some((name) => said(input.doc, name))) return void 0;
  const named2 = [...resourcesByName(snapshot, owner.provider).values()].flat().filter(
    (r) => r.token !== owner.token && namesOf(r).some((name) => name.includes(" ") && idOf(input.doc, name))
  );
  return named2.length === 1 ? named2[0] : void 0;
}
function findReferenced(snapshot, owner, input) {
  if (!looksLikeReference(input)) return void 0;
  const byName = resourcesByName(snapshot, owner.provider);
  const home = HOME_MODULES[owner.provider] ?? {};
  const ownName = recordName(owner).toLowerCase();
  const ownerFirstWord = splitIdentifier(recordName(owner))[0]?.toLowerCase() ?? "";
  const whole = input.name.toLowerCase();
  const bare = !REFERENCE_SUFFIX.test(input.name);
  const docTakes = (stem3) => /\b(?:ARN|ID)\b/.test(input.doc) && new RegExp(`\\b${stem3}s?\\b`, "i").test(input.doc);
  const candidates = stems(input.name).filter(
    (s) => !bare || s === whole || `${s}s` === whole || docTakes(s)
  );
  for (const [position, stem3] of candidates.entries()) {
    if (stem3 === ownName || bare && ownName.endsWith(stem3)) return void 0;
    const named2 = byName.get(stem3) ?? [];
    const sameModule = named2.find((r) => r.module === owner.module && r.token !== owner.token);
    if (sameModule !== void 0) return sameModule;
    const siblings = [...byName.entries()].filter(([name]) => name.endsWith(stem3) && name !== stem3).flatMap(([, records]) => records).filter((r) => r.module === owner.module && r.token !== owner.token).sort(
      (a, b) => Number(recordName(b).toLowerCase().startsWith(ownerFirstWord)) - Number(recordName(a).toLowerCase().startsWith(ownerFirstWord)) || recordName(a).length - recordName(b).length
    );
    if (position === 0 && siblings[0] !== void 0) return siblings[0];
    const homeModule = home[stem3];
    const atHome = homeModule === void 0 ? void 0 : named2.find((r) => r.module === homeModule);
    if (atHome !== void 0) return atHome;
  }
  return void 0;
}

// src/snapshot/required-alternatives.ts
var ONE_OF_SENTENCE = /\b(?:either|exactly one of|one of)\b[^.;]*?\bmust be (?:provided|specified|set|given|supplied)\b/gi;
var NAMED = /`([A-Za-z]\w*)`|\[([A-Za-z]\w*)\]/g;
function requiredAlternatives(fields) {
  const names = new Set(fields.map((field) => field.name));
  const groups = /* @__PURE__ */ new Map();
  for (const field of fields) {
    for (const sentence of field.doc.match(ONE_OF_SENTENCE) ?? []) {
      const named2 = [...new Set([...sentence.matchAll(NAMED)].map((m) => m[1] ?? m[2] ?? ""))];
      if (named2.length < 2 || !named2.includes(field.name) || !named2.every((name) => names.has(name))) {
        continue;
      }
      groups.set([...named2].sort().join(","), named2);
    }
  }
  return [...groups.values()];
}
var REQUIRED_WHEN = /\bRequired (?:when|if) ((?:`\w+` is (?:set to )?`[^`]+`(?:,? and )?)+)/;
var CONDITION = /`(\w+)` is (?:set to )?`([^`]+)`/g;
var DEFAULTS_TO = /\bDefaults? (?:to|is) `([^`]+)`/;
function requiredByDefault(field, fields) {
  const conditions = REQUIRED_WHEN.exec(field.doc)?.[1];
  if (conditions === void 0) return false;
  const named2 = [...conditions.matchAll(CONDITION)];
  return named2.length > 0 && named2.every(([, name, value]) => {
    const sibling = fields.find((f) => f.name === name);
    return sibling !== void 0 && DEFAULTS_TO.exec(sibling.doc)?.[1] === value;
  });
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
  id: SCHEMA_WIRING_RULE,
  phase: "wiring",
  run(draft, request, { snapshot }) {
    return wirePlan(draft, snapshot, "schema", request);
  }
};
function slotTaken(draft, owner, path) {
  const on = (input) => input === path || input.startsWith(`${path}.`);
  return owner.values.some((v) => on(v.input)) || draft.relations.some((r) => r.from === owner.id && r.via !== void 0 && on(withoutListLevels(r.via)));
}
function relatesToKind(draft, owner, token) {
  return draft.relations.some(
    (r) => r.from === owner.id && draft.components.find((c) => c.id === r.to)?.record.token === token
  );
}
function mostlyWritten(snapshot, token, path) {
  let written = 0;
  let wired = 0;
  for (const declared of exampleDeclarations(snapshot)(token)) {
    if (declared.wired.some((w) => w.path === path)) wired++;
    else if (declared.literals.some((l) => l.path === path)) written++;
  }
  return written >= 2 && written > wired;
}
function wirePlan(draft, snapshot, mode = "schema", request) {
  const work = new DraftEdits(draft);
  const depthOf = new Map(draft.components.map((d) => [d.id, 0]));
  const madeFor = /* @__PURE__ */ new Map();
  for (let i = 0; i < work.components.length; i++) {
    const owner = work.components[i];
    const depth = depthOf.get(owner.id) ?? 0;
    for (const slot of referenceSlots(snapshot, owner.record)) {
      if (mode === "stated" && !slot.required) continue;
      if (standaloneFor(owner, work.components, slot.path) !== void 0) continue;
      if (slotTaken(work.draft, owner, slot.path)) continue;
      const target = referencedResource(snapshot, owner.record, slot.input);
      if (target === void 0) continue;
      if (mode === "stated" && relatesToKind(work.draft, owner, target.token)) continue;
      let to = work.components.find((d) => d.record.token === target.token && d.id !== owner.id) ?? work.components.find(
        (d) => d.id !== owner.id && madeResources(d.record).includes(moduleName(target))
      );
      const required = slot.required && (slot.parent === "" || target.module !== owner.record.module) && !mostlyWritten(snapshot, owner.record.token, slot.path);
      const existing = work.draft.existing?.some((thing) => thing.token === target.token) === true;
      if (to === void 0 && required && !existing && depth < PLUMBING_DEPTH) {
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
        madeFor.set(to.id, owner.id);
        const read = request === void 0 ? [] : readAsExisting(request, snapshot, to, [request.text]);
        if (read.length > 0) {
          for (const edit of read) work.apply(edit);
          continue;
        }
        depthOf.set(to.id, depth + 1);
      }
      if (to === void 0) continue;
      const forAnother = to.origin === "plumbing" && madeFor.get(to.id) !== owner.id && !(to.companionOf ?? []).includes(owner.id);
      if (forAnother && !slot.required) continue;
      const toId = to.id;
      if (work.draft.relations.some((r) => r.from === owner.id && r.to === toId)) continue;
      if (!slot.required && work.draft.relations.some((r) => r.from === toId && r.to === owner.id)) continue;
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
  const slots = [...inputSlots(snapshot, record)].sort((a, b) => pathDepth(a.path) - pathDepth(b.path));
  const requiredPaths = /* @__PURE__ */ new Set();
  for (const slot of slots) {
    const required = slot.input.required || slot.parent === "" && requiredByDefault(slot.input, record.inputs);
    if (required && (slot.parent === "" || requiredPaths.has(slot.parent))) {
      requiredPaths.add(slot.path);
    }
  }
  return slots.filter((slot) => pathDepth(slot.path) <= RELATION_DEPTH).map((slot) => ({ ...slot, required: requiredPaths.has(slot.path) })).sort((a, b) => pathDepth(a.path) - pathDepth(b.path) || Number(b.required) - Number(a.required));
}

// src/plan/companions.ts
function words2(token) {
  return splitIdentifier(token.split(":").pop() ?? token).map((w) => w.toLowerCase()).join(" ");
}
function plannedForOthers(draft, owners) {
  const forIds = draft.companionOf;
  if (forIds === void 0) return false;
  return owners.some((o) => o.record.token !== draft.record.token && !forIds.includes(o.id));
}
function applies(companion, drafts, sentences) {
  const planned = new Set(drafts.map((d) => d.record.token));
  if (!companion.when.every((token) => planned.has(token))) return false;
  if (companion.unless?.some((token) => planned.has(token)) === true) return false;
  const owners = drafts.filter((d) => companion.when.includes(d.record.token));
  const connector = owners.find((d) => d.record.token === companion.when[0]);
  if (companion.connects === true && connector !== void 0 && plannedForOthers(connector, owners))
    return false;
  const own = owners.flatMap((d) => [...d.sentences].map((i) => sentences[i] ?? ""));
  if (companion.unsaid !== void 0 && own.some((text) => companion.unsaid?.test(text) === true))
    return false;
  if (companion.said === void 0) return true;
  const said2 = companion.said;
  return (companion.anywhere === true ? sentences : own).some((text) => said2.test(text));
}
var companions = {
  id: "companions",
  phase: "components",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const { sentences } = request;
    for (let changed = true; changed; ) {
      changed = false;
      const counted2 = [...new Set(work.components.map((d) => d.record.token))].flatMap(
        (token) => countedCompanions(snapshot, token)
      );
      for (const companion of [...COMPANIONS, ...counted2]) {
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
            role: `${words2(token)} for the ${owner?.role ?? recordName(record)}`,
            origin: "plumbing",
            count: 1,
            values: [],
            alternatives: new Set(companion.standIns ?? []),
            sentences: new Set(ownerSentences),
            parts: [],
            spans: owners.flatMap((d) => d.spans),
            companionOf: owners.map((d) => d.id)
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
function camelKey2(words4) {
  let text = words4.trim().toLowerCase();
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
    const key = camelKey2(
      /^(?:admin|master|root|db|database|user)$/i.test(qualifier) ? `${qualifier} ${noun}` : noun
    );
    add({ key, secret: true, values: [], text: match[0].trim(), span: spanOf(match, match[0].trim()) });
  }
  for (const match of text.matchAll(CHOICES)) {
    const values = (match[2] ?? "").split("|").map((v) => v.trim());
    add({
      key: camelKey2(match[1] ?? ""),
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
      key: camelKey2(`${before} status`),
      secret: false,
      values,
      default: values[0],
      text: `${before} ${match[0]}`,
      span: spanOf(match, match[0])
    });
  }
  for (const match of text.matchAll(DEFAULTS)) {
    add({
      key: camelKey2(match[1] ?? ""),
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

// src/plan/counted-wiring.ts
var WIRING_SUPPORT = 3;
function countedInput(snapshot, owner, target) {
  const dependents = (programKnowledge(snapshot)?.resources[target]?.dependents ?? []).filter(
    (d) => d.support >= WIRING_SUPPORT && outputFits(snapshot, d, target)
  );
  const own = dependents.find((d) => d.token === owner);
  if (own !== void 0) return own;
  const inputs = snapshot.get(owner)?.inputs.map((i) => i.name) ?? [];
  const kin = dependents.find((d) => kindred(d.token, owner) && inputs.includes(d.input.split(".")[0] ?? ""));
  return kin === void 0 ? void 0 : { ...kin, token: owner };
}
function outputFits(snapshot, wiring, target) {
  const output = snapshot.get(target)?.outputs.find((o) => o.name === wiring.output);
  const block = /\boutputs\.[\w.]*\.(\w+)>*$/.exec(output?.type ?? "")?.[1];
  if (block === void 0) return true;
  const owner = snapshot.get(wiring.token);
  const slot = owner === void 0 ? void 0 : inputSlots(snapshot, owner).find((s) => s.path === wiring.input);
  return slot === void 0 || slot.input.type.includes(block);
}
function kindred(a, b) {
  const [providerA, , typeA = ""] = a.split(":");
  const [providerB, , typeB = ""] = b.split(":");
  if (providerA !== providerB || typeA === typeB) return false;
  const [short, long] = typeA.length < typeB.length ? [typeA, typeB] : [typeB, typeA];
  return splitIdentifier(short).length >= 2 && long.endsWith(short) && /[a-z\d]/.test(long.charAt(long.length - short.length - 1));
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
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const wordsOf2 = (component) => new Set(analyse([...component.sentences].map((i) => request.sentences[i] ?? "").join(" ")));
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
        const forAnother = target.origin === "plumbing" && !(target.companionOf ?? []).includes(owner.id);
        if (forAnother && !deepPathSaid(wiring.input, wordsOf2(owner))) continue;
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

// src/snapshot/echoed-inputs.ts
var ECHO_SUPPORT = 2;
var ECHO_SHARE = 0.75;
function echoedInputs(snapshot, token) {
  const byToken = echoesOf(snapshot);
  let echoes = byToken.get(token);
  if (echoes === void 0) {
    echoes = countEchoes(snapshot, token);
    byToken.set(token, echoes);
  }
  return echoes;
}
var echoesOf = memoByObject((_snapshot) => /* @__PURE__ */ new Map());
function countEchoes(snapshot, token) {
  const setting = /* @__PURE__ */ new Map();
  const pairs = /* @__PURE__ */ new Map();
  for (const declared of exampleDeclarations(snapshot)(token)) {
    const froms = new Set(declared.literals.map((l) => l.path));
    for (const from of froms) setting.set(from, (setting.get(from) ?? 0) + 1);
    const seen = /* @__PURE__ */ new Set();
    for (const a of declared.literals) {
      for (const b of declared.literals) {
        if (a.path === b.path || a.value !== b.value || a.value.trim() === "") continue;
        seen.add(`${a.path}\0${b.path}`);
      }
    }
    for (const pair of seen) pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  const record = snapshot.get(token);
  return [...pairs].flatMap(([pair, support]) => {
    const [from = "", to = ""] = pair.split("\0");
    const of = setting.get(from) ?? 0;
    const counted2 = support >= ECHO_SUPPORT && support >= ECHO_SHARE * of;
    return counted2 && record !== void 0 && namesEntry(record, from, to) ? [{ from, to, support, of }] : [];
  });
}
function namesEntry(record, from, to) {
  const match = /^(\w+)\.name$/.exec(to);
  const doc = record.inputs.find((input) => input.name === from)?.doc.toLowerCase();
  if (match?.[1] === void 0 || doc === void 0) return false;
  const list = match[1].toLowerCase();
  const entries = [list.replace(/s$/, ""), list.replace(/es$/, "")];
  return entries.some((entry) => new RegExp(`\\b${entry}\\b`).test(doc));
}

// src/plan/echoed-values.ts
var echoedValues = {
  id: "echoed-values",
  phase: "values",
  run(draft, _request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const component of draft.components) {
      const echoes = echoedInputs(snapshot, component.record.token);
      for (const value of component.values) {
        if (typeof value.value !== "string") continue;
        for (const echo of echoes.filter((e) => e.from === value.input)) {
          const { rule: _rule, ...stated } = value;
          work.apply({ kind: "value", id: component.id, value: { ...stated, input: echo.to } });
        }
      }
    }
    return work.edits;
  }
};

// src/language/comparison-words.ts
var COMPARISONS = [
  [
    / (?:at least|no (?:less|fewer) than|(?:at|is) or (?:above|over|higher than)|(?:above|over) or (?:at|equal to)) /g,
    " greater than or equal to "
  ],
  [/ (?:at most|no more than|(?:at|is) or below|below or (?:at|equal to)) /g, " less than or equal to "],
  [/ (?:above|exceeds?|exceeding|more than|higher than) /g, " greater than "],
  [/ (?:below|fewer than|lower than) /g, " less than "]
];
function comparisonsAsWritten(phrase2) {
  return COMPARISONS.reduce((text, [said2, written]) => text.replace(said2, written), phrase2);
}

// src/language/sizes.ts
var BYTES = {
  byte: 1,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4
};
function sizeUnitOf(word) {
  const lower2 = word.toLowerCase();
  if (/^bytes?$/.test(lower2)) return "byte";
  const prefix = /^(k|m|g|t)(?:i?b|ilobytes?|egabytes?|igabytes?|erabytes?)$/.exec(lower2)?.[1];
  return prefix === void 0 ? void 0 : `${prefix}ib`;
}
function inputSizeUnit(name, doc) {
  const suffix = /(?:In)?(Bytes|Kib|Kb|Mib|Mb|Gib|Gb|Tib|Tb)$/.exec(name)?.[1];
  if (suffix !== void 0) return sizeUnitOf(suffix);
  const said2 = /\b(?:in|\(in)\s+(bytes|KiB|KB|MiB|MB|GiB|GB|TiB|TB)\b/i.exec(doc);
  return said2 === null ? void 0 : sizeUnitOf(said2[1] ?? "");
}
function convertSize(amount, words4, to) {
  const from = sizeUnitOf(/^[\s-]*([A-Za-z]+)/.exec(words4)?.[1] ?? "");
  if (from === void 0 || to === void 0) return void 0;
  const value = amount * (BYTES[from] ?? 1) / (BYTES[to] ?? 1);
  return Number.isInteger(value) ? value : void 0;
}

// src/plan/appositive-names.ts
var SET_OFF = /^,\s*([a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*)\s*,\s*(?=(?:with|that|which|whose|where|in|for|to|on|at|using|running|behind|is|has|holds|stores|keeps|sends|receives)\b)/;
var PASCAL_NAME = /[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+/;
var PLAIN = new RegExp(
  `^\\s+(${WRITTEN_NAME.source.slice(1, -1)}|${PASCAL_NAME.source})(?=\\s+(?:with|in|that|which|whose|using|for|to|on|and|at|running|behind|where|[a-z]+ed)\\b|\\s*[,.;:()]|\\s*$)`
);
var NOT_A_NAME = /(?:ed|ing|ly)$/;
var NAME = WRITTEN_NAME.source.slice(1, -1);
var LIST = new RegExp(
  `^,?\\s+(${NAME}(?:\\s*,\\s*${NAME})*\\s*,?\\s+and\\s+${NAME})(?=\\s*[,.;:()]|\\s+(?:with|in|that|which|for|to|on|at)\\b|\\s*$)`
);
function appositiveNames(text, components, literals) {
  const found = /* @__PURE__ */ new Map();
  for (const component of components) {
    const head = ownNameWords(component.record).at(-1);
    if (head === void 0) continue;
    const heads = component.spans.map((span) => headsIn(text, span, head));
    const ends = [...heads.find((at) => at.length > 0) ?? [], ...inputNounsIn(text, component)];
    for (const literal of namesAfter(text, ends, literals)) found.set(literal.start, literal);
  }
  return [...found.values()];
}
function inputNounsIn(text, component) {
  const nouns = new Set(
    component.record.inputs.map((input) => input.name.toLowerCase()).filter((name) => /^[a-z]{4,}$/.test(name))
  );
  return component.spans.flatMap(
    (span) => [...text.slice(span.start, span.end).matchAll(/\bthe\s+([A-Za-z]+)\b/g)].filter((match) => nouns.has((match[1] ?? "").toLowerCase())).map((match) => span.start + match.index + match[0].length)
  );
}
function headsIn(text, span, head) {
  return [...text.slice(span.start, span.end).matchAll(/[A-Za-z][\w-]*/g)].filter((word) => analyse(word[0])[0] === head).map((word) => span.start + word.index + word[0].length);
}
function namesAfter(text, ends, literals) {
  const out = [];
  for (const after of ends) {
    const rest = text.slice(after);
    const list = LIST.exec(rest)?.[1];
    const names = list === void 0 ? [nameAfter(rest)] : list.split(/\s*,\s*|\s+and\s+/);
    let from = after;
    for (const name of names) {
      if (name === void 0 || name === "") continue;
      const start = text.indexOf(name, from);
      from = start + name.length;
      const overlaps2 = literals.some((l) => l.start < start + name.length && start < l.start + l.text.length);
      if (!overlaps2) out.push({ kind: "quoted", value: name, text: name, start });
    }
  }
  return out;
}
function nameAfter(rest) {
  const setOff = SET_OFF.exec(rest)?.[1];
  const name = setOff ?? PLAIN.exec(rest)?.[1];
  if (name === void 0 || FUNCTION_WORDS.has(name) || setOff !== void 0 && NOT_A_NAME.test(name))
    return void 0;
  return PRODUCT_NAMES.has(squash(name)) ? void 0 : name;
}
var squash = (words4) => words4.toLowerCase().replace(/[^a-z0-9]/g, "");
var PRODUCT_NAMES = /* @__PURE__ */ new Set([
  ...VOCABULARY.flatMap((v) => [
    ...v.names ?? [],
    ...v.cues ?? [],
    ...(v.services ?? []).flatMap((entry) => entry.terms)
  ]).map(squash),
  ...catalog.packages.flatMap((entry) => entry.cues).map(squash)
]);

// src/plan/arn-inputs.ts
var ANY_SERVICE = new Set(analyse("arn arns action actions target resource source destination endpoint"));
function arnFits(snapshot, record, slot, arn) {
  const [, , service = "", , , rest = ""] = arn.split(":");
  const words4 = analyse(splitIdentifier(slot.input.name).join(" ")).filter(
    (w) => w !== "arn" && w !== "arns"
  );
  const head = words4.at(-1);
  if (head === void 0 || ANY_SERVICE.has(head)) return true;
  const type = /^([a-z-]+)[/:]/.exec(rest)?.[1];
  const things = resourcesOfModule(snapshot, record.provider, service);
  return head === service || head === type || things.some((r) => ownNameWords(r).includes(head));
}

// src/plan/listed-literals.ts
var LIST_JOIN = /^\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+)$/i;
function listedAfter(text, literal, literals) {
  const sameKind = (l) => l.kind === literal.kind || l.kind === "port" && literal.kind === "number" && literal.unitless === true;
  const previous = literals.filter((l) => sameKind(l) && l.start < literal.start).at(-1);
  if (previous === void 0) return void 0;
  const between = text.slice(previous.start + previous.text.length, literal.start).replace(/^[`"']|[`"']$/g, "").replace(/\([^()]*\)|`[^`]*`|"[^"]*"|[()]/g, " ");
  return LIST_JOIN.test(between) ? previous : void 0;
}
function listedWith(text, literal, literals) {
  const out = [];
  let last = literal;
  for (const next of literals.filter((l) => l.start > literal.start && l.kind === literal.kind)) {
    if (listedAfter(text, next, literals) !== last) break;
    out.push(next);
    last = next;
  }
  return out;
}

// src/plan/example-fit.ts
function structured(word) {
  return /\d/.test(word) && /[A-Za-z]/.test(word) && /[_./:]/.test(word) || /^\d+(?:\.\d+)+$/.test(word) || /^[a-z][a-z0-9+.-]*:\/\/\w/i.test(word) || // A key prefix: `uploads/`, `logs/2024/`.
  /^[\w.-]+(?:\/[\w.-]+)*\/$/.test(word) || isDomainName(word);
}
var CAMEL_CASE = /^[A-Z][A-Za-z0-9]*[a-z][A-Z][A-Za-z0-9]*$/;
function valueShape(value) {
  return value.replace(/[A-Z]+/g, "A").replace(/[a-z]+/g, "a").replace(/\d+/g, "0");
}
var EXAMPLE_ASSIGNMENT = /\b([a-z]\w*)\s*:\s*\[?\s*(["'`])([^"'`\n$]{1,80})\2/g;
var exampleValues = memoByObject(
  (record) => {
    const out = /* @__PURE__ */ new Map();
    for (const example of record.examples) {
      for (const match of example.code.matchAll(EXAMPLE_ASSIGNMENT)) {
        const [, key = "", , value = ""] = match;
        const values = out.get(key) ?? /* @__PURE__ */ new Set();
        values.add(value);
        out.set(key, values);
      }
    }
    return out;
  }
);
var pathPrefix = (value) => /^[^:\s]*\//.exec(value)?.[0];
function exampleFit(record, slot, word) {
  const written = exampleValues(record).get(slot.input.name);
  if (written === void 0) return 0;
  if (written.has(word)) return EXAMPLE_VALUE.same;
  if (CAMEL_CASE.test(word)) {
    if ((slot.input.validValues ?? []).length > 0) return 0;
    return EXAMPLE_VALUE.shape * [...written].filter((v) => CAMEL_CASE.test(v)).length / written.size;
  }
  const prefix = pathPrefix(word);
  if (prefix !== void 0 && [...written].filter((v) => pathPrefix(v) === prefix).length >= 2)
    return EXAMPLE_VALUE.shape;
  if (!structured(word)) return 0;
  const shape = valueShape(word);
  const domain = isDomainName(word);
  const alike = (value) => valueShape(value) === shape || domain && isDomainName(value) || prefix !== void 0 && prefix.length >= 6 && pathPrefix(value) === prefix;
  return [...written].some(alike) ? EXAMPLE_VALUE.shape : 0;
}

// src/plan/number-readings.ts
var RANGE_START = /\b(?:between|from)\s+$/i;
var UPPER_BOUND = /\b(?:at\s+most|up\s+to|no\s+more\s+than|a\s+maximum\s+of|maximum\s+of|max(?:imum)?)\s+$/i;
var LOWER_BOUND = /\b(?:at\s+least|no\s+(?:fewer|less)\s+than|a\s+minimum\s+of|minimum\s+of|min(?:imum)?)\s+$/i;
var KEPT_FOR = /\b(?:keep|keeps|kept|keeping|retain|retains|retained|retaining)\b[^.;,]{0,50}\bfor\s+$/i;
var ENDS_KEEPING = /delet|expir|retention|retain/i;
var OLDER_THAN = /\b(?:older|newer|younger)\s+than\s+$/i;
var ENDING = String.raw`\b(?:delet|expir|remov|purg)\w*\b`;
var ENDS_AFTER = new RegExp(String.raw`${ENDING}[^.;,]{0,50}\bafter\s+$`, "i");
var OLD_AFTER = /^\s+old\b/i;
var ENDS_BEFORE = new RegExp(String.raw`${ENDING}[^.;,]{0,60}$`, "i");
var MEASURES_AGE = /\b(?:age of|lifetime|after (?:its |the object's )?creation)\b/i;
var RANGE_JOIN = /^\s*(?:and|to|-)\s*$/i;
var COUNTED_AFTER = /^\s+(?!(?:for|and|or|with|in|on|at|to|from|of|as|by)\b)[a-z]{3,}/i;
var COMPARED = /\b(?:above|below|exceeds?|exceeding|over|under|(?:more|less|greater|fewer|higher|lower)\s+than(?:\s+or\s+equal\s+to)?|at\s+(?:least|most)|or\s+(?:above|below|more|less))\s+$/i;
function rangeStartOf(text, literal, literals) {
  const index = literals.indexOf(literal);
  const start = literals[index - 1];
  if (start === void 0 || typeof start.value !== "number" || typeof literal.value !== "number")
    return void 0;
  const join = text.slice(start.start + start.text.length, literal.start);
  const before = text.slice(Math.max(0, start.start - 12), start.start);
  const after = text.slice(literal.start + literal.text.length, literal.start + literal.text.length + 30);
  const opened = RANGE_START.test(before) || /^\s*(?:to|-)\s*$/i.test(join) && (literal.unitless !== true || COUNTED_AFTER.test(after));
  return RANGE_JOIN.test(join) && opened && start.value < literal.value ? start : void 0;
}
function opensRange(text, literal, literals) {
  const next = literals[literals.indexOf(literal) + 1];
  return next !== void 0 && rangeStartOf(text, next, literals) === literal;
}
function countOfMachines(text, literal) {
  if (literal.unitless !== true) return literal;
  const noun = new RegExp(
    String.raw`^\s+(?:(?!(?:to|and|or)\b)[a-z][\w.-]*\s+){0,2}?(${MACHINE_COUNT})\b`,
    "i"
  ).exec(text.slice(literal.start + literal.text.length))?.[1];
  if (noun === void 0) return literal;
  const { unitless: _unitless, ...rest } = literal;
  return { ...rest, text: `${literal.text} ${noun}` };
}
var COUNTED_THINGS = /^\s+((?:(?!(?:and|or|to|with|then|but)\b)[a-z0-9][\w-]*\s+){0,2}(?!(?:and|or)\b)[a-z]+s)\b(?!\s+(?:of|per)\b)/i;
function countedThings(text, literal) {
  if (literal.unitless !== true) return void 0;
  const things = COUNTED_THINGS.exec(text.slice(literal.start + literal.text.length))?.[1];
  if (things === void 0 || TIME_UNIT.test(things.split(/\s+/).at(-1) ?? "")) return void 0;
  const words4 = analyse(things);
  return words4.length > 0 ? words4 : void 0;
}
function readNumber(text, literal, literals) {
  const rangeStart = rangeStartOf(text, literal, literals);
  const before = text.slice(Math.max(0, literal.start - 30), literal.start);
  const compared = COMPARED.test(before);
  const bound = UPPER_BOUND.test(before) ? "max" : LOWER_BOUND.test(before) ? "min" : void 0;
  const counts = countedThings(text, literal);
  const clause = text.slice(Math.max(0, literal.start - 80), literal.start);
  const kept = KEPT_FOR.test(clause);
  const aged = OLDER_THAN.test(before) || ENDS_AFTER.test(clause) || OLD_AFTER.test(text.slice(literal.start + literal.text.length));
  return {
    literal: countOfMachines(text, literal),
    ...rangeStart === void 0 ? {} : { rangeStart },
    compared,
    ...bound === void 0 ? {} : { bound },
    ...counts === void 0 ? {} : { counts },
    ...kept ? { kept } : {},
    ...aged ? { aged: { ends: ENDS_BEFORE.test(clause) } } : {}
  };
}
var COUNT_WORDS = new Set(analyse("number count num"));
var TIME_UNIT = /^(?:seconds?|secs?|minutes?|mins?|hours?|days?)$/i;
function timeUnitOf(slot) {
  const unit = inputTimeUnit(slot.input.name, slot.input.doc);
  if (unit !== void 0) return unit;
  return /\bnumber of (second|minute|hour|day)s\b/i.exec(firstSentence(slot))?.[1]?.toLowerCase();
}
function countsNotTime(slot) {
  const counted2 = /\bnumber of (\w+)/i.exec(firstSentence(slot))?.[1];
  return counted2 !== void 0 && !TIME_UNIT.test(counted2) && timeUnitOf(slot) === void 0;
}
function firstSentence(slot) {
  return slot.input.doc.split(/\.(?:\s|$)/)[0] ?? "";
}
function sizeFit(slot, unit) {
  if (!SIZE_UNIT.test(unit)) return 0;
  return inputSizeUnit(slot.input.name, slot.input.doc) === void 0 ? 0 : NUMBER_READING.size;
}
var SIZE_UNIT = /^(?:kib|mib|gib|tib|kb|mb|gb|tb)$/i;
function timeFit(slot, unit) {
  if (!TIME_UNIT.test(unit)) return 0;
  const takes = timeUnitOf(slot);
  if (takes === void 0) return 0;
  const said2 = unit.toLowerCase().replace(/s$/, "").replace(/^sec$/, "second").replace(/^min$/, "minute");
  return said2 === takes ? NUMBER_READING.time : NUMBER_READING.time / 2;
}
function nameWords(slot) {
  return analyse(splitIdentifier(slot.input.name).join(" "));
}
function numberFit(slot, slots, reading) {
  if (!/\bnumber\b/.test(slot.input.type)) return 0;
  let score = 0;
  if (reading.rangeStart !== void 0 && rangeStartSlot(slots, slot) !== void 0)
    score += NUMBER_READING.bound;
  if (reading.compared && nameWords(slot).includes("threshold")) score += NUMBER_READING.compared;
  if (reading.bound !== void 0 && new RegExp(`^${reading.bound}`, "i").test(slot.input.name))
    score += NUMBER_READING.bound;
  if (reading.kept === true && ENDS_KEEPING.test(`${slot.input.name} ${firstSentence(slot)}`))
    score += NUMBER_READING.kept;
  if (reading.aged !== void 0 && (MEASURES_AGE.test(firstSentence(slot)) || nameWords(slot).includes("age"))) {
    score += NUMBER_READING.aged;
    if (reading.aged.ends && ENDS_KEEPING.test(slot.path)) score += NUMBER_READING.kept;
  }
  const words4 = nameWords(slot);
  if (reading.counts?.every((w) => words4.includes(w)) === true && words4.some((w) => COUNT_WORDS.has(w)))
    score += NUMBER_READING.counted;
  else if (countedByNameOrDoc(slot, words4, reading.counts?.at(-1))) score += NUMBER_READING.counted;
  return score;
}
function countedByNameOrDoc(slot, words4, counted2) {
  if (counted2 === void 0 || counted2 === "unit") return false;
  if (counted2 === words4.at(-1) && /[a-z]s$/.test(slot.input.name)) return true;
  const of = /\bnumber of (?:[a-z-]+ ){0,2}?([a-z]+)\b/i.exec(firstSentence(slot))?.[1];
  return of !== void 0 && analyse(of)[0] === counted2;
}
function rangeStartSlot(slots, upper) {
  if (!/^max/i.test(upper.input.name)) return void 0;
  const name = upper.input.name.replace(/^max/, "min").replace(/^Max/, "Min");
  return slots.find((s) => s.parent === upper.parent && s.input.name === name && s !== upper);
}

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
    const words4 = analyse(cue);
    const named2 = modulesByPhrase.get(words4.join(" ")) ?? [];
    const module = named2.length === 1 ? named2[0] : named2.find((m) => analyse(m).join(" ") === words4.join(" "));
    if (module !== void 0 && words4.length > 0) names.push({ provider, module, words: words4, cue });
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
    const named2 = rank(record);
    const score = named2 + recordPopularity(snapshot, record) * PRIMARY_POPULARITY_WEIGHT;
    if (named2 > 0 && score > bestScore) {
      best = record;
      bestScore = score;
    }
  }
  return best;
}
var calledCache = /* @__PURE__ */ new WeakMap();
function serviceNamesOf(snapshot, record) {
  let byToken = calledCache.get(snapshot);
  if (byToken === void 0) {
    byToken = /* @__PURE__ */ new Map();
    calledCache.set(snapshot, byToken);
  }
  const done = `#${record.provider}`;
  if (!byToken.has(done)) {
    byToken.set(done, []);
    for (const service of serviceNames(snapshot, record.provider)) {
      if (UMBRELLA_MODULES.has(`${service.provider}/${service.module}`)) continue;
      const primary = primaryResource(snapshot, service);
      if (primary !== void 0)
        byToken.set(primary.token, [...byToken.get(primary.token) ?? [], service.words]);
    }
  }
  return byToken.get(record.token) ?? [];
}
function coveredBy(drafts, service) {
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
var cuePatterns = /* @__PURE__ */ new Map();
function cuePattern(cue) {
  let compiled = cuePatterns.get(cue);
  if (compiled === void 0) {
    const pattern = new RegExp(`(?<![A-Za-z0-9])${cue.replace(/\s+/g, "\\s+")}(?![A-Za-z0-9])`, "gi");
    const words4 = /^[A-Za-z0-9\s]+$/.test(cue) ? cue.toLowerCase().split(/\s+/).filter((w) => w !== "") : [];
    compiled = { pattern, words: words4 };
    cuePatterns.set(cue, compiled);
  }
  return compiled;
}
function namesService(text, cue, lower2 = text.toLowerCase()) {
  const { pattern, words: words4 } = cuePattern(cue);
  if (!words4.every((word) => lower2.includes(word))) return false;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index).split(/[^A-Za-z0-9]+/).filter((w) => w !== "").slice(-3);
    const next = /^[\s-]*([A-Za-z0-9]+)/.exec(text.slice(match.index + match[0].length))?.[1];
    if (before.some((w) => PERMISSION_WORDS.test(w))) continue;
    const after = text.charAt(match.index + match[0].length);
    if (after === ":" || /[-_/]/.test(text.charAt(match.index - 1))) continue;
    if (before.at(-1)?.toLowerCase() === "from" && READS.test(text.slice(0, match.index))) continue;
    if (next === void 0 || SERVICE_FOLLOWERS.has(next.toLowerCase()) || /[a-z](?:ed|ing)$/i.test(next))
      return true;
  }
  return false;
}
function namesOne(text, cue) {
  const { pattern } = cuePattern(cue);
  return [...text.matchAll(pattern)].some(
    (match) => GIVEN_NAME_NEXT.test(text.slice(match.index + match[0].length))
  );
}
var GIVEN_NAME_NEXT = new RegExp(
  `^\\s+(?:[\`"'\u201C][^\`"'\u201D]+[\`"'\u201D]|(?:named|called)\\s|${WRITTEN_NAME.source.slice(1, -1)}(?![\\w-]))`
);
var servicePrimaries = {
  id: "service-primaries",
  phase: "components",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const part of request.parts) {
      const head = part.text.slice(0, part.subordinateFrom);
      const lower2 = head.toLowerCase();
      for (const provider of request.route.providers) {
        for (const service of serviceNames(snapshot, provider)) {
          if (!namesService(head, service.cue, lower2)) continue;
          if (UMBRELLA_MODULES.has(`${provider}/${service.module}`)) continue;
          const record = primaryResource(snapshot, service);
          if (record === void 0 || work.components.some((d) => d.record.token === record.token)) continue;
          if (coveredBy(work.components, service) && !namesOne(head, service.cue)) continue;
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

// src/plan/value-anchors.ts
function coveredBy2(phrase2, words4) {
  const out = [];
  if (phrase2.length === 0) return out;
  for (let i = 0; i + phrase2.length <= words4.length; i++) {
    if (phrase2.every((w, j) => words4[i + j] === w)) out.push(...phrase2.map((_, j) => i + j));
  }
  return out;
}
function namingOthers(draft, drafts, words4) {
  const phrases = drafts.filter((d) => d.record.token !== draft.record.token).flatMap((d) => [
    ownNameWords(d.record),
    ...d.record.module === draft.record.module && d.record.provider === draft.record.provider ? [] : servicePhrasesFor(d.record.provider, d.record.module).map(analyse)
  ]).filter((phrase2) => phrase2.length >= 2);
  return new Set(phrases.flatMap((phrase2) => coveredBy2(phrase2, words4)));
}
function otherHeads(draft, drafts, value) {
  const own = ownNameWords(draft.record).at(-1);
  const takes = (d) => d.record.inputs.some(
    (input) => (input.validValues ?? []).some((v) => v.toLowerCase() === value.toLowerCase())
  );
  return new Set(
    drafts.filter((d) => d.record.token !== draft.record.token && !takes(d)).flatMap((d) => ownNameWords(d.record).slice(-1)).filter((head) => head !== own)
  );
}
function anchorWords(draft, slot) {
  const { provider, module } = draft.record;
  return /* @__PURE__ */ new Set([
    ...ownNameWords(draft.record),
    ...servicePhrasesFor(provider, module).flatMap(analyse),
    ...analyse(splitIdentifier(slot.path.replace(/\./g, " ")).join(" "))
  ]);
}
function stem(word) {
  const bare = word.replace(/(?:ations?|ated|ating|ates|ions?|ed|ing|es|s)$/, "");
  return bare.length >= 4 ? bare : word;
}
function valueSaidOf(value, slot, draft, drafts, sentences) {
  const valueWords2 = analyse(value);
  const word = valueWords2[0];
  if (word === void 0 || valueWords2.length > 1 || /\d/.test(value)) return true;
  const anchors = new Set([...anchorWords(draft, slot)].filter((w) => w !== word).map(stem));
  const heads = otherHeads(draft, drafts, value);
  let said2 = false;
  for (const sentence of sentences) {
    const words4 = analyse(sentence).filter((w) => !/^\d+$/.test(w));
    const others = namingOthers(draft, drafts, words4);
    for (const [i, w] of words4.entries()) {
      if (w !== word) continue;
      said2 = true;
      if (others.has(i) || heads.has(words4[i + 1] ?? "") || heads.has(words4[i + 2] ?? "")) continue;
      for (let j = Math.max(0, i - VALUE_REACH); j <= Math.min(words4.length - 1, i + VALUE_REACH); j++) {
        if (j !== i && !others.has(j) && anchors.has(stem(words4[j] ?? ""))) return true;
      }
    }
  }
  return !said2;
}

// src/plan/stated-values.ts
function storageUriFits(slot, literal) {
  const scheme = /^([a-z0-9]+):\/\//i.exec(String(literal.value))?.[1]?.toLowerCase();
  if (literal.kind !== "url" || scheme === void 0 || scheme.startsWith("http")) return false;
  return slot.parent.toLowerCase().split(".").some((block) => block.startsWith(scheme)) || slot.input.doc.toLowerCase().includes(`${scheme}://`);
}
function words3(text) {
  return new Set(analyse(text));
}
function contextWords(text, literal) {
  const before = text.slice(Math.max(0, literal.start - 60), literal.start);
  const after = text.slice(literal.start + literal.text.length, literal.start + literal.text.length + 30).split(/[,;()]/)[0] ?? "";
  return words3(`${before.split(/\s+/).slice(-5).join(" ")} ${after.split(/\s+/).slice(0, 3).join(" ")}`);
}
var slotWords = memoByObject(
  (slot) => new Set([...words3(splitIdentifier(slot.input.name).join(" "))].filter((w) => !NAME_CONNECTIVES.has(w)))
);
var parentWords = memoByObject(
  (slot) => words3(splitIdentifier(slot.parent.replace(/\./g, " ")).join(" "))
);
function scoreSlot(slot, literal, context, ownerWords, namesOwner) {
  const value = literal.value;
  if (typeof value === "number" && looksLikeReference(slot.input)) return 0;
  if (ADDRESSES.has(literal.kind) && namedAsReference(slot.input.name)) return 0;
  const address = literal.kind === "cidr" || literal.kind === "ip";
  if (address && /ipv6/i.test(slot.input.name) !== String(value).includes(":")) return 0;
  let score = 0;
  const valid = slotValues(slot);
  const taken = String(valueInSlot(slot, literal)).toLowerCase();
  if (valid.some((v) => v.toLowerCase() === taken)) score += SLOT_SCORE.validValue;
  else if (valid.length > 0 && (listBinds(slot) || STRUCTURED.has(literal.kind))) return 0;
  else if (typeof value === "number" && valid.length > 0 && valid.every((v) => !/\d/.test(v))) return 0;
  if (kindFits(slot, literal)) score += SLOT_SCORE.kind;
  if (literal.kind === "port") score += portDirection(slot, context);
  if (literal.kind === "number") {
    const unit = numberUnit(literal);
    const takes = UNIT_INPUTS.find(([u]) => u.test(unit))?.[1];
    const named2 = takes?.test(slot.input.name) === true ? SLOT_SCORE.unit : 0;
    const word = unit.split(/\s+/)[0] ?? "";
    score += Math.max(named2, timeFit(slot, word), sizeFit(slot, word));
  }
  const itself = slot.parent === "" && isOwnName(slot, ownerWords) || slot.path === KUBERNETES_NAME;
  const name = slotWords(slot);
  const namesOther = namesOwner && literal.kind === "quoted" && !itself && looksLikeReference(slot.input);
  const overlap = namesOther ? 0 : [...name].filter((w) => context.has(w) && !(namesOwner && ownerWords.includes(w))).length;
  const idByDoc = literal.kind === "resource-id" && overlap === 0 && kindFits(slot, literal);
  score += (overlap + (idByDoc ? 1 : 0)) * SLOT_SCORE.nameWord + ([...parentWords(slot)].some((w) => context.has(w)) ? SLOT_SCORE.parentWord : 0);
  if (literal.kind === "quoted")
    score += quotedAffinity(slot, String(value), context, ownerWords, namesOwner, itself);
  return score;
}
function ownPhraseFit(slot, phrase2) {
  if (!/\bnumber\b/.test(slot.input.type)) return 0;
  return [...slotWords(slot)].filter((w) => phrase2.has(w)).length * SLOT_SCORE.ownPhraseWord;
}
function portDirection(slot, context) {
  const outbound = context.has("outbound") || context.has("egress");
  const way = outbound ? SLOT_SCORE.portDirection : -SLOT_SCORE.portDirection;
  if (/ingress/i.test(slot.parent)) return -way;
  if (/egress/i.test(slot.parent)) return way;
  return 0;
}
var KUBERNETES_NAME = "metadata.name";
function isOwnName(slot, ownerWords) {
  const own = slot.input.name.toLowerCase();
  const whole = ownerWords.join("");
  if (own === "name" || own === "title" || [`${whole}name`, `${whole}id`, `${whole}identifier`].includes(own))
    return true;
  const head = ownerWords[ownerWords.length - 1];
  if (head === void 0) return false;
  const doc = /^(?:the\s+)?name\s+of\s+(?:the|this|your)\s+([\w\s-]+?)(?:[,.;(]|\s+(?:if|to|that|which|when|for|in|within|with|under|across|inside)\b|$)/i.exec(
    slot.input.doc
  );
  const said2 = (doc?.[1] ?? "").trim().split(/\s+/);
  if (said2.length > 1 && said2[said2.length - 1]?.toLowerCase() === "resource") said2.pop();
  const last = said2.pop() ?? "";
  return analyse(last)[0] === head && said2.every((w) => /^[A-Z]/.test(w) || ownerWords.includes(analyse(w)[0] ?? ""));
}
var NAME_INPUT = /(?:name|identifier)$/i;
function quotedAffinity(slot, value, context, ownerWords, namesOwner, itself) {
  if (value.startsWith("/") && (/path/i.test(slot.input.name) || itself && /\bpath\b/i.test(slot.input.doc)))
    return QUOTED_AFFINITY.shape;
  if (/\d+\.\d+/.test(value) && /version|release|label/i.test(slot.input.name)) return QUOTED_AFFINITY.shape;
  if (!NAME_INPUT.test(slot.input.name) && !itself || slot.parent !== "" && !itself || /\s/.test(value))
    return 0;
  const another = ![...slotWords(slot)].some((w) => ownerWords.includes(w));
  if (namesOwner && !itself && another && looksLikeReference(slot.input)) return 0;
  const lower2 = value.toLowerCase();
  if (namesOwner || context.has("named") || context.has("called") || context.has("titled"))
    return QUOTED_AFFINITY.named + (itself ? QUOTED_AFFINITY.ownName : 0);
  if (value.startsWith("/")) return QUOTED_AFFINITY.otherwise;
  if (ownerWords.some((w) => w.length >= 3 && (lower2.includes(w) || context.has(w))))
    return QUOTED_AFFINITY.named;
  return QUOTED_AFFINITY.otherwise;
}
function portOfAnother(slot, slots, context) {
  if (slot.parent === "" && !slots.some((s) => s.path === "port")) return false;
  if (slot.parent !== "" && blockSaid(slot.path, context)) return false;
  const qualifiers = [...slotWords(slot)].filter((w) => w !== "port" && !PORT_SIDES.has(w));
  return qualifiers.length > 0 && !qualifiers.some((w) => context.has(w));
}
function slotSaid(slot, slots, literal, context) {
  const words4 = /* @__PURE__ */ new Set([...context, ...analyse(literal.text)]);
  if (literal.kind === "port" && portOfAnother(slot, slots, words4)) return false;
  return ONLY_ITS_KIND.has(literal.kind) || deepSlotSaid(slot, context);
}
var COUNTED = new RegExp(`^(?:${MACHINE_COUNT})$`, "i");
function usageShare(snapshot, draft, slot) {
  const counted2 = shippedInputUsage(snapshot).of(draft.record.token);
  return programsSetting(snapshot, draft, slot) / Math.max(1, counted2?.declarations ?? 0);
}
function programsSetting(snapshot, draft, slot) {
  return shippedInputUsage(snapshot).of(draft.record.token)?.inputs.get(slot.path) ?? 0;
}
var MACHINES = new Set(
  analyse("instance node replica broker cluster server host machine vm member worker task pod")
);
function countsOtherThings(slot) {
  const first = slot.input.doc.split(/\.(?:\s|$)/)[0] ?? "";
  if (/size$/i.test(slot.input.name) && /\bsize of (?:the |an? )?[\w\s-]*\b(?:group|pool|fleet)\b/i.test(first))
    return false;
  if (!/count|^num|replicas/i.test(slot.input.name) && !/\bnumber of\b/i.test(first)) return true;
  const words4 = analyse(splitIdentifier(slot.input.name).join(" "));
  const noun = words4.at(-1) === "count" ? words4.at(-2) : /^num/i.test(slot.input.name) ? words4.at(-1) : void 0;
  return noun !== void 0 && !MACHINES.has(noun) && !analyse(first).some((w) => MACHINES.has(w));
}
function usedAmong(snapshot, draft, slots, slot, sort, weight, minPrograms = 1) {
  const share = sort(slot) ? usageShare(snapshot, draft, slot) : 0;
  if (share === 0 || programsSetting(snapshot, draft, slot) < minPrograms) return 0;
  const most = Math.max(...slots.filter(sort).map((s) => usageShare(snapshot, draft, s)));
  return weight * (0.5 + 0.5 * share / most);
}
var takesNumber = (slot) => /\bnumber\b/.test(slot.input.type);
var takesPort = (slot) => KIND_INPUTS.port.test(slot.input.name);
function regionSlotFits(snapshot, draft, drafts, slot) {
  if (slot.parent !== "") return false;
  if (slot.input.name === "region") return usageShare(snapshot, draft, slot) >= REGION_INPUT_MIN_SHARE;
  const isGroup = (d) => ownNameWords(d.record).join(" ") === "resource group";
  const inGroup = draft.record.inputs.some((i) => i.name === "resourceGroupName");
  return isGroup(draft) || !inGroup || !drafts.some(isGroup);
}
var DELIVERED = /* @__PURE__ */ new Set(["event-name", "email", "url"]);
function partnerBonus(slot, draft, drafts) {
  if (slot.parent === "") return 0;
  const parent = parentWords(slot);
  const partner = drafts.some((d) => d.id !== draft.id && ownNameWords(d.record).every((w) => parent.has(w)));
  return partner ? SLOT_SCORE.partner : 0;
}
function scheduleValue(draft, slot, literal) {
  const expression = String(literal.value);
  if (draft.record.provider !== "aws") return scheduleAsCron(expression);
  const aws = scheduleAsAws(expression);
  if (slot.input.name === "scheduleExpression") return aws;
  return aws?.startsWith("cron(") === true ? aws : void 0;
}
var LEADING_NUMBER = new RegExp(String.raw`^(?:[\d.,\s-]+|(?:${NUMBER_WORD_PATTERN})[\s-]+)`, "i");
function numberUnit(literal) {
  return literal.text.replace(LEADING_NUMBER, "");
}
function inInputUnit(slot, literal, amount) {
  if (literal.kind !== "number") return amount;
  const { name, doc } = slot.input;
  return convertSize(amount, numberUnit(literal), inputSizeUnit(name, doc)) ?? convertDuration(amount, numberUnit(literal), inputTimeUnit(name, doc)) ?? amount;
}
function literalValueFor(draft, slot, literal) {
  if (literal.kind === "schedule") return scheduleValue(draft, slot, literal) ?? literal.value;
  if (typeof literal.value === "number" && writesSeconds(draft, slot)) {
    return durationText(literal.value, numberUnit(literal)) ?? literal.value;
  }
  return valueInSlot(slot, literal);
}
function writesSeconds(draft, slot) {
  if (!/\bstring\b/.test(slot.input.type)) return false;
  if (/terminated by ['"`‘]?s\b/i.test(slot.input.doc)) return true;
  const written = [...exampleValues(draft.record).get(slot.input.name) ?? []];
  return written.length > 0 && written.every((value) => /^\d+(?:\.\d+)?s$/.test(value));
}
function valueInSlot(slot, literal) {
  const value = literal.value;
  if (literal.kind === "http-method") return routeValue(slot, literal);
  if (typeof value === "number") return inInputUnit(slot, literal, value);
  if (typeof value === "string" && value.startsWith("/") && /segment/i.test(slot.input.doc)) {
    return value.replace(/^\/+/, "");
  }
  return value;
}
function kindFits(slot, literal) {
  if (KIND_INPUTS[literal.kind].test(slot.input.name) || storageUriFits(slot, literal)) return true;
  if (literal.kind === "resource-id") return docTakesIdKind(String(literal.value), slot.input.doc);
  return literal.kind === "cidr" && /\bCIDR\b/.test(slot.input.doc);
}
function idKindFits(slot, id) {
  return namesIdKind(id, slot.input.name) || docTakesIdKind(id, slot.input.doc);
}
var EXAMPLE_SHAPED = /* @__PURE__ */ new Set(["url", "ip"]);
function writtenInExamples(draft, slot, literal) {
  if (literal.kind === "instance-type")
    return [...exampleValues(draft.record).get(slot.input.name) ?? []].some(isInstanceType) ? SLOT_SCORE.example : 0;
  const shaped = literal.kind === "quoted" && (String(literal.value).includes("/") || isDomainName(String(literal.value)));
  if (!EXAMPLE_SHAPED.has(literal.kind) && !shaped) return 0;
  return exampleFit(draft.record, slot, String(literal.value)) > 0 ? SLOT_SCORE.example : 0;
}
var isInstanceType = (value) => extractLiterals(value).some((l) => l.kind === "instance-type" && l.text === value);
function routeValue(slot, literal) {
  const route = String(literal.value);
  return slot.input.name === "routeKey" ? route : route.split(" ")[0] ?? route;
}
function impliedProtocol(work, draft, slots, slot, literal) {
  const protocol = slots.find((s) => s.parent === slot.parent && /^protocol$/i.test(s.input.name));
  if (protocol === void 0) return;
  const value = literal.kind === "email" ? "email" : literal.kind === "url" ? String(literal.value).split(":")[0] : literal.kind === "port" ? portProtocol(protocol, literal) : void 0;
  if (value !== void 0) {
    work.apply({
      kind: "value",
      id: draft.id,
      value: { input: protocol.path, value, text: literal.text, span: literalSpan(literal) }
    });
  }
}
function portProtocol(protocol, literal) {
  const said2 = /^udp\b/i.test(literal.text) ? "udp" : /^(?:tcp|ssh|https?|rdp)\b/i.test(literal.text) ? "tcp" : void 0;
  if (said2 === void 0) return void 0;
  const listed = slotValues(protocol, true);
  if (listed.length === 0) return said2;
  return listed.find((v) => v.toLowerCase() === said2);
}
var PHRASE_BREAK = /^(?:a|an|the|and|or|with|that|which|whose|in|on|for|to|at|from|by|of|its|their|into|as|is|are|named|called|titled)$/i;
function saidOfWords(text, literal) {
  const window = text.slice(Math.max(0, literal.start - 60), literal.start).replace(/(?:\s+["'`“][^"'`“”]*["'`”])?\s*\(\s*$/, "").replace(/(?:\s+(?:named|called|titled|is|should\s+be|must\s+be|set\s+to)|\s*[:=])?\s*["'`“]?\s*$/i, "");
  const lead = /((?:[A-Za-z][\w-]*\s+){0,3}[A-Za-z][\w-]*)$/.exec(window)?.[1] ?? "";
  const kept = [];
  for (const word of lead.split(/\s+/).reverse()) {
    if (word === "" || PHRASE_BREAK.test(word)) break;
    kept.unshift(word);
  }
  if (kept.length === 0 && /\b(?:the|an?)\s*["'`“]?$/i.test(window)) return analyse(nounAfter(text, literal));
  const last = kept.length > 1 ? kept.pop() : void 0;
  const made = last === void 0 ? void 0 : /^([a-z]+?)(?:([a-z])\2)?ed$/i.exec(last);
  if (last !== void 0)
    kept.push(made === null || made === void 0 ? last : `${made[1]}${made[2] ?? ""}`);
  return analyse(kept.join(" "));
}
function nounAfter(text, literal) {
  const after = text.slice(literal.start + literal.text.length).replace(/^["'`”]/, "");
  const [, first = "", second = ""] = /^\s+([A-Za-z][\w-]*)(?:\s+([a-z][\w-]*))?/.exec(after) ?? [];
  if (PHRASE_BREAK.test(first)) return "";
  return second === "" || first.includes("-") || PHRASE_BREAK.test(second) ? first : `${first} ${second}`;
}
function saidOfBlock(slot, phrase2, named2) {
  const head = phrase2.at(-1);
  const block = slot.parent.split(".").at(-1) ?? "";
  if (head === void 0 || block === "") return 0;
  const blockWords = analyse(splitIdentifier(block).join(" "));
  if (blockWords.at(-1) !== head) return 0;
  return !named2 || isOwnName(slot, blockWords) ? SLOT_SCORE.saidOf : 0;
}
function saidOfShare(snapshot, record, phrase2) {
  const own = ownNameWords(record);
  const head = own[own.length - 1];
  const ends = (words4) => words4.length > 0 && words4.every((w, i) => phrase2[phrase2.length - words4.length + i] === w);
  if (head !== void 0 && phrase2[phrase2.length - 1] !== head)
    return [...serviceNamesOf(snapshot, record), ...otherNames(record)].some(ends) ? 1 : 0;
  if (head === void 0) return 0;
  return 1 + own.slice(0, -1).filter((w) => phrase2.includes(w)).length / own.length;
}
var otherNames = memoByObject((record) => {
  const inputs = new Set(record.inputs.flatMap((input) => analyse(splitIdentifier(input.name).join(" "))));
  return nameWordSets(record).slice(1).map((name) => name.split(" ").filter((w) => w !== "")).filter((words4) => words4.length > 1 || !inputs.has(words4[0] ?? ""));
});
function namesInFull(record, phrase2) {
  const known = /* @__PURE__ */ new Set([
    ...ownNameWords(record),
    ...servicePhrasesFor(record.provider, record.module).flatMap(analyse),
    ...analyse(`${record.provider} ${record.module}`)
  ]);
  return phrase2.every((w) => known.has(w) || PROVIDER_NAMES[w] === record.provider);
}
function saysPhrase(slot, phrase2) {
  return slot.parent === "" && phrase2.length >= 2 && phrase2.every((w) => slotWords(slot).has(w) || docWords(slot).has(w));
}
function phraseReading(drafts, snapshot, phrase2) {
  const heads = drafts.filter((d) => saidOfShare(snapshot, d.record, phrase2) > 0);
  if (heads.some((d) => namesInFull(d.record, phrase2))) return "component";
  const whole = heads.filter((d) => ownNameWords(d.record).every((w) => phrase2.includes(w)));
  const refersToNamed = (slot) => whole.some(
    (d) => new RegExp(`${ownNameWords(d.record).join("")}(?:name|id|arn)?s?$`).test(slot.input.name.toLowerCase())
  );
  const inputs = drafts.filter((d) => !whole.includes(d)).flatMap((d) => inputSlots(snapshot, d.record).filter((slot) => saysPhrase(slot, phrase2)));
  if (inputs.length > 0 && !inputs.every(refersToNamed)) return "input";
  return heads.length > 0 ? "component" : "none";
}
var docWords = memoByObject(
  (slot) => words3((slot.input.doc.split(/\.(?:\s|$)/)[0] ?? "").slice(0, 200))
);
function phraseFit(slot, phrase2) {
  const head = phrase2[phrase2.length - 1];
  if (head === void 0 || slot.parent !== "") return 0;
  const name = slotWords(slot);
  const doc = docWords(slot);
  if (!name.has(head) && !doc.has(head)) return 0;
  const whole = name.size === phrase2.length && phrase2.every((w) => name.has(w));
  return SLOT_SCORE.docWord * phrase2.filter((w) => name.has(w) || doc.has(w)).length + (name.has(head) ? SLOT_SCORE.phraseHead : 0) + (whole ? SLOT_SCORE.phraseWhole : 0);
}
var filledKey = (draft, slot) => `${draft.id} ${slot.path}`;
function heldByAnother(filled, draft, slot, slots, literal) {
  const held = filled.get(filledKey(draft, slot));
  return held !== void 0 && held !== literal.value && literal.kind !== "port" && draft.count === 1 && !/\[\]/.test(slot.input.type) && !inListElement(slot, slots);
}
function speakingSentence(drafts, sentence) {
  for (let at = sentence; at >= 0; at--) {
    if (drafts.some((draft) => draft.sentences.has(at))) return at;
  }
  return sentence;
}
function slotsFor(snapshot, draft, literal) {
  const slots = inputSlots(snapshot, draft.record);
  if (!ONLY_ITS_KIND.has(literal.kind)) return slots;
  return [...slots, ...deepSlotsTaking(snapshot, draft.record, KIND_INPUTS[literal.kind])];
}
function countsItsNoun(slot, literal) {
  const noun = analyse(literal.text.split(/\s+/).at(-1) ?? "")[0];
  return noun !== void 0 && slotWords(slot).has(noun);
}
function doneBy(nameWord, context) {
  if (!/[a-z]{3}er$/.test(nameWord)) return false;
  const root = nameWord.slice(0, -2);
  return ["ing", "s", "es", "ed", "e"].some((ending) => context.has(`${root}${ending}`));
}
function numberRulesOut(slot, literal, reading) {
  const unit = numberUnit(literal);
  if (measuresOtherSort(slot.input.name, unit)) return true;
  if (measureOf(unit) === "time" && countsNotTime(slot)) return true;
  if (measureOf(unit) === "size" && !holdsData(slot)) return true;
  return reading.counts !== void 0 && inputTimeUnit(slot.input.name, slot.input.doc) !== void 0;
}
function kindRulesOut(snapshot, drafts, draft, slot, literal) {
  if (ONLY_ITS_KIND.has(literal.kind) && !kindFits(slot, literal)) return true;
  if (literal.kind !== "arn" && STRUCTURED.has(literal.kind) && /Arns?$/.test(slot.input.name)) return true;
  const value = String(literal.value);
  switch (literal.kind) {
    case "resource-id":
      return !idKindFits(slot, value);
    case "arn":
      return !arnFits(snapshot, draft.record, slot, value);
    case "region":
      return !regionSlotFits(snapshot, draft, drafts, slot);
    case "instance-type":
      return !takesSize(slot);
    case "schedule":
      return scheduleValue(draft, slot, literal) === void 0;
    default:
      return false;
  }
}
function bestSlot(drafts, snapshot, request, stated, filled = /* @__PURE__ */ new Map()) {
  const numberReading = stated.kind === "number" ? readNumber(request.text, stated, request.literals) : void 0;
  const literal = numberReading?.literal ?? stated;
  const context = contextWords(request.text, stated);
  const said2 = literal.unitless === true ? unitlessWords(request.text, literal) : context;
  const numberPhrase = literal.kind === "number" ? unitlessWords(request.text, literal) : void 0;
  const sentence = speakingSentence(drafts, request.sentenceOf(literal.start));
  const phrase2 = saidOfWords(request.text, literal);
  const clause = clauseComponents(drafts, request, literalSpan(literal));
  const reading = phraseReading(drafts, snapshot, phrase2);
  const given = isGivenName(request.text, literal);
  const nameLike = given || literal.kind === "quoted" && WRITTEN_NAME.test(String(literal.value));
  const counting = literal.kind === "number" && COUNTED.test(literal.text.split(/\s+/).at(-1) ?? "");
  const percent = literal.kind === "number" && PERCENT.test(numberUnit(literal));
  const asVersion = literal.unitless === true && saidAsVersion(request.text, literal);
  let best;
  for (const draft of drafts) {
    const slots = slotsFor(snapshot, draft, literal);
    const own = ownNameWords(draft.record);
    const saidOf2 = reading === "component" ? saidOfShare(snapshot, draft.record, phrase2) : 0;
    const nearName = reading === "input" ? 0 : own.filter((w) => context.has(w) || doneBy(w, context)).length / own.length;
    const near = (draft.sentences.has(sentence) ? SLOT_SCORE.sameSentence : 0) + (clause.has(draft.id) ? SLOT_SCORE.sameClause : 0) + SLOT_SCORE.nearName * nearName + SLOT_SCORE.saidOf * saidOf2;
    const accepting = (slot) => slotAccepts(slot, literal.value);
    for (const slot of slots) {
      if (!accepting(slot)) continue;
      if (heldByAnother(filled, draft, slot, slots, literal)) continue;
      if (standaloneFor(draft, drafts, slot.path) !== void 0) continue;
      if (counting && countsOtherThings(slot)) continue;
      if (percent && !takesPercent(slot)) continue;
      if (numberReading !== void 0 && numberRulesOut(slot, literal, numberReading)) continue;
      const read = numberReading === void 0 ? 0 : numberFit(slot, slots, numberReading);
      const intrinsic = read + (numberPhrase === void 0 ? 0 : ownPhraseFit(slot, numberPhrase)) + // The upper end of a range ("from 1 to 5 nodes") bounds the count; it is not the count programs set.
      (counting && numberReading?.rangeStart === void 0 ? usedAmong(snapshot, draft, slots, slot, takesNumber, SLOT_SCORE.countedUse) : 0) + (counting && countsItsNoun(slot, literal) ? SLOT_SCORE.countedNoun : 0) + (literal.kind === "port" ? usedAmong(snapshot, draft, slots, slot, takesPort, SLOT_SCORE.portUse) : 0) + scoreSlot(slot, literal, context, own, saidOf2 > 0) + // The words before a name given ("a domain called app-search") say which name input takes it (a layer
      // version's `layerName`), no other input (its `engineVersion`).
      ((!given || NAME_INPUT.test(slot.input.name) || isOwnName(slot, own)) && (reading === "none" || reading === "input" && saysPhrase(slot, phrase2)) ? phraseFit(slot, phrase2) : 0) + saidOfBlock(slot, phrase2, nameLike) + (DELIVERED.has(literal.kind) ? partnerBonus(slot, draft, drafts) : 0) + writtenInExamples(draft, slot, literal);
      if (literal.kind === "quoted" ? intrinsic < SLOT_SCORE.quotedMin : intrinsic <= 0) continue;
      if (literal.unitless === true && read === 0 && !unitlessFits(draft.record, slot, said2, literal.value))
        continue;
      if (asVersion && !/version|release|label|image|sku/i.test(slot.input.name)) continue;
      if (counting && !/\bnumber\b/.test(slot.input.type)) continue;
      if (kindRulesOut(snapshot, drafts, draft, slot, literal)) continue;
      if (!slotSaid(slot, slots, literal, context)) continue;
      const depth = slot.parent === "" ? 0 : slot.parent.split(".").length * SLOT_SCORE.depthPenalty;
      const use = usedAmong(snapshot, draft, slots, slot, accepting, SLOT_SCORE.acceptingUse, 2);
      const score = intrinsic + use + near - depth;
      if (score > (best?.score ?? SLOT_SCORE.min - 0.01)) best = { draft, slot, score, slots };
    }
  }
  return best;
}
function literalPhrase(text, literal) {
  const end = literal.start + literal.text.length;
  const after = (text.slice(end, end + 40).split(/[,;()]|[.!?](?:\s|$)|\s(?:and|or|with|that|which|in|on|for)\s/)[0] ?? "").split(/\s+/).filter((word) => word !== "").slice(0, 3).join(" ").replace(/[.:!?]+$/, "");
  const window = text.slice(Math.max(0, literal.start - 50), literal.start);
  const of = /((?:[\w-]+\s+){1,3})(?:of|=|:|is|named|called|titled)\s*$/i.exec(window)?.[0];
  return `${of ?? (literal.unitless === true ? leadingWords(window) : "")}${literal.text}${after === "" ? "" : ` ${after}`}`.trim();
}
function leadingWords(window) {
  const lead = /((?:[A-Za-z][\w-]*\s+){1,3})$/.exec(window)?.[1] ?? "";
  const kept = [];
  for (const word of lead.trim().split(/\s+/).reverse()) {
    if (word === "" || PHRASE_BREAK.test(word)) break;
    kept.unshift(word);
  }
  return kept.length === 0 ? "" : `${kept.join(" ")} `;
}
function unitlessWords(text, literal) {
  return words3(
    literalPhrase(text, literal).split(/\s+/).filter((w) => /^[A-Za-z-]+$/.test(w)).join(" ")
  );
}
var BOUNDS = new Set(analyse("max maximum min minimum count number total"));
function unitlessFits(record, slot, said2, value) {
  const type = /^(?:pulumi\.Input<)?(number|string)(?: \| undefined)?>?$/.exec(slot.input.type)?.[1];
  const numeric = () => /version$/i.test(slot.input.name) || Number.isInteger(value) && [...exampleValues(record).get(slot.input.name) ?? []].some((v) => /^\d+$/.test(v));
  if (type === void 0 || type === "string" && !numeric()) return false;
  const name = slotWords(slot);
  return [...name].some((w) => said2.has(w)) && [...said2].every((w) => !BOUNDS.has(w) || name.has(w));
}
var PERCENT = /^(?:%|percent)/i;
function saidAsVersion(text, literal) {
  const name = /[A-Z][\w.]*\s+$/.exec(text.slice(0, literal.start));
  return name !== null && !/(?:^|[.!?:;]\s*)$/.test(text.slice(0, name.index));
}
var attachLiterals = {
  id: "literal-values",
  phase: "values",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const { text } = request;
    const literals = [...request.literals, ...appositiveNames(text, draft.components, request.literals)].sort(
      (a, b) => a.start - b.start
    );
    const choices = chooseSlots(draft.components, snapshot, request, literals);
    for (const literal of literals) {
      const best = choices.get(literal);
      if (best === void 0) continue;
      if (best.another === true) {
        const count = (work.byId(best.draft.id)?.count ?? best.draft.count) + 1;
        work.apply({ kind: "mention", id: best.draft.id, sentences: [], count });
      }
      const add = (input, value, from = literal) => work.apply({
        kind: "value",
        id: best.draft.id,
        value: { input, value, text: literalPhrase(text, literal), span: literalSpan(from) }
      });
      add(best.slot.path, literalValueFor(best.draft, best.slot, literal));
      const rangeStart = literal.kind === "number" ? readNumber(text, literal, request.literals).rangeStart : void 0;
      const lower2 = rangeStart === void 0 ? void 0 : rangeStartSlot(best.slots, best.slot);
      if (rangeStart !== void 0 && lower2 !== void 0) add(lower2.path, rangeStart.value, rangeStart);
      if (literal.kind === "port" || /^(?:from|to)Port$/.test(best.slot.input.name)) {
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
function givenTo(drafts, snapshot, text, literal, filled) {
  if (!isGivenName(text, literal)) return void 0;
  const phrase2 = saidOfWords(text, literal);
  if (phrase2.length === 0) return void 0;
  const named2 = drafts.filter(
    (d) => saidOfShare(snapshot, d.record, phrase2) > 0 || namesInFull(d.record, phrase2)
  );
  const draft = named2.length === 1 ? named2[0] : void 0;
  if (draft === void 0) return void 0;
  const slots = inputSlots(snapshot, draft.record);
  const own = ownNameWords(draft.record);
  const slot = slots.find((s) => s.parent === "" && isOwnName(s, own) && slotAccepts(s, literal.value));
  if (slot === void 0) return void 0;
  const held = filled.get(filledKey(draft, slot));
  const another = typeof held === "string" && held !== literal.value;
  return { draft, slot, score: SLOT_SCORE.min, slots, ...another ? { another: true } : {} };
}
function chooseSlots(drafts, snapshot, request, literals) {
  const { text } = request;
  const stated = drafts.flatMap((d) => d.values.flatMap((v) => v.span === void 0 ? [] : [v.span.start]));
  const firsts = literals.filter((literal) => !opensRange(text, literal, literals) && !stated.includes(literal.start)).map((literal) => ({ literal, best: bestSlot(drafts, snapshot, request, literal) })).sort((a, b) => (b.best?.score ?? 0) - (a.best?.score ?? 0));
  const filled = new Map(
    drafts.flatMap(
      (d) => d.values.map((v) => [`${d.id} ${v.input}`, String(v.value)])
    )
  );
  const out = /* @__PURE__ */ new Map();
  for (const { literal, best: first } of firsts) {
    const given = givenTo(drafts, snapshot, text, literal, filled);
    if (given !== void 0) {
      out.set(literal, given);
      filled.set(filledKey(given.draft, given.slot), literal.value);
      continue;
    }
    const held = first !== void 0 && heldByAnother(filled, first.draft, first.slot, first.slots, literal);
    const best = held ? bestSlot(drafts, snapshot, request, literal, filled) : first;
    const example = /\be\.\s?g\.,?\s*$/i.test(text.slice(Math.max(0, literal.start - 8), literal.start));
    if (best === void 0 || example && best.score < SLOT_SCORE.min + SLOT_SCORE.exampleMargin) continue;
    out.set(literal, best);
    filled.set(filledKey(best.draft, best.slot), literal.value);
  }
  for (const literal of literals) {
    const before = listedAfter(text, literal, literals);
    const first = before === void 0 ? void 0 : out.get(before);
    if (first === void 0 || !takesMany(first.slot, first.slots)) continue;
    if (slotAccepts(first.slot, literal.value)) out.set(literal, first);
  }
  return out;
}
function takesMany(slot, slots) {
  return /\[\]/.test(slot.input.type) || inListElement(slot, slots);
}
var phrase = memoByString(
  (text) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()} `,
  { maxLength: 256 }
);
var valuePhrase = (value) => phrase(value.replace(/([a-z])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g, "$1$2 "));
var squashed = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");
function prose(raw) {
  const said2 = comparisonsAsWritten(phrase(raw));
  return { raw, said: said2, words: analyse(said2), squashed: squashed(raw) };
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
  let speaking = false;
  let preamble = true;
  sentences.forEach((sentence, i) => {
    const named2 = drafts.some((d) => d.sentences.has(i));
    if (named2) speaking = draft.sentences.has(i);
    preamble &&= !named2;
    if (speaking || !named2 && (subject || preamble) || saysHeadNoun(draft, sentence)) own.push(i);
  });
  return own;
}
function saysHeadNoun(draft, sentence) {
  const head = ownNameWords(draft.record).at(-1);
  return head !== void 0 && head.length >= 4 && analyse(sentence).includes(head);
}
var siblingsByParent = memoByObject(
  (slots) => {
    const byParent = /* @__PURE__ */ new Map();
    for (const s of slots) {
      const names = byParent.get(s.parent) ?? /* @__PURE__ */ new Set();
      names.add(s.input.name);
      byParent.set(s.parent, names);
    }
    return byParent;
  }
);
function siblingNames(slot, slots) {
  return siblingsByParent(slots).get(slot.parent) ?? /* @__PURE__ */ new Set();
}
function saysValue(value, { raw, said: said2, words: words4, squashed: squashedRaw }, implied = NO_WORDS) {
  const spoken = distinguishing(valuePhrase(value), implied);
  if (spoken.trim().length < 3) return false;
  const adverb = PERIOD_ADVERBS[value.toLowerCase()];
  if (adverb !== void 0 && said2.includes(` ${adverb} `)) return true;
  const unprefixed = phrase(value.replace(/^(?:aws|amazon)_(?=[a-z]{5})/i, ""));
  if (unprefixed !== spoken && said2.includes(unprefixed)) return true;
  const valueWords2 = analyse(spoken);
  const written = spoken.trim().split(" ");
  const dropped = written.filter((w) => !FUNCTION_WORDS.has(w) && !valueWords2.some((v) => w.startsWith(v)));
  if (valueWords2.length >= 2 && written.length >= 3 && saidLoosely(valueWords2, words4) && dropped.every((w) => said2.includes(` ${w} `))) {
    return true;
  }
  if (value.length <= 4) return shortWordPattern(value).test(raw);
  if (said2.includes(spoken)) return true;
  const bare = squashed(value.replace(/\.x$/i, ""));
  const at = squashedRaw.indexOf(bare);
  return /[a-z]/.test(bare) && /\d/.test(bare) && bare.length >= 5 && at >= 0 && !/\d/.test(squashedRaw.charAt(at + bare.length));
}
function saidOnlyInNames(value, raw) {
  if (!/^[A-Za-z]+$/.test(value)) return false;
  const joined = new RegExp(`\\w[-_.]${value}(?![a-z])|(?<![a-z])${value}s?[-_.]\\w`, "i");
  const alone = new RegExp(`(?<![\\w.-])${value}s?(?!\\w|\\.\\w|-(?!(?:based|backed|only|enabled)\\b))`, "i");
  return joined.test(raw) && !alone.test(raw);
}
function saidWithInputName(value, slot, ownWords, raw) {
  if (!/^[\w.-]+$/.test(value)) return false;
  const escaped = value.replace(/[.-]/g, "\\$&");
  const input = splitIdentifier(slot.input.name).at(-1)?.toLowerCase() ?? "";
  const written = input.length < 4 ? null : new RegExp(`(?<![\\w.-])(${escaped})(-|\\s)${input}\\b`, "i").exec(raw);
  if (written !== null && (written[2] === "-" || written[1] !== written[1]?.toLowerCase())) return true;
  const own = [...ownWords].at(-1);
  return value.toUpperCase() === value && own !== void 0 && new RegExp(`(?<=[A-Za-z]\\s)${escaped}\\s+${own}s?\\b`).test(raw);
}
function saidOnlyAsProduct(value, raw) {
  const word = `(?<![\\w.-])${value.replace(/[^\w]/g, "\\$&")}(?![\\w.-])`;
  const rest = raw.replace(new RegExp(`${word}\\s+v\\d+\\b`, "gi"), " ");
  return rest !== raw && !new RegExp(word, "i").test(rest);
}
var shortWordPattern = memoByString((value) => {
  const flags = SHORT_WORDS.has(value.toLowerCase()) || value !== value.toUpperCase() ? "" : "i";
  return new RegExp(`\\b${value.replace(/[^\w]/g, "\\$&")}\\b`, flags);
});
var byDepth = memoByObject(
  (slots) => [...slots].sort((a, b) => a.path.split(".").length - b.path.split(".").length)
);
function inListElement(slot, slots) {
  const parent = slots.find((s) => s.path === slot.parent);
  return parent !== void 0 && /\[\]/.test(parent.input.type) && !/\[\]/.test(slot.input.type);
}
function modifiesOwnName(value, { prose: { words: words4 }, ownWords }) {
  const own = [...ownWords];
  const valueWords2 = analyse(phrase(value));
  if (own.length === 0 || valueWords2.length !== 1) return false;
  const wanted = [...valueWords2, ...own];
  return words4.some((_, i) => wanted.every((word, j) => words4[i + j] === word));
}
function statedValues(slot, slots, listedOnly, stated, saidOf2) {
  const siblings = siblingNames(slot, slots);
  const implied = impliedWords(slotValues(slot));
  const said2 = slotValues(slot, listedOnly).filter((value) => {
    const lower2 = value.toLowerCase();
    return !(COMMON_VALUES.has(lower2) && !modifiesOwnName(value, stated) || stated.ownWords.has(lower2) || stated.usedValues.has(value) || value.startsWith("$") || /[*?]/.test(value) || siblings.has(value) || !deepSlotSaid(slot, stated.near) || !slotAccepts(slot, value) || !(saidWithInputName(value, slot, stated.ownWords, stated.prose.raw) || saysValue(value, stated.prose, implied) && !saidOnlyInNames(value, stated.prose.raw)) || saidOnlyAsProduct(value, stated.prose.raw) || !saidOf2(value));
  });
  const spoken = (value) => distinguishing(valuePhrase(value), implied);
  return said2.filter(
    (value) => !said2.some((other) => other !== value && spoken(other).includes(spoken(value)))
  );
}
var impliedWords = memoByObject((values) => {
  const [first, ...rest] = values.map((value) => valuePhrase(value).trim().split(" "));
  if (first === void 0 || rest.length === 0) return NO_WORDS;
  const shared = (words4, at) => {
    let n = 0;
    while (n < words4.length && rest.every((other) => at(other, n) === at(words4, n))) n++;
    return n;
  };
  return [shared(first, (words4, i) => words4[i]), shared(first, (words4, i) => words4[words4.length - 1 - i])];
});
var NO_WORDS = [0, 0];
function distinguishing(spoken, [first, last]) {
  const words4 = spoken.trim().split(" ");
  const left = words4.slice(first, words4.length - last);
  return left.length >= 2 ? ` ${left.join(" ")} ` : spoken;
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
      const slots = inputSlots(snapshot, component.record);
      const taken = new Set(component.values.map((v) => v.input));
      const said2 = prose(raw);
      const stated = {
        prose: said2,
        near: new Set(said2.words),
        ownWords: new Set(ownNameWords(component.record)),
        usedValues: new Set(component.values.map((v) => String(v.value)))
      };
      for (const listedOnly of [true, false]) {
        for (const slot of byDepth(slots)) {
          if (taken.has(slot.path)) continue;
          const values = statedValues(
            slot,
            slots,
            listedOnly,
            stated,
            (value2) => valueSaidOf(value2, slot, component, drafts, own)
          );
          const value = values[0];
          if (value === void 0 || values.length > 1 && inListElement(slot, slots)) continue;
          const implied = impliedWords(slotValues(slot));
          const where = ownIndexes.find((i) => saysValue(value, prose(request.sentences[i] ?? ""), implied));
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

// src/plan/entry-values.ts
var NOT_SETTINGS = /(?:tags|tagsAll|labels|annotations|metadata|selector)$/i;
function settingsMap(snapshot, component) {
  const maps = inputSlots(snapshot, component.record).filter(
    (slot) => /\[key: string\]: pulumi\.Input<string>/.test(slot.input.type) && slot.path.split(".").length <= 2 && !NOT_SETTINGS.test(slot.input.name) && !slot.parent.split(".").some((level) => NOT_SETTINGS.test(level))
  );
  const share = (slot) => usageShare(snapshot, component, slot);
  return maps.sort((a, b) => share(b) - share(a) || a.path.split(".").length - b.path.split(".").length)[0];
}
function holderOf(snapshot, drafts, request, literal) {
  const holders = drafts.flatMap((component) => {
    const map = settingsMap(snapshot, component);
    return map === void 0 ? [] : [{ component, map }];
  });
  const clause = clauseComponents(drafts, request, literalSpan(literal));
  const inClause = holders.filter((h) => clause.has(h.component.id));
  const sentence = request.sentenceOf(literal.start);
  const inSentence = holders.filter((h) => h.component.sentences.has(sentence));
  return inClause.length === 1 ? inClause[0] : inSentence.length === 1 ? inSentence[0] : void 0;
}
var attachEntries = {
  id: "entry-values",
  phase: "values",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const literal of request.literals.filter((l) => l.kind === "entry")) {
      const holder = holderOf(snapshot, work.components, request, literal);
      if (holder === void 0) continue;
      const [key = "", value = ""] = String(literal.value).split(/=(.*)/s);
      work.apply({
        kind: "value",
        id: holder.component.id,
        value: { input: `${holder.map.path}.${key}`, value, text: literal.text, span: literalSpan(literal) }
      });
    }
    return work.edits;
  }
};

// src/plan/env-references.ts
var ENV_VAR = /\b(?:environment|env)\s+(?:variables?|vars?)\s+([A-Z][A-Z0-9_]+)\b/g;
var ENV_INPUT = /^(?:variables|envs?|environmentVariables|appSettings)$/;
function envInput(snapshot, component, name) {
  const slot = inputSlots(snapshot, component.record).filter((s) => ENV_INPUT.test(s.input.name)).sort((a, b) => a.path.split(".").length - b.path.split(".").length)[0];
  if (slot === void 0) return void 0;
  return /\[key: string\]/.test(slot.input.type) ? `${slot.path}.${name}` : slot.path;
}
function clauseAround(text, at) {
  const before = [...text.slice(0, at).matchAll(/[,;]|[.!?]\s/g)].at(-1);
  const end = text.slice(at).search(/[,;]|[.!?](?:\s|$)/);
  return {
    start: before === void 0 ? 0 : before.index + before[0].length,
    end: end < 0 ? text.length : at + end
  };
}
var wiredAlready = (draft, a, b) => draft.relations.some(
  (r) => r.via !== void 0 && (r.from === a.id && r.to === b.id || r.from === b.id && r.to === a.id)
);
var envReferences = {
  id: "env-references",
  phase: "wiring",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const match of request.text.matchAll(ENV_VAR)) {
      const clause = clauseAround(request.text, match.index);
      const spanStart = (c) => Math.min(...c.spans.map((s) => s.start));
      const owner = draft.components.filter((c) => c.origin === "request" && c.spans.length > 0 && spanStart(c) < match.index).map((c) => ({ c, input: envInput(snapshot, c, match[1] ?? "") })).filter((o) => o.input !== void 0).sort((a, b) => spanStart(b.c) - spanStart(a.c))[0];
      const target = draft.components.find(
        (c) => c.origin === "request" && c.id !== owner?.c.id && c.spans.some((s) => s.end > clause.start && s.start < clause.end)
      );
      if (owner === void 0 || target === void 0 || wiredAlready(work.draft, owner.c, target)) continue;
      work.apply({
        kind: "relate",
        relation: {
          from: owner.c.id,
          to: target.id,
          via: owner.input,
          text: match[0]
        }
      });
    }
    return work.edits;
  }
};

// src/plan/existing-references.ts
function idOf2(request, record) {
  const ids = idsOf(request, record);
  const [id] = ids;
  if (id === void 0 || ids.some((other) => other.value !== id.value)) return void 0;
  return { input: "", value: String(id.value), text: id.text, span: literalSpan(id) };
}
function nameOf(request, thing, record) {
  if (thing.span === void 0) return void 0;
  const words4 = analyse(splitIdentifier(recordName(record)).join(" ")).join(String.raw`[\s-]+`);
  const said2 = new RegExp(
    String.raw`\b${words4}s?\s+["'\`]?([a-z0-9][a-z0-9-]*[a-z0-9]|[a-z0-9])["'\`]?(?=\s*(?:[,.;:)]|$))`,
    "dgi"
  );
  const from = thing.span.start;
  const match = said2.exec(request.text.slice(from, thing.span.end + 40));
  const at = match?.indices?.[1];
  if (match === null || at === void 0) return void 0;
  const value = match[1] ?? "";
  return { input: "", value, text: value, span: { start: from + at[0], end: from + at[1] } };
}
var referenceStem = (record) => {
  const name = recordName(record);
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
};
function referringSlots(snapshot, component, record) {
  if (component.record.token === record.token) return [];
  const stem3 = referenceStem(record);
  const names = /* @__PURE__ */ new Set([stem3, `${stem3}Id`, `${stem3}Name`]);
  return inputSlots(snapshot, component.record).filter(
    (slot) => (slot.parent === "" || slot.parent === "metadata") && names.has(slot.input.name) && /\bstring\b/.test(slot.input.type) && !/\[\]/.test(slot.input.type)
  );
}
var existingReferences = {
  id: "existing-references",
  phase: "values",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const thing of draft.existing ?? []) {
      const record = snapshot.get(thing.token);
      if (record === void 0) continue;
      const handle = idOf2(request, record) ?? nameOf(request, thing, record);
      if (handle === void 0) continue;
      for (const component of work.components) {
        for (const slot of referringSlots(snapshot, component, record)) {
          const filled = component.values.some((v) => v.input === slot.path) || work.draft.relations.some((r) => r.from === component.id && r.via === slot.path);
          if (!filled)
            work.apply({ kind: "value", id: component.id, value: { ...handle, input: slot.path } });
        }
      }
    }
    return work.edits;
  }
};

// src/plan/version-values.ts
var VERSION = /^(\d+(?:\.\d+){0,2})(?:\s+(?:instance|node|replica))?$/;
var squashed2 = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");
function productVersions(request) {
  const out = [];
  for (const literal of request.literals) {
    const version = literal.kind === "number" ? VERSION.exec(literal.text)?.[1] : void 0;
    if (version === void 0) continue;
    const before = request.text.slice(Math.max(0, literal.start - 40), literal.start);
    const lead = /([A-Za-z][\w.+-]*)(?:\s+(version))?\s+$/i.exec(before);
    const word = lead?.[1];
    if (lead === null || word === void 0) continue;
    const first = /(?:^|[.!?:;])$/.test(
      request.text.slice(0, literal.start - before.length + lead.index).trimEnd()
    );
    const engine = request.literals.find(
      (l) => l.kind === "engine" && l.start + l.text.length <= literal.start && l.start >= literal.start - 40
    );
    const isEngine = engine !== void 0 && before.trimEnd().endsWith(engine.text);
    if (lead[2] === void 0 && !isEngine && (!/[A-Z]/.test(word) || first)) continue;
    const product = [
      ...analyse(word.replace(/\.js$/i, "").toLowerCase()),
      ...isEngine ? [String(engine.value)] : []
    ];
    const names = [word, ...isEngine ? [String(engine.value)] : []];
    out.push({
      literal,
      version,
      product: product.filter((w) => w !== "version"),
      engine: isEngine,
      spelled: names.map((name) => squashed2(`${name}${version}`)),
      text: `${lead[0].trim()} ${version}`
    });
  }
  return out;
}
function isVersionSlot(slot) {
  return /(?:^v|V)ersion$/.test(slot.input.name) && slotAccepts(slot, "x") && /\bversion\b/i.test(slot.input.doc);
}
function versionValue(slot, stated) {
  const valid = slotValues(slot);
  if (valid.length === 0) return stated.version;
  const found = valid.find((v) => v === stated.version || stated.spelled.some((s) => squashed2(v) === s));
  if (found !== void 0) return found;
  return slot.input.validValuesComplete === true ? void 0 : stated.version;
}
function versionFit(slot, stated, share) {
  const name = new Set(analyse(splitIdentifier(slot.input.name).join(" ")));
  const doc = new Set(analyse((slot.input.doc.split(/\.(?:\s|$)/)[0] ?? "").slice(0, 200)));
  const inName = stated.product.some((w) => name.has(w));
  const inDoc = stated.product.some((w) => doc.has(w));
  const ofEngine = stated.engine && (name.has("engine") || doc.has("engine"));
  if (!inName && !inDoc && !ofEngine) return 0;
  return (inName ? VERSION_SCORE.name : 0) + (inDoc || ofEngine ? VERSION_SCORE.doc : 0) + VERSION_SCORE.usage * share - (slot.parent === "" ? 0 : slot.parent.split(".").length * VERSION_SCORE.depthPenalty);
}
function deferredTo(slot, slots) {
  const named2 = /same value as `(\w+)`/.exec(slot.input.doc)?.[1];
  return slots.find((s) => s.parent === slot.parent && s.input.name === named2) ?? slot;
}
function speakers(components, request, literal) {
  const holding = components.filter(
    (c) => c.spans.some((span) => span.start <= literal.start && literal.start < span.end)
  );
  if (holding.length > 0) return holding;
  const sentence = request.sentenceOf(literal.start);
  const said2 = components.filter((c) => c.sentences.has(sentence));
  const lastBefore = (c) => Math.max(-1, ...c.spans.filter((span) => span.end <= literal.start).map((span) => span.end));
  const nearest = Math.max(-1, ...said2.map(lastBefore));
  return nearest < 0 ? said2 : said2.filter((c) => lastBefore(c) === nearest);
}
function bestVersionInput(snapshot, components, stated) {
  let best;
  for (const component of components) {
    const slots = inputSlots(snapshot, component.record);
    for (const candidate of slots) {
      if (!isVersionSlot(candidate)) continue;
      const slot = deferredTo(candidate, slots);
      const share = usageShare(snapshot, component, slot);
      const fit = versionFit(candidate, stated, share);
      const score = fit > 0 && component.origin === "request" ? fit + VERSION_SCORE.requested : fit;
      const value = score > 0 ? versionValue(slot, stated) : void 0;
      if (value !== void 0 && score > (best?.score ?? 0)) best = { component, slot, value, score };
    }
  }
  return best;
}
function exampleWithVersion(snapshot, components, stated) {
  const product = stated.product[0];
  if (product === void 0) return void 0;
  const written = new RegExp(`(${product}[a-z]*[-_/]?)(\\d+(?:[._]?\\d+)*)`, "i");
  for (const component of components) {
    const examples = exampleValues(component.record);
    for (const slot of inputSlots(snapshot, component.record)) {
      for (const example of examples.get(slot.input.name) ?? []) {
        const match = written.exec(example);
        if (match === null || match[2] === void 0) continue;
        const separator = /[._]/.exec(match[2])?.[0] ?? "";
        const version = stated.version.replace(/\./g, separator);
        const value = example.replace(written, `$1${version}`);
        if (slotAccepts(slot, value)) return { component, slot, value, score: 1 };
      }
    }
  }
  return void 0;
}
function versionRule(id, find) {
  return {
    id,
    phase: "values",
    run(draft, request, { snapshot }) {
      const work = new DraftEdits(draft);
      const stated = new Set(draft.components.flatMap((c) => c.values.flatMap((v) => v.span?.start ?? [])));
      for (const version of productVersions(request)) {
        if (stated.has(version.literal.start)) continue;
        const best = find(snapshot, speakers(work.components, request, version.literal), version);
        if (best === void 0) continue;
        work.apply({
          kind: "value",
          id: best.component.id,
          value: {
            input: best.slot.path,
            value: best.value,
            text: version.text,
            span: literalSpan(version.literal)
          }
        });
      }
      return work.edits;
    }
  };
}
var attachVersions = versionRule(PRODUCT_VERSIONS_RULE, bestVersionInput);
var attachExampleVersions = versionRule("example-versions", exampleWithVersion);

// src/plan/example-values.ts
var VALUE_WORD = /[A-Za-z0-9][\w.:/+-]*[A-Za-z0-9]|[A-Za-z0-9]/g;
var READ_ELSEWHERE = /* @__PURE__ */ new Set([
  "url",
  "email",
  "cidr",
  "ip",
  "instance-type",
  "availability-zone",
  "region",
  "port",
  "schedule",
  "event-name",
  "engine",
  "http-method",
  "resource-id",
  "image",
  "tag",
  "entry"
]);
function valueShaped(word) {
  return /[A-Z]/.test(word) || /\d/.test(word) || /[_./:]/.test(word);
}
function namedBy(component, slot, word) {
  const { next } = word;
  if (next === void 0 || !/.Name$/.test(slot.input.name) || ownNameWords(component.record).at(-1) === next)
    return 0;
  if (slot.parent !== "") return 0;
  if (word.service) return 0;
  const words4 = analyse(splitIdentifier(slot.input.name).join(" "));
  return words4[words4.length - 2] === next ? EXAMPLE_VALUE.namedBy : 0;
}
function serviceWords(components) {
  return /* @__PURE__ */ new Set([
    ...Object.keys(PROVIDER_NAMES),
    ...components.flatMap(({ record }) => [
      ...servicePhrasesFor(record.provider, record.module).flatMap(analyse),
      ...analyse(`${record.provider} ${record.module}`)
    ])
  ]);
}
function valueWords(request, services) {
  const taken = request.literals.filter((l) => READ_ELSEWHERE.has(l.kind));
  const quotes = request.literals.filter((l) => l.kind === "quoted");
  const out = [];
  for (const match of request.text.matchAll(VALUE_WORD)) {
    const text = match[0].replace(/-(?:based|backed|powered)$/i, "");
    const start = match.index;
    const end = start + text.length;
    if (!valueShaped(text) || taken.some((l) => start < l.start + l.text.length && end > l.start)) continue;
    const next = analyse(request.text.slice(end, end + 30).split(/[,;.()"'`]/)[0] ?? "")[0];
    const own = analyse(text);
    const near = new Set(analyse(request.text.slice(Math.max(0, start - 40), end + 40)));
    const service = services.has(text.toLowerCase()) || own.length > 0 && own.every((w) => services.has(w));
    const quoted = quotes.some((l) => start >= l.start && end <= l.start + l.text.length);
    out.push({ text, start, next, service, quoted, near });
  }
  return out;
}
function namesTheInput(slot, word) {
  const words4 = analyse(splitIdentifier(slot.input.name).join(" "));
  return analyse(word.text).some((w) => words4.includes(w));
}
function bestInput(snapshot, components, saidIn, sentence, word) {
  let best;
  let tied = false;
  for (const component of components) {
    if (!saidIn(component, sentence)) continue;
    for (const slot of inputSlots(snapshot, component.record)) {
      if (!slotAccepts(slot, word.text) || /\bnumber\b/.test(slot.input.type)) continue;
      const listed = slotValues(slot);
      if (listed.length > 0 && !listed.some((v) => v.toLowerCase() === word.text.toLowerCase())) continue;
      if (!deepSlotSaid(slot, word.near) || namesTheInput(slot, word)) continue;
      const fit = exampleFit(component.record, slot, word.text);
      const byForm = word.service || word.quoted && CAMEL_CASE.test(word.text);
      const written = byForm && fit < EXAMPLE_VALUE.same ? 0 : fit;
      const score = Math.max(written, namedBy(component, slot, word));
      if (score === 0) continue;
      const depth = slot.parent === "" ? 0 : slot.parent.split(".").length * EXAMPLE_VALUE.depthPenalty + splitIdentifier(slot.parent).length * EXAMPLE_VALUE.wordPenalty;
      const total = score - depth;
      if (best !== void 0 && total === best.score && best.component.id !== component.id) tied = true;
      if (best === void 0 || total > best.score) {
        best = { component, slot, score: total };
        tied = false;
      }
    }
  }
  return tied ? void 0 : best;
}
var attachExampleValues = {
  id: "example-values",
  phase: "values",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const versions = new Set(productVersions(request).map((v) => v.literal.start));
    const read = draft.components.flatMap(
      (c) => c.values.flatMap((v) => v.span === void 0 ? [] : [v.span])
    );
    const saidIn = (component, sentence) => component.sentences.has(sentence) || saysHeadNoun(component, request.sentences[sentence] ?? "");
    for (const word of valueWords(request, serviceWords(work.components))) {
      if (versions.has(word.start)) continue;
      if (read.some((span) => span.start === word.start)) continue;
      const choice = bestInput(snapshot, work.components, saidIn, request.sentenceOf(word.start), word);
      if (choice === void 0) continue;
      const { component, slot } = choice;
      if (draft.relations.some((r) => r.from === component.id && r.via === slot.path)) continue;
      const current = component.values.filter((v) => v.input === slot.path);
      const slots = inputSlots(snapshot, component.record);
      const several = component.count > 1 || /\[\]/.test(slot.input.type) || inListElement(slot, slots);
      if (current.length > 0 && !several) continue;
      work.apply({
        kind: "value",
        id: component.id,
        value: {
          input: slot.path,
          value: word.text,
          text: word.text,
          span: { start: word.start, end: word.start + word.text.length }
        }
      });
    }
    return work.edits;
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
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const record = snapshot.get(SUBSCRIPTION);
    const topic = draft.components.find((d) => d.record.token === TOPIC2);
    if (record === void 0 || topic === void 0 || !TOPIC_DELIVERY.test(request.text)) return [];
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

// src/plan/image-workloads.ts
var KUBERNETES = "kubernetes";
var POD_TEMPLATE_IMAGE = /^spec\.template\.spec\.containers\.image$/;
var workloads = /* @__PURE__ */ new WeakMap();
var declaredIn = (snapshot, record) => programKnowledge(snapshot)?.resources[record.token]?.programs ?? 0;
function mostUsedWorkload(snapshot) {
  const known = workloads.get(snapshot);
  if (known !== void 0) return known ?? void 0;
  const found = snapshot.list({ provider: KUBERNETES, kind: "resource" }).filter((r) => r.deprecated === void 0 && !/Patch$/.test(r.tsName)).filter(
    (r) => deepSlotsTaking(snapshot, r, KIND_INPUTS.image).some((s) => POD_TEMPLATE_IMAGE.test(s.path))
  ).sort(
    (a, b) => declaredIn(snapshot, b) - declaredIn(snapshot, a) || recordPopularity(snapshot, b) - recordPopularity(snapshot, a)
  )[0];
  workloads.set(snapshot, found ?? null);
  return found;
}
var runsImages = (snapshot, record) => inputSlots(snapshot, record).some((s) => KIND_INPUTS.image.test(s.input.name)) || deepSlotsTaking(snapshot, record, KIND_INPUTS.image).length > 0;
var imageWorkloads = {
  id: "image-workloads",
  phase: "components",
  run(draft, request, { snapshot }) {
    const images = request.literals.filter((l) => l.kind === "image");
    if (!request.planningProviders.includes(KUBERNETES) || images.length === 0) return [];
    const running = draft.components.filter((d) => runsImages(snapshot, d.record)).length;
    const record = images.length > running ? mostUsedWorkload(snapshot) : void 0;
    if (record === void 0) return [];
    const work = new DraftEdits(draft);
    for (const image of images.slice(running)) {
      work.add({
        id: newId(work.components, record),
        record,
        role: `workload running ${image.text}`,
        origin: "request",
        count: 1,
        values: [],
        alternatives: /* @__PURE__ */ new Set(),
        sentences: /* @__PURE__ */ new Set([request.sentenceOf(image.start)]),
        parts: [],
        spans: [literalSpan(image)]
      });
    }
    return work.edits;
  }
};

// src/plan/literal-components.ts
var HELD_KINDS = /* @__PURE__ */ new Set(["email", "url", "event-name", "role", "instance-type"]);
var SIZE_DEPTH = 2;
function takesLiteral(snapshot, record, literal) {
  const takes = KIND_INPUTS[literal.kind];
  const accepts = (input) => input.validValuesComplete !== true || (input.validValues ?? []).includes(String(literal.value));
  if (literal.kind === "instance-type") return holdsSize(snapshot, record, literal, 1);
  if (literal.kind !== "event-name")
    return record.inputs.some((i) => i.required && takes.test(i.name) && accepts(i));
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
      const holder = holderOf2(snapshot, request, work.components, literal);
      if (holder === void 0 || work.components.some((d) => d.record.token === holder.token)) continue;
      const name = splitIdentifier(recordName(holder)).map((w) => w.toLowerCase()).join(" ");
      work.add({
        id: newId(work.components, holder),
        record: holder,
        role: `${name} for ${literal.text}`,
        origin: "request",
        // "roles/a and roles/b on the project": a holder of one value each, for each value listed.
        count: takesOne(holder, literal) ? 1 + listedWith(request.text, literal, request.literals).length : 1,
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
function takesOne(record, literal) {
  const input = record.inputs.find((i) => KIND_INPUTS[literal.kind].test(i.name));
  return input !== void 0 && !/\[\]/.test(input.type);
}
function holds(snapshot, record, literal) {
  if (literal.kind === "event-name") return takesLiteral(snapshot, record, literal);
  if (literal.kind === "instance-type") return holdsSize(snapshot, record, literal, SIZE_DEPTH);
  const listed = (slot) => slotValues(slot);
  return inputSlots(snapshot, record).some(
    (slot) => KIND_INPUTS[literal.kind].test(slot.input.name) && (listed(slot).length === 0 || listed(slot).includes(String(literal.value)))
  );
}
function holdsSize(snapshot, record, literal, depth) {
  return inputSlots(snapshot, record).some(
    (slot) => slot.path.split(".").length <= depth && takesSize2(record, slot, literal)
  );
}
function takesSize2(record, slot, literal) {
  if (!KIND_INPUTS["instance-type"].test(slot.input.name)) return false;
  const value = String(literal.value).toLowerCase();
  const listed = slotValues(slot);
  if (listed.length > 0) return listed.some((v) => v.toLowerCase() === value);
  return !exampleValues(record).has(slot.input.name) || exampleFit(record, slot, String(literal.value)) > 0;
}
function holderOf2(snapshot, request, components, literal) {
  const planned = components.filter((d) => d.origin === "request");
  const said2 = planned.filter(
    (d) => d.spans.some((span) => span.start <= literal.start && literal.start < span.end)
  );
  const sentence = request.sentenceOf(literal.start);
  const holders = literal.kind === "instance-type" ? components.filter((d) => d.sentences.has(sentence)) : literal.kind === "role" && said2.length > 0 ? said2 : components;
  if (holders.some((d) => holds(snapshot, d.record, literal))) return void 0;
  const onModule = moduleSaidOn(snapshot, request, planned, literal);
  if (onModule !== void 0) return onModule;
  const resources = programKnowledge(snapshot)?.resources ?? {};
  return (said2.length > 0 ? said2 : planned).flatMap((parent) => {
    const known = resources[parent.record.token];
    const takers = new Map(known?.takers.map(([t, support]) => [t, support]));
    const beside = literal.kind === "instance-type" ? (known?.together ?? []).flatMap(([token, support]) => {
      takers.set(token, Math.max(takers.get(token) ?? 0, support));
      const record = snapshot.get(token);
      return record === void 0 ? [] : [record];
    }) : [];
    return [...moduleResources(snapshot, parent.record), ...beside].filter(
      (r) => r.deprecated === void 0 && takesLiteral(snapshot, r, literal) && // Refers to the parent: by its schema, or as programs wire it.
      (takers.has(r.token) || r.inputs.some(
        (i) => i.required && referencedResource(snapshot, r, i)?.token === parent.record.token
      ))
    ).map((r) => ({ r, wired: takers.get(r.token) ?? 0, popularity: recordPopularity(snapshot, r) }));
  }).sort((a, b) => b.wired - a.wired || b.popularity - a.popularity)[0]?.r;
}
var GRANTED_ON = /^[`"]?(?:\s*(?:,|,?\s*and)\s+[`"]?(?:(?:projects|organizations)\/[\w.-]+\/)?roles\/[\w.]+[`"]?)*\s+(?:roles?\s+)?on\s+(?:the|this|that|its|our|my|your)\s+([a-z]+)\b/i;
function moduleSaidOn(snapshot, request, planned, literal) {
  const noun = GRANTED_ON.exec(request.text.slice(literal.start + literal.text.length))?.[1]?.toLowerCase();
  if (noun === void 0) return void 0;
  const head = (d) => splitIdentifier(recordName(d.record)).at(-1)?.toLowerCase();
  if (planned.some((d) => head(d) === noun)) return void 0;
  const providers = new Set(planned.map((d) => d.record.provider));
  return [...providers].flatMap((provider) => snapshot.list({ provider, kind: "resource" })).filter(
    (r) => (r.module === noun || r.module === `${noun}s`) && r.deprecated === void 0 && takesLiteral(snapshot, r, literal)
  ).sort((a, b) => recordPopularity(snapshot, b) - recordPopularity(snapshot, a))[0];
}

// src/plan/managed-values.ts
var MANAGED_ARN = /^arn:[\w-]+:([\w-]+):[\w-]*:[\w-]+:([\w-]+)\/(?:[\w+=,.@-]+\/)*([\w+=,.@-]+)$/;
var managedThings = memoByObject((shard) => {
  const found = /* @__PURE__ */ new Map();
  for (const type of shard.types.values()) {
    for (const value of type.enumValues ?? []) {
      const match = MANAGED_ARN.exec(value);
      if (match?.[1] !== void 0 && match[2] !== void 0 && match[3] !== void 0)
        found.set(match[3], { arn: value, kind: match[2], service: match[1] });
    }
  }
  return found;
});
var lower = (record) => recordName(record).toLowerCase();
function attachmentFor(snapshot, holder, thing) {
  const arnInput = `${thing.kind}Arn`;
  const fits = snapshot.list({ provider: holder.provider }).filter((r) => r.kind === "resource" && r.module === thing.service).filter((r) => r.inputs.some((i) => i.required && i.name === arnInput)).flatMap((record) => {
    const via = record.inputs.find(
      (i) => i.required && i.name !== arnInput && referencedResource(snapshot, record, i) === holder
    );
    return via === void 0 ? [] : [{ record, via: via.name, required: record.inputs.filter((i) => i.required) }];
  });
  fits.sort((a, b) => a.required.length - b.required.length);
  return fits[0];
}
function distance(a, b) {
  return a.end <= b.start ? b.start - a.end : b.end <= a.start ? a.start - b.end : 0;
}
function holderOf3(snapshot, components, at, thing) {
  return components.filter((c) => lower(c.record) !== thing.kind && c.spans.length > 0).map((component) => ({
    component,
    near: Math.min(...component.spans.map((span) => distance(span, at)))
  })).sort((a, b) => a.near - b.near).map(({ component }) => ({ component, attachment: attachmentFor(snapshot, component.record, thing) })).find((found) => found.attachment !== void 0);
}
function managedNamed(request, snapshot, components) {
  const providers = [...new Set(components.map((c) => c.record.provider))];
  return [...request.text.matchAll(/(?<![\w/:-])[A-Za-z][\w+=,.@-]{4,}\w(?![\w/:-])/g)].flatMap((word) => {
    const thing = providers.map((provider) => managedThings(snapshot.shard(provider)).get(word[0])).find((found) => found !== void 0);
    const at = { start: word.index, end: word.index + word[0].length };
    return thing === void 0 ? [] : [{ word: word[0], at, thing }];
  });
}
var managedThingsExist = {
  id: "managed-things",
  phase: "components",
  run(draft, request, { snapshot }) {
    return managedNamed(request, snapshot, draft.components).flatMap(
      ({ word, at, thing }) => draft.components.filter((c) => lower(c.record) === thing.kind && c.spans.some((span) => distance(span, at) === 0)).map((made) => ({ kind: "existing", id: made.id, text: word }))
    );
  }
};
var managedAttachments = {
  id: MANAGED_VALUES_RULE,
  phase: "wiring",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const { word, at, thing } of managedNamed(request, snapshot, draft.components)) {
      const arnInput = `${thing.kind}Arn`;
      if (work.components.some((c) => c.values.some((v) => v.input === arnInput && v.value === thing.arn)))
        continue;
      const found = holderOf3(snapshot, work.components, at, thing);
      if (found?.attachment === void 0) continue;
      const { component: holder, attachment } = found;
      const id = newId(work.components, attachment.record);
      const inline = holder.record.inputs.find((i) => i.name.toLowerCase().endsWith(`${thing.kind}arns`));
      work.add({
        id,
        record: attachment.record,
        role: `${splitIdentifier(recordName(attachment.record)).join(" ").toLowerCase()} of ${word}`,
        origin: "request",
        count: 1,
        values: [{ input: arnInput, value: thing.arn, text: word, span: at, rule: MANAGED_VALUES_RULE }],
        alternatives: new Set(inline === void 0 ? [] : [`${holder.record.token}#${inline.name}`]),
        sentences: /* @__PURE__ */ new Set([request.sentenceOf(at.start)]),
        parts: [],
        spans: [at]
      });
      work.apply({ kind: "relate", relation: { from: id, to: holder.id, via: attachment.via, text: word } });
    }
    return work.edits;
  }
};

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

// src/plan/one-block.ts
function split(path) {
  const dot = path.indexOf(".");
  return dot < 0 ? void 0 : [path.slice(0, dot), path.slice(dot + 1)];
}
function filledPaths(component, draft) {
  const vias = draft.relations.flatMap(
    (r) => r.from === component.id && r.via !== void 0 ? [r.via] : []
  );
  return [...component.values.map((v) => v.input), ...vias];
}
var FAMILY_SHARED_MIN = 3;
function blockInputs(snapshot, component) {
  const inside = /* @__PURE__ */ new Map();
  for (const slot of inputSlots(snapshot, component.record)) {
    if (slot.parent === "" || slot.parent.includes(".")) continue;
    const names = inside.get(slot.parent) ?? /* @__PURE__ */ new Set();
    names.add(slot.input.name);
    inside.set(slot.parent, names);
  }
  return inside;
}
function blockFor(snapshot, component, paths) {
  const byBlock = /* @__PURE__ */ new Map();
  for (const path of paths) {
    const parts = split(path);
    if (parts !== void 0) byBlock.set(parts[0], [...byBlock.get(parts[0]) ?? [], parts[1]]);
  }
  if (byBlock.size < 2) return [];
  const inside = blockInputs(snapshot, component);
  const shared = (a, b) => [...inside.get(a) ?? []].filter((name) => inside.get(b)?.has(name) === true).length;
  const blocks = [...byBlock.keys()];
  const family = blocks.filter(
    (block) => blocks.some((other) => other !== block && shared(block, other) >= FAMILY_SHARED_MIN)
  );
  if (family.length < 2) return [];
  const slots = new Set(inputSlots(snapshot, component.record).map((s) => s.path));
  const rests = family.flatMap((block) => byBlock.get(block) ?? []);
  const takesAll = family.filter((block) => rests.every((rest) => slots.has(`${block}.${rest}`))).sort((a, b) => (byBlock.get(b)?.length ?? 0) - (byBlock.get(a)?.length ?? 0));
  const target = takesAll[0];
  if (target === void 0) return [];
  return family.filter((block) => block !== target).map((block) => ({ kind: "block", id: component.id, from: block, to: target }));
}
var oneBlock = {
  id: "one-block",
  phase: "config",
  run(draft, _request, { snapshot }) {
    return draft.components.flatMap(
      (component) => blockFor(snapshot, component, filledPaths(component, draft))
    );
  }
};

// src/plan/partner-values.ts
var KIND_INPUT = /^(?:protocol|type|kind|targetType|endpointType)$/i;
function kindWords(component) {
  const name = component.record.token.split(":").pop() ?? "";
  return [component.record.module.split(".")[0] ?? "", name].map((word) => word.toLowerCase());
}
function kindValue(slots, via, partner) {
  const parent = via.includes(".") ? via.slice(0, via.lastIndexOf(".")) : "";
  const words4 = kindWords(partner);
  for (const slot of slots) {
    if (slot.parent !== parent || !KIND_INPUT.test(slot.input.name)) continue;
    const values = slotValues(slot, true).filter((value) => words4.includes(value.toLowerCase()));
    if (values.length === 1 && values[0] !== void 0) return { slot, value: values[0] };
  }
  return void 0;
}
var partnerValues = {
  id: "partner-values",
  phase: "settle",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const relation of draft.relations) {
      const from = work.components.find((c) => c.id === relation.from);
      const to = work.components.find((c) => c.id === relation.to);
      if (from === void 0 || to === void 0 || relation.via === void 0) continue;
      const found = kindValue(inputSlots(snapshot, from.record), relation.via, to);
      if (found === void 0 || from.values.some((v) => v.input === found.slot.path)) continue;
      const span = to.spans[0];
      const text = span === void 0 ? relation.text : request.text.slice(span.start, span.end);
      work.apply({
        kind: "value",
        id: from.id,
        value: { input: found.slot.path, value: found.value, text, ...span === void 0 ? {} : { span } }
      });
    }
    return work.edits;
  }
};

// src/plan/plan-rule.ts
var PLAN_PHASES = ["components", "wiring", "values", "settle", "config"];

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
      const referrers = work.components.filter(
        (d) => d.id !== plain.id && d.record.inputs.some(
          (input) => referencedResource(snapshot, d.record, input)?.token === plain.record.token
        )
      );
      const variantName = recordName(variant);
      const joins = (d) => {
        const name = recordName(variantOf(snapshot, d, work.components) ?? d.record);
        return name.startsWith(variantName) && name !== variantName;
      };
      if (referrers.some(joins)) continue;
      const existing = work.components.find((d) => d.record.token === variant.token);
      if (existing === void 0) {
        work.add({ ...plain, id: newId(work.components, variant), record: variant });
      } else {
        work.apply({ kind: "mention", id: existing.id, sentences: [...plain.sentences], count: plain.count });
      }
      if (referrers.length === 0) work.apply({ kind: "remove", id: plain.id });
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

// src/shared/escape-regexp.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/plan/namesakes.ts
var serviceOf = (record) => record.module.replace(/[./]v\d+\w*$/, "");
var byPhrase = memoByObject(
  (_snapshot) => /* @__PURE__ */ new Map()
);
function phraseIndex(snapshot, provider) {
  const cache = byPhrase(snapshot);
  let index = cache.get(provider);
  if (index === void 0) {
    const built = /* @__PURE__ */ new Map();
    for (const record of snapshot.list({ provider })) {
      if (record.kind !== "resource" || record.deprecated !== void 0) continue;
      for (const phrase2 of new Set(nameWordSets(record))) {
        if (phrase2 === "") continue;
        const list = built.get(phrase2);
        if (list === void 0) built.set(phrase2, [record]);
        else list.push(record);
      }
    }
    index = built;
    cache.set(provider, index);
  }
  return index;
}
function namesakes(snapshot, record) {
  if (record.kind !== "resource") return [];
  const index = phraseIndex(snapshot, record.provider);
  const [own, ...phrases] = nameWordSets(record);
  const found = /* @__PURE__ */ new Set();
  const add = (others) => {
    for (const other of others ?? [])
      if (other.token !== record.token && serviceOf(other) === serviceOf(record)) found.add(other.token);
  };
  add(index.get(own ?? ""));
  for (const phrase2 of phrases) add(index.get(phrase2)?.filter((other) => nameWordSets(other)[0] === phrase2));
  return [...found];
}

// src/plan/request-components.ts
function roleOf(part) {
  return part.text.replace(new RegExp(`^(?:${ASKING_VERB}|an?|the|with|and)\\s+`, "gi"), "").replace(/^(?:an?|the)\s+/i, "").replace(/[.:;,]+$/, "").slice(0, 80);
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
  const covered = (provider) => new Set(
    first.filter(
      (c) => c.record.provider === provider || c.runnersUp.some((t) => t.startsWith(`${provider}:`))
    ).map((c) => c.part)
  ).size;
  let best;
  for (const [provider, count] of counts) {
    const lead = best === void 0 ? 1 : count - (counts.get(best) ?? 0);
    if (best === void 0 || lead > 0 || lead === 0 && covered(provider) > covered(best)) best = provider;
  }
  return best;
}
function nameGiven(request, part) {
  const { start, end } = part.span;
  const literal = givenNames(request.text, request.literals).find((l) => l.start >= start && l.start < end);
  return literal === void 0 ? void 0 : String(literal.value);
}
function earlierNamesake(out, record, part) {
  const head = ownNameWords(record).join(" ");
  if (!new RegExp(`\\bthe ${escapeRegExp(head)}\\b`, "i").test(part.text.replace(/-/g, " ")))
    return void 0;
  const name = recordName(record);
  return out.find((m) => m.record.token !== record.token && recordName(m.record) === name);
}
function ownersNamesake(snapshot, out, record, part) {
  if (ownNameWords(record).length !== 1 || serviceNamed(record, new Set(analyse(part.text)), part.text))
    return void 0;
  if (out.some((m) => m.record.module === record.module)) return void 0;
  const owner = out.filter((m) => m.sentences.has(part.sentence) && m.record.provider === record.provider).at(-1)?.record;
  if (owner === void 0 || owner.module === record.module) return void 0;
  const name = recordName(record);
  return snapshot.list({ provider: record.provider }).find(
    (other) => other.kind === "resource" && other.deprecated === void 0 && other.module === owner.module && recordName(other) === name
  );
}
function holdersNamesake(snapshot, out, record, part) {
  const owner = out.filter((m) => m.sentences.has(part.sentence) && m.record.module === record.module).at(-1)?.record;
  const name = recordName(record);
  if (owner === void 0 || name.startsWith(recordName(owner))) return void 0;
  const module = moduleResources(snapshot, record).filter((r) => r.deprecated === void 0);
  const holder = module.map(recordName).filter((other) => other !== name && name.startsWith(other) && /^[A-Z]/.test(name.slice(other.length))).sort((a, b) => b.length - a.length)[0];
  if (holder === void 0 || out.some((m) => recordName(m.record) === holder)) return void 0;
  const own = `${recordName(owner)}${name.slice(holder.length)}`;
  return module.find((r) => recordName(r) === own);
}
function kindSaid(part, head) {
  const said2 = new RegExp(
    `\\b(an?|another|one|the)\\s+((?:[\\w-]+\\s+){1,2}?)${escapeRegExp(head)}s?\\b`,
    "i"
  ).exec(part.text);
  const words4 = said2?.[2]?.trim().toLowerCase();
  if (words4 === void 0 || words4 === "" || /^(?:new|single|second|separate|dedicated|same)$/.test(words4))
    return void 0;
  return { words: words4, anew: said2?.[1]?.toLowerCase() !== "the" };
}
function namedBefore(out, record, part, name, kind) {
  const same = out.filter(
    (d) => d.record.token === record.token && (name === void 0 || d.names.size === 0 || d.names.has(name))
  );
  const sameWords = kind === void 0 ? void 0 : same.find((d) => d.kinds.has(kind.words));
  if (sameWords !== void 0) return sameWords;
  const another = (d) => kind?.anew === true && d.sentences.has(part.sentence) && d.kinds.size > 0 && !d.kinds.has(kind.words);
  return same.find((d) => !another(d));
}
function saidBack(part, record) {
  const names = new Set(nameWordSets(record).filter((set) => !set.includes(" ")));
  const back = [...part.text.matchAll(/\b(?:those|these)\s+(?:[\w-]+\s+){0,2}?([a-z]+s)\b/gi)];
  return back.some((m) => names.has(analyse(m[1] ?? "")[0] ?? ""));
}
function mentions2(request, snapshot, chosen, taken) {
  const out = [];
  for (const { record: own, runnersUp, part } of chosen) {
    const holders = holdersNamesake(snapshot, out, own, part);
    const record = earlierNamesake(out, own, part)?.record ?? ownersNamesake(snapshot, out, own, part) ?? holders ?? own;
    const head = ownNameWords(record).slice(-1)[0] ?? recordName(record).toLowerCase();
    const count = countFor(request.sentences[part.sentence] ?? part.text, head);
    const name = nameGiven(request, part);
    const kind = kindSaid(part, head);
    const existing = namedBefore(out, record, part, name, kind);
    if (existing === void 0 && saidBack(part, record)) continue;
    if (existing !== void 0) {
      if (name !== void 0) existing.names.add(name);
      if (kind?.anew === true) existing.kinds.add(kind.words);
      existing.sentences.add(part.sentence);
      existing.parts.push(part.text);
      existing.spans.push(part.span);
      existing.count = Math.max(existing.count, count);
      continue;
    }
    out.push({
      id: componentId(record, /* @__PURE__ */ new Set([...taken, ...out.map((d) => d.id)])),
      record,
      names: new Set(name === void 0 ? [] : [name]),
      kinds: new Set(kind === void 0 ? [] : [kind.words]),
      role: roleOf(part),
      count,
      // What the words chose stays an alternative to the holder's own kind: the words name it too.
      alternatives: /* @__PURE__ */ new Set([
        ...record === holders ? [own.token] : [],
        ...runnersUp.slice(0, 2),
        ...namesakes(snapshot, record)
      ]),
      sentences: /* @__PURE__ */ new Set([part.sentence]),
      parts: [part.text],
      spans: [part.span]
    });
  }
  return out;
}
var MACHINE_NOUN = /^[`'"]?\s+(?:machines?|instances?|vms?|nodes?|servers?|hosts?)\b/i;
var takesMachineSize = (snapshot, record) => inputSlots(snapshot, record).some((slot) => KIND_INPUTS["instance-type"].test(slot.input.name));
function sizeSaidIn(request, part) {
  const { start, end } = part.span;
  return request.literals.find((l) => {
    if (l.kind !== "instance-type" || l.start >= end) return false;
    const noun = MACHINE_NOUN.exec(request.text.slice(l.start + l.text.length));
    const nounEnd = l.start + l.text.length + (noun?.[0].length ?? 0);
    return noun !== null && nounEnd > start && request.sentenceOf(l.start) === part.sentence;
  });
}
function withoutGroupMembers(request, snapshot, chosen) {
  return chosen.filter(({ record, part }) => {
    const size = sizeSaidIn(request, part);
    if (size === void 0) return true;
    const joined = request.parts.slice(0, request.parts.indexOf(part)).filter((p) => p.sentence === part.sentence && chosen.some((c) => c.part === p)).at(-1);
    const before = new Set(analyse(request.text.slice((joined ?? part).span.start, size.start)));
    const namedBefore2 = (r) => before.has(ownNameWords(r).at(-1) ?? "");
    if (namedBefore2(record) || !takesMachineSize(snapshot, record)) return true;
    return !chosen.some(
      (other) => (other.part === part || other.part === joined) && other.record !== record && namedBefore2(other.record) && takesMachineSize(snapshot, other.record)
    );
  });
}
var requestComponents = {
  id: "request-components",
  phase: "components",
  async run(draft, request, sources) {
    const first = await chooseAll(request, sources, /* @__PURE__ */ new Set());
    const asked = (chosen) => {
      const primary = new Set(chosen.filter((c) => !c.subordinate).map((c) => c.record.token));
      return primary.size === 0 ? chosen : chosen.filter((c) => !c.subordinate);
    };
    const modules2 = new Set(asked(first).map((c) => moduleKey(c.record)));
    const second = withoutGroupMembers(
      request,
      sources.snapshot,
      await chooseAll(request, sources, modules2, dominantProvider(request, asked(first)))
    );
    const taken = new Set(draft.components.map((c) => c.id));
    return mentions2(request, sources.snapshot, asked(second), taken).map((m) => ({
      kind: "add",
      component: { ...m, origin: "request", values: [] }
    }));
  }
};

// src/snapshot/policy-kind.ts
var IDENTITY_STYLE_MODULES = /* @__PURE__ */ new Set(["iot", "organizations"]);
function policyDocumentKind(record) {
  if (record.provider !== "aws" || !record.inputs.some((input) => input.name === "policy")) return void 0;
  if (record.module === "iam" || IDENTITY_STYLE_MODULES.has(record.module)) return "identity";
  return /Policy$/.test(record.tsName) ? "resource" : void 0;
}

// src/plan/grant-words.json
var grant_words_default = {
  $comment: 'How a request says one of its things may use another (read by src/plan/said-grants.ts). `access`: the grant before its object ("read access to the bucket", "permission to write to the table"); `allowed`: the grantee before it ("the function is allowed to write to", "a role that can read the stream"). `identities`: the resources a workload runs as, so a grant to it is a grant to them. Patterns are case-insensitive regular expressions.',
  access: "\\b(?:(?:read|write|read[-/ ]write|read[-/ ]only|read\\s+and\\s+write|full|publish|send|receive|consume|query|upload|download|delete)\\s+)?(?:access|permissions?|rights?)\\s+(?:to\\s+(?:(?:read|write|publish|send|receive|consume|query|upload|download|delete|list)(?:\\s+(?:and|or)\\s+\\w+)?\\s+)?)?(?:to|on|for|in|into|from)\\b",
  allowed: "\\b(?:(?:is|are)\\s+(?:allowed|permitted|able)\\s+to|(?:that|which|who)\\s+(?:can|may))\\s+(?:read|write|publish|send|receive|consume|query|upload|download|delete|list)(?:\\s+(?:and|or)\\s+\\w+)?(?:\\s+(?:to|from|into|on|in))?\\b",
  identities: [
    "aws:iam/role:Role",
    "aws:iam/instanceProfile:InstanceProfile",
    "gcp:serviceaccount/account:Account"
  ]
};

// src/plan/said-grants.ts
var ACCESS2 = new RegExp(grant_words_default.access, "gi");
var ALLOWED = new RegExp(grant_words_default.allowed, "gi");
var IDENTITIES = new Set(grant_words_default.identities);
var isIdentity = (token) => IDENTITIES.has(token);
var PHRASE_END2 = /^(?:and|or|so|that|which|who|with|for|to|in|on|from|under|of|by|at|as|when|whenever|is|are|can|may)$/i;
var DETERMINERS = /^(?:the|that|this|its|their|our|your|an?|new|each|every|both)$/i;
function phraseAfter(text) {
  const words4 = text.split(/\s+/).filter((w) => w !== "");
  const out = [];
  for (const raw of words4) {
    const word = raw.replace(/^[("'`]+/, "");
    const bare = word.replace(/[.,;:!?)"'`]+$/, "");
    if (out.length === 0 && DETERMINERS.test(bare)) continue;
    if (bare === "" || PHRASE_END2.test(bare)) break;
    out.push(bare);
    if (bare !== word || out.length === 4) break;
  }
  return out;
}
function phraseBefore(text) {
  const words4 = text.split(/\s+/).filter((w) => w !== "");
  const out = [];
  let at = words4.length;
  while (at > 0 && out.length < 4) {
    const word = words4[at - 1];
    if (/[.,;:!?]$/.test(word) || PHRASE_END2.test(word)) break;
    at--;
    if (DETERMINERS.test(word)) break;
    out.unshift(word);
  }
  return { words: out, rest: words4.slice(0, at).join(" ") };
}
var nameWords2 = (d) => splitIdentifier(recordName(d.record)).map((w) => w.toLowerCase());
function named(phrase2, components) {
  const head = normaliseTerm(phrase2.at(-1) ?? "");
  if (head === null) return void 0;
  const byHead2 = components.filter((d) => nameWords2(d).includes(head));
  if (byHead2.length <= 1) return byHead2[0];
  const modifiers = phrase2.slice(0, -1).map((w) => w.toLowerCase());
  const fits = byHead2.filter((d) => modifiers.some((m) => d.role.toLowerCase().includes(m)));
  if (fits.length === 1) return fits[0];
  const bare = byHead2.filter((d) => nameWords2(d).length === 1);
  return fits.length === 0 && bare.length === 1 ? bare[0] : void 0;
}
function identityOf(d, components, snapshot) {
  if (isIdentity(d.record.token)) return { runsAs: true, identity: d };
  const tokens = d.record.inputs.flatMap((input) => {
    const words4 = splitIdentifier(input.name.replace(/(?:Arn|Id|Name|Email)$/, "")).filter(
      (w) => w.toLowerCase() !== "iam"
    );
    if (words4.length > 2) return [];
    const target = referencedResource(snapshot, d.record, input);
    return target !== void 0 && isIdentity(target.token) ? [target.token] : [];
  });
  const identity = components.find((c) => tokens.includes(c.record.token));
  return { runsAs: tokens.length > 0, ...identity === void 0 ? {} : { identity } };
}
function accessGrants(sentence, asked, runs) {
  const grants = [];
  for (const match of sentence.matchAll(ACCESS2)) {
    const end = match.index + match[0].length;
    const phrase2 = phraseAfter(sentence.slice(end));
    const target = named(phrase2, asked);
    if (target === void 0) continue;
    const before = sentence.slice(0, match.index).toLowerCase();
    const said2 = runs.filter(
      (d) => d !== target && nameWords2(d).some((w) => new RegExp(`\\b${w}s?\\b`).test(before))
    );
    const grantee = said2.length === 1 ? said2[0] : runs.length === 1 && /\bit\b/.test(before) ? runs[0] : void 0;
    if (grantee !== void 0 && grantee !== target) {
      grants.push({ grantee, target, text: sentence.slice(match.index, wordsEnd(sentence, end, phrase2)) });
    }
  }
  return grants;
}
function wordsEnd(sentence, from, words4) {
  const last = words4.at(-1) ?? "";
  const at = sentence.indexOf(last, from + words4.slice(0, -1).join(" ").length);
  return at < 0 ? from : at + last.length;
}
function allowedGrants(sentence, asked, runs) {
  const grants = [];
  for (const match of sentence.matchAll(ALLOWED)) {
    const subject = phraseBefore(sentence.slice(0, match.index));
    const grantee = named(subject.words, runs);
    if (grantee === void 0) continue;
    const end = match.index + match[0].length;
    const after = phraseAfter(sentence.slice(end));
    const before = phraseBefore(subject.rest.replace(/\s+(?:that|which)$/i, "")).words;
    const target = named(after.length > 0 ? after : before, asked);
    if (target === void 0 || target === grantee) continue;
    const text = after.length > 0 ? sentence.slice(match.index, wordsEnd(sentence, end, after)) : sentence.slice(Math.max(0, sentence.lastIndexOf(before[0] ?? "", match.index)), end);
    grants.push({ grantee, target, text });
  }
  return grants;
}
var saidGrants = {
  id: SAID_GRANTS_RULE,
  phase: "wiring",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const asked = draft.components.filter((d) => d.origin === "request");
    const runs = asked.filter((d) => identityOf(d, draft.components, snapshot).runsAs);
    if (runs.length === 0) return [];
    const seen = /* @__PURE__ */ new Set();
    for (const sentence of request.sentences) {
      for (const grant of [...accessGrants(sentence, asked, runs), ...allowedGrants(sentence, asked, runs)]) {
        const key = `${grant.grantee.id}\u2192${grant.target.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        work.apply({
          kind: "relate",
          relation: {
            from: grant.grantee.id,
            to: grant.target.id,
            text: grant.text
          }
        });
        planRolePolicy(work, grant, snapshot);
      }
    }
    return work.edits;
  }
};
function planRolePolicy(work, grant, snapshot) {
  const { identity } = identityOf(grant.grantee, work.components, snapshot);
  const record = snapshot.get(ROLE_POLICY);
  if (identity?.record.token !== "aws:iam/role:Role" || record === void 0) return;
  if (work.components.some((c) => c.record.module === "iam" && policyDocumentKind(c.record) === "identity"))
    return;
  const id = newId(work.components, record);
  work.add({
    id,
    record,
    role: `policy of the ${identity.role}: ${grant.text}`,
    origin: "plumbing",
    count: 1,
    values: [],
    alternatives: new Set(ROLE_POLICY_FORMS),
    sentences: new Set(grant.grantee.sentences),
    parts: [],
    spans: grant.grantee.spans,
    companionOf: [grant.grantee.id, grant.target.id]
  });
  work.apply({
    kind: "relate",
    relation: { from: id, to: identity.id, via: "role", text: `policy \u2192 ${identity.role} (role)` }
  });
}

// src/plan/switches.ts
var FLAG_NOISE = /* @__PURE__ */ new Set([
  "enable",
  "enabled",
  "is",
  "use",
  "flag",
  "allow",
  "should",
  "status",
  "state",
  "configuration"
]);
function stem2(word) {
  const synonym = FLAG_SYNONYMS[word];
  if (synonym !== void 0) return synonym;
  const cut = word.replace(/(?<=sh|ch|ss|x|z)es$/, "").replace(/(?:ation|ion|ed|ing|ly|s)$/, "");
  return cut.length >= 4 ? cut : word;
}
var FLAG_SYNONYMS = {
  enforce: "requir",
  enforces: "requir",
  enforced: "requir",
  enforcing: "requir",
  require: "requir",
  requires: "requir",
  required: "requir",
  mandatory: "requir"
};
var NEGATION = /\b(?:disabled?|without|no|not|never|off)\b/i;
var FLAG_OPPOSITES = {
  block: ["allow", "permit", "permitt"],
  deny: ["allow", "permit", "permitt"],
  restrict: ["allow", "permit", "permitt"]
};
function saysOpposite(words4, around) {
  const said2 = proseWords(around);
  const opposed = words4.some((w) => (FLAG_OPPOSITES[w] ?? []).some((o) => said2.has(o)));
  return NEGATION.test(around) !== opposed;
}
function switchWords(words4, noise = /* @__PURE__ */ new Set()) {
  return words4.map((word) => word.toLowerCase()).filter((word) => word !== "" && !FUNCTION_WORDS.has(word) && !noise.has(word)).map(stem2);
}
function proseWords(text) {
  return new Set(switchWords(text.split(/[^A-Za-z0-9]+/)));
}
function statusValues(slot) {
  if (/\bboolean\b/.test(slot.input.type)) return void 0;
  const listed = slotValues(slot, true);
  const on = listed.find((v) => /^enabled$/i.test(v));
  const off = listed.find((v) => /^suspended$/i.test(v)) ?? listed.find((v) => /^disabled$/i.test(v));
  return on === void 0 || off === void 0 ? void 0 : { on, off };
}
function flagWords(slot) {
  if (!/\bboolean\b/.test(slot.input.type) && statusValues(slot) === void 0) return void 0;
  const pathWords = switchWords(slot.path.split(".").flatMap(splitIdentifier), FLAG_NOISE);
  const nestedSwitch = slot.parent !== "" && /^(?:enabled?|status|state)$/i.test(slot.input.name);
  const distinctive = pathWords.length >= 2 || (pathWords[0]?.length ?? 0) >= 6 || nestedSwitch;
  return distinctive ? pathWords : void 0;
}
function flagValue(slot, words4, raw, request) {
  const last = words4[words4.length - 1] ?? "";
  const lower2 = raw.toLowerCase();
  const at = lower2.indexOf(last);
  const first = lower2.indexOf(words4[0] ?? last);
  const begin = first >= 0 && first < at && at - first <= 40 ? first : at;
  let from = Math.max(0, begin - 25);
  let to = Math.min(raw.length, at + last.length + 25);
  while (from > 0 && /\w/.test(raw.charAt(from - 1))) from--;
  while (to < raw.length && /\w/.test(raw.charAt(to))) to++;
  const around = at < 0 ? "" : raw.slice(from, to);
  const text = around.trim();
  const start = text === "" ? -1 : request.text.indexOf(text);
  const on = !saysOpposite(words4, around);
  const status = statusValues(slot);
  const value = {
    input: slot.path,
    value: status === void 0 ? on : on ? status.on : status.off,
    text,
    ...start < 0 ? {} : { span: { start, end: start + text.length } }
  };
  return { value, at: start < 0 ? void 0 : start + text.toLowerCase().indexOf(last) };
}
function unclaimedSentence(draft, drafts, snapshot, sentences, words4) {
  if (words4.length < 2) return void 0;
  const key = words4.join(" ");
  return sentences.find((sentence, i) => {
    const said2 = proseWords(sentence);
    if (!words4.every((w) => said2.has(w))) return false;
    return !drafts.some(
      (d) => d.id !== draft.id && d.sentences.has(i) && inputSlots(snapshot, d.record).some((slot) => flagWords(slot)?.join(" ") === key)
    );
  });
}
function claimedInClause(draft, drafts, snapshot, request, at, words4) {
  const clause = clauseComponents(drafts, request, { start: at, end: at });
  if (clause.has(draft.id)) return false;
  return drafts.some(
    (other) => clause.has(other.id) && inputSlots(snapshot, other.record).some((slot) => {
      const theirs = flagWords(slot);
      return theirs !== void 0 && words4.every((w) => theirs.includes(w));
    })
  );
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
      const said2 = proseWords(raw);
      const taken = new Set(component.values.map((v) => v.input));
      for (const slot of inputSlots(snapshot, component.record)) {
        const words4 = taken.has(slot.path) ? void 0 : flagWords(slot);
        if (words4 === void 0) continue;
        const from = words4.every((w) => said2.has(w)) ? raw : unclaimedSentence(component, drafts, snapshot, sentences, words4);
        if (from === void 0) continue;
        const { value, at } = flagValue(slot, words4, from, request);
        if (at !== void 0 && claimedInClause(component, drafts, snapshot, request, at, words4)) continue;
        work.apply({ kind: "value", id: component.id, value });
      }
    }
    return work.edits;
  }
};

// src/plan/tag-values.ts
var EVERYTHING = /\btag\s+(?:everything|all\s+(?:the\s+)?resources|every\s+resource|each\s+resource|all\s+of\s+(?:it|them))\b/i;
var tagLiterals = (request) => request.literals.filter((l) => l.kind === "tag");
var takesTags = (d) => d.record.inputs.some((input) => input.name === "tags" && /\[key: string\]/.test(input.type));
var SELECTED = /\b(?:resources?|everything|anything|objects?|items?|instances)\s+(?:that\s+are\s+)?tagged\s+[^.;]*$/i;
var selects = (request, literal) => SELECTED.test(request.text.slice(Math.max(0, literal.start - 80), literal.start));
function tagSelection(snapshot, component) {
  const slots = inputSlots(snapshot, component.record);
  const children = (path) => new Set(slots.filter((s) => s.parent === path).map((s) => s.input.name));
  return slots.find((slot) => {
    if (!/^(?:\w+T|t)ags$/.test(slot.input.name) || !/\[\]/.test(slot.input.type)) return false;
    const names = children(slot.path);
    return names.has("key") && names.has("value");
  })?.path;
}
function selectedBy(snapshot, drafts, request, literal) {
  const clause = clauseComponents(drafts, request, literalSpan(literal));
  const sentence = request.sentenceOf(literal.start);
  const selecting = drafts.flatMap((component) => {
    const path = tagSelection(snapshot, component);
    return path === void 0 ? [] : [{ component, path }];
  });
  const inClause = selecting.filter((s) => clause.has(s.component.id));
  const inSentence = selecting.filter((s) => s.component.sentences.has(sentence));
  return inClause.length === 1 ? inClause[0] : inSentence.length === 1 ? inSentence[0] : void 0;
}
function taggedBy(drafts, request, literal) {
  const sentence = request.sentenceOf(literal.start);
  const taggable = drafts.filter(takesTags);
  if (EVERYTHING.test(request.sentences[sentence] ?? "")) return taggable;
  if (selects(request, literal)) return [];
  const clause = clauseComponents(drafts, request, literalSpan(literal));
  const named2 = taggable.filter((d) => d.origin === "request" && clause.has(d.id));
  if (named2.length > 0) return named2;
  const inSentence = taggable.filter((d) => d.origin === "request" && d.sentences.has(sentence));
  return inSentence.length === 1 ? inSentence : [];
}
var tagsNotThings = {
  id: "tags-not-things",
  phase: "components",
  run(draft, request) {
    const tags = tagLiterals(request);
    if (tags.length === 0) return [];
    const work = new DraftEdits(draft);
    const sentences = new Set(tags.map((l) => request.sentenceOf(l.start)));
    for (const d of draft.components) {
      if (recordName(d.record) !== "Tag" || d.origin !== "request") continue;
      if ([...d.sentences].every((s) => sentences.has(s))) work.apply({ kind: "remove", id: d.id });
    }
    return work.edits;
  }
};
var attachTags = {
  id: "tag-values",
  phase: "values",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const literal of tagLiterals(request)) {
      const [key = "", value = ""] = String(literal.value).split(/=(.*)/s);
      const span = literalSpan(literal);
      const selection = selects(request, literal) ? selectedBy(snapshot, draft.components, request, literal) : void 0;
      if (selection !== void 0) {
        for (const [field, said2] of [
          ["key", key],
          ["value", value]
        ]) {
          const stated = { input: `${selection.path}.${field}`, value: said2, text: literal.text, span };
          work.apply({ kind: "value", id: selection.component.id, value: stated });
        }
        continue;
      }
      for (const d of taggedBy(draft.components, request, literal)) {
        work.apply({
          kind: "value",
          id: d.id,
          value: { input: `tags.${key}`, value, text: literal.text, span }
        });
      }
    }
    return work.edits;
  }
};

// src/plan/values-not-things.ts
var plainWords = (text) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== "").map((w) => normaliseTerm(w) ?? w);
var wordsOf = (identifier) => plainWords(splitIdentifier(identifier.replace(/[._-]+/g, " ")).join(" "));
var PART_RULES = /* @__PURE__ */ new Set(["request-components", "service-primaries"]);
var CLAUSE_TAIL = 40;
function clauseAt(text, span) {
  const tail = text.slice(span.end, span.end + CLAUSE_TAIL + 1);
  const end = tail.search(/[,;]|\.(?:\s|$)/);
  return text.slice(span.start, end < 0 || end > CLAUSE_TAIL ? span.end : span.end + end);
}
function settingNamed(slot, slots, clause, pathWords) {
  const lists = slots.filter((s) => slot.path.startsWith(`${s.path}.`) && /\[\]/.test(s.input.type));
  const listWords = new Set(lists.flatMap((s) => wordsOf(s.input.name)));
  return pathWords.some((w) => clause.has(w) && !listWords.has(w));
}
function saidOf(snapshot, owner, clause) {
  const ownerName = new Set(ownNameWords(owner.record));
  const slots = inputSlots(snapshot, owner.record);
  let best;
  for (const slot of slots) {
    const pathWords = wordsOf(slot.path).filter((w) => w.length >= 4 && !ownerName.has(w));
    if (!settingNamed(slot, slots, clause, pathWords)) continue;
    for (const value of slotValues(slot, true)) {
      if (COMMON_VALUES.has(value.toLowerCase()) || !slotAccepts(slot, value)) continue;
      const valueWords2 = wordsOf(value).filter((w) => !pathWords.includes(w));
      const said2 = valueWords2.length > 0 && valueWords2.every((w) => w.length >= 3 && clause.has(w));
      if (said2 && valueWords2.length > (best?.words ?? 0))
        best = { said: { owner, slot, value }, words: valueWords2.length };
    }
  }
  return best?.said;
}
function valueSaid(snapshot, request, component, components) {
  const first = component.spans[0];
  if (!PART_RULES.has(component.rule) || first === void 0) return void 0;
  if (components.some((c) => c.id !== component.id && c.spans.some((s) => s.start === first.start)))
    return void 0;
  const clauseText = clauseAt(request.text, first);
  if (NEGATION.test(clauseText)) return void 0;
  const clause = new Set(plainWords(clauseText));
  for (const owner of components) {
    if (owner.id === component.id || moduleKey(owner.record) === moduleKey(component.record)) continue;
    if (![...owner.sentences].some((s) => component.sentences.has(s))) continue;
    const said2 = saidOf(snapshot, owner, clause) ?? literalSaidOf(snapshot, request, component, owner, first);
    if (said2 !== void 0) return said2;
  }
  return void 0;
}
function literalSaidOf(snapshot, request, component, owner, span) {
  const literal = request.literals.find(
    (l) => l.kind === "quoted" && l.start >= span.start && l.start + l.text.length <= span.end
  );
  if (literal === void 0 || typeof literal.value !== "string") return void 0;
  const partWords = plainWords(request.text.slice(span.start, span.end));
  const named2 = /* @__PURE__ */ new Set([
    ...plainWords(literal.text),
    ...wordsOf(recordName(component.record)),
    ...wordsOf(component.record.module)
  ]);
  const extra = partWords.filter((w) => !named2.has(w) && !FUNCTION_WORDS.has(w));
  if (extra.length === 0) return void 0;
  const value = literal.value;
  const slot = inputSlots(snapshot, owner.record).find((candidate) => {
    if (candidate.parent !== "" || !slotAccepts(candidate, value)) return false;
    const nameWords3 = wordsOf(candidate.path);
    const words4 = /* @__PURE__ */ new Set([...nameWords3, ...plainWords(candidate.input.doc)]);
    return extra.every((w) => words4.has(w)) && nameWords3.some((w) => partWords.includes(w));
  });
  return slot === void 0 ? void 0 : { owner, slot, value };
}
var valuesNotThings = {
  id: "values-not-things",
  phase: "components",
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const component of draft.components) {
      const said2 = valueSaid(snapshot, request, component, work.components);
      if (said2 === void 0) continue;
      const text = clauseAt(request.text, component.spans[0] ?? { start: 0, end: 0 }).replace(/[\s.]+$/, "");
      work.apply({ kind: "remove", id: component.id });
      work.apply({
        kind: "value",
        id: said2.owner.id,
        value: {
          input: said2.slot.path,
          value: said2.value,
          text,
          ...component.spans[0] ? { span: component.spans[0] } : {}
        }
      });
      work.apply({
        kind: "note",
        text: `"${text}" sets the ${said2.owner.id}'s \`${said2.slot.path}\` (${said2.value}), not a new ${component.record.token}`
      });
    }
    return work.edits;
  }
};

// src/plan/rules.ts
var OFFLINE_RULES = [
  // What the request's parts name.
  requestComponents,
  // What the user has already ("the default VPC", "the SSH public key comes from config") is not created.
  existingThings,
  // A thing the provider manages, named ("the AWSGlueServiceRole managed policy"): attached, not created.
  managedThingsExist,
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
  // A container image nothing planned runs, on Kubernetes: the workload that runs it.
  imageWorkloads,
  // What only a program's purpose says it needs (a REST API's deployment and stage).
  companions,
  // A component package the request names stands for what it makes.
  namedComponents,
  // A clause that says a listed value of a planned component's input is that setting, not a thing of its own.
  valuesNotThings,
  // "tag it Name=bastion" states a tag, it asks for no tag resource.
  tagsNotThings,
  // The schemas' required references, and every relation between planned components.
  plumbing,
  // A grant the request says between two of its things, through the identity one runs as.
  saidGrants,
  // An environment variable the request says takes one of its things ("REPORT_BUCKET that points at a bucket").
  envReferences,
  // A provider built from a planned resource of another package (a cluster's kubeconfig).
  providerWiring,
  // The attachment of a managed thing the request names to the planned component nearest its name.
  managedAttachments,
  // Stated values: a product's version (as its input or its examples write it), literals, valid values said in
  // words, switches.
  attachVersions,
  attachExampleVersions,
  attachLiterals,
  attachTags,
  // "a ConfigMap with LOG_LEVEL=info": an entry of the settings map of what its clause names.
  attachEntries,
  attachValidValues,
  attachExampleValues,
  attachFlags,
  // What a thing the user has is known by, on the inputs that refer to its kind ("the existing VPC vpc-0a1b…").
  existingReferences,
  // A value that names a list entry the resource declares ("partition key UserId") states the entry.
  echoedValues,
  // A topic that delivers to several targets, one subscription each.
  fanOutSubscriptions,
  // Relations real programs show through inputs whose names say nothing (a subscription's `endpoint`), where
  // the request states no value for that input.
  countedWiring,
  // The kind a planned reference implies (a subscription to a queue has the protocol `sqs`).
  partnerValues,
  configKeys,
  // Values and relations that fell into two blocks of the same inputs go into one.
  oneBlock
];
function ruleOrder(rules, phases = PLAN_PHASES) {
  return PLAN_PHASES.filter((phase) => phases.includes(phase)).flatMap(
    (phase) => rules.filter((rule) => rule.phase === phase)
  );
}

// src/plan/offline-planner.ts
function memoisedSearch(engine) {
  const session = engine.session();
  const memo = /* @__PURE__ */ new Map();
  return (query) => {
    const key = JSON.stringify([query.text, query.limit, query.providers]);
    let result = memo.get(key);
    if (result === void 0) {
      result = session.search(query);
      memo.set(key, result);
    }
    return result;
  };
}
async function applyRules(rules, request, sources, draft = EMPTY_DRAFT, phases) {
  let current = draft;
  for (const rule of ruleOrder(rules, phases)) {
    const edits = await rule.run(current, request, sources);
    current = edits.reduce((plan, edit) => applyEdit(plan, edit, rule.id), current);
  }
  return current;
}
async function planOffline(request, deps) {
  const sources = { snapshot: deps.snapshot, search: memoisedSearch(deps.search) };
  const draft = await applyRules(OFFLINE_RULES, request, sources, EMPTY_DRAFT, deps.phases);
  const notes = [...draft.notes];
  if (draft.components.length === 0) {
    notes.push("no resource in the snapshot matches the request; name the cloud resources you want");
  }
  return {
    components: draft.components.map(finishComponent),
    relations: draft.relations,
    config: draft.config,
    ...draft.existing === void 0 ? {} : { existing: draft.existing },
    source: "offline",
    notes
  };
}

export {
  EMPTY_DRAFT,
  applyEdit,
  finishComponent,
  KIND_INPUTS,
  literalSpan,
  moduleWrittenApart,
  CHOICE,
  MODEL_CANDIDATES,
  recordPopularity,
  PRODUCT_VERSIONS_RULE,
  MANAGED_VALUES_RULE,
  SAID_GRANTS_RULE,
  SCHEMA_WIRING_RULE,
  referencedResource,
  requiredAlternatives,
  plumbing,
  wirePlan,
  referenceSlots,
  squashed,
  PROVIDER_PREFIX,
  packageOf,
  escapeRegExp,
  policyDocumentKind,
  isIdentity,
  applyRules,
  planOffline
};
