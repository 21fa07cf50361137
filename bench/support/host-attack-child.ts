/**
 * One measurement of `npm run bench -- attacks-host`, in a process of its own so that its peak memory (max
 * RSS) is this attack's alone. Prints one JSON line.
 *
 *   host-attack-child.ts mock <attack index> <sandbox kind>
 *   host-attack-child.ts typecheck
 *   host-attack-child.ts remove <levels>
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { selectSandbox } from '../../src/sandbox/select-sandbox.js';
import type { SandboxKind } from '../../src/sandbox/types.js';
import { removeTree } from '../../src/shared/remove-tree.js';
import { DEFAULT_MOCK_TIME_LIMIT_MS, runMockCheck } from '../../src/verify/mock/mock-rung.js';
import { createIsolatedTypechecker } from '../../src/verify/typecheck/isolated-typechecker.js';
import { HOST_ATTACKS, PATHOLOGICAL_TYPES } from '../../test/verify/attacks/host-attacks.js';
import { projectDirWithProviders } from '../../test/verify/helpers.js';
import { loadAwsSnapshot } from '../../test/verify/mock/support.js';

/** Bytes a folder takes on the host's disk (allocated blocks), walked without recursion. */
function hostBytes(root: string): number {
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      try {
        const stat = lstatSync(join(dir, name));
        total += stat.blocks * 512;
        if (stat.isDirectory()) stack.push(join(dir, name));
      } catch {
        // gone meanwhile
      }
    }
  }
  return total;
}

const maxRssBytes = (): number => process.resourceUsage().maxRSS * 1024;

async function mock(index: number, kind: SandboxKind): Promise<object> {
  const attack = HOST_ATTACKS[index]!;
  const sandbox = await selectSandbox(kind, {
    pathEnv: process.env['PATH'] ?? '',
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
  });
  if (sandbox.kind !== 'ready') return { attack: attack.name, skipped: sandbox.reason };
  const project = projectDirWithProviders();
  chmodSync(project.dir, 0o755);
  const tempDir = mkdtempSync(join(tmpdir(), 'pg-bench-'));
  let peakHostBytes = 0;
  const poll = setInterval(() => (peakHostBytes = Math.max(peakHostBytes, hostBytes(tempDir))), 100);
  try {
    const report = await runMockCheck(
      { snapshot: loadAwsSnapshot(), nodePath: process.execPath, sandbox },
      new Map([['index.ts', attack.source]]),
      { projectDir: project.dir, config: {} },
    );
    clearInterval(poll);
    return {
      attack: attack.name,
      sandbox: report.sandbox,
      ms: Math.round(report.durationMs),
      limitMs: DEFAULT_MOCK_TIME_LIMIT_MS,
      findings: report.findings.filter((f) => f.severity === 'error').map((f) => f.code),
      peakHostBytes,
      leftBytes: hostBytes(tempDir),
      maxRssBytes: maxRssBytes(),
    };
  } finally {
    clearInterval(poll);
    rmSync(tempDir, { recursive: true, force: true });
    project.dispose();
  }
}

async function typecheck(): Promise<object> {
  const project = projectDirWithProviders();
  const typechecker = createIsolatedTypechecker({ projectDir: project.dir });
  try {
    const started = performance.now();
    const [diagnostic] = await typechecker.check(PATHOLOGICAL_TYPES);
    return {
      ms: Math.round(performance.now() - started),
      limit: diagnostic?.limit,
      message: diagnostic?.message,
      maxRssBytes: maxRssBytes(),
    };
  } finally {
    typechecker.dispose();
    project.dispose();
  }
}

/** A tree `levels` deep (past PATH_MAX, built by walking into it), removed by {@link removeTree}. */
function remove(levels: number): object {
  const root = mkdtempSync(join(tmpdir(), 'pg-bench-deep-'));
  const previous = process.cwd();
  const block = Buffer.alloc(64 * 1024, 1);
  process.chdir(root);
  for (let level = 0; level < levels; level++) {
    mkdirSync('d');
    process.chdir('d');
    if (level % 100 === 0) writeFileSync('f', block);
  }
  process.chdir(previous);
  const bytes = hostBytes(root);
  const started = performance.now();
  const outcome = removeTree(root);
  return { levels, bytes, ms: Math.round(performance.now() - started), outcome, maxRssBytes: maxRssBytes() };
}

const [mode, a, b] = process.argv.slice(2);
const result =
  mode === 'mock'
    ? await mock(Number(a), (b ?? 'bwrap') as SandboxKind)
    : mode === 'typecheck'
      ? await typecheck()
      : remove(Number(a ?? 22000));
console.log(JSON.stringify(result));
