/**
 * `npm run bench -- attacks-host`: the host and the parent under the attacks of issue 24 (items 6, 7, 10),
 * each measured in a fresh process (bench/support/host-attack-child.ts) with the real limits: every host
 * attack program through the sandboxed mock run under bubblewrap and under unshare, pathological types
 * through the isolated typechecker, and a tree 22,000 levels deep through the run-dir removal.
 * Figures (the issue's): no run leaves more than a few MB on the host or uses more than the disk cap; the
 * parent's peak memory stays under 1 GB; every run ends within its wall-clock limit plus 10 s.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';

import { DEFAULT_DISK_BYTES } from '../src/sandbox/disk-cap.js';
import { DEFAULT_TYPECHECK_TIME_LIMIT_MS } from '../src/verify/typecheck/isolated-typechecker.js';
import { HOST_ATTACKS } from '../test/verify/attacks/host-attacks.js';

const CHILD = resolve('bench/support/host-attack-child.ts');
const MiB = 1024 ** 2;
const GiB = 1024 ** 3;

function measure(args: string[]): Record<string, unknown> {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CHILD, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * MiB,
  });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return {
      error: `exit ${run.status ?? run.signal}: ${run.stderr.trim().split('\n').slice(-3).join(' ')}`,
    };
  }
}

const mib = (bytes: unknown): string => `${(Number(bytes) / MiB).toFixed(1)} MiB`;
const ok = (pass: boolean): string => (pass ? 'ok' : 'FAIL');

export async function run(): Promise<void> {
  console.log(
    `disk cap of a mock run: ${DEFAULT_DISK_BYTES / MiB} MiB per tmpfs (scratch, /tmp) and for the result file`,
  );
  let worst = { hostLeft: 0, hostPeak: 0, rss: 0, over: -Infinity };
  for (const kind of ['bwrap', 'unshare']) {
    for (const [index, attack] of HOST_ATTACKS.entries()) {
      const m = measure(['mock', String(index), kind]);
      if (typeof m['skipped'] === 'string' || typeof m['error'] === 'string') {
        console.log(`${kind.padEnd(8)} ${attack.name}: ${String(m['skipped'] ?? m['error'])}`);
        continue;
      }
      const over = Number(m['ms']) - Number(m['limitMs']);
      worst = {
        hostLeft: Math.max(worst.hostLeft, Number(m['leftBytes'])),
        hostPeak: Math.max(worst.hostPeak, Number(m['peakHostBytes'])),
        rss: Math.max(worst.rss, Number(m['maxRssBytes'])),
        over: Math.max(worst.over, over),
      };
      console.log(
        `${kind.padEnd(8)} ${attack.name.padEnd(58)} ${(Number(m['ms']) / 1000).toFixed(1).padStart(5)} s` +
          `  host peak ${mib(m['peakHostBytes']).padStart(9)}  left ${mib(m['leftBytes']).padStart(7)}` +
          `  parent peak RSS ${mib(m['maxRssBytes']).padStart(10)}  findings ${JSON.stringify(m['findings'])}`,
      );
    }
  }
  const typecheck = measure(['typecheck']);
  console.log(
    `typecheck: pathological types stopped after ${(Number(typecheck['ms']) / 1000).toFixed(1)} s ` +
      `(limit ${DEFAULT_TYPECHECK_TIME_LIMIT_MS / 1000} s, ${String(typecheck['limit'])}); parent peak RSS ${mib(typecheck['maxRssBytes'])}`,
  );
  const removal = measure(['remove', '22000']);
  console.log(
    `removal: a tree ${String(removal['levels'])} levels deep (${mib(removal['bytes'])}) removed in ${String(removal['ms'])} ms: ${JSON.stringify(removal['outcome'])}`,
  );
  const typecheckOver = Number(typecheck['ms']) - DEFAULT_TYPECHECK_TIME_LIMIT_MS;
  const rss = Math.max(worst.rss, Number(typecheck['maxRssBytes']), Number(removal['maxRssBytes']));
  console.log('\nfigures');
  console.log(
    `  most left on the host after a run:  ${mib(worst.hostLeft)} (a few MB at most): ${ok(worst.hostLeft <= 4 * MiB)}`,
  );
  console.log(
    `  most on the host during a run:      ${mib(worst.hostPeak)} (cap ${DEFAULT_DISK_BYTES / MiB} MiB): ${ok(worst.hostPeak <= DEFAULT_DISK_BYTES)}`,
  );
  console.log(`  parent peak memory:                 ${mib(rss)} (under 1 GB): ${ok(rss < GiB)}`);
  console.log(
    `  longest past its limit:             ${(Math.max(worst.over, typecheckOver) / 1000).toFixed(1)} s (10 s at most): ${ok(Math.max(worst.over, typecheckOver) <= 10_000)}`,
  );
  console.log(
    `  22,000-deep tree removed:           ${ok((removal['outcome'] as { kind?: string })?.kind === 'removed')}`,
  );
  console.log(`load average while measuring: ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`);
}
