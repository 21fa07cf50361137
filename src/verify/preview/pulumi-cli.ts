import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** A Pulumi CLI found on disk. */
export interface PulumiCliLocation {
  /** Absolute path of the `pulumi` executable. */
  readonly executable: string;
  /** Its directory: put first on the preview's PATH so the CLI's bundled plugins and language hosts match. */
  readonly binDir: string;
}

export interface PulumiCliLocator {
  locate(): PulumiCliLocation | undefined;
}

export interface PulumiCliLocatorOptions {
  /** A `PATH` string (the entry passes its environment's); never read from the process here. */
  readonly path: string;
  /** The home directory: `~/.pulumi/bin` is where the installer puts the CLI, often not on PATH in CI. */
  readonly homeDir?: string;
  /** Executable check, for tests on odd file systems. Default: a regular file with the execute bit. */
  readonly isExecutable?: (file: string) => boolean;
}

function defaultIsExecutable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) {
      return false;
    }
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds `pulumi` the way a shell would, over the PATH string it is given, then in `~/.pulumi/bin`. The
 * preview rung runs only when this finds one (`--preview auto`), so the lookup must be cheap and exact.
 */
export function createPulumiCliLocator(options: PulumiCliLocatorOptions): PulumiCliLocator {
  const isExecutable = options.isExecutable ?? defaultIsExecutable;
  return {
    locate() {
      const dirs = options.path.split(delimiter).filter((dir) => dir !== '');
      if (options.homeDir !== undefined) {
        dirs.push(join(options.homeDir, '.pulumi', 'bin'));
      }
      for (const dir of dirs) {
        const executable = join(dir, process.platform === 'win32' ? 'pulumi.exe' : 'pulumi');
        if (isExecutable(executable)) {
          return { executable, binDir: dir };
        }
      }
      return undefined;
    },
  };
}

/** Installs a Pulumi CLI when none is found (`--install-pulumi`). */
export interface PulumiCliInstaller {
  install(): Promise<PulumiCliLocation>;
}

/**
 * `PulumiCommand.install()` from the Automation API into `root` (a cache dir), at the CLI version of the
 * installed `@pulumi/pulumi` (the Automation API's default, which is the version generated programs pin).
 * It downloads from get.pulumi.com, so it only works where the network allows; a failure becomes the
 * preview's skip reason.
 */
export function createPulumiCliInstaller(options: { readonly root: string }): PulumiCliInstaller {
  return {
    async install() {
      const { PulumiCommand } = await import('@pulumi/pulumi/automation/index.js');
      await PulumiCommand.install({ root: options.root });
      const binDir = join(options.root, 'bin');
      return { executable: join(binDir, 'pulumi'), binDir };
    },
  };
}
