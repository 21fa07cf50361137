import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPipeline, type PipelineBuild } from '../../src/pipeline/build-pipeline.js';
import type { ProgressEvent } from '../../src/progress/events.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { request } from '../generate/pipeline-support.js';
import { startOpenAiServer, textReply, type OpenAiTestServer } from '../support/openai-server.js';
import { REPO_NODE_MODULES } from '../verify/helpers.js';

const cacheDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-build-pipeline-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

let server: OpenAiTestServer;
beforeEach(async () => {
  server = await startOpenAiServer([textReply('{"components": []}')]);
});
afterEach(() => server.close());

function build(overrides: Partial<PipelineBuild> = {}): PipelineBuild {
  return {
    snapshotDir: defaultSnapshotDir(),
    cacheDir,
    npm: { vars: {}, secrets: [] },
    nodeModulesDirs: [REPO_NODE_MODULES],
    openai: { apiKey: 'sk-test', baseUrl: server.baseUrl, model: 'scripted', maxRetries: 0 },
    pathEnv: '',
    preview: 'off',
    sandbox: 'none',
    identity: { uid: 1000, gid: 1000 },
    nodePath: process.execPath,
    ...overrides,
  };
}

describe('buildPipeline', () => {
  it("holds the model to the run's token budget, naming the setting as its user wrote it", async () => {
    const generate = buildPipeline(build({ tokenBudget: { maxTokens: 1, setting: '--max-tokens' } }));
    const events: ProgressEvent[] = [];
    const result = await generate(request('an SQS queue'), (event) => events.push(event));
    expect(result.status).toBe('failed');
    expect(result.failure?.message).toContain('--max-tokens');
    // Stage 0 ran for the request before the snapshot opened.
    expect(events).toContainEqual(expect.objectContaining({ kind: 'stage-start', stage: 'packages' }));
  });

  it('aborts a model call in flight with the signal it is given', async () => {
    const hanging = await startOpenAiServer([{ kind: 'hang' }]);
    try {
      const generate = buildPipeline(
        build({ openai: { apiKey: 'sk-test', baseUrl: hanging.baseUrl, model: 'scripted' } }),
      );
      const controller = new AbortController();
      const pending = generate(request('an SQS queue'), () => undefined, controller.signal);
      while (hanging.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const abortedAt = Date.now();
      controller.abort();
      const result = await pending;
      // The call never answers and its own timeout is minutes: only the signal ends it this soon.
      expect(Date.now() - abortedAt).toBeLessThan(5_000);
      expect(result.status).toBe('failed');
      expect(result.failure?.message).toMatch(/abort|cancel/i);
    } finally {
      await hanging.close();
    }
  });
});
