import { UserError } from '../shared/errors.js';
import { NODE_TYPES, type ProviderPin } from '../shared/project.js';
import { installedVersion } from '../store/node-modules-entries.js';
import type { PackageStore } from '../store/package-store.js';

export interface InstallSpec {
  readonly pulumiVersion: string;
  readonly providers: readonly ProviderPin[];
}

export interface ProviderInstallerOptions {
  /** Existing `node_modules` directories to reuse when they hold every package at the pinned version. */
  readonly nodeModulesDirs: readonly string[];
  /** Where packages no such directory holds come from; without one they are an error. */
  readonly store?: PackageStore;
}

/** Finds (or makes) a `node_modules` directory holding `@pulumi/pulumi` and the providers at their pins. */
export interface ProviderInstaller {
  nodeModulesFor(spec: InstallSpec): Promise<string>;
}

/** `@pulumi/pulumi`, the providers and the Node types the typecheck loads, each at its pinned version. */
function wanted(spec: InstallSpec): Record<string, string> {
  const packages: Record<string, string> = {
    '@pulumi/pulumi': spec.pulumiVersion,
    [NODE_TYPES.package]: NODE_TYPES.version,
  };
  for (const pin of spec.providers) packages[pin.package] = pin.version;
  return packages;
}

/** Whether a `node_modules` directory already has every wanted package at exactly the wanted version. */
export function satisfies(nodeModulesDir: string, packages: Readonly<Record<string, string>>): boolean {
  return Object.entries(packages).every(
    ([name, version]) => installedVersion(nodeModulesDir, name) === version,
  );
}

/**
 * Provider declarations come from an install whose versions match the pins: the package's own dependencies
 * when they match (always true in this repository's tests), else the package store, which installs each
 * package version once and links the combination a run needs.
 */
export function createProviderInstaller(options: ProviderInstallerOptions): ProviderInstaller {
  return {
    async nodeModulesFor(spec) {
      const packages = wanted(spec);
      for (const dir of options.nodeModulesDirs) {
        if (satisfies(dir, packages)) return dir;
      }
      if (options.store === undefined) {
        const list = Object.entries(packages)
          .map(([name, version]) => `${name}@${version}`)
          .join(' ');
        throw new UserError(`the provider packages (${list}) are not installed and no package store is set`);
      }
      return options.store.nodeModulesFor({
        pulumiVersion: spec.pulumiVersion,
        packages: [
          ...spec.providers.map((pin) => ({ name: pin.package, version: pin.version })),
          { name: NODE_TYPES.package, version: NODE_TYPES.version },
        ],
      });
    },
  };
}
