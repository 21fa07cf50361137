/**
 * The CLI entry: reads argv and the environment into typed values and hands them to the core. Nothing else
 * in the program reads `process.env`.
 *
 * `--version` is answered here, before the rest of the CLI loads: a shell or a script that asks waits only
 * for Node itself. Every other run imports the dispatcher and the environment parser when it starts.
 */
import { readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { packageVersion } from '../shared/package-version.js';
import { defaultSnapshotDir } from '../shared/paths.js';
import { asksForVersion } from './version-flag.js';

async function startCli(argv: readonly string[]): Promise<number> {
  const [{ parseCliEnvironment }, { runCli }, { createTempRoot }] = await Promise.all([
    import('./environment.js'),
    import('./run.js'),
    import('./temp-root.js'),
  ]);
  const env = parseCliEnvironment({
    env: process.env,
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

const argv = process.argv.slice(2);
if (asksForVersion(argv)) {
  process.stdout.write(`${packageVersion()}\n`);
} else {
  process.exitCode = await startCli(argv);
}
