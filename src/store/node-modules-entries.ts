import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package names directly under a node_modules directory (`@scope/name` for scoped ones). */
export function topLevelPackages(nodeModulesDir: string): string[] {
  if (!existsSync(nodeModulesDir)) return [];
  const names: string[] = [];
  for (const entry of readdirSync(nodeModulesDir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
    if (entry.name.startsWith('@')) {
      for (const inner of readdirSync(join(nodeModulesDir, entry.name))) {
        if (!inner.startsWith('.')) names.push(`${entry.name}/${inner}`);
      }
    } else {
      names.push(entry.name);
    }
  }
  return names.sort();
}

/**
 * The version of the package installed at `<nodeModulesDir>/<name>`, if any, as npm resolves it: some
 * packages write a leading `v` into their manifest (`@pulumi/command` 4.5.0 says `v4.5.0`).
 */
export function installedVersion(nodeModulesDir: string, name: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(nodeModulesDir, name, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof manifest.version === 'string' ? manifest.version.replace(/^[v=]+/, '') : undefined;
  } catch {
    return undefined;
  }
}
