import { posix } from 'node:path';
import { Node, Project, SyntaxKind, ts, type SourceFile } from 'ts-morph';
import { hostReachingApi } from './safety/host-reaching-apis.js';
import { ALLOWED_PACKAGES, checkSpecifier, importedPackages } from './safety/module-allowlist.js';
import type { Finding, ProgramFiles, Rung, RungCheck } from './types.js';

/** Node built-ins named in findings, so the message says what the import would have given the program. */
const NODE_MODULE_EFFECTS: Readonly<Record<string, string>> = {
  child_process: 'process execution',
  fs: 'file-system access',
  'fs/promises': 'file-system access',
  net: 'network access',
  http: 'network access',
  https: 'network access',
  http2: 'network access',
  dgram: 'network access',
  tls: 'network access',
  dns: 'network access',
  os: 'host information',
  vm: 'dynamic code execution',
  worker_threads: 'process execution',
  cluster: 'process execution',
  module: 'dynamic module loading',
};

/** Globals that reach the process, the file system or dynamic code. */
const FORBIDDEN_GLOBALS: Readonly<Record<string, string>> = {
  eval: 'dynamic code execution (`eval`)',
  Function: 'dynamic code execution (`Function`)',
  process: 'process access (`process`: environment, exit, argv)',
  globalThis: 'global object access (`globalThis`)',
  global: 'global object access (`global`)',
  require: 'module loading outside `import` (`require`)',
  module: 'module object access (`module`)',
  __dirname: 'file-system paths (`__dirname`)',
  __filename: 'file-system paths (`__filename`)',
  WebAssembly: 'dynamic code execution (`WebAssembly`)',
  fetch: 'network access (`fetch`)',
  XMLHttpRequest: 'network access (`XMLHttpRequest`)',
  WebSocket: 'network access (`WebSocket`)',
  Reflect: 'reflection (`Reflect`: reads and writes any property)',
  Proxy: 'reflection (`Proxy`)',
  arguments: "the module wrapper's `arguments` (`require`, `module` without naming them)",
};

/** Which packages a program may import, and where Node resolves them from (the workspace) when known. */
interface ImportRules {
  readonly resolveFrom: string | undefined;
  readonly allowed: ReadonlySet<string>;
  /** The program's own files, for its relative imports (`./naming` of a program split over files). */
  readonly programFiles: ReadonlySet<string>;
  /** The file being checked, relative to the project. */
  readonly file: string;
}

/** A relative specifier: `./naming`, `../lib`, `.`, `..`. */
const RELATIVE = /^\.\.?(\/|$)/;

/** A relative import of one of the program's own files: `./naming` → `naming.ts` (or `naming/index.ts`). */
function importsOwnFile(specifier: string, imports: ImportRules): boolean {
  if (!RELATIVE.test(specifier)) return false;
  const target = posix.normalize(posix.join(posix.dirname(imports.file), specifier)).replace(/\.js$/, '');
  return [`${target}.ts`, posix.join(target, 'index.ts'), target].some((path) =>
    imports.programFiles.has(path),
  );
}

function importFinding(specifier: string, imports: ImportRules): string | undefined {
  if (importsOwnFile(specifier, imports)) return undefined;
  if (RELATIVE.test(specifier)) {
    return (
      `imports '${specifier}', which is not one of the program's files (a file generated before the ` +
      'program runs, such as crd2pulumi output, must be in the project)'
    );
  }
  const verdict = checkSpecifier(specifier, imports.resolveFrom, imports.allowed);
  if (verdict.kind === 'allowed') return undefined;
  const effect = NODE_MODULE_EFFECTS[specifier.replace(/^node:/, '')];
  return effect === undefined
    ? verdict.message
    : `imports '${specifier}' (${effect}); only @pulumi/* packages may be imported`;
}

/**
 * Member names that reach `Function`, prototypes or property internals whatever object they are read from:
 * the reflection a name-based gate must not let through, in any spelling (`x.constructor`,
 * `x[('constr' + 'uctor')]`, `const { constructor: c } = x`).
 */
