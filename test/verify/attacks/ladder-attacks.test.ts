import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { finalComment } from '../../../src/action/messages.js';
import type { GenerationResult } from '../../../src/pipeline/types.js';
import { renderReport } from '../../../src/report/render-report.js';
import type { SandboxChoice } from '../../../src/sandbox/types.js';
import { runLadder, type LadderResult } from '../../../src/verify/ladder.js';
import { createMockRung } from '../../../src/verify/mock/mock-rung.js';
import { createPolicyRung } from '../../../src/verify/policy/policy-rung.js';
import { createTypechecker, type Typechecker } from '../../../src/verify/typecheck/typechecker.js';
import { CMARK_GFM, forgeries, headings, renderGfm, tagSequence } from '../../support/gfm.js';
import { projectDirWithProviders } from '../helpers.js';
import { loadAwsSnapshot } from '../mock/support.js';
import { attackSandboxes } from './host-traps.js';
import { POLICY_GAP_ATTACKS } from './policy-gap-corpus.js';
import { FORGERY, REPORT_FORGERY_ATTACKS } from './report-forgery-corpus.js';

const SANDBOXES = await attackSandboxes();
const RUN = 'https://github.com/acme/infra/actions/runs/7';

let project: { dir: string; dispose: () => void };
let typechecker: Typechecker;
beforeAll(() => {
  project = projectDirWithProviders();
  // Readable as a workspace is: `unshare` run as root drops the child to an unprivileged user.
  chmodSync(project.dir, 0o711);
  writeFileSync(join(project.dir, 'Pulumi.yaml'), 'name: attacked\nruntime: nodejs\n');
  typechecker = createTypechecker({ projectDir: project.dir });
});
afterAll(() => project.dispose());

/** The real ladder (gate, typecheck, sandboxed mock run, baseline policy), no repair. */
async function climb(program: string, sandbox: SandboxChoice): Promise<LadderResult> {
  const result = await runLadder(program, {
    typechecker,
    rungs: [
      createMockRung({
        snapshot: loadAwsSnapshot(),
        nodePath: process.execPath,
        sandbox,
        timeLimitMs: 20_000,
      }),
      createPolicyRung({ mode: 'mandatory', packDirs: [], sandbox, nodePath: process.execPath }),
    ],
    writeProgram: (text) => {
      writeFileSync(join(project.dir, 'index.ts'), text);
      return Promise.resolve();
    },
    context: { projectDir: project.dir, config: { 'aws:region': 'us-east-1' } },
    clock: { now: () => 0 },
    progress: () => undefined,
    maxRepairs: 0,
  });
  rmSync(join(project.dir, 'index.ts'), { force: true });
  return result;
}

function statuses(result: LadderResult): string {
  return JSON.stringify(
    result.outcomes.map((o) => [o.rung, o.status, o.findings.slice(0, 2).map((f) => f.message)]),
  );
}

/** The run as the pipeline reports it. */
function generationResult(program: string, ladder: LadderResult): GenerationResult {
  const verified = ladder.outcomes.every((o) => o.status === 'passed' || o.status === 'fixed');
  return {
    status: verified ? 'verified' : 'failed',
    request: {
      text: 'a bucket for logs',
      source: 'issue-comment',
      mode: 'new',
      maxRepairs: 0,
      preview: 'off',
    },
    files: [{ path: 'index.ts', content: program }],
    providers: [],
    retrieved: [],
    hits: [],
    verification: ladder.outcomes,
    metrics: { promptCoverage: 1, tokensIn: 0, tokensOut: 0, timingsMs: {} },
    model: 'offline',
  };
}

/** The report and the final comment (a failed run's names its first error), as markdown. */
function published(result: GenerationResult): string {
  const report = renderReport(result);
  if (result.status === 'verified') return report;
  const first = result.verification.flatMap((o) => o.findings).find((f) => f.severity === 'error');
  const failure = { stage: 'verify', message: first?.message ?? 'not verified' };
  return finalComment({ status: 'failed', summary: 'failed', failure }, RUN, report);
}

describe('the ladder attack corpora', () => {
  it('hold programs for open ports and hijacked providers, and for forged reports', () => {
    expect(POLICY_GAP_ATTACKS.length).toBeGreaterThanOrEqual(14);
    expect(REPORT_FORGERY_ATTACKS.length).toBeGreaterThanOrEqual(6);
  });
});

for (const { name, choice } of SANDBOXES) {
  const ready = choice.kind === 'ready';
  describe(`programs the baseline pack must stop, under ${name}`, () => {
    if (name === 'bwrap' && !ready)
      it('needs bubblewrap', () => expect(choice).toMatchObject({ kind: 'ready' }));
    it.skipIf(!ready).each(POLICY_GAP_ATTACKS.map((attack) => [attack.name, attack] as const))(
      '%s: runs, and the policy rung fails it',
      async (_name, attack) => {
        const result = await climb(attack.source, choice);
        const byRung = new Map(result.outcomes.map((o) => [o.rung, o]));
        expect(byRung.get('mock')?.status, statuses(result)).toBe('passed');
        expect(byRung.get('policy')?.status, statuses(result)).toBe('failed');
        expect(byRung.get('policy')?.findings.map((f) => f.code)).toContain(`policy/${attack.policy}`);
      },
      60_000,
    );
  });

  describe(`programs that try to forge the report, under ${name} (rendered by cmark-gfm)`, () => {
    it
      .skipIf(!ready || CMARK_GFM === undefined)
      .each(REPORT_FORGERY_ATTACKS.map((a) => [a.name, a] as const))(
      '%s: no link, image, HTML, mention or verified heading comes from it',
      async (_name, attack) => {
        const program = attack.source.replaceAll('__FORGE__', JSON.stringify(FORGERY));
        const result = generationResult(program, await climb(program, choice));
        const html = renderGfm(published(result));
        expect(html, statuses({ outcomes: result.verification } as LadderResult)).toContain(
          'Approve the deployment',
        );
        expect(forgeries(html, [RUN])).toEqual([]);
        const ours =
          result.status === 'verified' ? ['✅ Verified Pulumi program'] : ['❌ Pulumi program not verified'];
        expect(headings(html).filter((h) => /verified/i.test(h))).toEqual(ours);
        if (name === 'bwrap' && attack.twin !== false) {
          // The same program with plain words renders to the same elements: the text changed nothing else.
          const plain = attack.source.replaceAll('__FORGE__', JSON.stringify('plain words'));
          const twin = renderGfm(published(generationResult(plain, await climb(plain, choice))));
          expect(tagSequence(html)).toEqual(tagSequence(twin));
        }
      },
      90_000,
    );
  });
}
