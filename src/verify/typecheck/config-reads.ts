import { ts } from 'ts-morph';
import type { ConfigRead, ValueShape } from '../types.js';

/**
 * What a program reads from its stack configuration, found by the type checker: every call that resolves to
 * a method of `@pulumi/pulumi`'s `Config`, however the `Config` is reached (`new pulumi.Config('aws')
 * .require('region')`, a binding, a helper's return value, a class field). For each key: its type and
 * shape (`getObject<string[]>` reads a list), whether it is secret or required, the literals the value is
 * compared with or looked up by (the branches to run), and the program's own fallback (`?? 't3.micro'`).
 */
export function configReadsOf(source: ts.SourceFile, checker: ts.TypeChecker): ConfigRead[] {
  const byKey = new Map<string, ConfigRead>();
  const visit = (node: ts.Node): void => {
    const read = ts.isCallExpression(node)
      ? readAt(node, source, checker)
      : ts.isPropertyAccessExpression(node)
        ? providerSettingAt(node, checker)
        : undefined;
    if (read !== undefined) byKey.set(read.key, merged(byKey.get(read.key), read));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...byKey.values()];
}

/** A provider package's own settings module: `@pulumi/aws/config/vars.d.ts`, `…/config/require.d.ts`. */
const PROVIDER_SETTINGS = /[/\\]node_modules[/\\]@pulumi[/\\]([^/\\]+)[/\\]config[/\\](vars|require)\.d\.ts$/;

/**
 * A provider setting the program reads through its package (`aws.config.region`, `aws.config.requireRegion()`):
 * the stack key `aws:region`, required when read through a `require…` function.
 */
function providerSettingAt(
  access: ts.PropertyAccessExpression,
  checker: ts.TypeChecker,
): ConfigRead | undefined {
  const declaration = checker.getSymbolAtLocation(access.name)?.declarations?.[0];
  const match =
    declaration === undefined ? null : PROVIDER_SETTINGS.exec(declaration.getSourceFile().fileName);
  if (match === null) return undefined;
  const name = access.name.text;
  const required = match[2] === 'require' && /^require[A-Z]/.test(name);
  const setting = required ? name.charAt(7).toLowerCase() + name.slice(8) : name;
  const type = checker.getTypeAtLocation(access);
  const kind =
    type.flags & ts.TypeFlags.BooleanLike
      ? 'boolean'
      : type.flags & ts.TypeFlags.NumberLike
        ? 'number'
        : 'string';
  return { key: `${match[1]}:${setting}`, kind, secret: false, required, literals: [] };
}

/** A key read twice is required and secret if either read is, with the literals of both. */
function merged(seen: ConfigRead | undefined, read: ConfigRead): ConfigRead {
  if (seen === undefined) return read;
  return {
    ...seen,
    secret: seen.secret || read.secret,
    required: seen.required || read.required,
    literals: [...new Set([...seen.literals, ...read.literals])],
    ...(seen.fallback === undefined && read.fallback !== undefined ? { fallback: read.fallback } : {}),
  };
}

const METHOD = /^(get|require)(Secret)?(Number|Boolean|Object)?$/;

/** The `Config` method a call resolves to (`requireSecretNumber`), when it is one. */
function configMethod(call: ts.CallExpression, checker: ts.TypeChecker): string | undefined {
  if (!ts.isPropertyAccessExpression(call.expression)) return undefined;
  const declaration = checker.getResolvedSignature(call)?.getDeclaration();
  const owner = declaration?.parent;
  if (owner === undefined || !ts.isClassDeclaration(owner) || owner.name?.text !== 'Config') return undefined;
  if (!/[/\\]@pulumi[/\\]pulumi[/\\]/.test(owner.getSourceFile().fileName)) return undefined;
  const name = call.expression.name.text;
  return METHOD.test(name) ? name : undefined;
}