const REFLECTIVE_MEMBERS = new Set([
  'constructor',
  '__proto__',
  'prototype',
  'caller',
  'callee',
  'mainModule',
  'getOwnPropertyDescriptor',
  'getOwnPropertyDescriptors',
  'getPrototypeOf',
  'setPrototypeOf',
  'defineProperty',
  'defineProperties',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/** Built-in objects the verifier's own code relies on: a program must not mutate them. */
const BUILTIN_OBJECTS = new Set([
  'JSON',
  'Object',
  'Array',
  'Promise',
  'Math',
  'String',
  'Number',
  'Boolean',
  'Symbol',
  'Error',
  'Date',
  'RegExp',
  'Map',
  'Set',
  'console',
  'Buffer',
]);

/** TypeScript's suppression comments: a program must compile as written, not with errors silenced. */
const TS_SUPPRESSION = /@ts-(nocheck|ignore|expect-error)\b/;

/** A key's value when it is a compile-time string: `'a'`, `` `a` ``, `('a')`, `'a' + 'b'`. */
function staticString(node: Node | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (Node.isParenthesizedExpression(node)) return staticString(node.getExpression());
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralValue();
  if (Node.isIdentifier(node)) return node.getText();
  if (Node.isComputedPropertyName(node)) return staticString(node.getExpression());
  if (Node.isBinaryExpression(node) && node.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
    const left = staticString(node.getLeft());
    const right = staticString(node.getRight());
    return left !== undefined && right !== undefined && !Node.isIdentifier(node.getLeft())
      ? left + right
      : undefined;
  }
  return undefined;
}

/** The identifier an access chain starts from: `a` for `a.b[c].d`, `(a as any).b`. */
function rootIdentifier(node: Node): string | undefined {
  let current: Node = node;
  for (;;) {
    if (Node.isIdentifier(current)) return current.getText();
    if (
      Node.isPropertyAccessExpression(current) ||
      Node.isElementAccessExpression(current) ||
      Node.isParenthesizedExpression(current) ||
      Node.isAsExpression(current) ||
      Node.isNonNullExpression(current) ||
      Node.isTypeAssertion(current)
    ) {
      current = current.getExpression();
      continue;
    }
    return undefined;
  }
}

/** Whether an identifier is a reference to a binding rather than a property or member name. */
function isReference(node: Node): boolean {
  const parent = node.getParent();
  if (parent === undefined) return true;
  if (Node.isPropertyAccessExpression(parent) && parent.getNameNode() === node) return false;
  if (Node.isQualifiedName(parent) && parent.getRight() === node) return false;
  if (
    (Node.isPropertyAssignment(parent) ||
      Node.isPropertySignature(parent) ||
      Node.isPropertyDeclaration(parent) ||
      Node.isMethodDeclaration(parent) ||
      Node.isMethodSignature(parent) ||
      Node.isGetAccessorDeclaration(parent) ||
      Node.isSetAccessorDeclaration(parent) ||
      Node.isEnumMember(parent)) &&
    parent.getNameNode() === node
  ) {
    return false;
  }
  if (Node.isBindingElement(parent) && parent.getPropertyNameNode() === node) return false;
  return true;
}

type Report = (node: Node, code: string, message: string) => void;

/**
 * The namespace and default imports of allowed packages (`pulumi` → `@pulumi/pulumi`), after rejecting named
 * imports of host-reaching members (`import { automation } from '@pulumi/pulumi'`).
 */
function packageAliases(file: SourceFile, add: Report): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const declaration of file.getImportDeclarations()) {
    const specifier = declaration.getModuleSpecifierValue();
    const pkg = /^@pulumi\/[^/]+/.exec(specifier)?.[0];
    if (pkg === undefined) continue;
    const namespace =
      declaration.getNamespaceImport()?.getText() ?? declaration.getDefaultImport()?.getText();
    if (namespace !== undefined && specifier === pkg) aliases.set(namespace, pkg);
    for (const named of declaration.getNamedImports()) {
      const api = specifier === pkg ? hostReachingApi(pkg, named.getName()) : undefined;
      if (api !== undefined) {
        add(named, 'forbidden-import', `imports \`${named.getName()}\` from ${pkg} (${api.reason})`);
      }
    }
  }
  return aliases;
}

