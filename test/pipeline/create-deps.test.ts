import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPipelineDeps, type PipelineConfig } from '../../src/pipeline/create-deps.js';
import type { ProgressEvent } from '../../src/progress/events.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { startOpenAiServer, textReply, type OpenAiTestServer } from '../support/openai-server.js';

let cacheDir: string;
let events: ProgressEvent[];

beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-create-deps-'));
  events = [];
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

/** A configuration as an entry fills one: offline, no sandbox, nothing to install. */
function config(overrides: Partial<PipelineConfig> = {}): PipelineConfig {
  return {
    snapshotDir: defaultSnapshotDir(),
    cacheDir,
    npm: { vars: {}, secrets: [] },
    nodeModulesDirs: [],
    openai: undefined,
    pathEnv: '',
    preview: 'off',
    sandbox: 'none',
    identity: { uid: 1000, gid: 1000 },
    nodePath: process.execPath,
    progress: (event) => events.push(event),
    ...overrides,
  };
}

describe('createPipelineDeps', () => {
  it('builds the offline composer path: no model, the rungs after typecheck in ladder order', async () => {
    const deps = await createPipelineDeps(config({ promptBudget: 5000 }));
    expect(deps.model).toBeUndefined();
    expect(deps.rungs.map((rung) => rung.name)).toEqual(['mock', 'intent', 'policy', 'preview']);
    expect(deps.promptBudget).toBe(5000);
    expect(deps.snapshot.get('aws:s3/bucket:Bucket')?.tsName).toBe('aws.s3.Bucket');
    // The search runs over the same snapshot.
    const found = await deps.search.search({ text: 'an s3 bucket' });
    expect(found.hits.map((hit) => hit.token)).toContain('aws:s3/bucket:Bucket');
    // Nothing to prepare: stage 0 does not run.
    expect(deps.preparedTimings).toEqual({});
    expect(events.filter((e) => e.kind === 'stage-start')).toEqual([]);
  });

  it('reports the explicit opt-out as a sandbox that does not isolate', async () => {
    await createPipelineDeps(config());
    const sandbox = events.find((e) => e.kind === 'sandbox');
    expect(sandbox).toMatchObject({ kind: 'sandbox', isolated: false });
    expect(sandbox?.kind === 'sandbox' && sandbox.description).not.toContain('nothing can be verified');
  });

  it('says nothing can be verified when the sandbox asked for is unavailable', async () => {
    await createPipelineDeps(config({ sandbox: 'docker', pathEnv: join(cacheDir, 'no-bin') }));
    const sandbox = events.find((e) => e.kind === 'sandbox');
    expect(sandbox).toMatchObject({ kind: 'sandbox', isolated: false });
    expect(sandbox?.kind === 'sandbox' && sandbox.description).toMatch(/; nothing can be verified$/);
  });

  it('times stage 0 when a project pins a bundled provider at the bundled version (nothing to fetch)', async () => {
    const aws = openSnapshot(defaultSnapshotDir()).manifest.providers['aws']!;
    const deps = await createPipelineDeps(config({ projectDependencies: { [aws.package]: aws.version } }));
    expect(Object.keys(deps.preparedTimings ?? {})).toEqual(['packages']);
    expect(events.filter((e) => e.kind === 'stage-end')).toMatchObject([
      { kind: 'stage-end', stage: 'packages', outcome: 'ok' },
    ]);
    expect(events.filter((e) => e.kind === 'package')).toEqual([]);
  });
});

describe('createPipelineDeps: the model', () => {
  let server: OpenAiTestServer;
  beforeEach(async () => {
    server = await startOpenAiServer();
  });
  afterEach(() => server.close());

  it('talks to the configured endpoint and reports each retry as a warning', async () => {
    server.script({ kind: 'error', status: 500, message: 'overloaded' }, textReply('hello'));
    const deps = await createPipelineDeps(
      config({
        openai: {
          apiKey: 'sk-test',
          baseUrl: server.baseUrl,
          model: 'test-model',
          maxRetries: 2,
          initialBackoffMs: 1,
        },
      }),
    );
    expect(deps.model?.name).toBe('test-model');
    const reply = await deps.model!.complete('generate', [{ role: 'user', content: 'hi' }]);
    expect(reply.text).toBe('hello');
    expect(server.requests.map((r) => r.body.model)).toEqual(['test-model', 'test-model']);
    const warnings = events.filter((e) => e.kind === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      message: expect.stringMatching(/^model generate call: .*; retry 1 in /),
    });
  });
});
