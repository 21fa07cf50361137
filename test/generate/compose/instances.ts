/** Composer instances over the bundled snapshot, as the composer makes them, for the compose tests. */
import type { ArgValue } from '../../../src/generate/compose/arg-value.js';
import type { Instance } from '../../../src/generate/compose/wiring.js';
import { defaultSnapshotDir } from '../../../src/shared/paths.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';

// The bundled snapshot: the small planner fixture lacks the API Gateway and Kubernetes records.
const snapshot = openSnapshot(defaultSnapshotDir());

/** A program's instance of `token`, named by its variable, with what the request already stated. */
export function instance(token: string, variable: string, args: Record<string, ArgValue> = {}): Instance {
  const record = snapshot.get(token);
  if (record === undefined) throw new Error(`the bundled snapshot has no ${token}`);
  return {
    componentId: variable,
    origin: 'request',
    record,
    variable,
    name: variable,
    index: 0,
    copy: 0,
    args: { ...args },
    deps: new Set(),
  };
}
