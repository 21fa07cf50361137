/**
 * `npm run bench -- prompt-inputs`: inputs a correct program sets that the prompt shows (issue 27, target
 * ≥ 0.95). For each correct program, the generate prompt the pipeline would build for its request (offline
 * plan → retrieval with the plan → {@link pipelinePromptInput}) is rendered, and for every snapshot resource
 * the program declares, each input path it sets (`ami`, `rootBlockDevice.volumeSize`, parsed with the
 * TypeScript parser by {@link declarationsIn}) counts as shown when the record's `<schema>` block declares a
 * member of that name (the path's last segment). A resource whose schema is not in the prompt shows none.
 *
 * Programs: `bench/data/model-programs/` (dev and holdout apart: tune on dev only) and, when
 * `PULUMI_EXAMPLES_DIR` points at a pulumi/examples checkout, its TypeScript programs whose imports are all
 * bundled packages, with the `description` of their `Pulumi.yaml` as the request. Figures are over input
 * paths (each set path of each declaration weighs the same); "of records shown" leaves out the resources
 * whose schema is not in the prompt (retrieval's misses), to tell ranking from retrieval.
 * `PROMPT_INPUTS_LIMIT=n` measures the first n public programs only; `PROMPT_INPUTS_DIRS=label=path,…` measures
 * more roots; `PROMPT_INPUTS_USAGE_FROM=dir,…` counts the public programs' usage from other programs than the
 * snapshot's (held out: count from pulumi/examples, measure on pulumi/templates and the provider examples).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parse } from 'yaml';

import { createPlanner } from '../src/plan/create-planner.js';
import { pipelinePromptInput } from '../src/pipeline/run-pipeline.js';
import { buildGeneratePrompt, type BuiltPrompt } from '../src/prompt/build-prompt.js';
import { createRegistrySearch } from '../src/retrieve/registry-search.js';
import { defaultSnapshotDir, packageRoot } from '../src/shared/paths.js';
import { declarationsIn, snapshotSchema } from '../src/snapshot/input-usage.js';
import { openSnapshot } from '../src/snapshot/open-snapshot.js';
import type { Snapshot } from '../src/snapshot/types.js';
import { programsUnder, withProgramUsage } from './support/usage-view.js';

const MODEL_PROGRAMS = join(packageRoot(), 'bench', 'data', 'model-programs');

interface Program {
  readonly id: string;
  readonly set: string;
  readonly request: string;
  readonly code: string;
}

interface Tally {
  paths: number;
  shown: number;
  pathsInShownRecords: number;
  shownInShownRecords: number;
  readonly misses: string[];
  readonly unshown: string[];
  /** Misses in shown records by why ({@link missKind}). */
  readonly why: Map<string, number>;
}

/**
 * Why a shown record's input is not in the prompt, from how the prompt rendered the record: a needed record
 * compacted, another record (no plan item needs it) shown without every input, or a complete schema whose
 * nested type on the path is not expanded.
 */
function missKind(prompt: BuiltPrompt, token: string, block: string, path: string): string {
  const other = prompt.sketched.includes(token) ? 'other record' : 'needed record';
  if (/\/\/ … \d+ more optional inputs/.test(block)) return `${other} inputs cut`;
  return path.includes('.') ? `${other} nested type not expanded` : `${other} input hidden`;
}

function modelPrograms(): Program[] {
  return readdirSync(MODEL_PROGRAMS)
    .filter((id) => existsSync(join(MODEL_PROGRAMS, id, 'index.ts')))
    .sort()
    .map((id) => {
      const meta = JSON.parse(readFileSync(join(MODEL_PROGRAMS, id, 'meta.json'), 'utf8')) as {
        split?: string;
      };
      return {
        id,
        set: meta.split === 'holdout' ? 'model-programs holdout' : 'model-programs dev',
        request: readFileSync(join(MODEL_PROGRAMS, id, 'request.txt'), 'utf8').trim(),
        code: readFileSync(join(MODEL_PROGRAMS, id, 'index.ts'), 'utf8'),
      };
    });
}

