import { describe, expect, it } from 'vitest';

import { finalComment, workingComment } from '../../src/action/messages.js';
import { actionReport } from '../../src/action/action-wording.js';
import type { GenerationResult } from '../../src/pipeline/types.js';
import { codeCell, codeSpan, escapeInline } from '../../src/report/escape-markdown.js';
import { renderReport } from '../../src/report/render-report.js';
import { CMARK_GFM, NO_CMARK_GFM, forgeries, headings, renderGfm, tagSequence } from '../support/gfm.js';

/**
 * Program- and model-derived text that tries to forge the report: links, images, raw HTML (also behind a
 * backslash), autolinks, mentions and references, backtick runs that close a code span, pipes that leave a
 * table cell, line breaks that start a "verified" heading, entities, link definitions, bidi overrides.
 */
export const HOSTILE: readonly string[] = [
  '[Approve the deployment](https://evil.example/approve)',
  '![pixel](https://evil.example/t.png)',
  '<img src=x onerror=alert(1)>',
  '\\<img src=https://evil.example/a.png>',
  '<details open><summary>✅ Verified</summary>',
  'cc @octocat and @acme/admins',
  'fixes #1, acme/infra#2',
  'see https://evil.example/x or www.evil.example or ops@evil.example',
  'a`b``c | d ` | e',
  'x\\|y | z',
  '\n## ✅ Verified\n\nAll good.',
  '   # ✅ Verified',
  '| ✅ | passed |',
  '<!-- hidden -->',
  '&lt;img src=x&gt; &#64;octocat',
  '[ref]: https://evil.example',
  '[ref] <https://evil.example>',
  '\u202Edeifirev \u2705',
  '- [x] approved by security',
  '`',
];

const ALL = HOSTILE.join(' ');

/** A failed run whose every program- and model-derived text is `text(slot)`. */
function resultOf(text: (slot: string) => string): GenerationResult {
  const violation = (slot: string) => ({
    policyName: text(`${slot}-policy`),
    packName: 'team',
    packVersion: text(`${slot}-version`),
    description: 'Rule.',
    message: `Rule. ${text(`${slot}-message`)}`,
    enforcementLevel: 'mandatory' as const,
    urn: `urn:${slot}`,
    token: text(`${slot}-token`),
    resourceName: text(`${slot}-name`),
    cases: [text(`${slot}-case`)],
  });
  return {
    status: 'failed',
    failure: {
      stage: text('stage') as NonNullable<GenerationResult['failure']>['stage'],
      message: text('failure'),
    },
    request: { text: text('request'), source: 'issue-comment', mode: 'new', maxRepairs: 1, preview: 'off' },
    files: [{ path: text('file'), content: '' }],
    providers: [{ package: text('package'), version: '1.0.0' } as GenerationResult['providers'][number]],
    retrieved: ['aws:s3/bucket:Bucket'],
    hits: [],
    plan: {
      components: [
        {
          id: 'a',
          token: 'aws:s3/bucket:Bucket',
          role: text('role'),
          origin: 'request',
          count: 1,
          values: [{ input: text('input'), value: text('value'), text: '' }],
          alternatives: [],
        },
      ],
      relations: [{ from: 'a', to: text('relation'), text: '' }],
      config: [
        {
          key: text('config-key'),
          secret: false,
          values: [text('config-value')],
          default: text('default'),
          text: '',
        },
      ],
      source: 'model',
      notes: [text('note')],
    },
    verification: [
      {
        rung: 'mock',
        status: 'failed',
        rounds: 1,
        durationMs: 3,
        findings: [
          {
            rung: 'mock',
            severity: 'error',
            message: text('finding'),
            file: text('finding-file'),
            line: 3,
            code: text('code'),
          },
          { rung: 'mock', severity: 'warning', message: text('warning') },
        ],
        details: {
          sandbox: text('sandbox'),
          mermaid: `graph LR\n  r0["aws.s3.Bucket<br/>${text('node')}"]\n  r0 --> r0`,
        },
      },
      {
        rung: 'intent',
        status: 'failed',
        rounds: 0,
        durationMs: 1,
        findings: [],
        details: { intent: { met: 0, total: 1, unmet: [text('unmet')] } },
      },
      {
        rung: 'policy',
        status: 'failed',
        rounds: 0,
        durationMs: 1,
        findings: [{ rung: 'policy', severity: 'error', message: text('policy-finding') }],
        details: {
          policy: {
            packs: [{ name: 'team', version: text('pack-version'), origin: 'repository', policies: 1 }],
            violations: [violation('v1'), violation('v2')],
            resourcesChecked: 2,
          },
        },
      },
      { rung: 'preview', status: 'skipped', rounds: 0, durationMs: 0, findings: [], reason: text('skip') },
    ],
    metrics: { promptCoverage: 1, tokensIn: 1, tokensOut: 1, timingsMs: { plan: 1 } },
    model: text('model'),
  };
}

