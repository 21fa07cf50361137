import type { GeneratedFile, ProviderPin } from '../shared/project.js';

/** What a generated project pins: the `@pulumi/pulumi` version and each provider it uses. */
export interface ProjectSpec {
  /** The Pulumi project name (`Pulumi.yaml` `name`), a slug. */
  readonly name: string;
  readonly description: string;
  readonly pulumiVersion: string;
  readonly providers: readonly ProviderPin[];
}

/**
 * A project directory on disk used for verification. `dir/node_modules` resolves `@pulumi/pulumi` and every
 * pinned provider (a symlink to a matching install), so rungs can typecheck and execute the program there.
 */
export interface ProjectWorkspace {
  readonly dir: string;
  /** The real `node_modules` directory the symlink points at (holds `@pulumi/*` at the pinned versions). */
  readonly nodeModulesDir: string;
  readonly spec: ProjectSpec;
  /** Writes (replaces) the project files: `index.ts` and the scaffolding. */
  write(files: readonly GeneratedFile[]): Promise<void>;
  /** Removes the directory. */
  dispose(): Promise<void>;
}

export interface WorkspaceFactory {
  create(spec: ProjectSpec): Promise<ProjectWorkspace>;
}
