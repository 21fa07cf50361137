import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSearchArtifacts, type SearchBuildOptions } from '../../src/search/build-index.js';
import { encodeShard, MANIFEST_FILE } from '../../src/snapshot/shard-files.js';
import { SNAPSHOT_FORMAT_VERSION, type Manifest, type SnapshotRecord } from '../../src/snapshot/types.js';

interface RecordSpec {
  readonly token: string;
  readonly tsName: string;
  readonly summary: string;
  readonly inputs?: readonly string[];
  readonly deprecated?: string;
}

function record(spec: RecordSpec): SnapshotRecord {
  const provider = spec.token.slice(0, spec.token.indexOf(':'));
  const name = spec.tsName.slice(spec.tsName.lastIndexOf('.') + 1);
  const parts = spec.tsName.split('.');
  return {
    token: spec.token,
    kind: /^get[A-Z]/.test(name) ? 'function' : 'resource',
    provider,
    module: parts.length > 2 ? parts.slice(1, -1).join('.') : 'index',
    tsName: spec.tsName,
    summary: spec.summary,
    ...(spec.deprecated === undefined ? {} : { deprecated: spec.deprecated }),
    inputs: (spec.inputs ?? []).map((input, i) => ({
      name: input,
      type: 'pulumi.Input<string>',
      required: i === 0,
      doc: `The ${input}.`,
    })),
    outputs: [{ name: 'id', type: 'pulumi.Output<string>' }],
    examples: [{ heading: 'Example Usage', code: `new ${spec.tsName}("example", {});` }],
  };
}

