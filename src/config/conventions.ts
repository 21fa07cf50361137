import type { RegisteredResource } from '../verify/types.js';
import type { Conventions } from './repo-config.js';

/** The repository's conventions as one rule for the model's system prompt. */
export function conventionsRule(conventions: Conventions): string {
  const parts: string[] = [];
  if (conventions.tags !== undefined) {
    parts.push(
      `give every resource that has a \`tags\` (or \`labels\`) input exactly these entries, merged with any the request asks for: ${JSON.stringify(conventions.tags)}`,
    );
  }
  if (conventions.namePrefix !== undefined) {
    parts.push(`start every resource's logical name with ${JSON.stringify(conventions.namePrefix)}`);
  }
  if (conventions.region !== undefined) {
    parts.push(
      `the stack's region/location is ${JSON.stringify(conventions.region)} (set in stack config: do not hard-code another one)`,
    );
  }
  return `Repository conventions (.pulumi-gen.yml), which every program must follow: ${parts.join('; ')}.`;
}

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