function readAt(
  call: ts.CallExpression,
  source: ts.SourceFile,
  checker: ts.TypeChecker,
): ConfigRead | undefined {
  const method = configMethod(call, checker);
  const keyNode = call.arguments[0];
  if (method === undefined || keyNode === undefined) return undefined;
  const key = constantString(keyNode, checker);
  if (key === undefined) return undefined;
  const [, verb, secret, kind] = METHOD.exec(method) ?? [];
  const namespace = configNamespace((call.expression as ts.PropertyAccessExpression).expression, checker);
  const fallback = fallbackOf(call);
  const allowed = allowedValues(call.arguments[1], checker);
  const readKind =
    kind === 'Number' ? 'number' : kind === 'Boolean' ? 'boolean' : kind === 'Object' ? 'object' : 'string';
  const shape = readKind === 'object' ? shapeOf(checker.getTypeAtLocation(call), checker, 0) : undefined;
  return {
    key: namespace === undefined ? key : `${namespace}:${key}`,
    kind: readKind,
    secret: secret !== undefined,
    required: verb === 'require',
    literals: [...new Set([...allowed, ...comparedLiterals(call, source, checker)])],
    ...(fallback !== undefined ? { fallback } : {}),
    ...(shape !== undefined ? { shape } : {}),
  };
}

/** A string the checker knows at compile time: a literal, or a `const` of a literal type. */
function constantString(node: ts.Expression, checker: ts.TypeChecker): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  const type = checker.getTypeAtLocation(node);
  return type.isStringLiteral() ? type.value : undefined;
}

/** `new Config('aws')` behind the receiver, followed through `const` bindings; `undefined`: the project's. */
function configNamespace(receiver: ts.Expression, checker: ts.TypeChecker, depth = 0): string | undefined {
  const inner = unwrap(receiver);
  if (ts.isNewExpression(inner)) {
    const first = inner.arguments?.[0];
    return first === undefined ? undefined : constantString(first, checker);
  }
  if (ts.isIdentifier(inner) && depth < 4) {
    const declaration = checker.getSymbolAtLocation(inner)?.valueDeclaration;
    if (declaration !== undefined && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return configNamespace(declaration.initializer, checker, depth + 1);
    }
  }
  return undefined;
}

