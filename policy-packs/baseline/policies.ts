// The baseline's rules. A CommonJS module (`export =`) so that this directory stays an ordinary Pulumi policy
// pack (`pulumi preview --policy-pack policy-packs/baseline` loads it with ts-node as CommonJS) and pulumi-gen
// can still import the rules directly into its bundle. Rules match on type tokens rather than importing the
// provider SDKs: the pack then needs only `@pulumi/policy`, and checks the same tokens the engine sends.
import type {
  EnforcementLevel,
  PolicyConfigSchema,
  ReportViolation,
  ResourceValidation,
  ResourceValidationArgs,
  ResourceValidationPolicy,
  Severity,
  StackValidationArgs,
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
  readonly configSchema?: PolicyConfigSchema;
}

function resourceRule(rule: Rule, validateResource: ResourceValidation): ResourceValidationPolicy {
  return { ...rule, validateResource };
}

// ---- Address ranges ----------------------------------------------------------------------------------------
// "Open to the internet" is decided on the addresses a rule admits, not on how they are written: sources are
// parsed (IPv4 and IPv6 CIDRs, bare addresses, Azure's service tags), merged, and measured against the public
// address space, so `0.0.0.0/1` + `128.0.0.0/1`, `::/1` + `8000::/1` or `2000::/3` count as what they are.

type Family = 'IPv4' | 'IPv6';
/** An inclusive range of addresses. */
interface Span {
  readonly first: bigint;
  readonly last: bigint;
}
/** Sorted, disjoint, merged spans per family. */
interface Addresses {
  readonly IPv4: readonly Span[];
  readonly IPv6: readonly Span[];
}

const FAMILIES: readonly Family[] = ['IPv4', 'IPv6'];
const BITS: Readonly<Record<Family, number>> = { IPv4: 32, IPv6: 128 };
const NOWHERE: Addresses = { IPv4: [], IPv6: [] };
const EVERYWHERE: Addresses = {
  IPv4: [{ first: 0n, last: 2n ** 32n - 1n }],
  IPv6: [{ first: 0n, last: 2n ** 128n - 1n }],
};
/** Azure's names for every address (`Internet` is every public one, which this measures the same way). */
const EVERY_ADDRESS_TAGS = new Set(['*', 'internet', 'any']);

function parseIPv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) {
    return undefined;
  }
  return parts.reduce((value, part) => (value << 8n) | BigInt(part), 0n);
}

