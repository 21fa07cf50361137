/**
 * The GitHub Action entry (bundled to dist/index.js): reads the inputs and the runner's `GITHUB_*`
 * environment into typed values, builds the real edges (Octokit, the pipeline) and hands them to
 * {@link runAction}. Nothing else in the action reads `core.getInput` or `process.env`.
 */
import { readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { parseActionInputs } from './action/inputs.js';
import { withRepoConfig } from './action/repo-config-inputs.js';
import { loadRepoConfig } from './config/load-repo-config.js';
import { budgetModel } from './model/token-budget.js';
import { packageVersion } from './shared/package-version.js';
import { snapshotChecksum } from './snapshot/snapshot-checksum.js';
import { HARD_DEADLINE_GRACE_MS, startHardDeadline } from './action/hard-deadline.js';
import { runAction } from './action/run-action.js';
import type { ActionInputs, ActionIo, GenerateProgram, RunContext, RunStop } from './action/types.js';
import { createPipelineDeps, DEFAULT_MODEL } from './pipeline/create-deps.js';
import { runPipeline } from './pipeline/run-pipeline.js';
import { createGitHubClient } from './publish/github-client.js';
import { errorMessage, UserError } from './shared/errors.js';
import { defaultSnapshotDir, packageRoot } from './shared/paths.js';
import { parsePolicyOptions } from './verify/policy/policy-options.js';
import { credentialValues, redactSecrets } from './shared/redact.js';
import { pickCloudCredentials } from './verify/preview/cloud-credentials.js';
import { npmEnvironmentFrom } from './store/npm-environment.js';

function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readPayload(): unknown {
  const path = env('GITHUB_EVENT_PATH');
  if (path === undefined) {
    return {};
  }
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

function runContext(): RunContext {
  return {
    eventName: env('GITHUB_EVENT_NAME') ?? '',
    payload: readPayload(),
    repository: env('GITHUB_REPOSITORY') ?? '',
    runId: env('GITHUB_RUN_ID') ?? '0',
    serverUrl: env('GITHUB_SERVER_URL') ?? 'https://github.com',
  };
}

function pipelineFor(inputs: ActionInputs): GenerateProgram {
  const cacheRoot =
    env('PULUMI_GEN_CACHE_DIR') ??
    join(env('RUNNER_TOOL_CACHE') ?? env('RUNNER_TEMP') ?? tmpdir(), 'pulumi-gen');
  const modelConfigured = inputs.openaiApiKey !== undefined || inputs.openaiBaseUrl !== undefined;
  // Checked before any request is handled: a missing pack directory or a bad config file is one line.
  const policy = parsePolicyOptions(
    {
      mode: inputs.policy,
      packDirs: inputs.policyPacks,
      configFile: inputs.policyConfig,
      names: { mode: "input 'policy'", packs: "input 'policy-packs':", config: "input 'policy-config':" },
    },
    env('GITHUB_WORKSPACE') ?? process.cwd(),
    (message) => new UserError(message),
  );
  const npm = npmEnvironmentFrom({
    env: process.env,
    cwd: env('GITHUB_WORKSPACE') ?? process.cwd(),
    homeDir: homedir(),
    readText: (path) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return undefined;
      }
    },
  });
  return async (request, progress, signal) => {
    const root = packageRoot();
    const deps = await createPipelineDeps({
      snapshotDir: env('PULUMI_GEN_SNAPSHOT_DIR') ?? defaultSnapshotDir(),
      cacheDir: cacheRoot,
      ...(env('PULUMI_GEN_STORE_DIR') !== undefined ? { storeDir: env('PULUMI_GEN_STORE_DIR') } : {}),
      npm,
      requestText: request.text,
      nodeModulesDirs: [join(root, 'node_modules')],
      openai: modelConfigured
        ? {
            apiKey: inputs.openaiApiKey,
            baseUrl: inputs.openaiBaseUrl,
            model: inputs.model ?? DEFAULT_MODEL,
            signal,
          }
        : undefined,
      pathEnv: process.env['PATH'] ?? '',
      preview: request.preview,
      sandbox: inputs.sandbox,
      identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
      nodePath: process.execPath,
      homeDir: homedir(),
      cloudCredentials: pickCloudCredentials(process.env),
      policy,
      ...(env('RUNNER_TEMP') !== undefined ? { tempDir: env('RUNNER_TEMP') } : {}),
      progress,
    });
    const budgeted =
      inputs.maxTokens === undefined || deps.model === undefined
        ? deps
        : { ...deps, model: budgetModel(deps.model, inputs.maxTokens, "input 'max-tokens'") };
    return runPipeline(request, budgeted);
  };
}

