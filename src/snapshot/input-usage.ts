import { ts } from 'ts-morph';
import { memoByObject } from '../shared/memo.js';
import { importAlias, recordName } from './record-facts.js';
import type { InputProperty, NestedType, Snapshot, SnapshotRecord } from './types.js';

/**
 * Which inputs programs set, counted from programs parsed with the TypeScript parser: how many declarations
 * of each resource there are and how many of them set each input (nested inputs as dotted paths, list levels
 * not written: `ingress.fromPort`, the plan's convention). The prompt ranks a schema's inputs by it, so a cut
 * drops what programs rarely set, not what sorts late.
 *
 * The API, smallest first:
 *   - {@link declarationsIn}: the resources one program declares, with the input paths each sets and the
 *     other declarations each input reads (`role: role.arn` → variable `role`, output `arn`);
 *   - {@link countInputUsage}: those counted over many programs, by snapshot token;
 *   - {@link inputUsageOf}: a snapshot's counts from its records' own doc examples, computed on first
 *     use of a token and remembered per snapshot (a prompt asks for a few dozen records; counting every
 *     example of a large provider up front would take seconds).
 */

/** One program to count: its TypeScript text. */
export interface UsageProgram {
  readonly code: string;
}

/** An input a declaration sets from another declaration's output: `role: role.arn`. */
export interface WiredInput {
  /** The dotted input path (`role`, `vpcConfig.subnetIds`). */
  readonly path: string;
  /** The variable of the declaration read. */
  readonly variable: string;
  /** The output read (`arn`, `id`); '' when the whole resource is passed. */
  readonly output: string;
}

/** One `new <provider>.<module>.<Resource>(name, args)` of a program. */
export interface DeclaredResource {
  /** The name as the snapshot writes it, whatever alias the program imported the package under. */
  readonly tsName: string;
  /** The variable it is assigned to (`const role = new aws.iam.Role(…)`), when it is. */
  readonly variable?: string;
  /**
   * The input paths its args object sets, each with every prefix (`rootBlockDevice`,
   * `rootBlockDevice.volumeSize`); a nested object's keys are paths only where the schema says the input
   * is a nested type (a map such as `tags` keeps its keys out).
   */
  readonly inputs: readonly string[];
  readonly wired: readonly WiredInput[];
  /** The string literals its args set, by path (`hashKey` "UserId", `attributes.name` "UserId"). */
  readonly literals: readonly SetLiteral[];
}

/** A string literal an args object sets at a path. */
export interface SetLiteral {
  readonly path: string;
  readonly value: string;
}

/** How programs use one resource. */
export interface ResourceUsage {
  /** Declarations counted. */
  readonly declarations: number;
  /** Dotted input path → declarations that set it. */
  readonly inputs: ReadonlyMap<string, number>;
}

/** The counts of a set of programs, by snapshot token. */
export interface InputUsage {
  /** Undefined when no counted program declares the resource. */
  of(token: string): ResourceUsage | undefined;
}

/** How deep nested inputs are followed: `spec.template.spec.containers.image` is five. */
const MAX_PATH_DEPTH = 6;

/** The package a module specifier belongs to: `@pulumi/aws/s3` → `@pulumi/aws`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Local name → the snapshot name prefix it stands for (`k8s` → `kubernetes`, `s3` → `aws.s3`). Shared with
 * `program-declarations.ts`, which reads the same programs for what they declare together.
 */
export function importPrefixes(
  source: ts.SourceFile,
  rootOf: (pkg: string) => string | undefined,
): Map<string, string> {
  const prefixes = new Map<string, string>();
  const prefixOf = (specifier: string): string | undefined => {
    const root = rootOf(packageOf(specifier));
    if (root === undefined) return undefined;
    const rest = specifier.slice(packageOf(specifier).length).split('/').filter(Boolean);
    return [root, ...rest].join('.');
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const prefix = prefixOf(statement.moduleSpecifier.text);
      const bindings = statement.importClause?.namedBindings;
      if (prefix === undefined || bindings === undefined) continue;
      if (ts.isNamespaceImport(bindings)) prefixes.set(bindings.name.text, prefix);
      else
        for (const element of bindings.elements) {
          prefixes.set(
            element.name.text,
            `${prefix}.${(element.propertyName ?? element.name).getText(source)}`,
          );
        }
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      const prefix = prefixOf(statement.moduleReference.expression.text);
      if (prefix !== undefined) prefixes.set(statement.name.text, prefix);
    }
  }
  return prefixes;
}

/** `aws.ec2.Instance` for a callee `aws.ec2.Instance` (or `ec2.Instance`, `Instance` as imported). */
export function calleeName(
  expression: ts.Expression,
  prefixes: ReadonlyMap<string, string>,
): string | undefined {
  const parts: string[] = [];
  let node: ts.Expression = expression;
  while (ts.isPropertyAccessExpression(node)) {
    parts.unshift(node.name.text);
    node = node.expression;
  }
  if (!ts.isIdentifier(node)) return undefined;
  const prefix = prefixes.get(node.text);
  return prefix === undefined ? undefined : [prefix, ...parts].join('.');
}

