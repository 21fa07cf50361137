import { resolve } from 'node:path';
import { loadRepoConfig } from '../config/load-repo-config.js';
import { conventionsOf } from '../config/repo-config.js';
import type { VerifyRequest } from '../pipeline/verify-project.js';
import type { SandboxSetting } from '../sandbox/types.js';
import { UsageError } from '../shared/errors.js';
import { admitRequest } from '../settings/admit-request.js';
import { cliSource, resolveSettings } from '../settings/resolve-settings.js';
import type { ReportFormat } from '../settings/run-settings.js';
import type { PolicySettings } from '../verify/policy/types.js';
import { readExistingProject } from '../workspace/read-project.js';
import type { CommandContext } from './command.js';
import { policyOption, reportFormat } from './common-options.js';
import { VERIFY_SETTINGS } from './commands/verify.js';

/** `pulumi-gen verify`'s flags, read and checked (the project read too) before any work starts. */
export interface VerifyOptions {
  readonly request: VerifyRequest;
  readonly format: ReportFormat;
  readonly sandbox: SandboxSetting;
  readonly policy: PolicySettings;
}

/** `--request`, admitted as a generate request is (limits, typed secrets removed); empty: intent not checked. */
function intentRequest(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const admission = admitRequest(raw);
  if (admission.kind === 'rejected') throw new UsageError(`--request: ${admission.message}`);
  return admission.kind === 'admitted' ? admission.text : undefined;
}

export function parseVerifyOptions(context: CommandContext): VerifyOptions {
  if (context.positionals.length > 1) {
    throw new UsageError(
      `verify takes one folder, not ${context.positionals.length}; quote a path with spaces`,
    );
  }
  const repo = loadRepoConfig(context.env.cwd);
  const s = resolveSettings(VERIFY_SETTINGS, cliSource(context.values, context.env.variables, repo));
  const format = reportFormat(s, context);
  const requestText = intentRequest(s.request);
  const conventions = conventionsOf(repo);
  const policy = policyOption(s, context);
  const project = readExistingProject(resolve(context.env.cwd, context.positionals[0] ?? '.'), s.configStack);
  return {
    request: {
      project,
      ...(requestText !== undefined ? { requestText } : {}),
      config: s.config,
      preview: s.preview,
      ...(conventions !== undefined ? { conventions } : {}),
    },
    format,
    sandbox: s.sandbox,
    policy,
  };
}
