import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCliForTest } from '../support/cli.js';

describe('the CLI dispatcher', () => {
  it('prints the version from package.json', async () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const run = await runCliForTest(['--version']);
    expect(run).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
  });

  it('lists every command in --help', async () => {
    const run = await runCliForTest(['--help']);
    expect(run.code).toBe(0);
    for (const name of ['generate', 'search', 'registry', 'eval', 'snapshot']) {
      expect(run.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
    }
  });

  it('rejects an unknown command with one line, a suggestion and exit 2', async () => {
    const run = await runCliForTest(['serch']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain("unknown command 'serch' (did you mean 'search'?)");
  });

  it('answers an empty request with how to phrase one, not as an unknown command', async () => {
    const run = await runCliForTest(['  ', '--dry-run']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'pulumi-gen: say what to build, in quotes: pulumi-gen "an S3 bucket with versioning" --dry-run\n',
    );
  });

  it('rejects an unknown flag of a command with one line and exit 2', async () => {
    const run = await runCliForTest(['registry', 'ls', '--bogus']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain("unknown option '--bogus' for 'registry ls'");
  });

  it('shows a group help and exits 2 when the subcommand is missing', async () => {
    const run = await runCliForTest(['registry']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('pulumi-gen registry ls');
  });

  it('with --json, also prints the error as a JSON object on stdout', async () => {
    const run = await runCliForTest(['a bucket', '--json', '--max-repairs', 'many']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(run.stdout)).toEqual({
      status: 'error',
      error: "--max-repairs must be a whole number from 0 to 10, not 'many'",
    });
  });
});
