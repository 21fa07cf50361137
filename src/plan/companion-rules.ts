import { NUMBER_WORD_PATTERN } from '../language/number-words.js';

/**
 * The companion table: resources that make others work but that no input of theirs points to, so the schemas
 * cannot tell. A REST API serves nothing without a deployment and a stage, an event rule does nothing without
 * a target, an EC2 instance takes its IAM role through an instance profile, a role the request says grants
 * access needs a policy that grants it. Each entry: when every `when` token is planned (and the words are
 * said), the `add` tokens are planned too, as plumbing, once. Everything the schemas can say is derived in
 * `plumbing.ts` instead, and what real programs almost always declare with a resource is counted
 * (`counted-companions.ts`: a secret's version, an event rule's target, a load balancer's listener); an entry
 * here says what only a program's purpose or the request's words can.
 */
export interface Companion {
  readonly when: readonly string[];
  /** The entry applies only when none of these is planned (a proxy integration needs no responses). */
  readonly unless?: readonly string[];
  /**
   * The entry applies only when the request says this: in the sentences of the `when` components ("a
   * *private* bucket"), or anywhere in it when {@link anywhere} is set.
   */
  readonly said?: RegExp;
  /** The entry does not apply when the sentences of the `when` components say this. */
  readonly unsaid?: RegExp;
  /** {@link said} is looked for in the whole request: the words are about the `when` components wherever said. */
  readonly anywhere?: boolean;
  readonly add: readonly string[];
  /**
   * The first `when` component connects the others: when it is itself a companion planned for other things
   * (a topic's subscription planned for a queue), the entry does not apply.
   */
  readonly connects?: boolean;
  /** What a program may declare instead of the added resources (a role's policy attached, not inline). */
  readonly standIns?: readonly string[];
}

const LAMBDA = 'aws:lambda/function:Function';
const STATE_MACHINE = 'aws:sfn/stateMachine:StateMachine';
const BUCKET = 'aws:s3/bucket:Bucket';
const BUCKET_NOTIFICATION = 'aws:s3/bucketNotification:BucketNotification';
const EVENT_RULE = 'aws:cloudwatch/eventRule:EventRule';
const EVENT_TARGET = 'aws:cloudwatch/eventTarget:EventTarget';
const ROLE = 'aws:iam/role:Role';
const SECURITY_GROUP = 'aws:ec2/securityGroup:SecurityGroup';
const SUBNET = 'aws:ec2/subnet:Subnet';
const QUEUE = 'aws:sqs/queue:Queue';
const TOPIC = 'aws:sns/topic:Topic';
const PERMISSION = 'aws:lambda/permission:Permission';
const LOG_GROUP = 'aws:cloudwatch/logGroup:LogGroup';
export const ROLE_POLICY = 'aws:iam/rolePolicy:RolePolicy';
/**
 * The other forms a role's own policy takes in programs: a policy attached to it, or written in the role's
 * `inlinePolicies`. A plan's inline role policy is met by any of them.
 */
export const ROLE_POLICY_FORMS: readonly string[] = [
  'aws:iam/rolePolicyAttachment:RolePolicyAttachment',
  'aws:iam/policy:Policy',
  `${ROLE}#inlinePolicies`,
];
const ROLE_GRANT = { add: [ROLE_POLICY], standIns: ROLE_POLICY_FORMS };

/** Words that say objects expire or move to a colder storage class after a while. */
const OBJECT_LIFECYCLE =
  /\b(?:expir(?:e|es|ed|ing|ation)|older\s+than|(?:move[sd]?|moving|transition(?:s|ed|ing)?)\s+(?:[\w-]+\s+){0,3}?to\s+(?:the\s+)?(?:glacier|deep[\s_-]archive|standard[\s_-]ia|one[\s_-]zone|intelligent[\s_-]tiering|infrequent[\s_-]access))\b/i;

/** Words that ask for a bucket's objects to be read by anyone. */
const PUBLICLY_READ = /\bpublic(?:ly)?\s+(?:accessible|readable|read)\b/i;

/** Words that ask for a bucket's public access to be set: blocked, or opened on purpose. */
const PUBLIC_ACCESS = /\b(?:private|public(?:ly)?\s+(?:access|accessible)|block(?:s|ing)?\s+public)\b/i;
/** Words that ask for a bucket to tell another service about its objects. */
const OBJECT_EVENTS = /\b(?:notif\w*|trigger\w*|upload\w*|object[- ]created|new objects?)\b/i;
/** Words that send a bucket's events to EventBridge rather than to a function, queue or topic directly. */
const EVENTBRIDGE_EVENTS =
  /\beventbridge\s+(?:notifications?|events?)\b|\b(?:events?|notifications?)\s+to\s+eventbridge\b/i;
