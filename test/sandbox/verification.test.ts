import { describe, expect, it } from 'vitest';

import { parseActionInputs } from '../../src/action/inputs.js';
import { runPipeline } from '../../src/pipeline/run-pipeline.js';
import { renderReport } from '../../src/report/render-report.js';
import { NO_SANDBOX_REASON, type SandboxChoice } from '../../src/sandbox/types.js';
import { createMockRung } from '../../src/verify/mock/mock-rung.js';
import { createPreviewRung } from '../../src/verify/preview/preview-rung.js';
import { createPulumiCliLocator } from '../../src/verify/preview/pulumi-cli.js';
import { realSearch, request, testDeps } from '../generate/pipeline-support.js';
import { requireSandbox } from '../support/sandbox.js';

/** The offline composer's program for a bucket, through the real mock rung and a preview with no CLI. */
async function generate(sandbox: SandboxChoice) {
  const rungs = [
    createMockRung({ snapshot: realSearch().snapshot, nodePath: process.execPath, sandbox }),
    createPreviewRung({
      sandbox,
      mode: 'auto',
      cli: createPulumiCliLocator({ path: '/nonexistent-dir' }),
      nodePath: process.execPath,
    }),
  ];
  const { deps } = testDeps({ rungs });
  return runPipeline(request('an S3 bucket with versioning', { preview: 'auto' }), deps);
}

describe('verification and the sandbox', () => {
  it('without a sandbox nothing executes and the program is NOT verified', async () => {
    const result = await generate({ kind: 'unavailable', reason: NO_SANDBOX_REASON });
    expect(result.files.length).toBeGreaterThan(0);
    expect(result.status).toBe('failed');
    const mock = result.verification.find((outcome) => outcome.rung === 'mock');
    expect(mock).toMatchObject({ status: 'skipped', reason: NO_SANDBOX_REASON, unverified: true });
    const report = renderReport(result);
    expect(report).toContain('❌ Pulumi program not verified');
    expect(report).toContain(`**Sandbox:** ${NO_SANDBOX_REASON}`);
  });

  it('in the sandbox the same program is verified; a preview skipped for lack of a CLI stays acceptable', async () => {
    const sandbox = await requireSandbox();
    const result = await generate(sandbox);
    expect(result.status, JSON.stringify(result.verification)).toBe('verified');
    expect(result.verification.find((outcome) => outcome.rung === 'preview')).toMatchObject({
      status: 'skipped',
    });
    expect(renderReport(result)).toContain(`**Sandbox:** ${sandbox.sandbox.description}`);
  });
});

describe('the sandbox setting', () => {
  const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';
  it('the action input defaults to auto and rejects unknown kinds with one line', () => {
    expect(parseActionInputs(read({ 'github-token': 't' })).sandbox).toBe('auto');
    expect(parseActionInputs(read({ 'github-token': 't', sandbox: 'none' })).sandbox).toBe('none');
    expect(() => parseActionInputs(read({ 'github-token': 't', sandbox: 'chroot' }))).toThrow(
      /'sandbox' must be one of auto, bwrap, unshare, docker, none/,
    );
  });
});
