import { join, relative } from 'node:path';
import type { CommandContext, LeafCommand } from '../command.js';
import { errorMessage } from '../../shared/errors.js';
import { packageRoot } from '../../shared/paths.js';
import { redactSecrets } from '../../shared/redact.js';
import { createPipelineDeps, DEFAULT_MODEL } from '../../pipeline/create-deps.js';
import type { PipelineDeps } from '../../pipeline/deps.js';
import { runPipeline } from '../../pipeline/run-pipeline.js';
import type { GenerationResult } from '../../pipeline/types.js';
import { budgetModel } from '../../model/token-budget.js';
import { addStageTokens, endpointHost, type Provenance, type StageTokens } from '../../report/provenance.js';
import { renderReport } from '../../report/render-report.js';
import { palette, renderTerminalReport, type ProgramDestination } from '../../report/render-terminal.js';
import { checkOutputDir, writeProjectAtomically, type FileChange } from '../../workspace/write-project.js';
import { loadRepoConfig } from '../../config/load-repo-config.js';
import { parseGenerateOptions, type GenerateOptions } from '../generate-options.js';
import { jsonSummary } from '../json-summary.js';
import { createLiveProgress, systemTicker } from '../live-progress.js';
import { rerunCommand } from '../../report/rerun-command.js';
import { packageVersion } from '../../shared/package-version.js';
import { snapshotChecksum } from '../../snapshot/snapshot-checksum.js';

const USAGE = `Usage: pulumi-gen "<request>" [options]
       pulumi-gen generate "<request>" [options]

Turns the request into a Pulumi TypeScript project, verifies it (safety gate, typecheck with code fixes,
mock run, pulumi preview when a CLI is present), repairs it with the model when a rung fails, and writes it
to --out. The model comes from OPENAI_API_KEY / OPENAI_BASE_URL / PULUMI_GEN_MODEL; with neither a key nor a
base URL (or with --offline) an offline composer builds the program from the provider docs' examples.
A .pulumi-gen.yml in the working directory sets the repository's conventions (region, tags, name-prefix,
providers, policy-packs, output-path); flags given here win over it.

Options:
  --out DIR            where the project goes (default ./pulumi-gen-out); must be empty or new
  --force              write into a non-empty --out: its files are updated, the report lists each one as
                       created, updated or unchanged (other files there are left alone)
  --dry-run            write nothing: print the whole program and the report
  --offline            use the offline composer even when a model is configured
  --model M            chat model (default $PULUMI_GEN_MODEL, else ${DEFAULT_MODEL})
  --base-url URL       OpenAI-compatible endpoint (default $OPENAI_BASE_URL, else api.openai.com)
  --max-tokens N       stop the run before a model call would take it past N tokens (prompt + replies)
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
  --format F           terminal (default: the program and the rung table), markdown (the PR report) or json
  --json               the same as --format json: one JSON object, with "error" when not verified
`;

async function pipelineDeps(
  context: CommandContext,
  options: GenerateOptions,
  progress: PipelineDeps['progress'],
): Promise<PipelineDeps> {
  const { env } = context;
  const tempDir = context.runtime.tempDir();
  const deps = await createPipelineDeps({
    snapshotDir: env.snapshotDir,
    cacheDir: env.cacheDir,
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
    progress,
    storeDir: env.storeDir,
    npm: env.npm,
    requestText: options.request.text,
    ...(tempDir !== undefined ? { tempDir } : {}),
  });
  if (options.maxTokens === undefined || deps.model === undefined) return deps;
  return { ...deps, model: budgetModel(deps.model, options.maxTokens, '--max-tokens') };
}

function destinationOf(options: GenerateOptions, changes: readonly FileChange[] | undefined, cwd: string) {
  if (options.dryRun) return { kind: 'dry-run' } satisfies ProgramDestination;
  if (changes === undefined) return { kind: 'not-written' } satisfies ProgramDestination;
  const dir = relative(cwd, options.outDir) || '.';
  return {
    kind: 'written',
    dir: dir.startsWith('..') ? options.outDir : dir,
    changes: options.force ? changes.map((c) => `${c.change.padEnd(9)} ${c.path}`) : [],
  } satisfies ProgramDestination;
}

