import { readFileSync } from 'node:fs';
import { openSnapshot } from './src/snapshot/open-snapshot.js';
import { defaultSnapshotDir } from './src/shared/paths.js';
import { createRegistrySearch } from './src/retrieve/registry-search.js';
import { createPlanner } from './src/plan/create-planner.js';
import { composeProgram } from './src/generate/compose/compose-program.js';
import { createTypechecker } from './src/verify/typecheck/typechecker.js';
import { mkdtempSync, writeFileSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
const snapshot = openSnapshot(defaultSnapshotDir());
const search = createRegistrySearch(snapshot);
const planner = createPlanner({ snapshot, search });
const dir = mkdtempSync(join(tmpdir(), 'tc-'));
symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'commonjs', moduleResolution: 'node', skipLibCheck: true } }));
const tc = createTypechecker({ projectDir: dir });
const lines = readFileSync('../shared/eval/generate-dev.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const ids = process.argv.slice(2);
for (const item of lines.filter((l: any) => ids.length === 0 || ids.includes(l.id))) {
  const plan = await planner.plan({ text: item.request });
  const composed = composeProgram(plan, snapshot);
  const fixed = tc.fix(composed.program);
  const errors = fixed.diagnostics.filter((d) => d.category === 'error');
  console.log(`### ${item.id} (d${item.difficulty}) errors=${errors.length} ${item.request.slice(0, 100)}`);
  if (ids.length > 0) { console.log(composed.program); console.log(composed.notes); }
  for (const e of errors.slice(0, 4)) console.log('   ', e.line, e.message.slice(0, 160));
}
