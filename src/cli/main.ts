/**
 * The CLI entry: reads argv and the environment into typed values and hands them to the core. Nothing else
 * in the program reads `process.env`.
 */
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { defaultSnapshotDir } from '../shared/paths.js';
import { parseCliEnvironment } from './environment.js';
import { runCli } from './run.js';

const env = parseCliEnvironment({
  env: process.env,
  cwd: process.cwd(),
  homeDir: homedir(),
  stderrIsTty: process.stderr.isTTY === true,
  defaultSnapshotDir: defaultSnapshotDir(),
  readText: (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  },
});

process.exitCode = await runCli(
  process.argv.slice(2),
  { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) },
  env,
);
