/**
 * The CLI proper, started by the entry (`main.ts`) for every run but `--version`: parses the environment the
 * entry read, makes the run's temp root (removed on exit and on Ctrl-C or `kill`), and dispatches the command.
 */
import { readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { defaultSnapshotDir } from '../shared/paths.js';
import { parseCliEnvironment } from './environment.js';
import { runCli } from './run.js';
import { createTempRoot } from './temp-root.js';

export async function startCli(
  argv: readonly string[],
  variables: Readonly<Record<string, string | undefined>>,
): Promise<number> {
  const env = parseCliEnvironment({
    env: variables,
    cwd: process.cwd(),
    homeDir: homedir(),
    stderrIsTty: process.stderr.isTTY === true,
    stdoutIsTty: process.stdout.isTTY === true,
    defaultSnapshotDir: defaultSnapshotDir(),
    readText: (path) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return undefined;
      }
    },
  });

  const temp = createTempRoot(tmpdir());
  // Ctrl-C and `kill` end the run where it is: its temp folders go, and the exit code says which signal
  // (128 + its number), as shells expect.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      temp.remove();
      process.stderr.write(`\npulumi-gen: stopped (${signal}); temp folders removed\n`);
      process.exit(code);
    });
  }

  try {
    return await runCli(
      argv,
      { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) },
      env,
      { tempDir: temp.path },
    );
  } finally {
    temp.remove();
  }
}
