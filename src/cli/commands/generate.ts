import { join, resolve } from 'node:path';
import type { CommandContext, LeafCommand } from '../command.js';
import { UsageError } from '../../shared/errors.js';
import { nearestNames } from '../../shared/nearest.js';
import { packageRoot } from '../../shared/paths.js';
import { recordedCases } from '../../report/recorded-cases.js';
import { redactSecrets } from '../../shared/redact.js';
import { createPipelineDeps, DEFAULT_MODEL } from '../../pipeline/create-deps.js';
import { parsePolicyOptions } from '../../verify/policy/policy-options.js';
import type { PolicySettings } from '../../verify/policy/types.js';
import type { ProgressEvent } from '../../pipeline/deps.js';
import { runPipeline } from '../../pipeline/run-pipeline.js';
import type { GenerationRequest, GenerationResult, PreviewMode } from '../../pipeline/types.js';
import { renderReport } from '../../report/render-report.js';
import { SANDBOX_SETTINGS, type SandboxSetting } from '../../sandbox/types.js';
import { writeProjectAtomically } from '../../workspace/write-project.js';
import pinned from '../../snapshot/pinned-providers.json' with { type: 'json' };

const USAGE = `Usage: pulumi-gen "<request>" [options]
       pulumi-gen generate "<request>" [options]

Turns the request into a Pulumi TypeScript project, verifies it (safety gate, typecheck with code fixes,
mock run, pulumi preview when a CLI is present), repairs it with the model when a rung fails, and writes it
to --out. The model comes from OPENAI_API_KEY / OPENAI_BASE_URL / PULUMI_GEN_MODEL; with neither a key nor a
base URL (or with --offline) an offline composer builds the program from the provider docs' examples.

Options:
  --dry-run            write the project to --out only (the CLI never deploys or opens PRs)
  --out DIR            where the project goes (default ./pulumi-gen-out)
  --offline            use the offline composer even when a model is configured
  --model M            chat model (default $PULUMI_GEN_MODEL, else ${DEFAULT_MODEL})
  --base-url URL       OpenAI-compatible endpoint (default $OPENAI_BASE_URL, else api.openai.com)
  --provider P         restrict retrieval to a provider (repeatable): aws, kubernetes, gcp, …
  --max-repairs N      model repair rounds, 0-10 (default 3)
  --preview MODE       auto (run when a pulumi CLI is found), require, or off (default auto)
  --sandbox KIND       where model-written code runs: auto (bwrap, unshare, docker), bwrap, unshare,
                       docker, or none (NO isolation; only for a model you trust) (default auto)
  --config KEY=VALUE   stack config for the mock run and preview (repeatable), e.g. aws:region=us-east-1
  --policy MODE        CrossGuard policy rung: mandatory (each policy's own level; default), advisory
                       (violations are warnings only) or off
  --policy-pack DIR    your own policy pack directory instead of the bundled baseline (repeatable); also
                       passed to pulumi preview --policy-pack
  --policy-config FILE policy config JSON as for pulumi --policy-pack-config, e.g. {"policy-name": "disabled"}
  --json               print one JSON object instead of the markdown report
`;

const PREVIEW_MODES: readonly PreviewMode[] = ['auto', 'require', 'off'];
const KNOWN_PROVIDERS = pinned.providers.map((p) => p.name);

function stringFlag(context: CommandContext, name: string): string | undefined {
  const value = context.values[name];
  return typeof value === 'string' ? value : undefined;
}

