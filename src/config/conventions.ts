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
