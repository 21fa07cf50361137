import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  classifyPreview,
  describeChanges,
  describePreviewError,
} from '../../../src/verify/preview/classify-preview.js';
import { pickCloudCredentials } from '../../../src/verify/preview/preview-rung.js';
import { createPulumiCliLocator } from '../../../src/verify/preview/pulumi-cli.js';

/** The Automation API's own factory (internal, not in its typings): the errors the real library throws. */
const require = createRequire(import.meta.url);
const { createCommandError } = require('@pulumi/pulumi/automation/errors.js') as {
  createCommandError(result: unknown): Error;
};
const { CommandResult } = require('@pulumi/pulumi/automation/cmd.js') as {
  CommandResult: new (stdout: string, stderr: string, code: number) => unknown;
};

function commandError(stderr: string, code = 255): Error {
  return createCommandError(new CommandResult('', stderr, code));
}

describe('preview error mapping', () => {
  it('maps each CommandError subclass the Automation API throws', () => {
    const cases: readonly [string, string, string][] = [
      [
        'error: [409] Conflict: Another update is currently in progress.',
        'ConcurrentUpdateError',
        'concurrent-update',
      ],
      ['error: the stack is currently locked by 1 lock(s)', 'ConcurrentUpdateError', 'concurrent-update'],
      ["error: no stack named 'dev' found", 'StackNotFoundError', 'stack-not-found'],
      ["error: stack 'dev' already exists", 'StackAlreadyExistsError', 'stack-exists'],
    ];
    for (const [stderr, className, code] of cases) {
      const error = commandError(stderr);
      expect(error.name).toBe(className);
      const info = describePreviewError(error);
      expect(info).toMatchObject({ name: className, stderr, exitCode: 255 });
      const problem = classifyPreview({ diagnostics: [], error: info });
      expect(problem).toMatchObject({ kind: 'environment', code });
      expect(problem?.kind === 'environment' && problem.reason).toContain(className);
    }
  });

  it('a plain CommandError: credentials, config, plugins, program errors and the rest', () => {
    const classify = (stderr: string) =>
      classifyPreview({ diagnostics: [], error: describePreviewError(commandError(stderr)) });
    expect(
      classify('error: unable to validate AWS credentials.\nNo valid credential sources found'),
    ).toMatchObject({
      kind: 'environment',
      code: 'missing-credentials',
    });
    expect(classify("error: Missing required configuration variable 'aws:region'")).toEqual({
      kind: 'environment',
      code: 'missing-config',
      reason: "the preview needs stack config `aws:region`; pass it in the request's config",
    });
    expect(classify('error: could not load plugin for aws provider: no resource plugin found')).toMatchObject(
      {
        code: 'plugin',
      },
    );
    const program = classifyPreview({
      diagnostics: [],
      projectDir: '/work/p',
      error: describePreviewError(
        commandError(
          "error: Running program '/work/p' failed with an unhandled exception:\n    TypeError: x is not a function\n    at f (/work/p/node_modules/@pulumi/x.ts:1:1)\n    at Object.<anonymous> (/work/p/lib/net.ts:7:3)",
        ),
      ),
    });
    expect(program).toMatchObject({ kind: 'program' });
    expect(program?.kind === 'program' && program.findings[0]).toMatchObject({
      line: 7,
      file: 'lib/net.ts',
      code: 'preview-program',
    });
    const other = classify('error: something odd happened');
    expect(other).toEqual({
      kind: 'environment',
      code: 'preview-command',
      reason: '`pulumi preview` failed (CommandError, exit 255): error: something odd happened',
    });
  });

  it('a failure to start the CLI is an environment problem with its message', () => {
    const problem = classifyPreview({
      diagnostics: [],
      error: describePreviewError(new Error('spawn pulumi ENOENT')),
    });
    expect(problem).toMatchObject({ kind: 'environment', code: 'preview-command' });
  });

  it('diagnostics: errors become bounded findings, announcements and warnings do not', () => {
    const diagnostics = Array.from({ length: 15 }, (_, index) => ({
      severity: 'error' as const,
      message: `<{%fg 1%}>bad value ${index}<{%reset%}>\n`,
      urn: `urn:pulumi:s::p::aws:s3/bucket:Bucket::b${index}`,
    }));
    const problem = classifyPreview({
      diagnostics: [
        ...diagnostics,
        { severity: 'error', message: 'preview failed' },
        { severity: 'warning', message: 'just a warning' },
      ],
      tsNameOf: (token) => (token === 'aws:s3/bucket:Bucket' ? 'aws.s3.Bucket' : undefined),
      maxFindings: 5,
    });
    expect(problem?.kind).toBe('program');
    if (problem?.kind !== 'program') return;
    expect(problem.findings).toHaveLength(5);
    expect(problem.findings[0]).toEqual({
      rung: 'preview',
      severity: 'error',
      code: 'preview-diagnostic',
      message: 'aws.s3.Bucket "b0": bad value 0',
      subjects: ['aws.s3.Bucket'],
    });
  });

  it('nothing wrong: no problem', () => {
    expect(classifyPreview({ diagnostics: [{ severity: 'warning', message: 'w' }] })).toBeUndefined();
  });

  it('describes a change summary the way the report prints it', () => {
    expect(describeChanges({ create: 12 })).toBe('+12 to create');
    expect(describeChanges({ create: 2, update: 1, same: 3, delete: 0 })).toBe(
      '+2 to create, ~1 to update, 3 unchanged',
    );
    expect(describeChanges({})).toBe('no changes');
  });
});

