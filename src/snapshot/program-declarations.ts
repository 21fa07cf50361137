import { ts } from 'ts-morph';
import { calleeName, importPrefixes, member, snapshotSchema } from './input-usage.js';
import type { Snapshot, SnapshotRecord } from './types.js';

/**
 * What one Pulumi TypeScript program declares and how it wires it, read with the TypeScript parser and the
 * import and callee reading of `input-usage.ts` (one reading of programs): every
 * `new <pkg>.<module>.<Resource>(name, args, opts)` and every lookup call (`aws.ec2.getVpc(…)`,
 * `getVpcOutput(…)`) whose name the snapshot knows, whatever alias the package was imported under, with the
 * inputs that read another declaration (`role: role.arn`, `vpcConfig: { subnetIds: [a.id, b.id] }`,
 * `policy: pulumi.interpolate\`…${bucket.arn}…\``) and the resource options that name one (`parent`,
 * `dependsOn`, `provider`). The snapshot builder counts these over many programs (`program-knowledge.ts`).
 */

/** An input (or option) of a declaration that reads another declaration. */
export interface WiredReference {
  /**
   * The input as a dotted path of the args object's keys (`role`, `vpcConfig.subnetIds`; list levels not
   * written), or a resource option as `@parent`, `@dependsOn`, `@provider`.
   */
  readonly path: string;
  /** The index of the declaration read, in {@link ProgramDeclaration} order. */
  readonly declaration: number;
  /** The output read (`arn`, `id`); '' when the whole resource is passed. */
  readonly output: string;
}

export interface ProgramDeclaration {
  readonly token: string;
  readonly kind: SnapshotRecord['kind'];
  readonly wired: readonly WiredReference[];
}

/** What reading a program needs: the record of a name, and the name root of a package. */
export interface DeclarationSchema {
  /** The record of a TS name (`aws.ec2.Instance`, `aws.ec2.getVpc`), undefined when the snapshot lacks it. */
  readonly record: (tsName: string) => SnapshotRecord | undefined;
  /** The snapshot name root of an npm package (`@pulumi/azure-native` → `azure_native`). */
  readonly rootOf: (pkg: string) => string | undefined;
}

/** How deep the args object is followed for paths: `spec.template.spec.containers.image` is five. */
const MAX_PATH_DEPTH = 6;
const OPTIONS = new Set(['parent', 'dependsOn', 'provider', 'providers']);

/** The record a `new` or a call declares: a resource, or a lookup (`getVpcOutput` is `getVpc`). */
function declared(
  node: ts.Node,
  prefixes: ReadonlyMap<string, string>,
  schema: DeclarationSchema,
): { record: SnapshotRecord; call: ts.NewExpression | ts.CallExpression } | undefined {
  if (ts.isNewExpression(node)) {
    const name = calleeName(node.expression, prefixes);
    const record = name === undefined ? undefined : schema.record(name);
    return record?.kind === 'resource' ? { record, call: node } : undefined;
  }
  if (ts.isCallExpression(node)) {
    const name = calleeName(node.expression, prefixes)?.replace(/Output$/, '');
    const record = name === undefined ? undefined : schema.record(name);
    return record?.kind === 'function' ? { record, call: node } : undefined;
  }
  return undefined;
}

/** The name a declaration is bound to: `const x = new …`, `this.x = new …`, `x = new …` (also through `await`). */
function boundName(node: ts.Node): string | undefined {
  let at = node;
  while (
    ts.isAwaitExpression(at.parent) ||
    ts.isParenthesizedExpression(at.parent) ||
    ts.isAsExpression(at.parent)
  )
    at = at.parent;
  const parent = at.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyDeclaration(parent) && ts.isIdentifier(parent.name)) return `this.${parent.name.text}`;
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    return parent.left.getText().replace(/\s+/g, '');
  }
  return undefined;
}

/**
 * The variable whose initializer makes declarations inside a callback or a loop body
 * (`const subnets = zones.map(z => new aws.ec2.Subnet(…))`): it stands for them, as a list.
 */
function enclosingVariable(node: ts.Node): string | undefined {
  for (let at = node.parent; at !== undefined && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) return at.name.text;
    if (ts.isBlock(at) && !ts.isArrowFunction(at.parent) && !ts.isFunctionExpression(at.parent))
      return undefined;
  }
  return undefined;
}

/** What {@link reads} looks for: the names bound to declarations, and the declarations written inline. */
interface Bound {
  readonly names: ReadonlyMap<string, number>;
  readonly inline: ReadonlyMap<ts.Node, number>;
}

