/**
 * The GitHub Action entry (bundled to dist/index.js): reads the runner's environment into a typed value and
 * hands it, with the inputs and the toolkit, to the action's `run`. Nothing else in the action reads
 * `core.getInput` or `process.env`.
 */
import { readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import * as core from '@actions/core';
import { parseActionEnvironment } from './action/environment.js';
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
);
// A stopped run may leave a model request or a child process hanging: the outcome is told, so end here.
process.exit(exitCode);
