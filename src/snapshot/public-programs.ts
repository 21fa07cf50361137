import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { UserError } from '../shared/errors.js';

/**
 * Public Pulumi programs the snapshot builder counts what real programs declare together from, beside the
 * providers' doc examples: the TypeScript programs of checked-out repositories such as pulumi/examples and
 * pulumi/templates (Apache-2.0). The builder is given them as `repository=directory` pairs
 * (`PULUMI_GEN_PUBLIC_PROGRAMS`, read by the CLI); each program keeps its repository and folder.
 */

/** A checked-out repository: its name for provenance and where it is on disk. */
export interface ProgramSource {
  /** `github.com/pulumi/examples` */
  readonly repository: string;
  readonly dir: string;
}

/** One program: a folder holding a `Pulumi.yaml` whose runtime is nodejs, with its TypeScript text. */
export interface PublicProgram {
  /** `github.com/pulumi/examples/aws-ts-s3-folder` */
  readonly source: string;
  /** Its `.ts` files (declarations, tests and dependencies left out), joined in path order. */
  readonly code: string;
}

/** `github.com/pulumi/examples=/src/examples,github.com/pulumi/templates=/src/templates` → sources. */
export function parseProgramSources(value: string): ProgramSource[] {
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const repository = pair.slice(0, at).trim();
      const dir = pair.slice(at + 1).trim();
      if (at <= 0 || dir === '' || !existsSync(dir)) {
        throw new UserError(
          `public programs '${pair}' is not repository=directory with an existing directory; ` +
            'write e.g. github.com/pulumi/examples=/path/to/examples',
        );
      }
      return { repository, dir };
    });
}

const SKIPPED = new Set(['node_modules', '.git', 'bin', 'dist', 'tests', 'test', '__tests__']);
const NODEJS = /^runtime:\s*(?:nodejs\b|\n\s+name:\s*nodejs\b)/m;

/** The program's own `.ts` files, below its folder, in path order. */
function programFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name) && !existsSync(join(path, 'Pulumi.yaml'))) walk(path);
      } else if (/\.ts$/.test(entry.name) && !/\.(?:d|test|spec)\.ts$/.test(entry.name)) {
        out.push(path);
      }
    }
  };
  walk(folder);
  return out;
}

/** Every nodejs program of one checked-out repository, in folder order. */
export function readPublicPrograms(source: ProgramSource): PublicProgram[] {
  const out: PublicProgram[] = [];
  const walk = (dir: string): void => {
    const project = join(dir, 'Pulumi.yaml');
    if (existsSync(project) && NODEJS.test(readFileSync(project, 'utf8'))) {
      const files = programFiles(dir);
      const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
      if (code.trim() !== '') {
        const folder = relative(source.dir, dir).split('\\').join('/');
        out.push({ source: folder === '' ? source.repository : `${source.repository}/${folder}`, code });
      }
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) walk(join(dir, entry.name));
    }
  };
  walk(source.dir);
  return out;
}
