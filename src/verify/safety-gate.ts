import { Node, Project, SyntaxKind, ts, type SourceFile } from 'ts-morph';
import pinned from '../snapshot/pinned-providers.json' with { type: 'json' };
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
};

/** `@pulumi/pulumi` and the providers the snapshot pins: the packages a generated program may import. */
const ALLOWED_PACKAGES = new Set(['@pulumi/pulumi', ...pinned.providers.map((p) => p.package)]);

function importFinding(specifier: string): { code: string; message: string } | undefined {
  if (specifier.startsWith('@pulumi/')) {
    const name = specifier.split('/').slice(0, 2).join('/');
    if (/^@pulumi\/pulumi\/automation(\/|$)/.test(specifier)) {
      return {
        code: 'forbidden-import',
        message: `imports '${specifier}' (the Automation API runs the Pulumi CLI)`,
      };
    }
    if (ALLOWED_PACKAGES.has(name)) return undefined;
    return {
      code: 'forbidden-import',
      message: `imports '${specifier}', which is not one of the pinned packages (${[...ALLOWED_PACKAGES].join(', ')})`,
    };
  }
  const bare = specifier.replace(/^node:/, '');
  const effect = NODE_MODULE_EFFECTS[bare];
  return {
    code: 'forbidden-import',
    message:
      effect !== undefined
        ? `imports '${specifier}' (${effect}); only @pulumi/* packages may be imported`
        : `imports '${specifier}'; only @pulumi/* packages may be imported`,
  };
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

function checkFile(file: SourceFile, path: string): Finding[] {
  const findings: Finding[] = [];
  const add = (node: Node, code: string, message: string) =>
    findings.push({
      rung: 'safety',
      severity: 'error',
      code,
      file: path,
      line: node.getStartLineNumber(),
      message: `line ${node.getStartLineNumber()}: ${message}`,
    });

  // Aliases of `@pulumi/pulumi`, whose `automation` namespace drives the Pulumi CLI (process execution).
  const pulumiAliases = new Set<string>();
  for (const declaration of file.getImportDeclarations()) {
    if (declaration.getModuleSpecifierValue() !== '@pulumi/pulumi') continue;
    const namespace =
      declaration.getNamespaceImport()?.getText() ?? declaration.getDefaultImport()?.getText();
    if (namespace !== undefined) pulumiAliases.add(namespace);
    for (const named of declaration.getNamedImports()) {
      if (named.getName() === 'automation') {
        add(
          named,
          'forbidden-import',
          'imports `automation` from @pulumi/pulumi (the Automation API runs the Pulumi CLI)',
        );
      }
    }
  }

  file.forEachDescendant((node) => {
    switch (node.getKind()) {
      case SyntaxKind.ImportDeclaration:
      case SyntaxKind.ExportDeclaration: {
        const specifier = (
          node.asKind(SyntaxKind.ImportDeclaration) ?? node.asKind(SyntaxKind.ExportDeclaration)
        )?.getModuleSpecifierValue();
        if (specifier === undefined) break;
        const problem = importFinding(specifier);
        if (problem !== undefined) add(node, problem.code, problem.message);
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
        break;
      }
      case SyntaxKind.PropertyAccessExpression:
      case SyntaxKind.ElementAccessExpression: {
        // `x.constructor.constructor('code')()` reaches `Function` without naming it.
        const nameNode = Node.isPropertyAccessExpression(node)
          ? node.getNameNode()
          : node.asKindOrThrow(SyntaxKind.ElementAccessExpression).getArgumentExpression();
        const name =
          nameNode !== undefined && (Node.isIdentifier(nameNode) || Node.isStringLiteral(nameNode))
            ? Node.isStringLiteral(nameNode)
              ? nameNode.getLiteralValue()
              : nameNode.getText()
            : undefined;
        if (name === 'automation' && pulumiAliases.has(node.getFirstChild()?.getText() ?? '')) {
          add(node, 'forbidden-global', 'uses `pulumi.automation` (the Automation API runs the Pulumi CLI)');
        } else if (name === 'constructor' || name === '__proto__') {
          add(node, 'forbidden-global', `accesses \`${name}\` (can reach \`Function\`)`);
        } else if (
          Node.isElementAccessExpression(node) &&
          nameNode !== undefined &&
          !Node.isLiteralExpression(nameNode)
        ) {
          const target = node.getExpression().getText();
          if (target === 'this')
            add(node, 'forbidden-global', 'computed access on `this` (can reach globals)');
        }
        break;
      }
      default:
        break;
    }
  });
  return findings;
}

let parser: Project | undefined;

/**
 * The first rung, before anything executes the program: an AST walk that allows imports of `@pulumi/*` only
 * and rejects every form of process, file-system, network or dynamic-code access we know of. It is a deny
 * list over an allow-listed import set: with only `@pulumi/*` importable, the remaining escape hatches are
 * globals, which are listed.
 */
export function checkSafety(program: ProgramFiles): Finding[] {
  parser ??= new Project({
    useInMemoryFileSystem: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, allowJs: true },
  });
  const findings: Finding[] = [];
  for (const [path, text] of program) {
    if (!/\.(ts|tsx|js|mjs|cjs|mts|cts)$/.test(path)) continue;
    const file = parser.createSourceFile(`/safety/${path}`, text, { overwrite: true });
    try {
      findings.push(...checkFile(file, path));
    } finally {
      parser.removeSourceFile(file);
    }
  }
  return findings;
}

export function createSafetyRung(): Rung {
  return {
    name: 'safety',
    check(program): Promise<RungCheck> {
      const findings = checkSafety(program);
      return Promise.resolve(
        findings.length > 0 ? { kind: 'failed', findings } : { kind: 'passed', warnings: [] },
      );
    },
  };
}