function parseIPv6(text: string): bigint | undefined {
  let address = text.toLowerCase();
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted !== null) {
    const v4 = parseIPv4(dotted[2] ?? '');
    if (v4 === undefined) return undefined;
    address = `${dotted[1] ?? ''}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string | undefined): string[] =>
    part === undefined || part === '' ? [] : part.split(':');
  const left = groups(halves[0]);
  const right = groups(halves[1]);
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...left, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...right];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return all.reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n);
}

function parseAddress(text: string): { readonly family: Family; readonly value: bigint } | undefined {
  const family: Family = text.includes(':') ? 'IPv6' : 'IPv4';
  const value = family === 'IPv4' ? parseIPv4(text) : parseIPv6(text);
  return value === undefined ? undefined : { family, value };
}

/**
 * `10.0.0.0/8`, `2001:db8::/32`, `192.0.2.1`, `10.0.0.1-10.0.0.9` (a firewall rule's start and end), `*`,
 * `Internet` → the addresses they admit; anything else (a tag, an id, an unknown) admits nothing here.
 */
function parseSource(text: string): Addresses | undefined {
  const trimmed = text.trim();
  if (EVERY_ADDRESS_TAGS.has(trimmed.toLowerCase())) return EVERYWHERE;
  const [start, end, beyond] = trimmed.split('-');
  if (end !== undefined && beyond === undefined) {
    const first = parseAddress(start ?? '');
    const last = parseAddress(end);
    if (
      first === undefined ||
      last === undefined ||
      first.family !== last.family ||
      first.value > last.value
    ) {
      return undefined;
    }
    return { ...NOWHERE, [first.family]: [{ first: first.value, last: last.value }] };
  }
  const [written = '', prefix, extra] = trimmed.split('/');
  const address = parseAddress(written);
  if (extra !== undefined || address === undefined) return undefined;
  const bits = BITS[address.family];
  const length = prefix === undefined ? bits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (!(length >= 0 && length <= bits)) return undefined;
  // Host bits set (`10.0.0.1/0`) still name the network the prefix covers.
  const block = 1n << BigInt(bits - length);
  const first = address.value - (address.value % block);
  return { ...NOWHERE, [address.family]: [{ first, last: first + block - 1n }] };
}

function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && span.first <= last.last + 1n) {
      merged[merged.length - 1] = { first: last.first, last: span.last > last.last ? span.last : last.last };
    } else {
      merged.push(span);
    }
  }
  return merged;
}

function union(a: Addresses, b: Addresses): Addresses {
  return { IPv4: mergeSpans([...a.IPv4, ...b.IPv4]), IPv6: mergeSpans([...a.IPv6, ...b.IPv6]) };
}

function subtractSpans(from: readonly Span[], cut: readonly Span[]): Span[] {
  let rest = [...from];
  for (const hole of cut) {
    rest = rest.flatMap((span) => {
      if (hole.last < span.first || hole.first > span.last) return [span];
      return [
        ...(hole.first > span.first ? [{ first: span.first, last: hole.first - 1n }] : []),
        ...(hole.last < span.last ? [{ first: hole.last + 1n, last: span.last }] : []),
      ];
    });
  }
  return rest;
}

function subtract(from: Addresses, cut: Addresses): Addresses {
  return { IPv4: subtractSpans(from.IPv4, cut.IPv4), IPv6: subtractSpans(from.IPv6, cut.IPv6) };
}

function size(spans: readonly Span[]): bigint {
  return spans.reduce((total, span) => total + span.last - span.first + 1n, 0n);
}

function addressesOf(sources: readonly string[]): Addresses {
  return sources
    .map(parseSource)
    .reduce<Addresses>((all, one) => (one === undefined ? all : union(all, one)), NOWHERE);
}

/** What is not on the public internet: private, shared, loopback, link-local, documentation, multicast. */
const NOT_PUBLIC = addressesOf([
  ...['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12'],
  ...['192.0.0.0/24', '192.0.2.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24'],
  ...['224.0.0.0/4', '240.0.0.0/4', '2001:db8::/32'],
]);
/** The public internet: IPv4 less {@link NOT_PUBLIC}, and IPv6's global unicast block less documentation. */
const PUBLIC = subtract(union(addressesOf(['2000::/3']), { IPv4: EVERYWHERE.IPv4, IPv6: [] }), NOT_PUBLIC);
/**
 * A source admitting at least this many public addresses is "the internet" for an admin port: a /8 of IPv4,
 * a /32 of IPv6 (an ISP's allocation). Clients one means to let in are offices, VPNs and hosts, far smaller.
 */
const WIDE: Readonly<Record<Family, bigint>> = { IPv4: 2n ** 24n, IPv6: 2n ** 96n };

/** Everything that is not {@link PUBLIC}. */
const OUTSIDE_PUBLIC = subtract(EVERYWHERE, PUBLIC);

function publicPart(addresses: Addresses, family: Family): bigint {
  return size(subtractSpans(addresses[family], OUTSIDE_PUBLIC[family]));
}

function isWide(addresses: Addresses): boolean {
  return FAMILIES.some((family) => publicPart(addresses, family) >= WIDE[family]);
}

/** `every IPv4 address`, `every public IPv4 address`, `50% of public IPv4 addresses`, per wide family. */
function describeReach(addresses: Addresses): string {
  return FAMILIES.filter((family) => publicPart(addresses, family) >= WIDE[family])
    .map((family) => {
      if (size(addresses[family]) === size(EVERYWHERE[family])) return `every ${family} address`;
      const share = (publicPart(addresses, family) * 10000n) / size(PUBLIC[family]);
      return share >= 10000n
        ? `every public ${family} address`
        : `${(Number(share) / 100).toFixed(share >= 100n ? 0 : 2)}% of public ${family} addresses`;
    })
    .join(' and ');
}

function listed(items: readonly string[], max = 6): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

// ---- Rules that admit traffic to admin ports ---------------------------------------------------------------

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

/** Protocols that carry ports (names and IANA numbers); `all` / `-1` / `*` carry every port. */
const PORT_PROTOCOLS = new Set(['tcp', 'udp', 'sctp', '6', '17', '132']);
const ALL_PROTOCOLS = new Set(['-1', 'all', '*']);

/** One rule as the exposure check sees it, whatever resource or input it came from. */
interface AccessRule {
  /** Where it is written, for the message: `ingress[0]`, `security rule 'ssh'`, `the rule`. */
  readonly label: string;
  /** The resource that holds it (its URN), so combined findings can name every contributor. */
  readonly urn: string;
  readonly resourceName: string;
  readonly action: 'allow' | 'deny';
  /** Evaluation order (rule number, priority): lower first; rules without one are all allows. */
  readonly order: number;
  /** The sources as written (CIDRs, addresses, tags); what does not parse admits nothing here. */
  readonly sources: readonly string[];
  /** The admin ports in its port range for its protocol. */
  readonly ports: readonly number[];
}

/** An admin-port opening: the ports a wide source range reaches, and the rules that admit it. */
interface Opening {
  readonly ports: readonly number[];
  readonly rules: readonly AccessRule[];
  readonly reach: Addresses;
}

function adminPortsBetween(low: number, high: number): number[] {
  return [...ADMIN_PORTS.keys()].filter((port) => port >= low && port <= high);
}

/** Admin ports of a protocol and a numeric range (a missing bound, or -1 with "all protocols", is every port). */
function portsOf(protocol: unknown, from: unknown, to: unknown): number[] {
  const name = String(protocol ?? '-1').toLowerCase();
  if (ALL_PROTOCOLS.has(name)) return adminPortsBetween(0, 65535);
  if (!PORT_PROTOCOLS.has(name)) return [];
  const low = typeof from === 'number' && from >= 0 ? from : 0;
  const high = typeof to === 'number' && to >= 0 ? to : 65535;
  return adminPortsBetween(low, high);
}

/** `"22"`, `"20-25"`, `"*"` (Azure and GCP port ranges; none listed: every port) → admin ports. */
function portsOfRanges(protocol: unknown, ranges: readonly string[]): number[] {
  const name = String(protocol ?? '*').toLowerCase();
  if (!ALL_PROTOCOLS.has(name) && !PORT_PROTOCOLS.has(name)) return [];
  if (ranges.length === 0) return adminPortsBetween(0, 65535);
  const ports = ranges.flatMap((range) => {
    if (range.trim() === '*') return adminPortsBetween(0, 65535);
    const [low, high] = range.split('-').map((part) => Number(part.trim()));
    return low === undefined || Number.isNaN(low) ? [] : adminPortsBetween(low, high ?? low);
  });
  return [...new Set(ports)];
}

/**
 * The admin ports a wide part of the internet reaches through `rules`, evaluated the way firewalls do: in
 * order, the first rule that matches an address decides it (for security groups every rule allows).
 */
function openings(rules: readonly AccessRule[]): Opening[] {
  const sorted = [...rules].sort(
    (a, b) => a.order - b.order || (a.action === b.action ? 0 : a.action === 'deny' ? -1 : 1),
  );
  const byPort: { port: number; rules: AccessRule[]; reach: Addresses }[] = [];
  const parsed = new Map(rules.map((rule) => [rule, addressesOf(rule.sources)]));
  const used = new Set(rules.flatMap((rule) => rule.ports));
  for (const port of [...ADMIN_PORTS.keys()].filter((candidate) => used.has(candidate))) {
    let decided = NOWHERE;
    let allowed = NOWHERE;
    const admitting: AccessRule[] = [];
    for (const rule of sorted.filter((candidate) => candidate.ports.includes(port))) {
      const fresh = subtract(parsed.get(rule) ?? NOWHERE, decided);
      decided = union(decided, fresh);
      if (rule.action === 'allow' && size(fresh.IPv4) + size(fresh.IPv6) > 0n) {
        allowed = union(allowed, fresh);
        admitting.push(rule);
      }
    }
    if (isWide(allowed)) byPort.push({ port, rules: admitting, reach: allowed });
  }
  // One opening per set of admitting rules: "ingress[0] admits ... to 22 (SSH), 3389 (RDP)".
  const grouped = new Map<string, Opening>();
  for (const { port, rules: admitting, reach } of byPort) {
    const key = admitting.map((rule) => `${rule.urn}\0${rule.label}`).join('\n');
    const known = grouped.get(key);
    grouped.set(key, {
      ports: [...(known?.ports ?? []), port],
      rules: admitting,
      reach: known === undefined ? reach : union(known.reach, reach),
    });
  }
  return [...grouped.values()];
}

function portNames(ports: readonly number[]): string {
  return ports.map((port) => `${port} (${ADMIN_PORTS.get(port) ?? 'admin'})`).join(', ');
}

const PORTS_SAID = /\) to ((?:\d{1,5} \([^)]*\)(?:, )?)+); restrict/;

/**
 * The ports an exposure message of this pack says are opened (`… to 22 (SSH), 3389 (RDP); restrict …`): read
 * back beside the wording that writes them, for a caller deciding whether the request asked for those ports.
 */
function openedPorts(message: string): number[] {
  const said = PORTS_SAID.exec(message)?.[1] ?? '';
  return [...said.matchAll(/(\d{1,5}) \(/g)].map((match) => Number(match[1]));
}

function openingMessage(opening: Opening, together = ''): string {
  const sources = [
    ...new Set(
      opening.rules.flatMap((rule) => rule.sources).filter((source) => parseSource(source) !== undefined),
    ),
  ];
  const labels = [...new Set(opening.rules.map((rule) => rule.label))];
  const verb = labels.length > 1 ? 'admit' : 'admits';
  return (
    `${listed(labels)}${together} ${verb} ${listed(sources)} (${labels.length > 1 || sources.length > 1 ? 'together ' : ''}` +
    `${describeReach(opening.reach)}) to ${portNames(opening.ports)}; restrict the source range to the clients that need it.`
  );
}

type RulesOf = (
  props: Props,
  args: { readonly type: string; readonly urn: string; readonly name: string },
) => AccessRule[];

/** A rule's common fields for the resource at hand. */
function ruleAt(
  resource: { readonly urn: string; readonly name: string },
  label: string,
  fields: Pick<AccessRule, 'sources' | 'ports'> & Partial<Pick<AccessRule, 'action' | 'order'>>,
): AccessRule {
  return { label, urn: resource.urn, resourceName: resource.name, action: 'allow', order: 0, ...fields };
}

function optionalStrings(...values: unknown[]): string[] {
  return values.flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));
}

const AWS_GROUPS = [
  'aws:ec2/securityGroup:SecurityGroup',
  'aws:ec2/defaultSecurityGroup:DefaultSecurityGroup',
];
const AWS_GROUP_RULES = [
  'aws:ec2/securityGroupRule:SecurityGroupRule',
  'aws:vpc/securityGroupIngressRule:SecurityGroupIngressRule',
];

/** Security groups (inline `ingress`), `SecurityGroupRule` (type ingress) and `SecurityGroupIngressRule`. */
const awsGroupRules: RulesOf = (props, resource) => {
  if (AWS_GROUPS.includes(resource.type)) {
    return list(props['ingress']).map((raw, index) => {
      const rule = record(raw);
      return ruleAt(resource, `ingress[${index}]`, {
        sources: optionalStrings(rule['cidrBlocks'], rule['ipv6CidrBlocks']),
        ports: portsOf(rule['protocol'], rule['fromPort'], rule['toPort']),
      });
    });
  }
  if (resource.type === 'aws:ec2/securityGroupRule:SecurityGroupRule' && props['type'] !== 'ingress')
    return [];
  return [
    ruleAt(resource, 'the rule', {
      sources: optionalStrings(
        props['cidrBlocks'],
        props['ipv6CidrBlocks'],
        props['cidrIpv4'],
        props['cidrIpv6'],
      ),
      ports: portsOf(props['protocol'] ?? props['ipProtocol'], props['fromPort'], props['toPort']),
    }),
  ];
};

const AWS_ACLS = ['aws:ec2/networkAcl:NetworkAcl', 'aws:ec2/defaultNetworkAcl:DefaultNetworkAcl'];
const AWS_ACL_RULE = 'aws:ec2/networkAclRule:NetworkAclRule';

/** Network ACLs (inline `ingress`, in rule-number order, deny rules included) and `NetworkAclRule`. */
const awsAclRules: RulesOf = (props, resource) => {
  const entries = AWS_ACLS.includes(resource.type)
    ? list(props['ingress']).map((raw, index) => ({ rule: record(raw), label: `ingress[${index}]` }))
    : props['egress'] === true || props['egress'] === 'true'
      ? []
      : [{ rule: { ...props, ruleNo: props['ruleNumber'], action: props['ruleAction'] }, label: 'the rule' }];
  return entries.map(({ rule, label }) =>
    ruleAt(resource, label, {
      sources: optionalStrings(rule['cidrBlock'], rule['ipv6CidrBlock']),
      ports: portsOf(rule['protocol'], rule['fromPort'], rule['toPort']),
      action: String(rule['action']).toLowerCase() === 'allow' ? 'allow' : 'deny',
      order: typeof rule['ruleNo'] === 'number' ? rule['ruleNo'] : 32766,
    }),
  );
};

const AZURE_GROUPS = [
  'azure-native:network:NetworkSecurityGroup',
  'azure:network/networkSecurityGroup:NetworkSecurityGroup',
];
const AZURE_RULES = [
  'azure-native:network:SecurityRule',
  'azure:network/networkSecurityRule:NetworkSecurityRule',
  'azure-native:network:AdminRule',
];

/** Network security groups (inline `securityRules`), security rules, and network-manager admin rules. */
const azureRules: RulesOf = (props, resource) => {
  const rules = AZURE_GROUPS.includes(resource.type) ? list(props['securityRules']).map(record) : [props];
  return rules
    .filter((rule) => String(rule['direction']).toLowerCase() === 'inbound')
    .map((rule, index) => {
      const name = typeof rule['name'] === 'string' ? rule['name'] : undefined;
      const access = String(rule['access']).toLowerCase();
      return ruleAt(
        resource,
        name === undefined
          ? rules.length > 1
            ? `security rule #${index + 1}`
            : 'the rule'
          : `security rule '${name}'`,
        {
          sources: [
            ...optionalStrings(rule['sourceAddressPrefix'], rule['sourceAddressPrefixes']),
            ...list(rule['sources'])
              .map((source) => record(source)['addressPrefix'])
              .filter((s): s is string => typeof s === 'string'),
          ],
          ports: portsOfRanges(
            rule['protocol'],
            optionalStrings(rule['destinationPortRange'], rule['destinationPortRanges']),
          ),
          action: access === 'allow' || access === 'alwaysallow' ? 'allow' : 'deny',
          order: typeof rule['priority'] === 'number' ? rule['priority'] : 4096,
        },
      );
    });
};

