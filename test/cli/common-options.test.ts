import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRunBuild, policyOption, reportFormat } from '../../src/cli/common-options.js';
import { UsageError } from '../../src/shared/errors.js';
import { commandContext } from './cli-context.js';

describe('reportFormat', () => {
  it('takes --json as json, else --format, and refuses the two disagreeing', () => {
    expect(reportFormat({ json: true, format: 'terminal' }, commandContext({ json: true }))).toBe('json');
    expect(reportFormat({ json: false, format: 'markdown' }, commandContext({ format: 'markdown' }))).toBe(
      'markdown',
    );
    expect(reportFormat({ json: true, format: 'json' }, commandContext({ json: true, format: 'json' }))).toBe(
      'json',
    );
    const both = commandContext({ json: true, format: 'markdown' });
    expect(() => reportFormat({ json: true, format: 'markdown' }, both)).toThrow(UsageError);
    expect(() => reportFormat({ json: true, format: 'markdown' }, both)).toThrow(
      '--json and --format markdown disagree; give one of them',
    );
  });
});

describe('policyOption', () => {
  it('reads the policy mode and refuses a missing pack folder in one line naming the flag', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'pulumi-gen-policy-'));
    const context = commandContext({}, [], { cwd });
    const settings = { policy: 'advisory' as const, policyPacks: [], policyConfig: undefined };
    expect(policyOption(settings, context).mode).toBe('advisory');
    const missing = () => policyOption({ ...settings, policyPacks: ['no-such-pack'] }, context);
    expect(missing).toThrow(UsageError);
    expect(missing).toThrow(/--policy-pack/);
  });
});

describe('cliRunBuild', () => {
  it("builds the verifier from the environment's folders and the run's choices", () => {
    const context = commandContext();
    const policy = { mode: 'off' } as never;
    const build = cliRunBuild(context, { preview: 'off', sandbox: 'none', policy }, '/tmp/run');
    expect(build).toMatchObject({
      snapshotDir: context.env.snapshotDir,
      cacheDir: context.env.cacheDir,
      preview: 'off',
      sandbox: 'none',
      policy,
      tempDir: '/tmp/run',
      nodePath: process.execPath,
    });
    expect(build.nodeModulesDirs[0]).toMatch(/node_modules$/);
    expect('tempDir' in cliRunBuild(context, { preview: 'off', sandbox: 'none', policy }, undefined)).toBe(
      false,
    );
  });
});
