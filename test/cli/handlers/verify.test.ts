/**
 * The verify handler's own part: the report in each format and the exit code. The verify core's verdicts on
 * real projects are in test/cli/commands/verify.test.ts; here a project the safety gate refuses keeps each
 * run to the cheap rungs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliForTest, testEnvironment } from '../../support/cli.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-verify-handler-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dir = join(root, 'refused');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'Pulumi.yaml'), 'name: refused\nruntime: nodejs\n');
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({ name: 'refused', dependencies: { '@pulumi/pulumi': '^3.0.0' } }),
);
writeFileSync(join(dir, 'index.ts'), 'import { execSync } from "child_process";\nexecSync("id");\n');

const verify = (...flags: string[]) =>
  runCliForTest(
    ['verify', dir, '--preview', 'off', '--sandbox', 'none', ...flags],
    testEnvironment({ cwd: root, color: false }),
  );

describe('runVerify', () => {
  it('prints the JSON summary with the rerun line for this folder, exiting 1 when not verified', async () => {
    const run = await verify('--format', 'json');
    expect(run.code).toBe(1);
    const summary = JSON.parse(run.stdout) as {
      status: string;
      verification: { rung: string; status: string }[];
      provenance?: unknown;
    };
    expect(summary.status).toBe('failed');
    expect(summary.verification[0]).toMatchObject({ rung: 'safety', status: 'failed' });
    expect(run.stdout).toContain(`pulumi-gen verify ${dir}`);
  });

  it('prints the markdown report, and the terminal report without colour when colour is off', async () => {
    const markdown = await verify('--format', 'markdown');
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toContain('❌ Pulumi program not verified');
    expect(markdown.stdout).toContain("imports 'child_process'");
    const terminal = await verify();
    expect(terminal.code).toBe(1);
    expect(terminal.stdout).toContain("imports 'child_process'");
    expect(terminal.stdout).not.toMatch(/\u001b\[/);
    expect(terminal.stdout).not.toBe(markdown.stdout);
    // The project is checked where it is: no "not written", and no empty listing of its code.
    expect(terminal.stdout).toContain(`project  ${dir} (checked where it is; nothing written)`);
    expect(terminal.stdout).not.toMatch(/not written|first 0 of/);
  });
});