const GCP_FIREWALL = 'gcp:compute/firewall:Firewall';
const GCP_POLICY_RULES = [
  'gcp:compute/firewallPolicyRule:FirewallPolicyRule',
  'gcp:compute/networkFirewallPolicyRule:NetworkFirewallPolicyRule',
  'gcp:compute/regionNetworkFirewallPolicyRule:RegionNetworkFirewallPolicyRule',
];
const GCP_POLICIES_WITH_RULES = [
  'gcp:compute/firewallPolicyWithRules:FirewallPolicyWithRules',
  'gcp:compute/networkFirewallPolicyWithRules:NetworkFirewallPolicyWithRules',
  'gcp:compute/regionNetworkFirewallPolicyWithRules:RegionNetworkFirewallPolicyWithRules',
];

/** A VPC firewall: an ingress rule with no source at all admits 0.0.0.0/0 (GCP's default). */
function gcpFirewallRules(
  props: Props,
  resource: { readonly urn: string; readonly name: string },
): AccessRule[] {
  if (String(props['direction'] ?? 'INGRESS').toUpperCase() !== 'INGRESS' || props['disabled'] === true)
    return [];
  const given = strings(props['sourceRanges']);
  const untargeted =
    given.length === 0 &&
    strings(props['sourceTags']).length === 0 &&
    strings(props['sourceServiceAccounts']).length === 0;
  const sources = untargeted ? ['0.0.0.0/0'] : given;
  const order = typeof props['priority'] === 'number' ? props['priority'] : 1000;
  const entries = [
    ...list(props['allows']).map((raw, index) => ({
      raw,
      label: `allows[${index}]`,
      action: 'allow' as const,
    })),
    ...list(props['denies']).map((raw, index) => ({
      raw,
      label: `denies[${index}]`,
      action: 'deny' as const,
    })),
  ];
  return entries.map(({ raw, label, action }) =>
    ruleAt(resource, untargeted ? `${label} (no source given, so 0.0.0.0/0)` : label, {
      sources,
      ports: portsOfRanges(record(raw)['protocol'], strings(record(raw)['ports'])),
      action,
      order,
    }),
  );
}

