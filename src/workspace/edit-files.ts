import type { GeneratedFile } from '../shared/project.js';

/** Project files an edit must not rewrite when the branch already has them: the stack name, compiler setup. */
const KEPT_WHEN_PRESENT = new Set(['Pulumi.yaml', 'Pulumi.yml', 'tsconfig.json', '.gitignore']);

function dependencies(json: unknown): Record<string, string> {
  if (typeof json !== 'object' || json === null) return {};
  const value = (json as Record<string, unknown>)['dependencies'];
  return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
}

/**
 * `package.json` in edit mode: the user's file with any provider the new program imports added at the
 * snapshot's pinned version. Versions the user already chose are left alone: the typecheck ran against the
 * pins, but silently moving someone's dependencies is not an edit they asked for.
 */
function mergePackageJson(existing: string, generated: string): string {
  let current: Record<string, unknown>;
  let wanted: unknown;
  try {
    current = JSON.parse(existing) as Record<string, unknown>;
    wanted = JSON.parse(generated);
  } catch {
    return existing;
  }
  const have = {
    ...dependencies(current),
    ...(current['devDependencies'] as Record<string, string> | undefined),
  };
  const missing = Object.entries(dependencies(wanted)).filter(([name]) => !(name in have));
  if (missing.length === 0) return existing;
  current['dependencies'] = { ...dependencies(current), ...Object.fromEntries(missing) };
  return `${JSON.stringify(current, null, 2)}\n`;
}

/**
 * The files an edit-mode run commits: the new program, the user's own project files kept (the project name
 * in Pulumi.yaml names their stacks), and package.json only gaining what the program newly needs.
 */
export function editModeFiles(
  existing: ReadonlyMap<string, string>,
  generated: readonly GeneratedFile[],
): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  for (const file of generated) {
    const before = existing.get(file.path);
    if (before === undefined) {
      files.push(file);
    } else if (file.path === 'package.json') {
      const merged = mergePackageJson(before, file.content);
      if (merged !== before) files.push({ path: file.path, content: merged });
    } else if (!KEPT_WHEN_PRESENT.has(file.path) && before !== file.content) {
      files.push(file);
    }
  }
  return files;
}
