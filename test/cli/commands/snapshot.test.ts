import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { snapshotCommand } from '../../../src/cli/commands/snapshot.js';
import { runCliForTest, testEnvironment } from '../../support/cli.js';

const cacheDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-snapshot-command-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
const env = testEnvironment({ cacheDir });
const run = (...argv: string[]) => runCliForTest(argv, env);

/** The one line a failed run prints. */
function oneLineError(result: { readonly code: number; readonly stderr: string }): string {
  expect(result.code).not.toBe(0);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe('pulumi-gen snapshot', () => {
  it('lists its subcommands when run without one, exiting 2', async () => {
    const result = await run('snapshot');
    expect(result.code).toBe(2);
    for (const sub of snapshotCommand.subcommands) {
      expect(result.stderr).toContain(`pulumi-gen snapshot ${sub.name}`);
    }
  });

  it.each(snapshotCommand.subcommands.map((sub) => [sub.name, sub] as const))(
    "'%s --help' shows its usage and every option of its table",
    async (name, sub) => {
      const result = await run('snapshot', name, '--help');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(sub.usage.split('\n')[0]);
      for (const option of sub.options) expect(result.stdout).toContain(`--${option.name}`);
    },
  );

  it('hands positionals and flag values to the handler', async () => {
    expect(oneLineError(await run('snapshot', 'remove', '@pulumi/aws'))).toBe(
      'pulumi-gen: @pulumi/aws is bundled with pulumi-gen, not added: it cannot be removed',
    );
    const missing = join(cacheDir, 'no-snapshot');
    expect(oneLineError(await run('snapshot', 'knowledge', '--dir', missing))).toContain(
      `no registry snapshot at ${missing} (manifest.json is missing)`,
    );
  });

  it.each([
    [
      ['remove'],
      'pulumi-gen: name one package to remove, e.g. pulumi-gen snapshot remove @pulumiverse/vercel',
    ],
    [['add'], 'pulumi-gen: name one package to add, e.g. pulumi-gen snapshot add @pulumiverse/vercel'],
    [['shard', 'aws'], 'pulumi-gen: usage: snapshot shard <provider> --out DIR'],
    [['merge'], 'pulumi-gen: usage: snapshot merge --out DIR <shard-dir>...'],
    [['build', '--embedder', 'bogus'], "pulumi-gen: --embedder must be 'local' or 'endpoint', not 'bogus'"],
    [['build', '--out'], "pulumi-gen: option '--out' needs a value; run 'pulumi-gen snapshot build --help'"],
    [
      ['reindex', '--nope'],
      "pulumi-gen: unknown option '--nope' for 'snapshot reindex'; run 'pulumi-gen snapshot reindex --help'",
    ],
  ])('refuses %j in one line with exit 2', async (argv, message) => {
    const result = await run('snapshot', ...argv);
    expect(result.code).toBe(2);
    expect(oneLineError(result)).toBe(message);
  });
});
