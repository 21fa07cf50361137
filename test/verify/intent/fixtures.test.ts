import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseGenerationSet, type GenerationCase } from '../../../src/eval/generation-set.js';
import { createPlanner } from '../../../src/plan/create-planner.js';
import type { Plan } from '../../../src/plan/types.js';
import { packageRoot } from '../../../src/shared/paths.js';
import { intentKnowledgeOf } from '../../../src/verify/intent/intent-knowledge.js';
import { createIntentRung } from '../../../src/verify/intent/intent-rung.js';
import { createMockRung, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import { createTypechecker, type Typechecker } from '../../../src/verify/typecheck/typechecker.js';
import type { Finding, RungCheck, RungName } from '../../../src/verify/types.js';
import { realSearch } from '../../generate/pipeline-support.js';
import { requireSandbox } from '../../support/sandbox.js';
import { makeProjectDir, programOf } from '../mock/support.js';

/**
 * Hand-written correct programs for requests of the development set (`fixtures/<id>.ts`), checked against the
 * REAL offline plan of the request text: the intent rung must raise no error on them (no false alarm that
 * would push a model to weaken a correct program), and must fail them once a planned piece is taken out.
 */
const FIXTURES = [
  'g000',
  'g001',
  'g002',
  'g011',
  'g127',
  'g023',
  'g032',
  'g055',
  'g040',
  'g133',
  'g136',
  'g112',
  'g130',
] as const;

const here = join(packageRoot(), 'test', 'verify', 'intent', 'fixtures');
const cases = new Map(
  parseGenerationSet(
    readFileSync(join(packageRoot(), '..', 'shared', 'eval', 'generate-dev.jsonl'), 'utf8'),
    'dev',
  ).map((c) => [c.id, c] as const),
);

let project: { readonly dir: string; dispose(): void };
let typechecker: Typechecker;
let deps: MockRunDeps;
const planner = createPlanner({ snapshot: realSearch().snapshot, search: realSearch().search.engine });

beforeAll(async () => {
  project = makeProjectDir();
  typechecker = createTypechecker({ projectDir: project.dir });
  deps = {
    snapshot: realSearch().snapshot,
    nodePath: process.execPath,
    timeLimitMs: 60_000,
    sandbox: await requireSandbox(),
  };
});
afterAll(() => project.dispose());

function fixture(id: string): { readonly set: GenerationCase; readonly code: string } {
  const set = cases.get(id);
  if (set === undefined) throw new Error(`${id} is not in the development set`);
  return { set, code: readFileSync(join(here, `${id}.ts`), 'utf8') };
}

/** Typecheck, sandboxed mock run (every config case) and intent rung, as the ladder climbs them. */
async function climb(code: string, plan: Plan, request?: string): Promise<RungCheck> {
  expect(typechecker.check(code).map((d) => d.message)).toEqual([]);
  const context = {
    projectDir: project.dir,
    config: { 'aws:region': 'us-east-1' },
    plan,
    intentKnowledge: intentKnowledgeOf(realSearch().snapshot, request),
  };
  const earlier = new Map<RungName, RungCheck>([
    ['typecheck', { kind: 'passed', warnings: [], details: { configReads: typechecker.configReads(code) } }],
  ]);
  const mock = await createMockRung(deps).check(programOf(code), context, earlier);
  expect(mock.kind, JSON.stringify(mock.kind === 'failed' ? mock.findings : undefined)).toBe('passed');
  earlier.set('mock', mock);
  return createIntentRung().check(programOf(code), context, earlier);
}

function errors(check: RungCheck): Finding[] {
  return check.kind === 'failed' ? check.findings.filter((f) => f.severity === 'error') : [];
}

describe('the intent rung on correct programs of the development set', () => {
  for (const id of FIXTURES) {
    it(`raises no error on ${id}`, async () => {
      const { set, code } = fixture(id);
      const plan = await planner.plan({ text: set.request });
      const check = await climb(code, plan, set.request);
      expect(errors(check).map((f) => f.message)).toEqual([]);
      expect(check.kind).toBe('passed');
    });
  }
});

describe('the intent rung on the same programs with a planned piece taken out', () => {
  it('fails a program without a planned component', async () => {
    const { set, code } = fixture('g055');
    const plan = await planner.plan({ text: set.request });
    const cut = code.slice(0, code.indexOf('const securityGroup')) + 'export const vpcId = vpc.id;\n';
    const check = await climb(cut, plan, set.request);
    expect(errors(check).map((f) => f.code)).toEqual(['intent-component']);
  });

  it('fails a program without a stated value', async () => {
    const { set, code } = fixture('g133');
    const plan = await planner.plan({ text: set.request });
    const check = await climb(
      code.replace("instanceType: 't2.micro'", "instanceType: 't3.small'"),
      plan,
      set.request,
    );
    expect(errors(check).map((f) => f.code)).toEqual(['intent-value']);
    expect(errors(check)[0]?.message).toContain('t2.micro');
  });

  it('fails a program whose planned relation is not wired', async () => {
    const { set, code } = fixture('g055');
    const plan = await planner.plan({ text: set.request });
    const check = await climb(
      code.replace('  vpcId: vpc.id,\n  description', '  description'),
      plan,
      set.request,
    );
    expect(errors(check).map((f) => f.code)).toEqual(['intent-relation']);
  });
});