/** The name and value of an object literal member, when it is a plain one (`a: 1`, `"a": 1`, `a`). */
export function member(
  property: ts.ObjectLiteralElementLike,
): { name: string; value: ts.Expression } | undefined {
  if (ts.isShorthandPropertyAssignment(property)) return { name: property.name.text, value: property.name };
  if (!ts.isPropertyAssignment(property)) return undefined;
  const name = property.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name)
    ? { name: name.text, value: property.initializer }
    : undefined;
}

/** `role.arn` → {variable: role, output: arn}; `role` → {variable: role, output: ''}; else undefined. */
function readDeclaration(
  value: ts.Expression,
  variables: ReadonlySet<string>,
): { variable: string; output: string } | undefined {
  if (ts.isIdentifier(value) && variables.has(value.text)) return { variable: value.text, output: '' };
  if (ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression)) {
    if (variables.has(value.expression.text))
      return { variable: value.expression.text, output: value.name.text };
  }
  return undefined;
}

/** What an args walk needs: the schema (which inputs are nested types) and the program's resource variables. */
interface ArgsWalk {
  readonly fieldsOf: (input: InputProperty) => readonly InputProperty[] | undefined;
  readonly variables: ReadonlySet<string>;
  readonly inputs: Set<string>;
  readonly wired: WiredInput[];
  readonly literals: SetLiteral[];
}

/** Records every path an args object sets, descending into nested types (and lists of them) the schema has. */
function walkArgs(
  literal: ts.ObjectLiteralExpression,
  fields: readonly InputProperty[],
  parent: string,
  walk: ArgsWalk,
): void {
  for (const property of literal.properties) {
    const { name, value } = member(property) ?? {};
    const field = fields.find((f) => f.name === name);
    if (name === undefined || value === undefined || field === undefined) continue;
    const path = parent === '' ? name : `${parent}.${name}`;
    walk.inputs.add(path);
    const read = readDeclaration(value, walk.variables);
    if (read !== undefined) walk.wired.push({ path, ...read });
    if (ts.isStringLiteralLike(value)) walk.literals.push({ path, value: value.text });
    const nested = walk.fieldsOf(field);
    if (nested === undefined || path.split('.').length >= MAX_PATH_DEPTH) continue;
    const objects = ts.isArrayLiteralExpression(value) ? [...value.elements] : [value];
    for (const element of objects) {
      if (ts.isObjectLiteralExpression(element)) walkArgs(element, nested, path, walk);
    }
  }
}

/** What counting reads from a snapshot: the records by name and the fields of nested input types. */
export interface UsageSchema {
  /** The record of a TS name (`aws.ec2.Instance`), undefined for a name the snapshot lacks. */
  readonly record: (tsName: string) => SnapshotRecord | undefined;
  /** The fields of an input's nested input type, undefined when it is not one (a string, a map). */
  readonly fieldsOf: (provider: string, input: InputProperty) => readonly InputProperty[] | undefined;
  /** The snapshot name root of an npm package (`@pulumi/azure-native` → `azure_native`). */
  readonly rootOf: (pkg: string) => string | undefined;
}

/** The schema a snapshot gives. */
export function snapshotSchema(snapshot: Snapshot): UsageSchema {
  const roots = new Map(
    Object.entries(snapshot.manifest.providers).map(([provider, entry]) => [
      entry.package,
      importAlias(provider),
    ]),
  );
  return {
    record: (tsName) => {
      const record = snapshot.get(tsName);
      return record?.kind === 'resource' ? record : undefined;
    },
    fieldsOf: (provider, input) => {
      for (const ref of input.typeRefs ?? []) {
        if (!ref.startsWith('inputs.')) continue;
        const nested = snapshot.nestedType(provider, ref);
        if (nested !== undefined && nested.fields.length > 0) return nested.fields;
      }
      return undefined;
    },
    rootOf: (pkg) => roots.get(pkg),
  };
}

/**
 * The schema a builder's records and nested types give, before a snapshot exists: the snapshot builder
 * counts usage with it. `packages` maps a provider to its npm package (default `@pulumi/<provider>`).
 */
export function recordsSchema(
  records: readonly SnapshotRecord[],
  types: readonly NestedType[],
  packages: Readonly<Record<string, string>> = {},
): UsageSchema {
  const byName = new Map(records.filter((r) => r.kind === 'resource').map((r) => [r.tsName, r]));
  const nested = new Map(types.map((type) => [`${type.provider}\0${type.name}`, type]));
  const roots = new Map<string, string>();
  for (const record of records) {
    roots.set(packages[record.provider] ?? `@pulumi/${record.provider}`, importAlias(record.provider));
  }
  return {
    record: (tsName) => byName.get(tsName),
    fieldsOf: (provider, input) => {
      for (const ref of input.typeRefs ?? []) {
        const type = ref.startsWith('inputs.') ? nested.get(`${provider}\0${ref}`) : undefined;
        if (type !== undefined && type.fields.length > 0) return type.fields;
      }
      return undefined;
    },
    rootOf: (pkg) => roots.get(pkg),
  };
}

