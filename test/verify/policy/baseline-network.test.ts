import { describe, expect, it } from 'vitest';

import type { PolicyViolation } from '../../../src/verify/policy/types.js';
import type { RegisteredResource } from '../../../src/verify/types.js';
import { afterMock, baselineRung, registered } from './support.js';

/** The baseline through the rung as the ladder runs it: every violation it reported. */
async function violationsOf(resources: readonly RegisteredResource[]): Promise<readonly PolicyViolation[]> {
  const rung = baselineRung();
  const check = await rung.check(new Map(), { projectDir: '.', config: {} }, afterMock(resources));
  if (check.kind === 'skipped') throw new Error(check.reason);
  return check.details?.policy?.violations ?? [];
}

/** `policy:resource` for every violation. */
async function reported(resources: readonly RegisteredResource[]): Promise<string[]> {
  return (await violationsOf(resources)).map((v) => `${v.policyName}:${v.resourceName ?? 'stack'}`);
}

const SG = 'aws:ec2/securityGroup:SecurityGroup';
const SG_RULE = 'aws:ec2/securityGroupRule:SecurityGroupRule';
const INGRESS_RULE = 'aws:vpc/securityGroupIngressRule:SecurityGroupIngressRule';

function sshFrom(...cidrs: string[]) {
  return { protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: cidrs };
}

describe('world-open sources are decided on the addresses they admit', () => {
  it.each([
    ['two IPv4 halves in one rule', [sshFrom('0.0.0.0/1', '128.0.0.0/1')]],
    ['two IPv4 halves in two rules', [sshFrom('0.0.0.0/1'), sshFrom('128.0.0.0/1')]],
    ['half of IPv4', [sshFrom('128.0.0.0/1')]],
    ['host bits set on /0', [sshFrom('10.1.2.3/0')]],
    ['zero-padded octets', [sshFrom('000.000.000.000/0')]],
    ['IPv6 halves', [{ protocol: 'tcp', fromPort: 22, toPort: 22, ipv6CidrBlocks: ['::/1', '8000::/1'] }]],
    ['IPv6 global unicast', [{ protocol: '6', fromPort: 0, toPort: 65535, ipv6CidrBlocks: ['2000::/3'] }]],
    [
      'IPv6 written long',
      [{ protocol: 'tcp', fromPort: 22, toPort: 22, ipv6CidrBlocks: ['0:0:0:0:0:0:0:0/0'] }],
    ],
    ['all protocols', [{ protocol: '-1', fromPort: 0, toPort: 0, cidrBlocks: ['0.0.0.0/0'] }]],
  ])('%s is open to the internet', async (_name, ingress) => {
    expect(await reported([registered(SG, 'web', { ingress })])).toEqual([
      'aws-no-world-open-admin-ports:web',
    ]);
  });

  it.each([
    ['private ranges together', [sshFrom('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10')]],
    ['an office /24 and a host', [sshFrom('203.0.114.0/24', '198.51.101.7/32')]],
    ['a public /9', [sshFrom('8.0.0.0/9')]],
    ['the world on HTTPS only', [{ protocol: 'tcp', fromPort: 443, toPort: 443, cidrBlocks: ['0.0.0.0/0'] }]],
    ['ICMP from the world', [{ protocol: 'icmp', fromPort: -1, toPort: -1, cidrBlocks: ['0.0.0.0/0'] }]],
    ['an IPv6 /48', [{ protocol: 'tcp', fromPort: 22, toPort: 22, ipv6CidrBlocks: ['2001:db9:1234::/48'] }]],
    ['an unknown value', [sshFrom('<unknown>')]],
  ])('%s is not', async (_name, ingress) => {
    expect(await reported([registered(SG, 'web', { ingress })])).toEqual([]);
  });

  it('says which sources admit how much of the internet to which port', async () => {
    const [violation] = await violationsOf([
      registered(SG, 'web', { ingress: [sshFrom('0.0.0.0/1'), { ...sshFrom('128.0.0.0/1'), toPort: 3389 }] }),
    ]);
    expect(violation?.message).toContain(
      'ingress[0], ingress[1] admit 0.0.0.0/1, 128.0.0.0/1 (together every IPv4 address) to 22 (SSH)',
    );
    const [half] = await violationsOf([registered(SG, 'web', { ingress: [sshFrom('128.0.0.0/1')] })]);
    expect(half?.message).toMatch(
      /ingress\[0\] admits 128\.0\.0\.0\/1 \(\d+% of public IPv4 addresses\) to 22 \(SSH\)/,
    );
  });
});

