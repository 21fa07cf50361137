import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';

import { removeTree, type RemoveOutcome } from '../shared/remove-tree.js';

/**
 * One folder per CLI run under which every temp folder of the run is made (`pulumi-gen-*`,
 * `pulumi-gen-mock-*`, `pulumi-gen-preview-*`), so that an interrupted run is cleaned up by removing one
 * folder, whatever stage it was in. Made on first use: `--help` creates nothing.
 */
export interface TempRoot {
  readonly path: () => string;
  /**
   * Removes the folder and everything in it (however deep or locked down a program left it). Never throws:
   * it runs at exit, where a throw would replace the run's exit code; what it could not remove is returned.
   */
  readonly remove: () => RemoveOutcome;
}

export function createTempRoot(base: string): TempRoot {
  let made: string | undefined;
  return {
    path: () => (made ??= mkdtempSync(join(base, 'pulumi-gen-run-'))),
    remove: () => {
      const outcome: RemoveOutcome = made === undefined ? { kind: 'absent' } : removeTree(made);
      made = undefined;
      return outcome;
    },
  };
}
