import { resolve } from 'node:path';
import { conventionsOf, type RepoConfig } from '../config/repo-config.js';
import type { GenerationRequest } from '../pipeline/types.js';
import type { SandboxSetting } from '../sandbox/types.js';
import { UsageError } from '../shared/errors.js';
import { admitRequest, removedSecretsWarning } from '../settings/admit-request.js';
import { cliSource, resolveSettings, secretSettingValues } from '../settings/resolve-settings.js';
import { promotedWarning, runConfig, secretValuesOf } from '../config/stack-config.js';
import type { ReportFormat } from '../settings/run-settings.js';
import { GENERATE_SETTINGS } from './commands/generate.js';
import type { PolicySettings } from '../verify/policy/types.js';
import type { CommandContext } from './command.js';
import { policyOption, reportFormat } from './common-options.js';

export interface GenerateOptions {
  readonly request: GenerationRequest;
  readonly outDir: string;
  readonly dryRun: boolean;
  readonly force: boolean;
  readonly offline: boolean;
  readonly model: string;
  readonly baseUrl: string | undefined;
  readonly apiKey: string | undefined;
  /** For snapshots embedded through the endpoint (`PULUMI_GEN_EMBEDDING_MODEL`). */
  readonly embeddingModel: string | undefined;
  readonly format: ReportFormat;
  readonly sandbox: SandboxSetting;
  readonly policy: PolicySettings;
  /** Model tokens (prompt + completion) the run may spend; `undefined`: no limit. */
  readonly maxTokens: number | undefined;
  /** Every secret value the run was given (key, secret config): redacted from everything it prints. */
  readonly secrets: readonly string[];
  /** What to tell the user before the run: secrets removed from the request, a key taken for a secret. */
  readonly warnings: readonly string[];
}

/** What `pulumi-gen edit DIR "<change>"` works on: the project's folder, its files and the change. */
export interface EditTarget {
  readonly dir: string;
  readonly existingProgram: ReadonlyMap<string, string>;
  readonly words: readonly string[];
}

function requestText(words: readonly string[], edit: boolean): { text: string; warnings: string[] } {
  const admission = admitRequest(words.join(' '));
  if (admission.kind === 'rejected') throw new UsageError(admission.message);
  if (admission.kind === 'empty') {
    throw new UsageError(
      edit
        ? 'say what to change, in quotes: pulumi-gen edit pulumi-gen-out "add an SQS queue for the uploads"'
        : 'say what to build, in quotes: pulumi-gen "an S3 bucket with versioning" --dry-run',
    );
  }
  return {
    text: admission.text,
    warnings: admission.removed.length > 0 ? [removedSecretsWarning(admission.removed)] : [],
  };
}

/**
 * Every flag of `generate` (and `edit`, which takes the same ones but `--out` and `--force`) read and checked
 * before any work starts: a bad flag costs nothing.
 */
export function parseGenerateOptions(
  context: CommandContext,
  repo: RepoConfig,
  edit?: EditTarget,
): GenerateOptions {
  const { text, warnings } = requestText(edit?.words ?? context.positionals, edit !== undefined);
  const source = cliSource(context.values, context.env.variables, repo);
  const s = resolveSettings([...GENERATE_SETTINGS, 'apiKey', 'embeddingModel'], source);
  const run = runConfig(s.config, s.secretConfig);
  const promoted = promotedWarning(run, '--secret');
  const format = reportFormat(s, context);
  const conventions = conventionsOf(repo);
  return {
    request: {
      text,
      source: 'cli',
      ...(edit !== undefined ? { mode: 'edit', existingProgram: edit.existingProgram } : { mode: 'new' }),
      ...(s.providers.length > 0 ? { providers: s.providers } : {}),
      maxRepairs: s.maxRepairs,
      preview: s.preview,
      ...(Object.keys(run.config).length > 0 ? { config: run.config } : {}),
      ...(run.secretKeys.length > 0 ? { secretKeys: run.secretKeys } : {}),
      ...(s.stack !== 'dev' ? { stack: s.stack } : {}),
      ...(conventions !== undefined ? { conventions } : {}),
    },
    outDir: edit?.dir ?? resolve(context.env.cwd, s.out),
    dryRun: s.dryRun,
    force: edit !== undefined || s.force,
    offline: s.offline || (s.apiKey === undefined && s.baseUrl === undefined),
    model: s.model,
    baseUrl: s.baseUrl,
    apiKey: s.apiKey,
    embeddingModel: s.embeddingModel,
    format,
    sandbox: s.sandbox,
    policy: policyOption(s, context),
    maxTokens: s.maxTokens,
    secrets: [...secretSettingValues(s), ...secretValuesOf(run)],
    warnings: promoted === undefined ? warnings : [...warnings, promoted],
  };
}
