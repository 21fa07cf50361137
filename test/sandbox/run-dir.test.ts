import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { readResultFile } from '../../src/sandbox/run-dir.js';

const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-result-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a result file as the parent reads it', () => {
  it('reads a regular file and refuses a directory, a link, a missing file and one over the cap', () => {
    const file = join(dir, 'result.json');
    writeFileSync(file, '{"a":1}');
    expect(readResultFile(file, 1024)).toEqual({ kind: 'read', text: '{"a":1}' });
    expect(readResultFile(join(dir, 'none.json'), 1024)).toEqual({ kind: 'empty' });
    mkdirSync(join(dir, 'as-dir.json'));
    expect(readResultFile(join(dir, 'as-dir.json'), 1024)).toEqual({
      kind: 'unreadable',
      message: 'is not a file',
    });
    symlinkSync(file, join(dir, 'link.json'));
    expect(readResultFile(join(dir, 'link.json'), 1024)).toEqual({
      kind: 'unreadable',
      message: 'is a symlink',
    });
    expect(readResultFile(file, 3)).toEqual({ kind: 'too-large', bytes: 7 });
  });
});
