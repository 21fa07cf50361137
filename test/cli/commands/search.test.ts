import { describe, expect, it } from 'vitest';
import { searchCommand } from '../../../src/cli/commands/search.js';
import { runCliForTest } from '../../support/cli.js';

describe('pulumi-gen search', () => {
  it('shows both usage lines and every option of its table', async () => {
    const help = await runCliForTest(['search', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('pulumi-gen search "<query>" [--limit 10] [--provider P] [--json]');
    expect(help.stdout).toContain('pulumi-gen search --batch FILE.jsonl [--limit N] --json');
    for (const option of searchCommand.options) expect(help.stdout).toContain(`--${option.name}`);
  });

  it('refuses a mistyped flag with a suggestion, and a flag without its value, in one line', async () => {
    const typo = await runCliForTest(['search', 'a bucket', '--limt', '3']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe(
      "pulumi-gen: unknown option '--limt' for 'search' (did you mean '--limit'?); run 'pulumi-gen search --help'\n",
    );
    const batch = await runCliForTest(['search', '--batch']);
    expect(batch.code).toBe(2);
    expect(batch.stderr).toBe("pulumi-gen: option '--batch' needs a value; run 'pulumi-gen search --help'\n");
  });
});
