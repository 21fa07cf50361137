import type { PreviewMode } from '../verify/types.js';
import { SANDBOX_SETTINGS, type SandboxSetting } from '../sandbox/types.js';
import { UserError } from '../shared/errors.js';
import { POLICY_MODES, type PolicyMode } from '../verify/policy/types.js';
import type { ActionInputs } from './types.js';

/** Reads one input as the runner passes it (empty string when unset). */
export type InputReader = (name: string) => string;

const PREVIEW_MODES: readonly PreviewMode[] = ['auto', 'require', 'off'];
const MAX_REPAIRS_LIMIT = 10;
/** A run longer than GitHub's 6-hour job limit could never finish anyway. */
const MAX_TIME_BUDGET_MINUTES = 350;

/** `time-budget-minutes`: a positive number of minutes (fractions allowed), default 15. */
function parseTimeBudget(text: string | undefined): number {
  const minutes = Number(text ?? '15');
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_TIME_BUDGET_MINUTES) {
    throw new UserError(
      `input 'time-budget-minutes' must be a number of minutes above 0 and at most ${MAX_TIME_BUDGET_MINUTES}; keep it below the job's timeout-minutes`,
    );
  }
  return minutes;
}

function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function parseMaxTokens(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new UserError(`input 'max-tokens' must be a whole number of tokens, 1 or more (got '${text}')`);
  }
  return value;
}

/** A branch or path fragment from the workflow file: no `..`, no leading slash, git-ref-safe characters. */
function safeRelativePath(name: string, value: string): string {
  const cleaned = value.replace(/^\.\/+/, '').replace(/\/+$/, '');
  if (
    cleaned === '' ||
    cleaned.startsWith('/') ||
    cleaned.split('/').some((part) => part === '..' || part === '.' || part === '') ||
    !/^[A-Za-z0-9._\-/]+$/.test(cleaned)
  ) {
    throw new UserError(`input '${name}' must be a relative path of letters, digits, '.', '_', '-' and '/'`);
  }
  return cleaned;
}

/** Parses and checks the inputs once, so a typo in the workflow file fails with one line that says what to fix. */
export function parseActionInputs(read: InputReader): ActionInputs {
  const githubToken = read('github-token').trim();
  if (githubToken === '') {
    throw new UserError("input 'github-token' is empty: pass `github-token: ${{ github.token }}` or a PAT");
  }
  const preview = (optional(read('preview')) ?? 'auto') as PreviewMode;
  if (!PREVIEW_MODES.includes(preview)) {
    throw new UserError(`input 'preview' must be one of ${PREVIEW_MODES.join(', ')} (got '${preview}')`);
  }
  const sandbox = (optional(read('sandbox')) ?? 'auto') as SandboxSetting;
  if (!SANDBOX_SETTINGS.includes(sandbox)) {
    throw new UserError(`input 'sandbox' must be one of ${SANDBOX_SETTINGS.join(', ')} (got '${sandbox}')`);
  }
  const maxRepairsText = optional(read('max-repairs')) ?? '3';
  const maxRepairs = Number(maxRepairsText);
  if (!Number.isInteger(maxRepairs) || maxRepairs < 0 || maxRepairs > MAX_REPAIRS_LIMIT) {
    throw new UserError(`input 'max-repairs' must be a whole number from 0 to ${MAX_REPAIRS_LIMIT}`);
  }
  const trigger = optional(read('trigger')) ?? '/pulumi-gen';
  if (/\s/.test(trigger)) {
    throw new UserError("input 'trigger' must be a single word such as '/pulumi-gen'");
  }
  const branchPrefixText = optional(read('branch-prefix')) ?? 'pulumi-gen/';
  const branchPrefix = branchPrefixText.endsWith('/')
    ? `${safeRelativePath('branch-prefix', branchPrefixText)}/`
    : safeRelativePath('branch-prefix', branchPrefixText);
  const policy = (optional(read('policy')) ?? 'mandatory') as PolicyMode;
  if (!POLICY_MODES.includes(policy)) {
    throw new UserError(`input 'policy' must be one of ${POLICY_MODES.join(', ')} (got '${policy}')`);
  }
  const policyPacks = (optional(read('policy-packs')) ?? '')
    .split(/[\s,]+/)
    .filter((dir) => dir !== '')
    .map((dir) => safeRelativePath('policy-packs', dir));
  const policyConfigText = optional(read('policy-config'));
  const baseBranchText = optional(read('base-branch'));
  const pathText = optional(read('path'));
  return {
    githubToken,
    openaiApiKey: optional(read('openai-api-key')),
    openaiBaseUrl: optional(read('openai-base-url')),
    model: optional(read('model')),
    trigger,
    request: optional(read('request')),
    providers: (optional(read('providers')) ?? '')
      .split(/[\s,]+/)
      .map((provider) => provider.trim().toLowerCase())
      .filter((provider) => provider !== ''),
    maxRepairs,
    preview,
    sandbox,
    baseBranch: baseBranchText === undefined ? undefined : safeRelativePath('base-branch', baseBranchText),
    branchPrefix,
    path: pathText === undefined ? undefined : safeRelativePath('path', pathText),
    policy,
    policyPacks,
    policyConfig:
      policyConfigText === undefined ? undefined : safeRelativePath('policy-config', policyConfigText),
    timeBudgetMinutes: parseTimeBudget(optional(read('time-budget-minutes'))),
    maxTokens: parseMaxTokens(optional(read('max-tokens'))),
  };
}
