// The baseline's rules. A CommonJS module (`export =`) so that this directory stays an ordinary Pulumi policy
// pack (`pulumi preview --policy-pack policy-packs/baseline` loads it with ts-node as CommonJS) and pulumi-gen
// can still import the rules directly into its bundle. Rules match on type tokens rather than importing the
// provider SDKs: the pack then needs only `@pulumi/policy`, and checks the same tokens the engine sends.
import type {
  EnforcementLevel,
  ReportViolation,
  ResourceValidation,
  ResourceValidationArgs,
  ResourceValidationPolicy,
  Severity,
  StackValidationPolicy,
} from '@pulumi/policy';

type Props = Record<string, unknown>;
type Check = (props: Props, report: ReportViolation, args: ResourceValidationArgs) => void;

function isRecord(value: unknown): value is Props {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown): Props {
  return isRecord(value) ? value : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A value that may be unknown during a preview (the analyzer's proxy throws on those): `undefined` then. */
function known(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function strings(value: unknown): string[] {
  return list(value).filter((item): item is string => typeof item === 'string');
}

/** A validation for the listed type tokens; other types are "not applicable", as `validateResourceOfType` says. */
function ofTypes(tokens: readonly string[], check: Check): ResourceValidation {
  return (args, report) => {
    if (!tokens.includes(args.type)) {
      args.notApplicable(
        `Policy only applies to resources of type ${tokens.map((t) => `'${t}'`).join(', ')}`,
      );
    }
    check(args.props, report, args);
  };
}

interface Rule {
  readonly name: string;
  readonly description: string;
  readonly enforcementLevel: EnforcementLevel;
  readonly severity: Severity;
  /** The provider documentation the rule follows. */
  readonly url: string;
}

function resourceRule(rule: Rule, validateResource: ResourceValidation): ResourceValidationPolicy {
  return { ...rule, validateResource };
}

/** Ports whose exposure to the whole internet is the classic breach: SSH, RDP and database listeners. */
const ADMIN_PORTS: ReadonlyMap<number, string> = new Map([
  [22, 'SSH'],
  [3389, 'RDP'],
  [1433, 'SQL Server'],
  [1521, 'Oracle'],
  [3306, 'MySQL'],
  [5432, 'PostgreSQL'],
  [5439, 'Redshift'],
  [6379, 'Redis'],
  [9200, 'Elasticsearch'],
  [11211, 'Memcached'],
  [27017, 'MongoDB'],
]);

const ICMP = new Set(['icmp', 'icmpv6', '1', '58']);

const WORLD = new Set(['0.0.0.0/0', '::/0', '*', 'Internet', 'Any', 'any']);

/** Admin ports inside `[from, to]` (a missing bound, or -1 with "all protocols", means every port). */
function exposedPorts(from: unknown, to: unknown): string[] {
  const low = typeof from === 'number' && from >= 0 ? from : 0;
  const high = typeof to === 'number' && to >= 0 ? to : 65535;
  const all = typeof from === 'number' && from <= 0 && (typeof to !== 'number' || to <= 0);
  return [...ADMIN_PORTS]
    .filter(([port]) => all || (port >= low && port <= high))
    .map(([port, service]) => `${port} (${service})`);
}

/** `"22"`, `"20-25"`, `"*"` (Azure and GCP port ranges) → admin ports they include. */
function exposedPortRanges(ranges: readonly string[]): string[] {
  if (ranges.length === 0) return exposedPorts(0, 65535);
  return [
    ...new Set(
      ranges.flatMap((range) => {
        if (range === '*') return exposedPorts(0, 65535);
        const [low, high] = range.split('-').map(Number);
        return low === undefined || Number.isNaN(low) ? [] : exposedPorts(low, high ?? low);
      }),
    ),
  ];
}

function reportOpen(
  report: ReportViolation,
  where: string,
  sources: readonly string[],
  ports: string[],
): void {
  if (ports.length > 0 && sources.length > 0) {
    report(`${where} allows ${sources.join(', ')} to reach ${ports.join(', ')}; restrict the source range.`);
  }
}

const AWS_OPEN_PORTS = resourceRule(
  {
    name: 'aws-no-world-open-admin-ports',
    description: 'Security groups must not open SSH, RDP or database ports to 0.0.0.0/0 or ::/0.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://docs.aws.amazon.com/vpc/latest/userguide/security-group-rules.html',
  },
  ofTypes(
    [
      'aws:ec2/securityGroup:SecurityGroup',
      'aws:ec2/securityGroupRule:SecurityGroupRule',
      'aws:vpc/securityGroupIngressRule:SecurityGroupIngressRule',
    ],
    (props, report, args) => {
      if (args.type === 'aws:ec2/securityGroup:SecurityGroup') {
        list(props['ingress']).forEach((raw, index) => {
          const rule = record(raw);
          if (ICMP.has(String(rule['protocol']))) return;
          const sources = [...strings(rule['cidrBlocks']), ...strings(rule['ipv6CidrBlocks'])].filter((c) =>
            WORLD.has(c),
          );
          reportOpen(report, `ingress[${index}]`, sources, exposedPorts(rule['fromPort'], rule['toPort']));
        });
        return;
      }
      if (args.type === 'aws:ec2/securityGroupRule:SecurityGroupRule' && props['type'] !== 'ingress') return;
      if (ICMP.has(String(props['protocol'] ?? props['ipProtocol']))) return;
      const sources = [
        ...strings(props['cidrBlocks']),
        ...strings(props['ipv6CidrBlocks']),
        ...[props['cidrIpv4'], props['cidrIpv6']].filter((c): c is string => typeof c === 'string'),
      ].filter((c) => WORLD.has(c));
      const allProtocols =
        props['ipProtocol'] === '-1' || props['protocol'] === '-1' || props['protocol'] === 'all';
      reportOpen(
        report,
        'the rule',
        sources,
        allProtocols ? exposedPorts(0, 65535) : exposedPorts(props['fromPort'], props['toPort']),
      );
    },
  ),
);

const AZURE_OPEN_PORTS = resourceRule(
  {
    name: 'azure-no-world-open-admin-ports',
    description:
      'Network security groups must not allow SSH, RDP or database ports inbound from any address.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://learn.microsoft.com/azure/virtual-network/network-security-groups-overview#security-rules',
  },
  ofTypes(
    ['azure-native:network:NetworkSecurityGroup', 'azure-native:network:SecurityRule'],
    (props, report, args) => {
      const rules =
        args.type === 'azure-native:network:SecurityRule'
          ? [props]
          : list(props['securityRules']).map(record);
      for (const rule of rules) {
        if (rule['direction'] !== 'Inbound' || rule['access'] !== 'Allow') continue;
        const sources = [
          ...(typeof rule['sourceAddressPrefix'] === 'string' ? [rule['sourceAddressPrefix']] : []),
          ...strings(rule['sourceAddressPrefixes']),
        ].filter((source) => WORLD.has(source));
        const ranges = [
          ...(typeof rule['destinationPortRange'] === 'string' ? [rule['destinationPortRange']] : []),
          ...strings(rule['destinationPortRanges']),
        ];
        const where = `security rule ${typeof rule['name'] === 'string' ? `'${rule['name']}'` : ''}`.trim();
        reportOpen(report, where, sources, exposedPortRanges(ranges));
      }
    },
  ),
);

const GCP_OPEN_PORTS = resourceRule(
  {
    name: 'gcp-no-world-open-admin-ports',
    description: 'Firewall rules must not allow SSH, RDP or database ports from 0.0.0.0/0 or ::/0.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://cloud.google.com/firewall/docs/firewalls#firewall_rule_components',
  },
  ofTypes(['gcp:compute/firewall:Firewall'], (props, report) => {
    if (props['direction'] === 'EGRESS' || props['disabled'] === true) return;
    const sources = strings(props['sourceRanges']).filter((range) => WORLD.has(range));
    list(props['allows']).forEach((raw, index) => {
      const allow = record(raw);
      const protocol = allow['protocol'];
      if (protocol !== 'tcp' && protocol !== 'all' && protocol !== 'udp') return;
      reportOpen(report, `allows[${index}]`, sources, exposedPortRanges(strings(allow['ports'])));
    });
  }),
);

const PUBLIC_ACLS = new Set(['public-read', 'public-read-write', 'authenticated-read']);

const AWS_S3_PUBLIC_ACL = resourceRule(
  {
    name: 'aws-s3-no-public-acl',
    description: 'S3 buckets must not grant public or any-AWS-user access through a canned ACL.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/acl-overview.html#canned-acl',
  },
  ofTypes(
    [
      'aws:s3/bucket:Bucket',
      'aws:s3/bucketV2:BucketV2',
      'aws:s3/bucketAcl:BucketAcl',
      'aws:s3/bucketAclV2:BucketAclV2',
    ],
    (props, report) => {
      if (typeof props['acl'] === 'string' && PUBLIC_ACLS.has(props['acl'])) {
        report(
          `acl is '${props['acl']}'; use 'private' and grant access through a bucket policy or CloudFront.`,
        );
      }
    },
  ),
);

const AWS_S3_PUBLIC_ACCESS_BLOCK = resourceRule(
  {
    name: 'aws-s3-public-access-block',
    description:
      'An S3 public access block must not turn any of its four protections off. New buckets block public access ' +
      'by default, so a bucket without a BucketPublicAccessBlock resource is fine.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/access-control-block-public-access.html',
  },
  ofTypes(
    [
      'aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock',
      'aws:s3/accountPublicAccessBlock:AccountPublicAccessBlock',
    ],
    (props, report) => {
      const off = [
        'blockPublicAcls',
        'blockPublicPolicy',
        'ignorePublicAcls',
        'restrictPublicBuckets',
      ].filter((key) => props[key] !== true);
      if (off.length > 0) report(`${off.join(', ')} must be true.`);
    },
  ),
);

const AWS_RDS_ENCRYPTED = resourceRule(
  {
    name: 'aws-rds-storage-encrypted',
    description:
      'RDS instances and clusters must encrypt their storage (storageEncrypted: true). Instances that belong to ' +
      'a cluster or replicate another database inherit its encryption and are not checked.',
    enforcementLevel: 'mandatory',
    severity: 'high',
    url: 'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/Overview.Encryption.html',
  },
  ofTypes(['aws:rds/instance:Instance', 'aws:rds/cluster:Cluster'], (props, report) => {
    const inherits =
      props['dbClusterIdentifier'] !== undefined ||
      props['replicateSourceDb'] !== undefined ||
      props['snapshotIdentifier'] !== undefined;
    if (!inherits && props['storageEncrypted'] !== true) report('set storageEncrypted: true.');
  }),
);

const DATABASE_NOT_PUBLIC = resourceRule(
  {
    name: 'aws-rds-not-publicly-accessible',
    description: 'RDS and Redshift databases must not be publicly accessible.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/USER_VPC.WorkingWithRDSInstanceinaVPC.html#USER_VPC.Hiding',
  },
  ofTypes(
    ['aws:rds/instance:Instance', 'aws:rds/clusterInstance:ClusterInstance', 'aws:redshift/cluster:Cluster'],
    (props, report) => {
      if (props['publiclyAccessible'] === true)
        report('set publiclyAccessible: false and reach it from inside the VPC.');
    },
  ),
);

const AWS_VOLUME_ENCRYPTED = resourceRule(
  {
    name: 'aws-volume-encrypted',
    description:
      'EBS volumes and EFS file systems should be encrypted at rest. Advisory: an account with EBS encryption by ' +
      'default encrypts new volumes even when the program does not say so.',
    enforcementLevel: 'advisory',
    severity: 'high',
    url: 'https://docs.aws.amazon.com/ebs/latest/userguide/ebs-encryption.html',
  },
  ofTypes(['aws:ebs/volume:Volume', 'aws:efs/fileSystem:FileSystem'], (props, report) => {
    if (props['encrypted'] !== true) report('set encrypted: true.');
  }),
);

const AWS_LB_ACCESS_LOGS = resourceRule(
  {
    name: 'aws-load-balancer-access-logs',
    description: 'Application, network and classic load balancers should write access logs.',
    enforcementLevel: 'advisory',
    severity: 'medium',
    url: 'https://docs.aws.amazon.com/elasticloadbalancing/latest/application/enable-access-logging.html',
  },
  ofTypes(
    [
      'aws:lb/loadBalancer:LoadBalancer',
      'aws:alb/loadBalancer:LoadBalancer',
      'aws:elb/loadBalancer:LoadBalancer',
    ],
    (props, report) => {
      if (props['loadBalancerType'] === 'gateway') return;
      const logs = record(props['accessLogs']);
      const enabled = logs['enabled'] ?? (logs['bucket'] === undefined ? false : true);
      if (enabled !== true) report('configure accessLogs with a bucket and enabled: true.');
    },
  ),
);

const AWS_S3_BUCKETS = ['aws:s3/bucket:Bucket', 'aws:s3/bucketV2:BucketV2'];
const AWS_S3_LOGGING = ['aws:s3/bucketLogging:BucketLogging', 'aws:s3/bucketLoggingV2:BucketLoggingV2'];

const AWS_S3_ACCESS_LOGGING: StackValidationPolicy = {
  name: 'aws-s3-access-logging',
  description:
    'S3 buckets should have server access logging (a BucketLogging resource or the logging input), except the ' +
    'buckets that receive the logs.',
  enforcementLevel: 'advisory',
  severity: 'low',
  url: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/ServerAccessLogs.html',
  validateStack: (args, report) => {
    const buckets = args.resources.filter((r) => AWS_S3_BUCKETS.includes(r.type));
    if (buckets.length === 0) args.notApplicable('no S3 buckets');
    // A logging resource depends on both its source and its target bucket (the target is exempt); names
    // written as literals are matched too. Outputs may still be unknown in a preview: read them with `known`.
    const covered = new Set<string>();
    for (const resource of args.resources.filter((r) => AWS_S3_LOGGING.includes(r.type))) {
      resource.dependencies.forEach((dependency) => covered.add(dependency.urn));
      for (const key of ['bucket', 'targetBucket']) {
        const value = known(() => resource.props[key]);
        if (typeof value === 'string') covered.add(value);
      }
    }
    for (const bucket of buckets) {
      const inline = [known(() => bucket.props['logging']), ...list(known(() => bucket.props['loggings']))];
      for (const target of inline.map((entry) => known(() => record(entry)['targetBucket']))) {
        if (typeof target === 'string') covered.add(target);
      }
      if (inline.some((entry) => isRecord(entry))) continue;
      const names = [bucket.urn, bucket.name, known(() => bucket.props['bucket'])];
      if (names.some((name) => typeof name === 'string' && covered.has(name))) continue;
      report(`bucket '${bucket.name}' has no server access logging.`, bucket.urn);
    }
  },
};

const AZURE_PUBLIC_BLOBS = resourceRule(
  {
    name: 'azure-storage-no-public-blobs',
    description: 'Storage accounts must not allow anonymous blob access and containers must not be public.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://learn.microsoft.com/azure/storage/blobs/anonymous-read-access-prevent',
  },
  ofTypes(
    ['azure-native:storage:StorageAccount', 'azure-native:storage:BlobContainer'],
    (props, report, args) => {
      if (args.type === 'azure-native:storage:StorageAccount' && props['allowBlobPublicAccess'] === true) {
        report('set allowBlobPublicAccess: false.');
      }
      if (props['publicAccess'] === 'Blob' || props['publicAccess'] === 'Container') {
        report(
          `publicAccess is '${String(props['publicAccess'])}'; use 'None' and hand out SAS tokens instead.`,
        );
      }
    },
  ),
);

const AZURE_DB_FIREWALL = resourceRule(
  {
    name: 'azure-database-firewall-not-world-open',
    description: 'Database server firewall rules must not admit every IPv4 address.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://learn.microsoft.com/azure/azure-sql/database/firewall-configure',
  },
  ofTypes(
    [
      'azure-native:sql:FirewallRule',
      'azure-native:dbforpostgresql:FirewallRule',
      'azure-native:dbformysql:FirewallRule',
    ],
    (props, report) => {
      if (props['startIpAddress'] === '0.0.0.0' && props['endIpAddress'] === '255.255.255.255') {
        report('the rule spans 0.0.0.0-255.255.255.255; list the client addresses instead.');
      }
    },
  ),
);

const PUBLIC_MEMBERS = new Set(['allUsers', 'allAuthenticatedUsers']);

const GCP_PUBLIC_BUCKETS = resourceRule(
  {
    name: 'gcp-storage-no-public-access',
    description: 'Cloud Storage buckets must not grant access to allUsers or allAuthenticatedUsers.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://cloud.google.com/storage/docs/public-access-prevention',
  },
  ofTypes(
    [
      'gcp:storage/bucketIAMMember:BucketIAMMember',
      'gcp:storage/bucketIAMBinding:BucketIAMBinding',
      'gcp:storage/bucketAccessControl:BucketAccessControl',
    ],
    (props, report) => {
      const members = [props['member'], props['entity'], ...list(props['members'])].filter(
        (m): m is string => typeof m === 'string' && PUBLIC_MEMBERS.has(m),
      );
      if (members.length > 0) report(`${members.join(', ')} must not be granted access to a bucket.`);
    },
  ),
);

const GCP_SQL_PUBLIC = resourceRule(
  {
    name: 'gcp-sql-no-public-authorized-networks',
    description: 'Cloud SQL instances must not authorise 0.0.0.0/0.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://cloud.google.com/sql/docs/mysql/authorize-networks',
  },
  ofTypes(['gcp:sql/databaseInstance:DatabaseInstance'], (props, report) => {
    const networks = list(record(record(props['settings'])['ipConfiguration'])['authorizedNetworks']).map(
      record,
    );
    if (networks.some((network) => network['value'] === '0.0.0.0/0')) {
      report('remove the 0.0.0.0/0 authorized network; use private IP or the Cloud SQL Auth Proxy.');
    }
  }),
);

const K8S_WORKLOADS: ReadonlyMap<string, readonly string[]> = new Map([
  ['kubernetes:core/v1:Pod', ['spec']],
  ['kubernetes:apps/v1:Deployment', ['spec', 'template', 'spec']],
  ['kubernetes:apps/v1:StatefulSet', ['spec', 'template', 'spec']],
  ['kubernetes:apps/v1:DaemonSet', ['spec', 'template', 'spec']],
  ['kubernetes:apps/v1:ReplicaSet', ['spec', 'template', 'spec']],
  ['kubernetes:batch/v1:Job', ['spec', 'template', 'spec']],
  ['kubernetes:batch/v1:CronJob', ['spec', 'jobTemplate', 'spec', 'template', 'spec']],
]);

function containers(type: string, props: Props): Props[] {
  const spec = (K8S_WORKLOADS.get(type) ?? []).reduce<Props>((value, key) => record(value[key]), props);
  return [...list(spec['initContainers']), ...list(spec['containers'])].map(record);
}

function containerName(container: Props, index: number): string {
  return typeof container['name'] === 'string'
    ? `container '${container['name']}'`
    : `container #${index + 1}`;
}

const K8S_PRIVILEGED = resourceRule(
  {
    name: 'kubernetes-no-privileged-containers',
    description: 'Containers must not run privileged.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://kubernetes.io/docs/concepts/security/pod-security-standards/#baseline',
  },
  ofTypes([...K8S_WORKLOADS.keys()], (props, report, args) => {
    containers(args.type, props).forEach((container, index) => {
      if (record(container['securityContext'])['privileged'] === true) {
        report(`${containerName(container, index)} sets securityContext.privileged: true.`);
      }
    });
  }),
);

const K8S_LIMITS = resourceRule(
  {
    name: 'kubernetes-container-resource-limits',
    description: 'Containers should set CPU and memory limits.',
    enforcementLevel: 'advisory',
    severity: 'medium',
    url: 'https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/',
  },
  ofTypes([...K8S_WORKLOADS.keys()], (props, report, args) => {
    containers(args.type, props).forEach((container, index) => {
      const limits = record(record(container['resources'])['limits']);
      const missing = ['cpu', 'memory'].filter((key) => limits[key] === undefined);
      if (missing.length > 0)
        report(`${containerName(container, index)} has no ${missing.join(' or ')} limit.`);
    });
  }),
);

export = {
  name: 'pulumi-gen-baseline',
  description:
    'High-value security rules for the providers pulumi-gen bundles: nothing public that should not be, ' +
    'admin ports closed to the internet, databases encrypted, logging where the provider supports it.',
  policies: [
    AWS_S3_PUBLIC_ACL,
    AWS_S3_PUBLIC_ACCESS_BLOCK,
    AWS_OPEN_PORTS,
    AWS_RDS_ENCRYPTED,
    DATABASE_NOT_PUBLIC,
    AWS_VOLUME_ENCRYPTED,
    AWS_LB_ACCESS_LOGS,
    AWS_S3_ACCESS_LOGGING,
    AZURE_PUBLIC_BLOBS,
    AZURE_OPEN_PORTS,
    AZURE_DB_FIREWALL,
    GCP_PUBLIC_BUCKETS,
    GCP_OPEN_PORTS,
    GCP_SQL_PUBLIC,
    K8S_PRIVILEGED,
    K8S_LIMITS,
  ],
};
