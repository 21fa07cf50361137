import type { Snapshot } from '../snapshot/types.js';
import {
  createIsolatedTypechecker,
  type IsolatedTypechecker,
} from '../verify/typecheck/isolated-typechecker.js';
import { projectFiles } from '../workspace/project-files.js';
import type { ProjectWorkspace, WorkspaceFactory } from '../workspace/types.js';
import { pinsFor } from './provider-pins.js';

/**
 * The temp project the ladder verifies in, with the typechecker over its install (in a child process with
 * time and heap limits). It is recreated (with a new typechecker) only when a program needs a provider the
 * install lacks, so the ladder holds one stable typechecker that always checks against the current install.
 */
export interface VerificationWorkspace {
  /** Makes sure the install has these providers (a new workspace when it does not). */
  ensure(providers: readonly string[]): Promise<void>;
  readonly typechecker: Pick<IsolatedTypechecker, 'check' | 'fix' | 'configReads'>;
  /** The project directory; throws before the first {@link ensure}. */
  readonly dir: string;
  write(program: string): Promise<void>;
  /** Writes files beside the program (the other files of a program split over files). */
  writeFiles(files: ReadonlyMap<string, string>): Promise<void>;
  dispose(): Promise<void>;
}

export function createVerificationWorkspace(
  factory: WorkspaceFactory,
  snapshot: Snapshot,
  project: { readonly name: string; readonly description: string },
): VerificationWorkspace {
  let current: { workspace: ProjectWorkspace; typechecker: IsolatedTypechecker } | undefined;
  const ready = (): { workspace: ProjectWorkspace; typechecker: IsolatedTypechecker } => {
    if (current === undefined) throw new Error('no verification workspace');
    return current;
  };
  return {
    async ensure(providers) {
      const have = new Set(current?.workspace.spec.providers.map((p) => p.provider) ?? []);
      if (current !== undefined && providers.every((p) => have.has(p))) return;
      const workspace = await factory.create({
        ...project,
        pulumiVersion: snapshot.manifest.pulumiVersion,
        providers: pinsFor(snapshot, [...have, ...providers]),
      });
      const previous = current;
      current = { workspace, typechecker: createIsolatedTypechecker({ projectDir: workspace.dir }) };
      previous?.typechecker.dispose();
      await previous?.workspace.dispose();
    },
    typechecker: {
      check: (program) => ready().typechecker.check(program),
      configReads: (program) => ready().typechecker.configReads(program),
      fix: (program, passes, protect) => ready().typechecker.fix(program, passes, protect),
    },
    get dir() {
      return ready().workspace.dir;
    },
    write: (program) => ready().workspace.write(projectFiles(ready().workspace.spec, program)),
    writeFiles: (files) => ready().workspace.write([...files].map(([path, content]) => ({ path, content }))),
    dispose: async () => {
      current?.typechecker.dispose();
      await current?.workspace.dispose();
      current = undefined;
    },
  };
}
