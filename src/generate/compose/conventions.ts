import type { Conventions } from '../../config/repo-config.js';
import { code, type ArgObject, type ArgValue } from './arg-value.js';
import type { Instance } from './wiring.js';

function isObject(value: ArgValue | undefined): value is ArgObject {
  return value !== undefined && !Array.isArray(value) && !('code' in value && typeof value.code === 'string');
}

/**
 * Gives a resource the repository's required tags (`tags`, or GCP's `labels`), keeping any the request set:
 * a program the offline composer writes follows `.pulumi-gen.yml` like a model's must.
 */
export function applyConventionTags(instance: Instance, conventions: Conventions | undefined): void {
  const required = Object.entries(conventions?.tags ?? {});
  if (required.length === 0 || instance.record.kind !== 'resource') return;
  const input = instance.record.inputs.find((i) => i.name === 'tags' || i.name === 'labels')?.name;
  if (input === undefined) return;
  const current = instance.args[input];
  if (current !== undefined && !isObject(current)) return;
  const tags: ArgObject = { ...(current ?? {}) };
  for (const [key, value] of required) tags[key] ??= code(JSON.stringify(value));
  instance.args[input] = tags;
}
