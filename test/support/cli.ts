import { homedir } from 'node:os';
import { runCli } from '../../src/cli/run.js';
import { parseCliEnvironment, type CliEnvironment } from '../../src/cli/environment.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** A CLI environment as the entry would build it from an empty `process.env`, with overrides. */
export function testEnvironment(overrides: Partial<CliEnvironment> = {}): CliEnvironment {
  return {
    ...parseCliEnvironment({
      env: {},
      cwd: process.cwd(),
      homeDir: homedir(),
      stderrIsTty: false,
      stdoutIsTty: false,
      defaultSnapshotDir: defaultSnapshotDir(),
    }),
    ...overrides,
  };
}

/** Runs the CLI in-process, collecting what it writes. */
export async function runCliForTest(
  argv: readonly string[],
  env: CliEnvironment = testEnvironment(),
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    argv,
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    env,
  );
  return { code, stdout, stderr };
}
