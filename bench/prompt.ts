/**
 * `npm run bench -- prompt`: needed-schema coverage of the generate prompt on the shared generate dev set
 * (`../shared/eval/generate-dev.jsonl`), built as the offline pipeline builds it (offline plan → `retrieve` with
 * the plan → prompt with the plan):
 *   - full coverage: the share of each request's `expected` resources whose FULL schema is in the prompt
 *     (any listed `alsoSatisfiedBy` alternative counts), and the share shown at all (full or compacted);
 *   - property coverage: the share of its stated `properties` whose input is shown in that resource's schema;
 *   - prompt tokens (median, max), counted with the real tokenizer;
 *   - per provider, the share of doc examples fit to paste ({@link isTrustedExample}).
 * Averages are over requests (each request weighs the same).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPlanner } from '../src/plan/create-planner.js';
import { buildGeneratePrompt, DEFAULT_PROMPT_BUDGET } from '../src/prompt/build-prompt.js';
import { isTrustedExample } from '../src/prompt/example-trust.js';
import { topOfEachConcept } from '../src/prompt/needed-records.js';
import { pinsFor } from '../src/pipeline/run-pipeline.js';
import { percentile } from '../src/retrieve/evaluate.js';
import { createRegistrySearch } from '../src/retrieve/registry-search.js';
import { defaultSnapshotDir, packageRoot } from '../src/shared/paths.js';
import { openSnapshot } from '../src/snapshot/open-snapshot.js';

interface GenerateCase {
  readonly id: string;
  readonly request: string;
  /** An inner list: any one of its tokens counts. */
  readonly expected: readonly (string | readonly string[])[];
  readonly alsoSatisfiedBy: Readonly<Record<string, string>>;
  readonly properties: Readonly<
    Record<string, Readonly<Record<string, unknown>> | readonly Readonly<Record<string, unknown>>[]>
  >;
}

const DEV_SET = join(packageRoot(), '..', 'shared', 'eval', 'generate-dev.jsonl');

/** The `<schema name="...">` blocks of a prompt by record name. */
function schemaBlocks(text: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of text.matchAll(/<schema name="([^"]+)">([\s\S]*?)<\/schema>/g)) {
    blocks.set(match[1] ?? '', match[2] ?? '');
  }
  return blocks;
}

/**
 * Tokens a case accepts for an expected entry: its tokens (an inner list is a choice) and the resource
 * tokens their `alsoSatisfiedBy` notes name.
 */
function acceptable(c: GenerateCase, entry: string | readonly string[]): string[] {
  return (typeof entry === 'string' ? [entry] : [...entry]).flatMap((token) => {
    const alternative = c.alsoSatisfiedBy[token];
    return [token, ...(alternative === undefined ? [] : (alternative.match(/[\w-]+:[\w/.-]+:\w+/g) ?? []))];
  });
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

export async function run(): Promise<void> {
  const snapshot = openSnapshot(defaultSnapshotDir());
  const search = createRegistrySearch(snapshot);
  const planner = createPlanner({ snapshot, search: search.engine });
  const cases = readFileSync(DEV_SET, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as GenerateCase);
  const full: number[] = [];
  const shown: number[] = [];
  const props: number[] = [];
  const tokens: number[] = [];
  const retrieved: number[] = [];
  const misses: string[] = [];
  const propertyMisses: string[] = [];
  for (const c of cases) {
    const plan = await planner.plan({ text: c.request });
    const retrieval = await search.retrieve({ text: c.request, plan });
    const providers = [...new Set(retrieval.records.slice(0, 8).map((r) => r.provider))];
    const prompt = buildGeneratePrompt({
      requestText: c.request,
      records: retrieval.records,
      snapshot,
      pulumiVersion: snapshot.manifest.pulumiVersion,
      providers: pinsFor(snapshot, providers),
      plan,
      needed: topOfEachConcept(retrieval.records, retrieval.concepts.length),
      budget: DEFAULT_PROMPT_BUDGET,
    });
    tokens.push(prompt.tokens);
    const inRecords = (token: string | readonly string[]) =>
      retrieval.records.some((r) => acceptable(c, token).includes(r.token));
    retrieved.push(c.expected.filter(inRecords).length / Math.max(1, c.expected.length));
    const blocks = schemaBlocks(prompt.text);
    const compacted = new Set([...prompt.compacted, ...prompt.sketched]);
    const shownRecord = (token: string | readonly string[]) =>
      prompt.included.find((r) => acceptable(c, token).includes(r.token));
    const fullHits = c.expected.filter((t) => {
      const record = shownRecord(t);
      return record !== undefined && !compacted.has(record.token);
    });
    full.push(fullHits.length / Math.max(1, c.expected.length));
    shown.push(
      c.expected.filter((t) => shownRecord(t) !== undefined).length / Math.max(1, c.expected.length),
    );
    for (const t of c.expected) if (shownRecord(t) === undefined) misses.push(`${c.id} ${t}`);
    // A list states the inputs of several resources of that type (two queues, each with its `name`).
    const stated = Object.entries(c.properties).flatMap(([token, values]) =>
      [...new Set((Array.isArray(values) ? values : [values]).flatMap((v) => Object.keys(v)))].map(
        (input) => ({ token, input }),
      ),
    );
    if (stated.length > 0) {
      const hit = stated.filter(({ token, input }) => {
        const record = snapshot.get(token);
        const block = record === undefined ? undefined : blocks.get(record.tsName);
        return block !== undefined && new RegExp(`\\b${input}\\??: `).test(block);
      });
      for (const { token, input } of stated) {
        if (!hit.some((h) => h.token === token && h.input === input))
          propertyMisses.push(`${c.id} ${token}.${input}`);
      }
      props.push(hit.length / stated.length);
    }
  }
  console.log(`generate dev set: ${cases.length} requests (${DEV_SET}), budget ${DEFAULT_PROMPT_BUDGET}`);
  console.log(`expected resources retrieve returns at all (with the plan): ${mean(retrieved).toFixed(3)}`);
  console.log(`expected resources with FULL schema in the prompt: ${mean(full).toFixed(3)}`);
  console.log(`expected resources shown at all (full or compacted): ${mean(shown).toFixed(3)}`);
  console.log(`stated properties whose input is shown (${props.length} requests): ${mean(props).toFixed(3)}`);
  console.log(`prompt tokens: median ${percentile(tokens, 50)}, max ${Math.max(...tokens)}`);
  console.log(
    'doc examples fit to paste (parse, no \\\\" escapes, every constructed/called name exists), per provider:',
  );
  for (const provider of snapshot.providers) {
    const examples = snapshot.list({ provider }).flatMap((r) => r.examples);
    const trusted = examples.filter((e) => isTrustedExample(e, snapshot)).length;
    console.log(
      `  ${provider}: ${trusted}/${examples.length} (${(trusted / Math.max(1, examples.length)).toFixed(3)})`,
    );
  }
  console.log(`not shown (${misses.length}): ${misses.slice(0, 20).join('; ')}`);
  console.log(
    `stated inputs not shown (${propertyMisses.length}): ${propertyMisses.slice(0, 20).join('; ')}`,
  );
}
