import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createVerificationWorkspace } from '../../src/pipeline/verification-workspace.js';
import type { ProjectSpec, WorkspaceFactory } from '../../src/workspace/types.js';
import { createProviderInstaller } from '../../src/workspace/provider-install.js';
import { createTempWorkspaceFactory } from '../../src/workspace/temp-workspace.js';
import { realSearch } from '../generate/pipeline-support.js';
import { REPO_NODE_MODULES } from '../verify/helpers.js';

/** The real temp-workspace factory over the repository's install, recording what it was asked for. */
function recordingFactory(): { factory: WorkspaceFactory; specs: ProjectSpec[] } {
  const real = createTempWorkspaceFactory({
    installer: createProviderInstaller({ nodeModulesDirs: [REPO_NODE_MODULES] }),
  });
  const specs: ProjectSpec[] = [];
  return {
    specs,
    factory: {
      create: (spec) => {
        specs.push(spec);
        return real.create(spec);
      },
    },
  };
}

describe('createVerificationWorkspace', () => {
  const { snapshot } = realSearch();

  it('has no directory before the first ensure, and makes one pinned at the snapshot versions', async () => {
    const { factory, specs } = recordingFactory();
    const workspace = createVerificationWorkspace(factory, snapshot, {
      name: 'queue',
      description: 'a queue',
    });
    expect(() => workspace.dir).toThrow('no verification workspace');
    await workspace.ensure(['aws']);
    try {
      expect(specs).toHaveLength(1);
      expect(specs[0]).toMatchObject({
        name: 'queue',
        description: 'a queue',
        pulumiVersion: snapshot.manifest.pulumiVersion,
        providers: [{ provider: 'aws', version: snapshot.manifest.providers['aws']!.version }],
      });
      await workspace.write('export const x = 1;\n');
      await workspace.writeFiles(new Map([['names.ts', 'export const n = "q";\n']]));
      expect(readFileSync(join(workspace.dir, 'index.ts'), 'utf8')).toBe('export const x = 1;\n');
      expect(readFileSync(join(workspace.dir, 'names.ts'), 'utf8')).toBe('export const n = "q";\n');
    } finally {
      await workspace.dispose();
    }
  });

  it('keeps its install while it has the providers, and replaces it (with the ones it had) when not', async () => {
    const { factory, specs } = recordingFactory();
    const workspace = createVerificationWorkspace(factory, snapshot, { name: 'web', description: '' });
    await workspace.ensure(['aws']);
    const first = workspace.dir;
    await workspace.ensure(['aws']);
    expect(workspace.dir).toBe(first);
    expect(specs).toHaveLength(1);
    await workspace.ensure(['random']);
    try {
      expect(workspace.dir).not.toBe(first);
      expect(existsSync(first)).toBe(false);
      expect(specs[1]?.providers.map((p) => p.provider).sort()).toEqual(['aws', 'random']);
    } finally {
      const last = workspace.dir;
      await workspace.dispose();
      expect(existsSync(last)).toBe(false);
      expect(() => workspace.dir).toThrow('no verification workspace');
    }
  });
});
