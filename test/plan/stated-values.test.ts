import { describe, expect, it } from 'vitest';
import { extractLiterals } from '../../src/language/literals.js';
import {
  attachLiterals,
  attachValidValues,
  literalPhrase,
  saidOfWords,
} from '../../src/plan/stated-values.js';
import { bundledEdits, bundledSaid } from './bundled-rule-cases.js';
import { draftOf, edits, planned } from './rule-cases.js';

describe('rule literal-values (plan fixture)', () => {
  it('puts each literal on the input that takes it', async () => {
    expect(
      await edits(attachLiterals, draftOf(planned('aws:ec2/vpc:Vpc')), 'A VPC with CIDR 10.0.0.0/16'),
    ).toEqual(['value vpc cidrBlock="10.0.0.0/16"']);
    expect(
      await edits(
        attachLiterals,
        draftOf(planned('aws:ec2/securityGroup:SecurityGroup')),
        'A security group that allows HTTPS on port 443',
      ),
    ).toEqual(['value security-group ingress.fromPort=443', 'value security-group ingress.toPort=443']);
    expect(
      await edits(attachLiterals, draftOf(planned('aws:sqs/queue:Queue')), "A queue named 'orders'"),
    ).toEqual(['value queue name="orders"']);
  });

  it('gives an e-mail to the endpoint, with the protocol it implies, and an instance type to the input of its kind', async () => {
    expect(
      await edits(
        attachLiterals,
        draftOf(planned('aws:sns/topicSubscription:TopicSubscription')),
        'Subscribe ops@example.com to the alerts',
      ),
    ).toEqual([
      'value topic-subscription endpoint="ops@example.com"',
      'value topic-subscription protocol="email"',
    ]);
    expect(
      await edits(
        attachLiterals,
        draftOf(planned('aws:rds/instance:Instance')),
        'A Postgres database on db.t3.micro',
      ),
    ).toContainEqual('value instance instanceClass="db.t3.micro"');
  });

  it("puts an unquoted name on the resource's own name input, and a number with no unit only where its words name the input", async () => {
    expect(
      await edits(
        attachLiterals,
        draftOf(planned('aws:sns/topic:Topic')),
        'An SNS topic called order-events',
      ),
    ).toEqual(['value topic name="order-events"']);
    expect(
      await edits(
        attachLiterals,
        draftOf(planned('aws:sqs/queue:Queue')),
        'A queue with a visibility timeout of 60',
      ),
    ).toEqual(['value queue visibilityTimeoutSeconds=60']);
    expect(
      await edits(attachLiterals, draftOf(planned('aws:sqs/queue:Queue')), 'A queue for team 7'),
    ).toEqual([]);
  });

  it('puts a number said with a bound ("max", "count") only on an input whose name has the bound too', async () => {
    const queue = () => draftOf(planned('aws:sqs/queue:Queue'));
    expect(await edits(attachLiterals, queue(), 'A queue with a max message size of 2048')).toEqual([
      'value queue maxMessageSize=2048',
    ]);
    // The receive count is the redrive policy's, a JSON document: neither the size nor the wait time.
    expect(await edits(attachLiterals, queue(), 'A queue with a max receive count of 3')).toEqual([]);
  });

  it('puts an unquoted name on the input its doc calls the resource’s name, not on another name input', async () => {
    // `identifier` is "Name of the RDS instance"; `characterSetName` and `dbName` are other names.
    expect(
      await edits(
        attachLiterals,
        draftOf(planned('aws:rds/instance:Instance')),
        'A PostgreSQL RDS instance named appdb',
      ),
    ).toContain('value instance identifier="appdb"');
    expect(
      await edits(attachLiterals, draftOf(planned('aws:s3/bucket:Bucket')), 'An S3 bucket named my-logs'),
    ).toEqual(['value bucket bucket="my-logs"']);
  });

  it('reads the phrase a literal is said of, back to a break and past a naming word', () => {
    const phrase = (text: string) => saidOfWords(text, extractLiterals(text).at(-1)!);
    expect(phrase('Crawl into a Glue database named "events_db"')).toEqual(['glue', 'database']);
    expect(phrase('A table with partition key "UserId"')).toEqual(['partition', 'key']);
    expect(phrase('A parameter with the value: "beta=false"')).toEqual(['value']);
    expect(phrase('"orders"')).toEqual([]);
  });

  it('gives a literal to the component its phrase names, else to the input its phrase names', async () => {
    // The log group is what "log group" says; the function's own name input is not.
    expect(
      await edits(
        attachLiterals,
        draftOf(planned('aws:lambda/function:Function'), planned('aws:cloudwatch/logGroup:LogGroup')),
        'A Lambda function that writes to a CloudWatch log group "/app/orders"',
      ),
    ).toEqual(['value log-group name="/app/orders"']);
    // "partition key" names no planned component: the inputs whose doc says "hash (partition) key" and
    // "range (sort) key" take the values.
    expect(
      await edits(
        attachLiterals,
        draftOf(planned('aws:dynamodb/table:Table')),
        'A DynamoDB table with partition key "AccountId" and sort key "OpenedAt"',
      ),
    ).toEqual(['value table hashKey="AccountId"', 'value table rangeKey="OpenedAt"']);
  });

  it('converts a duration to the unit the input takes', async () => {
    expect(
      await edits(
        attachLiterals,
        draftOf(planned('aws:sqs/queue:Queue')),
        'A queue with a 2 minute visibility timeout',
      ),
    ).toEqual(['value queue visibilityTimeoutSeconds=120']);
  });

  it("keeps the words of the value's phrase as its evidence", () => {
    const text = 'a 20 second ack deadline and 7 days of message retention';
    const [twenty, seven] = extractLiterals(text);
    expect(literalPhrase(text, twenty!)).toBe('20 second ack deadline');
    expect(literalPhrase(text, seven!)).toBe('7 days of message retention');
    const named = 'a topic called notifications';
    expect(literalPhrase(named, extractLiterals(named)[0]!)).toBe('a topic called notifications');
  });
});