describe('the sibling resource types', () => {
  it('checks a default security group, a security group rule and an ingress rule', async () => {
    expect(
      await reported([
        registered('aws:ec2/defaultSecurityGroup:DefaultSecurityGroup', 'default', {
          ingress: [{ protocol: '-1', fromPort: 0, toPort: 0, cidrBlocks: ['0.0.0.0/0'] }],
        }),
        registered(SG_RULE, 'rule', {
          type: 'ingress',
          protocol: 'tcp',
          fromPort: 3306,
          toPort: 3306,
          cidrBlocks: ['0.0.0.0/1'],
        }),
        registered(SG_RULE, 'egress', {
          type: 'egress',
          protocol: '-1',
          fromPort: 0,
          toPort: 0,
          cidrBlocks: ['0.0.0.0/0'],
        }),
        registered(INGRESS_RULE, 'pg', { ipProtocol: 'tcp', fromPort: 5432, toPort: 5432, cidrIpv6: '::/0' }),
      ]),
    ).toEqual([
      'aws-no-world-open-admin-ports:default',
      'aws-no-world-open-admin-ports:rule',
      'aws-no-world-open-admin-ports:pg',
    ]);
  });

  it('adds up narrow rules on one security group, found by its resource or its literal id', async () => {
    // A public /9 is below a /8's worth of addresses; two halves of 8.0.0.0/8 are not.
    const half = (name: string, cidr: string, group: string, dependsOn: string[] = []) =>
      registered(
        INGRESS_RULE,
        name,
        { securityGroupId: group, ipProtocol: 'tcp', fromPort: 22, toPort: 22, cidrIpv4: cidr },
        dependsOn,
      );
    const byId = [
      half('a', '8.0.0.0/9', 'sg-0123456789abcdef0'),
      half('b', '8.128.0.0/9', 'sg-0123456789abcdef0'),
    ];
    expect(await reported(byId.slice(0, 1))).toEqual([]);
    expect(await reported(byId)).toEqual([
      'no-world-open-admin-ports-combined:a',
      'no-world-open-admin-ports-combined:b',
    ]);
    const [first] = await violationsOf(byId);
    expect(first?.message).toMatch(
      /the rule \(with 'b' on the same group or network\) admits 8\.0\.0\.0\/9, 8\.128\.0\.0\/9 \(together 0\.\d+% of public IPv4 addresses\) to 22 \(SSH\)/,
    );
    const group = registered(SG, 'web', {});
    const byDependency = [
      half('c', '8.0.0.0/9', '<unknown>', [group.urn ?? '']),
      half('d', '8.128.0.0/9', '<unknown>', [group.urn ?? '']),
    ];
    expect(await reported([group, ...byDependency])).toEqual([
      'no-world-open-admin-ports-combined:c',
      'no-world-open-admin-ports-combined:d',
    ]);
    // Different groups, or ids that are not a group's: each rule stands alone.
    expect(
      await reported([
        half('e', '8.0.0.0/9', 'sg-0123456789abcdef0'),
        half('f', '8.128.0.0/9', 'sg-0fedcba9876543210'),
      ]),
    ).toEqual([]);
    expect(
      await reported([half('g', '8.0.0.0/9', '<unknown>'), half('h', '8.128.0.0/9', '<unknown>')]),
    ).toEqual([]);
    // A rule wide on its own is its resource policy's finding, not reported twice.
    expect(
      await reported([
        half('i', '0.0.0.0/0', 'sg-0123456789abcdef0'),
        half('j', '8.0.0.0/9', 'sg-0123456789abcdef0'),
      ]),
    ).toEqual(['aws-no-world-open-admin-ports:i']);
  });

  it('weighs network ACL rules in rule-number order, deny before allow, as advisory', async () => {
    const acl = (ingress: unknown[]) =>
      registered('aws:ec2/networkAcl:NetworkAcl', 'public', { vpcId: 'vpc-1', ingress });
    const allowAll = {
      protocol: '-1',
      ruleNo: 200,
      action: 'allow',
      cidrBlock: '0.0.0.0/0',
      fromPort: 0,
      toPort: 0,
    };
    const denySsh = {
      protocol: 'tcp',
      ruleNo: 100,
      action: 'deny',
      cidrBlock: '0.0.0.0/0',
      fromPort: 22,
      toPort: 22,
    };
    const open = await violationsOf([acl([allowAll])]);
    expect(open.map((v) => `${v.policyName}:${v.enforcementLevel}`)).toEqual([
      'aws-network-acl-no-world-open-admin-ports:advisory',
    ]);
    expect(open[0]?.message).toContain(
      'ingress[0] admits 0.0.0.0/0 (every IPv4 address) to 22 (SSH), 3389 (RDP)',
    );
    const sshDenied = (await violationsOf([acl([allowAll, denySsh])]))[0]?.message;
    expect(sshDenied).toContain('to 3389 (RDP)');
    expect(sshDenied).not.toContain('22 (SSH)');
    expect(
      await reported([
        acl([
          { ...denySsh, ruleNo: 300 },
          { ...allowAll, ruleNo: 200, fromPort: 443, toPort: 443, protocol: 'tcp' },
        ]),
      ]),
    ).toEqual([]);
    expect(
      await reported([
        registered('aws:ec2/networkAclRule:NetworkAclRule', 'ssh', {
          networkAclId: 'acl-1',
          ruleNumber: 100,
          ruleAction: 'allow',
          protocol: 'tcp',
          fromPort: 22,
          toPort: 22,
          cidrBlock: '0.0.0.0/0',
        }),
      ]),
    ).toEqual(['aws-network-acl-no-world-open-admin-ports:ssh']);
  });
});