/** The snapshot resources a program declares with `new`, each with the inputs it sets. Never throws. */
export function declarationsIn(code: string, schema: UsageSchema): DeclaredResource[] {
  const source = ts.createSourceFile('program.ts', code, ts.ScriptTarget.Latest, true);
  const prefixes = importPrefixes(source, schema.rootOf);
  if (prefixes.size === 0) return [];
  const found: { node: ts.NewExpression; record: SnapshotRecord; variable?: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node)) {
      const name = calleeName(node.expression, prefixes);
      const record = name === undefined ? undefined : schema.record(name);
      if (record !== undefined) {
        const parent = node.parent;
        const variable =
          ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : undefined;
        found.push({ node, record, ...(variable === undefined ? {} : { variable }) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const variables = new Set(found.flatMap((f) => (f.variable === undefined ? [] : [f.variable])));
  return found.map(({ node, record, variable }) => {
    const walk: ArgsWalk = {
      fieldsOf: (input) => schema.fieldsOf(record.provider, input),
      variables,
      inputs: new Set(),
      wired: [],
      literals: [],
    };
    const args = node.arguments?.[1];
    if (args !== undefined && ts.isObjectLiteralExpression(args)) walkArgs(args, record.inputs, '', walk);
    return {
      tsName: record.tsName,
      ...(variable === undefined ? {} : { variable }),
      inputs: [...walk.inputs],
      wired: walk.wired,
      literals: walk.literals,
    };
  });
}

/** A mutable tally of one resource. */
interface Tally {
  declarations: number;
  readonly inputs: Map<string, number>;
}

function addDeclaration(tallies: Map<string, Tally>, token: string, inputs: readonly string[]): void {
  let tally = tallies.get(token);
  if (tally === undefined) {
    tally = { declarations: 0, inputs: new Map() };
    tallies.set(token, tally);
  }
  tally.declarations += 1;
  for (const path of inputs) tally.inputs.set(path, (tally.inputs.get(path) ?? 0) + 1);
}

/** The input usage of a set of programs, by the snapshot token of each resource they declare. */
export function countInputUsage(
  programs: Iterable<UsageProgram>,
  schema: UsageSchema,
): Map<string, ResourceUsage> {
  const tallies = new Map<string, Tally>();
  for (const program of programs) {
    for (const declared of declarationsIn(program.code, schema)) {
      const record = schema.record(declared.tsName);
      if (record !== undefined) addDeclaration(tallies, record.token, declared.inputs);
    }
  }
  return tallies;
}

/**
 * A snapshot's input usage from its records' own doc examples. A token's count reads every example of its
 * provider that writes `.<Name>(` or `new <Name>(` (every example that declares it, as `new` is written), each
 * example parsed once per snapshot; the result equals {@link countInputUsage} over all of the provider's
 * examples.
 */
export const inputUsageOf: (snapshot: Snapshot) => InputUsage = memoByObject((snapshot: Snapshot) =>
  exampleUsage(snapshot),
);

function exampleUsage(snapshot: Snapshot): InputUsage {
  const declarationsOf = exampleDeclarations(snapshot);
  const counted = new Map<string, ResourceUsage | undefined>();
  return {
    of(token) {
      if (counted.has(token)) return counted.get(token);
      const tallies = new Map<string, Tally>();
      for (const declared of declarationsOf(token)) addDeclaration(tallies, token, declared.inputs);
      const usage = tallies.get(token);
      counted.set(token, usage);
      return usage;
    },
  };
}

/**
 * The declarations of a resource in its provider's doc examples: every example that writes `.<Name>(` or
 * `new <Name>(` parsed once per snapshot, and its declarations of that resource. None for a token that is
 * not a resource.
 */
export const exampleDeclarations: (snapshot: Snapshot) => (token: string) => readonly DeclaredResource[] =
  memoByObject((snapshot: Snapshot) => declarationsFinder(snapshot));

function declarationsFinder(snapshot: Snapshot): (token: string) => readonly DeclaredResource[] {
  const schema = snapshotSchema(snapshot);
  const parsed = new WeakMap<object, readonly DeclaredResource[]>();
  const declarationsOf = (example: UsageProgram): readonly DeclaredResource[] => {
    let declared = parsed.get(example);
    if (declared === undefined) {
      declared = declarationsIn(example.code, schema);
      parsed.set(example, declared);
    }
    return declared;
  };
  return (token) => {
    const record = snapshot.get(token);
    if (record === undefined || record.kind !== 'resource') return [];
    const name = recordName(record);
    const calls = [`.${name}(`, `new ${name}(`];
    return snapshot
      .list({ provider: record.provider })
      .flatMap((other) => other.examples)
      .filter((example) => calls.some((call) => example.code.includes(call)))
      .flatMap((example) => declarationsOf(example).filter((d) => d.tsName === record.tsName));
  };
}
