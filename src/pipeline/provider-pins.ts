import type { Snapshot } from '../snapshot/types.js';
import type { ProviderPin } from '../shared/project.js';
import { importedPackages } from '../verify/safety/module-allowlist.js';

/** The snapshot's pins for the given providers (unknown names are left out: the typecheck will say so). */
export function pinsFor(snapshot: Snapshot, providers: Iterable<string>): ProviderPin[] {
  const pins: ProviderPin[] = [];
  for (const provider of new Set(providers)) {
    const entry = snapshot.manifest.providers[provider];
    if (entry !== undefined) pins.push({ provider, package: entry.package, version: entry.version });
  }
  return pins.sort((a, b) => a.provider.localeCompare(b.provider));
}

/**
 * Providers a program imports (`@pulumi/aws` → `aws`, `@pulumiverse/vercel` → `vercel`), as the snapshot
 * names them: any package the manifest records, whatever its scope; a submodule import
 * (`@pulumi/azure-native/resources`, the style Azure's own examples use) imports its package too.
 */
export function importedProviders(program: string, snapshot: Snapshot): string[] {
  const packages = new Set(importedPackages(program));
  return Object.entries(snapshot.manifest.providers)
    .filter(([, entry]) => packages.has(entry.package))
    .map(([name]) => name);
}
