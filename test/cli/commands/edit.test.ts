import { describe, expect, it } from 'vitest';
import { EDIT_SETTINGS } from '../../../src/cli/commands/edit.js';
import { GENERATE_SETTINGS } from '../../../src/cli/commands/generate.js';
import { runCliForTest } from '../../support/cli.js';

describe('pulumi-gen edit', () => {
  it("takes generate's settings but where the project goes", () => {
    expect(GENERATE_SETTINGS.filter((id) => !EDIT_SETTINGS.includes(id))).toEqual(['out', 'force']);
  });

  it('lists its options in --help and refuses --out in one line', async () => {
    const help = await runCliForTest(['edit', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: pulumi-gen edit DIR "<change>" [options]');
    expect(help.stdout).toContain('--dry-run');
    expect(help.stdout).not.toContain('--out');
    const out = await runCliForTest(['edit', '--out', 'x', 'proj', 'add a queue']);
    expect(out.code).toBe(2);
    expect(out.stderr).toBe("pulumi-gen: unknown option '--out' for 'edit'; run 'pulumi-gen edit --help'\n");
  });
});
