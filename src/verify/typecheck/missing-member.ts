import { ts } from 'ts-morph';
import type { MissingMember } from '../../snapshot/read-removed-members.js';

/**
 * The provider declaration a "no such member" type error points at, found by the type checker, not by the
 * message's text: for `deployment.invokeUrl` (TS2339) the class of `deployment`, for `{ stageName }` in
 * `new aws.apigateway.Deployment(…)` (TS2353) the contextual type of the object literal, for
 * `aws.apigateway.Foo` the module `Foo` is read from. The typecheck rung asks the snapshot whether the
 * checked major removed that member (`read-removed-members.ts`).
 */

/** Diagnostics of a missing member: on a property access (2339, 2551) or in an object literal (2353, 2561). */
const ACCESS_CODES = new Set([2339, 2551]);
const LITERAL_CODES = new Set([2353, 2561]);

/** The innermost node at `position`. */
function nodeAt(source: ts.SourceFile, position: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (node.getStart(source) <= position && position < node.getEnd()) {
      found = node;
      ts.forEachChild(node, visit);
    }
  };
  ts.forEachChild(source, visit);
  return found;
}

/** `/…/node_modules/@pulumi/aws/apigateway/deployment.d.ts` → the package and its dotted module path. */
function packageModuleOf(fileName: string): { package: string; module: string; path: string } | undefined {
  const at = fileName.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const parts = fileName.slice(at + '/node_modules/'.length).split('/');
  const scoped = parts[0]?.startsWith('@') === true;
  const name = parts.slice(0, scoped ? 2 : 1).join('/');
  const inside = parts.slice(scoped ? 2 : 1);
  const dirs = inside.slice(0, -1);
  return { package: name, module: dirs.length === 0 ? 'index' : dirs.join('.'), path: inside.join('/') };
}

/** The namespaces a declaration sits in inside its file (`apigateway` in `types/input.d.ts`). */
function namespacesOf(declaration: ts.Node): string[] {
  const names: string[] = [];
  for (let node = declaration.parent; !ts.isSourceFile(node); node = node.parent) {
    if (ts.isModuleDeclaration(node)) names.unshift(node.name.getText());
  }
  return names;
}

/** The member of a declared class, interface or nested input type; undefined for anything else. */
function memberOfType(type: ts.Type, name: string): MissingMember | undefined {
  const declaration = type.getSymbol()?.getDeclarations()?.[0];
  if (declaration === undefined) return undefined;
  const where = packageModuleOf(declaration.getSourceFile().fileName);
  if (where === undefined) return undefined;
  if (ts.isSourceFile(declaration)) {
    return { package: where.package, module: where.module, kind: 'module', owner: '', name };
  }
  const isClass = ts.isClassDeclaration(declaration);
  if (!isClass && !ts.isInterfaceDeclaration(declaration)) return undefined;
  const owner = declaration.name?.text ?? '';
  // Nested output types are not counted (a program reads them through `apply`, rarely by name).
  if (where.path === 'types/output.d.ts') return undefined;
  if (where.path === 'types/input.d.ts') {
    const nested = [...namespacesOf(declaration), owner].join('.');
    return { package: where.package, module: where.module, kind: 'type', owner: nested, name };
  }
  return { package: where.package, module: where.module, kind: isClass ? 'class' : 'interface', owner, name };
}

/** The declared type among a union's parts (`pulumi.Input<DeploymentArgs>` is `DeploymentArgs | Promise…`). */
function declaredMember(checker: ts.TypeChecker, type: ts.Type, name: string): MissingMember | undefined {
  const parts = type.isUnion() ? type.types : [checker.getNonNullableType(type)];
  for (const part of parts) {
    const member = memberOfType(part, name);
    if (member !== undefined) return member;
  }
  return undefined;
}

/** Whether two missing members are the same member of the same declaration. */
export function sameMember(a: MissingMember, b: MissingMember): boolean {
  return (
    a.package === b.package &&
    a.module === b.module &&
    a.kind === b.kind &&
    a.owner === b.owner &&
    a.name === b.name
  );
}

/** The provider member a diagnostic says is missing, when it names one (see the file's comment). */
export function missingMemberOf(
  source: ts.SourceFile,
  checker: ts.TypeChecker,
  diagnostic: ts.Diagnostic,
): MissingMember | undefined {
  if (diagnostic.start === undefined) return undefined;
  if (!ACCESS_CODES.has(diagnostic.code) && !LITERAL_CODES.has(diagnostic.code)) return undefined;
  const node = nodeAt(source, diagnostic.start);
  if (node === undefined || !ts.isIdentifier(node)) return undefined;
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) {
    return declaredMember(checker, checker.getTypeAtLocation(parent.expression), node.text);
  }
  if (
    (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) &&
    parent.name === node &&
    ts.isObjectLiteralExpression(parent.parent)
  ) {
    const contextual = checker.getContextualType(parent.parent);
    return contextual === undefined ? undefined : declaredMember(checker, contextual, node.text);
  }
  return undefined;
}
