import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPolicyRung } from '../../../src/verify/policy/policy-rung.js';
import { REPO_NODE_MODULES } from '../helpers.js';
import { afterMock, registered } from '../policy/support.js';
import { attackSandboxes, setHostTraps, type HostTraps } from './host-traps.js';
import { PACK_ATTACKS, type PackAttack } from './policy-pack-corpus.js';

const SANDBOXES = await attackSandboxes();
const RESOURCES = [registered('aws:s3/bucket:Bucket', 'site', { tags: { env: 'dev' } })];

let traps: HostTraps;
const dirs: string[] = [];
beforeAll(async () => {
  traps = await setHostTraps();
});
afterAll(() => {
  traps.close();
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function packDir(attack: PackAttack): string {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-hostile-pack-'));
  dirs.push(dir);
  // Readable as a repository checkout is: `unshare` run as root drops the child to an unprivileged user.
  chmodSync(dir, 0o755);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'hostile', version: '1.0.0', main: 'index.js' }),
  );
  writeFileSync(join(dir, 'index.js'), traps.fill(attack.source));
  symlinkSync(REPO_NODE_MODULES, join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('the hostile policy pack corpus', () => {
  it('has a program for each way a pack can reach the host or forge its result', () => {
    expect(PACK_ATTACKS.length).toBeGreaterThanOrEqual(15);
  });
});

for (const { name, choice } of SANDBOXES) {
  describe(`hostile repository policy packs under ${name}`, () => {
    if (name === 'bwrap' && choice.kind !== 'ready') {
      it('needs bubblewrap', () => {
        throw new Error(`${choice.kind === 'unavailable' ? choice.reason : ''}: apt-get install bubblewrap`);
      });
    }
    it.skipIf(choice.kind !== 'ready').each(PACK_ATTACKS.map((attack) => [attack.name, attack] as const))(
      '%s: never passes, gets nothing of the host',
      async (_name, attack) => {
        const started = performance.now();
        const timeLimitMs = attack.timeLimitMs ?? 30_000;
        const rung = createPolicyRung({
          mode: 'mandatory',
          packDirs: [packDir(attack)],
          sandbox: choice,
          nodePath: process.execPath,
          packTimeLimitMs: timeLimitMs,
        });
        const check = await rung.check(new Map(), { projectDir: '.', config: {} }, afterMock(RESOURCES));
        const errors = check.kind === 'failed' ? check.findings.filter((f) => f.severity === 'error') : [];
        expect(check.kind, JSON.stringify(check)).toBe('failed');
        if (attack.expect === 'loot') {
          // The pack ran and said what it got: nothing secret, and only the environment the rung gave it.
          expect(errors.map((f) => f.code)).toEqual(['policy/loot']);
          expect(errors[0]?.message).not.toContain('PULUMI_GEN_ATTACK_SECRET');
        } else {
          expect(errors.length).toBeGreaterThan(0);
          expect(errors.every((f) => f.code === 'policy-pack-error' || f.code === 'policy-crashed')).toBe(
            true,
          );
          expect(errors[0]?.message).toMatch(attack.reason ?? /./);
        }
        expect(await traps.breaches(check)).toEqual([]);
        expect(performance.now() - started).toBeLessThan(timeLimitMs + 10_000);
      },
      90_000,
    );
  });
}