/**
 * A use of a package namespace: only `alias.member` with a static name that is not host-reaching, or a type
 * position. Passing the namespace around (`Reflect.get(pulumi, …)`, `Object.values(aws)`), computed keys and
 * destructuring of host-reaching members are what reflection needs, so they are rejected.
 */
function checkAliasUse(node: Node, pkg: string, add: Report): void {
  const parent = node.getParent();
  const alias = node.getText();
  if (parent === undefined || Node.isImportClause(parent) || Node.isNamespaceImport(parent)) return;
  if (Node.isQualifiedName(parent) || Node.isTypeQuery(parent)) return;
  if (Node.isPropertyAccessExpression(parent) && parent.getExpression() === node) {
    // `pulumi.runtime.isDryRun`: the member read below decides (see `hostReachingApi`).
    const above = parent.getParent();
    const path =
      Node.isPropertyAccessExpression(above) && above.getExpression() === parent
        ? `${parent.getName()}.${above.getName()}`
        : parent.getName();
    const api = hostReachingApi(pkg, path);
    if (api !== undefined)
      add(node, 'forbidden-api', `uses \`${alias}.${parent.getName()}\` (${api.reason})`);
    return;
  }
  if (Node.isElementAccessExpression(parent) && parent.getExpression() === node) {
    const key = staticString(parent.getArgumentExpression());
    const api = key === undefined ? undefined : hostReachingApi(pkg, key);
    if (key === undefined || Node.isIdentifier(parent.getArgumentExpression())) {
      add(
        node,
        'forbidden-api',
        `computed access on the package namespace \`${alias}\`; write \`${alias}.<name>\``,
      );
    } else if (api !== undefined) {
      add(node, 'forbidden-api', `uses \`${alias}['${key}']\` (${api.reason})`);
    }
    return;
  }
  if (Node.isVariableDeclaration(parent) && parent.getInitializer() === node) {
    const pattern = parent.getNameNode();
    if (Node.isObjectBindingPattern(pattern)) {
      for (const element of pattern.getElements()) {
        const name = staticString(element.getPropertyNameNode() ?? element.getNameNode());
        const api = name === undefined ? undefined : hostReachingApi(pkg, name);
        if (name === undefined || api !== undefined) {
          add(
            element,
            'forbidden-api',
            `destructures ${name ?? 'a computed member'} from \`${alias}\`${api ? ` (${api.reason})` : ''}`,
          );
        }
      }
      return;
    }
  }
  add(
    node,
    'forbidden-api',
    `uses the package namespace \`${alias}\` as a value; only \`${alias}.<name>\` is allowed`,
  );
}

/** A key written as a literal: `'name'`, `` `name` ``, `0`, `-1` (what a program indexes data with). */
function isLiteralKey(node: Node | undefined): boolean {
  if (node === undefined) return false;
  if (Node.isParenthesizedExpression(node)) return isLiteralKey(node.getExpression());
  if (
    Node.isStringLiteral(node) ||
    Node.isNoSubstitutionTemplateLiteral(node) ||
    Node.isNumericLiteral(node)
  ) {
    return true;
  }
  return Node.isPrefixUnaryExpression(node) && Node.isNumericLiteral(node.getOperand());
}

