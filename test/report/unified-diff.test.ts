import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../src/report/unified-diff.js';

const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-diff-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Applies the diff to the old text with `git apply`: whether git reads the patch as it was meant. */
function applies(before: string, after: string, diff: readonly string[]): string {
  writeFileSync(join(dir, 'index.ts'), before);
  writeFileSync(join(dir, 'change.patch'), diff.join('\n') + '\n');
  execFileSync('git', ['apply', '--unsafe-paths', `--directory=${dir}`, join(dir, 'change.patch')], {
    cwd: dir,
  });
  return readFileSync(join(dir, 'index.ts'), 'utf8') === after ? 'same' : 'differs';
}

describe('unifiedDiff', () => {
  it('is empty when nothing changed', () => {
    expect(unifiedDiff('index.ts', 'a\n', 'a\n')).toEqual([]);
  });

  it('writes a new file against /dev/null', () => {
    expect(unifiedDiff('index.ts', undefined, 'one\ntwo\n')).toEqual([
      '--- /dev/null',
      '+++ b/index.ts',
      '@@ -0,0 +1,2 @@',
      '+one',
      '+two',
    ]);
  });

  it('keeps three lines of context and splits far-apart changes into hunks', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
    const after = before.replace('line 2\n', 'line two\n').replace('line 18\n', 'line eighteen\n');
    const diff = unifiedDiff('index.ts', before, after);
    expect(diff.filter((line) => line.startsWith('@@'))).toEqual(['@@ -1,5 +1,5 @@', '@@ -15,6 +15,6 @@']);
    expect(diff).toContain('-line 2');
    expect(diff).toContain('+line two');
    expect(applies(before, after, diff)).toBe('same');
  });

  it('writes a patch git applies, for insertions and deletions', () => {
    const before = 'import * as aws from "@pulumi/aws";\nconst a = 1;\nconst b = 2;\nexport {};\n';
    const after =
      'import * as aws from "@pulumi/aws";\nconst b = 2;\nconst c = 3;\nconst d = 4;\nexport {};\n';
    expect(applies(before, after, unifiedDiff('index.ts', before, after))).toBe('same');
  });
});
