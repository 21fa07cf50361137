import { openSnapshot } from './src/snapshot/open-snapshot.js';
import { defaultSnapshotDir } from './src/shared/paths.js';
import { createRegistrySearch } from './src/retrieve/registry-search.js';
import { createPlanner } from './src/plan/create-planner.js';
import { composeProgram } from './src/generate/compose/compose-program.js';
const snapshot = openSnapshot(defaultSnapshotDir());
const planner = createPlanner({ snapshot, search: createRegistrySearch(snapshot) });
for (const text of process.argv.slice(2)) {
  const plan = await planner.plan({ text });
  console.log('###', text, JSON.stringify(plan.components.map((c) => [c.id, c.token, c.origin, c.values.map(v=>v.input+'='+v.value)])), JSON.stringify(plan.relations.map(r=>[r.from,r.to,r.via])));
  console.log(composeProgram(plan, snapshot).program);
}