/** A firewall-policy rule (`match.srcIpRanges`, `match.layer4Configs`), alone or inside a policy's `rules`. */
function gcpPolicyRule(
  rule: Props,
  resource: { readonly urn: string; readonly name: string },
  label: string,
): AccessRule[] {
  if (String(rule['direction']).toUpperCase() !== 'INGRESS' || rule['disabled'] === true) return [];
  const action = String(rule['action']).toLowerCase();
  if (action !== 'allow' && action !== 'deny') return [];
  const match = record(rule['match']);
  const layers = list(match['layer4Configs']).map(record);
  return [
    ruleAt(resource, label, {
      sources: strings(match['srcIpRanges']),
      ports: [
        ...new Set(layers.flatMap((layer) => portsOfRanges(layer['ipProtocol'], strings(layer['ports'])))),
      ],
      action,
      order: typeof rule['priority'] === 'number' ? rule['priority'] : 1000,
    }),
  ];
}

const gcpRules: RulesOf = (props, resource) => {
  if (resource.type === GCP_FIREWALL) return gcpFirewallRules(props, resource);
  if (GCP_POLICIES_WITH_RULES.includes(resource.type)) {
    return list(props['rules']).flatMap((raw, index) =>
      gcpPolicyRule(record(raw), resource, `rules[${index}]`),
    );
  }
  return gcpPolicyRule(props, resource, 'the rule');
};

interface NetworkRule extends Rule {
  readonly types: readonly string[];
  readonly rulesOf: RulesOf;
}

/** A resource policy: the resource's own rules must not open an admin port to a wide part of the internet. */
function openPortsRule({ types, rulesOf, ...rule }: NetworkRule): ResourceValidationPolicy {
  return resourceRule(
    rule,
    ofTypes(types, (props, report, args) => {
      for (const opening of openings(rulesOf(props, args))) report(openingMessage(opening));
    }),
  );
}

const AWS_OPEN_PORTS_RULE: NetworkRule = {
  name: 'aws-no-world-open-admin-ports',
  description:
    'Security groups must not open SSH, RDP or database ports to the internet (0.0.0.0/0, ::/0 or any range as wide).',
  enforcementLevel: 'mandatory',
  severity: 'critical',
  url: 'https://docs.aws.amazon.com/vpc/latest/userguide/security-group-rules.html',
  types: [...AWS_GROUPS, ...AWS_GROUP_RULES],
  rulesOf: awsGroupRules,
};

