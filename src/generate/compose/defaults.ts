import { validValuesOf } from '../../snapshot/doc-text.js';
import { policyDocumentKind } from '../../snapshot/policy-kind.js';
import type { InputProperty, SnapshotRecord } from '../../snapshot/types.js';
import { code, type ArgValue } from './arg-value.js';
import { isArrayType, isBooleanType, isMapType, isNumberType, valueType } from './input-types.js';

/** What a default may draw on: the resource it is for, its variable and name, and shared program state. */
export interface DefaultContext {
  readonly record: SnapshotRecord;
  /** Kebab-case resource name (`web-server`). */
  readonly name: string;
  /** Index of this resource among those of its type (subnet CIDRs differ by it). */
  readonly index: number;
  /** The provider's import alias (`aws`, `azure_native`). */
  readonly alias: string;
  /** The module of the resource that uses this one (a role's service principal), when known. */
  readonly usedByModule?: string;
  /** Asks for a config key, returning the expression that reads it; the composer declares `config` once. */
  readonly configValue: (key: string, secret: boolean, fallback?: string) => string;
}

/**
 * Switches a safe program turns on even when the request does not say so (the baseline policies check
 * them): encrypted database storage and volumes, and all four protections of an S3 public access block.
 */
const SAFE_SWITCHES = [
  'storageEncrypted',
  'encrypted',
  'blockPublicAcls',
  'blockPublicPolicy',
  'ignorePublicAcls',
  'restrictPublicBuckets',
];

/**
 * Optional inputs written only where {@link knownValue} has a value for the resource: an AWS subnet's
 * availability zone, so that several subnets spread over zones as load balancers and EKS require.
 */
export const KNOWN_OPTIONAL: ReadonlySet<string> = new Set(['availabilityZone']);

/** Inputs that are optional in the schema but that a resource of this kind is not usable without. */
export const USUALLY_NEEDED: ReadonlySet<string> = new Set([
  'ami',
  'instanceType',
  'instanceClass',
  'allocatedStorage',
  'engine',
  'username',
  'password',
  'skipFinalSnapshot',
  'runtime',
  'handler',
  'code',
  'image',
  'cidrBlock',
  'hashKey',
  'attributes',
  'billingMode',
  'indexDocument',
  ...SAFE_SWITCHES,
]);

function camel(words: string): string {
  return words.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase());
}

/** A service principal for a role used by a resource of `module` (`lambda` → `lambda.amazonaws.com`). */
function servicePrincipal(module: string | undefined): string {
  const overrides: Readonly<Record<string, string>> = {
    ecs: 'ecs-tasks',
    sfn: 'states',
    cloudwatch: 'events',
  };
  const service = module === undefined ? 'lambda' : (overrides[module] ?? module);
  return `${service}.amazonaws.com`;
}

/** The newest Node.js runtime a valid-value list offers (else the first value). */
function preferredRuntime(values: readonly string[]): string | undefined {
  const node = values
    .filter((v) => /^nodejs\d+/.test(v))
    .sort((a, b) => Number(/\d+/.exec(b)?.[0]) - Number(/\d+/.exec(a)?.[0]));
  return node[0] ?? values.find((v) => /^python3/.test(v)) ?? values[0];
}