/**
 * The request a project states: its description, else (with `orTemplate`) its template's: pulumi/templates
 * write `${DESCRIPTION}`. pulumi/examples' programs count by their own description only, as first measured.
 */
function projectRequest(yamlPath: string, orTemplate: boolean): string {
  const project = parse(readFileSync(yamlPath, 'utf8')) as {
    description?: unknown;
    template?: { description?: unknown };
  } | null;
  const own = typeof project?.description === 'string' ? project.description.trim() : '';
  if (!orTemplate || (own !== '' && !own.includes('${'))) return own;
  const template = project?.template?.description;
  return typeof template === 'string' ? template.trim() : '';
}

/** Whether every `@pulumi/*` package the program imports is bundled. */
function importsBundled(code: string, packages: ReadonlySet<string>): boolean {
  const imported = [...code.matchAll(/from\s+["'](@[\w-]+\/[\w.-]+|[\w.-]+)/g)].map((m) => m[1] ?? '');
  return imported.filter((p) => p.startsWith('@pulumi/')).every((p) => packages.has(p));
}

/** pulumi/examples' one-file TypeScript programs with a description, whose packages the snapshot bundles. */
function publicPrograms(root: string | undefined, packages: ReadonlySet<string>): Program[] {
  if (root === undefined) return [];
  const programs: Program[] = [];
  for (const name of readdirSync(root).sort()) {
    const dir = join(root, name);
    const yamlPath = join(dir, 'Pulumi.yaml');
    const indexPath = join(dir, 'index.ts');
    if (!statSync(dir).isDirectory() || !existsSync(yamlPath) || !existsSync(indexPath)) continue;
    const request = projectRequest(yamlPath, false);
    const code = readFileSync(indexPath, 'utf8');
    if (request === '' || !importsBundled(code, packages)) continue;
    programs.push({ id: name, set: 'pulumi/examples', request, code });
  }
  const limit = Number(process.env['PROMPT_INPUTS_LIMIT'] ?? Number.POSITIVE_INFINITY);
  return programs.slice(0, limit);
}

/**
 * `PROMPT_INPUTS_DIRS=label=path,…`: more roots (pulumi/templates, the provider repositories' examples), every
 * Node.js project under each with an `index.ts` whose packages are bundled, its description (or its
 * template's, else its folder's name) as the request.
 */
function moreRootPrograms(value: string | undefined, packages: ReadonlySet<string>): Program[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').flatMap((entry) => {
    const at = entry.indexOf('=');
    if (at <= 0)
      throw new Error(`PROMPT_INPUTS_DIRS entry "${entry}" is not label=path; write e.g. tpl=/src/templates`);
    const [label, root] = [entry.slice(0, at), entry.slice(at + 1)];
    const programs: Program[] = [];
    for (const path of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
      if (!path.endsWith('Pulumi.yaml') || path.split('/').includes('node_modules')) continue;
      const dir = dirname(join(root, path));
      const indexPath = join(dir, 'index.ts');
      const yaml = readFileSync(join(root, path), 'utf8');
      if (!/runtime:\s*(\n\s+name:\s*)?nodejs/.test(yaml) || !existsSync(indexPath)) continue;
      const code = readFileSync(indexPath, 'utf8');
      if (!importsBundled(code, packages)) continue;
      const id = relative(root, dir) || '.';
      const request = projectRequest(join(root, path), true) || basename(dir).replace(/[-_]+/g, ' ');
      programs.push({ id, set: label, request, code });
    }
    return programs;
  });
}

/** The `<schema name="...">` blocks of a prompt by record name. */
function schemaBlocks(text: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of text.matchAll(/<schema name="([^"]+)">([\s\S]*?)<\/schema>/g)) {
    blocks.set(match[1] ?? '', match[2] ?? '');
  }
  return blocks;
}