const said = bundledSaid;

describe('rule literal-values (bundled snapshot)', () => {
  it('gives an amount of data in the unit of data its input takes, whatever the type of the input', async () => {
    const text = 'An ECS task definition where each task gets 512 CPU units and 1 GiB of memory.';
    const task = said('task', 'aws:ecs/taskDefinition:TaskDefinition', text, 'ECS task definition');
    const read = await bundledEdits(attachLiterals, [task], [], text);
    expect(read).toContain('value task memory=1024');
    expect(read).toContain('value task cpu=512');
  });

  it('gives a length of time to an input that measures time, not one that counts other things', async () => {
    const text = 'An alarm on the queue depth over 5-minute periods.';
    const alarm = said('alarm', 'aws:cloudwatch/metricAlarm:MetricAlarm', text, 'alarm');
    const read = await bundledEdits(attachLiterals, [alarm], [], text);
    expect(read).toContain('value alarm period=300');
    expect(read.filter((edit) => edit.includes('evaluationPeriods'))).toEqual([]);
  });

  it('gives a percentage only to an input that takes one', async () => {
    const text =
      'A DynamoDB table with provisioned capacity and a target-tracking policy that holds read capacity utilization at 70 percent';
    const components = [
      said('table', 'aws:dynamodb/table:Table', text, 'DynamoDB table'),
      said('policy', 'aws:appautoscaling/policy:Policy', text, 'target-tracking policy'),
    ];
    expect(await bundledEdits(attachLiterals, components, [], text)).toEqual([
      'value policy targetTrackingScalingPolicyConfiguration.targetValue=70',
    ]);
  });

  it('gives a route its key whole and a method its verb, a URL the input the examples write one in, and a class the provider postdates to an open enum', async () => {
    const rest = 'A REST API that exposes POST /events';
    const method = said('method', 'aws:apigateway/method:Method', rest, 'REST API');
    expect(await bundledEdits(attachLiterals, [method], [], rest)).toContainEqual(
      'value method httpMethod="POST"',
    );
    const http = 'An HTTP API with a route GET /items';
    const route = said('route', 'aws:apigatewayv2/route:Route', http, 'route');
    expect(await bundledEdits(attachLiterals, [route], [], http)).toContainEqual(
      'value route routeKey="GET /items"',
    );
    // The examples write a repository URL in `source.location`; `…buildStatusConfig.targetUrl` only has a
    // name that fits a URL.
    const build = 'A CodeBuild project that builds https://github.com/example/app.git';
    const project = said('project', 'aws:codebuild/project:Project', build, 'CodeBuild project');
    expect(await bundledEdits(attachLiterals, [project], [], build)).toContainEqual(
      'value project source.location="https://github.com/example/app.git"',
    );
    // `instanceClass` is `string | enums.rds.InstanceType`: the enum does not list `db.serverless`.
    const aurora = 'one db.serverless writer instance';
    const instance = said('instance', 'aws:rds/clusterInstance:ClusterInstance', aurora, 'writer instance');
    expect(await bundledEdits(attachLiterals, [instance], [], aurora)).toContainEqual(
      'value instance instanceClass="db.serverless"',
    );
  });

  it('puts a name on the input its doc calls the resource\'s name, however the doc goes on ("within the specified storage account")', async () => {
    const text = "A storage account and a blob container named 'images'.";
    const account = said('account', 'azure-native:storage:StorageAccount', text, 'storage account');
    const container = said('container', 'azure-native:storage:BlobContainer', text, 'blob container');
    expect(await bundledEdits(attachLiterals, [account, container], [], text)).toEqual([
      'value container containerName="images"',
    ]);
  });

  it('gives the ids of a thing the user has to the inputs of that kind of thing', async () => {
    const text =
      'An MSK cluster with brokers in subnets subnet-0a1b2c3d4e5f60101 and subnet-0a1b2c3d4e5f60202.';
    const cluster = said('cluster', 'aws:msk/cluster:Cluster', text, 'MSK cluster');
    expect(await bundledEdits(attachLiterals, [cluster], [], text)).toEqual([
      'value cluster brokerNodeGroupInfo.clientSubnets="subnet-0a1b2c3d4e5f60101"',
      'value cluster brokerNodeGroupInfo.clientSubnets="subnet-0a1b2c3d4e5f60202"',
    ]);
  });

  it('gives a count of machines said in words to no text input ("two db.r6g.large instances")', async () => {
    const text = 'An Aurora MySQL cluster with two db.r6g.large instances.';
    const cluster = said('cluster', 'aws:rds/cluster:Cluster', text, 'Aurora MySQL cluster');
    const made = await bundledEdits(attachLiterals, [cluster], [], text);
    expect(made.filter((edit) => edit.includes('=2'))).toEqual([]);
  });

  it('reads "after 30 days" by its unit, not as the connective of an input name (`daysAfterInitiation`)', async () => {
    const text =
      'A lifecycle rule moving objects to STANDARD_IA after 30 days and to GLACIER after 180 days.';
    const rule = said(
      'rule',
      'aws:s3/bucketLifecycleConfiguration:BucketLifecycleConfiguration',
      text,
      'lifecycle rule',
    );
    expect(await bundledEdits(attachLiterals, [rule], [], text)).toEqual([
      'value rule rules.transitions.days=30',
      'value rule rules.transitions.days=180',
    ]);
  });

  it("gives a duration to the component its clause names, and a number in another unit to no input's valid value", async () => {
    // One sentence, three clauses: the KMS key's `deletionWindowInDays` and the alarm's `period` (whose valid
    // values hold 30, in seconds) take days too, but the lifecycle rule's clause says them.
    const text =
      'Create a KMS key with rotation; an S3 bucket with a lifecycle rule moving objects to STANDARD_IA after 30 days and to GLACIER after 180 days; and an alarm on failed sign-ins.';
    const components = [
      said('key', 'aws:kms/key:Key', text, 'Create a KMS key'),
      said(
        'rule',
        'aws:s3/bucketLifecycleConfiguration:BucketLifecycleConfiguration',
        text,
        'a lifecycle rule moving objects to STANDARD_IA after',
      ),
      said('alarm', 'aws:cloudwatch/metricAlarm:MetricAlarm', text, 'an alarm on failed sign-ins'),
    ];
    expect(await bundledEdits(attachLiterals, components, [], text)).toEqual([
      'value rule rules.transitions.days=30',
      'value rule rules.transitions.days=180',
    ]);
  });

  it("gives a storage URI to the input of the block its scheme names, not another resource's URI", async () => {
    const text = 'An AWS Glue crawler that crawls s3://acme-raw-data/events/ into a Glue database';
    const components = [
      said('crawler', 'aws:glue/crawler:Crawler', text, 'AWS Glue crawler'),
      said('database', 'aws:glue/catalogDatabase:CatalogDatabase', text, 'Glue database'),
    ];
    expect(await bundledEdits(attachLiterals, components, [], text)).toEqual([
      'value crawler s3Targets.path="s3://acme-raw-data/events/"',
    ]);
  });

  it('gives a literal no input of its type or no sign of fit: being said near a component is not enough', async () => {
    const text = 'An MSK cluster in a new VPC, 100 GB of EBS storage per broker';
    expect(
      await bundledEdits(attachLiterals, [said('vpc', 'aws:ec2/vpc:Vpc', text, 'new VPC')], [], text),
    ).toEqual([]);
  });

  it("gives a rate to AWS's schedule expression, its cron to another cloud's schedule, and none to an AWS cron", async () => {
    const cron = 'Create a Kubernetes CronJob that runs every 15 minutes';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('cron-job', 'kubernetes:batch/v1:CronJob', cron, 'Kubernetes CronJob')],
        [],
        cron,
      ),
    ).toEqual(['value cron-job spec.schedule="*/15 * * * *"']);
    const rule = 'Create an EventBridge rule that fires every 15 minutes';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('rule', 'aws:cloudwatch/eventRule:EventRule', rule, 'EventBridge rule')],
        [],
        rule,
      ),
    ).toEqual(['value rule scheduleExpression="rate(15 minutes)"']);
    const backup = 'Create an AWS Backup plan whose rule runs every 2 hours';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('plan', 'aws:backup/plan:Plan', backup, 'AWS Backup plan')],
        [],
        backup,
      ),
    ).toEqual([]);
  });

  it("gives a day at a time to AWS's cron inputs as it is, and to another cloud's as a five-field cron", async () => {
    const backup = 'Create an AWS Backup plan with a daily rule at 05:00 UTC';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('plan', 'aws:backup/plan:Plan', backup, 'AWS Backup plan')],
        [],
        backup,
      ),
    ).toEqual(['value plan rules.schedule="cron(0 5 * * ? *)"']);
    const cron = 'Create a Kubernetes CronJob that runs every day at 02:30';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('job', 'kubernetes:batch/v1:CronJob', cron, 'Kubernetes CronJob')],
        [],
        cron,
      ),
    ).toEqual(['value job spec.schedule="30 2 * * *"']);
  });

  it("gives each of two numbers the input its own phrase names, where both inputs' words are near both", async () => {
    const text = 'Create a DynamoDB table provisioned with 5 read and 5 write capacity units.';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('table', 'aws:dynamodb/table:Table', text, 'DynamoDB table')],
        [],
        text,
      ),
    ).toEqual(['value table readCapacity=5', 'value table writeCapacity=5']);
  });

  it("gives a port to the port input programs set most: a Service's `spec.ports.port`, not its health check's", async () => {
    const text = 'A Kubernetes LoadBalancer service exposing port 80.';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('service', 'kubernetes:core/v1:Service', text, 'service')],
        [],
        text,
      ),
    ).toEqual(['value service spec.ports.port=80']);
  });

  it('gives a number that counts things to no input measured in time', async () => {
    const text = 'Create an SQS queue with a dead-letter queue after 5 failed receives.';
    expect(
      await bundledEdits(attachLiterals, [said('queue', 'aws:sqs/queue:Queue', text, 'SQS queue')], [], text),
    ).toEqual([]);
  });

  it('reads a sentence that names no component as going on about the one before it', async () => {
    const text =
      'Create a Kubernetes CronJob that POSTs to a URL. Keep 3 successful and 1 failed job in history.';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('cron-job', 'kubernetes:batch/v1:CronJob', text, 'Kubernetes CronJob')],
        [],
        text,
      ),
    ).toEqual([
      'value cron-job spec.successfulJobsHistoryLimit=3',
      'value cron-job spec.failedJobsHistoryLimit=1',
    ]);
  });

  it("puts a name on a Kubernetes object's metadata.name, and a title on the input that is its own name", async () => {
    const namespace = 'Create a namespace called batch-jobs';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('namespace', 'kubernetes:core/v1:Namespace', namespace, 'namespace')],
        [],
        namespace,
      ),
    ).toEqual(['value namespace metadata.name="batch-jobs"']);
    const kv = 'Bind a KV namespace titled edge-config to the worker';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('kv', 'cloudflare:index/workersKvNamespace:WorkersKvNamespace', kv, 'KV namespace')],
        [],
        kv,
      ),
    ).toEqual(['value kv title="edge-config"']);
  });

  it("puts a region on the location or region input of the thing it is said of, or of that thing's resource group", async () => {
    const sql = 'Create a Cloud SQL instance in europe-west1.';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('instance', 'gcp:sql/databaseInstance:DatabaseInstance', sql, 'Cloud SQL instance')],
        [],
        sql,
      ),
    ).toEqual(['value instance region="europe-west1"']);
    const app = 'Create an Azure Function App in northeurope.';
    expect(
      await bundledEdits(
        attachLiterals,
        [
          said('web-app', 'azure-native:web:WebApp', app, 'Azure Function App in northeurope'),
          said('resource-group', 'azure-native:resources:ResourceGroup', app, 'Azure Function App', {
            origin: 'plumbing',
          }),
        ],
        [],
        app,
      ),
    ).toEqual(['value resource-group location="northeurope"']);
  });

  it('puts no region on the `region` every AWS resource has: programs set the provider region', async () => {
    const text = 'Create an S3 bucket in us-west-2.';
    expect(
      await bundledEdits(
        attachLiterals,
        [said('bucket', 'aws:s3/bucket:Bucket', text, 'S3 bucket')],
        [],
        text,
      ),
    ).toEqual([]);
  });

  it('counts instances, nodes or replicas on the count input programs set, never on a count of other things', async () => {
    const one = async (id: string, token: string, text: string, part: string) =>
      (await bundledEdits(attachLiterals, [said(id, token, text, part)], [], text)).filter((e) =>
        e.endsWith('=2'),
      );
    expect(
      await one(
        'node-group',
        'aws:eks/nodeGroup:NodeGroup',
        'Create a managed node group of 2 t3.large instances.',
        'managed node group',
      ),
    ).toEqual(['value node-group scalingConfig.desiredSize=2']);
    expect(
      await one(
        'domain',
        'aws:opensearch/domain:Domain',
        'Create an OpenSearch domain with 2 t3.small.search data nodes.',
        'OpenSearch domain',
      ),
    ).toEqual(['value domain clusterConfig.instanceCount=2']);
    expect(
      await one(
        'service',
        'aws:ecs/service:Service',
        'Create an ECS service with 2 replicas.',
        'ECS service',
      ),
    ).toEqual(['value service desiredCount=2']);
  });

  it('leaves an input an earlier rule stated to it, and the literal that rule read', async () => {
    const text = 'Create an MSK cluster running Apache Kafka 3.6.0 with 3 broker nodes.';
    const start = text.indexOf('3.6.0');
    const stated = {
      input: 'kafkaVersion',
      value: '3.6.0',
      text: 'Kafka 3.6.0',
      span: { start, end: start + 5 },
    };
    const cluster = { ...said('cluster', 'aws:msk/cluster:Cluster', text, 'MSK cluster'), values: [stated] };
    expect(await bundledEdits(attachLiterals, [cluster], [], text)).toEqual([
      'value cluster numberOfBrokerNodes=3',
    ]);
  });
});

