/**
 * `npm run bench -- typecheck-offline`: the offline composer end to end (retrieve → compose → safety gate →
 * typecheck with code fixes) over common requests: how many give a program that typechecks, and how fast.
 * No model and no mock run, so it measures the composer and the typechecker alone.
 */
import { createPlanner } from '../src/plan/create-planner.js';
import { resolve } from 'node:path';
import { systemClock } from '../src/shared/clock.js';
import { runPipeline } from '../src/pipeline/run-pipeline.js';
import { createRegistrySearch } from '../src/retrieve/registry-search.js';
import { defaultSnapshotDir } from '../src/shared/paths.js';
import { openSnapshot } from '../src/snapshot/open-snapshot.js';
import { createProviderInstaller } from '../src/workspace/provider-install.js';
import { createTempWorkspaceFactory } from '../src/workspace/temp-workspace.js';

const REQUESTS = [
  'an S3 bucket with versioning',
  'a kubernetes deployment with a service',
  'a kubernetes namespace with a config map',
  'a random password',
  'a TLS private key and a self-signed certificate',
  'an SQS queue with a dead letter queue',
  'a DynamoDB table',
  'an EC2 instance',
  'a VPC with two subnets',
  'an SNS topic with an email subscription',
  'a CloudWatch log group',
  'an ECR repository',
];

export async function run(): Promise<void> {
  const snapshot = openSnapshot(defaultSnapshotDir());
  const search = createRegistrySearch(snapshot);
  const installer = createProviderInstaller({
    nodeModulesDirs: [resolve('node_modules')],
  });
  let passed = 0;
  const times: number[] = [];
  for (const text of REQUESTS) {
    const started = performance.now();
    const result = await runPipeline(
      { text, source: 'cli', mode: 'new', maxRepairs: 0, preview: 'off' },
      {
        snapshot,
        search,
        planner: createPlanner({ snapshot, search: search.engine }),
        model: undefined,
        workspaces: createTempWorkspaceFactory({ installer }),
        rungs: [],
        clock: systemClock,
        progress: () => undefined,
      },
    );
    const ms = performance.now() - started;
    times.push(ms);
    const ok = result.status === 'verified';
    if (ok) passed += 1;
    const resources = [
      ...new Set(
        [...(result.files.find((f) => f.path === 'index.ts')?.content ?? '').matchAll(/new ([\w.]+)\(/g)].map(
          (m) => m[1],
        ),
      ),
    ];
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${text.padEnd(50)} ${ms.toFixed(0).padStart(6)} ms  ${result.failure?.message ?? resources.join(', ')}`,
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\noffline composer: ${passed}/${REQUESTS.length} programs typecheck; median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms per request (first includes the cold typecheck)`,
  );
}
