import { join } from 'node:path';
import type { VerifierBuild } from '../pipeline/build-verifier.js';
import type { SandboxSetting } from '../sandbox/types.js';
import { UsageError } from '../shared/errors.js';
import { packageRoot } from '../shared/paths.js';
import type { ReportFormat, RunSettings } from '../settings/run-settings.js';
import { parsePolicyOptions } from '../verify/policy/policy-options.js';
import type { PolicySettings } from '../verify/policy/types.js';
import type { PreviewMode } from '../verify/types.js';
import type { CommandContext } from './command.js';

/** `--format` and `--json` as one format: `--json` means json, and contradicting `--format` is refused. */
export function reportFormat(s: RunSettings<'format' | 'json'>, context: CommandContext): ReportFormat {
  if (s.json && context.values['format'] !== undefined && s.format !== 'json') {
    throw new UsageError(`--json and --format ${s.format} disagree; give one of them`);
  }
  return s.json ? 'json' : s.format;
}

/** `--policy`, `--policy-pack` and `--policy-config`, checked now: a missing pack folder is one line. */
export function policyOption(
  s: RunSettings<'policy' | 'policyPacks' | 'policyConfig'>,
  context: CommandContext,
): PolicySettings {
  return parsePolicyOptions(
    {
      mode: s.policy,
      packDirs: s.policyPacks,
      configFile: s.policyConfig,
      names: { mode: '--policy', packs: '--policy-pack', config: '--policy-config' },
    },
    context.env.cwd,
    (message) => new UsageError(message),
  );
}

/**
 * What a CLI run's pipeline or verifier is built from: the user's cache, store and npm configuration, the
 * package's own node_modules, the sandbox, the policy and the preview mode.
 */
export function cliRunBuild(
  context: CommandContext,
  run: {
    readonly preview: PreviewMode;
    readonly sandbox: SandboxSetting;
    readonly policy: PolicySettings;
  },
  tempDir: string | undefined,
): VerifierBuild {
  const { env } = context;
  return {
    snapshotDir: env.snapshotDir,
    cacheDir: env.cacheDir,
    storeDir: env.storeDir,
    npm: env.npm,
    nodeModulesDirs: [join(packageRoot(), 'node_modules')],
    pathEnv: env.path,
    preview: run.preview,
    sandbox: run.sandbox,
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    nodePath: process.execPath,
    homeDir: env.homeDir,
    cloudCredentials: env.cloudCredentials,
    policy: run.policy,
    ...(tempDir !== undefined ? { tempDir } : {}),
  };
}
