import { join } from 'node:path';
import { loadRepoConfig } from '../config/load-repo-config.js';
import { promotedWarning, runConfig, secretValuesOf } from '../config/stack-config.js';
import { buildPipeline, type GenerateProgram } from '../pipeline/build-pipeline.js';
import { buildVerifier, type VerifierBuild } from '../pipeline/build-verifier.js';
import { createGitHubClient } from '../publish/github-client.js';
import { errorMessage, UserError } from '../shared/errors.js';
import { packageVersion } from '../shared/package-version.js';
import { defaultSnapshotDir, packageRoot } from '../shared/paths.js';
import { redactSecrets } from '../shared/redact.js';
import { snapshotChecksum } from '../snapshot/snapshot-checksum.js';
import { secretSettingValues } from '../settings/resolve-settings.js';
import { parsePolicyOptions } from '../verify/policy/policy-options.js';
import type { ActionEnvironment } from './environment.js';
import { parseActionInputs, type ActionInputs, type InputReader } from './inputs.js';
import { runAction } from './run-action.js';
import { runVerifyMode } from './verify-mode.js';
import { readExistingProject } from '../workspace/read-project.js';
import { stopController } from './stop-controller.js';
import type { ActionIo, RunContext } from './types.js';

/** The toolkit surface plus the one call only the entry makes: masking a secret in the runner's log. */
export interface EntryIo extends ActionIo {
  setSecret(secret: string): void;
}

/** What the action's pipeline and verifier are built from: the runner's folders, the sandbox, the policy. */
function buildBase(inputs: ActionInputs, environment: ActionEnvironment): VerifierBuild {
  // Checked before any request is handled: a missing pack directory or a bad config file is one line.
  const policy = parsePolicyOptions(
    {
      mode: inputs.policy,
      packDirs: inputs.policyPacks,
      configFile: inputs.policyConfig,
      names: { mode: "input 'policy'", packs: "input 'policy-packs':", config: "input 'policy-config':" },
    },
    environment.workspace,
    (message) => new UserError(message),
  );
  return {
    snapshotDir: environment.snapshotDir ?? defaultSnapshotDir(),
    cacheDir: environment.cacheDir,
    ...(environment.storeDir !== undefined ? { storeDir: environment.storeDir } : {}),
    npm: environment.npm,
    nodeModulesDirs: [join(packageRoot(), 'node_modules')],
    pathEnv: environment.path,
    preview: inputs.preview,
    sandbox: inputs.sandbox,
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    nodePath: process.execPath,
    homeDir: environment.homeDir,
    cloudCredentials: environment.cloudCredentials,
    policy,
    ...(environment.tempDir !== undefined ? { tempDir: environment.tempDir } : {}),
  };
}

function pipelineFor(inputs: ActionInputs, environment: ActionEnvironment): GenerateProgram {
  const modelConfigured = inputs.apiKey !== undefined || inputs.baseUrl !== undefined;
  return buildPipeline({
    ...buildBase(inputs, environment),
    openai: modelConfigured
      ? { apiKey: inputs.apiKey, baseUrl: inputs.baseUrl, model: inputs.model }
      : undefined,
    ...(inputs.maxTokens !== undefined
      ? { tokenBudget: { maxTokens: inputs.maxTokens, setting: "input 'max-tokens'" } }
      : {}),
  });
}

function runContext(environment: ActionEnvironment, readText: (path: string) => string): RunContext {
  return {
    eventName: environment.eventName,
    payload:
      environment.eventPath === undefined ? {} : (JSON.parse(readText(environment.eventPath)) as unknown),
    repository: environment.repository,
    runId: environment.runId,
    serverUrl: environment.serverUrl,
  };
}

/**
 * The action: inputs merged with the environment and `.pulumi-gen.yml`, secrets masked, the real edges built
 * (GitHub, the pipeline, the stop signal) and handed to {@link runAction}. Resolves to the exit code; it
 * never throws (a bad input is the step's one-line failure).
 */
export async function run(
  environment: ActionEnvironment,
  read: InputReader,
  io: EntryIo,
  readText: (path: string) => string,
  /** The entry's hard process deadline for the run's time budget (see `hard-deadline.ts`); none in tests. */
  startDeadline?: (budgetMinutes: number) => void,
): Promise<number> {
  let secrets: string[] = [...environment.credentials];
  try {
    const inputs = parseActionInputs(read, {
      variables: environment.variables,
      repo: loadRepoConfig(environment.workspace),
    });
    const run = runConfig(inputs.config, inputs.secretConfig);
    secrets = [...secretSettingValues(inputs), ...secretValuesOf(run), ...environment.credentials];
    for (const secret of secrets) io.setSecret(secret);
    const promoted = promotedWarning(run, "the 'secret-config' input");
    if (promoted !== undefined) io.warning(promoted);
    const controller = stopController(inputs.timeBudgetMinutes);
    startDeadline?.(inputs.timeBudgetMinutes);
    const unitMs = environment.githubTimeUnitMs;
    const github = createGitHubClient({
      token: inputs.githubToken,
      baseUrl: environment.apiUrl,
      secrets,
      pacing: { unitMs, writeGapMs: unitMs, notifyGapMs: unitMs * 3 },
      onWait: (message) => io.info(message),
    });
    const snapshotDir = environment.snapshotDir ?? defaultSnapshotDir();
    const runFacts = { version: packageVersion(), snapshotChecksum: snapshotChecksum(snapshotDir) };
    const context = runContext(environment, readText);
    const outcome =
      inputs.mode === 'verify'
        ? await runVerifyMode(inputs, context, {
            github,
            verify: buildVerifier(buildBase(inputs, environment)),
            // The path input is relative with no '..' (its parser), so the project is inside the checkout.
            readProject: (path) => readExistingProject(join(environment.workspace, path)),
            io,
            secrets,
            signal: controller.signal,
            runFacts,
          })
        : await runAction(inputs, context, {
            github,
            generate: pipelineFor(inputs, environment),
            io,
            secrets,
            signal: controller.signal,
            settling: { attempts: 4, delayMs: unitMs * 1.5 },
            runFacts,
          });
    return outcome.status === 'failed' || outcome.status === 'cancelled' ? 1 : 0;
  } catch (error) {
    io.setFailed(redactSecrets(errorMessage(error), secrets));
    return 1;
  }
}
