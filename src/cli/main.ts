/**
 * The CLI entry: reads argv and the environment into typed values and hands them to the core. Nothing else
 * in the program reads `process.env`.
 */
import { readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { defaultSnapshotDir } from '../shared/paths.js';
import { parseCliEnvironment } from './environment.js';
import { runCli } from './run.js';
import { createTempRoot } from './temp-root.js';

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
  process.exitCode = await runCli(
    process.argv.slice(2),
    { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) },
    env,
    { tempDir: temp.path },
  );
} finally {
  temp.remove();
}
