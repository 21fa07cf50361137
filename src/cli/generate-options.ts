import { resolve } from 'node:path';
import { UsageError } from '../shared/errors.js';
import { nearestNames } from '../shared/nearest.js';
import { checkRequest } from '../shared/request-limits.js';
import { DEFAULT_MODEL } from '../pipeline/create-deps.js';
import type { GenerationRequest } from '../pipeline/types.js';
import type { PreviewMode } from '../verify/types.js';
import { SANDBOX_SETTINGS, type SandboxSetting } from '../sandbox/types.js';
import pinned from '../snapshot/pinned-providers.json' with { type: 'json' };
import { parsePolicyOptions } from '../verify/policy/policy-options.js';
import type { PolicySettings } from '../verify/policy/types.js';
import { conventionsOf, regionConfig, REPO_CONFIG_FILE, type RepoConfig } from '../config/repo-config.js';
import type { CommandContext } from './command.js';
import { booleanFlag, integerFlag, listFlag, stringFlag } from './flags.js';

export const PREVIEW_MODES: readonly PreviewMode[] = ['auto', 'require', 'off'];
const KNOWN_PROVIDERS = pinned.providers.map((p) => p.name);
export const REPORT_FORMATS = ['terminal', 'markdown', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface GenerateOptions {
  readonly request: GenerationRequest;
  readonly outDir: string;
  readonly dryRun: boolean;
  readonly force: boolean;
  readonly offline: boolean;
  readonly model: string;
  readonly baseUrl: string | undefined;
  readonly format: ReportFormat;
  readonly sandbox: SandboxSetting;
  readonly policy: PolicySettings;
  /** Model tokens (prompt + completion) the run may spend; `undefined`: no limit. */
  readonly maxTokens: number | undefined;
}

export function oneOf<T extends string>(
  context: CommandContext,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = stringFlag(context, name) ?? fallback;
  if (!allowed.includes(raw as T)) {
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')}, not '${raw}'`);
  }
  return raw as T;
}

function requestText(context: CommandContext): string {
  const text = context.positionals.join(' ').trim();
  if (text === '') {
    throw new UsageError('say what to build, in quotes: pulumi-gen "an S3 bucket with versioning" --dry-run');
  }
  const checked = checkRequest(text);
  if (checked.kind === 'rejected') throw new UsageError(checked.message);
  return checked.text;
}

function providersFlag(context: CommandContext, repo: RepoConfig): readonly string[] {
  const given = listFlag(context, 'provider')
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const allowed = repo.providers;
  const providers = given.length === 0 && allowed !== undefined ? allowed : given;
  for (const provider of providers) {
    if (allowed !== undefined && !allowed.includes(provider)) {
      throw new UsageError(
        `provider '${provider}' is not allowed by ${REPO_CONFIG_FILE} (providers: ${allowed.join(', ')})`,
      );
    }
    if (!KNOWN_PROVIDERS.includes(provider)) {
      const near = nearestNames(provider, KNOWN_PROVIDERS, 1);
      const hint = near.length > 0 ? ` (did you mean '${near[0]}'?)` : '';
      throw new UsageError(`unknown provider '${provider}'${hint}; known: ${KNOWN_PROVIDERS.join(', ')}`);
    }
  }
  return providers;
}

export function configFlag(context: CommandContext, repo: RepoConfig): Record<string, string> {
  const config: Record<string, string> = regionConfig(repo);
  for (const pair of listFlag(context, 'config')) {
    const eq = pair.indexOf('=');
    if (eq <= 0)
      throw new UsageError(`--config takes KEY=VALUE, e.g. --config aws:region=us-east-1, not '${pair}'`);
    config[pair.slice(0, eq).trim()] = pair.slice(eq + 1);
  }
  return config;
}

function baseUrlFlag(context: CommandContext): string | undefined {
  const baseUrl = stringFlag(context, 'base-url') ?? context.env.openaiBaseUrl;
  if (baseUrl === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {
    url = undefined;
  }
  if (url === undefined || !['http:', 'https:'].includes(url.protocol)) {
    throw new UsageError(
      `the base URL must be an http(s) URL such as http://localhost:11434/v1, not '${baseUrl}'`,
    );
  }
  return baseUrl;
}

export function formatFlag(context: CommandContext): ReportFormat {
  const format = oneOf(context, 'format', REPORT_FORMATS, 'terminal');
  if (booleanFlag(context, 'json')) {
    if (stringFlag(context, 'format') !== undefined && format !== 'json') {
      throw new UsageError(`--json and --format ${format} disagree; give one of them`);
    }
    return 'json';
  }
  return format;
}

/** Every flag of `generate` read and checked before any work starts: a bad flag costs nothing. */
export function parseGenerateOptions(context: CommandContext, repo: RepoConfig): GenerateOptions {
  const text = requestText(context);
  const providers = providersFlag(context, repo);
  const config = configFlag(context, repo);
  const conventions = conventionsOf(repo);
  const packDirs = listFlag(context, 'policy-pack');
  const baseUrl = baseUrlFlag(context);
  const maxTokensRaw = stringFlag(context, 'max-tokens');
  return {
    request: {
      text,
      source: 'cli',
      mode: 'new',
      ...(providers.length > 0 ? { providers } : {}),
      maxRepairs: integerFlag(context, 'max-repairs', 3, { min: 0, max: 10 }),
      preview: oneOf(context, 'preview', PREVIEW_MODES, 'auto'),
      ...(Object.keys(config).length > 0 ? { config } : {}),
      ...(conventions !== undefined ? { conventions } : {}),
    },
    outDir: resolve(context.env.cwd, stringFlag(context, 'out') ?? repo.outputPath ?? 'pulumi-gen-out'),
    dryRun: booleanFlag(context, 'dry-run'),
    force: booleanFlag(context, 'force'),
    offline:
      booleanFlag(context, 'offline') || (context.env.openaiApiKey === undefined && baseUrl === undefined),
    model: stringFlag(context, 'model') ?? context.env.model ?? DEFAULT_MODEL,
    baseUrl,
    format: formatFlag(context),
    sandbox: oneOf(context, 'sandbox', SANDBOX_SETTINGS, 'auto'),
    policy: parsePolicyOptions(
      {
        mode: stringFlag(context, 'policy'),
        packDirs: packDirs.length > 0 ? packDirs : [...(repo.policyPacks ?? [])],
        configFile: stringFlag(context, 'policy-config'),
        names: { mode: '--policy', packs: '--policy-pack', config: '--policy-config' },
      },
      context.env.cwd,
      (message) => new UsageError(message),
    ),
    maxTokens:
      maxTokensRaw === undefined
        ? undefined
        : integerFlag(context, 'max-tokens', 0, { min: 1, max: 10_000_000 }),
  };
}
