import { describe, expect, it } from 'vitest';
import { extractLiterals, givenNames, writtenAsValue } from '../../src/language/literals.js';

const kinds = (text: string) => extractLiterals(text).map((l) => `${l.kind}:${String(l.value)}`);

describe('literal values in a request', () => {
  it('reads e-mail addresses, URLs, CIDR ranges and instance types as themselves', () => {
    expect(kinds('notify test@test.com from https://webhook.site/abc in 10.0.0.0/16 on db.t3.micro')).toEqual(
      [
        'email:test@test.com',
        'url:https://webhook.site/abc',
        'cidr:10.0.0.0/16',
        'instance-type:db.t3.micro',
      ],
    );
    expect(kinds('a t2.micro and an m5.large')).toEqual(['instance-type:t2.micro', 'instance-type:m5.large']);
    expect(kinds('e2-standard-4 and n2-highmem-8 machines')).toEqual([
      'instance-type:e2-standard-4',
      'instance-type:n2-highmem-8',
    ]);
  });

  it('reads domain names under a top-level domain, not file names, service principals or image registries', () => {
    expect(kinds('a zone for acme.dev with a CNAME www.acme.dev pointing to acme-dev.netlify.app')).toEqual([
      'quoted:acme.dev',
      'quoted:www.acme.dev',
      'quoted:acme-dev.netlify.app',
    ]);
    expect(kinds('a certificate for *.api.acme.io and Internal.Acme-Corp.com')).toEqual([
      'quoted:*.api.acme.io',
      'quoted:internal.acme-corp.com',
    ]);
    expect(kinds('serve index.html, run app.py on Node.js, trust lambda.amazonaws.com')).toEqual([]);
    expect(kinds('write to x.blob.core.windows.net and pull ghcr.io/acme/api:2.3.1')).toEqual([
      'image:ghcr.io/acme/api:2.3.1',
    ]);
  });

  it('reads a CloudWatch metric namespace as a value written as one', () => {
    const text = 'the Sum of Errors (AWS/Lambda) and 5XXError (AWS/ApiGateway)';
    expect(kinds(text)).toEqual(['quoted:AWS/Lambda', 'quoted:AWS/ApiGateway']);
    expect(extractLiterals(text).every(writtenAsValue)).toBe(true);
    expect(extractLiterals('a queue "jobs" named orders').map(writtenAsValue)).toEqual([true, false]);
  });

  it('reads a Google Cloud zone whole, not as its region, and a port said after its protocol', () => {
    expect(kinds('in us-central1, a VM in zone europe-west4-b')).toEqual([
      'region:us-central1',
      'availability-zone:europe-west4-b',
    ]);
    expect(kinds('allow TCP 443 and UDP 53')).toEqual(['port:443', 'port:53']);
    expect(kinds('allowing HTTPS on 443 and SSH on port 22')).toEqual(['port:443', 'port:22']);
  });

  it('reads a container image with its tag, not a tag of another kind, a time or an IAM action', () => {
    expect(kinds('run ghcr.io/acme/api:1.4.0 and redis:7-alpine, then node:latest.')).toEqual([
      'image:ghcr.io/acme/api:1.4.0',
      'image:redis:7-alpine',
      'image:node:latest',
    ]);
    expect(kinds('tagged env:prod at 02:00 UTC')).toEqual([]);
    expect(kinds('allow s3:GetObject')).toEqual(['event-name:s3:GetObject']);
  });

  it('reads tags said as Key=Value after a word of tagging, key prefixes, and traffic from anywhere', () => {
    expect(kinds('tag it Name=bastion, with tags Team=data')).toEqual(['tag:Name=bastion', 'tag:Team=data']);
    expect(kinds('set a=b')).toEqual([]);
    expect(kinds('objects under the uploads/ prefix')).toEqual(['quoted:uploads/']);
    expect(kinds('lets in SSH from 203.0.113.0/24 and HTTP from anywhere')).toEqual([
      'port:22',
      'cidr:203.0.113.0/24',
      'port:80',
      'cidr:0.0.0.0/0',
    ]);
  });

  it('reads OpenSearch instance types whole, Azure regions, and paths given without quotes', () => {
    expect(kinds('2 t3.small.search data nodes in northeurope')).toEqual([
      'number:2',
      'instance-type:t3.small.search',
      'region:northeurope',
    ]);
    expect(kinds('an /items resource, POST /orders/{id} and text/html content')).toEqual([
      'quoted:/items',
      'http-method:POST /orders/{id}',
      'quoted:/orders/{id}',
    ]);
    expect(kinds('a 10.0.0.0/16 network at 500 requests/second')).toEqual(['cidr:10.0.0.0/16', 'number:500']);
  });

  it("reads Aurora Serverless v2's instance class, and an HTTP method said before its path or as a method", () => {
    expect(kinds('one db.serverless writer instance')).toEqual(['instance-type:db.serverless']);
    // The route is the value; the path stays a literal of its own (a REST API resource's `pathPart`).
    expect(kinds('a route GET /items, a POST method, a Get started guide')).toEqual([
      'http-method:GET /items',
      'quoted:/items',
      'http-method:POST',
    ]);
  });

  it('reads an ARN whole, not the region inside it', () => {
    expect(kinds('notify the existing topic arn:aws:sns:us-east-1:123456789012:oncall.')).toEqual([
      'arn:arn:aws:sns:us-east-1:123456789012:oncall',
    ]);
    expect(kinds('assume arn:aws:iam::123456789012:role/deployer in us-west-2')).toEqual([
      'arn:arn:aws:iam::123456789012:role/deployer',
      'region:us-west-2',
    ]);
  });

  it('reads a number of four or five digits something is on as a port, not an amount on', () => {
    expect(kinds('a target group on 8080, and the app listens on 3000.')).toEqual(['port:8080', 'port:3000']);
    expect(kinds('a security group that allows HTTPS (443)')).toEqual(['port:443']);
    expect(kinds('spend on 1200 USD, alarms on 5000 requests, on 2024-01-01')).toEqual([
      'number:1200',
      'number:5000',
    ]);
  });

  it('reads the id of a thing the user has, and no word that merely starts like one', () => {
    expect(
      kinds('into subnets subnet-0a1b2c3d4e5f60718 and subnet-0f1e2d3c in vpc-0a1b2c3d, a sub-net'),
    ).toEqual([
      'resource-id:subnet-0a1b2c3d4e5f60718',
      'resource-id:subnet-0f1e2d3c',
      'resource-id:vpc-0a1b2c3d',
    ]);
    // Miscounted hex digits still make an id; too few make none.
    expect(kinds('mount targets in subnet-0aa11bb22 and subnet-0cc3')).toEqual([
      'resource-id:subnet-0aa11bb22',
    ]);
  });

  it('reads a Route 53 hosted zone id, and no capitalised word', () => {
    expect(kinds('records in the hosted zone Z0123456789ABCDEFGHIJ of ZONEALPHABET')).toEqual([
      'resource-id:Z0123456789ABCDEFGHIJ',
    ]);
  });

  it('reads no schedule inside a name, and a name given by "call it"', () => {
    expect(kinds('a vault named daily-vault, run daily')).toEqual([
      'quoted:daily-vault',
      'schedule:rate(1 day)',
    ]);
    expect(kinds('create an event bus and call it orders-bus')).toEqual(['quoted:orders-bus']);
    expect(givenNames('create an event bus and call it orders-bus').map((l) => l.value)).toEqual([
      'orders-bus',
    ]);
  });

  it('reads a count of machines in the plural only: a number before one machine is a version', () => {
    expect(kinds('an RDS PostgreSQL 16 instance, 3 nodes and 1 instance')).toEqual([
      'engine:postgres',
      'number:16',
      'number:3',
      'number:1',
    ]);
    const [version, nodes] = extractLiterals('a PostgreSQL 16 instance with 3 nodes').filter(
      (l) => l.kind === 'number',
    );
    expect(version?.text).toBe('16');
    expect(nodes?.text).toBe('3 nodes');
  });

  it('reads a number with its unit, but not the end of a name that holds one', () => {
    expect(kinds('a node pool of 2 s-2vcpu-4gb nodes with 20 GB of disk')).toEqual(['number:2', 'number:20']);
  });

  it('reads a count of machines said in words, not any number word', () => {
    expect(kinds('a deployment of two nginx replicas and a pool of three e2-medium nodes')).toEqual([
      'number:2',
      'number:3',
      'instance-type:e2-medium',
    ]);
    expect(kinds('a two-tier app with two subnets, one of them public')).toEqual([]);
  });

  it('reads a count of events or tries said in words', () => {
    expect(kinds('above 80% for two consecutive 5-minute periods')).toEqual([
      'number:80',
      'number:2',
      'number:5',
    ]);
    expect(kinds('retry three times, then give up')).toEqual(['number:3']);
  });

  it('finds the names a request gives things, quoted or not', () => {
    const text = 'In a namespace called batch-jobs, a queue named `jobs-dlq` and a bucket for "logs"';
    expect(givenNames(text).map((l) => l.value)).toEqual(['batch-jobs', 'jobs-dlq']);
  });

  it('finds names given as "the name X", "the identifier X" or "its ID should be X", paths included', () => {
    const text =
      'A secret under the name team/api/token, a cluster with the identifier books, a repository whose ID is images';
    expect(givenNames(text).map((l) => l.value)).toEqual(['team/api/token', 'books', 'images']);
    expect(givenNames('the name of the bucket and the identifier it gets')).toEqual([]);
  });

  it('reads a multi-region location said as one, and no bare "US" or "EU"', () => {
    expect(kinds('a bucket in the EU multi-region')).toEqual(['region:EU']);
    expect(kinds('a US multi-regional bucket')).toEqual(['region:US']);
    expect(kinds('customers in the EU and the US')).toEqual([]);
  });

  it("reads a camelCase identifier as a name the request gives, not a product's name", () => {
    expect(kinds('A table with partition key orderId and sort key createdAt on DynamoDB')).toEqual([
      'quoted:orderId',
      'quoted:createdAt',
    ]);
    expect(kinds('photos from our iPhone app, macOS and iOS clients, a gRPC service')).toEqual([]);
  });

  it('reads ports from numbers and from the protocols that imply them', () => {
    expect(kinds('open port 8080')).toEqual(['port:8080']);
    expect(kinds('a security group allowing HTTP access')).toEqual(['port:80']);
    expect(kinds('allow SSH connections')).toEqual(['port:22']);
  });

  it('reads a day at a time as an AWS cron, whichever side of the time the day is said', () => {
    expect(kinds('a crawler that runs every day at 01:00 UTC')).toEqual(['schedule:cron(0 1 * * ? *)']);
    expect(kinds('a daily rule at 05:00 UTC')).toEqual(['schedule:cron(0 5 * * ? *)']);
    expect(kinds('a job at 3:30 pm every day')).toEqual(['schedule:cron(30 15 * * ? *)']);
    expect(kinds('a job that runs daily')).toEqual(['schedule:rate(1 day)']);
    expect(kinds('a job that runs every night at 02:30')).toEqual(['schedule:cron(30 2 * * ? *)']);
    expect(kinds('logs kept for thirty days, a two-hour window')).toEqual(['number:30', 'number:2']);
  });

  it('reads a setting written as KEY=value, and one after a word of tagging as a tag', () => {
    expect(kinds('a ConfigMap with LOG_LEVEL=info and REPORT_FORMAT=pdf')).toEqual([
      'entry:LOG_LEVEL=info',
      'entry:REPORT_FORMAT=pdf',
    ]);
    expect(kinds('tag it Name=bastion; x=1')).toEqual(['tag:Name=bastion', 'number:1']);
  });

  it('reads a schedule written as an expression whole, its fields no numbers', () => {
    expect(kinds('a rule (`cron(0 23 * * ? *)`) and another on rate(10 minutes)')).toEqual([
      'schedule:cron(0 23 * * ? *)',
      'schedule:rate(10 minutes)',
    ]);
    expect(kinds('runs the report ("30 2 * * *") or (*/5 * * * MON-FRI)')).toEqual([
      'schedule:30 2 * * *',
      'schedule:*/5 * * * MON-FRI',
    ]);
    expect(kinds('versions (1 2 3 4 5)')).toEqual([1, 2, 3, 4, 5].map((n) => `number:${n}`));
  });

  it('reads a repetition as a rate, not as a number of minutes', () => {
    const kinds = (text: string) => extractLiterals(text).map((l) => [l.kind, l.value]);
    expect(kinds('triggered every 5 minutes')).toEqual([['schedule', 'rate(5 minutes)']]);
    expect(kinds('Every fifteen minutes, invoke it')).toEqual([['schedule', 'rate(15 minutes)']]);
    expect(kinds('every hour, and a report daily')).toEqual([
      ['schedule', 'rate(1 hour)'],
      ['schedule', 'rate(1 day)'],
    ]);
  });

  it('reads numbers with their units, thousands separators included', () => {
    expect(extractLiterals('monthly quotas (10,000 requests)')[0]).toMatchObject({
      kind: 'number',
      value: 10000,
    });
    expect(extractLiterals('a 60-second default TTL')[0]).toMatchObject({ kind: 'number', value: 60 });
    expect(extractLiterals('throttling (500 requests/second)')[0]).toMatchObject({
      kind: 'number',
      value: 500,
      text: '500 requests/second',
    });
  });

  it('reads quoted names but not apostrophes, and engines and event names by their spelling', () => {
    expect(kinds("DataDog's API and the queue 'orders' named `PetShopAPI`")).toEqual([
      'quoted:orders',
      'quoted:PetShopAPI',
    ]);
    expect(kinds('an Aurora MySQL cluster next to a PostgreSQL database')).toEqual([
      'engine:aurora-mysql',
      'engine:postgres',
    ]);
    expect(kinds('notify for all s3:ObjectCreated:* events')).toEqual(['event-name:s3:ObjectCreated:*']);
  });

  it('reads a storage URI as a URL, so its scheme names no service to build', () => {
    expect(kinds('crawls s3://acme-raw-data/events/ and gs://logs/app.')).toEqual([
      'url:s3://acme-raw-data/events/',
      'url:gs://logs/app',
    ]);
  });

  it('does not read a number inside a URL or an address a second time', () => {
    expect(kinds('endpoint https://api.example.com:8443/v1 and 192.168.1.10')).toEqual([
      'url:https://api.example.com:8443/v1',
      'ip:192.168.1.10',
    ]);
  });

  it('reads a Google Cloud IAM role as a role, whose words name nothing', () => {
    expect(kinds('grant it roles/storage.objectViewer on projects/p/roles/custom.reader too')).toEqual([
      'role:roles/storage.objectViewer',
      'role:projects/p/roles/custom.reader',
    ]);
  });

  it('reads a name given without quotes, but not the article or word that follows "named"', () => {
    expect(kinds('a topic called notifications with a subscription named email-sender')).toEqual([
      'quoted:notifications',
      'quoted:email-sender',
    ]);
    expect(kinds('a bucket named after the project')).toEqual([]);
    // A name that starts with a function word is still a name.
    expect(kinds('a bucket named my-logs and a queue called the-jobs')).toEqual([
      'quoted:my-logs',
      'quoted:the-jobs',
    ]);
    expect(kinds('a queue named "orders"')).toEqual(['quoted:orders']);
  });

  it('reads a number standing alone as unitless, and none inside a time, a version path or a name', () => {
    const read = extractLiterals('consume the stream in batches of 10 on engine version 15.4 or 1.30');
    expect(read.map((l) => [l.value, l.unitless])).toEqual([
      [10, true],
      [15.4, true],
      ['1.30', true],
    ]);
    expect(kinds('at 02:00 UTC run ghcr.io/acme/api:1.4.0 on e2-standard-4')).toEqual([
      'image:ghcr.io/acme/api:1.4.0',
      'instance-type:e2-standard-4',
    ]);
    expect(extractLiterals('a 30 second timeout')[0]?.unitless).toBeUndefined();
  });

  it('reads a count of messages with its noun', () => {
    expect(kinds('up to 10 messages per batch')).toEqual(['number:10']);
    expect(extractLiterals('up to 10 messages per batch')[0]?.text).toBe('10 messages');
  });
});
