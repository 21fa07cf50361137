import type { Conventions } from '../../config/repo-config.js';
import type { RegisteredResource } from '../types.js';

/**
 * Resources the mock run recorded that lack a tag the conventions require. `tagInputOf` says which input
 * holds a resource type's tags (`tags`, `labels`) or that it has none, so untaggable resources are left alone.
 */
export function missingTags(
  conventions: Conventions | undefined,
  resources: readonly RegisteredResource[],
  tagInputOf: (token: string) => string | undefined,
): readonly string[] {
  const required = Object.entries(conventions?.tags ?? {});
  if (required.length === 0) return [];
  const problems: string[] = [];
  for (const resource of resources) {
    if (resource.kind !== 'resource') continue;
    const input = tagInputOf(resource.token);
    if (input === undefined) continue;
    const tags = resource.inputs[input];
    const present = typeof tags === 'object' && tags !== null ? (tags as Record<string, unknown>) : {};
    const missing = required.filter(([key, value]) => present[key] !== value).map(([key]) => key);
    if (missing.length > 0) {
      problems.push(
        `${resource.token} '${resource.name}' lacks the ${input} ${missing.map((k) => `${k}=${JSON.stringify(conventions?.tags?.[k])}`).join(', ')} that .pulumi-gen.yml requires`,
      );
    }
  }
  return problems;
}
