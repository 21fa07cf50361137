import type { InputProperty, Snapshot, SnapshotRecord } from '../snapshot/types.js';

/** The conventional import alias of a provider (`kubernetes`, `azure_native`). */
export function providerAlias(provider: string): string {
  return provider.replace(/-/g, '_');
}

function unwrapInput(type: string): string {
  let text = type.trim();
  for (;;) {
    const match = /^pulumi\.Input<([\s\S]*)>$/.exec(text);
    if (match === null) break;
    text = match[1]!.trim();
  }
  return text
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== 'undefined')
    .join(' | ');
}

/**
 * A placeholder value of a declared input type, or undefined when we cannot make one: strings take the first
 * documented valid value (else a name), nested input types become object literals of their required fields.
 */
function placeholder(
  snapshot: Snapshot,
  provider: string,
  property: InputProperty,
  name: string,
  depth: number,
): string | undefined {
  const type = unwrapInput(property.type);
  if (type.endsWith('[]')) return '[]';
  if (type.startsWith('{ [key: string]')) return '{}';
  if (type === 'any') return '{}';
  const literal = /^"([^"]*)"$/.exec(type);
  if (literal !== null) return JSON.stringify(literal[1]);
  const parts = type.split(' | ');
  if (parts.includes('string')) return JSON.stringify(property.validValues?.[0] ?? name);
  if (parts.includes('number')) return '1';
  if (parts.includes('boolean')) return 'true';
  const ref = property.typeRefs?.[0];
  if (ref === undefined || depth > 3) return undefined;
  const nested = snapshot.nestedType(provider, ref);
  if (nested === undefined) return undefined;
  if (nested.enumValues !== undefined && nested.enumValues.length > 0)
    return JSON.stringify(nested.enumValues[0]);
  const fields: string[] = [];
  for (const field of nested.fields.filter((f) => f.required)) {
    const value = placeholder(snapshot, provider, field, name, depth + 1);
    if (value === undefined) return undefined;
    fields.push(`${field.name}: ${value}`);
  }
  return `{ ${fields.join(', ')} }`;
}

/**
 * For a resource whose docs carry no example: the smallest program that declares it, with every required
 * input set to a placeholder of its declared type. The typecheck and the mock run still judge it.
 */
export function schemaSkeleton(snapshot: Snapshot, record: SnapshotRecord): string | undefined {
  if (record.kind !== 'resource' || record.deprecated !== undefined) return undefined;
  const alias = providerAlias(record.provider);
  const resourceName = record.tsName.slice(record.tsName.lastIndexOf('.') + 1);
  const variable = resourceName.charAt(0).toLowerCase() + resourceName.slice(1);
  const logical = resourceName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const inputs: string[] = [];
  for (const input of record.inputs.filter((i) => i.required)) {
    const value = placeholder(snapshot, record.provider, input, logical, 0);
    if (value === undefined) return undefined;
    inputs.push(`    ${input.name}: ${value},`);
  }
  const args = inputs.length > 0 ? `, {\n${inputs.join('\n')}\n}` : '';
  const tsName = `${alias}${record.tsName.slice(record.tsName.indexOf('.'))}`;
  return [
    "import * as pulumi from '@pulumi/pulumi';",
    `import * as ${alias} from '@pulumi/${record.provider}';`,
    '',
    `const ${variable} = new ${tsName}('${logical}'${args});`,
    '',
  ].join('\n');
}
