import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildVerifier } from '../../src/pipeline/build-verifier.js';
import type { ProgressEvent } from '../../src/progress/events.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { REPO_NODE_MODULES } from '../verify/helpers.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-build-verifier-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('buildVerifier', () => {
  it('checks a project with no model, preparing the provider versions its package.json pins', async () => {
    const verify = buildVerifier({
      snapshotDir: defaultSnapshotDir(),
      cacheDir: join(root, 'cache'),
      npm: { vars: {}, secrets: [] },
      nodeModulesDirs: [REPO_NODE_MODULES],
      pathEnv: '',
      preview: 'off',
      sandbox: 'none',
      identity: { uid: 1000, gid: 1000 },
      nodePath: process.execPath,
    });
    const aws = openSnapshot(defaultSnapshotDir()).manifest.providers['aws']!;
    const dir = join(root, 'project');
    mkdirSync(dir);
    const events: ProgressEvent[] = [];
    const result = await verify(
      {
        project: {
          dir,
          name: 'refused',
          description: '',
          files: new Map([['index.ts', 'import { execSync } from "child_process";\nexecSync("id");\n']]),
          entry: 'index.ts',
          dependencies: { [aws.package]: aws.version },
          config: {},
          secretKeys: [],
        },
        config: {},
        preview: 'off',
      },
      (event) => events.push(event),
    );
    expect(result.model).toBe('none');
    expect(result.status).toBe('failed');
    expect(result.verification[0]).toMatchObject({ rung: 'safety', status: 'failed' });
    // Stage 0 ran for the pinned versions (here the bundled ones: nothing to fetch).
    expect(events).toContainEqual({
      kind: 'stage-end',
      stage: 'packages',
      durationMs: expect.any(Number),
      outcome: 'ok',
    });
    expect(events.filter((e) => e.kind === 'package')).toEqual([]);
  });
});