describe('rule valid-values (plan fixture)', () => {
  it('reads a valid value said in words from the sentences about the component', async () => {
    expect(
      await edits(
        attachValidValues,
        draftOf(planned('aws:dynamodb/table:Table')),
        'Create a DynamoDB table. Use pay-per-request billing.',
      ),
    ).toEqual(['value table billingMode="PAY_PER_REQUEST"']);
    expect(
      await edits(attachValidValues, draftOf(planned('aws:dynamodb/table:Table')), 'A DynamoDB table'),
    ).toEqual([]);
  });
});

describe('rule valid-values (bundled snapshot)', () => {
  it('reads a common word as a valid value only right before the name of the thing it is said of', async () => {
    const token = 'aws:sfn/stateMachine:StateMachine';
    const kind = 'A Step Functions standard state machine that calls two tasks';
    const machine = bundledSaid('machine', token, kind, 'Step Functions standard state machine');
    expect(await bundledEdits(attachValidValues, [machine], [], kind)).toContain(
      'value machine type="STANDARD"',
    );
    const loose = 'A Step Functions state machine with standard logging';
    const other = bundledSaid('machine', token, loose, 'Step Functions state machine');
    expect(await bundledEdits(attachValidValues, [other], [], loose)).not.toContain(
      'value machine type="STANDARD"',
    );
  });

  it('reads a comparison said in words as the valid value that writes it, less the words every value shares', async () => {
    const token = 'aws:cloudwatch/metricAlarm:MetricAlarm';
    const above = 'An alarm when the average CPU of the instance goes above 80%.';
    const alarm = bundledSaid('alarm', token, above, 'alarm');
    const read = await bundledEdits(attachValidValues, [alarm], [], above);
    expect(read).toContain('value alarm comparisonOperator="GreaterThanThreshold"');
    expect(read).toContain('value alarm statistic="Average"');
    // The value said in more words wins over the one inside it.
    const equal = 'An alarm when the queue depth is greater than or equal to 1.';
    const deep = bundledSaid('alarm', token, equal, 'alarm');
    expect(await bundledEdits(attachValidValues, [deep], [], equal)).toContain(
      'value alarm comparisonOperator="GreaterThanOrEqualToThreshold"',
    );
    const none = 'An alarm on the queue depth.';
    const plain = bundledSaid('alarm', token, none, 'alarm');
    expect(
      (await bundledEdits(attachValidValues, [plain], [], none)).filter((e) => e.includes('comparison')),
    ).toEqual([]);
  });

  it('reads no valid value written only with a version after it, as a product name ("Serverless v2")', async () => {
    const token = 'aws:rds/cluster:Cluster';
    const v2 = 'An Aurora PostgreSQL Serverless v2 cluster with one db.serverless writer instance';
    const cluster = bundledSaid('cluster', token, v2, 'Aurora PostgreSQL Serverless v2 cluster');
    expect(await bundledEdits(attachValidValues, [cluster], [], v2)).not.toContain(
      'value cluster engineMode="serverless"',
    );
    const v1 = 'An Aurora cluster in serverless mode';
    const first = bundledSaid('cluster', token, v1, 'Aurora cluster');
    expect(await bundledEdits(attachValidValues, [first], [], v1)).toContain(
      'value cluster engineMode="serverless"',
    );
  });

  it('reads no valid value from inside a written name, and a versioned value whole', async () => {
    const token = 'aws:lambda/function:Function';
    const text = "A Lambda function 'image-worker' (a Go binary on the provided.al2023 runtime).";
    const fn = bundledSaid('fn', token, text, "Lambda function 'image-worker'");
    const read = await bundledEdits(attachValidValues, [fn], [], text);
    expect(read).toContain('value fn runtime="provided.al2023"');
    expect(read.filter((edit) => edit.includes('packageType'))).toEqual([]);
    const image = 'A Lambda function deployed as a container image.';
    const imaged = bundledSaid('fn', token, image, 'Lambda function');
    expect(await bundledEdits(attachValidValues, [imaged], [], image)).toContain(
      'value fn packageType="Image"',
    );
  });

  it('reads a valid value four levels deep only with its block said ("key" is no schema validation attribute)', async () => {
    const token = 'aws:lambda/eventSourceMapping:EventSourceMapping';
    const text =
      'A Lambda function consumes the stream and writes to a table with partition key "EventType".';
    const mapping = bundledSaid('mapping', token, text, 'Lambda function consumes the stream');
    const read = await bundledEdits(attachValidValues, [mapping], [], text);
    expect(read.filter((edit) => edit.includes('schemaValidationConfigs'))).toEqual([]);
    const said = 'A mapping whose schema validation checks the key attribute.';
    const validating = bundledSaid('mapping', token, said, 'mapping');
    expect(await bundledEdits(attachValidValues, [validating], [], said)).toContain(
      'value mapping amazonManagedKafkaEventSourceConfig.schemaRegistryConfig.schemaValidationConfigs.attribute="KEY"',
    );
  });

  it('reads a short value written in capitals before the name of its thing ("an A record")', async () => {
    const token = 'aws:route53/record:Record';
    const text = 'In the zone, an alias A record for www points at the distribution.';
    const record = bundledSaid('record', token, text, 'alias A record');
    expect(await bundledEdits(attachValidValues, [record], [], text)).toContain('value record type="A"');
    const plain = 'A record for www points at the distribution.';
    const other = bundledSaid('record', token, plain, 'record');
    expect(
      (await bundledEdits(attachValidValues, [other], [], plain)).filter((e) => e.includes('type=')),
    ).toEqual([]);
  });

  it('reads a short value joined to the last word of its input name ("S3-type"), not one said alone', async () => {
    const token = 'aws:cloudwatch/logDeliveryDestination:LogDeliveryDestination';
    const text = 'An S3-type log delivery destination for the access logs.';
    const destination = bundledSaid('dest', token, text, 'log delivery destination');
    expect(await bundledEdits(attachValidValues, [destination], [], text)).toContain(
      'value dest deliveryDestinationType="S3"',
    );
    const plain = 'A log delivery destination for the access logs in S3.';
    const other = bundledSaid('dest', token, plain, 'log delivery destination');
    expect(
      (await bundledEdits(attachValidValues, [other], [], plain)).filter((e) => e.includes('Type=')),
    ).toEqual([]);
  });

  it('reads no pattern among the valid values ("net.*") from a word of a name', async () => {
    const token = 'gcp:container/cluster:Cluster';
    const text = 'A GKE cluster in the VPC network `gke-net`.';
    const cluster = bundledSaid('cluster', token, text, 'GKE cluster');
    expect(
      (await bundledEdits(attachValidValues, [cluster], [], text)).filter((e) => e.includes('*')),
    ).toEqual([]);
  });

  it('reads a valid value of several words only with the words analysis leaves out said too ("add")', async () => {
    const token = 'aws:autoscaling/group:Group';
    const text = 'An Auto Scaling group registered with the target group behind the load balancer.';
    const group = bundledSaid('group', token, text, 'Auto Scaling group');
    expect(
      (await bundledEdits(attachValidValues, [group], [], text)).filter((e) =>
        e.includes('AddToLoadBalancer'),
      ),
    ).toEqual([]);
  });

  it('reads a value said before any sentence that names a component as said of them all', async () => {
    const token = 'aws:ecs/service:Service';
    const text =
      'This stack runs the API as containers on AWS Fargate. An ECS service keeps two tasks running.';
    const service = bundledSaid('service', token, text, 'ECS service', { sentences: new Set([1]) });
    expect(await bundledEdits(attachValidValues, [service], [], text)).toContain(
      'value service launchType="FARGATE"',
    );
  });
});

