import { ts } from 'ts-morph';

import type { Finding, ProgramFiles } from '../types.js';

const PROVIDER_PACKAGE = /^@pulumi\/(?!pulumi(\/|$))[^/]+(\/.*)?$/;

/** Local names of provider package imports, and of classes the file declares that extend another. */
function resourceRoots(source: ts.SourceFile): Set<string> {
  const roots = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (!PROVIDER_PACKAGE.test(statement.moduleSpecifier.text) || clause === undefined) continue;
      if (clause.name !== undefined) roots.add(clause.name.text);
      const bindings = clause.namedBindings;
      if (bindings !== undefined && ts.isNamespaceImport(bindings)) roots.add(bindings.name.text);
      else if (bindings !== undefined) bindings.elements.forEach((element) => roots.add(element.name.text));
    }
    if (ts.isClassDeclaration(statement) && statement.name !== undefined && statement.heritageClauses) {
      roots.add(statement.name.text);
    }
  }
  return roots;
}

function rootName(expression: ts.Expression): string | undefined {
  let current = expression;
  while (ts.isPropertyAccessExpression(current)) current = current.expression;
  return ts.isIdentifier(current) ? current.text : undefined;
}

/** The `apply`/`then` call a function is the callback of, if it is one. */
function callbackOf(node: ts.Node): string | undefined {
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return undefined;
  const call = node.parent;
  if (!ts.isCallExpression(call) || !call.arguments.includes(node as ts.Expression)) return undefined;
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) && ['apply', 'then'].includes(callee.name.text)
    ? callee.name.text
    : undefined;
}

/**
 * Resources declared inside an `apply` (or `then`) callback: `pulumi preview` cannot show them until the
 * value they wait for is known, so a preview-only check never sees them. They are legal (public examples do
 * it), so each is a warning; the mock rung's deploy run executes them and checks what they register.
 */
export function resourcesInApply(program: ProgramFiles): Finding[] {
  const findings: Finding[] = [];
  for (const [file, text] of program) {
    if (!/\.(ts|mts|cts)$/.test(file) || file.endsWith('.d.ts')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    const roots = resourceRoots(source);
    const visit = (node: ts.Node, inside: string | undefined): void => {
      const callback = callbackOf(node) ?? inside;
      if (ts.isNewExpression(node) && callback !== undefined) {
        const root = rootName(node.expression);
        if (root !== undefined && roots.has(root)) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          findings.push({
            rung: 'mock',
            severity: 'warning',
            code: 'resource-in-apply',
            message:
              `\`new ${node.expression.getText(source)}(…)\` is declared inside the callback of \`.${callback}()\`: ` +
              '`pulumi preview` does not show it until the value is known; the mock run executes it in its ' +
              'deploy run (made-up outputs) and checks what it registers there',
            file,
            line,
          });
        }
      }
      ts.forEachChild(node, (child) => visit(child, callback));
    };
    visit(source, undefined);
  }
  return findings;
}
