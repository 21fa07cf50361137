import { describe, expect, it } from 'vitest';
import { allCommands, defaultCommand } from '../../../src/cli/commands/index.js';
import { runCliForTest } from '../../support/cli.js';

describe('the command list', () => {
  it('names each command once, and the top-level help lists every one', async () => {
    const names = allCommands.map((command) => command.name);
    expect(new Set(names).size).toBe(names.length);
    const help = await runCliForTest(['--help']);
    expect(help.code).toBe(0);
    for (const command of allCommands) expect(help.stdout).toContain(command.summary);
  });

  it('runs generate for a request given without a command name', async () => {
    expect(defaultCommand.name).toBe('generate');
    const run = await runCliForTest(['a bucket', '--nope']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "pulumi-gen: unknown option '--nope' for 'generate'; run 'pulumi-gen generate --help'\n",
    );
  });
});
