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

/** Token → output name → shape, for the records a program uses. */
export function outputShapes(
  records: readonly SnapshotRecord[],
): Record<string, Record<string, OutputShape>> {
  const shapes: Record<string, Record<string, OutputShape>> = {};
  for (const record of records) {
    const byName: Record<string, OutputShape> = {};
    for (const output of record.outputs) {
      const shape = outputShape(output.type);
      if (shape !== undefined && output.name !== 'id' && output.name !== 'urn') {
        byName[output.name] = shape;
      }
    }
    shapes[record.token] = byName;
  }
  return shapes;
}