describe('rule literal-values (bundled snapshot): ids and ports', () => {
  it("gives an existing thing's id to the input whose doc says it takes ids of its kind", async () => {
    const text = 'An Auto Scaling group of 2 to 6 instances across subnet-0a1b2c3d and subnet-0e4f5a6b.';
    const group = bundledSaid('group', 'aws:autoscaling/group:Group', text, 'Auto Scaling group');
    expect(await bundledEdits(attachLiterals, [group], [], text)).toEqual(
      expect.arrayContaining([
        'value group vpcZoneIdentifiers="subnet-0a1b2c3d"',
        'value group vpcZoneIdentifiers="subnet-0e4f5a6b"',
        'value group minSize=2',
        'value group maxSize=6',
      ]),
    );
  });

  it('gives no port to an input of another thing inside a block the request does not say', async () => {
    const text = 'A task definition whose task listens on port 8080.';
    const task = bundledSaid('task', 'aws:ecs/taskDefinition:TaskDefinition', text, 'task definition');
    expect((await bundledEdits(attachLiterals, [task], [], text)).filter((e) => e.includes('Port'))).toEqual(
      [],
    );
    // "port 80" says the block of a container's `ports` itself.
    const web = 'Deploy nginx:1.27 with 3 replicas and expose it on port 80.';
    const deployment = bundledSaid('app', 'kubernetes:apps/v1:Deployment', web, web);
    expect(await bundledEdits(attachLiterals, [deployment], [], web)).toContain(
      'value app spec.template.spec.containers.ports.containerPort=80',
    );
  });

  it('names a component by another of its names ("VM"), and reads a tag from "tagged"', async () => {
    const text =
      'Firewall rule for HTTP to instances tagged "web". Then an e2-medium VM "web-1" with the "web" network tag.';
    const firewall = bundledSaid('fw', 'gcp:compute/firewall:Firewall', text, 'Firewall rule');
    const vm = bundledSaid('vm', 'gcp:compute/instance:Instance', text, 'e2-medium VM');
    const read = await bundledEdits(attachLiterals, [firewall, vm], [], text);
    expect(read).toEqual(
      expect.arrayContaining(['value fw targetTags="web"', 'value vm name="web-1"', 'value vm tags="web"']),
    );
    expect(read.filter((e) => e.includes('hostname'))).toEqual([]);
  });

  it('puts a value listed right after another of its kind on the list the first went to', async () => {
    const text =
      'A subnetwork (10.60.0.0/20) carrying two secondary ranges: `pods` (10.64.0.0/14) and `services` (10.68.0.0/20).';
    const subnetwork = bundledSaid('subnet', 'gcp:compute/subnetwork:Subnetwork', text, 'subnetwork');
    const cluster = bundledSaid('cluster', 'gcp:container/cluster:Cluster', text, 'subnetwork');
    const read = await bundledEdits(attachLiterals, [subnetwork, cluster], [], text);
    expect(read).toEqual(
      expect.arrayContaining([
        'value subnet secondaryIpRanges.rangeName="pods"',
        'value subnet secondaryIpRanges.rangeName="services"',
        'value subnet secondaryIpRanges.ipCidrRange="10.64.0.0/14"',
        'value subnet secondaryIpRanges.ipCidrRange="10.68.0.0/20"',
      ]),
    );
    expect(read.filter((e) => e.startsWith('value cluster'))).toEqual([]);
    // A number listed after a port is the next port.
    const ports = 'A security group allowing ports 80 and 443 from anywhere.';
    const group = bundledSaid('sg', 'aws:ec2/securityGroup:SecurityGroup', ports, 'security group');
    expect(await bundledEdits(attachLiterals, [group], [], ports)).toEqual(
      expect.arrayContaining(['value sg ingress.fromPort=443', 'value sg ingress.toPort=443']),
    );
  });

  it("gives a name quoted after a block's noun to the block's name, and a value in parentheses after it to the block", async () => {
    const text = 'A virtual network `vnet-a` (10.40.0.0/16) with one subnet `snet-nodes` (10.40.0.0/22).';
    const vnet = bundledSaid('vnet', 'azure-native:network:VirtualNetwork', text, 'virtual network');
    const read = await bundledEdits(attachLiterals, [vnet], [], text);
    expect(read).toEqual(
      expect.arrayContaining([
        'value vnet subnets.name="snet-nodes"',
        'value vnet subnets.addressPrefix="10.40.0.0/22"',
      ]),
    );
    expect(read.filter((e) => e.includes('10.40.0.0/22') && e.includes('addressSpace'))).toEqual([]);
    expect(
      saidOfWords(
        text,
        extractLiterals(text).find((l) => l.text === '10.40.0.0/22')!,
      ),
    ).toEqual(['one', 'subnet']);
  });

  it('names a resource by the input its doc calls "the name of the … resource"', async () => {
    const text = 'The AKS cluster `aks-platform` with a system-assigned identity.';
    const cluster = bundledSaid('aks', 'azure-native:containerservice:ManagedCluster', text, 'AKS cluster');
    expect(await bundledEdits(attachLiterals, [cluster], [], text)).toContain(
      'value aks resourceName="aks-platform"',
    );
  });

  it('gives a name said of a planned router to the router, not to the NAT input that refers to one', async () => {
    const text = 'A Cloud Router `edge-router` with a Cloud NAT `edge-nat`.';
    const router = bundledSaid('router', 'gcp:compute/router:Router', text, 'Cloud Router');
    const nat = bundledSaid('nat', 'gcp:compute/routerNat:RouterNat', text, 'Cloud NAT');
    const read = await bundledEdits(attachLiterals, [router, nat], [], text);
    expect(read).toEqual(
      expect.arrayContaining(['value router name="edge-router"', 'value nat name="edge-nat"']),
    );
    expect(read.filter((e) => e.startsWith('value nat router='))).toEqual([]);
  });

  it('gives a range of nodes to the bounds, not to the node count programs set', async () => {
    const text = 'A node pool `general` that autoscales from 1 to 5 nodes per zone.';
    const pool = bundledSaid('pool', 'gcp:container/nodePool:NodePool', text, 'node pool');
    const read = await bundledEdits(attachLiterals, [pool], [], text);
    expect(read).toEqual(
      expect.arrayContaining([
        'value pool autoscaling.maxNodeCount=5',
        'value pool autoscaling.minNodeCount=1',
      ]),
    );
    expect(read.filter((e) => e.startsWith('value pool nodeCount'))).toEqual([]);
  });

  it("reads an alarm's namespace written as a path or said before the word, and a count of periods in words", async () => {
    const text =
      'An alarm `lambda-errors` when the Sum of `Errors` (AWS/Lambda) is above 5 for two consecutive 5-minute periods, and an alarm `timeouts` on the custom metric `PaymentTimeouts` in the `Payments` namespace.';
    const alarm = bundledSaid('alarm', 'aws:cloudwatch/metricAlarm:MetricAlarm', text, 'An alarm', {
      count: 2,
    });
    const read = await bundledEdits(attachLiterals, [alarm], [], text);
    expect(read).toEqual(
      expect.arrayContaining([
        'value alarm namespace="AWS/Lambda"',
        'value alarm namespace="Payments"',
        'value alarm evaluationPeriods=2',
        'value alarm metricName="PaymentTimeouts"',
      ]),
    );
    expect(read).not.toContain('value alarm metricName="Payments"');
  });

  it("gives an ARN to an input that takes its service's things, a port to what listens on it, and a bare port to the plain `port`", async () => {
    const text =
      'A CloudWatch alarm `dlq-not-empty` that notifies the existing topic arn:aws:sns:us-east-1:123456789012:oncall. An SNS topic `orders`. An Application Load Balancer listening on port 80 that forwards to a target group on 8080.';
    const alarm = bundledSaid('alarm', 'aws:cloudwatch/metricAlarm:MetricAlarm', text, 'A CloudWatch alarm');
    const topic = bundledSaid('topic', 'aws:sns/topic:Topic', text, 'An SNS topic');
    const lb = bundledSaid('lb', 'aws:lb/loadBalancer:LoadBalancer', text, 'An Application Load Balancer');
    const listener = bundledSaid(
      'listener',
      'aws:lb/listener:Listener',
      text,
      'An Application Load Balancer',
    );
    const group = bundledSaid('tg', 'aws:lb/targetGroup:TargetGroup', text, 'a target group');
    const read = await bundledEdits(attachLiterals, [alarm, topic, lb, listener, group], [], text);
    expect(read).toEqual(
      expect.arrayContaining([
        'value alarm alarmActions="arn:aws:sns:us-east-1:123456789012:oncall"',
        'value listener port=80',
        'value tg port=8080',
      ]),
    );
    // An SNS topic's ARN is no IAM role's.
    expect(read.filter((e) => /RoleArn=/.test(e))).toEqual([]);
    expect(read.filter((e) => e.includes('targetControlPort'))).toEqual([]);
  });

  it('gives a storage URI to the input whose doc writes one, never a URL to an ARN input, and a count of times by the doc', async () => {
    const text =
      'A Glue crawler that scans s3://lake-raw/events/. An Athena workgroup that writes query results to s3://athena-results/. A Batch job definition that retries up to 3 times.';
    const crawler = bundledSaid('crawler', 'aws:glue/crawler:Crawler', text, 'A Glue crawler');
    const workgroup = bundledSaid('wg', 'aws:athena/workgroup:Workgroup', text, 'An Athena workgroup');
    const job = bundledSaid('job', 'aws:batch/jobDefinition:JobDefinition', text, 'A Batch job definition');
    const read = await bundledEdits(attachLiterals, [crawler, workgroup, job], [], text);
    expect(read).toEqual(
      expect.arrayContaining([
        'value crawler s3Targets.path="s3://lake-raw/events/"',
        'value wg configuration.resultConfiguration.outputLocation="s3://athena-results/"',
        'value job retryStrategy.attempts=3',
      ]),
    );
    expect(read.filter((e) => /Arn=/.test(e))).toEqual([]);
  });

  it('writes a duration in the unit a text input names', async () => {
    const text = 'An ECS service whose deployments bake for two hours.';
    const service = bundledSaid('svc', 'aws:ecs/service:Service', text, 'An ECS service');
    expect(await bundledEdits(attachLiterals, [service], [], text)).toContain(
      'value svc deploymentConfiguration.bakeTimeInMinutes=120',
    );
  });
});