/**
 * Words that say a topic delivers to a subscriber: "subscribed to it", "fans out to two queues", "an SNS-to-SQS
 * fanout", "allowed to deliver to them". A topic and a queue in one request are not joined without them: the
 * topic may carry an alarm's e-mails and the queue be what the alarm watches.
 */
export const TOPIC_DELIVERY =
  /\b(?:subscri\w*|fan-?(?:out|in)s?|fans?\s+(?:out|in)|fanning\s+(?:out|in)|deliver\w*)\b/i;
/**
 * Words that say a queue or stream feeds a function: "triggered by an SQS queue", "consumes the stream", "receives
 * up to 10 messages per batch". Not a batch size alone: a table's stream is read in batches too.
 */
const FEEDS =
  /\b(?:trigger\w*|event\s+source|consum\w*|poll\w*|receiv\w*\s+(?:(?:up\s+to|at\s+most)\s+)?(?:\d+\s+)?(?:messages|records)|(?:messages|records)\s+per\s+batch)\b/i;
/** Words that run something on a clock: "every 15 minutes", "nightly", "on a schedule", "a cron expression". */
const SCHEDULE = new RegExp(
  String.raw`\b(?:every\s+(?:\d+\s+|(?:${NUMBER_WORD_PATTERN}|other)\s+)?(?:minute|hour|day|night|week|month)s?|daily|hourly|nightly|weekly|on\s+a\s+schedule|(?:cron|rate)\s+(?:expression|schedule)|eventbridge\s+schedule)\b`,
  'i',
);
/**
 * Words that say what a role may do, beyond being assumed: "read-only access to IAM", "to access S3", "roles
 * and policies". A role granted access needs a policy that grants it. ("Permission to invoke" a function is
 * the function's own permission, not this.)
 */
const ROLE_ACCESS =
  /\b(?:read[- ]only|read\/write|read[- ]write|access\s+to|to\s+access|roles?\s+and\s+(?:\w+\s+)?polic(?:y|ies))\b/i;
/** Words that say a function uses a data store: "reads the table", "stores results in the bucket". */
const DATA_USE =
  /\b(?:reads?|reading|writes?|writing|stores?|storing|saves?|saving|quer(?:y|ies|ying)|updates?|updating|inserts?|persists?|persisting|fetch(?:es|ing)?|consumes?|consuming)\b/i;
/**
 * Words that ask for a component's logs to be kept: "with logging", "logs to CloudWatch", "log retention".
 * Logging *permissions* are a role's, not a log group's.
 */
const LOGS =
  /\b(?:logging|logs?\s+(?:to|in|into)\s+cloudwatch|cloudwatch\s+logs|log\s+retention|execution\s+logs)\b(?!\s+(?:permissions?|polic(?:y|ies)|access))/i;
/** Words that describe whom a security group lets in, as a rule of its own ("restricting access to …"). */
const RESTRICTED_TRAFFIC =
  /\b(?:restrict(?:s|ing|ed)?\s+(?:\w+\s+)?(?:access|traffic|ingress|inbound)|isolat(?:e|es|ing|ed))\b/i;
/** An S3 bucket ACL ("bucket-owner-full-control ACLs", "a public-read ACL"), not a network ACL. */
const BUCKET_ACL = /(?<!network\s)\bACLs?\b|\bbucket-owner-\w+|\bobject\s+ownership\b/i;
/**
 * Engine parameters said for a database: "engine parameters", "settings such as `time_zone`",
 * "`max_connections` set to 200". A snake_case word alone may be a name (`orders_db`), so it counts only
 * after a word for settings or before a value.
 */
const SNAKE = String.raw`\b[a-z]+(?:_[a-z]+)+\b`;
const ENGINE_PARAMETERS = new RegExp(
  String.raw`\b(?:engine|database|db)\s+(?:parameters|flags)\b|\b(?:parameters?|settings?|flags?)\b.*${SNAKE}|${SNAKE}` +
    String.raw`\W{0,2}\s*(?:set\s+to|=|of\s+\d)`,
  'i',
);

