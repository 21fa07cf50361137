import { ts } from 'ts-morph';
import { importAlias } from '../snapshot/record-facts.js';

/** `import * as k8s from "@pulumi/kubernetes"` → `k8s` → `kubernetes`, the prefix of the snapshot's TS names. */
function importAliases(source: ts.SourceFile): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = /^@pulumi\/(.+)$/.exec(statement.moduleSpecifier.text)?.[1];
    const bindings = statement.importClause?.namedBindings;
    if (module === undefined || bindings === undefined || !ts.isNamespaceImport(bindings)) continue;
    aliases.set(bindings.name.text, importAlias(module));
  }
  return aliases;
}

/** The snapshot TS name a callee names: `k8s.apps.v1.Deployment` → `kubernetes.apps.v1.Deployment`. */
function calleeName(expression: ts.Expression, aliases: ReadonlyMap<string, string>): string | undefined {
  if (!ts.isPropertyAccessExpression(expression)) return undefined;
  const text = expression.getText().replace(/\s+/g, '');
  const [head, ...rest] = text.split('.');
  const provider = head === undefined ? undefined : aliases.get(head);
  return provider === undefined || rest.length === 0 ? undefined : [provider, ...rest].join('.');
}

/** Resources constructed (`new aws.s3.Bucket(`) and lookups called (`aws.ec2.getVpcOutput(`) under a node. */
function namesUnder(node: ts.Node, aliases: ReadonlyMap<string, string>, out: string[]): void {
  const visit = (child: ts.Node): void => {
    if (ts.isNewExpression(child)) {
      const name = calleeName(child.expression, aliases);
      if (name !== undefined) out.push(name);
    } else if (ts.isCallExpression(child)) {
      const name = calleeName(child.expression, aliases);
      if (name !== undefined && /\.get[A-Z]\w*$/.test(name)) out.push(name.replace(/Output$/, ''));
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
}

/** Top-level `const x = new aws.s3.Bucket(...)`: variable name → what it constructs. */
function constructedBy(source: ts.SourceFile, aliases: ReadonlyMap<string, string>): Map<string, string[]> {
  const byVariable = new Map<string, string[]>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.initializer === undefined) continue;
      const names: string[] = [];
      namesUnder(declaration.initializer, aliases, names);
      if (names.length > 0) byVariable.set(declaration.name.text, names);
    }
  }
  return byVariable;
}

/**
 * The provider resources and lookups the statements at the given 1-based lines construct, call or reference
 * through a variable (`bucket: site.id` brings `site`'s resource), read from the program's syntax tree, so a
 * repair prompt carries the schemas of the failing lines rather than of words in an error message. Without
 * lines, the whole program's.
 */
export function referencedRecordNames(program: string, lines: readonly number[] = []): string[] {
  const source = ts.createSourceFile('index.ts', program, ts.ScriptTarget.Latest, true);
  const aliases = importAliases(source);
  const variables = constructedBy(source, aliases);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const statements = source.statements.filter(
    (statement) =>
      lines.length === 0 ||
      lines.some((line) => lineOf(statement.getStart(source)) <= line && line <= lineOf(statement.getEnd())),
  );
  const names: string[] = [];
  for (const statement of statements) {
    namesUnder(statement, aliases, names);
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) names.push(...(variables.get(node.text) ?? []));
      ts.forEachChild(node, visit);
    };
    visit(statement);
  }
  return [...new Set(names)];
}