function render(
  result: GenerationResult,
  options: GenerateOptions,
  context: CommandContext,
  extra: { readonly provenance: Provenance; readonly changes: readonly FileChange[] | undefined },
): string {
  switch (options.format) {
    case 'json':
      return `${JSON.stringify(jsonSummary(result, extra), null, 2)}\n`;
    case 'markdown':
      return `${renderReport(result, extra.provenance)}\n`;
    case 'terminal':
      return renderTerminalReport(result, {
        palette: palette(context.env.color),
        destination: destinationOf(options, extra.changes, context.env.cwd),
        programLines: options.dryRun ? undefined : 20,
        provenance: extra.provenance,
      });
  }
}

async function run(context: CommandContext): Promise<number> {
  const options = parseGenerateOptions(context, loadRepoConfig(context.env.cwd));
  const { env, io } = context;
  if (!options.dryRun) await checkOutputDir(options.outDir, options.force);
  const secrets = [env.openaiApiKey];
  const write = (text: string) => io.stderr(redactSecrets(text, secrets));
  const live = createLiveProgress({
    write,
    tty: env.stderrIsTty,
    now: () => performance.now(),
    every: systemTicker,
  });
  let tokensByStage: Readonly<Record<string, StageTokens>> = {};
  let result: GenerationResult;
  try {
    const deps = await pipelineDeps(context, options, (event) => {
      if (event.kind === 'model-call') {
        tokensByStage = addStageTokens(tokensByStage, event.stage, event.tokensIn, event.tokensOut);
      }
      live.sink(event);
    });
    result = await runPipeline(options.request, deps);
  } finally {
    live.stop();
  }
  let changes: readonly FileChange[] | undefined;
  if (!options.dryRun && result.files.length > 0) {
    try {
      changes = await writeProjectAtomically(options.outDir, result.files);
    } catch (error) {
      write(`pulumi-gen: could not write ${options.outDir}: ${errorMessage(error)}\n`);
    }
  }
  const provenance: Provenance = {
    version: packageVersion(),
    snapshotChecksum: snapshotChecksum(env.snapshotDir),
    model: result.model,
    endpointHost: options.offline ? undefined : endpointHost(options.baseUrl),
    temperature: result.model === 'offline' ? undefined : 0,
    command: rerunCommand(options.request, {
      model: options.offline ? undefined : options.model,
      baseUrl: options.baseUrl,
      sandbox: options.sandbox,
      maxTokens: options.maxTokens,
      out: options.outDir.startsWith(`${env.cwd}/`)
        ? options.outDir.slice(env.cwd.length + 1)
        : options.outDir,
    }),
    tokensByStage,
  };
  io.stdout(redactSecrets(render(result, options, context, { provenance, changes }), secrets));
  return result.status === 'verified' && (options.dryRun || changes !== undefined) ? 0 : 1;
}

export const generateCommand: LeafCommand = {
  kind: 'leaf',
  name: 'generate',
  summary: 'Generate a verified Pulumi program from a request (the default command)',
  usage: USAGE,
  options: {
    'dry-run': { type: 'boolean' },
    force: { type: 'boolean' },
    out: { type: 'string' },
    offline: { type: 'boolean' },
    model: { type: 'string' },
    'base-url': { type: 'string' },
    'max-tokens': { type: 'string' },
    provider: { type: 'string', multiple: true },
    'max-repairs': { type: 'string' },
    preview: { type: 'string' },
    sandbox: { type: 'string' },
    config: { type: 'string', multiple: true },
    policy: { type: 'string' },
    'policy-pack': { type: 'string', multiple: true },
    'policy-config': { type: 'string' },
    format: { type: 'string' },
    json: { type: 'boolean' },
  },
  run,
};
