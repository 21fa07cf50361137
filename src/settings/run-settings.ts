import pinned from '../snapshot/pinned-providers.json' with { type: 'json' };
import { catalog, shortPackageName } from '../language/catalog.js';
import { REPO_CONFIG_FILE } from '../config/repo-config.js';
import { regionPairs } from '../config/stack-config.js';
import { SANDBOX_SETTINGS, type SandboxSetting } from '../sandbox/types.js';
import { POLICY_MODES, type PolicyMode } from '../verify/policy/types.js';
import type { PreviewMode } from '../verify/types.js';
import {
  httpUrl,
  keyValues,
  labelName,
  oneOf,
  paths,
  positiveNumber,
  relativePath,
  relativePaths,
  stackName,
  switchOn,
  text,
  wholeNumber,
  word,
  type Parser,
  type RawValue,
} from './parsers.js';
import { providerList } from './provider-names.js';
import type { RepoConfig } from '../config/repo-config.js';

/**
 * One row of the run-configuration table: every way a user can give the setting (a CLI flag, an action input,
 * an environment variable, a `.pulumi-gen.yml` key), its default, and the one parser that checks its range.
 * The CLI's parsing and `--help`, the action's inputs (held against action.yml by a test) and the merge of the
 * sources are all read from here, so a rule is written once.
 */
export interface RunSetting<T> {
  /** The CLI flag: `--max-repairs N` (`value` is the placeholder; no `value` makes a switch). */
  readonly flag?: { readonly name: string; readonly value?: string; readonly repeatable?: boolean };
  /** The action input of the same setting, and the `default:` action.yml gives it. */
  readonly input?: string;
  readonly inputDefault?: string;
  /** The environment variable read when neither the flag nor the input is given. */
  readonly env?: string;
  /** The `.pulumi-gen.yml` key read after the environment, and how its (already checked) value is taken. */
  readonly repo?: { readonly key: string; readonly value: (repo: RepoConfig) => RawValue | undefined };
  readonly default: T;
  /** What `--help` shows as the default, when it is not the plain value. */
  readonly defaultText?: string;
  /** The `--help` text (the range is part of it). */
  readonly help: string;
  readonly parse: Parser<T>;
  /** The action input's own parser, where a workflow value must be stricter (a path inside the repository). */
  readonly parseInput?: Parser<T>;
  /** A credential: registered as a secret by the action and never echoed. */
  readonly secret?: boolean;
  /** What to say when no source gives the setting: it has no usable default. */
  readonly required?: string;
  /** The `.pulumi-gen.yml` value is also the allow-list of what a flag or input may name. */
  readonly repoAllowList?: boolean;
  /** How a higher source's value joins a lower one's (stack config: the flags' keys over the file's region). */
  readonly combine?: (lower: T, higher: T) => T;
}

function setting<T>(row: RunSetting<T>): RunSetting<T> {
  return row;
}

