/**
 * Writes `test/support/plan-snapshot/`: a small real snapshot (the records below, taken from the bundled
 * one, assembled and indexed by the project's own builder) on which each offline-planner rule is tried alone
 * (`test/plan/rules/`). Run again when the records below or the snapshot's format change:
 *
 *   node --import tsx test/support/make-plan-snapshot.ts
 */
import { join } from 'node:path';
import { searchIndexer } from '../../src/search/build-index.js';
import { defaultSnapshotDir, packageRoot } from '../../src/shared/paths.js';
import { assembleSnapshot } from '../../src/snapshot/assemble-snapshot.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { encodeShard } from '../../src/snapshot/shard-files.js';
import type { NestedType, SnapshotRecord } from '../../src/snapshot/types.js';

export const PLAN_SNAPSHOT_DIR = join(packageRoot(), 'test', 'support', 'plan-snapshot');

/** What the rules' cases need: each service's main resources and the neighbours the rules add. */
export const PLAN_FIXTURE_TOKENS = [
  'aws:s3/bucket:Bucket',
  'aws:s3/bucketVersioning:BucketVersioning',
  'aws:s3/bucketPolicy:BucketPolicy',
  'aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock',
  'aws:s3/bucketServerSideEncryptionConfiguration:BucketServerSideEncryptionConfiguration',
  'aws:s3/bucketNotification:BucketNotification',
  'aws:s3/bucketWebsiteConfiguration:BucketWebsiteConfiguration',
  'aws:sns/topic:Topic',
  'aws:sns/topicSubscription:TopicSubscription',
  'aws:sqs/queue:Queue',
  'aws:sqs/queuePolicy:QueuePolicy',
  'aws:lambda/function:Function',
  'aws:lambda/permission:Permission',
  'aws:lambda/eventSourceMapping:EventSourceMapping',
  'aws:iam/role:Role',
  'aws:iam/rolePolicyAttachment:RolePolicyAttachment',
  'aws:iam/policy:Policy',
  'aws:ec2/vpc:Vpc',
  'aws:ec2/subnet:Subnet',
  'aws:ec2/securityGroup:SecurityGroup',
  'aws:ec2/internetGateway:InternetGateway',
  'aws:ec2/instance:Instance',
  'aws:rds/cluster:Cluster',
  'aws:rds/clusterInstance:ClusterInstance',
  'aws:rds/instance:Instance',
  'aws:rds/parameterGroup:ParameterGroup',
  'aws:rds/clusterParameterGroup:ClusterParameterGroup',
  'aws:rds/subnetGroup:SubnetGroup',
  'aws:dynamodb/table:Table',
  'aws:dynamodb/globalSecondaryIndex:GlobalSecondaryIndex',
  'aws:cloudfront/distribution:Distribution',
  'aws:cloudwatch/logGroup:LogGroup',
  'aws:cloudwatch/eventRule:EventRule',
  'aws:cloudwatch/eventTarget:EventTarget',
  'aws:ssm/parameter:Parameter',
  'aws:secretsmanager/secret:Secret',
  'awsx:ec2:Vpc',
];

/** Examples kept per record: enough for the records' popularity among themselves. */
const EXAMPLES = 2;

function typesOf(
  records: readonly SnapshotRecord[],
  lookup: (provider: string, name: string) => NestedType | undefined,
) {
  const out = new Map<string, NestedType>();
  const visit = (provider: string, refs: readonly string[]) => {
    for (const ref of refs) {
      const key = `${provider}/${ref}`;
      const type = out.has(key) ? undefined : lookup(provider, ref);
      if (type === undefined) continue;
      out.set(key, type);
      visit(
        provider,
        type.fields.flatMap((field) => field.typeRefs ?? []),
      );
    }
  };
  for (const record of records)
    visit(
      record.provider,
      record.inputs.flatMap((input) => input.typeRefs ?? []),
    );
  return [...out.values()];
}

/** One provider's shard of the fixture, as the assembler takes it. */
function shardOf(provider: string, records: readonly SnapshotRecord[], types: readonly NestedType[]) {
  const own = records.filter((r) => r.provider === provider);
  const ownTypes = types.filter((t) => t.provider === provider);
  const files = encodeShard(provider, own, ownTypes).files;
  return {
    name: provider,
    files,
    records: own,
    types: ownTypes,
    entry: {
      package: `@pulumi/${provider}`,
      version: 'fixture',
      resources: own.filter((r) => r.kind === 'resource').length,
      functions: own.filter((r) => r.kind === 'function').length,
      types: ownTypes.length,
      files: [...files.keys()].sort(),
    },
  };
}

if (process.argv[1]?.endsWith('make-plan-snapshot.ts')) {
  const snapshot = openSnapshot(defaultSnapshotDir());
  const records = PLAN_FIXTURE_TOKENS.map((token) => {
    const record = snapshot.get(token);
    if (record === undefined) throw new Error(`${token} is not in the bundled snapshot`);
    return { ...record, outputs: [...record.outputs], examples: record.examples.slice(0, EXAMPLES) };
  });
  const types = typesOf(records, (provider, name) => snapshot.nestedType(provider, name));
  const providers = [...new Set(records.map((r) => r.provider))];
  const report = await assembleSnapshot(
    PLAN_SNAPSHOT_DIR,
    snapshot.manifest.pulumiVersion,
    providers.map((provider) => shardOf(provider, records, types)),
    searchIndexer(),
  );
  console.log(`wrote ${report.outDir}: ${records.length} records, ${types.length} nested types`);
}