/** A value for a well-known input name, where a generic default would not deploy. */
export function knownValue(input: InputProperty, context: DefaultContext): ArgValue | undefined {
  const provider = context.record.provider;
  const table = provider === 'aws' && context.record.module === 'dynamodb';
  if (table && input.name === 'hashKey') return code(JSON.stringify('id'));
  if (table && input.name === 'attributes')
    return [{ name: code(JSON.stringify('id')), type: code(JSON.stringify('S')) }];
  if (table && input.name === 'billingMode') return code(JSON.stringify('PAY_PER_REQUEST'));
  if (['hashKey', 'attributes', 'billingMode'].includes(input.name) && !input.required) return undefined;
  if (SAFE_SWITCHES.includes(input.name) && isBooleanType(input)) return code('true');
  switch (input.name) {
    case 'cidrBlock':
      return code(
        JSON.stringify(/subnet/i.test(context.record.tsName) ? `10.0.${context.index}.0/24` : '10.0.0.0/16'),
      );
    case 'availabilityZone':
      return provider === 'aws' && context.record.tsName === `aws.ec2.Subnet`
        ? code(
            `${context.alias}.getAvailabilityZonesOutput({ state: "available" }).names[${context.index % 3}]`,
          )
        : undefined;
    case 'instanceType':
      return code(JSON.stringify('t3.micro'));
    case 'instanceClass':
      return code(JSON.stringify('db.t3.micro'));
    case 'allocatedStorage':
      return code('20');
    case 'length':
      // Random strings and passwords: a neutral `1` would make a one-character password.
      return provider === 'random' ? code('24') : undefined;
    case 'skipFinalSnapshot':
      return code('true');
    case 'enabled':
      // A resource the request asks for is meant to be on (a CloudFront distribution, a rule, a key).
      return isBooleanType(input) ? code('true') : undefined;
    case 'allowedMethods':
    case 'cachedMethods':
      return /HTTP methods/i.test(input.doc) ? [code('"GET"'), code('"HEAD"')] : undefined;
    case 'originId':
    case 'targetOriginId':
      // The cache behaviour names the origin by the id the origin declares: one value for both.
      return code(JSON.stringify(`${context.name}-origin`));
    case 'suffix':
      return /website/i.test(context.record.tsName) ? code('"index.html"') : undefined;
    case 'username':
      return code(JSON.stringify('dbadmin'));
    case 'handler':
      return code(JSON.stringify('index.handler'));
    case 'image':
      // A boot disk's image on Google Cloud: a public family, as `ami` is the latest Amazon Linux on AWS.
      return provider === 'gcp' && context.record.module === 'compute'
        ? code(JSON.stringify('debian-cloud/debian-12'))
        : undefined;
    case 'ami':
      return provider === 'aws'
        ? code(
            `${context.alias}.ec2.getAmiOutput({ mostRecent: true, owners: ["amazon"], filters: [{ name: "name", values: ["al2023-ami-*-x86_64"] }] }).id`,
          )
        : undefined;
    case 'assumeRolePolicy':
      return code(
        `JSON.stringify({ Version: "2012-10-17", Statement: [{ Action: "sts:AssumeRole", Effect: "Allow", Principal: { Service: ${JSON.stringify(servicePrincipal(context.usedByModule))} } }] })`,
      );
    default:
      break;
  }
  if (/password$/i.test(input.name))
    return code(context.configValue(camel(`${context.name} ${input.name}`), true));
  if (/Archive/.test(valueType(input))) {
    return code(
      'new pulumi.asset.AssetArchive({ "index.js": new pulumi.asset.StringAsset("exports.handler = async () => ({ statusCode: 200, body: \\"ok\\" });") })',
    );
  }
  if (input.name === 'runtime' && input.validValues !== undefined) {
    const runtime = preferredRuntime(input.validValues);
    return runtime === undefined ? undefined : code(JSON.stringify(runtime));
  }
  if (input.name === 'policy' && policyDocumentKind(context.record) === 'identity') {
    // An identity policy whose actions the request does not state grants reading only: a wildcard would
    // give a role full control of the service ("read-only access to IAM" became `iam:*`).
    const service = context.usedByModule ?? context.record.module;
    const actions = ['Get*', 'List*', 'Describe*'].map((verb) => `${service}:${verb}`);
    return code(
      `JSON.stringify({ Version: "2012-10-17", Statement: [{ Effect: "Allow", Action: ${JSON.stringify(actions)}, Resource: "*" }] })`,
    );
  }
  return undefined;
}