const AZURE_OPEN_PORTS_RULE: NetworkRule = {
  name: 'azure-no-world-open-admin-ports',
  description: 'Network security groups must not allow SSH, RDP or database ports inbound from the internet.',
  enforcementLevel: 'mandatory',
  severity: 'critical',
  url: 'https://learn.microsoft.com/azure/virtual-network/network-security-groups-overview#security-rules',
  types: [...AZURE_GROUPS, ...AZURE_RULES],
  rulesOf: azureRules,
};

const GCP_OPEN_PORTS_RULE: NetworkRule = {
  name: 'gcp-no-world-open-admin-ports',
  description:
    'Firewall rules must not allow SSH, RDP or database ports from the internet (0.0.0.0/0, ::/0 or as wide).',
  enforcementLevel: 'mandatory',
  severity: 'critical',
  url: 'https://cloud.google.com/firewall/docs/firewalls#firewall_rule_components',
  types: [GCP_FIREWALL, ...GCP_POLICY_RULES, ...GCP_POLICIES_WITH_RULES],
  rulesOf: gcpRules,
};

const AWS_OPEN_PORTS = openPortsRule(AWS_OPEN_PORTS_RULE);
const AZURE_OPEN_PORTS = openPortsRule(AZURE_OPEN_PORTS_RULE);
const GCP_OPEN_PORTS = openPortsRule(GCP_OPEN_PORTS_RULE);

// ---- Database firewalls ------------------------------------------------------------------------------------

/** The port a database firewall rule opens, by the rule's resource type. */
const DATABASE_FIREWALLS: ReadonlyMap<string, number> = new Map([
  ['azure-native:sql:FirewallRule', 1433],
  ['azure-native:sql:IPv6FirewallRule', 1433],
  ['azure-native:synapse:IpFirewallRule', 1433],
  ['azure:mssql/firewallRule:FirewallRule', 1433],
  ['azure-native:dbforpostgresql:FirewallRule', 5432],
  ['azure-native:dbforpostgresql:SingleServerFirewallRule', 5432],
  ['azure-native:dbforpostgresql:ServerGroupFirewallRule', 5432],
  ['azure:postgresql/firewallRule:FirewallRule', 5432],
  ['azure:postgresql/flexibleServerFirewallRule:FlexibleServerFirewallRule', 5432],
  ['azure-native:dbformysql:FirewallRule', 3306],
  ['azure-native:dbformysql:SingleServerFirewallRule', 3306],
  ['azure-native:dbformariadb:FirewallRule', 3306],
  ['azure:mysql/flexibleServerFirewallRule:FlexibleServerFirewallRule', 3306],
  ['azure-native:redis:FirewallRule', 6379],
  ['azure-native:redis:RedisFirewallRule', 6379],
  ['azure-native:cosmosdb:MongoClusterFirewallRule', 27017],
]);

/** A database firewall rule admits its start-to-end address range to the database's port. */
const databaseFirewallRules: RulesOf = (props, resource) => {
  const start = props['startIpAddress'] ?? props['startIP'] ?? props['startIPv6Address'];
  const end = props['endIpAddress'] ?? props['endIP'] ?? props['endIPv6Address'];
  if (typeof start !== 'string' || typeof end !== 'string') return [];
  const port = DATABASE_FIREWALLS.get(resource.type);
  return [
    ruleAt(resource, 'the rule', { sources: [`${start}-${end}`], ports: port === undefined ? [] : [port] }),
  ];
};

const AZURE_DB_FIREWALL = openPortsRule({
  name: 'azure-database-firewall-not-world-open',
  description:
    'Database firewall rules must not admit the internet (0.0.0.0-255.255.255.255 or a range as wide).',
  enforcementLevel: 'mandatory',
  severity: 'critical',
  url: 'https://learn.microsoft.com/azure/azure-sql/database/firewall-configure',
  types: [...DATABASE_FIREWALLS.keys()],
  rulesOf: databaseFirewallRules,
});

/** Cloud SQL's listener by engine (`POSTGRES_15`, `MYSQL_8_0`, `SQLSERVER_2019_STANDARD`). */
function cloudSqlPorts(version: unknown): number[] {
  const engine = String(version).toUpperCase();
  if (engine.startsWith('POSTGRES')) return [5432];
  if (engine.startsWith('MYSQL')) return [3306];
  if (engine.startsWith('SQLSERVER')) return [1433];
  return [5432, 3306, 1433];
}

const GCP_SQL_PUBLIC = openPortsRule({
  name: 'gcp-sql-no-public-authorized-networks',
  description: 'Cloud SQL instances must not authorise the internet (0.0.0.0/0 or networks as wide).',
  enforcementLevel: 'mandatory',
  severity: 'critical',
  url: 'https://cloud.google.com/sql/docs/mysql/authorize-networks',
  types: ['gcp:sql/databaseInstance:DatabaseInstance'],
  rulesOf: (props, resource) => {
    const networks = list(record(record(props['settings'])['ipConfiguration'])['authorizedNetworks']).map(
      record,
    );
    return [
      ruleAt(resource, 'settings.ipConfiguration.authorizedNetworks', {
        sources: networks
          .map((network) => network['value'])
          .filter((value): value is string => typeof value === 'string'),
        ports: cloudSqlPorts(props['databaseVersion']),
      }),
    ];
  },
});

// ---- Rules spread over several resources -------------------------------------------------------------------

/** A stack resource with its props read safely (an unknown value in a preview reads as absent). */
interface StackResource {
  readonly type: string;
  readonly urn: string;
  readonly name: string;
  readonly props: Props;
  readonly dependencies: readonly string[];
}

