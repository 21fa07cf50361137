import { ts } from 'ts-morph';

import type { ProgramFiles } from '../types.js';

/** A provider member the program names: `aws.s3.Bucket` is `{ package: '@pulumi/aws', path: 's3.Bucket' }`. */
export interface ProviderReference {
  readonly package: string;
  readonly path: string;
}

const PROVIDER_PACKAGE = /^@pulumi\/(?!pulumi$)[^/]+$/;

/**
 * The provider resources and functions a program names, read from its AST: property chains rooted at an
 * import of a provider package (`import * as aws from '@pulumi/aws'`, `import { s3 } from '@pulumi/aws'`).
 * The mock run uses them to give mocked resources the outputs their schema declares, so code such as
 * `azs.names[0]` runs under mocks as it would against the cloud.
 */
export function findProviderReferences(program: ProgramFiles): readonly ProviderReference[] {
  const found = new Map<string, ProviderReference>();
  for (const [file, text] of program) {
    if (!/\.(ts|mts|cts)$/.test(file)) {
      continue;
    }
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
    /** Local identifier → package and the path it stands for inside the package. */
    const roots = new Map<string, { package: string; prefix: readonly string[] }>();
    for (const statement of sourceFile.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
        continue;
      }
      const pkg = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (!PROVIDER_PACKAGE.test(pkg) || clause === undefined) {
        continue;
      }
      if (clause.name !== undefined) {
        roots.set(clause.name.text, { package: pkg, prefix: [] });
      }
      const bindings = clause.namedBindings;
      if (bindings !== undefined && ts.isNamespaceImport(bindings)) {
        roots.set(bindings.name.text, { package: pkg, prefix: [] });
      } else if (bindings !== undefined) {
        for (const element of bindings.elements) {
          roots.set(element.name.text, {
            package: pkg,
            prefix: [(element.propertyName ?? element.name).text],
          });
        }
      }
    }
    if (roots.size === 0) {
      continue;
    }
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) || ts.isIdentifier(node)) {
        const chain = accessChain(node);
        const root = chain === undefined ? undefined : roots.get(chain[0] ?? '');
        if (chain !== undefined && root !== undefined) {
          const path = [...root.prefix, ...chain.slice(1)];
          for (let length = 1; length <= path.length; length += 1) {
            const joined = path.slice(0, length).join('.');
            found.set(`${root.package} ${joined}`, { package: root.package, path: joined });
          }
        }
        if (ts.isPropertyAccessExpression(node) && chain !== undefined) {
          return;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return [...found.values()];
}

/** `aws.s3.Bucket` → `['aws', 's3', 'Bucket']`; undefined when the chain is not identifiers only. */
function accessChain(node: ts.Node): string[] | undefined {
  if (ts.isIdentifier(node)) {
    return [node.text];
  }
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) {
    const head = accessChain(node.expression);
    return head === undefined ? undefined : [...head, node.name.text];
  }
  return undefined;
}