function listFlag(context: CommandContext, name: string): string[] {
  const value = context.values[name];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

interface GenerateOptions {
  readonly request: GenerationRequest;
  readonly outDir: string;
  readonly offline: boolean;
  readonly model: string;
  readonly baseUrl: string | undefined;
  readonly json: boolean;
  readonly sandbox: SandboxSetting;
  readonly policy: PolicySettings;
}

function parseOptions(context: CommandContext): GenerateOptions {
  const text = context.positionals.join(' ').trim();
  if (text === '') {
    throw new UsageError('say what to build, in quotes: pulumi-gen "an S3 bucket with versioning" --dry-run');
  }
  const repairsRaw = stringFlag(context, 'max-repairs');
  const maxRepairs = repairsRaw === undefined ? 3 : Number(repairsRaw);
  if (!Number.isInteger(maxRepairs) || maxRepairs < 0 || maxRepairs > 10) {
    throw new UsageError(`--max-repairs must be a whole number from 0 to 10, not '${repairsRaw}'`);
  }
  const previewRaw = stringFlag(context, 'preview') ?? 'auto';
  if (!PREVIEW_MODES.includes(previewRaw as PreviewMode)) {
    throw new UsageError(`--preview must be auto, require or off, not '${previewRaw}'`);
  }
  const sandboxRaw = stringFlag(context, 'sandbox') ?? 'auto';
  if (!SANDBOX_SETTINGS.includes(sandboxRaw as SandboxSetting)) {
    throw new UsageError(`--sandbox must be one of ${SANDBOX_SETTINGS.join(', ')}, not '${sandboxRaw}'`);
  }
  const providers = listFlag(context, 'provider')
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter((p) => p !== '');
  for (const provider of providers) {
    if (!KNOWN_PROVIDERS.includes(provider)) {
      const near = nearestNames(provider, KNOWN_PROVIDERS, 1);
      const hint = near.length > 0 ? ` (did you mean '${near[0]}'?)` : '';
      throw new UsageError(`unknown provider '${provider}'${hint}; known: ${KNOWN_PROVIDERS.join(', ')}`);
    }
  }
  const config: Record<string, string> = {};
  for (const pair of listFlag(context, 'config')) {
    const eq = pair.indexOf('=');
    if (eq <= 0)
      throw new UsageError(`--config takes KEY=VALUE, e.g. --config aws:region=us-east-1, not '${pair}'`);
    config[pair.slice(0, eq).trim()] = pair.slice(eq + 1);
  }
  const baseUrl = stringFlag(context, 'base-url') ?? context.env.openaiBaseUrl;
  if (baseUrl !== undefined) {
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
  }
  const offline =
    context.values['offline'] === true || (context.env.openaiApiKey === undefined && baseUrl === undefined);
  return {
    request: {
      text,
      source: 'cli',
      mode: 'new',
      ...(providers.length > 0 ? { providers } : {}),
      maxRepairs,
      preview: previewRaw as PreviewMode,
      ...(Object.keys(config).length > 0 ? { config } : {}),
    },
    outDir: resolve(context.env.cwd, stringFlag(context, 'out') ?? 'pulumi-gen-out'),
    offline,
    model: stringFlag(context, 'model') ?? context.env.model ?? DEFAULT_MODEL,
    baseUrl,
    json: context.values['json'] === true,
    sandbox: sandboxRaw as SandboxSetting,
    policy: parsePolicyOptions(
      {
        mode: stringFlag(context, 'policy'),
        packDirs: listFlag(context, 'policy-pack'),
        configFile: stringFlag(context, 'policy-config'),
        names: { mode: '--policy', packs: '--policy-pack', config: '--policy-config' },
      },
      context.env.cwd,
      (message) => new UsageError(message),
    ),
  };
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** One stderr line per event; plain text so logs and terminals read the same. */
export function progressLine(event: ProgressEvent): string {
  switch (event.kind) {
    case 'stage-start':
      return `pulumi-gen: ${event.stage}…${event.detail !== undefined ? ` (${event.detail})` : ''}`;
    case 'stage-end':
      return event.outcome === 'ok'
        ? `pulumi-gen: ${event.stage} done in ${formatMs(event.durationMs)}`
        : `pulumi-gen: ${event.stage} failed after ${formatMs(event.durationMs)}: ${event.detail ?? ''}`;
    case 'rung': {
      const what =
        event.check === 'skipped'
          ? `skipped (${event.reason ?? ''})`
          : event.check === 'failed'
            ? `failed with ${event.findings} finding${event.findings === 1 ? '' : 's'}`
            : 'passed';
      return `pulumi-gen:   ${event.rung}${event.round > 0 ? ` (round ${event.round})` : ''}: ${what} in ${formatMs(event.durationMs)}`;
    }
    case 'repair':
      return event.via === 'code-fix'
        ? `pulumi-gen:   code fixes applied: ${event.detail ?? event.findings}`
        : `pulumi-gen:   repair round ${event.round}: asking the model to fix ${event.findings} finding${event.findings === 1 ? '' : 's'}`;
    case 'model-call':
      return `pulumi-gen:   model ${event.stage}: ${event.tokensIn} tokens in, ${event.tokensOut} out, ${formatMs(event.durationMs)}`;
    case 'warning':
      return `pulumi-gen: warning: ${event.message}`;
    case 'sandbox':
      return `pulumi-gen: ${event.isolated ? '' : 'WARNING: '}sandbox: ${event.description}`;
    case 'install':
      return event.step === 'fetching'
        ? event.durationMs === undefined
          ? `pulumi-gen:   fetching ${event.what} and its dependencies into the package store…`
          : `pulumi-gen:   still fetching ${event.what} (${formatMs(event.durationMs)})…`
        : event.step === 'fetched'
          ? `pulumi-gen:   fetched ${event.what} in ${formatMs(event.durationMs ?? 0)}`
          : `pulumi-gen:   linked node_modules (${event.what}) from the package store in ${formatMs(event.durationMs ?? 0)}`;
  }
}

/** The `--json` object: exactly the documented keys. */
export function jsonSummary(result: GenerationResult): object {
  return {
    status: result.status,
    files: result.files.map((f) => f.path),
    retrieved: result.retrieved,
    verification: result.verification.map((o) => ({
      rung: o.rung,
      status: o.status,
      rounds: o.rounds,
      findings: o.findings.map((f) => ({
        severity: f.severity,
        message: f.message,
        ...(f.line !== undefined ? { line: f.line } : {}),
        ...(f.code !== undefined ? { code: f.code } : {}),
      })),
    })),
    cases: recordedCases(result.verification),
    metrics: {
      promptCoverage: result.metrics.promptCoverage,
      tokensIn: result.metrics.tokensIn,
      tokensOut: result.metrics.tokensOut,
      timingsMs: result.metrics.timingsMs,
    },
    model: result.model,
  };
}

async function run(context: CommandContext): Promise<number> {
  const options = parseOptions(context);
  const { env, io } = context;
  const secrets = [env.openaiApiKey];
  const say = (line: string) => io.stderr(`${redactSecrets(line, secrets)}\n`);
  const deps = await createPipelineDeps({
    snapshotDir: env.snapshotDir,
    cacheDir: env.cacheDir,
    storeDir: env.storeDir,
    npm: env.npm,
    requestText: options.request.text,
    packageProgress: (line) => say(`package: ${line}`),
    nodeModulesDirs: [join(packageRoot(), 'node_modules'), join(env.cwd, 'node_modules')],
    openai: options.offline
      ? undefined
      : { apiKey: env.openaiApiKey, baseUrl: options.baseUrl, model: options.model },
    embedding: { baseUrl: env.openaiBaseUrl, apiKey: env.openaiApiKey, model: env.embeddingModel },
    pathEnv: env.path,
    preview: options.request.preview,
    sandbox: options.sandbox,
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    nodePath: process.execPath,
    homeDir: env.homeDir,
    cloudCredentials: env.cloudCredentials,
    policy: options.policy,
    progress: (event) => say(progressLine(event)),
  });
  const result = await runPipeline(options.request, deps);
  if (result.files.length > 0) {
    await writeProjectAtomically(options.outDir, result.files);
    say(
      `pulumi-gen: wrote ${result.files.length} files to ${options.outDir}${result.status === 'verified' ? '' : ' (NOT verified)'}`,
    );
  }
  if (result.failure !== undefined)
    say(`pulumi-gen: ${result.failure.stage} failed: ${result.failure.message}`);
  const output = options.json
    ? `${JSON.stringify(jsonSummary(result), null, 2)}\n`
    : `${renderReport(result)}\n`;
  io.stdout(redactSecrets(output, secrets));
  return result.status === 'verified' ? 0 : 1;
}

export const generateCommand: LeafCommand = {
  kind: 'leaf',
  name: 'generate',
  summary: 'Generate a verified Pulumi program from a request (the default command)',
  usage: USAGE,
  options: {
    'dry-run': { type: 'boolean' },
    out: { type: 'string' },
    offline: { type: 'boolean' },
    model: { type: 'string' },
    'base-url': { type: 'string' },
    provider: { type: 'string', multiple: true },
    'max-repairs': { type: 'string' },
    preview: { type: 'string' },
    sandbox: { type: 'string' },
    config: { type: 'string', multiple: true },
    policy: { type: 'string' },
    'policy-pack': { type: 'string', multiple: true },
    'policy-config': { type: 'string' },
    json: { type: 'boolean' },
  },
  run,
};
