import type { SnapshotRecord } from '../../snapshot/types.js';

/** The value kinds the mock runner can make up for an output it was not given (see `runner-source.ts`). */
export type OutputShape = 'string' | 'number' | 'boolean' | 'string[]' | 'array' | 'object';

/**
 * The shape of a declared output type (`pulumi.Output<string>`, `outputs.ec2.X[]`, `{[key: string]:
 * string}`), or undefined when it cannot be told: such outputs stay undefined, as they would in a preview.
 */
export function outputShape(type: string): OutputShape | undefined {
  const inner = type
    .replace(/\s+/g, '')
    .replace(/^pulumi\.Output<(.*)>$/, '$1')
    .replace(/\|undefined$/, '');
  if (/^string\[\]$|^Array<string>$/.test(inner)) {
    return 'string[]';
  }
  if (inner.endsWith('[]') || inner.startsWith('Array<')) {
    return 'array';
  }
  if (inner === 'string' || /^"[^"]*"(\|"[^"]*")*$/.test(inner) || inner.startsWith('enums.')) {
    return 'string';
  }
  if (inner === 'number') {
    return 'number';
  }
  if (inner === 'boolean') {
    return 'boolean';
  }
  if (inner.startsWith('{') || inner.startsWith('outputs.') || inner.startsWith('Record<')) {
    return 'object';
  }
  return undefined;
}

/** Output name → shape of one record's declared outputs (`id` and `urn` are the engine's own). */
export function recordOutputShapes(record: SnapshotRecord): Record<string, OutputShape> {
  const byName: Record<string, OutputShape> = {};
  for (const output of record.outputs) {
    const shape = outputShape(output.type);
    if (shape !== undefined && output.name !== 'id' && output.name !== 'urn') {
      byName[output.name] = shape;
    }
  }
  return byName;
}

/** Output shapes by type token, read from the snapshot on first use and kept for the run. */
export type ShapesOf = (token: string) => Readonly<Record<string, OutputShape>> | undefined;

/**
 * Shapes for every token the snapshot has, not only those the program names: a component written in
 * TypeScript (`awsx.classic.ecs.Cluster`) calls lookups of its own (`aws.ec2.getSubnets`), and their answers
 * need the declared outputs (`ids`) as much as the program's own calls do.
 */
export function snapshotShapes(byToken: (token: string) => SnapshotRecord | undefined): ShapesOf {
  const cache = new Map<string, Readonly<Record<string, OutputShape>> | undefined>();
  return (token) => {
    if (!cache.has(token)) {
      const record = byToken(token);
      cache.set(token, record === undefined ? undefined : recordOutputShapes(record));
    }
    return cache.get(token);
  };
}

/** An output that holds resources of a provider package (`pulumi.Output<pulumiAws.eks.Cluster>`, `…Role[]`). */
export interface ResourceOutput {
  readonly token: string;
  readonly list: boolean;
}

/** Output name → the resources a component's output holds, by the component's type token. */
export type ResourceOutputsOf = (token: string) => Readonly<Record<string, ResourceOutput>>;

/** A component's output typed as another package's resource: `pulumiAws.iam.Role[]`, maybe `| undefined`. */
const RESOURCE_OUTPUT = /^pulumi\.Output<pulumi([A-Z][A-Za-z]*)\.([A-Za-z][\w.]*)(\[\])?(?:\|undefined)?>$/;

/**
 * The outputs of a component (eks's `Cluster.eksCluster`, `instanceRoles`) that are resources of a provider
 * package, read from the declared output types. A preview knows their URNs (the component's children are
 * registered), so the mock run answers them as references; the rest of their state stays unknown.
 */
export function snapshotResourceOutputs(
  byToken: (token: string) => SnapshotRecord | undefined,
  byPackagePath: (pkg: string, path: string) => SnapshotRecord | undefined,
): ResourceOutputsOf {
  const cache = new Map<string, Readonly<Record<string, ResourceOutput>>>();
  return (token) => {
    const known = cache.get(token);
    if (known !== undefined) return known;
    const found: Record<string, ResourceOutput> = {};
    for (const output of byToken(token)?.outputs ?? []) {
      const match = RESOURCE_OUTPUT.exec(output.type.replace(/\s+/g, ''));
      if (match === null) continue;
      const pkg = `@pulumi/${(match[1] ?? '').replace(/(?<=[a-z])([A-Z])/g, '-$1').toLowerCase()}`;
      const target = byPackagePath(pkg, match[2] ?? '');
      if (target?.kind === 'resource')
        found[output.name] = { token: target.token, list: match[3] !== undefined };
    }
    cache.set(token, found);
    return found;
  };
}
