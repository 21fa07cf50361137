import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Plan } from '../../../src/plan/types.js';
import { selectSandbox } from '../../../src/sandbox/select-sandbox.js';
import type { SandboxChoice } from '../../../src/sandbox/types.js';
import { createIntentRung } from '../../../src/verify/intent/intent-rung.js';
import { runLadder } from '../../../src/verify/ladder.js';
import { createMockRung, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import { createPolicyRung } from '../../../src/verify/policy/policy-rung.js';
import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';
import type { Rung, RungCheck, RungContext, RungName } from '../../../src/verify/types.js';
import { projectDirWithProviders } from '../helpers.js';
import { loadAwsSnapshot } from '../mock/support.js';
import { VERDICT_ATTACKS, type VerdictAttack } from './verdict-corpus.js';

const SECRET = `planted-secret-${Math.random().toString(36).slice(2)}`;
const MARKER = `pulumi-gen-verdict-${Math.random().toString(36).slice(2)}`;

/** The plan the intent rung holds every attack to: the one resource each program pretends to declare. */
function planFor(attack: VerdictAttack): Plan {
  const token = attack.planned ?? 'aws:s3/bucket:Bucket';
  return {
    components: [
      { id: 'main', role: 'main', token, origin: 'request', count: 1, values: [], alternatives: [] },
    ],
    relations: [],
    config: [],
    source: 'offline',
    notes: [],
  };
}

/** The rungs after typecheck, as the CLI runs them: the sandboxed mock run, intent and the baseline policies. */
function rungsOf(deps: MockRunDeps): Rung[] {
  return [
    createMockRung(deps),
    createIntentRung(),
    createPolicyRung({ mode: 'mandatory', packDirs: [], sandbox: deps.sandbox, nodePath: process.execPath }),
  ];
}

/**
 * The verdict corpus under one sandbox kind: every attack through the real ladder (gate, typecheck, mock run,
 * intent, policy) when `ladder` is set, and every executing attack straight through the rungs (no gate, no
 * typecheck), which must fail too: the run's own record, not the gate, is what holds. The host must stay
 * untouched either way.
 */
export function verdictSuite(kind: 'bwrap' | 'unshare', ladder: boolean): void {
  let hostDir: string;
  let secretFile: string;
  let listener: Server;
  let port = 0;
  const received: string[] = [];
  let connections = 0;
  let project: { dir: string; dispose: () => void };
  let choice: SandboxChoice;
  let deps: MockRunDeps;

  beforeAll(async () => {
    hostDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-verdict-host-'));
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
    // An unprivileged child (unshare drops to the caller's or a nobody uid) must be able to enter it.
    chmodSync(project.dir, 0o755);
    writeFileSync(join(project.dir, 'Pulumi.yaml'), 'name: attacked\nruntime: nodejs\n');
    choice = await selectSandbox(kind, {
      pathEnv: process.env['PATH'] ?? '',
      identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    });
    if (choice.kind !== 'ready') {
      console.log(`verdict attacks under ${kind}: skipped, ${choice.reason}`);
    }
    deps = {
      snapshot: loadAwsSnapshot(),
      nodePath: process.execPath,
      sandbox: choice,
      memoryBytes: 1024 ** 3,
      timeLimitMs: 15_000,
    };
  });

  afterAll(() => {
    delete process.env['PULUMI_GEN_ATTACK_SECRET'];
    listener.close();
    rmSync(hostDir, { recursive: true, force: true });
    project.dispose();
  });

  function sourceOf(attack: VerdictAttack): string {
    return attack.source
      .replaceAll('__SECRET_FILE__', secretFile)
      .replaceAll('__OUT_FILE__', join(hostDir, 'escaped.txt'))
      .replaceAll('__HOST_DIR__', hostDir)
      .replaceAll('__PORT__', String(port))
      .replaceAll('__MARKER__', MARKER);
  }

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

  async function expectHostUntouched(projectFiles: readonly string[], report: unknown): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readdirSync(hostDir)).toEqual(['secret.txt']);
    expect(readdirSync(project.dir).sort()).toEqual([...projectFiles].sort());
    expect(existsSync(join(hostDir, 'escaped.txt'))).toBe(false);
    expect(connections).toBe(0);
    expect(received.join('')).not.toContain(SECRET);
    expect(survivors()).toEqual([]);
    expect(JSON.stringify(report)).not.toContain(SECRET);
  }

  const ready = (): boolean => choice.kind === 'ready';

  describe(`verdict attacks (issue 24) under ${kind}`, () => {
    it('covers every class with several programs', () => {
      for (const issueClass of [1, 2, 3, 4] as const) {
        expect(VERDICT_ATTACKS.filter((a) => a.issueClass === issueClass).length).toBeGreaterThanOrEqual(3);
      }
    });

    if (ladder) {
      it.each(VERDICT_ATTACKS.map((attack) => [attack.name, attack] as const))(
        'the ladder: %s is never verified, the host untouched',
        async (_name, attack) => {
          if (!ready()) return;
          const before = readdirSync(project.dir);
          const result = await runLadder(sourceOf(attack), {
            typechecker: createTypechecker({ projectDir: project.dir }),
            rungs: rungsOf(deps),
            writeProgram: (program) => {
              writeFileSync(join(project.dir, 'index.ts'), program);
              return Promise.resolve();
            },
            context: { projectDir: project.dir, config: {}, plan: planFor(attack) },
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
        90_000,
      );
    }

    it.each(VERDICT_ATTACKS.filter((a) => a.execute).map((attack) => [attack.name, attack] as const))(
      'straight through the rungs (no gate, no typecheck): %s fails, the host untouched',
      async (_name, attack) => {
        if (!ready()) return;
        const before = readdirSync(project.dir);
        const program = new Map([['index.ts', sourceOf(attack)]]);
        const context: RungContext = { projectDir: project.dir, config: {}, plan: planFor(attack) };
        const earlier = new Map<RungName, RungCheck>();
        for (const rung of rungsOf(deps)) {
          earlier.set(rung.name, await rung.check(program, context, earlier));
        }
        const checks = [...earlier.entries()];
        expect(
          checks.some(([, check]) => check.kind === 'failed'),
          JSON.stringify(
            checks.map(([name, check]) => [name, check.kind, 'findings' in check ? check.findings : []]),
          ),
        ).toBe(true);
        await expectHostUntouched(before, checks);
      },
      90_000,
    );
  });
}
