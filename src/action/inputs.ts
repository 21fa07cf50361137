import { conventionsOf, type Conventions, type RepoConfig } from '../config/repo-config.js';
import { actionSource, resolveSettings } from '../settings/resolve-settings.js';
import type { RunSettings, SettingId } from '../settings/run-settings.js';

/** Reads one input as the runner passes it (empty string when unset). */
export type InputReader = (name: string) => string;

/** The run settings the action takes as inputs (action.yml lists exactly these; a test holds them). */
export const ACTION_SETTINGS = [
  'mode',
  'githubToken',
  'apiKey',
  'baseUrl',
  'model',
  'trigger',
  'triggerLabel',
  'request',
  'providers',
  'maxRepairs',
  'maxTokens',
  'preview',
  'sandbox',
  'policy',
  'policyPacks',
  'policyConfig',
  'config',
  'secretConfig',
  'baseBranch',
  'branchPrefix',
  'path',
  'timeBudgetMinutes',
] as const satisfies readonly SettingId[];

/**
 * The action's inputs after parsing and the merge with the environment and `.pulumi-gen.yml`: every knob
 * of action.yml, typed, plus the stack config (the file's region) and the conventions the program follows.
 */
export type ActionInputs = RunSettings<(typeof ACTION_SETTINGS)[number]> & {
  readonly conventions?: Conventions;
};

/**
 * Parses and checks the inputs once, so a typo in the workflow file fails with one line that says what to fix
 * (`input 'max-repairs' must be a whole number from 0 to 10, not '-1'`).
 */
export function parseActionInputs(
  read: InputReader,
  sources: { readonly variables?: Readonly<Record<string, string>>; readonly repo?: RepoConfig } = {},
): ActionInputs {
  const repo = sources.repo ?? {};
  const settings = resolveSettings(ACTION_SETTINGS, actionSource(read, sources.variables ?? {}, repo));
  const conventions = conventionsOf(repo);
  return { ...settings, ...(conventions !== undefined ? { conventions } : {}) };
}
