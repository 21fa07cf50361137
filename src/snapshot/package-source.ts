import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { errorMessage, UserError } from '../shared/errors.js';
import type { PinnedProvider } from './pinned-providers.js';

/** Installs one npm package spec (`@pulumi/gcp@9.37.0`) into a directory. A seam so tests need no network. */
export interface PackageInstaller {
  install(spec: string, dir: string): Promise<void>;
}

/**
 * The `npm` on PATH, with no lifecycle scripts (provider packages run a plugin download on install, which
 * we neither need nor can reach) and no lock or save: the cache dir is ours alone.
 */
export function npmInstaller(): PackageInstaller {
  const run = promisify(execFile);
  return {
    async install(spec, dir) {
      try {
        await run(
          'npm',
          ['install', '--ignore-scripts', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', spec],
          { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
        );
      } catch (error) {
        throw new UserError(`npm install ${spec} failed: ${errorMessage(error).slice(0, 500)}`);
      }
    },
  };
}

export interface LocatedPackage {
  readonly dir: string;
  readonly source: 'node_modules' | 'cache' | 'installed';
}

export interface PackageSource {
  locate(provider: PinnedProvider): Promise<LocatedPackage>;
}

function installedVersion(packageDir: string): string | undefined {
  const manifest = join(packageDir, 'package.json');
  if (!existsSync(manifest)) {
    return undefined;
  }
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
}

/** `@pulumi/azure-native@3.28.0` → `pulumi__azure-native@3.28.0`: one cache folder per exact version. */
export function cacheFolderName(provider: PinnedProvider): string {
  return `${provider.package.replace(/^@/, '').replace(/\//g, '__')}@${provider.version}`;
}

export interface PackageSourceOptions {
  /** Directories whose `node_modules` may already hold the exact version (the repo's devDependencies). */
  readonly searchRoots: readonly string[];
  /** `<cacheDir>/providers/<package@version>` receives packages that had to be installed. */
  readonly cacheDir: string;
  readonly installer: PackageInstaller;
}

/**
 * Finds each pinned package at exactly its pinned version: first in the given `node_modules`, then in the
 * cache, else installs it into the cache. A version mismatch never silently falls back to another version.
 */
export function createPackageSource(options: PackageSourceOptions): PackageSource {
  return {
    async locate(provider) {
      for (const root of options.searchRoots) {
        const dir = join(root, 'node_modules', provider.package);
        if (installedVersion(dir) === provider.version) {
          return { dir, source: 'node_modules' };
        }
      }
      const cached = join(options.cacheDir, 'providers', cacheFolderName(provider));
      const dir = join(cached, 'node_modules', provider.package);
      if (installedVersion(dir) === provider.version) {
        return { dir, source: 'cache' };
      }
      mkdirSync(cached, { recursive: true });
      if (!existsSync(join(cached, 'package.json'))) {
        writeFileSync(join(cached, 'package.json'), '{ "private": true }\n');
      }
      await options.installer.install(`${provider.package}@${provider.version}`, cached);
      const version = installedVersion(dir);
      if (version !== provider.version) {
        throw new UserError(
          `installing ${provider.package}@${provider.version} into ${cached} gave version ${version ?? 'none'}`,
        );
      }
      return { dir, source: 'installed' };
    },
  };
}
