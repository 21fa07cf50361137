/**
 * `npm run bench -- policy`: the policy rung over `../shared/eval/generate-dev.jsonl` with the offline
 * pipeline (no model: retrieve → compose → safety → typecheck → mock run → policy). Prints the share of
 * programs that passed every rung before the policy rung (what was reported verified without it) and after
 * it (no program with a mandatory baseline violation stays verified), the violations per policy, and the
 * rung's time per program, plus a 20-resource registration set timed on its own.
 */
import { createPlanner } from '../src/plan/create-planner.js';
import { selectSandbox } from '../src/sandbox/select-sandbox.js';
import { outcomeOf } from '../src/verify/rung-details.js';
import type { SandboxChoice } from '../src/sandbox/types.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { systemClock } from '../src/shared/clock.js';
import { runPipeline } from '../src/pipeline/run-pipeline.js';
import { createRegistrySearch } from '../src/retrieve/registry-search.js';
import { defaultSnapshotDir } from '../src/shared/paths.js';
import { openSnapshot } from '../src/snapshot/open-snapshot.js';
import { createMockRung } from '../src/verify/mock/mock-rung.js';
import { createPolicyRung } from '../src/verify/policy/policy-rung.js';
import type { RegisteredResource, RungCheck, RungName } from '../src/verify/types.js';
import { createProviderInstaller } from '../src/workspace/provider-install.js';
import { createTempWorkspaceFactory } from '../src/workspace/temp-workspace.js';

interface EvalCase {
  readonly id: string;
  readonly request: string;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The rung alone on `count` registrations cycled from what the programs registered (warm, after one run). */
async function timeRung(
  pool: readonly RegisteredResource[],
  count: number,
  sandbox: SandboxChoice,
  packDirs: readonly string[] = [],
  rounds = 21,
): Promise<number[]> {
  const resources = Array.from({ length: count }, (_, i) => {
    const base = pool[i % pool.length]!;
    return { ...base, name: `${base.name}-${i}`, urn: `${base.urn ?? base.token}-${i}` };
  });
  const rung = createPolicyRung({ mode: 'mandatory', packDirs, sandbox, nodePath: process.execPath });
  const earlier = new Map<RungName, RungCheck>([
    ['mock', { kind: 'passed', warnings: [], details: { resources } }],
  ]);
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const check = await rung.check(new Map(), { projectDir: '.', config: {} }, earlier);
    times.push(performance.now() - started);
    // A pack that did not run is not a time worth reporting.
    if (check.kind === 'skipped' || check.details?.policy?.packs.length !== Math.max(1, packDirs.length)) {
      throw new Error(`the policy rung did not run its packs: ${JSON.stringify(check).slice(0, 300)}`);
    }
  }
  return times;
}

export async function run(): Promise<void> {
  const cases = readFileSync(resolve('../shared/eval/generate-dev.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as EvalCase);
  const snapshot = openSnapshot(defaultSnapshotDir());
  const search = createRegistrySearch(snapshot);
  const installer = createProviderInstaller({
    nodeModulesDirs: [resolve('node_modules')],
  });
  const sandbox = await selectSandbox('auto', {
    pathEnv: process.env['PATH'] ?? '',
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
  });
  const rungs = [
    createMockRung({ snapshot, nodePath: process.execPath, sandbox }),
    createPolicyRung({ mode: 'mandatory', packDirs: [], sandbox, nodePath: process.execPath }),
  ];
  let before = 0;
  let after = 0;
  const rungTimes: { ms: number; resources: number }[] = [];
  const perPolicy = new Map<string, number>();
  const pool: RegisteredResource[] = [];
  for (const item of cases) {
    const result = await runPipeline(
      { text: item.request, source: 'cli', mode: 'new', maxRepairs: 0, preview: 'off' },
      {
        snapshot,
        search,
        model: undefined,
        workspaces: createTempWorkspaceFactory({ installer }),
        planner: createPlanner({ snapshot, search: search.engine }),
        rungs,
        clock: systemClock,
        progress: () => undefined,
      },
    );
    const mock = outcomeOf(result.verification, 'mock');
    const policy = outcomeOf(result.verification, 'policy');
    const reachedPolicy = mock?.status === 'passed' || mock?.status === 'fixed';
    if (reachedPolicy) before += 1;
    if (result.status === 'verified') after += 1;
    pool.push(...(mock?.details?.resources ?? []).filter((r) => r.kind === 'resource'));
    const details = policy?.details?.policy;
    if (reachedPolicy && policy !== undefined && details !== undefined) {
      rungTimes.push({ ms: policy.durationMs, resources: details.resourcesChecked });
    }
    const violations = details?.violations ?? [];
    for (const v of violations)
      perPolicy.set(
        `${v.policyName} (${v.enforcementLevel})`,
        (perPolicy.get(`${v.policyName} (${v.enforcementLevel})`) ?? 0) + 1,
      );
    const mandatory = violations.filter((v) => v.enforcementLevel === 'mandatory').map((v) => v.policyName);
    console.log(
      `${item.id} ${result.status.padEnd(8)} mock ${(mock?.status ?? '-').padEnd(7)} policy ${(policy?.status ?? '-').padEnd(7)} ${String(policy?.durationMs.toFixed(0) ?? '-').padStart(4)} ms ${mandatory.length > 0 ? `mandatory: ${[...new Set(mandatory)].join(', ')}` : ''}`,
    );
  }
  const n = cases.length;
  console.log(`\nprograms through the mock run (verified without the policy rung): ${before}/${n}`);
  console.log(`verified with the policy rung (no mandatory baseline violation): ${after}/${n}`);
  console.log(
    `share of mock-verified programs passing every mandatory baseline policy: ${before === 0 ? '-' : ((after / before) * 100).toFixed(0)}%`,
  );
  console.log('violations per policy (programs × resources):');
  for (const [name, count] of [...perPolicy].sort((a, b) => b[1] - a[1])) console.log(`  ${name}: ${count}`);
  const ms = rungTimes.map((t) => t.ms);
  console.log(
    `policy rung per program: median ${median(ms).toFixed(1)} ms, max ${Math.max(0, ...ms).toFixed(1)} ms over ${ms.length} programs (${Math.max(0, ...rungTimes.map((t) => t.resources))} resources at most)`,
  );
  if (pool.length > 0) {
    const times = await timeRung(pool, 20, sandbox);
    console.log(
      `policy rung on 20 registrations: first ${times[0]!.toFixed(1)} ms, then median ${median(times.slice(1)).toFixed(1)} ms (target < 300 ms)`,
    );
    // A repository pack runs in its own sandboxed Node process: the baseline's directory run that way.
    const sandboxed = await timeRung(pool, 20, sandbox, [resolve('policy-packs/baseline')], 6);
    console.log(
      `the baseline run as a repository pack in the sandbox (${sandbox.kind === 'ready' ? sandbox.sandbox.description : 'no sandbox'}), 20 registrations: median ${median(sandboxed).toFixed(0)} ms over ${sandboxed.length} runs`,
    );
  }
}
