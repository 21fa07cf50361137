import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One folder per CLI run under which every temp folder of the run is made (`pulumi-gen-*`,
 * `pulumi-gen-mock-*`, `pulumi-gen-preview-*`), so that an interrupted run is cleaned up by removing one
 * folder, whatever stage it was in. Made on first use: `--help` creates nothing.
 */
export interface TempRoot {
  readonly path: () => string;
  readonly remove: () => void;
}

export function createTempRoot(base: string): TempRoot {
  let made: string | undefined;
  return {
    path: () => (made ??= mkdtempSync(join(base, 'pulumi-gen-run-'))),
    remove: () => {
      if (made !== undefined) rmSync(made, { recursive: true, force: true });
      made = undefined;
    },
  };
}
