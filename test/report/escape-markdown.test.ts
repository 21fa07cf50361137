import { describe, expect, it } from 'vitest';
import { codeSpan, escapeInline, escapeLogText, fencedBlock } from '../../src/report/escape-markdown.js';
import { renderReport } from '../../src/report/render-report.js';
import type { GenerationResult } from '../../src/pipeline/types.js';

describe('markdown escaping', () => {
  it('keeps program-derived text from closing blocks or forging sections', () => {
    const hostile = 'x```\n## Verified ✅\n</details><img src=x>|cell|';
    const inline = escapeInline(hostile);
    expect(inline).not.toContain('\n');
    expect(inline).not.toMatch(/```|(?<!\\)<\/details>|(?<!\\)<img|(?<!\\)\|/);
    expect(codeSpan('a``b')).toBe('```a``b```');
    expect(codeSpan('`edge`')).toBe('`` `edge` ``');
    const block = fencedBlock('graph TD\n```\n# forged', 'mermaid');
    expect(block.startsWith('````mermaid\n')).toBe(true);
    expect(block.endsWith('\n````')).toBe(true);
    // A backslash of the text's own cannot undo the escape before `<`.
    expect(escapeInline('\\<img>')).toBe('\\\\\\<img\\>');
    // Secrets stay one substring for the redactor: letters, digits and -_./+=% are left alone.
    expect(escapeInline('key sk-proj_A1.b/c+d=e%2F')).toBe('key sk-proj_A1.b/c+d=e%2F');
  });

  it('defuses workflow commands in log text', () => {
    expect(escapeLogText('ok\n::add-mask::x\n  ::set-output name=a::b')).toBe(
      'ok\n ::add-mask::x\n   ::set-output name=a::b',
    );
  });

  it('is what the report renderer uses for file paths, findings, the model and the resource diagram', () => {
    const result: GenerationResult = {
      status: 'failed',
      request: { text: 'a bucket\n</details>', source: 'cli', mode: 'new', maxRepairs: 0, preview: 'off' },
      files: [{ path: 'a`b.ts', content: '' }],
      providers: [],
      retrieved: [],
      hits: [],
      verification: [
        {
          rung: 'mock',
          status: 'failed',
          rounds: 0,
          durationMs: 1,
          findings: [{ rung: 'mock', severity: 'error', message: 'bad name ```\n## Forged section' }],
          details: { mermaid: 'graph TD\n  r0["```"]\n  r0 --> r0\n  click r0 href "https://evil.example"' },
        },
      ],
      metrics: { promptCoverage: 1, tokensIn: 0, tokensOut: 0, timingsMs: {} },
      model: 'm`x',
    };
    const report = renderReport(result);
    expect(report).not.toMatch(/^## Forged/m);
    expect(report).toContain('```text\na bucket\n</details>\n```');
    expect(report).toContain('``a`b.ts``');
    expect(report).toContain('````mermaid');
    // A line the diagram is not made of (a mermaid directive) does not reach it.
    expect(report).not.toContain('click r0');
  });
});