describe('pulumi CLI locator', () => {
  it('finds an executable `pulumi` on the PATH string, in order, and ignores non-executables', () => {
    const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-locator-'));
    try {
      const [a, b, c] = ['a', 'b', 'c'].map((name) => join(root, name));
      for (const dir of [a, b, c]) mkdirSync(dir!);
      writeFileSync(join(a!, 'pulumi'), 'not executable');
      chmodSync(join(a!, 'pulumi'), 0o644);
      mkdirSync(join(b!, 'pulumi'));
      writeFileSync(join(c!, 'pulumi'), '#!/bin/sh\n');
      chmodSync(join(c!, 'pulumi'), 0o755);
      expect(createPulumiCliLocator({ path: [a, b, c].join(':') }).locate()).toEqual({
        executable: join(c!, 'pulumi'),
        binDir: c,
      });
      expect(createPulumiCliLocator({ path: [a, b].join(':') }).locate()).toBeUndefined();
      expect(createPulumiCliLocator({ path: '' }).locate()).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('falls back to ~/.pulumi/bin, where the installer puts the CLI', () => {
    const home = mkdtempSync(join(tmpdir(), 'pulumi-gen-home-'));
    try {
      mkdirSync(join(home, '.pulumi', 'bin'), { recursive: true });
      writeFileSync(join(home, '.pulumi', 'bin', 'pulumi'), '#!/bin/sh\n');
      chmodSync(join(home, '.pulumi', 'bin', 'pulumi'), 0o755);
      expect(createPulumiCliLocator({ path: '/nonexistent', homeDir: home }).locate()?.binDir).toBe(
        join(home, '.pulumi', 'bin'),
      );
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('cloud credentials for the preview', () => {
  it('passes cloud credential variables and nothing else', () => {
    expect(
      pickCloudCredentials({
        AWS_ACCESS_KEY_ID: 'AKIA',
        AWS_SECRET_ACCESS_KEY: 's',
        AWS_REGION: 'eu-west-1',
        ARM_CLIENT_ID: 'c',
        GOOGLE_APPLICATION_CREDENTIALS: '/k.json',
        KUBECONFIG: '/kube',
        OPENAI_API_KEY: 'sk-x',
        GITHUB_TOKEN: 'ghp',
        PULUMI_ACCESS_TOKEN: 'pul',
        AWS_EMPTY: '',
        HOME: '/home/u',
      }),
    ).toEqual({
      AWS_ACCESS_KEY_ID: 'AKIA',
      AWS_SECRET_ACCESS_KEY: 's',
      AWS_REGION: 'eu-west-1',
      ARM_CLIENT_ID: 'c',
      GOOGLE_APPLICATION_CREDENTIALS: '/k.json',
      KUBECONFIG: '/kube',
    });
  });
});
