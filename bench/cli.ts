/**
 * "From a fresh clone on Node 22: clone → first verified program → Pulumi.dev.yaml + next-step commands in
 * under 60 s of wall time, excluding npm ci" (issue 28). A fresh clone, `npm ci`, Node 22 from the npm
 * registry, then the README's first command run on Node 22 with a stopwatch: its project written with
 * Pulumi.dev.yaml and a report that ends with the next steps. Also the npm tarball size.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../src/shared/paths.js';
import { freshClone, installNode22, timed } from './support/fresh-clone.js';

const REQUEST = 'an S3 bucket with versioning';

export async function run(): Promise<void> {
  const pack = execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: packageRoot(), encoding: 'utf8' });
  const [tarball] = JSON.parse(pack) as { size: number; unpackedSize: number; entryCount: number }[];
  if (tarball !== undefined) {
    console.log(
      `npm tarball: ${(tarball.size / 1e6).toFixed(1)} MB packed, ${(tarball.unpackedSize / 1e6).toFixed(1)} MB unpacked, ${tarball.entryCount} files`,
    );
  }
  const clone = freshClone();
  try {
    const tools = join(clone.dir, '..', 'node22');
    mkdirSync(tools);
    const node22 = installNode22(tools);
    const args = [join(clone.dir, 'bin', 'pulumi-gen.js'), REQUEST, '--preview', 'off'];
    const first = timed(node22, args, clone.dir);
    const second = timed(node22, [...args, '--out', 'second'], clone.dir);
    const stackFile = existsSync(join(clone.dir, 'pulumi-gen-out', 'Pulumi.dev.yaml'));
    const next = /\nnext:\n(?: {2}.+\n)+$/.exec(first.stdout)?.[0].trim().split('\n').slice(1) ?? [];
    const verified = first.status === 0 && first.stdout.includes('✔ verified');
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`node ${timed(node22, ['--version'], clone.dir).stdout.trim()} (from the npm registry)`);
    console.log(
      `git clone ${s(clone.ms.clone)}, npm ci ${s(clone.ms['npm ci'])} (excluded), build ${clone.ms.build === 0 ? 'not needed: dist/ is fresh' : `${s(clone.ms.build)} (dist/ on this branch is stale: the lead rebuilds it)`}`,
    );
    console.log(
      `first run ${s(first.ms)} (exit ${first.status}, ${verified ? 'verified' : 'NOT verified'}), second run ${s(second.ms)}`,
    );
    console.log(
      `Pulumi.dev.yaml written: ${stackFile ? 'yes' : 'NO'}; next steps printed: ${next.length > 0 ? next.join(' ; ') : 'NONE'}`,
    );
    const total = clone.ms.clone + first.ms;
    console.log(
      `clone → first verified program → Pulumi.dev.yaml + next steps: ${s(total)} excluding npm ci${clone.ms.build > 0 ? ' and the build' : ''} (target < 60 s: ${total < 60_000 && verified && stackFile && next.length > 0 ? 'met' : 'NOT met'})`,
    );
  } finally {
    clone.remove();
  }
}
