import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/shared/memo.ts
function memoByObject(compute) {
  const cache = /* @__PURE__ */ new WeakMap();
  return (key) => {
    if (cache.has(key)) return cache.get(key);
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}
function memoByString(compute, options = {}) {
  const limit = options.limit ?? 5e4;
  const maxLength = options.maxLength ?? Infinity;
  const cache = /* @__PURE__ */ new Map();
  return (key) => {
    if (key.length > maxLength) return compute(key);
    const hit = cache.get(key);
    if (hit !== void 0 || cache.has(key)) return hit;
    if (cache.size >= limit) cache.clear();
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

// src/language/vocabulary/aws-apigateway.json
var aws_apigateway_default = {
  provider: "aws-apigateway",
  component: {
    base: "aws",
    cues: [
      "@pulumi/aws-apigateway",
      "aws-apigateway",
      "aws apigateway",
      "awsapigateway",
      "rest api component"
    ]
  }
};

// src/language/vocabulary/aws.json
var aws_default = {
  provider: "aws",
  names: ["aws", "amazon"],
  cues: [
    "aws",
    "amazon",
    "s3",
    "ec2",
    "lambda",
    "dynamodb",
    "dynamo",
    "rds",
    "aurora",
    "cloudfront",
    "route53",
    "route 53",
    "sqs",
    "sns",
    "ecs",
    "ecr",
    "eks",
    "fargate",
    "elasticache",
    "kinesis",
    "cloudwatch",
    "eventbridge",
    "step functions",
    "step function",
    "cloudtrail",
    "opensearch",
    "redshift",
    "athena",
    "glue",
    "sagemaker",
    "cognito",
    "iam role",
    "ami",
    "elastic ip",
    "elastic beanstalk",
    "secrets manager",
    "parameter store",
    "ssm",
    "acm",
    "waf",
    "wafv2",
    "msk",
    "efs",
    "ebs",
    "api gateway",
    "apigateway",
    "appsync",
    "amplify",
    "lightsail",
    "bedrock",
    "firehose",
    "guardduty",
    "codebuild",
    "codepipeline",
    "cloudformation",
    "dax",
    "documentdb",
    "neptune",
    "memorydb",
    "backup vault",
    "transit gateway",
    "security group",
    "internet gateway",
    "igw",
    "alb",
    "nlb",
    "elb",
    "target group",
    "auto scaling group",
    "autoscaling group",
    "launch template",
    "vpc endpoint",
    "network acl",
    "nacl"
  ],
  services: [
    {
      patterns: ["aws/*/*"],
      terms: ["amazon web services", "amazon"]
    },
    {
      patterns: ["aws/s3*/*"],
      terms: ["simple storage service", "object storage", "blob storage", "s3"]
    },
    {
      patterns: ["aws/ec2/*"],
      terms: ["elastic compute cloud", "ec2"]
    },
    {
      patterns: ["aws/lambda/*"],
      terms: ["serverless function", "function as a service", "faas", "aws lambda"]
    },
    {
      patterns: ["aws/dynamodb/*"],
      terms: ["nosql database", "key value store", "dynamo db", "document database"]
    },
    {
      patterns: ["aws/rds/*"],
      terms: ["relational database service", "managed sql database", "aurora"]
    },
    {
      patterns: ["aws/iam/*"],
      terms: ["identity and access management", "permissions", "access control"]
    },
    {
      patterns: ["aws/cloudfront/*"],
      terms: ["cdn", "content delivery network", "edge cache"]
    },
    {
      patterns: ["aws/route53/*"],
      terms: ["dns", "domain name system", "route 53", "hosted zone"]
    },
    {
      patterns: ["aws/sqs/*"],
      terms: ["simple queue service", "message queue", "queue"]
    },
    {
      patterns: ["aws/sns/*"],
      terms: ["simple notification service", "pub sub", "notification topic", "fan out"]
    },
    {
      patterns: ["aws/ecs/*"],
      terms: ["elastic container service", "container orchestration", "docker containers", "fargate"]
    },
    {
      patterns: ["aws/ecr/*"],
      terms: ["elastic container registry", "docker registry", "container image repository"]
    },
    {
      patterns: ["aws/eks/*"],
      terms: ["elastic kubernetes service", "managed kubernetes", "k8s cluster"]
    },
    {
      patterns: ["aws/elasticache/*"],
      terms: ["managed redis", "memcached", "in memory cache", "valkey"]
    },
    {
      patterns: ["aws/kinesis/*"],
      terms: ["data streaming", "real time stream", "event stream"]
    },
    {
      patterns: ["aws/cloudwatch/*"],
      terms: ["monitoring", "metrics", "alarms", "logs", "observability", "eventbridge", "events"]
    },
    {
      patterns: ["aws/sfn/*"],
      terms: ["step functions", "workflow orchestration", "state machine"]
    },
    {
      patterns: ["aws/apigateway/*"],
      terms: ["api gateway", "rest api", "http endpoint"]
    },
    {
      patterns: ["aws/apigatewayv2/*"],
      terms: ["api gateway v2", "http api", "websocket api"]
    },
    {
      patterns: ["aws/lb/*", "aws/alb/*"],
      terms: ["load balancer", "alb", "nlb", "elb", "application load balancer"]
    },
    {
      patterns: ["aws/elb/*"],
      terms: ["load balancer", "elb", "classic load balancer"]
    },
    {
      patterns: ["aws/kms/*"],
      terms: ["key management service", "encryption key", "cmk"]
    },
    {
      patterns: ["aws/secretsmanager/*"],
      terms: ["secrets manager", "secret storage", "credentials"]
    },
    {
      patterns: ["aws/ssm/*"],
      terms: ["systems manager", "parameter store", "configuration parameter"]
    },
    {
      patterns: ["aws/efs/*"],
      terms: ["elastic file system", "nfs", "shared file system"]
    },
    {
      patterns: ["aws/ebs/*"],
      terms: ["elastic block store", "block storage", "disk volume"]
    },
    {
      patterns: ["aws/cognito/*"],
      terms: ["user pool", "authentication", "identity provider", "sign in"]
    },
    {
      patterns: ["aws/cloudtrail/*"],
      terms: ["audit log", "api activity logging", "audit trail"]
    },
    {
      patterns: ["aws/wafv2/*"],
      terms: ["web application firewall", "waf"]
    },
    {
      patterns: ["aws/opensearch/*"],
      terms: ["opensearch", "elasticsearch", "search cluster", "log analytics"]
    },
    {
      patterns: ["aws/redshift/*"],
      terms: ["data warehouse", "redshift"]
    },
    {
      patterns: ["aws/athena/*"],
      terms: ["sql query over s3", "athena"]
    },
    {
      patterns: ["aws/glue/*"],
      terms: ["etl", "data catalog", "glue crawler"]
    },
    {
      patterns: ["aws/acm/*"],
      terms: ["certificate manager", "ssl certificate", "tls certificate", "https certificate"]
    },
    {
      patterns: ["aws/autoscaling/*"],
      terms: ["auto scaling group", "asg", "scale out"]
    },
    {
      patterns: ["aws/sagemaker/*"],
      terms: ["machine learning", "ml model", "notebook"]
    },
    {
      patterns: ["aws/emrserverless/*"],
      terms: ["emr serverless", "serverless spark"]
    },
    {
      patterns: ["aws/pipes/*"],
      terms: ["eventbridge pipes", "eventbridge pipe"]
    },
    {
      patterns: ["aws/msk/*"],
      terms: ["managed kafka", "kafka cluster", "streaming"]
    },
    {
      patterns: ["aws/mq/*"],
      terms: ["managed message broker", "activemq", "rabbitmq"]
    },
    {
      patterns: ["aws/backup/*"],
      terms: ["backup plan", "backup vault", "snapshots"]
    },
    {
      patterns: ["aws/cloudformation/*"],
      terms: ["cloudformation stack", "template"]
    },
    {
      patterns: ["aws/codebuild/*"],
      terms: ["ci build", "build project"]
    },
    {
      patterns: ["aws/codepipeline/*"],
      terms: ["ci cd pipeline", "continuous delivery"]
    },
    {
      patterns: ["aws/ses*/*"],
      terms: ["simple email service", "email sending"]
    },
    {
      patterns: ["aws/scheduler/*"],
      terms: ["scheduled job", "cron", "eventbridge scheduler"]
    },
    {
      patterns: ["aws/docdb/*"],
      terms: ["documentdb", "mongodb compatible"]
    },
    {
      patterns: ["aws/appautoscaling/*"],
      terms: ["application auto scaling", "scaling policy"]
    },
    {
      patterns: ["aws/ec2transitgateway/*"],
      terms: ["transit gateway", "hub network"]
    },
    {
      patterns: ["aws/guardduty/*"],
      terms: ["threat detection"]
    },
    {
      patterns: ["aws/organizations/*"],
      terms: ["aws organization", "accounts", "service control policy"]
    },
    {
      patterns: ["aws/batch/*"],
      terms: ["batch jobs", "compute environment"]
    },
    {
      patterns: ["aws/apprunner/*"],
      terms: ["app runner", "container web service"]
    },
    {
      patterns: ["aws/amplify/*"],
      terms: ["amplify", "frontend hosting"]
    },
    {
      patterns: ["aws/lightsail/*"],
      terms: ["lightsail", "simple vps"]
    },
    {
      patterns: ["aws/neptune/*"],
      terms: ["graph database"]
    },
    {
      patterns: ["aws/memorydb/*"],
      terms: ["redis compatible durable database"]
    },
    {
      patterns: ["aws/timestreamwrite/*"],
      terms: ["time series database"]
    },
    {
      patterns: ["aws/transfer/*"],
      terms: ["sftp server", "file transfer"]
    },
    {
      patterns: ["aws/datasync/*"],
      terms: ["data transfer", "sync files"]
    },
    {
      patterns: ["aws/appsync/*"],
      terms: ["graphql api"]
    },
    {
      patterns: ["aws/servicediscovery/*"],
      terms: ["service discovery", "cloud map"]
    },
    {
      patterns: ["aws/globalaccelerator/*"],
      terms: ["global accelerator", "anycast"]
    },
    {
      patterns: ["aws/networkfirewall/*"],
      terms: ["network firewall"]
    },
    {
      patterns: ["aws/shield/*"],
      terms: ["ddos protection"]
    },
    {
      patterns: ["aws/emr/*"],
      terms: ["hadoop", "spark cluster", "elastic mapreduce"]
    }
  ],
  resources: [
    {
      patterns: ["aws/s3/Bucket"],
      terms: ["storage bucket", "s3 bucket", "create bucket"]
    },
    {
      patterns: ["aws/s3/BucketObjectv2", "aws/s3/BucketObject"],
      terms: ["upload file", "object", "put file into bucket", "static file"]
    },
    {
      patterns: ["aws/s3/BucketPolicy"],
      terms: ["bucket policy", "bucket permissions", "public read"]
    },
    {
      patterns: ["aws/s3/BucketPublicAccessBlock"],
      terms: ["block public access", "private bucket"]
    },
    {
      patterns: ["aws/s3/BucketVersioning"],
      terms: ["versioning", "keep object versions"]
    },
    {
      patterns: ["aws/s3/BucketLifecycleConfiguration"],
      terms: ["lifecycle rule", "expire objects", "expiration", "transition to glacier"]
    },
    {
      patterns: ["aws/s3/BucketWebsiteConfiguration"],
      terms: ["static website hosting", "index document"]
    },
    {
      patterns: ["aws/s3/BucketServerSideEncryptionConfiguration"],
      terms: ["default encryption", "encrypt bucket", "sse kms"]
    },
    {
      patterns: ["aws/s3/BucketNotification"],
      terms: ["bucket event notification", "trigger on upload"]
    },
    {
      patterns: ["aws/s3/BucketCorsConfiguration"],
      terms: ["cors", "cross origin"]
    },
    {
      patterns: ["aws/s3/BucketReplicationConfig"],
      terms: ["cross region replication"]
    },
    {
      patterns: ["aws/ec2/Instance"],
      terms: ["virtual machine", "vm", "server", "ec2 instance", "compute instance", "host"]
    },
    {
      patterns: ["aws/ec2/Vpc"],
      terms: ["virtual private cloud", "vpc", "private network"]
    },
    {
      patterns: ["aws/ec2/Subnet"],
      terms: ["subnet", "public subnet", "private subnet"]
    },
    {
      patterns: ["aws/ec2/SecurityGroup"],
      terms: ["firewall", "security group", "inbound rules", "allow port"]
    },
    {
      patterns: ["aws/vpc/SecurityGroupIngressRule", "aws/vpc/SecurityGroupEgressRule"],
      terms: ["firewall rule", "allow inbound port"]
    },
    {
      patterns: ["aws/ec2/NatGateway"],
      terms: ["nat gateway", "outbound internet for private subnet"]
    },
    {
      patterns: ["aws/ec2/InternetGateway"],
      terms: ["internet gateway", "igw"]
    },
    {
      patterns: ["aws/ec2/Eip"],
      terms: ["elastic ip", "static public ip address"]
    },
    {
      patterns: ["aws/ec2/RouteTable"],
      terms: ["route table", "routing", "default route"]
    },
    {
      patterns: ["aws/ec2/Route"],
      terms: ["route entry"]
    },
    {
      patterns: ["aws/ec2/KeyPair"],
      terms: ["ssh key pair", "ssh public key"]
    },
    {
      patterns: ["aws/ec2/LaunchTemplate"],
      terms: ["launch template", "instance template"]
    },
    {
      patterns: ["aws/ec2/VpcEndpoint"],
      terms: ["vpc endpoint", "private link", "privatelink"]
    },
    {
      patterns: ["aws/ec2/VpcPeeringConnection"],
      terms: ["vpc peering"]
    },
    {
      patterns: ["aws/ec2/getAmi"],
      terms: ["latest ami", "machine image lookup", "find ami"]
    },
    {
      patterns: ["aws/index/getCallerIdentity"],
      terms: ["current account id", "caller identity", "who am i"]
    },
    {
      patterns: ["aws/index/getRegion"],
      terms: ["current region"]
    },
    {
      patterns: ["aws/index/getAvailabilityZones"],
      terms: ["availability zones", "azs"]
    },
    {
      patterns: ["aws/lambda/Function"],
      terms: ["lambda function", "serverless function", "handler code"]
    },
    {
      patterns: ["aws/lambda/Permission"],
      terms: ["allow invoke", "invoke permission", "grant invoke", "resource based policy"]
    },
    {
      patterns: ["aws/lambda/EventSourceMapping"],
      terms: ["trigger lambda from queue", "event source", "sqs trigger", "stream trigger"]
    },
    {
      patterns: ["aws/lambda/FunctionUrl"],
      terms: ["function url", "public https endpoint"]
    },
    {
      patterns: ["aws/lambda/LayerVersion"],
      terms: ["lambda layer"]
    },
    {
      patterns: ["aws/iam/Role"],
      terms: ["iam role", "assume role", "execution role"]
    },
    {
      patterns: ["aws/iam/Policy"],
      terms: ["iam policy", "managed policy document", "customer managed policy"]
    },
    {
      patterns: ["aws/iam/RolePolicyAttachment"],
      terms: ["attach policy to role", "managed policy attachment"]
    },
    {
      patterns: ["aws/iam/GroupPolicyAttachment"],
      terms: ["attach policy to group"]
    },
    {
      patterns: ["aws/iam/UserPolicyAttachment"],
      terms: ["attach policy to user"]
    },
    {
      patterns: ["aws/iam/RolePolicy"],
      terms: ["inline policy"]
    },
    {
      patterns: ["aws/iam/User"],
      terms: ["iam user"]
    },
    {
      patterns: ["aws/iam/getPolicyDocument"],
      terms: ["policy document json"]
    },
    {
      patterns: ["aws/iam/OpenIdConnectProvider"],
      terms: ["oidc provider", "github actions federation"]
    },
    {
      patterns: ["aws/iam/InstanceProfile"],
      terms: ["instance profile"]
    },
    {
      patterns: ["aws/rds/Instance"],
      terms: [
        "managed postgres",
        "managed mysql",
        "database instance",
        "db instance",
        "relational database"
      ]
    },
    {
      patterns: ["aws/rds/Cluster"],
      terms: ["aurora cluster", "aurora serverless", "database cluster"]
    },
    {
      patterns: ["aws/rds/SubnetGroup"],
      terms: ["db subnet group"]
    },
    {
      patterns: ["aws/dynamodb/Table"],
      terms: ["dynamodb table", "nosql table"]
    },
    {
      patterns: ["aws/sqs/Queue"],
      terms: ["sqs queue", "message queue", "dead letter queue"]
    },
    {
      patterns: ["aws/sns/Topic"],
      terms: ["sns topic", "notification topic"]
    },
    {
      patterns: ["aws/sns/TopicSubscription"],
      terms: ["subscribe to topic", "email subscription"]
    },
    {
      patterns: ["aws/ecs/Cluster"],
      terms: ["ecs cluster"]
    },
    {
      patterns: ["aws/ecs/Service"],
      terms: ["ecs service", "fargate service", "run containers"]
    },
    {
      patterns: ["aws/ecs/TaskDefinition"],
      terms: ["task definition", "container definition"]
    },
    {
      patterns: ["aws/ecr/Repository"],
      terms: ["ecr repository", "docker image repository"]
    },
    {
      patterns: ["aws/eks/Cluster"],
      terms: ["eks cluster", "kubernetes cluster"]
    },
    {
      patterns: ["aws/eks/NodeGroup"],
      terms: ["node group", "worker nodes"]
    },
    {
      patterns: ["aws/cloudfront/Distribution"],
      terms: ["cdn distribution", "cloudfront distribution"]
    },
    {
      patterns: ["aws/route53/Record"],
      terms: ["dns record", "a record", "cname record"]
    },
    {
      patterns: ["aws/route53/Zone"],
      terms: ["hosted zone", "dns zone"]
    },
    {
      patterns: ["aws/acm/Certificate"],
      terms: ["ssl certificate", "tls certificate", "https certificate"]
    },
    {
      patterns: ["aws/cloudwatch/MetricAlarm"],
      terms: ["alarm", "cpu alarm", "alert"]
    },
    {
      patterns: ["aws/cloudwatch/LogGroup"],
      terms: ["log group", "logs retention"]
    },
    {
      patterns: ["aws/cloudwatch/EventRule"],
      terms: ["eventbridge rule", "cron schedule", "scheduled event"]
    },
    {
      patterns: ["aws/cloudwatch/EventTarget"],
      terms: ["eventbridge target", "rule target"]
    },
    {
      patterns: ["aws/cloudwatch/Dashboard"],
      terms: ["dashboard"]
    },
    {
      patterns: ["aws/lb/LoadBalancer", "aws/alb/LoadBalancer"],
      terms: ["application load balancer", "network load balancer", "alb", "nlb"]
    },
    {
      patterns: ["aws/lb/TargetGroup", "aws/alb/TargetGroup"],
      terms: ["target group"]
    },
    {
      patterns: ["aws/lb/Listener", "aws/alb/Listener"],
      terms: ["listener", "https listener", "port 443"]
    },
    {
      patterns: ["aws/kms/Key"],
      terms: ["kms key", "encryption key", "customer managed key"]
    },
    {
      patterns: ["aws/kms/Alias"],
      terms: ["key alias"]
    },
    {
      patterns: ["aws/secretsmanager/Secret"],
      terms: ["secret", "store password", "credentials"]
    },
    {
      patterns: ["aws/secretsmanager/SecretVersion"],
      terms: ["secret value"]
    },
    {
      patterns: ["aws/ssm/Parameter"],
      terms: ["parameter store", "ssm parameter", "config value"]
    },
    {
      patterns: ["aws/apigateway/RestApi"],
      terms: ["rest api", "api gateway rest"]
    },
    {
      patterns: ["aws/apigatewayv2/Api"],
      terms: ["http api", "websocket api"]
    },
    {
      patterns: ["aws/sfn/StateMachine"],
      terms: ["state machine", "step function", "workflow"]
    },
    {
      patterns: ["aws/kinesis/Stream"],
      terms: ["kinesis stream", "data stream"]
    },
    {
      patterns: ["aws/kinesis/FirehoseDeliveryStream"],
      terms: ["firehose", "delivery stream"]
    },
    {
      patterns: ["aws/wafv2/WebAcl"],
      terms: ["web acl", "waf acl", "firewall rules for web"]
    },
    {
      patterns: ["aws/cloudtrail/Trail"],
      terms: ["cloudtrail trail", "audit api calls"]
    },
    {
      patterns: ["aws/opensearch/Domain"],
      terms: ["opensearch domain", "search domain"]
    },
    {
      patterns: ["aws/elasticache/ReplicationGroup"],
      terms: ["redis replication group", "redis cluster", "redis", "redis cache"]
    },
    {
      patterns: ["aws/elasticache/Cluster"],
      terms: ["cache cluster", "memcached cluster"]
    },
    {
      patterns: ["aws/efs/FileSystem"],
      terms: ["efs file system", "shared storage"]
    },
    {
      patterns: ["aws/efs/MountTarget"],
      terms: ["mount target"]
    },
    {
      patterns: ["aws/autoscaling/Group"],
      terms: ["auto scaling group", "asg"]
    },
    {
      patterns: ["aws/cognito/UserPool"],
      terms: ["user pool", "user sign up"]
    },
    {
      patterns: ["aws/ebs/Volume"],
      terms: ["ebs volume", "disk"]
    },
    {
      patterns: ["aws/cloudwatch/LogSubscriptionFilter"],
      terms: ["log subscription"]
    },
    {
      patterns: ["aws/s3/BucketNotification"],
      terms: ["eventbridge notification", "s3 event notification"]
    },
    {
      patterns: ["aws/batch/ComputeEnvironment"],
      terms: ["batch environment", "batch compute environment"]
    },
    {
      patterns: ["aws/cloudwatch/QueryDefinition"],
      terms: ["saved query", "query definition"]
    },
    {
      patterns: ["aws/apigateway/RequestValidator"],
      terms: ["request validation", "payload validation"]
    },
    {
      patterns: ["aws/iam/AccountPasswordPolicy"],
      terms: ["password policy", "account password policy"]
    }
  ],
  intents: [
    {
      patterns: ["aws/s3/Bucket"],
      terms: [
        "store files",
        "file storage",
        "store uploads",
        "store images",
        "store backups",
        "static files"
      ]
    },
    {
      patterns: ["aws/ec2/Instance"],
      terms: ["server", "linux server", "ubuntu server", "windows server", "machine", "host", "bastion"]
    },
    {
      patterns: ["aws/ec2/SecurityGroup"],
      terms: [
        "open port",
        "allow traffic",
        "allow https",
        "allow ssh",
        "inbound traffic",
        "restrict traffic"
      ]
    },
    {
      patterns: ["aws/sqs/Queue"],
      terms: ["message queue", "decouple services", "work queue"]
    },
    {
      patterns: ["aws/sns/Topic"],
      terms: ["notification", "email alert", "notify subscribers", "fan out messages"]
    },
    {
      patterns: ["aws/cloudwatch/MetricAlarm"],
      terms: ["alert", "alarm", "alert when", "notify on failure", "monitoring alert"]
    },
    {
      patterns: ["aws/cloudfront/Distribution"],
      terms: ["cdn", "cache website", "edge caching", "speed up website"]
    },
    {
      patterns: ["aws/ec2/Vpc"],
      terms: ["private network", "isolated network", "network"]
    },
    {
      patterns: ["aws/lambda/EventSourceMapping"],
      terms: ["process queue messages", "consume queue", "consume stream", "when a message arrives"]
    },
    {
      patterns: ["aws/route53/Record"],
      terms: ["point domain", "domain to ip", "dns entry", "subdomain"]
    },
    {
      patterns: ["aws/scheduler/Schedule"],
      terms: ["schedule", "scheduled", "nightly", "every night", "every hour", "periodic", "cron"]
    },
    {
      patterns: ["aws/rds/Instance"],
      terms: ["database server", "sql database", "postgres database", "mysql database"]
    },
    {
      patterns: ["aws/ecr/Repository"],
      terms: ["container registry", "image registry", "store docker images"]
    },
    {
      patterns: ["aws/iam/Role"],
      terms: ["identity for app", "workload identity", "machine identity"]
    },
    {
      patterns: ["aws/s3/BucketPolicy"],
      terms: ["bucket permission", "bucket access", "grant access to bucket"]
    },
    {
      patterns: ["aws/iam/RolePolicyAttachment"],
      terms: ["grant permission", "grant role", "give access"]
    },
    {
      patterns: ["aws/autoscaling/Group"],
      terms: ["scale instances", "fleet of servers", "autoscale servers"]
    },
    {
      patterns: ["aws/lb/LoadBalancer", "aws/alb/LoadBalancer"],
      terms: ["distribute traffic", "balance traffic"]
    },
    {
      patterns: ["aws/secretsmanager/Secret"],
      terms: ["store secret", "api key storage", "store password"]
    },
    {
      patterns: ["aws/kms/Key"],
      terms: ["encryption key", "encrypt data"]
    }
  ],
  purposes: [
    {
      patterns: ["aws/cfg/Recorder"],
      terms: [
        "configuration change",
        "configuration history",
        "resource inventory",
        "track resource change"
      ]
    },
    {
      patterns: ["aws/cfg/Rule"],
      terms: ["compliance rule", "config rule", "compliance check"]
    },
    {
      patterns: ["aws/sfn/StateMachine"],
      terms: ["workflow", "orchestrate lambda", "coordinate lambda", "chain lambda", "retries branching"]
    },
    {
      patterns: ["aws/backup/Plan"],
      terms: ["backup", "nightly backup", "backup schedule", "backup retention"]
    },
    {
      patterns: ["aws/backup/Vault"],
      terms: ["backup vault", "store backups"]
    },
    {
      patterns: ["aws/ec2/Eip"],
      terms: ["static ip", "fixed ip", "permanent ip", "static public ip", "public ip address"]
    },
    {
      patterns: ["aws/ec2transitgateway/TransitGateway"],
      terms: [
        "hub network",
        "connect vpc",
        "route between vpc",
        "hub spoke",
        "many vpc",
        "premises network"
      ]
    },
    {
      patterns: ["aws/ec2/VpcPeeringConnection"],
      terms: ["vpc peering", "connect two vpc", "peer vpc"]
    },
    {
      patterns: ["aws/ec2/FlowLog"],
      terms: ["flow log", "ip traffic", "capture traffic", "log traffic", "network traffic log"]
    },
    {
      patterns: ["aws/ec2/NatGateway"],
      terms: ["nat", "outbound internet", "private subnet internet"]
    },
    {
      patterns: ["aws/ec2/InternetGateway"],
      terms: ["internet gateway", "internet access"]
    },
    {
      patterns: ["aws/ec2/LaunchTemplate"],
      terms: ["launch template", "instance template"]
    },
    {
      patterns: ["aws/iam/OpenIdConnectProvider"],
      terms: [
        "oidc provider",
        "openid connect",
        "oidc",
        "federated identity",
        "long lived credential",
        "keyless"
      ]
    },
    {
      patterns: ["aws/iam/AccessKey"],
      terms: ["access key", "programmatic access", "api credential"]
    },
    {
      patterns: ["aws/iam/User"],
      terms: ["iam user", "user account"]
    },
    {
      patterns: ["aws/guardduty/Detector"],
      terms: ["threat detection", "guardduty detector", "enable guardduty"]
    },
    {
      patterns: ["aws/s3/AccountPublicAccessBlock"],
      terms: ["public access account", "block public bucket", "public bucket anywhere"]
    },
    {
      patterns: ["aws/s3/BucketPublicAccessBlock"],
      terms: ["block public access"]
    },
    {
      patterns: ["aws/budgets/Budget"],
      terms: ["budget", "spending limit", "cost alert", "spend alert", "monthly spend"]
    },
    {
      patterns: ["aws/costexplorer/AnomalyMonitor"],
      terms: ["cost anomaly", "unusual spend"]
    },
    {
      patterns: ["aws/securityhub/Account"],
      terms: ["security hub", "security posture"]
    },
    {
      patterns: ["aws/inspector2/Enabler"],
      terms: ["vulnerability scanning", "scan vulnerability"]
    },
    {
      patterns: ["aws/macie2/Account"],
      terms: ["sensitive data discovery", "pii detection"]
    },
    {
      patterns: ["aws/shield/Protection"],
      terms: ["ddos protection"]
    },
    {
      patterns: ["aws/cloudwatch/Dashboard"],
      terms: ["dashboard", "metric dashboard"]
    },
    {
      patterns: ["aws/cloudwatch/LogGroup"],
      terms: ["log group", "store log", "application log", "log retention"]
    },
    {
      patterns: ["aws/cloudwatch/EventRule"],
      terms: ["event rule", "react event", "event pattern"]
    },
    {
      patterns: ["aws/lambda/FunctionUrl"],
      terms: ["function url", "https endpoint function"]
    },
    {
      patterns: ["aws/ses/DomainIdentity"],
      terms: ["send email domain", "verify email domain", "verify domain", "domain verification"]
    },
    {
      patterns: ["aws/cognito/UserPool"],
      terms: ["user sign", "user login", "user directory", "app user"]
    },
    {
      patterns: ["aws/ssm/Parameter"],
      terms: ["config value", "configuration parameter", "store setting"]
    },
    {
      patterns: ["aws/efs/FileSystem"],
      terms: ["shared file system", "shared storage", "nfs share"]
    },
    {
      patterns: ["aws/dms/ReplicationTask"],
      terms: ["database migration", "migrate database"]
    },
    {
      patterns: ["aws/transfer/Server"],
      terms: ["sftp", "ftp", "file transfer"]
    },
    {
      patterns: ["aws/wafv2/WebAcl"],
      terms: ["malicious request", "sql injection", "rate limit request"]
    },
    {
      patterns: ["aws/route53/HealthCheck"],
      terms: ["health check", "endpoint health"]
    },
    {
      patterns: ["aws/synthetics/Canary"],
      terms: ["synthetic monitoring", "canary", "uptime monitoring"]
    },
    {
      patterns: ["aws/kinesis/FirehoseDeliveryStream"],
      terms: ["deliver stream", "stream delivery", "load streaming data"]
    },
    {
      patterns: ["aws/kinesis/Stream"],
      terms: ["clickstream", "event stream", "real time consumer", "high volume stream"]
    },
    {
      patterns: ["aws/organizations/Policy"],
      terms: ["service control policy", "scp", "restrict account"]
    }
  ]
};

// src/language/vocabulary/awsx.json
var awsx_default = {
  provider: "awsx",
  component: {
    base: "aws",
    cues: ["awsx", "@pulumi/awsx", "crosswalk"]
  }
};

// src/language/vocabulary/azure-native.json
var azure_native_default = {
  provider: "azure-native",
  names: ["azure", "azure-native", "azurenative"],
  cues: [
    "azure",
    "microsoft",
    "aks",
    "cosmos",
    "cosmosdb",
    "cosmos db",
    "resource group",
    "app service",
    "key vault",
    "keyvault",
    "event hub",
    "event hubs",
    "eventhub",
    "service bus",
    "servicebus",
    "event grid",
    "vnet",
    "nsg",
    "network security group",
    "blob container",
    "storage account",
    "log analytics",
    "application insights",
    "acr",
    "container apps",
    "function app",
    "front door",
    "entra",
    "managed identity",
    "arm template",
    "vmss",
    "app gateway",
    "application gateway",
    "synapse",
    "data factory",
    "logic app"
  ],
  services: [
    {
      patterns: ["azure-native/*/*"],
      terms: ["azure", "microsoft azure"]
    },
    {
      patterns: ["azure-native/resources/*"],
      terms: ["resource group", "arm"]
    },
    {
      patterns: ["azure-native/storage/*"],
      terms: ["storage account", "blob storage", "object storage", "azure files", "queue storage"]
    },
    {
      patterns: ["azure-native/compute/*"],
      terms: ["azure compute"]
    },
    {
      patterns: ["azure-native/network/*"],
      terms: ["virtual network", "vnet", "networking"]
    },
    {
      patterns: ["azure-native/containerservice/*"],
      terms: ["aks", "azure kubernetes service", "managed kubernetes", "k8s cluster"]
    },
    {
      patterns: ["azure-native/web/*"],
      terms: ["app service", "web app", "function app", "azure functions", "serverless function"]
    },
    {
      patterns: ["azure-native/sql/*"],
      terms: ["azure sql", "managed sql server", "sql database"]
    },
    {
      patterns: ["azure-native/dbforpostgresql/*"],
      terms: ["managed postgres", "postgresql", "postgres flexible server"]
    },
    {
      patterns: ["azure-native/dbformysql/*"],
      terms: ["managed mysql", "mysql flexible server"]
    },
    {
      patterns: ["azure-native/cosmosdb/*"],
      terms: ["cosmos db", "cosmosdb", "nosql database", "mongodb"]
    },
    {
      patterns: ["azure-native/keyvault/*"],
      terms: ["key vault", "secrets", "keys", "certificates vault"]
    },
    {
      patterns: ["azure-native/containerregistry/*"],
      terms: ["acr", "container registry", "docker registry"]
    },
    {
      patterns: ["azure-native/containerinstance/*"],
      terms: ["aci", "container instance", "container group"]
    },
    {
      patterns: ["azure-native/app/*"],
      terms: ["container apps", "serverless containers"]
    },
    {
      patterns: ["azure-native/eventhub/*"],
      terms: ["event hubs", "event streaming", "kafka"]
    },
    {
      patterns: ["azure-native/servicebus/*"],
      terms: ["service bus", "message queue", "message broker", "topic"]
    },
    {
      patterns: ["azure-native/eventgrid/*"],
      terms: ["event grid", "event routing"]
    },
    {
      patterns: ["azure-native/redis/*"],
      terms: ["azure cache for redis", "managed redis"]
    },
    {
      patterns: ["azure-native/cdn/*"],
      terms: ["cdn", "content delivery network", "front door"]
    },
    {
      patterns: ["azure-native/dns/*"],
      terms: ["dns zone", "domain name system"]
    },
    {
      patterns: ["azure-native/privatedns/*"],
      terms: ["private dns zone"]
    },
    {
      patterns: ["azure-native/authorization/*"],
      terms: ["rbac", "role assignment", "role definition", "access control"]
    },
    {
      patterns: ["azure-native/managedidentity/*"],
      terms: ["managed identity", "user assigned identity"]
    },
    {
      patterns: ["azure-native/operationalinsights/*"],
      terms: ["log analytics workspace", "logs"]
    },
    {
      patterns: ["azure-native/monitor/*"],
      terms: ["azure monitor", "alerts", "diagnostic settings", "action group"]
    },
    {
      patterns: ["azure-native/applicationinsights/*"],
      terms: ["application insights", "app monitoring", "apm"]
    },
    {
      patterns: ["azure-native/monitor/*"],
      terms: ["azure monitor", "monitoring"]
    },
    {
      patterns: ["azure-native/apimanagement/*"],
      terms: ["api management", "api gateway"]
    },
    {
      patterns: ["azure-native/cognitiveservices/*"],
      terms: ["cognitive services", "azure openai", "ai services"]
    },
    {
      patterns: ["azure-native/signalrservice/*"],
      terms: ["signalr", "websockets"]
    },
    {
      patterns: ["azure-native/logic/*"],
      terms: ["logic apps", "workflow"]
    },
    {
      patterns: ["azure-native/datafactory/*"],
      terms: ["data factory", "etl pipeline"]
    },
    {
      patterns: ["azure-native/synapse/*"],
      terms: ["synapse analytics", "data warehouse"]
    },
    {
      patterns: ["azure-native/search/*"],
      terms: ["azure cognitive search", "ai search"]
    },
    {
      patterns: ["azure-native/recoveryservices/*"],
      terms: ["backup vault", "site recovery"]
    }
  ],
  resources: [
    {
      patterns: ["azure-native/resources/ResourceGroup"],
      terms: ["resource group"]
    },
    {
      patterns: ["azure-native/storage/StorageAccount"],
      terms: ["storage account"]
    },
    {
      patterns: ["azure-native/storage/BlobContainer"],
      terms: ["blob container", "container for blobs", "bucket"]
    },
    {
      patterns: ["azure-native/storage/Blob"],
      terms: ["upload blob", "blob file"]
    },
    {
      patterns: ["azure-native/compute/VirtualMachine"],
      terms: ["virtual machine", "vm", "windows vm", "linux vm", "server"]
    },
    {
      patterns: ["azure-native/compute/VirtualMachineScaleSet"],
      terms: ["vm scale set", "vmss", "autoscaling vms"]
    },
    {
      patterns: ["azure-native/compute/Disk"],
      terms: ["managed disk"]
    },
    {
      patterns: ["azure-native/network/VirtualNetwork"],
      terms: ["vnet", "virtual network", "private network"]
    },
    {
      patterns: ["azure-native/network/Subnet"],
      terms: ["subnet"]
    },
    {
      patterns: ["azure-native/network/NetworkSecurityGroup"],
      terms: ["nsg", "network security group", "firewall rules"]
    },
    {
      patterns: ["azure-native/network/PublicIPAddress"],
      terms: ["public ip", "static ip address"]
    },
    {
      patterns: ["azure-native/network/LoadBalancer"],
      terms: ["load balancer"]
    },
    {
      patterns: ["azure-native/network/NetworkInterface"],
      terms: ["nic", "network interface"]
    },
    {
      patterns: ["azure-native/network/ApplicationGateway"],
      terms: ["application gateway", "layer 7 load balancer"]
    },
    {
      patterns: ["azure-native/network/PrivateEndpoint"],
      terms: ["private endpoint", "private link"]
    },
    {
      patterns: ["azure-native/network/NatGateway"],
      terms: ["nat gateway"]
    },
    {
      patterns: ["azure-native/containerservice/ManagedCluster"],
      terms: ["aks cluster", "kubernetes cluster"]
    },
    {
      patterns: ["azure-native/containerservice/AgentPool"],
      terms: ["node pool"]
    },
    {
      patterns: ["azure-native/web/WebApp"],
      terms: ["web app", "app service", "function app"]
    },
    {
      patterns: ["azure-native/web/AppServicePlan"],
      terms: ["app service plan", "hosting plan"]
    },
    {
      patterns: ["azure-native/web/StaticSite"],
      terms: ["static web app"]
    },
    {
      patterns: ["azure-native/sql/Server"],
      terms: ["sql server"]
    },
    {
      patterns: ["azure-native/sql/Database"],
      terms: ["sql database"]
    },
    {
      patterns: ["azure-native/dbforpostgresql/Server"],
      terms: ["postgres server", "flexible server"]
    },
    {
      patterns: ["azure-native/cosmosdb/DatabaseAccount"],
      terms: ["cosmos db account"]
    },
    {
      patterns: ["azure-native/keyvault/Vault"],
      terms: ["key vault"]
    },
    {
      patterns: ["azure-native/keyvault/Secret"],
      terms: ["key vault secret"]
    },
    {
      patterns: ["azure-native/containerregistry/Registry"],
      terms: ["container registry", "acr"]
    },
    {
      patterns: ["azure-native/containerinstance/ContainerGroup"],
      terms: ["container group", "run a container"]
    },
    {
      patterns: ["azure-native/app/ContainerApp"],
      terms: ["container app"]
    },
    {
      patterns: ["azure-native/app/ManagedEnvironment"],
      terms: ["container apps environment"]
    },
    {
      patterns: ["azure-native/dns/Zone"],
      terms: ["dns zone"]
    },
    {
      patterns: ["azure-native/dns/RecordSet"],
      terms: ["dns record", "a record", "cname record"]
    },
    {
      patterns: ["azure-native/eventhub/Namespace"],
      terms: ["event hubs namespace"]
    },
    {
      patterns: ["azure-native/eventhub/EventHub"],
      terms: ["event hub"]
    },
    {
      patterns: ["azure-native/servicebus/Namespace"],
      terms: ["service bus namespace"]
    },
    {
      patterns: ["azure-native/servicebus/Queue"],
      terms: ["service bus queue"]
    },
    {
      patterns: ["azure-native/servicebus/Topic"],
      terms: ["service bus topic"]
    },
    {
      patterns: ["azure-native/authorization/RoleAssignment"],
      terms: [
        "role assignment",
        "grant access",
        "assign role",
        "managed identity role",
        "reader role",
        "contributor role",
        "owner role"
      ]
    },
    {
      patterns: ["azure-native/managedidentity/UserAssignedIdentity"],
      terms: ["user assigned managed identity"]
    },
    {
      patterns: ["azure-native/operationalinsights/Workspace"],
      terms: ["log analytics workspace"]
    },
    {
      patterns: ["azure-native/applicationinsights/Component"],
      terms: ["application insights"]
    },
    {
      patterns: ["azure-native/redis/Redis"],
      terms: ["redis cache"]
    }
  ],
  intents: [
    {
      patterns: ["azure-native/storage/StorageAccount"],
      terms: [
        "store files",
        "file storage",
        "store uploads",
        "store images",
        "store backups",
        "static files"
      ]
    },
    {
      patterns: ["azure-native/compute/VirtualMachine"],
      terms: ["server", "linux server", "ubuntu server", "windows server", "machine", "host", "bastion"]
    },
    {
      patterns: ["azure-native/network/NetworkSecurityGroup"],
      terms: [
        "open port",
        "allow traffic",
        "allow https",
        "allow ssh",
        "inbound traffic",
        "restrict traffic"
      ]
    },
    {
      patterns: ["azure-native/servicebus/Queue"],
      terms: ["message queue", "decouple services", "work queue"]
    },
    {
      patterns: ["azure-native/monitor/MetricAlert"],
      terms: ["alert", "alarm", "alert when", "notify on failure", "monitoring alert"]
    },
    {
      patterns: ["azure-native/cdn/Profile"],
      terms: ["cdn", "cache website", "edge caching", "speed up website"]
    },
    {
      patterns: ["azure-native/network/VirtualNetwork"],
      terms: ["private network", "isolated network", "network"]
    },
    {
      patterns: ["azure-native/dns/RecordSet"],
      terms: ["point domain", "domain to ip", "dns entry", "subdomain"]
    },
    {
      patterns: ["azure-native/dbforpostgresql/Server"],
      terms: ["database server", "sql database", "postgres database", "mysql database"]
    },
    {
      patterns: ["azure-native/containerregistry/Registry"],
      terms: ["container registry", "image registry", "store docker images"]
    },
    {
      patterns: ["azure-native/managedidentity/UserAssignedIdentity"],
      terms: ["identity for app", "workload identity", "machine identity"]
    },
    {
      patterns: ["azure-native/authorization/RoleAssignment"],
      terms: ["grant permission", "grant role", "give access"]
    },
    {
      patterns: ["azure-native/compute/VirtualMachineScaleSet"],
      terms: ["scale instances", "fleet of servers", "autoscale servers"]
    },
    {
      patterns: ["azure-native/network/LoadBalancer"],
      terms: ["distribute traffic", "balance traffic"]
    },
    {
      patterns: ["azure-native/keyvault/Secret"],
      terms: ["store secret", "api key storage", "store password"]
    },
    {
      patterns: ["azure-native/keyvault/Key"],
      terms: ["encryption key", "encrypt data"]
    }
  ],
  purposes: [
    {
      patterns: ["azure-native/operationalinsights/Workspace"],
      terms: ["log analytics workspace", "central log", "collect log", "query log", "central logging"]
    },
    {
      patterns: ["azure-native/monitor/DiagnosticSetting"],
      terms: ["diagnostic log", "resource log", "send log workspace"]
    },
    {
      patterns: ["azure-native/privatedns/PrivateZone"],
      terms: ["private dns", "private name resolution", "internal dns"]
    },
    {
      patterns: ["azure-native/network/PrivateEndpoint"],
      terms: ["private endpoint", "private ip", "private connectivity", "reach privately"]
    },
    {
      patterns: ["azure-native/redis/Redis"],
      terms: ["in memory cache", "session cache", "cache session"]
    },
    {
      patterns: ["azure-native/authorization/PolicyAssignment"],
      terms: ["azure policy", "enforce policy", "allowed location", "compliance policy", "restrict region"]
    },
    {
      patterns: ["azure-native/web/StaticSite"],
      terms: ["static web app", "single page app", "spa", "static website"]
    },
    {
      patterns: ["azure-native/authorization/getClientConfig"],
      terms: ["current client", "tenant id", "object id", "current identity", "deploying identity"]
    },
    {
      patterns: ["azure-native/web/WebApp"],
      terms: ["function app", "app service", "web app", "host website", "http triggered function"]
    },
    {
      patterns: ["azure-native/web/AppServicePlan"],
      terms: ["app service plan", "hosting plan"]
    },
    {
      patterns: ["azure-native/keyvault/Vault"],
      terms: ["key vault", "store secret"]
    },
    {
      patterns: ["azure-native/network/NatGateway"],
      terms: ["nat", "outbound internet"]
    },
    {
      patterns: ["azure-native/network/VirtualNetworkPeering"],
      terms: ["vnet peering", "connect vnet", "peer network"]
    },
    {
      patterns: ["azure-native/network/BastionHost"],
      terms: ["bastion", "secure rdp", "secure ssh"]
    },
    {
      patterns: ["azure-native/containerinstance/ContainerGroup"],
      terms: ["container instance", "aci", "run single container"]
    },
    {
      patterns: ["azure-native/app/ContainerApp"],
      terms: ["container app", "serverless container"]
    },
    {
      patterns: ["azure-native/consumption/Budget"],
      terms: ["budget", "spending alert", "cost alert"]
    },
    {
      patterns: ["azure-native/recoveryservices/Vault"],
      terms: ["backup vault", "vm backup", "recovery services"]
    }
  ]
};

// src/language/vocabulary/cloudflare.json
var cloudflare_default = {
  provider: "cloudflare",
  names: ["cloudflare"],
  cues: ["cloudflare", "workers kv", "page rule", "r2", "cloudflared", "zero trust"],
  services: [
    {
      patterns: ["cloudflare/*/*"],
      terms: ["cloudflare"]
    }
  ],
  resources: [
    {
      patterns: ["cloudflare/*/Record", "cloudflare/*/DnsRecord"],
      terms: ["dns record", "a record", "cname"]
    },
    {
      patterns: ["cloudflare/*/Zone"],
      terms: ["zone", "domain"]
    },
    {
      patterns: ["cloudflare/*/PageRule"],
      terms: ["page rule", "redirect rule", "always use https"]
    },
    {
      patterns: ["cloudflare/*/WorkerScript", "cloudflare/*/WorkersScript"],
      terms: ["worker", "workers script", "edge function", "serverless function"]
    },
    {
      patterns: ["cloudflare/*/WorkersRoute"],
      terms: ["worker route"]
    },
    {
      patterns: ["cloudflare/*/R2Bucket"],
      terms: ["r2 bucket", "object storage"]
    },
    {
      patterns: ["cloudflare/*/Ruleset"],
      terms: ["ruleset", "waf rules", "firewall rules", "transform rules"]
    },
    {
      patterns: ["cloudflare/*/AccessApplication"],
      terms: ["zero trust access application"]
    },
    {
      patterns: ["cloudflare/*/ZeroTrustTunnelCloudflared", "cloudflare/*/Tunnel"],
      terms: ["tunnel", "cloudflared"]
    },
    {
      patterns: ["cloudflare/*/WorkersKvNamespace", "cloudflare/*/WorkersKvNamespace"],
      terms: ["kv namespace", "key value store"]
    },
    {
      patterns: ["cloudflare/*/PagesProject"],
      terms: ["pages project", "static site"]
    }
  ],
  intents: [
    {
      patterns: ["cloudflare/*/R2Bucket"],
      terms: [
        "store files",
        "file storage",
        "store uploads",
        "store images",
        "store backups",
        "static files"
      ]
    },
    {
      patterns: ["cloudflare/*/DnsRecord"],
      terms: ["point domain", "domain to ip", "dns entry", "subdomain"]
    }
  ],
  purposes: [
    {
      patterns: ["cloudflare/*/TurnstileWidget"],
      terms: ["turnstile", "captcha", "bot challenge", "stop bot"]
    },
    {
      patterns: ["cloudflare/*/ZeroTrustAccessApplication", "cloudflare/*/AccessApplication"],
      terms: ["single sign", "sso", "protect internal app", "access application"]
    },
    {
      patterns: ["cloudflare/*/WaitingRoom"],
      terms: ["waiting room", "traffic surge"]
    },
    {
      patterns: ["cloudflare/*/EmailRoutingRule"],
      terms: ["email routing", "forward email"]
    }
  ]
};

// src/language/vocabulary/docker.json
var docker_default = {
  provider: "docker",
  names: ["docker"],
  cues: ["docker", "dockerfile", "docker image", "container image build"],
  services: [
    {
      patterns: ["docker/*/*"],
      terms: ["docker"]
    }
  ],
  resources: [
    {
      patterns: ["docker/*/Container"],
      terms: ["container", "run container", "docker run"]
    },
    {
      patterns: ["docker/*/Image"],
      terms: ["docker image", "build image", "dockerfile"]
    },
    {
      patterns: ["docker/*/RemoteImage"],
      terms: ["pull image", "remote image"]
    },
    {
      patterns: ["docker/*/Network"],
      terms: ["docker network"]
    },
    {
      patterns: ["docker/*/Volume"],
      terms: ["docker volume", "persistent volume"]
    },
    {
      patterns: ["docker/*/RegistryImage"],
      terms: ["push image to registry"]
    }
  ],
  purposes: [
    {
      patterns: ["docker/*/RegistryImage"],
      terms: ["push image", "publish image", "upload image"]
    }
  ]
};

// src/language/vocabulary/eks.json
var eks_default = {
  provider: "eks",
  component: {
    base: "aws",
    cues: ["@pulumi/eks", "pulumi eks", "eks package", "eks component"]
  }
};

// src/language/vocabulary/gcp.json
var gcp_default = {
  provider: "gcp",
  names: ["gcp", "google"],
  cues: [
    "gcp",
    "google",
    "gke",
    "gcs",
    "gce",
    "bigquery",
    "pubsub",
    "pub/sub",
    "pub sub",
    "cloud run",
    "cloud functions",
    "cloud function",
    "cloud sql",
    "compute engine",
    "cloud dns",
    "cloud storage",
    "firestore",
    "spanner",
    "bigtable",
    "memorystore",
    "dataflow",
    "dataproc",
    "app engine",
    "cloud kms",
    "secret manager",
    "artifact registry",
    "cloud build",
    "cloud scheduler",
    "cloud tasks",
    "vertex",
    "cloud nat",
    "cloud router",
    "gcloud"
  ],
  services: [
    {
      patterns: ["gcp/*/*"],
      terms: ["google cloud", "google cloud platform", "gcp"]
    },
    {
      patterns: ["gcp/storage/*"],
      terms: ["google cloud storage", "gcs", "object storage", "blob storage", "storage bucket"]
    },
    {
      patterns: ["gcp/compute/*"],
      terms: ["compute engine", "gce"]
    },
    {
      patterns: ["gcp/container/*"],
      terms: ["gke", "google kubernetes engine", "managed kubernetes", "k8s cluster"]
    },
    {
      patterns: ["gcp/cloudfunctions/*"],
      terms: ["cloud functions", "serverless function", "faas"]
    },
    {
      patterns: ["gcp/cloudfunctionsv2/*"],
      terms: ["cloud functions gen2", "second generation", "serverless function", "faas"]
    },
    {
      patterns: ["gcp/cloudrun/*"],
      terms: ["cloud run", "serverless containers"]
    },
    {
      patterns: ["gcp/cloudrunv2/*"],
      terms: ["cloud run", "serverless containers", "cloud run v2"]
    },
    {
      patterns: ["gcp/sql/*"],
      terms: ["cloud sql", "managed postgres", "managed mysql", "relational database"]
    },
    {
      patterns: ["gcp/pubsub/*"],
      terms: ["pub sub", "pubsub", "message queue", "messaging", "topic"]
    },
    {
      patterns: ["gcp/bigquery/*"],
      terms: ["bigquery", "data warehouse", "analytics"]
    },
    {
      patterns: ["gcp/dns/*"],
      terms: ["cloud dns", "dns zone", "domain name system"]
    },
    {
      patterns: ["gcp/kms/*"],
      terms: ["cloud kms", "key management", "encryption key"]
    },
    {
      patterns: ["gcp/secretmanager/*"],
      terms: ["secret manager", "secrets", "credentials"]
    },
    {
      patterns: ["gcp/iam/*"],
      terms: ["iam", "workload identity", "permissions"]
    },
    {
      patterns: ["gcp/projects/*"],
      terms: ["project iam", "permissions", "project services", "enable api"]
    },
    {
      patterns: ["gcp/serviceaccount/*"],
      terms: ["service account", "credentials"]
    },
    {
      patterns: ["gcp/organizations/*"],
      terms: ["gcp project", "folder", "organization"]
    },
    {
      patterns: ["gcp/redis/*"],
      terms: ["memorystore", "managed redis", "cache"]
    },
    {
      patterns: ["gcp/spanner/*"],
      terms: ["spanner", "globally distributed database"]
    },
    {
      patterns: ["gcp/firestore/*"],
      terms: ["firestore", "nosql document database"]
    },
    {
      patterns: ["gcp/bigtable/*"],
      terms: ["bigtable", "wide column database"]
    },
    {
      patterns: ["gcp/artifactregistry/*"],
      terms: ["artifact registry", "docker registry", "container registry"]
    },
    {
      patterns: ["gcp/cloudbuild/*"],
      terms: ["cloud build", "ci build trigger"]
    },
    {
      patterns: ["gcp/cloudscheduler/*"],
      terms: ["cloud scheduler", "cron job"]
    },
    {
      patterns: ["gcp/cloudtasks/*"],
      terms: ["cloud tasks", "task queue"]
    },
    {
      patterns: ["gcp/monitoring/*"],
      terms: ["cloud monitoring", "alert policy", "uptime check"]
    },
    {
      patterns: ["gcp/logging/*"],
      terms: ["cloud logging", "log sink"]
    },
    {
      patterns: ["gcp/dataflow/*"],
      terms: ["dataflow", "stream processing", "apache beam"]
    },
    {
      patterns: ["gcp/dataproc/*"],
      terms: ["dataproc", "spark", "hadoop"]
    },
    {
      patterns: ["gcp/appengine/*"],
      terms: ["app engine", "paas"]
    },
    {
      patterns: ["gcp/filestore/*"],
      terms: ["filestore", "nfs"]
    },
    {
      patterns: ["gcp/vertex/*"],
      terms: ["vertex ai", "machine learning"]
    },
    {
      patterns: ["gcp/certificatemanager/*"],
      terms: ["certificate manager", "ssl certificate"]
    },
    {
      patterns: ["gcp/networkservices/*"],
      terms: ["network services"]
    },
    {
      patterns: ["gcp/workflows/*"],
      terms: ["workflows", "orchestration"]
    }
  ],
  resources: [
    {
      patterns: ["gcp/storage/Bucket"],
      terms: ["gcs bucket", "storage bucket"]
    },
    {
      patterns: ["gcp/storage/BucketObject"],
      terms: ["upload file", "object"]
    },
    {
      patterns: ["gcp/storage/BucketIAMMember"],
      terms: ["bucket access", "grant bucket permission"]
    },
    {
      patterns: ["gcp/compute/Instance"],
      terms: ["vm", "virtual machine", "compute engine instance", "server"]
    },
    {
      patterns: ["gcp/compute/Network"],
      terms: ["vpc network", "vpc"]
    },
    {
      patterns: ["gcp/compute/Subnetwork"],
      terms: ["subnet", "subnetwork"]
    },
    {
      patterns: ["gcp/compute/Firewall"],
      terms: ["firewall rule", "allow port"]
    },
    {
      patterns: ["gcp/compute/Address"],
      terms: ["static ip address", "external ip"]
    },
    {
      patterns: ["gcp/compute/GlobalAddress"],
      terms: ["global static ip"]
    },
    {
      patterns: ["gcp/compute/Router"],
      terms: ["cloud router"]
    },
    {
      patterns: ["gcp/compute/RouterNat"],
      terms: ["cloud nat", "nat gateway"]
    },
    {
      patterns: ["gcp/compute/InstanceTemplate"],
      terms: ["instance template"]
    },
    {
      patterns: ["gcp/compute/InstanceGroupManager"],
      terms: ["managed instance group", "mig"]
    },
    {
      patterns: ["gcp/compute/Disk"],
      terms: ["persistent disk"]
    },
    {
      patterns: ["gcp/compute/BackendService"],
      terms: ["backend service", "load balancer"]
    },
    {
      patterns: ["gcp/compute/URLMap"],
      terms: ["url map", "load balancer routing"]
    },
    {
      patterns: ["gcp/container/Cluster"],
      terms: ["gke cluster", "kubernetes cluster"]
    },
    {
      patterns: ["gcp/container/NodePool"],
      terms: ["node pool"]
    },
    {
      patterns: ["gcp/cloudfunctions/Function"],
      terms: ["cloud function"]
    },
    {
      patterns: ["gcp/cloudfunctionsv2/Function"],
      terms: ["cloud function", "gen2 function"]
    },
    {
      patterns: ["gcp/cloudrun/Service"],
      terms: ["cloud run service"]
    },
    {
      patterns: ["gcp/cloudrunv2/Service"],
      terms: ["cloud run service"]
    },
    {
      patterns: ["gcp/cloudrunv2/Job"],
      terms: ["cloud run job"]
    },
    {
      patterns: ["gcp/sql/DatabaseInstance"],
      terms: ["cloud sql instance", "postgres instance", "mysql instance"]
    },
    {
      patterns: ["gcp/sql/Database"],
      terms: ["sql database"]
    },
    {
      patterns: ["gcp/sql/User"],
      terms: ["database user"]
    },
    {
      patterns: ["gcp/pubsub/Topic"],
      terms: ["pubsub topic"]
    },
    {
      patterns: ["gcp/pubsub/Subscription"],
      terms: ["pubsub subscription"]
    },
    {
      patterns: ["gcp/bigquery/Dataset"],
      terms: ["bigquery dataset"]
    },
    {
      patterns: ["gcp/bigquery/Table"],
      terms: ["bigquery table"]
    },
    {
      patterns: ["gcp/dns/ManagedZone"],
      terms: ["dns zone", "managed zone"]
    },
    {
      patterns: ["gcp/dns/RecordSet"],
      terms: ["dns record", "a record"]
    },
    {
      patterns: ["gcp/kms/KeyRing"],
      terms: ["key ring"]
    },
    {
      patterns: ["gcp/kms/CryptoKey"],
      terms: ["crypto key", "encryption key"]
    },
    {
      patterns: ["gcp/secretmanager/Secret"],
      terms: ["secret"]
    },
    {
      patterns: ["gcp/secretmanager/SecretVersion"],
      terms: ["secret version", "secret value"]
    },
    {
      patterns: ["gcp/serviceaccount/Account"],
      terms: ["service account"]
    },
    {
      patterns: ["gcp/serviceaccount/Key"],
      terms: ["service account key"]
    },
    {
      patterns: ["gcp/projects/IAMMember"],
      terms: ["grant role", "project iam member", "permissions"]
    },
    {
      patterns: ["gcp/projects/Service"],
      terms: ["enable api", "project service"]
    },
    {
      patterns: ["gcp/artifactregistry/Repository"],
      terms: ["docker repository", "artifact repository"]
    },
    {
      patterns: ["gcp/cloudscheduler/Job"],
      terms: ["scheduled job", "cron"]
    },
    {
      patterns: ["gcp/redis/Instance"],
      terms: ["redis instance", "memorystore"]
    }
  ],
  intents: [
    {
      patterns: ["gcp/storage/Bucket"],
      terms: [
        "store files",
        "file storage",
        "store uploads",
        "store images",
        "store backups",
        "static files"
      ]
    },
    {
      patterns: ["gcp/compute/Instance"],
      terms: ["server", "linux server", "ubuntu server", "windows server", "machine", "host", "bastion"]
    },
    {
      patterns: ["gcp/compute/Firewall"],
      terms: [
        "open port",
        "allow traffic",
        "allow https",
        "allow ssh",
        "inbound traffic",
        "restrict traffic"
      ]
    },
    {
      patterns: ["gcp/pubsub/Topic"],
      terms: ["message queue", "decouple services", "work queue"]
    },
    {
      patterns: ["gcp/monitoring/AlertPolicy"],
      terms: ["alert", "alarm", "alert when", "notify on failure", "monitoring alert"]
    },
    {
      patterns: ["gcp/compute/Network"],
      terms: ["private network", "isolated network", "network"]
    },
    {
      patterns: ["gcp/dns/RecordSet"],
      terms: ["point domain", "domain to ip", "dns entry", "subdomain"]
    },
    {
      patterns: ["gcp/cloudscheduler/Job"],
      terms: ["schedule", "scheduled", "nightly", "every night", "every hour", "periodic", "cron"]
    },
    {
      patterns: ["gcp/sql/DatabaseInstance"],
      terms: ["database server", "sql database", "postgres database", "mysql database"]
    },
    {
      patterns: ["gcp/artifactregistry/Repository"],
      terms: ["container registry", "image registry", "store docker images"]
    },
    {
      patterns: ["gcp/serviceaccount/Account"],
      terms: ["identity for app", "workload identity", "machine identity"]
    },
    {
      patterns: ["gcp/storage/BucketIAMMember"],
      terms: ["bucket permission", "bucket access", "grant access to bucket"]
    },
    {
      patterns: ["gcp/projects/IAMMember"],
      terms: ["grant permission", "grant role", "give access"]
    },
    {
      patterns: ["gcp/compute/InstanceGroupManager"],
      terms: ["scale instances", "fleet of servers", "autoscale servers"]
    },
    {
      patterns: ["gcp/compute/BackendService"],
      terms: ["distribute traffic", "balance traffic"]
    },
    {
      patterns: ["gcp/secretmanager/Secret"],
      terms: ["store secret", "api key storage", "store password"]
    },
    {
      patterns: ["gcp/kms/CryptoKey"],
      terms: ["encryption key", "encrypt data"]
    }
  ],
  purposes: [
    {
      patterns: ["gcp/spanner/Instance"],
      terms: ["globally distributed database", "strong consistency", "horizontally scalable database"]
    },
    {
      patterns: ["gcp/firestore/Database"],
      terms: ["document database", "nosql document", "mobile app database"]
    },
    {
      patterns: ["gcp/monitoring/UptimeCheckConfig"],
      terms: ["uptime check", "website up", "availability check", "monitor website", "site down"]
    },
    {
      patterns: ["gcp/monitoring/NotificationChannel"],
      terms: ["notification channel", "alert email", "page call"]
    },
    {
      patterns: ["gcp/logging/ProjectSink"],
      terms: ["export log", "log sink", "route log"]
    },
    {
      patterns: ["gcp/bigquery/Dataset"],
      terms: ["data warehouse", "analytics dataset"]
    },
    {
      patterns: ["gcp/compute/Address", "gcp/compute/GlobalAddress"],
      terms: ["static ip", "reserved ip", "fixed ip"]
    },
    {
      patterns: ["gcp/compute/RouterNat"],
      terms: ["nat", "outbound internet", "private instance internet"]
    },
    {
      patterns: ["gcp/compute/SecurityPolicy"],
      terms: ["cloud armor", "ddos protection", "web application firewall"]
    },
    {
      patterns: ["gcp/compute/ManagedSslCertificate"],
      terms: ["https certificate", "managed certificate"]
    },
    {
      patterns: ["gcp/iam/WorkloadIdentityPool"],
      terms: ["workload identity federation", "keyless", "external identity", "oidc"]
    },
    {
      patterns: ["gcp/projects/Service"],
      terms: ["enable api", "turn api", "enable service"]
    },
    {
      patterns: ["gcp/cloudtasks/Queue"],
      terms: ["task queue", "deferred task"]
    },
    {
      patterns: ["gcp/vpcaccess/Connector"],
      terms: ["serverless vpc access", "connect cloud run vpc"]
    },
    {
      patterns: ["gcp/compute/InstanceTemplate"],
      terms: ["instance template", "vm template"]
    },
    {
      patterns: ["gcp/filestore/Instance"],
      terms: ["shared file system", "nfs share", "managed nfs"]
    },
    {
      patterns: ["gcp/redis/Instance"],
      terms: ["memorystore", "in memory cache", "redis cache"]
    },
    {
      patterns: ["gcp/billing/Budget"],
      terms: ["budget", "spending alert", "cost alert"]
    }
  ]
};

// src/language/vocabulary/github.json
var github_default = {
  provider: "github",
  names: ["github"],
  cues: ["github", "gh", "branch protection", "pull request", "actions secret", "github actions"],
  services: [
    {
      patterns: ["github/*/*"],
      terms: ["github", "gh"]
    }
  ],
  resources: [
    {
      patterns: ["github/*/Repository"],
      terms: ["repository", "repo", "git repository"]
    },
    {
      patterns: ["github/*/BranchProtection"],
      terms: ["branch protection", "protect main branch", "required reviews"]
    },
    {
      patterns: ["github/*/TeamRepository"],
      terms: ["team access", "team permission on repo"]
    },
    {
      patterns: ["github/*/Team"],
      terms: ["team"]
    },
    {
      patterns: ["github/*/TeamMembership"],
      terms: ["add user to team"]
    },
    {
      patterns: ["github/*/ActionsSecret"],
      terms: ["actions secret", "ci secret", "workflow secret"]
    },
    {
      patterns: ["github/*/ActionsVariable"],
      terms: ["actions variable"]
    },
    {
      patterns: ["github/*/RepositoryWebhook"],
      terms: ["webhook"]
    },
    {
      patterns: ["github/*/RepositoryFile"],
      terms: ["commit a file", "file in repo"]
    },
    {
      patterns: ["github/*/IssueLabel"],
      terms: ["label"]
    },
    {
      patterns: ["github/*/RepositoryCollaborator"],
      terms: ["collaborator", "invite user"]
    },
    {
      patterns: ["github/*/Membership"],
      terms: ["organization member"]
    },
    {
      patterns: ["github/*/RepositoryRuleset"],
      terms: ["ruleset", "branch rules"]
    },
    {
      patterns: ["github/*/RepositoryEnvironment"],
      terms: ["deployment environment"]
    }
  ],
  intents: [
    {
      patterns: ["github/*/Repository"],
      terms: ["new repo", "source code repository"]
    }
  ],
  purposes: [
    {
      patterns: ["github/*/RepositoryWebhook"],
      terms: ["notify push", "push event", "call url push", "ci notification"]
    },
    {
      patterns: ["github/*/RepositoryDeployKey"],
      terms: ["deploy key"]
    },
    {
      patterns: ["github/*/Issue"],
      terms: ["open issue", "issue"]
    },
    {
      patterns: ["github/*/BranchDefault"],
      terms: ["default branch"]
    }
  ]
};

// src/language/vocabulary/kubernetes.json
var kubernetes_default = {
  provider: "kubernetes",
  names: ["kubernetes", "k8s"],
  cues: [
    "kubernetes",
    "k8s",
    "kube",
    "helm",
    "kubectl",
    "daemonset",
    "daemon set",
    "statefulset",
    "stateful set",
    "configmap",
    "config map",
    "pod",
    "pods",
    "ingress",
    "cronjob",
    "kustomize",
    "persistentvolumeclaim",
    "pvc",
    "hpa",
    "namespace in the cluster",
    "replicaset",
    "customresource",
    "crd",
    "yaml manifest",
    "manifest file",
    "every node",
    "each node"
  ],
  services: [
    {
      patterns: ["kubernetes/*/*"],
      terms: ["kubernetes", "k8s", "kube"]
    },
    {
      patterns: ["kubernetes/helm*/*"],
      terms: ["helm chart", "helm release", "chart"]
    },
    {
      patterns: ["kubernetes/yaml*/*"],
      terms: ["yaml manifest", "kubectl apply"]
    },
    {
      patterns: ["kubernetes/kustomize*/*"],
      terms: ["kustomize", "kustomization"]
    },
    {
      patterns: ["kubernetes/rbac*/*"],
      terms: ["rbac", "role based access control", "permissions"]
    },
    {
      patterns: ["kubernetes/networking*/*"],
      terms: ["networking"]
    },
    {
      patterns: ["kubernetes/autoscaling*/*"],
      terms: ["autoscaling", "autoscaler"]
    }
  ],
  resources: [
    {
      patterns: ["kubernetes/apps.v1/Deployment"],
      terms: ["deployment", "deploy containers", "run replicas", "stateless app"]
    },
    {
      patterns: ["kubernetes/apps.v1/StatefulSet"],
      terms: ["stateful set", "stateful app", "database in kubernetes"]
    },
    {
      patterns: ["kubernetes/apps.v1/DaemonSet"],
      terms: [
        "daemon set",
        "run on every node",
        "node agent",
        "log agent",
        "log collector",
        "per node",
        "every node"
      ]
    },
    {
      patterns: ["kubernetes/core.v1/Service"],
      terms: ["service", "expose pods", "cluster ip", "load balancer service", "node port"]
    },
    {
      patterns: ["kubernetes/core.v1/ConfigMap"],
      terms: ["config map", "configuration data"]
    },
    {
      patterns: ["kubernetes/core.v1/Secret"],
      terms: ["kubernetes secret"]
    },
    {
      patterns: ["kubernetes/core.v1/Namespace"],
      terms: ["namespace"]
    },
    {
      patterns: ["kubernetes/core.v1/Pod"],
      terms: ["pod", "single container"]
    },
    {
      patterns: ["kubernetes/core.v1/PersistentVolumeClaim"],
      terms: ["pvc", "persistent volume claim", "storage for pod"]
    },
    {
      patterns: ["kubernetes/core.v1/PersistentVolume"],
      terms: ["persistent volume"]
    },
    {
      patterns: ["kubernetes/core.v1/ServiceAccount"],
      terms: ["service account"]
    },
    {
      patterns: ["kubernetes/networking.v1/Ingress"],
      terms: ["ingress", "http routing", "expose over http"]
    },
    {
      patterns: ["kubernetes/networking.v1/NetworkPolicy"],
      terms: ["network policy", "restrict traffic"]
    },
    {
      patterns: ["kubernetes/batch.v1/Job"],
      terms: ["job", "one off task", "run to completion", "batch job"]
    },
    {
      patterns: ["kubernetes/batch.v1/CronJob"],
      terms: ["cron job", "scheduled job"]
    },
    {
      patterns: ["kubernetes/autoscaling.v2/HorizontalPodAutoscaler"],
      terms: [
        "hpa",
        "horizontal pod autoscaler",
        "autoscale pods",
        "autoscale deployment",
        "scale on cpu",
        "cpu utilization"
      ]
    },
    {
      patterns: ["kubernetes/rbac.v1/Role"],
      terms: ["namespaced role"]
    },
    {
      patterns: ["kubernetes/rbac.v1/ClusterRole"],
      terms: ["cluster wide role"]
    },
    {
      patterns: ["kubernetes/helm.v4/Chart"],
      terms: ["helm chart", "install chart"]
    },
    {
      patterns: ["kubernetes/helm.v3/Release"],
      terms: ["helm release", "install chart", "chart"]
    },
    {
      patterns: ["kubernetes/yaml.v2/ConfigFile"],
      terms: ["yaml file", "apply manifest file", "existing yaml"]
    },
    {
      patterns: ["kubernetes/yaml.v2/ConfigGroup"],
      terms: ["yaml manifests", "multiple yaml files"]
    },
    {
      patterns: ["kubernetes/policy.v1/PodDisruptionBudget"],
      terms: ["pdb", "pod disruption budget"]
    },
    {
      patterns: ["kubernetes/storage.v1/StorageClass"],
      terms: ["storage class"]
    }
  ],
  intents: [
    {
      patterns: ["kubernetes/batch.v1/CronJob"],
      terms: ["schedule", "scheduled", "nightly", "every night", "every hour", "periodic", "cron"]
    },
    {
      patterns: ["kubernetes/core.v1/ConfigMap"],
      terms: ["configuration", "app config", "settings", "environment variables"]
    },
    {
      patterns: ["kubernetes/core.v1/Secret"],
      terms: ["credentials", "password", "token", "registry credentials"]
    },
    {
      patterns: ["kubernetes/apps.v1/Deployment"],
      terms: ["run app", "run container", "web app", "replicas"]
    }
  ],
  purposes: [
    {
      patterns: ["kubernetes/networking.v1/NetworkPolicy"],
      terms: ["pod traffic", "pod talk", "isolate pod", "firewall pod", "allow traffic pod"]
    },
    {
      patterns: ["kubernetes/policy.v1/PodDisruptionBudget"],
      terms: ["keep replica running", "node drain", "drained", "voluntary disruption", "minimum available"]
    },
    {
      patterns: ["kubernetes/apps.v1/StatefulSet"],
      terms: ["stable identity", "own storage", "persistent identity", "each replica"]
    },
    {
      patterns: ["kubernetes/core.v1/ServiceAccount"],
      terms: ["pod identity"]
    },
    {
      patterns: ["kubernetes/core.v1/ResourceQuota"],
      terms: ["resource quota", "limit namespace resource"]
    },
    {
      patterns: ["kubernetes/core.v1/LimitRange"],
      terms: ["default limit", "limit range"]
    }
  ]
};

// src/language/vocabulary/random.json
var random_default = {
  provider: "random",
  names: ["random"],
  cues: ["random", "randomly", "uuid", "pet name"],
  services: [
    {
      patterns: ["random/*/*"],
      terms: ["random", "randomly generated", "random value"]
    }
  ],
  resources: [
    {
      patterns: ["random/*/RandomPassword"],
      terms: [
        "password",
        "generate password",
        "secret password",
        "db password",
        "database password",
        "admin password"
      ]
    },
    {
      patterns: ["random/*/RandomString"],
      terms: ["random string", "random suffix"]
    },
    {
      patterns: ["random/*/RandomPet"],
      terms: ["pet name", "random name", "memorable name"]
    },
    {
      patterns: ["random/*/RandomId"],
      terms: ["random id", "unique suffix", "hex id"]
    },
    {
      patterns: ["random/*/RandomUuid"],
      terms: ["uuid", "guid"]
    },
    {
      patterns: ["random/*/RandomInteger"],
      terms: ["random number", "integer in range"]
    },
    {
      patterns: ["random/*/RandomShuffle"],
      terms: ["shuffle list", "random order"]
    }
  ],
  intents: [
    {
      patterns: ["random/*/RandomId", "random/*/RandomString", "random/*/RandomPet"],
      terms: ["unique name", "unique suffix", "avoid name collisions"]
    }
  ]
};

// src/language/vocabulary/tls.json
var tls_default = {
  provider: "tls",
  names: ["tls"],
  cues: [
    "tls provider",
    "self-signed",
    "self signed",
    "private key",
    "certificate signing request",
    "csr",
    "pem",
    "own ca",
    "locally signed"
  ],
  services: [
    {
      patterns: ["tls/*/*"],
      terms: ["tls", "ssl", "x509", "pki", "certificate"]
    }
  ],
  resources: [
    {
      patterns: ["tls/*/PrivateKey"],
      terms: ["private key", "rsa key", "ecdsa key", "ssh key", "key pair"]
    },
    {
      patterns: ["tls/*/SelfSignedCert"],
      terms: ["self signed certificate", "self-signed cert"]
    },
    {
      patterns: ["tls/*/CertRequest"],
      terms: ["certificate signing request", "csr"]
    },
    {
      patterns: ["tls/*/LocallySignedCert"],
      terms: ["certificate signed by ca", "locally signed", "sign certificate with ca", "own ca"]
    }
  ],
  intents: [
    {
      patterns: ["tls/*/PrivateKey"],
      terms: ["ssh key", "generate key", "keypair", "key pair"]
    }
  ],
  purposes: [
    {
      patterns: ["tls/*/getCertificate"],
      terms: [
        "certificate thumbprint",
        "sha1 fingerprint",
        "certificate fingerprint",
        "endpoint certificate"
      ]
    },
    {
      patterns: ["tls/*/LocallySignedCert"],
      terms: ["internal ca", "sign server certificate", "ca key"]
    }
  ]
};

// src/language/vocabulary-schema.ts
var ENTRY_SECTIONS = ["services", "resources", "intents", "purposes"];
var KNOWN_FIELDS = /* @__PURE__ */ new Set(["provider", "names", "cues", "component", ...ENTRY_SECTIONS]);
var PROVIDER_NAME = /^[a-z0-9][a-z0-9-]*$/;
var PATTERN = /^[A-Za-z0-9*.-]+\/[A-Za-z0-9*.-]+\/[A-Za-z0-9*.-]+$/;
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function phrases(value, where, errors) {
  if (!Array.isArray(value) || value.length === 0) {
    errors.push(`${where} must be a non-empty list of phrases`);
    return [];
  }
  value.forEach((phrase, i) => {
    if (typeof phrase !== "string" || phrase.trim() === "" || phrase !== phrase.trim()) {
      errors.push(`${where}[${i}] must be a phrase without leading or trailing spaces`);
    }
  });
  return value;
}
function checkEntries(value, where, provider, errors) {
  if (!Array.isArray(value)) {
    errors.push(`${where} must be a list of {patterns, terms} entries`);
    return;
  }
  value.forEach((entry, i) => {
    const at = `${where}[${i}]`;
    if (!isObject(entry) || Object.keys(entry).some((key) => key !== "patterns" && key !== "terms")) {
      errors.push(`${at} must be an object with only 'patterns' and 'terms'`);
      return;
    }
    for (const pattern of phrases(entry["patterns"], `${at}.patterns`, errors)) {
      if (!PATTERN.test(pattern)) {
        errors.push(`${at}.patterns: '${pattern}' is not provider/module/Name`);
      } else if (pattern.split("/")[0] !== provider) {
        errors.push(`${at}.patterns: '${pattern}' belongs to another provider than '${provider}'`);
      }
    }
    phrases(entry["terms"], `${at}.terms`, errors);
  });
}
function vocabularyErrors(value, source) {
  const errors = [];
  if (!isObject(value)) return [`${source}: must be a JSON object`];
  const provider = value["provider"];
  if (typeof provider !== "string" || !PROVIDER_NAME.test(provider)) {
    return [`${source}: 'provider' must be a provider name such as 'aws'`];
  }
  for (const key of Object.keys(value)) {
    if (!KNOWN_FIELDS.has(key)) errors.push(`${source}: unknown field '${key}'`);
  }
  if (value["names"] !== void 0) phrases(value["names"], `${source}: names`, errors);
  if (value["cues"] !== void 0) phrases(value["cues"], `${source}: cues`, errors);
  const component = value["component"];
  if (component !== void 0) {
    if (!isObject(component) || typeof component["base"] !== "string") {
      errors.push(`${source}: component must be {base, cues}`);
    } else {
      phrases(component["cues"], `${source}: component.cues`, errors);
    }
  }
  for (const section2 of ENTRY_SECTIONS) {
    if (value[section2] !== void 0) checkEntries(value[section2], `${source}: ${section2}`, provider, errors);
  }
  return errors;
}

// src/language/vocabulary.ts
var FILES = {
  "aws.json": aws_default,
  "azure-native.json": azure_native_default,
  "gcp.json": gcp_default,
  "kubernetes.json": kubernetes_default,
  "random.json": random_default,
  "tls.json": tls_default,
  "cloudflare.json": cloudflare_default,
  "docker.json": docker_default,
  "github.json": github_default,
  "awsx.json": awsx_default,
  "eks.json": eks_default,
  "aws-apigateway.json": aws_apigateway_default
};
function loadVocabulary(files) {
  const errors = Object.entries(files).flatMap(([name, value]) => {
    const own = vocabularyErrors(value, `vocabulary/${name}`);
    const provider = value.provider;
    return own.length === 0 && `${String(provider)}.json` !== name ? [`vocabulary/${name}: holds provider '${String(provider)}'; name the file after it`] : own;
  });
  if (errors.length > 0) {
    throw new Error(`the vocabulary data is malformed:
  ${errors.join("\n  ")}`);
  }
  return Object.values(files);
}
var VOCABULARY = loadVocabulary(FILES);
var section = (name) => VOCABULARY.flatMap((v) => v[name] ?? []);
var GLOSSARY = ENTRY_SECTIONS.flatMap(section);
var PROVIDER_CUES = Object.fromEntries(
  VOCABULARY.flatMap((v) => v.cues === void 0 ? [] : [[v.provider, v.cues]])
);
var COMPONENT_PACKAGES = Object.fromEntries(
  VOCABULARY.flatMap((v) => v.component === void 0 ? [] : [[v.provider, v.component]])
);
var PROVIDER_NAMES = Object.fromEntries(
  VOCABULARY.flatMap((v) => (v.names ?? []).map((name) => [name, v.provider]))
);
function patternRegex(pattern) {
  const segments = pattern.split("/").map(
    (segment) => segment.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join("[^/]*")
  );
  return new RegExp(`^${segments.join("/")}$`, "i");
}
function compile(entries) {
  const byProvider = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    const provider = entry.patterns[0]?.split("/")[0] ?? "";
    const list = byProvider.get(provider) ?? [];
    list.push({ regexes: entry.patterns.map(patternRegex), terms: entry.terms });
    byProvider.set(provider, list);
  }
  return byProvider;
}
var providerWide = (pattern) => /^[^/]+\/\*\/\*$/.test(pattern);
var compiledAll = compile(GLOSSARY.filter((entry) => entry.patterns.some((p) => !providerWide(p))));
var compiledNamed = compile(
  [...section("resources"), ...section("intents"), ...section("purposes")].filter(
    (entry) => entry.patterns.every((p) => !p.endsWith("*"))
  )
);
var compiledServices = compile(
  section("services").filter((entry) => entry.patterns.every((p) => p.split("/")[1] !== "*"))
);
var compiledProviderWide = compile(
  section("services").filter((entry) => entry.patterns.every((p) => p.split("/")[1] === "*"))
);
function matching(compiled, provider, module, name) {
  const key = `${provider}/${module}/${name}`;
  const out = [];
  for (const entry of compiled.get(provider) ?? []) {
    if (entry.regexes.some((regex) => regex.test(key))) {
      out.push(...entry.terms);
    }
  }
  return out;
}
function memoMatching(compiled) {
  const byKey = memoByString((key) => {
    const [provider = "", module = "", name = ""] = key.split("/");
    return Object.freeze(matching(compiled, provider, module, name));
  });
  return (provider, module, name) => byKey(`${provider}/${module}/${name}`);
}
var aliases = memoMatching(compiledAll);
var namePhrases = memoMatching(compiledNamed);
var servicePhrases = memoByString((key) => {
  const [provider = "", module = ""] = key.split("/");
  return Object.freeze([
    module.split(".")[0] ?? module,
    ...matching(compiledServices, provider, module, "_")
  ]);
});
function aliasesFor(provider, module, name) {
  return aliases(provider, module, name);
}
function servicePhrasesFor(provider, module) {
  return servicePhrases(`${provider}/${module}`);
}
function providerPhrasesFor(provider) {
  return matching(compiledProviderWide, provider, "index", "_");
}
function namePhrasesFor(provider, module, name) {
  return namePhrases(provider, module, name);
}

export {
  memoByObject,
  memoByString,
  VOCABULARY,
  GLOSSARY,
  PROVIDER_CUES,
  COMPONENT_PACKAGES,
  PROVIDER_NAMES,
  patternRegex,
  aliasesFor,
  servicePhrasesFor,
  providerPhrasesFor,
  namePhrasesFor
};
