import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { errorMessage, UserError } from '../shared/errors.js';
import type { ProviderPin } from '../pipeline/types.js';

export interface InstallSpec {
  readonly pulumiVersion: string;
  readonly providers: readonly ProviderPin[];
}

export interface ProviderInstallerOptions {
  /** Existing `node_modules` directories to reuse when they hold every package at the pinned version. */
  readonly nodeModulesDirs: readonly string[];
  /** Installs go to `<cacheDir>/providers/<key>/node_modules`. */
  readonly cacheDir: string;
  /** `PATH` for `npm`. */
  readonly pathEnv: string;
  /** Runs `npm install`; injected by tests. */
  readonly runNpm?: (args: readonly string[], cwd: string, pathEnv: string) => Promise<void>;
}

/** Finds (or makes) a `node_modules` directory holding `@pulumi/pulumi` and the providers at their pins. */
export interface ProviderInstaller {
  nodeModulesFor(spec: InstallSpec): Promise<string>;
}

function wanted(spec: InstallSpec): Record<string, string> {
  const packages: Record<string, string> = { '@pulumi/pulumi': spec.pulumiVersion };
  for (const pin of spec.providers) packages[pin.package] = pin.version;
  return packages;
}

function installedVersion(nodeModulesDir: string, name: string): string | undefined {
  const path = join(nodeModulesDir, name, 'package.json');
  if (!existsSync(path)) return undefined;
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** Whether a `node_modules` directory already has every wanted package at exactly the wanted version. */
export function satisfies(nodeModulesDir: string, packages: Readonly<Record<string, string>>): boolean {
  return Object.entries(packages).every(
    ([name, version]) => installedVersion(nodeModulesDir, name) === version,
  );
}

function npmInstall(args: readonly string[], cwd: string, pathEnv: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      [...args],
      {
        cwd,
        env: { PATH: pathEnv, HOME: cwd, npm_config_update_notifier: 'false' },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, _stdout, stderr) => {
        if (error === null) resolve();
        else reject(new Error(`${errorMessage(error)}: ${stderr.split('\n').slice(-5).join(' ')}`));
      },
    );
  });
}

const COMPLETE_MARKER = '.pulumi-gen-complete';

/**
 * Provider declarations come from an install whose versions match the pins: the package's own dependencies
 * when they match (always true in this repository's tests), else a cache keyed by the exact versions, filled
 * once with `npm install --ignore-scripts` (no install scripts: we only need declarations and JS) into a temp
 * directory renamed into place, so a crashed install never looks complete.
 */
export function createProviderInstaller(options: ProviderInstallerOptions): ProviderInstaller {
  const runNpm = options.runNpm ?? npmInstall;
  return {
    async nodeModulesFor(spec) {
      const packages = wanted(spec);
      for (const dir of options.nodeModulesDirs) {
        if (satisfies(dir, packages)) return dir;
      }
      const key = createHash('sha256')
        .update(JSON.stringify(Object.entries(packages).sort()))
        .digest('hex')
        .slice(0, 16);
      const target = join(options.cacheDir, 'providers', key);
      if (existsSync(join(target, COMPLETE_MARKER)) && satisfies(join(target, 'node_modules'), packages)) {
        return join(target, 'node_modules');
      }
      await mkdir(dirname(target), { recursive: true });
      const staging = await mkdtemp(`${target}.tmp-`);
      try {
        await writeFile(
          join(staging, 'package.json'),
          JSON.stringify({ name: 'pulumi-gen-providers', private: true, dependencies: packages }, null, 2),
        );
        await runNpm(
          ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--save-exact', '--loglevel=error'],
          staging,
          options.pathEnv,
        );
        if (!satisfies(join(staging, 'node_modules'), packages)) {
          throw new Error('npm finished but the pinned versions are not all installed');
        }
        await writeFile(join(staging, COMPLETE_MARKER), new Date().toISOString());
        await rm(target, { recursive: true, force: true });
        await rename(staging, target);
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        const list = Object.entries(packages)
          .map(([name, version]) => `${name}@${version}`)
          .join(' ');
        throw new UserError(`cannot install the provider packages (${list}): ${errorMessage(error)}`);
      }
      return join(target, 'node_modules');
    },
  };
}
