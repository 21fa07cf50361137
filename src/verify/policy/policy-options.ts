import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { parsePolicyConfig } from './resolve-pack.js';
import { POLICY_MODES, type PolicyMode, type PolicySettings } from './types.js';

/** The raw option values, named as the caller spells them in its messages (`--policy-pack`, `policy-packs`). */
export interface RawPolicyOptions {
  readonly mode: string | undefined;
  readonly packDirs: readonly string[];
  readonly configFile: string | undefined;
  readonly names: { readonly mode: string; readonly packs: string; readonly config: string };
}

/**
 * Checks the policy options of an entry (CLI flags or action inputs) and reads the config file, so a typo is
 * one line before anything is generated. `fail` makes the entry's error (usage error for the CLI).
 */
export function parsePolicyOptions(
  raw: RawPolicyOptions,
  baseDir: string,
  fail: (message: string) => Error,
): PolicySettings {
  const mode = raw.mode ?? 'mandatory';
  if (!(POLICY_MODES as readonly string[]).includes(mode)) {
    throw fail(`${raw.names.mode} must be ${POLICY_MODES.join(', ')}, not '${mode}'`);
  }
  const packDirs = raw.packDirs.map((dir) => resolve(baseDir, dir));
  for (const dir of packDirs) {
    if (!existsSync(join(dir, 'package.json'))) {
      throw fail(
        `${raw.names.packs} ${dir} is not a policy pack: it has no package.json (see \`pulumi policy new\`)`,
      );
    }
  }
  if (raw.configFile === undefined) {
    return { mode: mode as PolicyMode, packDirs };
  }
  const configFile = resolve(baseDir, raw.configFile);
  if (!existsSync(configFile)) {
    throw fail(`${raw.names.config} ${configFile} does not exist`);
  }
  return {
    mode: mode as PolicyMode,
    packDirs,
    config: parsePolicyConfig(readFileSync(configFile, 'utf8'), configFile),
    configFile,
  };
}
