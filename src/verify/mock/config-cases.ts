import { ts } from 'ts-morph';
import type { ConfigCase, ProgramFiles } from '../types.js';

/** What a program reads from its stack configuration, found in its source without running it. */
export interface ConfigRead {
  /** The key as the program names it (`stage`, `aws:region`); a namespaced `Config('ns')` gives `ns:key`. */
  readonly key: string;
  readonly kind: 'string' | 'number' | 'boolean' | 'object';
  readonly secret: boolean;
  readonly required: boolean;
  /** Literals the program compares the value with (`=== 'PROD'`, `case 'CODE':`): the branches to run. */
  readonly literals: readonly string[];
}

const GETTER = /^(get|require)(Secret)?(Number|Boolean|Object)?$/;

/** The `pulumi.Config` receivers: `new pulumi.Config()` / `new Config('ns')` bound to a name. */
function configBindings(source: ts.SourceFile): Map<string, string | undefined> {
  const bindings = new Map<string, string | undefined>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer !== undefined &&
      ts.isNewExpression(node.initializer) &&
      /(^|\.)Config$/.test(node.initializer.expression.getText(source))
    ) {
      const first = node.initializer.arguments?.[0];
      bindings.set(
        node.name.text,
        first !== undefined && ts.isStringLiteralLike(first) ? first.text : undefined,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return bindings;
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  if (node.kind === ts.SyntaxKind.FalseKeyword) return 'false';
  return undefined;
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** Literals compared with an expression: `x === 'A'`, `'A' !== x`, `switch (x) { case 'A': }`. */
function comparedLiterals(source: ts.SourceFile, matches: (node: ts.Node) => boolean): string[] {
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      const [left, right] = [node.left, node.right];
      const literal = matches(left) ? literalText(right) : matches(right) ? literalText(left) : undefined;
      if (literal !== undefined) found.add(literal);
    }
    if (ts.isSwitchStatement(node) && matches(node.expression)) {
      for (const clause of node.caseBlock.clauses) {
        const literal = ts.isCaseClause(clause) ? literalText(clause.expression) : undefined;
        if (literal !== undefined) found.add(literal);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

function unwrap(node: ts.Node): ts.Node {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isAsExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** Every config read of one file, with the literals each value (or the variable holding it) is compared with. */
function readsOf(text: string): ConfigRead[] {
  const source = ts.createSourceFile('index.ts', text, ts.ScriptTarget.Latest, true);
  const bindings = configBindings(source);
  const reads: ConfigRead[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      bindings.has(node.expression.expression.text)
    ) {
      const method = GETTER.exec(node.expression.name.text);
      const keyNode = node.arguments[0];
      if (method !== null && keyNode !== undefined && ts.isStringLiteralLike(keyNode)) {
        const namespace = bindings.get(node.expression.expression.text);
        const call = node;
        // The value is compared where it is read, or through the `const` it is stored in.
        const holder =
          ts.isVariableDeclaration(call.parent) && ts.isIdentifier(call.parent.name)
            ? call.parent.name.text
            : undefined;
        const literals = comparedLiterals(source, (candidate) => {
          const inner = unwrap(candidate);
          return inner === call || (holder !== undefined && ts.isIdentifier(inner) && inner.text === holder);
        });
        reads.push({
          key: namespace === undefined ? keyNode.text : `${namespace}:${keyNode.text}`,
          kind:
            method[3] === 'Number'
              ? 'number'
              : method[3] === 'Boolean'
                ? 'boolean'
                : method[3] === 'Object'
                  ? 'object'
                  : 'string',
          secret: method[2] !== undefined,
          required: method[1] === 'require',
          literals,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

/** The config reads of a program, one per key (a key read twice is required and secret if either read is). */
export function findConfigReads(program: ProgramFiles): ConfigRead[] {
  const byKey = new Map<string, ConfigRead>();
  for (const [path, text] of program) {
    if (!path.endsWith('.ts')) continue;
    for (const read of readsOf(text)) {
      const seen = byKey.get(read.key);
      byKey.set(
        read.key,
        seen === undefined
          ? read
          : {
              ...seen,
              secret: seen.secret || read.secret,
              required: seen.required || read.required,
              literals: [...new Set([...seen.literals, ...read.literals])],
            },
      );
    }
  }
  return [...byKey.values()];
}

/** A value of the right type that no real deployment would use, so it is visibly a placeholder. */
function placeholder(read: ConfigRead): string {
  switch (read.kind) {
    case 'number':
      return '1';
    case 'boolean':
      return 'true';
    case 'object':
      return '{}';
    case 'string':
      return read.secret ? 'placeholder-secret-value' : `placeholder-${read.key.replace(/[^\w-]/g, '-')}`;
  }
}

export const MAX_CONFIG_CASES = 6;

/**
 * The configurations the mock run executes the program under, so resources behind a branch are recorded
 * too: first what a user gets from the required keys alone (placeholders; optional keys unset, so their
 * defaults apply), then every optional key set, then one case per literal a key is compared with. Values
 * the request's own config gives (`--config`) always win. Capped at {@link MAX_CONFIG_CASES}; the cut is
 * reported by the caller from `omitted`.
 */
export function configCases(
  reads: readonly ConfigRead[],
  given: Readonly<Record<string, string>>,
): { readonly cases: readonly ConfigCase[]; readonly omitted: number } {
  const secretKeys = reads.filter((r) => r.secret).map((r) => r.key);
  const withSecrets = (name: string, config: Record<string, string>): ConfigCase => {
    const secrets = secretKeys.filter((key) => key in config);
    return { name, config, ...(secrets.length > 0 ? { secretKeys: secrets } : {}) };
  };
  const base: Record<string, string> = {};
  for (const read of reads)
    if (read.required && read.literals.length === 0) base[read.key] = placeholder(read);
  for (const read of reads)
    if (read.required && read.literals[0] !== undefined) base[read.key] = read.literals[0];
  Object.assign(base, given);
  const cases: ConfigCase[] = [withSecrets('default', base)];
  const optional = reads.filter((r) => !r.required && !(r.key in given));
  if (optional.length > 0) {
    const all = { ...base };
    for (const read of optional) all[read.key] = read.literals[0] ?? placeholder(read);
    cases.push(withSecrets('every optional key set', all));
  }
  for (const read of reads) {
    if (read.key in given) continue;
    for (const literal of read.literals) {
      if (cases.some((c) => c.config[read.key] === literal)) continue;
      cases.push(withSecrets(`${read.key}=${literal}`, { ...base, [read.key]: literal }));
    }
  }
  return { cases: cases.slice(0, MAX_CONFIG_CASES), omitted: Math.max(0, cases.length - MAX_CONFIG_CASES) };
}
