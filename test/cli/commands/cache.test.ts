import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheCommand } from '../../../src/cli/commands/cache.js';
import { runCliForTest as runCli, testEnvironment } from '../../support/cli.js';

// A store and cache of their own: a command that parsed wrongly must not touch the machine user's.
const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-cache-command-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const env = testEnvironment({ storeDir: join(root, 'store'), cacheDir: join(root, 'cache') });
const runCliForTest = (argv: readonly string[]) => runCli(argv, env);

describe('pulumi-gen cache', () => {
  it('lists ls and prune when run without a subcommand, exiting 2', async () => {
    const run = await runCliForTest(['cache']);
    expect(run.code).toBe(2);
    expect(cacheCommand.subcommands.map((sub) => sub.name)).toEqual(['ls', 'prune']);
    for (const sub of cacheCommand.subcommands) expect(run.stderr).toContain(`pulumi-gen cache ${sub.name}`);
  });

  it.each(cacheCommand.subcommands.map((sub) => [sub.name, sub] as const))(
    "'%s --help' shows its usage and every option of its table",
    async (name, sub) => {
      const run = await runCliForTest(['cache', name, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(sub.usage);
      for (const option of sub.options) expect(run.stdout).toContain(`--${option.name}`);
    },
  );

  it('refuses an unknown flag and a flag without its value in one line', async () => {
    const unknown = await runCliForTest(['cache', 'ls', '--all']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim()).toBe(
      "pulumi-gen: unknown option '--all' for 'cache ls'; run 'pulumi-gen cache ls --help'",
    );
    const missing = await runCliForTest(['cache', 'prune', '--store']);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim()).toBe(
      "pulumi-gen: option '--store' needs a value; run 'pulumi-gen cache prune --help'",
    );
  });
});