/** The model id when none is configured but an endpoint or a key is. */
export const DEFAULT_MODEL = 'gpt-4.1';
export const PREVIEW_MODES: readonly PreviewMode[] = ['auto', 'require', 'off'];
export const REPORT_FORMATS = ['terminal', 'markdown', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const ACTION_MODES = ['generate', 'verify'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];
/** A run longer than GitHub's 6-hour job limit could never finish anyway. */
const MAX_TIME_BUDGET_MINUTES = 350;

/** The providers a run can name: the bundled ones and every catalog package (built on first use). */
export const KNOWN_PROVIDERS: readonly string[] = [
  ...new Set([
    ...pinned.providers.map((p) => p.name),
    ...catalog.packages.map((entry) => shortPackageName(entry.package)),
  ]),
];

const optionalText = (raw: RawValue): string | undefined => text(raw) || undefined;
const noDefault = undefined as string | undefined;

export const RUN_SETTINGS = {
  model: setting({
    flag: { name: 'model', value: 'M' },
    input: 'model',
    inputDefault: '',
    env: 'PULUMI_GEN_MODEL',
    default: DEFAULT_MODEL,
    help: 'chat model id on the endpoint',
    parse: (raw) => text(raw) || DEFAULT_MODEL,
  }),
  baseUrl: setting({
    flag: { name: 'base-url', value: 'URL' },
    input: 'openai-base-url',
    inputDefault: '',
    env: 'OPENAI_BASE_URL',
    default: noDefault,
    defaultText: 'api.openai.com',
    help: 'OpenAI-compatible endpoint (Azure OpenAI, Ollama, vLLM, LM Studio, …)',
    parse: (raw) => (text(raw) === '' ? undefined : httpUrl(raw)),
  }),
  apiKey: setting({
    input: 'openai-api-key',
    inputDefault: '',
    env: 'OPENAI_API_KEY',
    default: noDefault,
    help: 'API key of the endpoint (never a flag: it would show in the shell history and the process list)',
    parse: optionalText,
    secret: true,
  }),
  embeddingModel: setting({
    env: 'PULUMI_GEN_EMBEDDING_MODEL',
    default: noDefault,
    help: 'embeddings model, for snapshots built with the endpoint embedder',
    parse: optionalText,
  }),
  offline: setting({
    flag: { name: 'offline' },
    default: false,
    help: 'use the offline composer even when a model is configured',
    parse: switchOn,
  }),
  maxTokens: setting({
    flag: { name: 'max-tokens', value: 'N' },
    input: 'max-tokens',
    inputDefault: '',
    default: undefined as number | undefined,
    defaultText: 'no limit',
    help: 'stop the run before a model call would take it past N tokens (prompt + replies), 1-10000000',
    parse: (raw) => (text(raw) === '' ? undefined : wholeNumber(1, 10_000_000)(raw)),
  }),
  providers: setting({
    flag: { name: 'provider', value: 'P', repeatable: true },
    input: 'providers',
    inputDefault: '',
    repo: { key: 'providers', value: (repo) => repo.providers },
    repoAllowList: true,
    default: [] as readonly string[],
    defaultText: 'decided from the request',
    help: `restrict retrieval to providers (repeatable or comma-separated): aws, kubernetes (k8s), gcp, …; ${REPO_CONFIG_FILE} providers is also an allow-list`,
    parse: providerList(KNOWN_PROVIDERS),
  }),
  maxRepairs: setting({
    flag: { name: 'max-repairs', value: 'N' },
    input: 'max-repairs',
    inputDefault: '3',
    default: 3,
    help: 'model repair rounds, 0-10',
    parse: wholeNumber(0, 10),
  }),
  preview: setting({
    flag: { name: 'preview', value: 'MODE' },
    input: 'preview',
    inputDefault: 'auto',
    default: 'auto' as PreviewMode,
    help: 'pulumi preview rung: auto (runs when a pulumi CLI is found), require, or off',
    parse: oneOf(PREVIEW_MODES),
  }),
  sandbox: setting({
    flag: { name: 'sandbox', value: 'KIND' },
    input: 'sandbox',
    inputDefault: 'auto',
    default: 'auto' as SandboxSetting,
    help: 'where model-written code runs: auto (bwrap, unshare, docker), bwrap, unshare, docker, or none (NO isolation; only for a model you trust)',
    parse: oneOf(SANDBOX_SETTINGS),
  }),
  config: setting({
    flag: { name: 'config', value: 'KEY=VALUE', repeatable: true },
    input: 'config',
    inputDefault: '',
    repo: { key: 'region', value: (repo) => regionPairs(repo.region) },
    default: {} as Readonly<Record<string, string>>,
    defaultText: `${REPO_CONFIG_FILE} region`,
    help: 'stack config (repeatable), e.g. aws:region=us-east-1: used by the mock run and preview; generate and edit also write it to Pulumi.<stack>.yaml',
    parse: keyValues,
    combine: (lower, higher) => ({ ...lower, ...higher }),
  }),
  secretConfig: setting({
    flag: { name: 'secret', value: 'KEY=VALUE', repeatable: true },
    input: 'secret-config',
    inputDefault: '',
    default: {} as Readonly<Record<string, string>>,
    defaultText: 'none',
    help: 'secret stack config (repeatable), e.g. hcloud:token=…: the mock run uses it, nothing shows or writes its value; the report lists the pulumi config set --secret commands to run',
    parse: keyValues,
    combine: (lower, higher) => ({ ...lower, ...higher }),
    secret: true,
  }),
  stack: setting({
    flag: { name: 'stack', value: 'NAME' },
    default: 'dev',
    help: 'the stack the written Pulumi.<stack>.yaml and the next-step commands are for',
    parse: stackName,
  }),
  configStack: setting({
    flag: { name: 'stack', value: 'NAME' },
    default: noDefault,
    defaultText: 'none',
    help: "read configuration from the project's Pulumi.NAME.yaml (encrypted values become stand-ins)",
    parse: (raw) => (text(raw) === '' ? undefined : stackName(raw)),
  }),
  policy: setting({
    flag: { name: 'policy', value: 'MODE' },
    input: 'policy',
    inputDefault: 'mandatory',
    default: 'mandatory' as PolicyMode,
    help: "CrossGuard policy rung: mandatory (each policy's own level), advisory (violations are warnings only) or off",
    parse: oneOf(POLICY_MODES),
  }),
  policyPacks: setting({
    flag: { name: 'policy-pack', value: 'DIR', repeatable: true },
    input: 'policy-packs',
    inputDefault: '',
    repo: { key: 'policy-packs', value: (repo) => repo.policyPacks },
    default: [] as readonly string[],
    defaultText: 'the bundled baseline',
    help: 'your own policy pack directory (repeatable); also passed to pulumi preview --policy-pack',
    parse: paths,
    parseInput: relativePaths,
  }),
  policyConfig: setting({
    flag: { name: 'policy-config', value: 'FILE' },
    input: 'policy-config',
    inputDefault: '',
    default: noDefault,
    help: 'policy config JSON as for pulumi --policy-pack-config, e.g. {"policy-name": "disabled"}',
    parse: optionalText,
    parseInput: (raw) => (text(raw) === '' ? undefined : relativePath(raw)),
  }),
  out: setting({
    flag: { name: 'out', value: 'DIR' },
    repo: { key: 'output-path', value: (repo) => repo.outputPath },
    default: 'pulumi-gen-out',
    help: 'where the project goes; must be empty or new (see --force)',
    parse: (raw) => text(raw) || 'pulumi-gen-out',
  }),
  force: setting({
    flag: { name: 'force' },
    default: false,
    help: 'write into a non-empty --out: its files are updated, each listed as created, updated or unchanged',
    parse: switchOn,
  }),
  dryRun: setting({
    flag: { name: 'dry-run' },
    default: false,
    help: 'write nothing: print the whole program and the report',
    parse: switchOn,
  }),
  format: setting({
    flag: { name: 'format', value: 'F' },
    default: 'terminal' as ReportFormat,
    help: 'terminal (the program and the rung table), markdown (the PR report) or json',
    parse: oneOf(REPORT_FORMATS),
  }),
  json: setting({
    flag: { name: 'json' },
    default: false,
    help: 'the same as --format json: one JSON object, with "error" when not verified',
    parse: switchOn,
  }),
  githubToken: setting({
    input: 'github-token',
    inputDefault: '${{ github.token }}',
    default: '',
    help: 'token for the GitHub REST API',
    parse: text,
    required: 'is empty: pass `github-token: ${{ github.token }}` or a PAT',
    secret: true,
  }),
  trigger: setting({
    input: 'trigger',
    inputDefault: '/pulumi-gen',
    default: '/pulumi-gen',
    help: 'the word that starts a run in a comment',
    parse: word,
  }),
  request: setting({
    flag: { name: 'request', value: 'TEXT' },
    input: 'request',
    inputDefault: '',
    default: noDefault,
    defaultText: 'intent not checked',
    help: 'what the program should do: the request of a workflow_dispatch run; for verify, what the intent rung holds the project to',
    parse: optionalText,
  }),
  mode: setting({
    input: 'mode',
    inputDefault: 'generate',
    default: 'generate' as ActionMode,
    help: "what the action does: generate (a program from a request, as a pull request) or verify (the project at 'path', as a check)",
    parse: oneOf(ACTION_MODES),
  }),
  baseBranch: setting({
    input: 'base-branch',
    inputDefault: '',
    default: noDefault,
    help: "the branch pull requests target; empty: the repository's default branch",
    parse: (raw) => (text(raw) === '' ? undefined : relativePath(raw)),
  }),
  branchPrefix: setting({
    input: 'branch-prefix',
    inputDefault: 'pulumi-gen/',
    default: 'pulumi-gen/',
    help: 'prefix of the branches pulumi-gen creates',
    parse: (raw) => `${relativePath(raw)}${text(raw).endsWith('/') ? '/' : ''}`,
  }),
  path: setting({
    input: 'path',
    inputDefault: '',
    repo: { key: 'output-path', value: (repo) => repo.outputPath },
    default: noDefault,
    defaultText: 'infra/<slug>; verify: output-path, else the repository root',
    help: 'directory of the generated project in the repository; with mode verify, the project to verify',
    parse: (raw) => (text(raw) === '' ? undefined : relativePath(raw)),
  }),
  triggerLabel: setting({
    input: 'trigger-label',
    inputDefault: '',
    default: noDefault,
    help: 'a label that starts a run when added to an issue: the issue title and body are the request',
    parse: (raw) => (text(raw) === '' ? undefined : labelName(raw)),
  }),
  timeBudgetMinutes: setting({
    input: 'time-budget-minutes',
    inputDefault: '15',
    default: 15,
    help: "time budget of one run in minutes; keep it below the job's timeout-minutes",
    parse: positiveNumber(MAX_TIME_BUDGET_MINUTES, "keep it below the job's timeout-minutes"),
  }),
} as const;

export type SettingId = keyof typeof RUN_SETTINGS;
export type SettingValue<K extends SettingId> =
  (typeof RUN_SETTINGS)[K] extends RunSetting<infer T> ? T : never;
/** The typed values of some settings, as the merge returns them. */
export type RunSettings<K extends SettingId> = { readonly [P in K]: SettingValue<P> };