/** A key built of string literals only (`'con' + 'structor'`): its value, which the reflective names check. */
function literalString(node: Node | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (Node.isParenthesizedExpression(node)) return literalString(node.getExpression());
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralValue();
  if (Node.isBinaryExpression(node) && node.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
    const left = literalString(node.getLeft());
    const right = literalString(node.getRight());
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  return undefined;
}

/** `x` of `(x as any)!`: the expression a cast, a non-null assertion or parentheses wrap. */
function unwrapped(node: Node): Node {
  let current = node;
  while (
    Node.isParenthesizedExpression(current) ||
    Node.isAsExpression(current) ||
    Node.isNonNullExpression(current) ||
    Node.isTypeAssertion(current) ||
    Node.isSatisfiesExpression(current)
  ) {
    current = current.getExpression();
  }
  return current;
}

/** Whether a binding name (an identifier or a destructuring pattern) declares `name`. */
function bindsName(nameNode: Node, name: string): boolean {
  if (Node.isIdentifier(nameNode)) return nameNode.getText() === name;
  if (Node.isObjectBindingPattern(nameNode) || Node.isArrayBindingPattern(nameNode)) {
    return nameNode
      .getElements()
      .some((element) => Node.isBindingElement(element) && bindsName(element.getNameNode(), name));
  }
  return false;
}

/** The declarations one scope node holds directly (its statements, parameters or loop variables). */
function scopeDeclarations(scope: Node): Node[] {
  const found: Node[] = [];
  const fromStatements = (statements: readonly Node[]): void => {
    for (const statement of statements) {
      if (Node.isVariableStatement(statement)) found.push(...statement.getDeclarations());
      else if (Node.isFunctionDeclaration(statement) || Node.isClassDeclaration(statement))
        found.push(statement);
      else if (Node.isImportDeclaration(statement)) {
        const clause = statement.getImportClause();
        if (clause !== undefined) found.push(clause, ...statement.getNamedImports());
      }
    }
  };
  if (
    Node.isSourceFile(scope) ||
    Node.isBlock(scope) ||
    Node.isModuleBlock(scope) ||
    Node.isCaseClause(scope)
  ) {
    fromStatements(scope.getStatements());
  }
  if (
    Node.isFunctionLikeDeclaration(scope) ||
    Node.isArrowFunction(scope) ||
    Node.isFunctionExpression(scope)
  ) {
    found.push(...scope.getParameters());
  }
  if (Node.isForStatement(scope) || Node.isForOfStatement(scope) || Node.isForInStatement(scope)) {
    const initializer = scope.getInitializer();
    if (initializer !== undefined && Node.isVariableDeclarationList(initializer))
      found.push(...initializer.getDeclarations());
  }
  if (Node.isCatchClause(scope)) {
    const variable = scope.getVariableDeclaration();
    if (variable !== undefined) found.push(variable);
  }
  return found;
}

/** The declaration an identifier refers to, by the scopes around it; undefined for a global. */
function declarationOf(identifier: Node): Node | undefined {
  const name = identifier.getText();
  for (let scope = identifier.getParent(); scope !== undefined; scope = scope.getParent()) {
    for (const declaration of scopeDeclarations(scope)) {
      if (Node.isImportClause(declaration)) {
        if (declaration.getDefaultImport()?.getText() === name) return declaration;
        continue;
      }
      if (Node.isImportSpecifier(declaration)) {
        if ((declaration.getAliasNode() ?? declaration.getNameNode()).getText() === name) return declaration;
        continue;
      }
      const nameNode = (declaration as Node & { getNameNode?: () => Node | undefined }).getNameNode?.();
      if (nameNode !== undefined && bindsName(nameNode, name)) return declaration;
    }
  }
  return undefined;
}

/** Parameter types that say nothing of what the argument is: a function reaches `Function` in one step. */
const OPAQUE_TYPES = new Set(['any', 'unknown', 'object', 'Object', 'Function']);

/** What a declaration binds, when it could be a function, a class or a value read by a computed key. */
function declarationReach(
  declaration: Node,
  aliases: ReadonlyMap<string, string>,
  depth: number,
): string | undefined {
  if (Node.isFunctionDeclaration(declaration) || Node.isClassDeclaration(declaration))
    return 'a function or class';
  if (Node.isImportSpecifier(declaration) || Node.isImportClause(declaration)) return "a package's export";
  if (Node.isVariableDeclaration(declaration)) {
    const initializer = declaration.getInitializer();
    return initializer === undefined ? undefined : reflectionReach(initializer, aliases, depth + 1);
  }
  if (Node.isParameterDeclaration(declaration)) {
    const type = declaration.getTypeNode();
    if (type !== undefined && (OPAQUE_TYPES.has(type.getText()) || Node.isFunctionTypeNode(type))) {
      return `a parameter typed \`${type.getText()}\``;
    }
  }
  return undefined;
}

/**
 * Whether reading a member of `expression` by a key held in a variable could reach `Function` or a
 * prototype, and what the expression is, for the finding. A function or class (`fn[k]` is `Function` when
 * `k` is "constructor"), a value itself read by such a key (`obj[a][b]`), a global (`Object[k]`), `this`, a
 * package member, or a binding to one of those. Arrays and maps the program declared (`subnets[i]`,
 * `sizes[stage]`, `zones.names[0]`) are none of these.
 */
function reflectionReach(
  expression: Node,
  aliases: ReadonlyMap<string, string>,
  depth = 0,
): string | undefined {
  const target = unwrapped(expression);
  if (depth > 8) return undefined;
  if (Node.isElementAccessExpression(target) && !isLiteralKey(target.getArgumentExpression())) {
    return 'a value read by a computed key';
  }
  if (Node.isArrowFunction(target) || Node.isFunctionExpression(target) || Node.isClassExpression(target)) {
    return 'a function';
  }
  if (target.getKind() === SyntaxKind.ThisKeyword) return '`this`';
  if (Node.isPropertyAccessExpression(target)) {
    const root = rootIdentifier(target);
    return root !== undefined && aliases.has(root) ? `the package member \`${target.getText()}\`` : undefined;
  }
  if (!Node.isIdentifier(target) || aliases.has(target.getText())) return undefined;
  const declaration = declarationOf(target);
  return declaration === undefined
    ? `the global \`${target.getText()}\``
    : declarationReach(declaration, aliases, depth);
}

/** Member reads by any spelling: reflective names anywhere, `automation`-style members on namespaces. */
function checkMemberAccess(node: Node, aliases: ReadonlyMap<string, string>, add: Report): void {
  if (Node.isElementAccessExpression(node)) {
    const argument = node.getArgumentExpression();
    if (literalString(argument) === undefined && !isLiteralKey(argument)) {
      const reach = reflectionReach(node.getExpression(), aliases);
      if (reach !== undefined) {
        add(
          node,
          'computed-access',
          `reads a member of ${reach} with a key held in a variable (\`${node.getText().slice(0, 80)}\`): that ` +
            'is how a program reaches `Function` and prototypes; name the member, or index an array or object ' +
            'the program declared',
        );
      }
      return;
    }
  }
  const key = Node.isPropertyAccessExpression(node)
    ? node.getName()
    : Node.isElementAccessExpression(node)
      ? literalString(node.getArgumentExpression())
      : undefined;
  if (key !== undefined && REFLECTIVE_MEMBERS.has(key)) {
    add(
      node,
      'forbidden-global',
      `accesses \`${key}\` (reflection: can reach \`Function\` and the module system)`,
    );
  }
}

/** Writes to and deletions of built-ins and package members: how a program would blind the recorder. */
function checkMutation(node: Node, aliases: ReadonlyMap<string, string>, add: Report): void {
  let target: Node | undefined;
  if (Node.isBinaryExpression(node)) {
    const operator = node.getOperatorToken().getKind();
    if (operator >= SyntaxKind.FirstAssignment && operator <= SyntaxKind.LastAssignment)
      target = node.getLeft();
  } else if (Node.isDeleteExpression(node)) {
    target = node.getExpression();
  } else if (Node.isCallExpression(node) && /^Object\.assign$/.test(node.getExpression().getText())) {
    target = node.getArguments()[0];
  }
  if (target === undefined || Node.isIdentifier(target)) return;
  const root = rootIdentifier(target);
  if (root !== undefined && (aliases.has(root) || BUILTIN_OBJECTS.has(root))) {
    add(
      node,
      'forbidden-mutation',
      `changes \`${root}\` (built-ins and packages are not the program's to modify)`,
    );
  }
}

function checkNode(
  node: Node,
  aliases: ReadonlyMap<string, string>,
  imports: ImportRules,
  add: Report,
): void {
  switch (node.getKind()) {
    case SyntaxKind.ImportDeclaration:
    case SyntaxKind.ExportDeclaration: {
      const specifier = (
        node.asKind(SyntaxKind.ImportDeclaration) ?? node.asKind(SyntaxKind.ExportDeclaration)
      )?.getModuleSpecifierValue();
      const problem = specifier === undefined ? undefined : importFinding(specifier, imports);
      if (problem !== undefined) add(node, 'forbidden-import', problem);
      break;
    }
    case SyntaxKind.ImportEqualsDeclaration: {
      const reference = node.asKindOrThrow(SyntaxKind.ImportEqualsDeclaration).getModuleReference();
      if (Node.isExternalModuleReference(reference)) {
        add(
          node,
          'forbidden-require',
          `uses \`import … = require(…)\`; use \`import * as x from '@pulumi/…'\``,
        );
      }
      break;
    }
    case SyntaxKind.CallExpression: {
      const call = node.asKindOrThrow(SyntaxKind.CallExpression);
      const callee = call.getExpression();
      if (callee.getKind() === SyntaxKind.ImportKeyword) {
        add(
          node,
          'dynamic-import',
          'uses dynamic `import()`; only static imports of @pulumi/* packages are allowed',
        );
      } else if (
        Node.isIdentifier(callee) &&
        ['setTimeout', 'setInterval', 'setImmediate'].includes(callee.getText())
      ) {
        const first = call.getArguments()[0];
        if (first !== undefined && !Node.isArrowFunction(first) && !Node.isFunctionExpression(first)) {
          add(
            node,
            'dynamic-code',
            `passes a non-function to \`${callee.getText()}\` (string code is evaluated)`,
          );
        }
      }
      checkMutation(node, aliases, add);
      break;
    }
    case SyntaxKind.MetaProperty:
      if (node.getText() === 'import.meta')
        add(node, 'forbidden-global', 'uses `import.meta` (module paths)');
      break;
    case SyntaxKind.Identifier: {
      const name = node.getText();
      const effect = Object.hasOwn(FORBIDDEN_GLOBALS, name) ? FORBIDDEN_GLOBALS[name] : undefined;
      if (effect !== undefined && isReference(node)) add(node, 'forbidden-global', `uses ${effect}`);
      const pkg = aliases.get(name);
      if (pkg !== undefined && isReference(node)) checkAliasUse(node, pkg, add);
      break;
    }
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression:
      checkMemberAccess(node, aliases, add);
      break;
    case SyntaxKind.BindingElement: {
      const element = node.asKindOrThrow(SyntaxKind.BindingElement);
      const property = element.getPropertyNameNode();
      if (Node.isComputedPropertyName(property) && !isLiteralKey(property.getExpression())) {
        add(node, 'computed-access', 'destructures a member by a key held in a variable; name the member');
        break;
      }
      const name = staticString(property ?? element.getNameNode());
      if (name !== undefined && REFLECTIVE_MEMBERS.has(name)) {
        add(node, 'forbidden-global', `destructures \`${name}\` (reflection: can reach \`Function\`)`);
      }
      break;
    }
    case SyntaxKind.BinaryExpression:
    case SyntaxKind.DeleteExpression:
      checkMutation(node, aliases, add);
      break;
    default:
      break;
  }
}

/** How the gate treats TypeScript's suppression comments: refused in what a model wrote, reported in a user's own project. */
export type SuppressionRule = 'refuse' | 'report';

function checkFile(
  file: SourceFile,
  path: string,
  imports: ImportRules,
  suppressions: SuppressionRule,
): Finding[] {
  const findings: Finding[] = [];
  const add: Report = (node, code, message) =>
    findings.push({
      rung: 'safety',
      severity: 'error',
      code,
      file: path,
      line: node.getStartLineNumber(),
      message: `line ${node.getStartLineNumber()}: ${message}`,
    });
  file
    .getFullText()
    .split('\n')
    .forEach((text, index) => {
      const suppression = TS_SUPPRESSION.exec(text);
      if (suppression !== null) {
        findings.push({
          rung: 'safety',
          severity: suppressions === 'refuse' ? 'error' : 'warning',
          code: 'ts-suppression',
          file: path,
          line: index + 1,
          message:
            suppressions === 'refuse'
              ? `line ${index + 1}: \`@ts-${suppression[1]}\` silences the type checker; remove it and fix the type errors`
              : `line ${index + 1}: \`@ts-${suppression[1]}\` silences the type checker there (the mock run still runs that line)`,
        });
      }
    });
  const aliases = packageAliases(file, add);
  file.forEachDescendant((node) => checkNode(node, aliases, imports, add));
  return findings;
}

let parser: Project | undefined;

/**
 * The first rung, before anything executes the program: an allowlist of module specifiers (`allowed`:
 * the run's snapshot's `@pulumi/*` packages, by default the pinned ones, and their namespaces, resolved by Node from `resolveFrom` when given and kept inside
 * the package), the one table of host-reaching APIs of those packages, and a walk that rejects the
 * reflection, global and mutation forms known to reach the host or blind the verifier, and TypeScript's
 * suppression comments. No name-based gate is sound against JavaScript reflection: the OS sandbox that
 * runs the program is the boundary, and this gate the layer in front of it that keeps findings early.
 */
export function checkSafety(
  program: ProgramFiles,
  resolveFrom?: string,
  allowed: ReadonlySet<string> = ALLOWED_PACKAGES,
  suppressions: SuppressionRule = 'refuse',
): Finding[] {
  parser ??= new Project({
    useInMemoryFileSystem: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, allowJs: true },
  });
  const findings: Finding[] = [];
  for (const [path, text] of program) {
    if (!/\.(ts|tsx|js|mjs|cjs|mts|cts)$/.test(path)) continue;
    const file = parser.createSourceFile(`/safety/${path}`, text, { overwrite: true });
    try {
      findings.push(
        ...checkFile(
          file,
          path,
          { resolveFrom, allowed, programFiles: new Set(program.keys()), file: path },
          suppressions,
        ),
      );
    } finally {
      parser.removeSourceFile(file);
    }
  }
  return findings;
}

