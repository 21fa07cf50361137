import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { GeneratedFile } from '../../shared/project.js';
import type { CommandContext } from '../command.js';
import { cliRunBuild } from '../common-options.js';
import { errorMessage, UserError } from '../../shared/errors.js';
import { redactSecrets } from '../../shared/redact.js';
import type { GenerateProgram } from '../../pipeline/build-pipeline.js';
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
import { unifiedDiff } from '../../report/unified-diff.js';
import { editModeFiles } from '../../workspace/edit-files.js';
import { packageVersion } from '../../shared/package-version.js';
import { snapshotChecksum } from '../../snapshot/snapshot-checksum.js';

/**
 * The pipeline of a CLI run (the package's and the project's node_modules, the user's cache and store),
 * loaded only now: the options and every folder are checked first, so a mistake is one line before
 * @pulumi/pulumi, ts-morph and the model client load.
 */
async function cliPipeline(
  context: CommandContext,
  options: GenerateOptions,
  tempDir: string | undefined,
): Promise<GenerateProgram> {
  const { env } = context;
  const { buildPipeline } = await import('../../pipeline/build-pipeline.js');
  const base = cliRunBuild(
    context,
    { preview: options.request.preview, sandbox: options.sandbox, policy: options.policy },
    tempDir,
  );
  return buildPipeline({
    ...base,
    nodeModulesDirs: [...base.nodeModulesDirs, join(env.cwd, 'node_modules')],
    openai: options.offline
      ? undefined
      : { apiKey: options.apiKey, baseUrl: options.baseUrl, model: options.model },
    embedding: { baseUrl: options.baseUrl, apiKey: options.apiKey, model: options.embeddingModel },
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

interface RenderExtra {
  readonly provenance: Provenance;
  readonly changes: readonly FileChange[] | undefined;
  /** Unified diffs of the files the run changed (or, on a dry run, would change). */
  readonly diffs: readonly string[];
}

function render(
  result: GenerationResult,
  options: GenerateOptions,
  context: CommandContext,
  extra: RenderExtra,
): string {
  const written = extra.changes === undefined ? undefined : options.outDir;
  switch (options.format) {
    case 'json':
      return `${JSON.stringify(jsonSummary(result, { ...extra, outDir: written, dryRun: options.dryRun }), null, 2)}\n`;
    case 'markdown':
      return `${renderReport(result, extra.provenance, {
        diffs: extra.diffs,
        program: options.dryRun,
        ...(written !== undefined ? { projectDir: shownDir(options.outDir, context.env.cwd) } : {}),
      })}\n`;
    case 'terminal':
      return renderTerminalReport(result, {
        palette: palette(context.env.color),
        destination: destinationOf(options, extra.changes, context.env.cwd),
        diffs: extra.diffs,
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

/** Runs the pipeline with the live progress line; also tallies the model tokens per stage. */
async function generate(
  context: CommandContext,
  options: GenerateOptions,
  write: (text: string) => void,
): Promise<{
  readonly result: GenerationResult;
  readonly tokensByStage: Readonly<Record<string, StageTokens>>;
}> {
  const tempDir = await checkFolders(context, options);
  for (const warning of options.warnings) write(`pulumi-gen: warning: ${warning}\n`);
  const live = createLiveProgress({
    write,
    tty: context.env.stderrIsTty,
    now: () => performance.now(),
    every: systemTicker,
  });
  let tokensByStage: Readonly<Record<string, StageTokens>> = {};
  try {
    const pipeline = await cliPipeline(context, options, tempDir);
    const result = await pipeline(options.request, (event) => {
      if (event.kind === 'model-call') {
        tokensByStage = addStageTokens(tokensByStage, event.stage, event.tokensIn, event.tokensOut);
      }
      live.sink(event);
    });
    return { result, tokensByStage };
  } finally {
    live.stop();
  }
}

/** The values of config keys the program itself reads as secrets (`config.requireSecret`): redacted too. */
function programSecrets(result: GenerationResult): string[] {
  const keys = result.deployment?.secretKeys ?? [];
  return Object.entries(result.request.config ?? {})
    .filter(([key]) => keys.some((full) => full === key || full.endsWith(`:${key}`)))
    .map(([, value]) => value);
}

/**
 * What the run writes into the project folder, with a diff of every file it changes: an edit keeps the
 * user's own project files (`editModeFiles`), and `--force` or an edit never overwrites a file unseen.
 */
async function filesToWrite(options: GenerateOptions, result: GenerationResult) {
  const existing = options.request.existingProgram;
  const files = existing !== undefined ? editModeFiles(existing, result.files) : result.files;
  const before =
    existing ?? (options.force ? await readFiles(options.outDir, files) : new Map<string, string>());
  const diffs = files.flatMap((file) => {
    const old = before.get(file.path);
    return old === undefined ? [] : unifiedDiff(file.path, old, file.content);
  });
  return { files, diffs };
}

/** The current contents of the files a run is about to write, where they exist. */
async function readFiles(dir: string, files: readonly GeneratedFile[]): Promise<ReadonlyMap<string, string>> {
  const found = new Map<string, string>();
  for (const file of files) {
    const content = await readFile(join(dir, file.path), 'utf8').catch(() => undefined);
    if (content !== undefined) found.set(file.path, content);
  }
  return found;
}

/** `generate` and `edit` alike: check, run, write (unless a dry run) and report. Resolves to the exit code. */
export async function executeRun(context: CommandContext, options: GenerateOptions): Promise<number> {
  const { env, io } = context;
  const secrets = [...options.secrets];
  const write = (text: string) => io.stderr(redactSecrets(text, secrets));
  const { result, tokensByStage } = await generate(context, options, write);
  secrets.push(...programSecrets(result));
  const { files, diffs } = await filesToWrite(options, result);
  let changes: readonly FileChange[] | undefined;
  if (!options.dryRun && files.length > 0) {
    try {
      changes = await writeProjectAtomically(options.outDir, files);
    } catch (error) {
      write(`pulumi-gen: could not write ${options.outDir}: ${errorMessage(error)}\n`);
    }
  } else if (!options.dryRun && options.request.mode === 'edit') {
    changes = [];
  }
  const provenance = provenanceOf(result, options, env.cwd, env.snapshotDir, tokensByStage);
  io.stdout(redactSecrets(render(result, options, context, { provenance, changes, diffs }), secrets));
  return result.status === 'verified' && (options.dryRun || changes !== undefined) ? 0 : 1;
}

export async function runGenerate(context: CommandContext): Promise<number> {
  return executeRun(context, parseGenerateOptions(context, loadRepoConfig(context.env.cwd)));
}
