/**
 * The GitHub Action entry (bundled to dist/index.js): reads the runner's environment into a typed value and
 * hands it, with the inputs and the toolkit, to the action's `run`. Nothing else in the action reads
 * `core.getInput` or `process.env`.
 */
import { readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import * as core from '@actions/core';
import { parseActionEnvironment } from './action/environment.js';
import { HARD_DEADLINE_GRACE_MS, startHardDeadline } from './action/hard-deadline.js';
import { run } from './action/main.js';

function readTextOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

const environment = parseActionEnvironment({
  env: process.env,
  cwd: process.cwd(),
  homeDir: homedir(),
  tmpDir: tmpdir(),
  readText: readTextOrUndefined,
});

const exitCode = await run(
  environment,
  (name) => core.getInput(name),
  {
    info: (message) => core.info(message),
    notice: (message) => core.notice(message),
    warning: (message) => core.warning(message),
    startGroup: (name) => core.startGroup(name),
    endGroup: () => core.endGroup(),
    setOutput: (name, value) => core.setOutput(name, value),
    setFailed: (message) => core.setFailed(message),
    setSecret: (secret) => core.setSecret(secret),
    writeSummary: async (markdown) => {
      await core.summary.addRaw(markdown, true).write();
    },
  },
  (path) => readFileSync(path, 'utf8'),
  // The budget's own timer stops the run so it reports; a run still going this long after it (its main
  // thread blocked) is ended by the watchdog thread.
  (minutes) => {
    startHardDeadline(
      minutes * 60_000 + HARD_DEADLINE_GRACE_MS,
      `::error::pulumi-gen was ended: it went past its time budget of ${minutes} minutes (the \`time-budget-minutes\` input) and did not stop within ${HARD_DEADLINE_GRACE_MS / 1000} s`,
    );
  },
);
// A stopped run may leave a model request or a child process hanging: the outcome is told, so end here.
process.exit(exitCode);
