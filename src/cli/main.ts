/**
 * The CLI entry: reads argv and the environment and hands them to the CLI proper (`start.ts`). Nothing else
 * in the program reads `process.env`.
 *
 * `--version` is answered here, before the rest of the CLI loads: a shell or a script that asks waits only
 * for Node itself.
 */
import { packageVersion } from '../shared/package-version.js';
import { asksForVersion } from './version-flag.js';

const argv = process.argv.slice(2);
if (asksForVersion(argv)) {
  process.stdout.write(`${packageVersion()}\n`);
} else {
  const { startCli } = await import('./start.js');
  process.exitCode = await startCli(argv, process.env);
}
