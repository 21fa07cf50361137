import { describe, expect, it } from 'vitest';
import { readRequest } from '../../src/language/request-text.js';
import { EMPTY_DRAFT, type DraftComponent, type PlanDraft } from '../../src/plan/draft.js';
import { bundled, bundledComponent, bundledEdits } from './bundled-rule-cases.js';
import { countedInput, countedWiring, WIRING_SUPPORT } from '../../src/plan/counted-wiring.js';
import type { PlannedRelation } from '../../src/plan/types.js';
import { fixture, sources } from './rule-cases.js';

const wiring = (components: DraftComponent[], relations: PlannedRelation[] = []) =>
  bundledEdits(countedWiring, components, relations);
const component = bundledComponent;

const TOPIC = 'aws:sns/topic:Topic';
const SUBSCRIPTION = 'aws:sns/topicSubscription:TopicSubscription';
const QUEUE = 'aws:sqs/queue:Queue';

describe('rule counted-wiring', () => {
  it("relates a topic subscription to the planned queue through `endpoint`, which no schema name tells (m01's fan-out)", async () => {
    // The schemas' plumbing relates it to the topic by its `topic` input already.
    const byName = { from: 'sub', to: 'topic', via: 'topic', text: 'sub → topic' };
    expect(
      await wiring(
        [component('topic', TOPIC), component('queue', QUEUE), component('sub', SUBSCRIPTION)],
        [byName],
      ),
    ).toEqual(['relate sub -> queue via endpoint']);
  });

  it("gives a wiring through a route table's `routes` to the planned Route, by the input of the same name", async () => {
    const table = component('table', 'aws:ec2/routeTable:RouteTable');
    const gateway = component('igw', 'aws:ec2/internetGateway:InternetGateway');
    const route = component('route', 'aws:ec2/route:Route');
    const routeToTable = { from: 'route', to: 'table', via: 'routeTableId', text: '' };
    expect(await wiring([table, gateway], [])).toEqual(['relate table -> igw via routes.gatewayId']);
    expect(await wiring([table, gateway, route], [routeToTable])).toEqual([
      'relate route -> igw via gatewayId',
    ]);
  });

  it('relates a Fargate service to the planned load balancer and cluster it is wired to in real programs', async () => {
    expect(
      await wiring([
        component('cluster', 'aws:ecs/cluster:Cluster'),
        component('service', 'awsx:ecs:FargateService'),
        component('lb', 'awsx:lb:ApplicationLoadBalancer'),
      ]),
    ).toEqual([
      'relate service -> cluster via cluster',
      'relate service -> lb via taskDefinitionArgs.container.portMappings.targetGroup',
    ]);
  });

  it('relates plumbing only to what it is a companion of (a fan-out subscription planned for no pair is left alone)', async () => {
    const byName = { from: 'sub', to: 'topic', via: 'topic', text: 'sub → topic' };
    const sub = { ...component('sub', SUBSCRIPTION), origin: 'plumbing' as const };
    const parts = [component('topic', TOPIC), component('queue', QUEUE)];
    expect(await wiring([...parts, sub], [byName])).toEqual([]);
    expect(await wiring([...parts, { ...sub, companionOf: ['topic', 'queue'] }], [byName])).toEqual([
      'relate sub -> queue via endpoint',
    ]);
  });

  it('leaves an input another relation takes already alone (one apiId, one API)', async () => {
    const parts = [
      component('source', 'aws:appsync/dataSource:DataSource'),
      component('graphql', 'aws:appsync/graphQLApi:GraphQLApi'),
    ];
    expect(await wiring(parts)).toEqual(['relate source -> graphql via apiId']);
    const taken = { from: 'source', to: 'events', via: 'apiId', text: 'source → events API' };
    expect(await wiring(parts, [taken])).toEqual([]);
  });

  it('leaves a pair the plan relates already, an input the request states, and a rare pairing alone', async () => {
    const related = { from: 'sub', to: 'queue', via: 'endpoint', text: 'sub → queue' };
    expect(await wiring([component('queue', QUEUE), component('sub', SUBSCRIPTION)], [related])).toEqual([]);
    const stated = [{ input: 'endpoint', value: 'ops@example.com', text: 'ops@example.com' }];
    expect(await wiring([component('queue', QUEUE), component('sub', SUBSCRIPTION, stated)])).toEqual([]);
    // A Lambda function reads a queue's URL from its environment in one or two programs: no relation.
    const rare = countedInput(bundled, 'aws:lambda/function:Function', QUEUE);
    expect(rare).toBeUndefined();
    expect(countedInput(bundled, SUBSCRIPTION, QUEUE)?.support).toBeGreaterThanOrEqual(WIRING_SUPPORT);
    // A nested input, with the output programs give it (which the composer writes).
    const origin = countedInput(bundled, 'aws:cloudfront/distribution:Distribution', 'aws:s3/bucket:Bucket');
    expect([origin?.input, origin?.output]).toEqual(['origins.domainName', 'bucketRegionalDomainName']);
    // Programs read a Deployment's labels from inside its `spec`: the whole block is no Service's selector.
    expect(
      countedInput(bundled, 'kubernetes:core/v1:Service', 'kubernetes:apps/v1:Deployment'),
    ).toBeUndefined();
  });

  it("relates a bucket's IAM member to the service account by `member`, as programs wire the project's IAMMember", async () => {
    const MEMBER = 'gcp:storage/bucketIAMMember:BucketIAMMember';
    const ACCOUNT = 'gcp:serviceaccount/account:Account';
    expect(await wiring([component('sa', ACCOUNT), component('grant', MEMBER)])).toEqual([
      'relate grant -> sa via member',
    ]);
    expect(countedInput(bundled, MEMBER, ACCOUNT)).toMatchObject({
      token: MEMBER,
      input: 'member',
      output: 'email',
    });
  });

  it('wires a companion planned for another through a block deep in the owner only when the request says that block', async () => {
    const REPOSITORY = 'gcp:artifactregistry/repository:Repository';
    const VERSION = 'gcp:secretmanager/secretVersion:SecretVersion';
    const version = {
      ...component('version', VERSION),
      origin: 'plumbing' as const,
      companionOf: ['secret'],
    };
    const pair = () => [component('repo', REPOSITORY), version];
    const deep = (edits: string[]) => edits.filter((edit) => edit.includes('passwordSecretVersion'));
    expect(deep(await bundledEdits(countedWiring, pair(), [], 'A repository and a secret version'))).toEqual(
      [],
    );
    const said = 'A remote repository whose username password credentials come from the secret version';
    expect(deep(await bundledEdits(countedWiring, pair(), [], said))).toEqual([
      'relate repo -> version via remoteRepositoryConfig.upstreamCredentials.usernamePasswordCredentials.passwordSecretVersion',
    ]);
  });

  it('adds nothing on a snapshot with no counted programs', async () => {
    const record = fixture.get(QUEUE);
    expect(record).toBeDefined();
    const draft: PlanDraft = {
      ...EMPTY_DRAFT,
      components: [{ ...component('queue', QUEUE), record: record! }],
    };
    expect(
      await countedWiring.run(draft, readRequest('a queue', { known: fixture.providers }), sources),
    ).toEqual([]);
  });
});