/** An instance in a VPC you create needs a security group of its own to be reached at all. */
const COMPUTE_IN_VPC = [
  'aws:ec2/instance:Instance',
  'aws:ec2/launchTemplate:LaunchTemplate',
  'aws:batch/computeEnvironment:ComputeEnvironment',
].map((token) => ({ when: ['aws:ec2/vpc:Vpc', token], add: [SECURITY_GROUP] }));

const API_GATEWAY: readonly Companion[] = [
  {
    when: ['aws:apigateway/restApi:RestApi'],
    add: [
      'aws:apigateway/resource:Resource',
      'aws:apigateway/method:Method',
      'aws:apigateway/integration:Integration',
      'aws:apigateway/deployment:Deployment',
      'aws:apigateway/stage:Stage',
    ],
  },
  // A non-proxy integration (a mock, an AWS service) answers nothing without its responses mapped.
  {
    when: ['aws:apigateway/integration:Integration'],
    unless: [LAMBDA],
    add: [
      'aws:apigateway/methodResponse:MethodResponse',
      'aws:apigateway/integrationResponse:IntegrationResponse',
    ],
  },
  // A usage plan meters the keys attached to it.
  {
    when: ['aws:apigateway/usagePlan:UsagePlan', 'aws:apigateway/apiKey:ApiKey'],
    add: ['aws:apigateway/usagePlanKey:UsagePlanKey'],
  },
  // A validator checks a body against the model (a JSON schema) the method's request names.
  {
    when: ['aws:apigateway/requestValidator:RequestValidator'],
    said: /\b(?:schemas?|models?|bod(?:y|ies)|payloads?)\b/i,
    add: ['aws:apigateway/model:Model'],
  },
  {
    when: ['aws:apigatewayv2/api:Api'],
    add: [
      'aws:apigatewayv2/route:Route',
      'aws:apigatewayv2/integration:Integration',
      'aws:apigatewayv2/stage:Stage',
    ],
  },
];

const STORAGE: readonly Companion[] = [
  { when: [BUCKET], said: PUBLIC_ACCESS, add: ['aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock'] },
  { when: [BUCKET], said: PUBLICLY_READ, add: ['aws:s3/bucketPolicy:BucketPolicy'] },
  // Objects that expire or move to another storage class do so by the bucket's lifecycle rules.
  {
    when: [BUCKET],
    said: OBJECT_LIFECYCLE,
    add: ['aws:s3/bucketLifecycleConfiguration:BucketLifecycleConfiguration'],
  },
  // A Cloud Storage bucket is read by everyone through an IAM member (`allUsers`), not a policy document.
  {
    when: ['gcp:storage/bucket:Bucket'],
    said: PUBLICLY_READ,
    add: ['gcp:storage/bucketIAMMember:BucketIAMMember'],
  },
  // ACLs take effect only on a bucket whose object ownership allows them (new buckets disable ACLs).
  {
    when: [BUCKET],
    said: BUCKET_ACL,
    anywhere: true,
    add: ['aws:s3/bucketOwnershipControls:BucketOwnershipControls'],
  },
  // CloudFront reads a bucket through an origin access control only when the bucket's policy lets it.
  {
    when: [BUCKET, 'aws:cloudfront/originAccessControl:OriginAccessControl'],
    add: ['aws:s3/bucketPolicy:BucketPolicy'],
  },
  // EFS backups are a policy of the file system's own.
  {
    when: ['aws:efs/fileSystem:FileSystem'],
    said: /\bbackups?\b|\bbacked\s+up\b/i,
    add: ['aws:efs/backupPolicy:BackupPolicy'],
  },
];

/**
 * How an event reaches what it starts: a bucket notifies a function, queue or topic directly, or sends its
 * events to EventBridge, whose rule and target start the rest (a state machine only that way); a schedule is
 * a rule too; a topic delivers to a function through a subscription; a queue feeds a function through an
 * event source mapping. A target other than a function, queue or topic is started with a role.
 */
