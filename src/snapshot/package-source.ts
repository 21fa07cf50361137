import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { errorMessage, UserError } from '../shared/errors.js';
import { packageFolderName } from './cache-root.js';
import { fetchWithNpm, type NpmAccess } from '../store/npm-access.js';
import type { PinnedProvider } from './pinned-providers.js';

/** Installs one npm package spec (`@pulumi/gcp@9.37.0`) into a directory. A seam so tests need no network. */
export interface PackageInstaller {
  install(spec: string, dir: string): Promise<void>;
}

/**
 * Fetches only the package's own tarball (`npm pack`) and unpacks it where `npm install` would have put it.
 * Extraction reads syntax only, so dependencies are never needed: @pulumi/awsx would otherwise pull in
 * @pulumi/aws, @pulumi/docker and the AWS SDK (hundreds of MB) to read a few dozen declaration files.
 * `npm pack` runs through the run's {@link NpmAccess} like the store's installs: the user's npm
 * configuration (registry, auth, proxy, cafile), the registry ping first, a time limit, and a one-line
 * failure that is not retried in the run.
 */
export function npmPackInstaller(npm: NpmAccess): PackageInstaller {
  return {
    async install(spec, dir) {
      const name = spec.slice(0, spec.lastIndexOf('@'));
      const target = join(dir, 'node_modules', ...name.split('/'));
      const stdout = await fetchWithNpm(npm, {
        what: spec,
        action: 'fetch',
        args: ['pack', spec, '--json', '--ignore-scripts', '--pack-destination', dir],
        cwd: dir,
      });
      const filename = packedFilename(stdout);
      if (filename === undefined) {
        throw new UserError(`cannot fetch ${spec}: npm pack named no tarball (${stdout.slice(0, 120)})`);
      }
      const tarball = join(dir, filename);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      try {
        await promisify(execFile)('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
      } catch (error) {
        throw new UserError(`cannot unpack ${spec} (${errorMessage(error).slice(0, 200)}); is tar on PATH?`);
      } finally {
        rmSync(tarball, { force: true });
      }
    },
  };
}

/** The tarball's file name from `npm pack --json` (`[{ "filename": "pulumi-x-1.0.0.tgz", … }]`). */
function packedFilename(stdout: string): string | undefined {
  try {
    const [packed] = JSON.parse(stdout) as { filename?: unknown }[];
    return typeof packed?.filename === 'string' ? packed.filename : undefined;
  } catch {
    return undefined;
  }
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
  // Some packages (@pulumi/command 4.5.0) publish their package.json with a `v` prefix on the version.
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version?.replace(/^v/, '');
}

export interface PackageSourceOptions {
  /** Directories whose `node_modules` may already hold the exact version (the repo's devDependencies). */
  readonly searchRoots: readonly string[];
  /** Packages that had to be fetched go to `<packagesDir>/<package@version>` ({@link snapshotPackagesDir}). */
  readonly packagesDir: string;
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
      const cached = join(options.packagesDir, packageFolderName(provider.package, provider.version));
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