/** A small cross-provider corpus with the near-namesakes that make ranking hard. */
export const FIXTURE_RECORDS: readonly SnapshotRecord[] = [
  record({
    token: 'aws:s3/bucket:Bucket',
    tsName: 'aws.s3.Bucket',
    summary: 'Provides a S3 bucket resource.',
    inputs: ['bucket', 'forceDestroy'],
  }),
  record({
    token: 'aws:s3/bucketPolicy:BucketPolicy',
    tsName: 'aws.s3.BucketPolicy',
    summary: 'Attaches a policy to an S3 bucket resource.',
    inputs: ['bucket', 'policy'],
  }),
  record({
    token: 'aws:s3/bucketVersioning:BucketVersioning',
    tsName: 'aws.s3.BucketVersioning',
    summary: 'Provides a resource for controlling versioning on an S3 bucket.',
    inputs: ['bucket', 'versioningConfiguration'],
  }),
  record({
    token: 'aws:s3/bucketObjectv2:BucketObjectv2',
    tsName: 'aws.s3.BucketObjectv2',
    summary: 'Provides an S3 object resource: upload a file to a bucket.',
    inputs: ['bucket', 'key', 'source'],
  }),
  record({
    token: 'aws:s3/getBucket:getBucket',
    tsName: 'aws.s3.getBucket',
    summary: 'Provides details about a specific S3 bucket.',
    inputs: ['bucket'],
  }),
  record({
    token: 'aws:ec2/vpc:Vpc',
    tsName: 'aws.ec2.Vpc',
    summary: 'Provides a VPC resource.',
    inputs: ['cidrBlock'],
  }),
  record({
    token: 'aws:ec2/subnet:Subnet',
    tsName: 'aws.ec2.Subnet',
    summary: 'Provides an VPC subnet resource.',
    inputs: ['vpcId', 'cidrBlock'],
  }),
  record({
    token: 'aws:ec2/natGateway:NatGateway',
    tsName: 'aws.ec2.NatGateway',
    summary: 'Provides a resource to create a VPC NAT Gateway.',
    inputs: ['subnetId', 'allocationId'],
  }),
  record({
    token: 'aws:ec2/internetGateway:InternetGateway',
    tsName: 'aws.ec2.InternetGateway',
    summary: 'Provides a resource to create a VPC Internet Gateway.',
    inputs: ['vpcId'],
  }),
  record({
    token: 'aws:ec2/instance:Instance',
    tsName: 'aws.ec2.Instance',
    summary: 'Provides an EC2 instance resource. This allows instances to be created, updated, and deleted.',
    inputs: ['ami', 'instanceType'],
  }),
  record({
    token: 'aws:ec2/securityGroup:SecurityGroup',
    tsName: 'aws.ec2.SecurityGroup',
    summary: 'Provides a security group resource.',
    inputs: ['vpcId', 'ingress'],
  }),
  record({
    token: 'aws:lambda/function:Function',
    tsName: 'aws.lambda.Function',
    summary:
      'Manages an AWS Lambda Function. Use this resource to create serverless functions that run code in response to events.',
    inputs: ['role', 'runtime', 'handler'],
  }),
  record({
    token: 'aws:lambda/permission:Permission',
    tsName: 'aws.lambda.Permission',
    summary:
      'Gives an external source (like an EventBridge Rule, SNS, or S3) permission to access the Lambda function.',
    inputs: ['action', 'function', 'principal'],
  }),
  record({
    token: 'aws:rds/instance:Instance',
    tsName: 'aws.rds.Instance',
    summary:
      'Provides an RDS instance resource. A DB instance is an isolated database environment in the cloud.',
    inputs: ['engine', 'instanceClass'],
  }),
  record({
    token: 'aws:iam/role:Role',
    tsName: 'aws.iam.Role',
    summary: 'Provides an IAM role.',
    inputs: ['assumeRolePolicy'],
  }),
  record({
    token: 'azure-native:resources:ResourceGroup',
    tsName: 'azure_native.resources.ResourceGroup',
    summary: 'Resource group information.',
    inputs: ['location'],
  }),
  record({
    token: 'azure-native:storage:StorageAccount',
    tsName: 'azure_native.storage.StorageAccount',
    summary: 'The storage account.',
    inputs: ['accountName', 'kind', 'sku'],
  }),
  record({
    token: 'azure-native:storage:BlobContainer',
    tsName: 'azure_native.storage.BlobContainer',
    summary: 'Properties of the blob container, including Id, resource name, resource type, Etag.',
    inputs: ['accountName', 'containerName'],
  }),
  record({
    token: 'azure-native:containerservice:ManagedCluster',
    tsName: 'azure_native.containerservice.ManagedCluster',
    summary: 'Managed cluster.',
    inputs: ['agentPoolProfiles', 'dnsPrefix'],
  }),
  record({
    token: 'azure-native:compute:VirtualMachine',
    tsName: 'azure_native.compute.VirtualMachine',
    summary: 'Describes a Virtual Machine.',
    inputs: ['hardwareProfile', 'osProfile'],
  }),
  record({
    token: 'gcp:storage/bucket:Bucket',
    tsName: 'gcp.storage.Bucket',
    summary: 'Creates a new bucket in Google cloud storage service (GCS).',
    inputs: ['location', 'uniformBucketLevelAccess'],
  }),
  record({
    token: 'gcp:container/cluster:Cluster',
    tsName: 'gcp.container.Cluster',
    summary: 'Manages a Google Kubernetes Engine (GKE) cluster.',
    inputs: ['location', 'initialNodeCount'],
  }),
  record({
    token: 'gcp:compute/instance:Instance',
    tsName: 'gcp.compute.Instance',
    summary: 'Manages a VM instance resource within GCE.',
    inputs: ['machineType', 'bootDisk'],
  }),
  record({
    token: 'gcp:secretmanager/secret:Secret',
    tsName: 'gcp.secretmanager.Secret',
    summary: 'A Secret is a logical secret whose value and versions can be accessed.',
    inputs: ['secretId', 'replication'],
  }),
  record({
    token: 'gcp:secretmanager/secretIamMember:SecretIamMember',
    tsName: 'gcp.secretmanager.SecretIamMember',
    summary:
      'Three different resources help you manage your IAM policy for Secret Manager Secret. Each of these resources serves a different use case.',
    inputs: ['secretId', 'member', 'role'],
  }),
  record({
    token: 'kubernetes:apps/v1:Deployment',
    tsName: 'kubernetes.apps.v1.Deployment',
    summary: 'Deployment enables declarative updates for Pods and ReplicaSets.',
    inputs: ['metadata', 'spec'],
  }),
  record({
    token: 'kubernetes:apps/v1:DeploymentPatch',
    tsName: 'kubernetes.apps.v1.DeploymentPatch',
    summary:
      'Patch resources are used to modify existing Kubernetes resources by using Server-Side Apply updates. Deployment enables declarative updates for Pods and ReplicaSets.',
    inputs: ['metadata', 'spec'],
  }),
  record({
    token: 'kubernetes:apps/v1:DaemonSet',
    tsName: 'kubernetes.apps.v1.DaemonSet',
    summary: 'DaemonSet represents the configuration of a daemon set.',
    inputs: ['metadata', 'spec'],
  }),
  record({
    token: 'kubernetes:core/v1:Service',
    tsName: 'kubernetes.core.v1.Service',
    summary:
      'Service is a named abstraction of software service (for example, mysql) consisting of local port that the proxy listens on.',
    inputs: ['metadata', 'spec'],
  }),
  record({
    token: 'kubernetes:helm.sh/v3:Release',
    tsName: 'kubernetes.helm.v3.Release',
    summary: 'A `Release` is an instance of a chart running in a Kubernetes cluster.',
    inputs: ['chart', 'values'],
  }),
  record({
    token: 'random:index/randomPassword:RandomPassword',
    tsName: 'random.RandomPassword',
    summary: 'Identical to random.RandomString with the exception that the result is treated as sensitive.',
    inputs: ['length', 'special'],
  }),
  record({
    token: 'random:index/randomString:RandomString',
    tsName: 'random.RandomString',
    summary: 'The resource random.RandomString generates a random permutation of alphanumeric characters.',
    inputs: ['length', 'upper'],
  }),
  record({
    token: 'random:index/randomPet:RandomPet',
    tsName: 'random.RandomPet',
    summary:
      'The resource random.RandomPet generates random pet names that are intended to be used as unique identifiers.',
    inputs: ['length', 'prefix'],
  }),
  record({
    token: 'tls:index/privateKey:PrivateKey',
    tsName: 'tls.PrivateKey',
    summary: 'Creates a PEM (and OpenSSH) formatted private key.',
    inputs: ['algorithm', 'rsaBits'],
  }),
  record({
    token: 'tls:index/selfSignedCert:SelfSignedCert',
    tsName: 'tls.SelfSignedCert',
    summary: 'Creates a self-signed TLS certificate in PEM format.',
    inputs: ['privateKeyPem', 'subject'],
  }),
];

