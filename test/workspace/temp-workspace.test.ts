import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createProviderInstaller } from '../../src/workspace/provider-install.js';
import { createTempWorkspaceFactory } from '../../src/workspace/temp-workspace.js';
import { REPO_NODE_MODULES } from '../verify/helpers.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-ws-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const spec = {
  name: 'bucket',
  description: 'a bucket',
  pulumiVersion: '3.270.0',
  providers: [{ provider: 'aws', package: '@pulumi/aws', version: '7.48.0' }],
};

describe('the temporary workspace', () => {
  it('reuses an install whose versions match and links it as node_modules', async () => {
    const installer = createProviderInstaller({
      nodeModulesDirs: [join(root, 'missing'), REPO_NODE_MODULES],
    });
    const workspace = await createTempWorkspaceFactory({ installer, tempDir: root }).create(spec);
    expect(readlinkSync(join(workspace.dir, 'node_modules'))).toBe(REPO_NODE_MODULES);
    expect(readdirSync(workspace.dir).sort()).toEqual(
      ['.gitignore', 'Pulumi.yaml', 'index.ts', 'node_modules', 'package.json', 'tsconfig.json'].sort(),
    );
    await workspace.dispose();
    expect(existsSync(workspace.dir)).toBe(false);
  });
});