/** A plain copy of the analyzer's props: values unknown during a preview become `undefined`. */
function plain(value: () => unknown, depth = 0): unknown {
  const read = known(value);
  if (depth > 12 || typeof read !== 'object' || read === null) return read;
  if (Array.isArray(read)) return read.map((_, index) => plain(() => (read as unknown[])[index], depth + 1));
  return Object.fromEntries(
    Object.keys(read).map((key) => [key, plain(() => (read as Props)[key], depth + 1)]),
  );
}

function stackResources(args: StackValidationArgs): StackResource[] {
  return args.resources.map((resource) => ({
    type: resource.type,
    urn: resource.urn,
    name: resource.name,
    props: record(plain(() => resource.props)),
    dependencies: resource.dependencies.map((dependency) => dependency.urn),
  }));
}

/**
 * A kind of rule set: the types that hold its rules, and how a rule finds the set it belongs to: the owning
 * resource it depends on (a security group, an NSG, an ACL, a network, a database server), else the literal
 * id or name it names (`memberKey`); neither keeps it alone.
 */
interface RuleSetKind {
  readonly members: readonly string[];
  readonly owns: (type: string) => boolean;
  readonly rulesOf: RulesOf;
  readonly memberKey: (props: Props) => string | undefined;
}

const RULE_SETS: readonly RuleSetKind[] = [
  {
    owns: (type) => AWS_GROUPS.includes(type),
    members: [...AWS_GROUPS, ...AWS_GROUP_RULES],
    rulesOf: awsGroupRules,
    memberKey: (props) =>
      typeof props['securityGroupId'] === 'string' && /^sg-[0-9a-f]{8,17}$/.test(props['securityGroupId'])
        ? props['securityGroupId']
        : undefined,
  },
  {
    owns: (type) => AZURE_GROUPS.includes(type),
    members: [...AZURE_GROUPS, ...AZURE_RULES.filter((type) => type !== 'azure-native:network:AdminRule')],
    rulesOf: azureRules,
    memberKey: (props) =>
      typeof props['networkSecurityGroupName'] === 'string'
        ? `${String(props['resourceGroupName'])}/${props['networkSecurityGroupName']}`
        : undefined,
  },
  {
    owns: (type) => type === 'gcp:compute/network:Network',
    members: [GCP_FIREWALL],
    rulesOf: gcpRules,
    memberKey: (props) => (typeof props['network'] === 'string' ? props['network'] : undefined),
  },
  {
    // A database firewall rule belongs to the server it depends on (not its resource group or provider).
    owns: (type) =>
      !type.startsWith('pulumi:providers:') &&
      !type.endsWith(':ResourceGroup') &&
      !DATABASE_FIREWALLS.has(type),
    members: [...DATABASE_FIREWALLS.keys()],
    rulesOf: databaseFirewallRules,
    memberKey: (props) => {
      const server =
        props['serverName'] ??
        props['serverId'] ??
        props['cacheName'] ??
        props['workspaceName'] ??
        props['clusterName'] ??
        props['mongoClusterName'];
      return typeof server === 'string' ? `${String(props['resourceGroupName'])}/${server}` : undefined;
    },
  },
];

const ACL_SETS: readonly RuleSetKind[] = [
  {
    owns: (type) => AWS_ACLS.includes(type),
    members: [...AWS_ACLS, AWS_ACL_RULE],
    rulesOf: awsAclRules,
    memberKey: (props) =>
      typeof props['networkAclId'] === 'string' && /^acl-[0-9a-f]{8,17}$/.test(props['networkAclId'])
        ? props['networkAclId']
        : undefined,
  },
];

/** The type a URN names (`urn:pulumi:stack::project::parent$type::name` → `type`). */
function urnType(urn: string): string {
  return urn.split('::')[2]?.split('$').pop() ?? '';
}

/** Every rule of the kinds given, grouped by the rule set (group, ACL, network) it belongs to. */
function ruleSets(resources: readonly StackResource[], kinds: readonly RuleSetKind[]): AccessRule[][] {
  const sets = new Map<string, AccessRule[]>();
  for (const resource of resources) {
    const kind = kinds.find((k) => k.members.includes(resource.type));
    if (kind === undefined) continue;
    const owner = kind.owns(resource.type)
      ? resource.urn
      : (resource.dependencies.find((urn) => kind.owns(urnType(urn))) ??
        kind.memberKey(resource.props) ??
        resource.urn);
    const rules = kind.rulesOf(resource.props, resource);
    sets.set(owner, [...(sets.get(owner) ?? []), ...rules]);
  }
  return [...sets.values()];
}

/** Reports every opening of a rule set on each resource that holds one of its admitting rules. */
function reportOpenings(
  found: readonly Opening[],
  report: ReportViolation,
  together: (opening: Opening, urn: string) => string,
): void {
  for (const opening of found) {
    for (const urn of new Set(opening.rules.map((rule) => rule.urn))) {
      report(openingMessage(opening, together(opening, urn)), urn);
    }
  }
}

const COMBINED_OPEN_PORTS: StackValidationPolicy = {
  name: 'no-world-open-admin-ports-combined',
  description:
    'Rules of one security group, NSG or VPC network must not together open SSH, RDP or database ports to the ' +
    'internet, even when each rule alone admits a narrower range.',
  enforcementLevel: 'mandatory',
  severity: 'critical',
  url: 'https://docs.aws.amazon.com/vpc/latest/userguide/security-group-rules.html',
  validateStack: (args, report) => {
    const resources = stackResources(args);
    for (const rules of ruleSets(resources, RULE_SETS)) {
      // What one resource opens on its own is its resource policy's finding; here only what takes several.
      const alone = new Set(
        [...new Set(rules.map((rule) => rule.urn))].flatMap((urn) =>
          openings(rules.filter((rule) => rule.urn === urn)).flatMap((opening) =>
            opening.ports.map((port) => `${urn}\0${port}`),
          ),
        ),
      );
      const combined = openings(rules)
        .map((opening) => ({
          ...opening,
          ports: opening.ports.filter((port) =>
            opening.rules.every((rule) => !alone.has(`${rule.urn}\0${port}`)),
          ),
        }))
        .filter(
          (opening) => opening.ports.length > 0 && new Set(opening.rules.map((rule) => rule.urn)).size > 1,
        );
      reportOpenings(combined, report, (opening, urn) => {
        const others = [
          ...new Set(
            opening.rules.filter((rule) => rule.urn !== urn).map((rule) => `'${rule.resourceName}'`),
          ),
        ];
        return ` (with ${listed(others)} on the same group or network)`;
      });
    }
  },
};

