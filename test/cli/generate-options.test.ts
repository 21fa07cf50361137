import { describe, expect, it } from 'vitest';
import { parseGenerateOptions } from '../../src/cli/generate-options.js';
import { UsageError } from '../../src/shared/errors.js';
import { commandContext } from './cli-context.js';

describe('parseGenerateOptions', () => {
  it('reads the request and the defaults: offline without an endpoint, the out folder under cwd', () => {
    const options = parseGenerateOptions(commandContext({}, ['an', 'S3 bucket'], { cwd: '/work/x' }), {});
    expect(options.request).toMatchObject({
      text: 'an S3 bucket',
      source: 'cli',
      mode: 'new',
      maxRepairs: 3,
    });
    expect(options.request).not.toHaveProperty('providers');
    expect(options.request).not.toHaveProperty('stack');
    expect(options.outDir).toBe('/work/x/pulumi-gen-out');
    expect(options.offline).toBe(true);
    expect(options.dryRun).toBe(false);
    expect(options.format).toBe('terminal');
    expect(options.maxTokens).toBeUndefined();
    expect(options.warnings).toEqual([]);
  });

  it('takes flags over the environment, and is online with a key', () => {
    const context = commandContext(
      { provider: ['aws'], 'max-repairs': '1', stack: 'prod', 'dry-run': true, model: 'm-flag', json: true },
      ['a queue'],
      { variables: { OPENAI_API_KEY: 'sk-abc', PULUMI_GEN_MODEL: 'm-env' } },
    );
    const options = parseGenerateOptions(context, { region: 'eu-west-1' });
    expect(options.request).toMatchObject({ providers: ['aws'], maxRepairs: 1, stack: 'prod' });
    expect(options.model).toBe('m-flag');
    expect(options.offline).toBe(false);
    expect(options.dryRun).toBe(true);
    expect(options.format).toBe('json');
    expect(options.secrets).toContain('sk-abc');
  });

  it('removes a secret typed into the request and says so, and keeps secret config out of plain config', () => {
    const context = commandContext({ secret: ['dbPassword=hunter2-hunter2'] }, [
      'a bucket, my key is AKIAIOSFODNN7EXAMPLE',
    ]);
    const options = parseGenerateOptions(context, {});
    expect(options.request.text).not.toContain('AKIAIOSFODNN7EXAMPLE');
    expect(options.warnings.join('\n')).toMatch(/remov/i);
    expect(options.request.secretKeys).toEqual(['dbPassword']);
    expect(options.secrets).toContain('hunter2-hunter2');
  });

  it('says what to write when the request is empty, for generate and for edit', () => {
    expect(() => parseGenerateOptions(commandContext({}, ['  ']), {})).toThrow(UsageError);
    expect(() => parseGenerateOptions(commandContext({}, []), {})).toThrow(/say what to build, in quotes/);
    const edit = { dir: '/p', existingProgram: new Map([['index.ts', '']]), words: [] };
    expect(() => parseGenerateOptions(commandContext(), {}, edit)).toThrow(/say what to change, in quotes/);
  });

  it('edits the given folder in edit mode, which always overwrites', () => {
    const existingProgram = new Map([['index.ts', 'export {};\n']]);
    const edit = { dir: '/p', existingProgram, words: ['add a queue'] };
    const options = parseGenerateOptions(commandContext(), {}, edit);
    expect(options.outDir).toBe('/p');
    expect(options.force).toBe(true);
    expect(options.request).toMatchObject({ mode: 'edit', text: 'add a queue' });
    expect(options.request.existingProgram).toBe(existingProgram);
  });
});