/**
 * Writes a real snapshot folder (brotli shards via the snapshot's own encoder, the search artifacts from
 * the real builder, a manifest with checksums) that `openSnapshot` reads like the bundled one.
 */
export async function writeFixtureSnapshot(
  options: SearchBuildOptions = {},
  records: readonly SnapshotRecord[] = FIXTURE_RECORDS,
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-retrieve-'));
  const checksums: Record<string, string> = {};
  const write = (path: string, data: Uint8Array): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), data);
    checksums[path] = createHash('sha256').update(data).digest('hex');
  };
  const providers: Record<string, Manifest['providers'][string]> = {};
  for (const provider of [...new Set(records.map((r) => r.provider))].sort()) {
    const own = records.filter((r) => r.provider === provider);
    const shard = encodeShard(provider, own, []);
    for (const [path, data] of shard.files) {
      write(path, data);
    }
    providers[provider] = {
      package: `@pulumi/${provider}`,
      version: '1.0.0',
      resources: own.filter((r) => r.kind === 'resource').length,
      functions: own.filter((r) => r.kind === 'function').length,
      types: 0,
      files: [...shard.files.keys()].sort(),
    };
  }
  const search = await buildSearchArtifacts(records, [], options, { ...checksums });
  for (const file of search.files) {
    write(file.path, file.data);
  }
  const manifest: Manifest = {
    formatVersion: SNAPSHOT_FORMAT_VERSION,
    pulumiVersion: '3.270.0',
    providers,
    checksums,
    search: search.manifest,
  };
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return dir;
}
