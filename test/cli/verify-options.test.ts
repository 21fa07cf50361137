import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseVerifyOptions } from '../../src/cli/verify-options.js';
import { UsageError, UserError } from '../../src/shared/errors.js';
import { commandContext } from './cli-context.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-verify-options-'));
  made.push(dir);
  return dir;
}

function project(): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'Pulumi.yaml'), 'name: demo\nruntime: nodejs\n');
  writeFileSync(join(dir, 'index.ts'), 'export const x = 1;\n');
  writeFileSync(join(dir, 'Pulumi.prod.yaml'), 'config:\n  demo:size: large\n');
  return dir;
}

describe('parseVerifyOptions', () => {
  it('reads the project folder, relative to cwd, with the defaults and no intent', () => {
    const dir = project();
    const options = parseVerifyOptions(commandContext({}, ['.'], { cwd: dir }));
    expect(options.request.project.dir).toBe(dir);
    expect(options.request.project.name).toBe('demo');
    expect(options.request).not.toHaveProperty('requestText');
    expect(options.request.preview).toBe('auto');
    expect(options.format).toBe('terminal');
  });

  it('admits --request as a generate request (typed secrets removed), and takes a stack config and --json', () => {
    const dir = project();
    const context = commandContext({ request: '  a bucket  ', stack: 'prod', json: true }, [dir]);
    const options = parseVerifyOptions(context);
    expect(options.request.requestText).toBe('a bucket');
    expect(options.request.project.name).toBe('demo');
    expect(options.format).toBe('json');
    expect(parseVerifyOptions(commandContext({ request: '   ' }, [dir])).request).not.toHaveProperty(
      'requestText',
    );
    const secret = parseVerifyOptions(
      commandContext({ request: 'a bucket; key AKIAIOSFODNN7EXAMPLE' }, [dir]),
    );
    expect(secret.request.requestText).toContain('a bucket');
    expect(secret.request.requestText).not.toContain('AKIAIOSFODNN7EXAMPLE');
    const onlySecret = parseVerifyOptions(commandContext({ request: 'AKIAIOSFODNN7EXAMPLE' }, [dir]));
    expect(onlySecret.request).not.toHaveProperty('requestText');
  });

  it('refuses two folders, and a folder that is no Pulumi project, each in one line', () => {
    expect(() => parseVerifyOptions(commandContext({}, ['a', 'b']))).toThrow(UsageError);
    expect(() => parseVerifyOptions(commandContext({}, ['a', 'b']))).toThrow(
      'verify takes one folder, not 2; quote a path with spaces',
    );
    const empty = tempDir();
    expect(() => parseVerifyOptions(commandContext({}, [empty]))).toThrow(UserError);
    expect(() => parseVerifyOptions(commandContext({}, [empty]))).toThrow(/has no Pulumi\.yaml/);
  });
});