/**
 * A package the program imports that the prompt's `<packages>` did not list: allowed (the snapshot pins it),
 * but reported, since the prompt told the model to import only the listed ones (a `@pulumi/docker` import
 * where `@pulumi/docker-build` was listed for an image build).
 */
function unlistedImports(program: ProgramFiles, listed: ReadonlySet<string> | undefined): Finding[] {
  if (listed === undefined) return [];
  return [...program].flatMap(([file, text]) =>
    importedPackages(text)
      .filter((pkg) => pkg.startsWith('@') && !listed.has(pkg))
      .map((pkg) => ({
        rung: 'safety' as const,
        severity: 'warning' as const,
        message: `${file} imports ${pkg}, which the prompt's <packages> did not list (${[...listed].join(', ')})`,
        file,
        code: 'unlisted-package',
      })),
  );
}

/**
 * The safety gate as the ladder's first rung: it reads the program's text (every file of it) and fails on an
 * error; warnings pass with the program. The user's own project (`origin: 'existing'`) has its TypeScript
 * suppressions reported rather than refused.
 */
export function createSafetyRung(): Rung<'safety'> {
  return {
    name: 'safety',
    reads: 'text',
    check(program, context): Promise<RungCheck<'safety'>> {
      const findings = [
        ...checkSafety(
          program,
          context.projectDir,
          context.allowedPackages,
          context.origin === 'existing' ? 'report' : 'refuse',
        ),
        ...unlistedImports(program, context.listedPackages),
      ];
      return Promise.resolve(
        findings.some((f) => f.severity === 'error')
          ? { kind: 'failed', findings }
          : { kind: 'passed', warnings: findings },
      );
    },
  };
}
