import type { GenerationResult } from '../pipeline/types.js';
import { recordedCases } from './recorded-cases.js';

/** One resource a deploy would create, as `pulumi preview` lists it. */
export interface PlannedCreate {
  readonly type: string;
  readonly name: string;
}

/**
 * What `pulumi up` would create, from the mock run's recording of the first configuration case (the one a
 * user gets from the required keys alone): the program's resources, not its lookups or provider objects.
 * `undefined` when the mock run did not pass.
 */
export function plannedCreates(result: GenerationResult): PlannedCreate[] | undefined {
  const [first] = recordedCases(result.verification);
  if (first === undefined) return undefined;
  return first.resources
    .filter((r) => r.kind === 'resource' && !r.type.startsWith('pulumi:providers:'))
    .map((r) => ({ type: r.type, name: r.name }));
}

/** `+ aws:s3/bucket:Bucket  bucket` lines, aligned, then the count, as a preview summarises a plan. */
export function createLines(creates: readonly PlannedCreate[]): string[] {
  const width = Math.max(0, ...creates.map((c) => c.type.length));
  return [...creates.map((c) => `+ ${c.type.padEnd(width)}  ${c.name}`), `${creates.length} to create`];
}
