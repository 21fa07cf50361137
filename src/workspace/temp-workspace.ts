import { chmod, mkdtemp, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { GeneratedFile } from '../shared/project.js';
import type { ProviderInstaller } from './provider-install.js';
import { projectFiles } from './project-files.js';
import type { ProjectSpec, ProjectWorkspace, WorkspaceFactory } from './types.js';

export interface TempWorkspaceOptions {
  readonly installer: ProviderInstaller;
  /** Default: the OS temp dir. */
  readonly tempDir?: string;
}

/**
 * Verification happens in a throw-away project directory, never in the user's `--out`: `node_modules` there
 * is a symlink to the matching install, so Node and TypeScript resolve `@pulumi/pulumi` and the providers
 * from the project directory as they would after `npm install`.
 */
export function createTempWorkspaceFactory(options: TempWorkspaceOptions): WorkspaceFactory {
  return {
    async create(spec: ProjectSpec): Promise<ProjectWorkspace> {
      const nodeModulesDir = await options.installer.nodeModulesFor(spec);
      const dir = await mkdtemp(join(options.tempDir ?? tmpdir(), 'pulumi-gen-'));
      // Traversable, not listable: a sandbox that drops root to an unprivileged user (unshare run as root)
      // binds this folder as is and must reach the program in it; it holds no secret.
      await chmod(dir, 0o711);
      await symlink(nodeModulesDir, join(dir, 'node_modules'), 'dir');
      const write = async (files: readonly GeneratedFile[]) => {
        for (const file of files) {
          const path = join(dir, file.path);
          await mkdir(dirname(path), { recursive: true });
          await writeFile(path, file.content);
        }
      };
      await write(projectFiles(spec, ''));
      return {
        dir,
        nodeModulesDir,
        spec,
        write,
        dispose: () => rm(dir, { recursive: true, force: true }),
      };
    },
  };
}