const io: ActionIo = {
  info: (message) => core.info(message),
  notice: (message) => core.notice(message),
  warning: (message) => core.warning(message),
  startGroup: (name) => core.startGroup(name),
  endGroup: () => core.endGroup(),
  setOutput: (name, value) => core.setOutput(name, value),
  setFailed: (message) => core.setFailed(message),
  writeSummary: async (markdown) => {
    await core.summary.addRaw(markdown, true).write();
  },
};

/**
 * One unit of GitHub waiting (back-off, `retry-after` seconds, the gap between writes) in ms. Real runs use
 * GitHub's pacing (1000); the fault-suite tests set a few ms so that a run full of retries stays fast.
 */
function githubTimeUnitMs(): number {
  const unit = Number(env('PULUMI_GEN_GITHUB_TIME_UNIT_MS') ?? '1000');
  return Number.isFinite(unit) && unit >= 0 ? unit : 1000;
}

/**
 * Cancellation and the time budget both abort one controller: the runner sends SIGINT (then SIGTERM) on a
 * cancel or at `timeout-minutes`, and the budget timer fires before that. The core sees the reason, stops
 * where it is and tells the issue; the handlers stay installed so a second signal does not kill the final
 * update. A run that has not ended {@link HARD_DEADLINE_GRACE_MS} after the budget (its main thread blocked)
 * is ended by the hard deadline's watchdog thread.
 */
function stopController(timeBudgetMinutes: number): AbortController {
  const controller = new AbortController();
  const stop = (reason: RunStop) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => stop({ kind: 'cancelled', signal }));
  }
  const timer = setTimeout(
    () => stop({ kind: 'time-budget', minutes: timeBudgetMinutes }),
    timeBudgetMinutes * 60_000,
  );
  timer.unref();
  startHardDeadline(
    timeBudgetMinutes * 60_000 + HARD_DEADLINE_GRACE_MS,
    `::error::pulumi-gen was ended: it went past its time budget of ${timeBudgetMinutes} minutes (the \`time-budget-minutes\` input) and did not stop within ${HARD_DEADLINE_GRACE_MS / 1000} s`,
  );
  return controller;
}

let secrets: (string | undefined)[] = [];
let exitCode = 0;
try {
  const inputs = withRepoConfig(
    parseActionInputs((name) => core.getInput(name)),
    loadRepoConfig(env('GITHUB_WORKSPACE') ?? process.cwd()),
  );
  secrets = [inputs.githubToken, inputs.openaiApiKey, ...credentialValues(process.env)];
  for (const secret of secrets) {
    if (secret !== undefined) core.setSecret(secret);
  }
  const controller = stopController(inputs.timeBudgetMinutes);
  const unitMs = githubTimeUnitMs();
  const github = createGitHubClient({
    token: inputs.githubToken,
    baseUrl: env('GITHUB_API_URL') ?? 'https://api.github.com',
    secrets,
    pacing: { unitMs, writeGapMs: unitMs, notifyGapMs: unitMs * 3 },
    onWait: (message) => core.info(message),
  });
  const outcome = await runAction(inputs, runContext(), {
    github,
    generate: pipelineFor(inputs),
    io,
    secrets,
    signal: controller.signal,
    settling: { attempts: 4, delayMs: unitMs * 1.5 },
    runFacts: {
      version: packageVersion(),
      snapshotChecksum: snapshotChecksum(env('PULUMI_GEN_SNAPSHOT_DIR') ?? defaultSnapshotDir()),
    },
  });
  exitCode = outcome.status === 'failed' || outcome.status === 'cancelled' ? 1 : 0;
} catch (error) {
  core.setFailed(redactSecrets(errorMessage(error), secrets));
  exitCode = 1;
}
// A stopped run may leave a model request or a child process hanging: the outcome is told, so end here.
process.exit(exitCode);