const AWS_ACL_OPEN_PORTS: StackValidationPolicy = {
  name: 'aws-network-acl-no-world-open-admin-ports',
  description:
    'Network ACLs should not allow SSH, RDP or database ports inbound from the internet. Advisory: the security ' +
    'groups behind the ACL still decide what reaches an instance.',
  enforcementLevel: 'advisory',
  severity: 'medium',
  url: 'https://docs.aws.amazon.com/securityhub/latest/userguide/ec2-controls.html#ec2-21',
  validateStack: (args, report) => {
    for (const rules of ruleSets(stackResources(args), ACL_SETS)) {
      reportOpenings(openings(rules), report, (opening, urn) => {
        const others = [
          ...new Set(
            opening.rules.filter((rule) => rule.urn !== urn).map((rule) => `'${rule.resourceName}'`),
          ),
        ];
        return others.length === 0 ? '' : ` (with ${listed(others)} of the same ACL)`;
      });
    }
  },
};

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

// ---- Providers ---------------------------------------------------------------------------------------------
// An explicit provider (`new aws.Provider(...)`, registered as `pulumi:providers:aws`) decides where every API
// call of the resources that use it goes and with whose rights. Its non-string inputs reach the engine as
// JSON text (`"true"`, `"[{...}]"`), so they are parsed before they are read.

const PROVIDER_TYPES = [
  'pulumi:providers:aws',
  'pulumi:providers:gcp',
  'pulumi:providers:google-native',
  'pulumi:providers:azure-native',
  'pulumi:providers:azure',
  'pulumi:providers:kubernetes',
];

