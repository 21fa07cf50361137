import { describe, expect, it } from 'vitest';
import { registryCommand } from '../../../src/cli/commands/registry.js';
import { runCliForTest } from '../../support/cli.js';

describe('pulumi-gen registry', () => {
  it('has help for each subcommand, with every option of its table', async () => {
    for (const sub of registryCommand.subcommands) {
      const help = await runCliForTest(['registry', sub.name, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(sub.usage.split('\n')[0]);
      for (const option of sub.options) expect(help.stdout).toContain(`--${option.name}`);
    }
    const show = await runCliForTest(['registry', 'show', '--help']);
    expect(show.stdout).toContain('Usage: pulumi-gen registry show <token|tsName> [--json]');
  });

  it('rejects an unknown subcommand, a missing name and a flag without its value, exit 2', async () => {
    const unknown = await runCliForTest(['registry', 'lss']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'lss' (did you mean 'ls'?)");
    const missing = await runCliForTest(['registry', 'show']);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    const noValue = await runCliForTest(['registry', 'ls', '--kind']);
    expect(noValue.code).toBe(2);
    expect(noValue.stderr).toBe(
      "pulumi-gen: option '--kind' needs a value; run 'pulumi-gen registry ls --help'\n",
    );
  });
});