const EVENT_WIRING: readonly Companion[] = [
  ...[LAMBDA, QUEUE, TOPIC].map((token) => ({
    when: [BUCKET, token],
    said: OBJECT_EVENTS,
    add: [BUCKET_NOTIFICATION],
  })),
  { when: [BUCKET], said: EVENTBRIDGE_EVENTS, add: [BUCKET_NOTIFICATION, EVENT_RULE] },
  {
    when: [BUCKET, STATE_MACHINE],
    unless: [LAMBDA],
    said: OBJECT_EVENTS,
    add: [BUCKET_NOTIFICATION, EVENT_RULE],
  },
  ...[LAMBDA, STATE_MACHINE].map((token) => ({
    when: [token],
    unless: ['aws:scheduler/schedule:Schedule'],
    said: SCHEDULE,
    add: [EVENT_RULE],
  })),
  {
    when: ['aws:cloudwatch/eventApiDestination:EventApiDestination'],
    add: [EVENT_RULE, EVENT_TARGET, ROLE],
  },
  ...[
    STATE_MACHINE,
    'aws:batch/jobQueue:JobQueue',
    'aws:ecs/taskDefinition:TaskDefinition',
    'aws:kinesis/stream:Stream',
  ].map((token) => ({ when: [EVENT_TARGET, token], add: [ROLE] })),
  { when: [TOPIC, LAMBDA], said: TOPIC_DELIVERY, add: ['aws:sns/topicSubscription:TopicSubscription'] },
  ...[QUEUE, 'aws:kinesis/stream:Stream'].map((token) => ({
    when: [token, LAMBDA],
    said: FEEDS,
    add: ['aws:lambda/eventSourceMapping:EventSourceMapping'],
  })),
  // A table's stream feeds a function the same way.
  {
    when: ['aws:dynamodb/table:Table', LAMBDA],
    said: /\bstreams?\b/i,
    add: ['aws:lambda/eventSourceMapping:EventSourceMapping'],
  },
  {
    when: [TOPIC, QUEUE],
    said: TOPIC_DELIVERY,
    anywhere: true,
    add: ['aws:sns/topicSubscription:TopicSubscription', 'aws:sqs/queuePolicy:QueuePolicy'],
  },
  { when: [BUCKET_NOTIFICATION, QUEUE], add: ['aws:sqs/queuePolicy:QueuePolicy'] },
  // A function is invoked by another service only with its permission; a bucket that sends its events to
  // EventBridge invokes nothing itself.
  { when: [BUCKET_NOTIFICATION, LAMBDA], unsaid: EVENTBRIDGE_EVENTS, add: [PERMISSION] },
  { when: ['aws:apigateway/integration:Integration', LAMBDA], add: [PERMISSION] },
  { when: ['aws:apigatewayv2/integration:Integration', LAMBDA], add: [PERMISSION] },
  { when: [EVENT_TARGET, LAMBDA], add: [PERMISSION] },
  { when: ['aws:sns/topicSubscription:TopicSubscription', LAMBDA], add: [PERMISSION], connects: true },
];

const ACCESS: readonly Companion[] = [
  // A function that calls AWS APIs through the SDK needs its role to allow those calls, beyond running.
  { when: [LAMBDA], said: /\b(?:aws\s+)?sdk\b/i, ...ROLE_GRANT },
  {
    when: [ROLE],
    unless: [ROLE_POLICY],
    said: ROLE_ACCESS,
    add: ['aws:iam/policy:Policy'],
  },
  // A function said to read or write the program's table, bucket or queue needs its role allowed to: an
  // inline policy of the role, as most programs write it (the role's takers: 48 inline policies, 19 policies).
  ...['aws:dynamodb/table:Table', BUCKET, QUEUE].map((store) => ({
    when: [LAMBDA, store],
    unless: ['aws:iam/policy:Policy'],
    said: DATA_USE,
    ...ROLE_GRANT,
  })),
  // A function fed by a queue or stream polls it with its own role, which must be allowed to.
  {
    when: [LAMBDA, 'aws:lambda/eventSourceMapping:EventSourceMapping'],
    unless: ['aws:iam/policy:Policy'],
    ...ROLE_GRANT,
  },
  // A state machine's role must be allowed to invoke the functions it calls.
  { when: [STATE_MACHINE, LAMBDA], unless: ['aws:iam/policy:Policy'], ...ROLE_GRANT },
];

/** Logs a component writes go to a log group the program declares (and sets the retention of). */
const LOGGING: readonly Companion[] = [
  LAMBDA,
  STATE_MACHINE,
  'aws:batch/jobDefinition:JobDefinition',
  'aws:ecs/taskDefinition:TaskDefinition',
  'aws:apigateway/stage:Stage',
  'aws:apigatewayv2/stage:Stage',
  'aws:codebuild/project:Project',
].map((token) => ({ when: [token], said: LOGS, add: [LOG_GROUP] }));