/** A provider input as the program set it: JSON text parsed, other strings as they are. */
function providerInput(props: Props, key: string): unknown {
  const value = props[key];
  if (typeof value !== 'string' || !/^\s*[[{]|^(true|false)$/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Host suffixes of each cloud's own API endpoints; an endpoint elsewhere is foreign. */
const OWN_HOSTS: Readonly<Record<string, readonly string[]>> = {
  aws: ['amazonaws.com', 'amazonaws.com.cn', 'api.aws', 'on.aws'],
  gcp: ['googleapis.com'],
  azure: [
    'azure.com',
    'azure.us',
    'azure.cn',
    'chinacloudapi.cn',
    'usgovcloudapi.net',
    'windows.net',
    'microsoft.com',
    'microsoftonline.com',
  ],
};

/** `undefined` for a URL on one of the cloud's own hosts; else what to call it in a message. */
function foreignUrl(value: unknown, cloud: string): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let host: string;
  try {
    host = new URL(value.includes('://') ? value : `https://${value}`).hostname.toLowerCase();
  } catch {
    return `'${value}'`;
  }
  const own = OWN_HOSTS[cloud] ?? [];
  return own.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))
    ? undefined
    : `'${value}' (host ${host})`;
}

function providerName(args: ResourceValidationArgs): string {
  return `provider '${args.name}'`;
}

/** Inputs that send a provider's calls somewhere other than the cloud's own endpoints. */
function foreignEndpoints(props: Props, type: string): string[] {
  const found: string[] = [];
  if (type === 'pulumi:providers:aws') {
    for (const entry of list(providerInput(props, 'endpoints')).map(record)) {
      for (const [service, url] of Object.entries(entry)) {
        const foreign = foreignUrl(url, 'aws');
        if (foreign !== undefined)
          found.push(
            `endpoints.${service} sends the ${service} API calls, signed with the deploying credentials, to ${foreign}`,
          );
      }
    }
    for (const key of ['httpProxy', 'httpsProxy']) {
      if (typeof props[key] === 'string' && props[key] !== '')
        found.push(`${key} routes every API call through the proxy '${props[key]}'`);
    }
    if (
      typeof props['ec2MetadataServiceEndpoint'] === 'string' &&
      props['ec2MetadataServiceEndpoint'] !== ''
    ) {
      found.push(
        `ec2MetadataServiceEndpoint takes credentials from '${props['ec2MetadataServiceEndpoint']}' instead of the instance metadata service`,
      );
    }
    if (typeof props['customCaBundle'] === 'string' && props['customCaBundle'] !== '') {
      found.push(
        'customCaBundle trusts a certificate authority of its own, so whoever holds it can read and change the API calls',
      );
    }
  }
  if (type === 'pulumi:providers:gcp' || type === 'pulumi:providers:google-native') {
    for (const key of Object.keys(props).filter(
      (k) => k.endsWith('CustomEndpoint') || k === 'universeDomain',
    )) {
      const foreign = foreignUrl(props[key], 'gcp');
      if (foreign !== undefined)
        found.push(`${key} sends API calls, with the deploying credentials, to ${foreign}`);
    }
  }
  if (type === 'pulumi:providers:azure-native' || type === 'pulumi:providers:azure') {
    for (const key of ['metadataHost', 'oidcRequestUrl', 'msiEndpoint']) {
      const foreign = key === 'msiEndpoint' ? localOnly(props[key]) : foreignUrl(props[key], 'azure');
      if (foreign !== undefined) found.push(`${key} sends the sign-in (and its token) to ${foreign}`);
    }
  }
  return found;
}

/** The managed-identity endpoint lives on the machine itself (169.254.169.254 or localhost). */
function localOnly(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const host = /^[a-z]+:\/\/([^/:]+)/i.exec(value)?.[1] ?? value;
  return ['169.254.169.254', '127.0.0.1', 'localhost'].includes(host) ? undefined : `'${value}'`;
}

const PROVIDER_ENDPOINTS = resourceRule(
  {
    name: 'provider-no-foreign-endpoints',
    description:
      "Explicit providers must talk to the cloud's own endpoints: no custom endpoints, proxies, metadata or " +
      'sign-in hosts, or private certificate authorities that would hand the deploying credentials to another host.',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://www.pulumi.com/docs/iac/concepts/resources/providers/#explicit-provider-configuration',
  },
  ofTypes(PROVIDER_TYPES, (props, report, args) => {
    const found = foreignEndpoints(props, args.type);
    if (found.length > 0)
      report(
        `${providerName(args)}: ${found.join('; ')}. Remove these inputs: the default endpoints are the cloud's own.`,
      );
  }),
);

const PROVIDER_TLS = resourceRule(
  {
    name: 'provider-tls-verified',
    description:
      "Explicit providers must verify the API server's TLS certificate (no insecure / skip-TLS-verify).",
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://www.pulumi.com/registry/packages/aws/api-docs/provider/#insecure_nodejs',
  },
  ofTypes(PROVIDER_TYPES, (props, report, args) => {
    const insecure = providerInput(props, 'insecure');
    if (insecure === true || insecure === 'true') {
      report(
        `${providerName(args)} sets insecure: true, so it accepts any TLS certificate: anyone on the path can read the signed API calls. Remove it.`,
      );
    }
    const kubeconfig = props['kubeconfig'];
    if (
      typeof kubeconfig === 'string' &&
      /["']?insecure-skip-tls-verify["']?\s*:\s*["']?true/i.test(kubeconfig)
    ) {
      report(
        `${providerName(args)}'s kubeconfig sets insecure-skip-tls-verify: true, so it trusts any API server certificate; give the cluster's certificate-authority-data instead.`,
      );
    }
  }),
);

/** The account, project or tenant each role assumption or impersonation of a provider acts in. */
function assumedIdentities(
  props: Props,
  type: string,
): { readonly what: string; readonly account: string | undefined }[] {
  if (type === 'pulumi:providers:aws') {
    const roles = [
      ...list(providerInput(props, 'assumeRoles')),
      providerInput(props, 'assumeRole'),
      providerInput(props, 'assumeRoleWithWebIdentity'),
    ].filter(isRecord);
    return roles
      .map((role) => role['roleArn'])
      .filter((arn) => arn !== undefined && arn !== '')
      .map((arn) => ({
        what: `assumes the role ${String(arn)}`,
        account: /^arn:[a-z-]+:iam::(\d{12}):role\//.exec(String(arn))?.[1],
      }));
  }
  if (type === 'pulumi:providers:gcp') {
    const account = props['impersonateServiceAccount'];
    if (typeof account !== 'string' || account === '') return [];
    return [
      {
        what: `impersonates the service account ${account}`,
        account: /@([a-z0-9-]+)\.iam\.gserviceaccount\.com$/.exec(account)?.[1],
      },
    ];
  }
  if (type === 'pulumi:providers:azure-native' || type === 'pulumi:providers:azure') {
    return strings(providerInput(props, 'auxiliaryTenantIds')).map((tenant) => ({
      what: `signs in to the auxiliary tenant ${tenant}`,
      account: tenant,
    }));
  }
  return [];
}

const PROVIDER_ACCOUNTS = resourceRule(
  {
    name: 'provider-no-cross-account-role',
    description:
      'Explicit providers must not assume a role, impersonate a service account or sign in to a tenant outside ' +
      'the accounts the policy configuration lists (allowedAccounts: AWS account ids, GCP project ids, Azure tenant ids).',
    enforcementLevel: 'mandatory',
    severity: 'critical',
    url: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/id_roles_common-scenarios_aws-accounts.html',
    configSchema: {
      properties: { allowedAccounts: { type: 'array', items: { type: 'string' }, default: [] } },
    },
  },
  ofTypes(PROVIDER_TYPES, (props, report, args) => {
    const allowed = new Set(strings(args.getConfig<{ allowedAccounts?: unknown }>().allowedAccounts));
    for (const { what, account } of assumedIdentities(props, args.type)) {
      if (account !== undefined && allowed.has(account)) continue;
      const where =
        account === undefined
          ? 'an account that cannot be read from it (a computed or malformed name)'
          : `account ${account}, which the policy configuration does not list`;
      report(
        `${providerName(args)} ${what}, in ${where}: every resource it manages would be created there with that identity's rights. ` +
          "If the account is yours, add it to this policy's allowedAccounts setting.",
      );
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
  openedPorts,
  description:
    'High-value security rules for the providers pulumi-gen bundles: nothing public that should not be, ' +
    'admin ports closed to the internet, databases encrypted, logging where the provider supports it, and ' +
    'explicit providers that talk only to their cloud, over verified TLS, in the accounts configured.',
  policies: [
    AWS_S3_PUBLIC_ACL,
    AWS_S3_PUBLIC_ACCESS_BLOCK,
    AWS_OPEN_PORTS,
    AWS_RDS_ENCRYPTED,
    DATABASE_NOT_PUBLIC,
    AWS_VOLUME_ENCRYPTED,
    AWS_LB_ACCESS_LOGS,
    AWS_S3_ACCESS_LOGGING,
    AWS_ACL_OPEN_PORTS,
    AZURE_PUBLIC_BLOBS,
    AZURE_OPEN_PORTS,
    AZURE_DB_FIREWALL,
    GCP_PUBLIC_BUCKETS,
    GCP_OPEN_PORTS,
    GCP_SQL_PUBLIC,
    COMBINED_OPEN_PORTS,
    K8S_PRIVILEGED,
    K8S_LIMITS,
    PROVIDER_ENDPOINTS,
    PROVIDER_TLS,
    PROVIDER_ACCOUNTS,
  ],
};
