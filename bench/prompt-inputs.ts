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
 * `PROMPT_INPUTS_LIMIT=n` measures the first n public programs only.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

import { createPlanner } from '../src/plan/create-planner.js';
import { pipelinePromptInput } from '../src/pipeline/run-pipeline.js';
import { buildGeneratePrompt } from '../src/prompt/build-prompt.js';
import { createRegistrySearch } from '../src/retrieve/registry-search.js';
import { defaultSnapshotDir, packageRoot } from '../src/shared/paths.js';
import { declarationsIn, snapshotSchema } from '../src/snapshot/input-usage.js';
import { openSnapshot } from '../src/snapshot/open-snapshot.js';

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

/** pulumi/examples' one-file TypeScript programs with a description, whose packages the snapshot bundles. */
function publicPrograms(root: string | undefined, packages: ReadonlySet<string>): Program[] {
  if (root === undefined) return [];
  const programs: Program[] = [];
  for (const name of readdirSync(root).sort()) {
    const dir = join(root, name);
    const yamlPath = join(dir, 'Pulumi.yaml');
    const indexPath = join(dir, 'index.ts');
    if (!statSync(dir).isDirectory() || !existsSync(yamlPath) || !existsSync(indexPath)) continue;
    const project = parse(readFileSync(yamlPath, 'utf8')) as { description?: unknown } | null;
    const description = typeof project?.description === 'string' ? project.description.trim() : '';
    const code = readFileSync(indexPath, 'utf8');
    const imported = [...code.matchAll(/from\s+["'](@[\w-]+\/[\w.-]+|[\w.-]+)/g)].map((m) => m[1] ?? '');
    const pulumiImports = imported.filter((p) => p.startsWith('@pulumi/'));
    if (description === '' || pulumiImports.some((p) => !packages.has(p))) continue;
    programs.push({ id: name, set: 'pulumi/examples', request: description, code });
  }
  const limit = Number(process.env['PROMPT_INPUTS_LIMIT'] ?? Number.POSITIVE_INFINITY);
  return programs.slice(0, limit);
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

export async function run(): Promise<void> {
  const snapshot = openSnapshot(defaultSnapshotDir());
  const schema = snapshotSchema(snapshot);
  const search = createRegistrySearch(snapshot);
  const planner = createPlanner({ snapshot, search: search.engine });
  const packages = new Set([
    '@pulumi/pulumi',
    ...Object.values(snapshot.manifest.providers).map((p) => p.package),
  ]);
  const programs = [...modelPrograms(), ...publicPrograms(process.env['PULUMI_EXAMPLES_DIR'], packages)];
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
    const tally = tallies.get(program.set) ?? {
      paths: 0,
      shown: 0,
      pathsInShownRecords: 0,
      shownInShownRecords: 0,
      misses: [],
      unshown: [],
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
          else tally.misses.push(`${program.id} ${resource.tsName}.${path}`);
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
    console.log(`  records with no schema in the prompt (first 30): ${t.unshown.slice(0, 30).join('; ')}`);
    console.log(
      `  not shown in a shown record (first 15): ${t.misses.slice(0, Number(process.env['PROMPT_INPUTS_MISSES'] ?? 15)).join('; ')}`,
    );
  }
}