/** Public subnets said alone or beside private ones: "public subnets", "private and public subnets". */
const PUBLIC_SUBNETS =
  /\b(?:private\s*(?:and|&|\/|,)\s*)?public(?:\s*(?:and|&|\/|,)\s*private)?\s+subnets?\b/i;

const NETWORK: readonly Companion[] = [
  // A public subnet is one routed to an internet gateway ("public subnets", "public and private subnets").
  { when: [SUBNET], said: PUBLIC_SUBNETS, add: ['aws:ec2/internetGateway:InternetGateway'] },
  ...COMPUTE_IN_VPC,
  // A key pair is for SSH, which reaches an instance only through a security group that lets it in.
  ...['aws:ec2/instance:Instance', 'aws:ec2/launchTemplate:LaunchTemplate'].map((token) => ({
    when: [token, 'aws:ec2/keyPair:KeyPair'],
    add: [SECURITY_GROUP],
  })),
  // Traffic a group is said to restrict to some source is a rule of its own.
  {
    when: [SECURITY_GROUP],
    said: RESTRICTED_TRAFFIC,
    add: ['aws:vpc/securityGroupIngressRule:SecurityGroupIngressRule'],
  },
  // An EC2 compute environment launches instances with an instance role, through its profile.
  {
    when: ['aws:batch/computeEnvironment:ComputeEnvironment'],
    add: [ROLE, 'aws:iam/instanceProfile:InstanceProfile'],
  },
  { when: ['aws:ec2/instance:Instance', ROLE], add: ['aws:iam/instanceProfile:InstanceProfile'] },
  { when: ['aws:ec2/launchTemplate:LaunchTemplate', ROLE], add: ['aws:iam/instanceProfile:InstanceProfile'] },
  // A route table routes a subnet's traffic only through the subnet's association with it.
  {
    when: ['aws:ec2/routeTable:RouteTable', SUBNET],
    add: ['aws:ec2/routeTableAssociation:RouteTableAssociation'],
  },
  {
    when: ['aws:ec2/internetGateway:InternetGateway', SUBNET],
    add: [
      'aws:ec2/routeTable:RouteTable',
      'aws:ec2/route:Route',
      'aws:ec2/routeTableAssociation:RouteTableAssociation',
    ],
  },
  // A load balancer serves nothing without a listener (counted: `counted-companions.ts`) forwarding to a
  // target group, which the listener reads rather than takes the balancer's output; an application one is
  // reached through its security group.
  { when: ['aws:lb/loadBalancer:LoadBalancer'], add: ['aws:lb/targetGroup:TargetGroup'] },
  {
    when: ['aws:lb/loadBalancer:LoadBalancer'],
    said: /\bapplication\s+load\s+balancer\b|\balb\b/i,
    add: [SECURITY_GROUP],
  },
  // A service runs the containers of a task definition.
  { when: ['aws:ecs/service:Service'], add: ['aws:ecs/taskDefinition:TaskDefinition'] },
];

const DATABASES: readonly Companion[] = [
  { when: ['aws:rds/cluster:Cluster'], add: ['aws:rds/clusterInstance:ClusterInstance'] },
  // A database placed in subnets of its own takes them through a DB subnet group.
  { when: ['aws:rds/cluster:Cluster', SUBNET], add: ['aws:rds/subnetGroup:SubnetGroup'] },
  { when: ['aws:rds/instance:Instance', SUBNET], add: ['aws:rds/subnetGroup:SubnetGroup'] },
  ...['aws:elasticache/cluster:Cluster', 'aws:elasticache/replicationGroup:ReplicationGroup'].map(
    (token) => ({
      when: [token, SUBNET],
      add: ['aws:elasticache/subnetGroup:SubnetGroup'],
    }),
  ),
  // Engine parameters are set through a parameter group: the cluster's for a cluster.
  {
    when: ['aws:rds/instance:Instance'],
    said: ENGINE_PARAMETERS,
    add: ['aws:rds/parameterGroup:ParameterGroup'],
  },
  {
    when: ['aws:rds/cluster:Cluster'],
    said: ENGINE_PARAMETERS,
    add: ['aws:rds/clusterParameterGroup:ClusterParameterGroup'],
  },
];

export const COMPANIONS: readonly Companion[] = [
  ...API_GATEWAY,
  ...STORAGE,
  ...EVENT_WIRING,
  ...ACCESS,
  ...LOGGING,
  ...NETWORK,
  ...DATABASES,
];