function unwrap(node: ts.Expression): ts.Expression {
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

/** The expression that stands for the read's value: the call, or `call ?? fallback` / `call || fallback`. */
function valueExpression(call: ts.CallExpression): ts.Expression {
  let current: ts.Expression = call;
  for (;;) {
    const parent = current.parent;
    if (ts.isParenthesizedExpression(parent) || ts.isNonNullExpression(parent) || ts.isAsExpression(parent)) {
      current = parent;
    } else if (
      ts.isBinaryExpression(parent) &&
      parent.left === current &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(parent.operatorToken.kind)
    ) {
      current = parent;
    } else {
      return current;
    }
  }
}

/** The program's literal fallback for an unset key, as the engine would pass such a value (JSON for lists). */
function fallbackOf(call: ts.CallExpression): string | undefined {
  const parent = valueExpression(call);
  if (!ts.isBinaryExpression(parent)) return undefined;
  const literal = literalValue(parent.right);
  if (literal === undefined) return undefined;
  return typeof literal === 'string' ? literal : JSON.stringify(literal);
}

/** A literal's value (strings, numbers, booleans, and arrays or objects of them), or `undefined`. */
function literalValue(node: ts.Expression): unknown {
  const inner = unwrap(node);
  if (ts.isStringLiteralLike(inner)) return inner.text;
  if (ts.isNumericLiteral(inner)) return Number(inner.text);
  if (inner.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (inner.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(inner)) {
    const items = inner.elements.map((element) => literalValue(element));
    return items.every((item) => item !== undefined) ? items : undefined;
  }
  if (ts.isObjectLiteralExpression(inner)) {
    const entries: [string, unknown][] = [];
    for (const property of inner.properties) {
      if (!ts.isPropertyAssignment(property)) return undefined;
      const name =
        ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
      const value = literalValue(property.initializer);
      if (name === undefined || value === undefined) return undefined;
      entries.push([name, value]);
    }
    return Object.fromEntries(entries);
  }
  return undefined;
}

/** `config.get('tier', { allowedValues: ['gold', 'silver'] })`: the values the SDK itself admits. */
function allowedValues(options: ts.Expression | undefined, checker: ts.TypeChecker): string[] {
  if (options === undefined || !ts.isObjectLiteralExpression(unwrap(options))) return [];
  for (const property of (unwrap(options) as ts.ObjectLiteralExpression).properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'allowedValues') {
      const list = unwrap(property.initializer);
      if (ts.isArrayLiteralExpression(list)) {
        return list.elements
          .map((e) => constantString(e, checker))
          .filter((v): v is string => v !== undefined);
      }
    }
  }
  return [];
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

/**
 * Literals the value is compared with where it is read or through the `const` that holds it (found by
 * symbol, so a shadowing name is not confused with it): `=== 'PROD'`, `case 'CODE':`,
 * `['PROD', 'CODE'].includes(stage)`, and the keys of an object literal it indexes (`sizes[stage]`).
 */
function comparedLiterals(call: ts.CallExpression, source: ts.SourceFile, checker: ts.TypeChecker): string[] {
  const value = valueExpression(call);
  const holder =
    ts.isVariableDeclaration(value.parent) && ts.isIdentifier(value.parent.name)
      ? checker.getSymbolAtLocation(value.parent.name)
      : undefined;
  const isValue = (node: ts.Node): boolean => {
    const inner = ts.isExpression(node) ? unwrap(node) : node;
    if (inner === call || inner === value) return true;
    return holder !== undefined && ts.isIdentifier(inner) && checker.getSymbolAtLocation(inner) === holder;
  };
  const found = new Set<string>();
  const add = (text: string | undefined): void => {
    if (text !== undefined) found.add(text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      if (isValue(node.left)) add(literalText(unwrap(node.right)));
      else if (isValue(node.right)) add(literalText(unwrap(node.left)));
    } else if (ts.isSwitchStatement(node) && isValue(node.expression)) {
      for (const clause of node.caseBlock.clauses)
        if (ts.isCaseClause(clause)) add(literalText(clause.expression));
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'includes' &&
      node.arguments[0] !== undefined &&
      isValue(node.arguments[0]) &&
      ts.isArrayLiteralExpression(unwrap(node.expression.expression))
    ) {
      for (const element of (unwrap(node.expression.expression) as ts.ArrayLiteralExpression).elements)
        add(literalText(element));
    } else if (ts.isElementAccessExpression(node) && isValue(node.argumentExpression)) {
      for (const key of objectLiteralKeys(node.expression, checker)) add(key);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

/** The keys of the object literal an expression is (or a `const` bound to one). */
function objectLiteralKeys(expression: ts.Expression, checker: ts.TypeChecker): string[] {
  let inner = unwrap(expression);
  if (ts.isIdentifier(inner)) {
    const declaration = checker.getSymbolAtLocation(inner)?.valueDeclaration;
    if (declaration === undefined || !ts.isVariableDeclaration(declaration) || !declaration.initializer)
      return [];
    inner = unwrap(declaration.initializer);
  }
  if (!ts.isObjectLiteralExpression(inner)) return [];
  return inner.properties.flatMap((property) =>
    ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
      ? [property.name.text]
      : [],
  );
}

/** The shape of a value of `type` (`T | undefined` read as `T`), to a depth that covers real config objects. */
function shapeOf(type: ts.Type, checker: ts.TypeChecker, depth: number): ValueShape {
  if (depth > 4) return { kind: 'unknown' };
  const defined = type.isUnion() ? type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)) : [type];
  const only = defined.length === 1 ? defined[0]! : undefined;
  if (only === undefined) {
    const literal = defined.find((t) => t.isStringLiteral());
    return literal?.isStringLiteral() === true
      ? { kind: 'string', value: literal.value }
      : { kind: 'unknown' };
  }
  if (only.flags & ts.TypeFlags.StringLike) {
    return only.isStringLiteral() ? { kind: 'string', value: only.value } : { kind: 'string' };
  }
  if (only.flags & ts.TypeFlags.NumberLike) return { kind: 'number' };
  if (only.flags & ts.TypeFlags.BooleanLike) return { kind: 'boolean' };
  if (checker.isArrayType(only)) {
    const element = checker.getTypeArguments(only as ts.TypeReference)[0];
    return {
      kind: 'array',
      element: element === undefined ? { kind: 'unknown' } : shapeOf(element, checker, depth + 1),
    };
  }
  if (only.flags & ts.TypeFlags.Object) {
    const fields: Record<string, ValueShape> = {};
    for (const property of checker.getPropertiesOfType(only)) {
      if (property.flags & ts.SymbolFlags.Optional) continue;
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (declaration === undefined) continue;
      fields[property.name] = shapeOf(
        checker.getTypeOfSymbolAtLocation(property, declaration),
        checker,
        depth + 1,
      );
    }
    const index = checker.getIndexInfoOfType(only, ts.IndexKind.String);
    return Object.keys(fields).length === 0 && index !== undefined
      ? { kind: 'map', value: shapeOf(index.type, checker, depth + 1) }
      : { kind: 'object', fields };
  }
  return { kind: 'unknown' };
}