const hostile = resultOf((slot) => `${slot}: ${ALL}`);
const benign = resultOf((slot) => `${slot}: plain words`);
const RUN = 'https://github.com/acme/infra/actions/runs/1';

describe.skipIf(CMARK_GFM === undefined)(
  'rendered by cmark-gfm, nothing program- or model-derived forges markdown',
  () => {
    const views: readonly [string, (result: GenerationResult) => string][] = [
      ['the report (CLI, PR body, job summary)', (result) => renderReport(result)],
      ['the action report', (result) => actionReport(result, undefined)],
      [
        'the final comment of a failed run',
        (result) =>
          finalComment(
            {
              status: 'failed',
              summary: 's',
              failure: { stage: String(result.failure?.stage), message: result.failure?.message ?? '' },
            },
            RUN,
            actionReport(result, undefined),
          ),
      ],
      ['the working comment', (result) => workingComment(RUN, result.request.text)],
    ];

    it.each(views)(
      '%s: no link, image, HTML, mention or reference; the same structure as plain text',
      (_name, view) => {
        const html = renderGfm(view(hostile));
        expect(forgeries(html, [RUN])).toEqual([]);
        // Hostile text changes what cells and items say, never which elements there are.
        expect(tagSequence(html)).toEqual(tagSequence(renderGfm(view(benign))));
        // Every hostile string is still shown (inert), not dropped.
        expect(html).toContain('Approve the deployment');
      },
    );

    it('a failed run shows no "Verified" heading, whatever the program wrote', () => {
      const html = renderGfm(
        finalComment(
          { status: 'failed', summary: 's', failure: { stage: 'verify (mock)', message: ALL } },
          RUN,
          renderReport(hostile),
        ),
      );
      expect(headings(html).filter((h) => /verified/i.test(h) && !/not verified/i.test(h))).toEqual([]);
      expect(headings(html)[0]).toBe('❌ Pulumi program not verified');
    });

    it('keeps table cells cells: the policy table has four cells in every row', () => {
      const html = renderGfm(renderReport(hostile));
      const table = html.slice(html.indexOf('<th>Resource</th>'));
      const rows = [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(0, 2);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect([...(row[1] ?? '').matchAll(/<td>/g)]).toHaveLength(4);
      expect(rows[0]?.[1]).toContain('<td>❌ mandatory</td>');
    });

    it('renders each escape the way it reads: inline text, code spans and table cells', () => {
      for (const text of HOSTILE) {
        const inline = renderGfm(`- ${escapeInline(text)}\n`);
        expect(forgeries(inline), text).toEqual([]);
        expect(tagSequence(inline), text).toEqual(['ul', 'li', '/li', '/ul']);
        const code = renderGfm(`- ${codeSpan(text)}\n`);
        expect(tagSequence(code), text).toEqual(['ul', 'li', 'code', '/code', '/li', '/ul']);
        const cell = renderGfm(`| a | b |\n| --- | --- |\n| ${codeCell(text)} | ${escapeInline(text)} |\n`);
        expect(forgeries(cell), text).toEqual([]);
        expect([...cell.matchAll(/<td>/g)], text).toHaveLength(2);
      }
    });

    it('shows a code span and a cell exactly as the text was written (invisible characters aside)', () => {
      const shown = (html: string) =>
        (/<code>([\s\S]*?)<\/code>/.exec(html)?.[1] ?? '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&');
      expect(shown(renderGfm(codeSpan('a`b``c')))).toBe('a`b``c');
      expect(shown(renderGfm(`| a |\n| --- |\n| ${codeCell('x|y')} |\n`))).toBe('x|y');
      expect(shown(renderGfm(codeSpan('<img src=x>')))).toBe('<img src=x>');
    });
  },
);

describe.skipIf(CMARK_GFM !== undefined)('markdown rendering', () => {
  it.skip(NO_CMARK_GFM, () => undefined);
});