describe('Azure and Google Cloud rules and their siblings', () => {
  const inbound = { direction: 'Inbound', access: 'Allow', protocol: 'Tcp', destinationPortRange: '22' };

  it('parses NSG sources, keeps priority order, and checks security rules, classic rules and admin rules', async () => {
    expect(
      await reported([
        registered('azure-native:network:NetworkSecurityGroup', 'nsg', {
          securityRules: [
            { ...inbound, name: 'ssh', priority: 200, sourceAddressPrefixes: ['0.0.0.0/1', '128.0.0.0/1'] },
          ],
        }),
        registered('azure:network/networkSecurityRule:NetworkSecurityRule', 'classic', {
          ...inbound,
          networkSecurityGroupName: 'nsg',
          sourceAddressPrefix: 'Internet',
        }),
        registered('azure-native:network:AdminRule', 'admin', {
          direction: 'Inbound',
          access: 'AlwaysAllow',
          protocol: 'Tcp',
          sources: [{ addressPrefix: '::/0', addressPrefixType: 'IPPrefix' }],
          destinationPortRanges: ['3389'],
          priority: 10,
        }),
      ]),
    ).toEqual([
      'azure-no-world-open-admin-ports:nsg',
      'azure-no-world-open-admin-ports:classic',
      'azure-no-world-open-admin-ports:admin',
    ]);
    // A deny at a lower priority number wins over the allow behind it.
    expect(
      await reported([
        registered('azure-native:network:NetworkSecurityGroup', 'nsg', {
          securityRules: [
            { ...inbound, name: 'deny', access: 'Deny', priority: 100, sourceAddressPrefix: '*' },
            { ...inbound, name: 'ssh', priority: 200, sourceAddressPrefix: '*' },
            {
              ...inbound,
              name: 'vnet',
              priority: 300,
              sourceAddressPrefix: 'VirtualNetwork',
              destinationPortRange: '*',
            },
          ],
        }),
      ]),
    ).toEqual([]);
  });

  it('treats a GCP ingress firewall with no source as 0.0.0.0/0 and checks firewall-policy rules', async () => {
    expect(
      await reported([
        registered('gcp:compute/firewall:Firewall', 'nosource', {
          network: 'default',
          allows: [{ protocol: 'tcp', ports: ['22'] }],
        }),
        registered('gcp:compute/firewall:Firewall', 'tagged', {
          network: 'default',
          sourceTags: ['bastion'],
          allows: [{ protocol: 'tcp', ports: ['22'] }],
        }),
        registered('gcp:compute/firewall:Firewall', 'halves', {
          network: 'default',
          sourceRanges: ['::/1', '8000::/1'],
          allows: [{ protocol: 'all' }],
        }),
        registered('gcp:compute/networkFirewallPolicyRule:NetworkFirewallPolicyRule', 'policy-rule', {
          firewallPolicy: 'p',
          direction: 'INGRESS',
          action: 'allow',
          priority: 1000,
          match: { srcIpRanges: ['0.0.0.0/0'], layer4Configs: [{ ipProtocol: 'tcp', ports: ['3389'] }] },
        }),
        registered('gcp:compute/firewallPolicyWithRules:FirewallPolicyWithRules', 'with-rules', {
          parent: 'organizations/1',
          shortName: 'p',
          rules: [
            {
              direction: 'INGRESS',
              action: 'allow',
              priority: 1,
              match: {
                srcIpRanges: ['0.0.0.0/1', '128.0.0.0/1'],
                layer4Configs: [{ ipProtocol: 'tcp', ports: ['5432'] }],
              },
            },
          ],
        }),
      ]),
    ).toEqual([
      'gcp-no-world-open-admin-ports:nosource',
      'gcp-no-world-open-admin-ports:halves',
      'gcp-no-world-open-admin-ports:policy-rule',
      'gcp-no-world-open-admin-ports:with-rules',
    ]);
  });

  it('measures database firewall ranges and authorised networks, alone and per server', async () => {
    const rule = (
      token: string,
      name: string,
      start: string,
      end: string,
      extra: Record<string, unknown> = {},
    ) =>
      registered(token, name, {
        resourceGroupName: 'rg',
        serverName: 'db',
        startIpAddress: start,
        endIpAddress: end,
        ...extra,
      });
    expect(
      await reported([
        rule('azure-native:sql:FirewallRule', 'almost', '0.0.0.0', '255.255.255.254'),
        rule('azure-native:dbforpostgresql:FirewallRule', 'azure-services', '0.0.0.0', '0.0.0.0'),
        rule('azure-native:dbformysql:FirewallRule', 'office', '203.0.113.0', '203.0.113.255'),
        registered('azure-native:redis:FirewallRule', 'cache', {
          cacheName: 'c',
          startIP: '1.0.0.0',
          endIP: '126.255.255.255',
        }),
        registered('azure-native:sql:IPv6FirewallRule', 'v6', {
          serverName: 's',
          startIPv6Address: '::',
          endIPv6Address: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
        }),
        registered('gcp:sql/databaseInstance:DatabaseInstance', 'cloudsql', {
          databaseVersion: 'MYSQL_8_0',
          settings: {
            ipConfiguration: { authorizedNetworks: [{ value: '0.0.0.0/1' }, { value: '128.0.0.0/1' }] },
          },
        }),
      ]),
    ).toEqual([
      'azure-database-firewall-not-world-open:almost',
      'azure-database-firewall-not-world-open:cache',
      'azure-database-firewall-not-world-open:v6',
      'gcp-sql-no-public-authorized-networks:cloudsql',
    ]);
    expect(
      await reported([
        rule('azure-native:dbforpostgresql:FirewallRule', 'low', '8.0.0.0', '8.127.255.255'),
        rule('azure-native:dbforpostgresql:FirewallRule', 'high', '8.128.0.0', '8.255.255.255'),
      ]),
    ).toEqual(['no-world-open-admin-ports-combined:low', 'no-world-open-admin-ports-combined:high']);
  });
});
