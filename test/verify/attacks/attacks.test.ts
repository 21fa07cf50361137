import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runLadder } from '../../../src/verify/ladder.js';
import { createMockRung, runMockCheck, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';
import { requireSandbox } from '../../support/sandbox.js';
import { projectDirWithProviders } from '../helpers.js';
import { loadAwsSnapshot } from '../mock/support.js';
import { ATTACKS, type Attack } from './corpus.js';

const SECRET = `planted-secret-${Math.random().toString(36).slice(2)}`;
const MARKER = `pulumi-gen-attack-${Math.random().toString(36).slice(2)}`;

let hostDir: string;
let secretFile: string;
let listener: Server;
let port = 0;
const received: string[] = [];
let connections = 0;
let project: { dir: string; dispose: () => void };
let deps: MockRunDeps;

beforeAll(async () => {
  hostDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-attack-host-'));
  secretFile = join(hostDir, 'secret.txt');
  writeFileSync(secretFile, SECRET);
  process.env['PULUMI_GEN_ATTACK_SECRET'] = SECRET;
  listener = createServer((socket) => {
    connections += 1;
    socket.on('data', (chunk: Buffer) => received.push(chunk.toString('utf8')));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
  project = projectDirWithProviders();
  writeFileSync(join(project.dir, 'Pulumi.yaml'), 'name: attacked\nruntime: nodejs\n');
  deps = {
    snapshot: loadAwsSnapshot(),
    nodePath: process.execPath,
    sandbox: await requireSandbox(),
    memoryBytes: 1024 ** 3,
    timeLimitMs: 20_000,
  };
});

afterAll(() => {
  delete process.env['PULUMI_GEN_ATTACK_SECRET'];
  listener.close();
  rmSync(hostDir, { recursive: true, force: true });
  project.dispose();
});

function programOf(attack: Attack): Map<string, string> {
  const source = attack.source
    .replaceAll('__SECRET_FILE__', secretFile)
    .replaceAll('__OUT_FILE__', join(hostDir, 'escaped.txt'))
    .replaceAll('__HOST_DIR__', hostDir)
    .replaceAll('__PORT__', String(port))
    .replaceAll('__MARKER__', MARKER);
  return new Map([['index.ts', source]]);
}

/** Processes whose argv carries the marker: anything an attack left running. */
function survivors(): string[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(MARKER);
      } catch {
        return false;
      }
    });
}

/** The host is as it was: no file written, no connection, nothing left running, the secret nowhere. */
async function expectHostUntouched(projectFiles: readonly string[], report: unknown): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(readdirSync(hostDir)).toEqual(['secret.txt']);
  expect(readdirSync(project.dir).sort()).toEqual([...projectFiles].sort());
  expect(existsSync(`/tmp/pulumi-gen-attack-${MARKER}`)).toBe(false);
  expect(connections).toBe(0);
  expect(received.join('')).not.toContain(SECRET);
  expect(survivors()).toEqual([]);
  expect(JSON.stringify(report)).not.toContain(SECRET);
}

describe('the attack corpus', () => {
  it('has at least 25 programs', () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(25);
  });
});

describe('attacks through the real ladder (gate, typecheck, sandboxed mock run)', () => {
  it.each(ATTACKS.map((attack) => [attack.name, attack] as const))(
    '%s: never verified, host untouched',
    async (_name, attack) => {
      const before = readdirSync(project.dir);
      const result = await runLadder(programOf(attack).get('index.ts') ?? '', {
        typechecker: createTypechecker({ projectDir: project.dir }),
        rungs: [createMockRung(deps)],
        writeProgram: (program) => {
          writeFileSync(join(project.dir, 'index.ts'), program);
          return Promise.resolve();
        },
        context: { projectDir: project.dir, config: {} },
        clock: { now: () => 0 },
        progress: () => undefined,
        maxRepairs: 0,
      });
      rmSync(join(project.dir, 'index.ts'), { force: true });
      const verified = result.outcomes.every((o) => o.status === 'passed' || o.status === 'fixed');
      expect(
        verified,
        JSON.stringify(result.outcomes.map((o) => [o.rung, o.status, o.findings[0]?.message])),
      ).toBe(false);
      await expectHostUntouched(before, result.outcomes);
    },
    60_000,
  );
});

describe('escapes and blinding tricks straight through the sandboxed mock runner (no gate, no typecheck)', () => {
  it.each(ATTACKS.filter((attack) => attack.execute).map((attack) => [attack.name, attack] as const))(
    '%s: the sandbox alone holds',
    async (_name, attack) => {
      const before = readdirSync(project.dir);
      const report = await runMockCheck(deps, programOf(attack), { projectDir: project.dir, config: {} });
      expect(report.sandbox).toMatch(/^(bwrap|unshare|sudo unshare|docker)/);
      if (attack.blinds === true) {
        // The parent recorded what the program really registered: the broken part still shows.
        expect(
          report.findings.filter((finding) => finding.severity === 'error'),
          JSON.stringify(report.findings),
        ).not.toEqual([]);
      }
      await expectHostUntouched(before, report);
    },
    60_000,
  );
});
