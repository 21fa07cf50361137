import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';

import pinned from '../../snapshot/pinned-providers.json' with { type: 'json' };
import type { Snapshot } from '../../snapshot/types.js';
import { hostReachingApi } from './host-reaching-apis.js';

/** `@pulumi/pulumi` and the providers the snapshot pins: the only packages a generated program may import. */
export const ALLOWED_PACKAGES: ReadonlySet<string> = new Set([
  '@pulumi/pulumi',
  ...pinned.providers.map((p) => p.package),
]);

/**
 * What a run's program may import: `@pulumi/pulumi` and every package of the snapshot the run searched,
 * the bundled ones and those built on demand for it (a request for an alicloud instance must be able to
 * import the @pulumi/alicloud it was retrieved from). Nothing else reaches the workspace's install.
 */
export function allowedPackagesOf(snapshot: Pick<Snapshot, 'manifest'>): ReadonlySet<string> {
  return new Set([
    '@pulumi/pulumi',
    ...Object.values(snapshot.manifest.providers).map((entry) => entry.package),
  ]);
}

/** The packages a program's text imports (`@pulumi/aws/s3` → `@pulumi/aws`), in order of first use. */
export function importedPackages(program: string): string[] {
  const specifiers = program.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/g);
  return [...new Set([...specifiers].map((m) => /^(?:@[^/]+\/)?[^/]+/.exec(m[1]!)?.[0] ?? m[1]!))];
}

let namespaces: ReadonlySet<string> | undefined;

/**
 * The namespaces `@pulumi/pulumi`'s index exports (`asset`, `log`, `iterable`, `runtime`…), read once from
 * its declarations: `@pulumi/pulumi/asset` is `pulumi.asset`, and is judged as that member is (host-reaching
 * ones stay refused). Its other files are the SDK's internals, refused as before.
 */
function sdkNamespaces(): ReadonlySet<string> {
  if (namespaces === undefined) {
    let text = '';
    try {
      const index = createRequire(import.meta.url).resolve('@pulumi/pulumi');
      text = readFileSync(index.replace(/\.js$/, '.d.ts'), 'utf8');
    } catch {
      // Not resolvable here: no submodule of the SDK is allowed.
    }
    const exported = /^export \{([^}]*)\};?$/m.exec(text)?.[1] ?? '';
    namespaces = new Set(
      exported
        .split(',')
        .map((name) => name.trim())
        .filter((name) => /^[a-z][A-Za-z0-9]*$/.test(name)),
    );
  }
  return namespaces;
}

/** `@pulumi/pulumi/<namespace>` specifiers a program may import (and the mock run may load): not host-reaching. */
export function allowedSdkSubmodules(): string[] {
  return [...sdkNamespaces()]
    .filter((name) => hostReachingApi('@pulumi/pulumi', name) === undefined)
    .map((name) => `@pulumi/pulumi/${name}`);
}

/** Directories inside a package that hold other code (vendored compilers, nested installs, tests). */
const FOREIGN_DIRS = new Set(['node_modules', 'vendor', 'bin', 'cmd', 'proto', 'tests', 'test']);

export type SpecifierVerdict =
  | { readonly kind: 'allowed'; readonly package: string; readonly submodule: readonly string[] }
  | { readonly kind: 'rejected'; readonly message: string };

const reject = (message: string): SpecifierVerdict => ({ kind: 'rejected', message });

/**
 * Whether an import specifier names an allowed package or one of its documented submodules: exactly
 * `@pulumi/<pinned>` or `@pulumi/<pinned>/<namespace>[/<module>]` (a provider namespace: `@pulumi/aws/s3`,
 * `@pulumi/kubernetes/apps/v1`),
 * where the namespace is a plain name (no `.`, `..`, empty segment, `index`, file extension) and not a
 * host-reaching API. With `resolveFrom` (the project dir), Node's own resolution must land inside the
 * package, outside its vendored and nested directories.
 */
export function checkSpecifier(
  specifier: string,
  resolveFrom?: string,
  allowed: ReadonlySet<string> = ALLOWED_PACKAGES,
): SpecifierVerdict {
  // Any scope: community providers the snapshot records (`@pulumiverse/vercel`) are pinned like `@pulumi/*`.
  const match = /^((?:@[^/]+\/)?[^/]+)((?:\/.*)?)$/.exec(specifier);
  const pkg = match?.[1] ?? '';
  if (match === null || (!pkg.startsWith('@pulumi/') && !allowed.has(pkg))) {
    return reject(
      `imports '${specifier}'; only @pulumi/* and the snapshot's provider packages may be imported`,
    );
  }
  if (!allowed.has(pkg)) {
    return reject(
      `imports '${specifier}', which is not one of the pinned packages (${[...allowed].join(', ')})`,
    );
  }
  const rest = (match[2] ?? '').split('/').slice(1);
  if (
    rest.length > 2 ||
    rest.some((segment) => !/^[a-z][A-Za-z0-9]*$/.test(segment) || segment === 'index')
  ) {
    return reject(
      `imports '${specifier}': only '${pkg}' itself or one of its namespaces ('${pkg}/<namespace>') may be imported`,
    );
  }
  const submodule = rest[0];
  if (submodule !== undefined) {
    const api = hostReachingApi(pkg, submodule);
    const sdkNamespace = pkg !== '@pulumi/pulumi' || sdkNamespaces().has(submodule);
    if (api !== undefined || !sdkNamespace || FOREIGN_DIRS.has(submodule)) {
      return reject(
        `imports '${specifier}'${api === undefined ? ': not a provider namespace' : ` (${api.reason})`}`,
      );
    }
  }
  if (resolveFrom !== undefined) {
    const problem = resolvedOutside(specifier, pkg, resolveFrom);
    if (problem !== undefined) {
      return reject(problem);
    }
  }
  return { kind: 'allowed', package: pkg, submodule: rest };
}

/** Node's resolution of the specifier from the project; a file outside the package is a rejection. */
function resolvedOutside(specifier: string, pkg: string, resolveFrom: string): string | undefined {
  const require = createRequire(join(resolveFrom, 'index.js'));
  let file: string;
  let root: string;
  try {
    file = realpathSync(require.resolve(specifier));
    root = realpathSync(require.resolve(`${pkg}/package.json`).replace(/package\.json$/, ''));
  } catch {
    return `imports '${specifier}', which does not resolve from the project (is it installed?)`;
  }
  const inside = relative(root, file);
  const parts = inside.split(sep);
  if (inside.startsWith('..') || parts.some((part) => FOREIGN_DIRS.has(part))) {
    return `imports '${specifier}', which resolves to a file outside ${pkg} or in its vendored code`;
  }
  return existsSync(file) && statSync(file).isFile()
    ? undefined
    : `imports '${specifier}', which is no module file`;
}
