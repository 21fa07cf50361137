import { parse, stringify } from 'yaml';

/**
 * `Pulumi.yaml` through a YAML library, written and read: a description with a colon, a quote or a `#`
 * stays a string, and a name quoted, commented or in flow style is still found.
 */
export function renderPulumiYaml(project: { readonly name: string; readonly description: string }): string {
  return stringify({
    name: project.name,
    description: project.description.replace(/\s+/g, ' ').trim().slice(0, 200),
    runtime: { name: 'nodejs', options: { packagemanager: 'npm' } },
  });
}

/** The project's `name`, or `undefined` when the text is not YAML or has no string name. */
export function pulumiProjectName(text: string): string | undefined {
  try {
    const document = parse(text) as unknown;
    if (typeof document !== 'object' || document === null) return undefined;
    const name = (document as { name?: unknown }).name;
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
  } catch {
    return undefined;
  }
}
