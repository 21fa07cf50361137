/**
 * `npm run bench -- mutations`: soundness on programs altered in one place (issues 23 and 25). Each program
 * of `bench/data/mutations/` is a correct program of `bench/data/model-programs/` with (a) a requested
 * resource removed, (b) a stated value changed, or (c) a stated relation broken, and still type-checks. It
 * is served as the model's answer to the original request through the real pipeline (as the
 * `model-programs` bench does). None may come out verified, and each should be refused for its own fault:
 * the intent rung's component, value or relation finding. The bench prints both counts per kind and
 * split. `MUTATIONS_ONLY=m01,m04` runs a few.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { GenerationResult } from '../src/pipeline/types.js';
import { packageRoot } from '../src/shared/paths.js';
import { errorFindings, startProgramServer } from './support/serve-programs.js';

const DATA = join(packageRoot(), 'bench', 'data');

type Kind = 'removed' | 'value' | 'relation';

interface Mutation {
  readonly id: string;
  readonly kind: Kind;
  readonly what: string;
  readonly request: string;
  readonly program: string;
  readonly split: string;
}

/** The finding code that names each kind of fault. */
const FAULT: Readonly<Record<Kind, string>> = {
  removed: 'intent-component',
  value: 'intent-value',
  relation: 'intent-relation',
};

function loadMutations(): Mutation[] {
  const only = process.env['MUTATIONS_ONLY']?.split(',');
  const root = join(DATA, 'mutations');
  return readdirSync(root)
    .filter((id) => existsSync(join(root, id, 'meta.json')))
    .filter((id) => only === undefined || only.some((prefix) => id.startsWith(prefix)))
    .sort()
    .map((id) => {
      const meta = JSON.parse(readFileSync(join(root, id, 'meta.json'), 'utf8')) as {
        original: string;
        kind: Kind;
        what: string;
      };
      const original = join(DATA, 'model-programs', meta.original);
      const originalMeta = JSON.parse(readFileSync(join(original, 'meta.json'), 'utf8')) as { split: string };
      return {
        id,
        kind: meta.kind,
        what: meta.what,
        request: readFileSync(join(original, 'request.txt'), 'utf8').trim(),
        program: readFileSync(join(root, id, 'index.ts'), 'utf8'),
        split: originalMeta.split,
      };
    });
}

function verdict(result: GenerationResult, kind: Kind): 'verified' | 'refused for it' | 'refused otherwise' {
  if (result.status === 'verified') return 'verified';
  return errorFindings(result).some((f) => f.code === FAULT[kind]) ? 'refused for it' : 'refused otherwise';
}

export async function run(): Promise<void> {
  const mutations = loadMutations();
  const server = await startProgramServer();
  const tally = new Map<string, { n: number; verified: number; forIt: number }>();
  try {
    for (const mutation of mutations) {
      const result = await server.serve(mutation.request, mutation.program);
      const outcome = verdict(result, mutation.kind);
      const first = errorFindings(result)[0];
      console.log(
        `${mutation.id.padEnd(38)} ${mutation.kind.padEnd(8)} ${outcome.padEnd(17)} ${mutation.what.slice(0, 60)}` +
          (outcome === 'refused for it' || first === undefined
            ? ''
            : `\n      first: ${first.code}: ${first.message.slice(0, 160)}`),
      );
      for (const key of [`${mutation.split} ${mutation.kind}`, `${mutation.split} all`]) {
        const t = tally.get(key) ?? { n: 0, verified: 0, forIt: 0 };
        tally.set(key, {
          n: t.n + 1,
          verified: t.verified + (outcome === 'verified' ? 1 : 0),
          forIt: t.forIt + (outcome === 'refused for it' ? 1 : 0),
        });
      }
    }
  } finally {
    await server.close();
  }
  console.log('\nsplit/kind        n  verified (target 0)  refused for their fault');
  for (const [key, t] of [...tally].sort()) {
    console.log(
      `${key.padEnd(16)} ${String(t.n).padStart(3)}  ${String(t.verified).padStart(8)}  ${String(t.forIt).padStart(12)}`,
    );
  }
}
