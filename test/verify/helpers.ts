import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository's own install: @pulumi/pulumi and the provider devDependencies at the pinned versions. */
export const REPO_NODE_MODULES = resolve('node_modules');

/** A throw-away project directory whose `node_modules` resolves to the repository's install. */
export function projectDirWithProviders(): { dir: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-test-'));
  symlinkSync(REPO_NODE_MODULES, join(dir, 'node_modules'), 'dir');
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