/**
 * Every declaration a value reads: `<name>.<output>`, a bare `<name>`, `<list>[0].<output>`, or a declaration
 * written inline (`role: new aws.iam.Role(…)`). Object keys and the names after a dot are not reads.
 */
function reads(node: ts.Node, bound: Bound): { declaration: number; output: string }[] {
  const found: { declaration: number; output: string }[] = [];
  const match = (at: ts.Node): boolean => {
    const base = at
      .getText()
      .replace(/\s+/g, '')
      .replace(/\[[^\]]*\]/g, '');
    for (const [name, index] of bound.names) {
      if (base === name || base.startsWith(`${name}.`)) {
        found.push({
          declaration: index,
          output: base === name ? '' : (base.slice(name.length + 1).split('.')[0] ?? ''),
        });
        return true;
      }
    }
    return false;
  };
  const visit = (at: ts.Node): void => {
    const inline = bound.inline.get(at);
    if (inline !== undefined) {
      found.push({ declaration: inline, output: '' });
      return;
    }
    if (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) {
      if (match(at)) return;
      visit(at.expression);
      if (ts.isElementAccessExpression(at)) visit(at.argumentExpression);
      return;
    }
    if (ts.isIdentifier(at)) {
      match(at);
      return;
    }
    if (ts.isPropertyAssignment(at)) {
      visit(at.initializer);
      return;
    }
    ts.forEachChild(at, visit);
  };
  visit(node);
  return found;
}

/** The wired inputs of an args object: each key's value, nested object literals (and lists of them) followed. */
function wiredArgs(
  literal: ts.ObjectLiteralExpression,
  parent: string,
  bound: Bound,
  out: WiredReference[],
): void {
  for (const property of literal.properties) {
    const plain = member(property);
    if (plain === undefined) continue;
    const { name: key, value } = plain;
    const path = parent === '' ? key : `${parent}.${key}`;
    const elements = ts.isArrayLiteralExpression(value) ? [...value.elements] : [value];
    for (const element of elements) {
      if (ts.isObjectLiteralExpression(element) && path.split('.').length < MAX_PATH_DEPTH) {
        wiredArgs(element, path, bound, out);
      } else {
        for (const read of reads(element, bound)) out.push({ path, ...read });
      }
    }
  }
}

function wiredOptions(literal: ts.ObjectLiteralExpression, bound: Bound): WiredReference[] {
  const out: WiredReference[] = [];
  for (const property of literal.properties) {
    const plain = member(property);
    if (plain === undefined || !OPTIONS.has(plain.name)) continue;
    for (const read of reads(plain.value, bound))
      out.push({ path: `@${plain.name}`, declaration: read.declaration, output: '' });
  }
  return out;
}

/** The declarations of one program file (its text), in source order. Never throws on odd code. */
export function programDeclarations(code: string, schema: DeclarationSchema): ProgramDeclaration[] {
  const source = ts.createSourceFile('program.ts', code, ts.ScriptTarget.Latest, true);
  const prefixes = importPrefixes(source, schema.rootOf);
  if (prefixes.size === 0) return [];
  const found: { record: SnapshotRecord; call: ts.NewExpression | ts.CallExpression }[] = [];
  const names = new Map<string, number>();
  const inline = new Map<ts.Node, number>();
  const visit = (node: ts.Node): void => {
    const hit = declared(node, prefixes, schema);
    if (hit !== undefined) {
      const name = boundName(hit.call) ?? enclosingVariable(hit.call);
      if (name !== undefined && !names.has(name)) names.set(name, found.length);
      inline.set(hit.call, found.length);
      found.push(hit);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map(({ record, call }, index) => {
    const wired: WiredReference[] = [];
    const bound: Bound = {
      names: new Map([...names].filter(([, i]) => i !== index)),
      inline: new Map([...inline].filter(([, i]) => i !== index)),
    };
    const lookup = record.kind === 'function';
    const args = call.arguments?.[lookup ? 0 : 1];
    const options = call.arguments?.[lookup ? 1 : 2];
    if (args !== undefined && ts.isObjectLiteralExpression(args)) wiredArgs(args, '', bound, wired);
    if (options !== undefined && ts.isObjectLiteralExpression(options))
      wired.push(...wiredOptions(options, bound));
    return { token: record.token, kind: record.kind, wired };
  });
}

/** What a snapshot gives reading programs: its records of either kind, and its providers' package roots. */
export function declarationSchema(snapshot: Snapshot): DeclarationSchema {
  const { rootOf } = snapshotSchema(snapshot);
  return { record: (tsName) => snapshot.get(tsName), rootOf };
}
