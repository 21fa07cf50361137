import { describe, expect, it } from 'vitest';
import type { Command, CommandContext, LeafCommand } from '../../src/cli/command.js';
import { parseAndRun } from '../../src/cli/program.js';
import { UsageError } from '../../src/shared/errors.js';
import { testEnvironment } from '../support/cli.js';

/** A command table like the real one, whose commands record what the program handed them. */
function commands(seen: Omit<CommandContext, 'env' | 'io' | 'runtime'>[], code = 0): Command[] {
  const leaf = (name: string, options: LeafCommand['options']): LeafCommand => ({
    kind: 'leaf',
    name,
    summary: `the ${name} command`,
    usage: `Usage: pulumi-gen ${name} [options]`,
    options,
    run: async ({ values, positionals }) => {
      seen.push({ values, positionals });
      return code;
    },
  });
  return [
    leaf('search', [
      { name: 'limit', value: 'N', help: 'at most N hits' },
      { name: 'dry-run', help: 'a switch with a dash' },
      { name: 'provider', value: 'P', repeatable: true, help: 'repeatable' },
    ]),
    {
      kind: 'group',
      name: 'registry',
      summary: 'the registry group',
      subcommands: [leaf('show', [{ name: 'json', help: 'a switch' }])],
    },
  ];
}

async function parse(argv: readonly string[], table: readonly Command[]) {
  let stdout = '';
  let stderr = '';
  const code = await parseAndRun(
    argv,
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    testEnvironment(),
    { tempDir: () => undefined },
    table,
  );
  return { code, stdout, stderr };
}

async function usageError(argv: readonly string[]): Promise<string> {
  const error = await parse(argv, commands([])).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UsageError);
  return (error as UsageError).message;
}

describe('parseAndRun', () => {
  it("hands a command its flags under the table's names, typed, with its positionals", async () => {
    const seen: Omit<CommandContext, 'env' | 'io' | 'runtime'>[] = [];
    const table = commands(seen, 3);
    const result = await parse(
      ['search', 'a', 'bucket', '--limit', '5', '--dry-run', '--provider', 'aws', '--provider', 'gcp'],
      table,
    );
    expect(result.code).toBe(3);
    expect(seen).toEqual([
      {
        values: { limit: '5', 'dry-run': true, provider: ['aws', 'gcp'] },
        positionals: ['a', 'bucket'],
      },
    ]);
  });

  it("runs a group's subcommand, and shows the group's help with exit 2 when none is named", async () => {
    const seen: Omit<CommandContext, 'env' | 'io' | 'runtime'>[] = [];
    const table = commands(seen);
    expect((await parse(['registry', 'show', 'x', '--json'], table)).code).toBe(0);
    expect(seen).toEqual([{ values: { json: true }, positionals: ['x'] }]);
    const bare = await parse(['registry'], table);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('pulumi-gen registry show');
  });

  it("prints a command's own help, exiting 0 without running it", async () => {
    const seen: Omit<CommandContext, 'env' | 'io' | 'runtime'>[] = [];
    const result = await parse(['search', '--help'], commands(seen));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: pulumi-gen search [options]');
    expect(result.stdout).toContain('--limit');
    expect(seen).toEqual([]);
  });

  it('turns every parse failure into one line that says what to run', async () => {
    expect(await usageError(['search', '--limt', '3'])).toBe(
      "unknown option '--limt' for 'search' (did you mean '--limit'?); run 'pulumi-gen search --help'",
    );
    expect(await usageError(['search', '--limit'])).toBe(
      "option '--limit' needs a value; run 'pulumi-gen search --help'",
    );
    expect(await usageError(['serch'])).toBe(
      "unknown command 'serch' (did you mean 'search'?); run 'pulumi-gen --help'",
    );
    expect(await usageError(['registry', 'show', '--nope'])).toBe(
      "unknown option '--nope' for 'registry show'; run 'pulumi-gen registry show --help'",
    );
  });
});
