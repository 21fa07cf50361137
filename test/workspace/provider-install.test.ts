import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoreRequest } from '../../src/store/types.js';
import { createProviderInstaller } from '../../src/workspace/provider-install.js';
import { REPO_NODE_MODULES } from '../verify/helpers.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-install-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const aws = { provider: 'aws', package: '@pulumi/aws', version: '7.48.0' };
const pulumiVersion = '3.270.0';

describe('the provider installer', () => {
  it('uses an install that already has every pin, without asking the store', async () => {
    const installer = createProviderInstaller({
      nodeModulesDirs: [join(root, 'missing'), REPO_NODE_MODULES],
      store: { nodeModulesFor: () => Promise.reject(new Error('must not install')) },
    });
    expect(await installer.nodeModulesFor({ pulumiVersion, providers: [aws] })).toBe(REPO_NODE_MODULES);
  });

  it('asks the store for the pins no install has', async () => {
    const asked: StoreRequest[] = [];
    const installer = createProviderInstaller({
      nodeModulesDirs: [REPO_NODE_MODULES],
      store: {
        nodeModulesFor: (request) => {
          asked.push(request);
          return Promise.resolve(join(root, 'combo', 'node_modules'));
        },
      },
    });
    const command = { provider: 'command', package: '@pulumi/command', version: '1.2.0' };
    expect(await installer.nodeModulesFor({ pulumiVersion, providers: [aws, command] })).toBe(
      join(root, 'combo', 'node_modules'),
    );
    expect(asked).toEqual([
      {
        pulumiVersion,
        packages: [
          { name: '@pulumi/aws', version: '7.48.0' },
          { name: '@pulumi/command', version: '1.2.0' },
          { name: '@types/node', version: '24.19.2' },
        ],
      },
    ]);
  });

  it('says which packages are missing when there is no store', async () => {
    const installer = createProviderInstaller({ nodeModulesDirs: [] });
    await expect(installer.nodeModulesFor({ pulumiVersion, providers: [aws] })).rejects.toThrow(
      'the provider packages (@pulumi/pulumi@3.270.0 @types/node@24.19.2 @pulumi/aws@7.48.0) are not installed and no package store is set',
    );
  });
});