/** Backticked values in a doc sentence: "One of `allow-all`, `https-only`, or `redirect-to-https`". */
function listedValues(sentence: string): string[] {
  return [...sentence.matchAll(/`([^`\s]{1,60})`/g)].map((m) => m[1] ?? '').filter((v) => v !== '');
}

/** Lists the snapshot's own reading ({@link validValuesOf}) leaves alone: "One of `a`, `b`", "…: `a`, `b`", "(`a`, `b`)". */
const LOOSE_LISTS = [
  /\bone of\b[:\s]*([^.]*)/i,
  /:\s*(`[^`]+`(?:,?\s*(?:or\s+|and\s+)?`[^`]+`)+)/,
  /\((`[^`]+`(?:,\s*`[^`]+`)+)\)/,
];

/** A sentence that names properties, not values: "Exactly one of `a` or `b` must be set". */
const NAMES_PROPERTIES =
  /\b(?:exactly one|must be (?:specified|set|provided)|conflicts? with|specify this)\b/i;

/**
 * A value the input's doc gives where the schema has no list, as a default to write, not a rule to check:
 * the values the doc lists (read as the snapshot reads them, else the looser forms a default can afford,
 * unless the sentence names properties; an HTTPS one first, as the safer choice; a plain list in parentheses
 * after "one of"), else its example ("e.g., `lambda:InvokeFunction`") unless that is an account, an ARN or an
 * id only the user has.
 */
export function documentedValue(doc: string): string | undefined {
  const loose = (): string[] => {
    if (NAMES_PROPERTIES.test(doc)) return [];
    const match = LOOSE_LISTS.map((pattern) => pattern.exec(doc)).find((m) => m !== null);
    return match === undefined || match === null ? [] : listedValues(match[1] ?? '');
  };
  const values = validValuesOf(doc)?.values ?? loose();
  if (values.length >= 2) return values.find((v) => /https/i.test(v)) ?? values[0];
  // "one of the following well known protocol strings (tcp, udp, icmp, …)": a plain list in parentheses.
  const plain = /\bone of\b[^.(]*\(((?:[a-z][\w-]*,\s*){2,}[a-z][\w-]*)\)/i.exec(doc)?.[1];
  if (plain !== undefined) return plain.split(/,\s*/)[0];
  const example = /\be\.g\.,?\s*([^)]*)/i.exec(doc);
  const first = example === null ? undefined : listedValues(example[1] ?? '')[0];
  if (first === undefined || /^arn:|\d{6,}|^[a-z]+-[0-9a-f]{6,}$/i.test(first)) return undefined;
  return first;
}

/**
 * A value of an input's declared type when neither the request nor the wiring gives one: a well-known
 * value, the first valid value, a name, or a neutral scalar. Nested types are expanded by the caller.
 */
export function defaultValue(
  input: InputProperty,
  context: DefaultContext,
  nested: boolean,
): ArgValue | undefined {
  const known = knownValue(input, context);
  if (known !== undefined) return known;
  const valid = input.validValues?.[0];
  if (isArrayType(input)) return valid === undefined ? [] : [code(JSON.stringify(valid))];
  if (isMapType(input)) return {};
  if (isNumberType(input)) return code('1');
  if (isBooleanType(input)) return code('false');
  if (valid !== undefined) return code(JSON.stringify(valid));
  const literal = /^"([^"]*)"/.exec(valueType(input));
  if (literal !== null) return code(JSON.stringify(literal[1]));
  const documented = documentedValue(input.doc);
  if (documented !== undefined && /string/.test(valueType(input))) return code(JSON.stringify(documented));
  if (/string/.test(valueType(input))) {
    if (/name$/i.test(input.name)) return code(JSON.stringify(context.name));
    // A value only the user can choose (a domain, an endpoint, an account): a config key, not a made-up value.
    return code(
      nested
        ? JSON.stringify(`${context.name}-${input.name}`)
        : context.configValue(camel(`${context.name} ${input.name}`), false),
    );
  }
  return undefined;
}
