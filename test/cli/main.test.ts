import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { packageVersion } from '../../src/shared/package-version.js';

/** The entry as `bin/pulumi-gen.js` starts it, in a child process. */
function runMain(argv: readonly string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...argv], { encoding: 'utf8' });
}

describe('the CLI entry', () => {
  it('answers --version and -V itself with the package version', () => {
    for (const flag of ['--version', '-V']) {
      const run = runMain([flag]);
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(`${packageVersion()}\n`);
      expect(run.stderr).toBe('');
    }
  });

  it('hands every other command line to the CLI and exits with its code', () => {
    const run = runMain(['search', '--limt', '3']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe(
      "pulumi-gen: unknown option '--limt' for 'search' (did you mean '--limit'?); run 'pulumi-gen search --help'",
    );
  });
});