function declares(block: string, path: string): boolean {
  const name = path.slice(path.lastIndexOf('.') + 1);
  return new RegExp(`(?:^|[\\s/])${name}\\??: `, 'm').test(block);
}

/**
 * `PROMPT_INPUTS_USAGE_FROM=dir,…`: the snapshot with its public programs' usage counted from the programs
 * under those folders instead (a held-out measurement: count from one set of programs, measure on another).
 */
function measuredSnapshot(): Snapshot {
  const shipped = openSnapshot(defaultSnapshotDir());
  const from = process.env['PROMPT_INPUTS_USAGE_FROM'];
  if (from === undefined || from.trim() === '') return shipped;
  const programs = programsUnder(from.split(','));
  console.log(`usage of public programs counted from ${from} (${programs.length} files), not the snapshot's`);
  return withProgramUsage(shipped, programs);
}

export async function run(): Promise<void> {
  const snapshot = measuredSnapshot();
  const schema = snapshotSchema(snapshot);
  const search = createRegistrySearch(snapshot);
  const planner = createPlanner({ snapshot, search: search.engine });
  const packages = new Set([
    '@pulumi/pulumi',
    ...Object.values(snapshot.manifest.providers).map((p) => p.package),
  ]);
  const programs = [
    ...modelPrograms(),
    ...publicPrograms(process.env['PULUMI_EXAMPLES_DIR'], packages),
    ...moreRootPrograms(process.env['PROMPT_INPUTS_DIRS'], packages),
  ];
  const tallies = new Map<string, Tally>();
  for (const program of programs) {
    const declared = declarationsIn(program.code, schema);
    if (declared.length === 0) continue;
    const plan = await planner.plan({ text: program.request });
    const retrieval = await search.retrieve({ text: program.request, plan });
    const prompt = buildGeneratePrompt(
      pipelinePromptInput({ text: program.request }, plan, retrieval, undefined, snapshot),
    );
    const blocks = schemaBlocks(prompt.text);
    const tally: Tally = tallies.get(program.set) ?? {
      paths: 0,
      shown: 0,
      pathsInShownRecords: 0,
      shownInShownRecords: 0,
      misses: [],
      unshown: [],
      why: new Map(),
    };
    tallies.set(program.set, tally);
    for (const resource of declared) {
      const block = blocks.get(resource.tsName);
      if (block === undefined) tally.unshown.push(`${program.id} ${resource.tsName}`);
      for (const path of resource.inputs) {
        const shown = block !== undefined && declares(block, path);
        tally.paths += 1;
        if (shown) tally.shown += 1;
        if (block !== undefined) {
          tally.pathsInShownRecords += 1;
          if (shown) tally.shownInShownRecords += 1;
          else {
            tally.misses.push(`${program.id} ${resource.tsName}.${path}`);
            const kind = missKind(prompt, snapshot.get(resource.tsName)?.token ?? '', block, path);
            tally.why.set(kind, (tally.why.get(kind) ?? 0) + 1);
          }
        }
      }
    }
  }
  console.log(`snapshot ${snapshot.dir}; ${programs.length} programs`);
  for (const [set, t] of [...tallies].sort()) {
    console.log(
      `${set}: inputs a correct program sets that the prompt shows ${(t.shown / Math.max(1, t.paths)).toFixed(3)} ` +
        `(${t.shown}/${t.paths}); of records shown ${(t.shownInShownRecords / Math.max(1, t.pathsInShownRecords)).toFixed(3)} ` +
        `(${t.shownInShownRecords}/${t.pathsInShownRecords})`,
    );
    console.log(`  misses in shown records by why: ${[...t.why].map(([k, n]) => `${k} ${n}`).join('; ')}`);
    console.log(`  records with no schema in the prompt (first 30): ${t.unshown.slice(0, 30).join('; ')}`);
    console.log(
      `  not shown in a shown record (first 15): ${t.misses.slice(0, Number(process.env['PROMPT_INPUTS_MISSES'] ?? 15)).join('; ')}`,
    );
  }
}
