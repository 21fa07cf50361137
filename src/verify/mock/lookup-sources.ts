import { ts } from 'ts-morph';

import type { ProgramFiles } from '../types.js';
import type { ProgramLocation } from './program-locations.js';

/** `aws.getAvailabilityZonesOutput`, `getZone`: the provider functions a program looks existing things up with. */
const LOOKUP_NAME = /^get[A-Z]\w*$/;

/** The first `new X(…)` whose start is on the given line. */
function newExpressionAt(source: ts.SourceFile, line: number): ts.NewExpression | undefined {
  let found: ts.NewExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (found !== undefined) return;
    if (
      ts.isNewExpression(node) &&
      source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 === line
    ) {
      found = node;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `const zone = cloudflare.getZoneOutput(…)` anywhere in the file, by the declared name. */
function declarations(source: ts.SourceFile): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer !== undefined) {
      found.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The lookup call an expression's value comes from, following local variables a few steps. */
function lookupIn(
  expression: ts.Node,
  declared: ReadonlyMap<string, ts.Expression>,
  source: ts.SourceFile,
  depth: number,
): string | undefined {
  let found: string | undefined;
  const visit = (node: ts.Node): void => {
    if (found !== undefined) return;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      if (LOOKUP_NAME.test(name)) {
        found = callee.getText(source);
        return;
      }
    }
    if (ts.isIdentifier(node) && depth > 0) {
      const initializer = declared.get(node.text);
      if (initializer !== undefined && initializer !== expression) {
        found = lookupIn(initializer, declared, source, depth - 1);
        if (found !== undefined) return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return found;
}

/**
 * The lookup (`cloudflare.getZoneOutput`) whose result the program passes as a resource's input, when it
 * does. The mock run answers lookups with made-up values shaped by the function's schema, and lists and
 * maps come back empty: an input the program takes from `…names[0]` is missing there though a real preview
 * would have it, so a finding about it must say where the value comes from rather than blame the program.
 */
export function lookupSourceOf(
  program: ProgramFiles,
  location: ProgramLocation,
  input: string,
): string | undefined {
  const text = program.get(location.file);
  if (text === undefined) return undefined;
  const source = ts.createSourceFile(location.file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const args = newExpressionAt(source, location.line)?.arguments?.[1];
  if (args === undefined || !ts.isObjectLiteralExpression(args)) return undefined;
  const property = args.properties.find(
    (candidate) =>
      candidate.name !== undefined &&
      (ts.isIdentifier(candidate.name) || ts.isStringLiteral(candidate.name)) &&
      candidate.name.text === input,
  );
  if (property === undefined) return undefined;
  const value = ts.isPropertyAssignment(property)
    ? property.initializer
    : ts.isShorthandPropertyAssignment(property)
      ? property.name
      : undefined;
  return value === undefined ? undefined : lookupIn(value, declarations(source), source, 3);
}
