import { join, relative } from 'node:path';
import type { CommandContext } from '../command.js';
import { errorMessage, UserError } from '../../shared/errors.js';
import { packageRoot } from '../../shared/paths.js';
import { redactSecrets } from '../../shared/redact.js';
import { buildPipeline, type GenerateProgram } from '../../pipeline/build-pipeline.js';
import type { GenerationResult } from '../../pipeline/types.js';
import { addStageTokens, endpointHost, type Provenance, type StageTokens } from '../../report/provenance.js';
import { renderReport } from '../../report/render-report.js';
import { palette, renderTerminalReport, type ProgramDestination } from '../../report/render-terminal.js';
import {
  checkOutputDir,
  checkWorkingDir,
  writeProjectAtomically,
  type FileChange,
} from '../../workspace/write-project.js';
import { loadRepoConfig } from '../../config/load-repo-config.js';
import { parseGenerateOptions, type GenerateOptions } from '../generate-options.js';
import { jsonSummary } from '../json-summary.js';
import { createLiveProgress, systemTicker } from '../live-progress.js';
import { rerunCommand } from '../../report/rerun-command.js';
import { packageVersion } from '../../shared/package-version.js';
import { snapshotChecksum } from '../../shared/snapshot-checksum.js';

/** The pipeline of a CLI run: the package's and the project's node_modules, the user's cache and store. */
function cliPipeline(
  context: CommandContext,
  options: GenerateOptions,
  tempDir: string | undefined,
): GenerateProgram {
  const { env } = context;
  return buildPipeline({
    snapshotDir: env.snapshotDir,
    cacheDir: env.cacheDir,
    storeDir: env.storeDir,
    npm: env.npm,
    nodeModulesDirs: [join(packageRoot(), 'node_modules'), join(env.cwd, 'node_modules')],
    openai: options.offline
      ? undefined
      : { apiKey: options.apiKey, baseUrl: options.baseUrl, model: options.model },
    embedding: { baseUrl: options.baseUrl, apiKey: options.apiKey, model: options.embeddingModel },
    pathEnv: env.path,
    preview: options.request.preview,
    sandbox: options.sandbox,
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    nodePath: process.execPath,
    homeDir: env.homeDir,
    cloudCredentials: env.cloudCredentials,
    policy: options.policy,
    ...(tempDir !== undefined ? { tempDir } : {}),
    ...(options.maxTokens !== undefined
      ? { tokenBudget: { maxTokens: options.maxTokens, setting: '--max-tokens' } }
      : {}),
  });
}

/** The project folder as the user would type it: relative to the working directory when inside it. */
function shownDir(outDir: string, cwd: string): string {
  const dir = relative(cwd, outDir) || '.';
  return dir.startsWith('..') ? outDir : dir;
}

function destinationOf(options: GenerateOptions, changes: readonly FileChange[] | undefined, cwd: string) {
  if (options.dryRun) return { kind: 'dry-run' } satisfies ProgramDestination;
  if (changes === undefined) return { kind: 'not-written' } satisfies ProgramDestination;
  return {
    kind: 'written',
    dir: shownDir(options.outDir, cwd),
    changes: options.force ? changes.map((c) => `${c.change.padEnd(9)} ${c.path}`) : [],
  } satisfies ProgramDestination;
}

function render(
  result: GenerationResult,
  options: GenerateOptions,
  context: CommandContext,
  extra: { readonly provenance: Provenance; readonly changes: readonly FileChange[] | undefined },
): string {
  const written = extra.changes === undefined ? undefined : options.outDir;
  switch (options.format) {
    case 'json':
      return `${JSON.stringify(jsonSummary(result, { ...extra, outDir: written, dryRun: options.dryRun }), null, 2)}\n`;
    case 'markdown':
      return `${renderReport(result, extra.provenance, { program: options.dryRun, ...(written !== undefined ? { projectDir: shownDir(options.outDir, context.env.cwd) } : {}) })}\n`;
    case 'terminal':
      return renderTerminalReport(result, {
        palette: palette(context.env.color),
        destination: destinationOf(options, extra.changes, context.env.cwd),
        programLines: options.dryRun ? undefined : 20,
        provenance: extra.provenance,
      });
  }
}

function provenanceOf(
  result: GenerationResult,
  options: GenerateOptions,
  cwd: string,
  snapshotDir: string,
  tokensByStage: Readonly<Record<string, StageTokens>>,
): Provenance {
  return {
    version: packageVersion(),
    snapshotChecksum: snapshotChecksum(snapshotDir),
    model: result.model,
    endpointHost: options.offline ? undefined : endpointHost(options.baseUrl),
    temperature: result.model === 'offline' ? undefined : 0,
    command: rerunCommand(options.request, {
      model: options.offline ? undefined : options.model,
      baseUrl: options.baseUrl,
      sandbox: options.sandbox,
      maxTokens: options.maxTokens,
      out: options.outDir.startsWith(`${cwd}/`) ? options.outDir.slice(cwd.length + 1) : options.outDir,
    }),
    tokensByStage,
  };
}

/**
 * Every folder the run will write, checked before any work: `--out`, the cache, the temp folder. Resolves to
 * the run's temp folder (`undefined`: the system's, in tests).
 */
async function checkFolders(context: CommandContext, options: GenerateOptions): Promise<string | undefined> {
  if (!options.dryRun) await checkOutputDir(options.outDir, options.force);
  const fix = 'set PULUMI_GEN_CACHE_DIR to a writable folder';
  await checkWorkingDir(context.env.cacheDir, 'cache folder', fix);
  try {
    return context.runtime.tempDir();
  } catch (error) {
    throw new UserError(
      `cannot make a temp folder (${errorMessage(error)}); set TMPDIR to a writable folder`,
    );
  }
}

export async function runGenerate(context: CommandContext): Promise<number> {
  const options = parseGenerateOptions(context, loadRepoConfig(context.env.cwd));
  const { env, io } = context;
  const tempDir = await checkFolders(context, options);
  const secrets = options.secrets;
  const write = (text: string) => io.stderr(redactSecrets(text, secrets));
  for (const warning of options.warnings) write(`pulumi-gen: warning: ${warning}\n`);
  const live = createLiveProgress({
    write,
    tty: env.stderrIsTty,
    now: () => performance.now(),
    every: systemTicker,
  });
  let tokensByStage: Readonly<Record<string, StageTokens>> = {};
  let result: GenerationResult;
  try {
    result = await cliPipeline(
      context,
      options,
      tempDir,
    )(options.request, (event) => {
      if (event.kind === 'model-call') {
        tokensByStage = addStageTokens(tokensByStage, event.stage, event.tokensIn, event.tokensOut);
      }
      live.sink(event);
    });
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
  const provenance = provenanceOf(result, options, env.cwd, env.snapshotDir, tokensByStage);
  io.stdout(redactSecrets(render(result, options, context, { provenance, changes }), secrets));
  return result.status === 'verified' && (options.dryRun || changes !== undefined) ? 0 : 1;
}
