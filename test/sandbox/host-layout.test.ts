import { existsSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readHostLayout, readOnlyBinds, type HostLayout } from '../../src/sandbox/host-layout.js';
import type { SandboxRequest } from '../../src/sandbox/types.js';

describe('readHostLayout', () => {
  it('lists the system paths this host has, with their symlink targets, and the network files', () => {
    const host = readHostLayout();
    expect(host.system.map((mount) => mount.path)).toContain('/usr');
    for (const mount of host.system) {
      expect(lstatSync(mount.path).isSymbolicLink()).toBe(mount.symlinkTarget !== undefined);
    }
    expect(host.network.every((path) => existsSync(path))).toBe(true);
    expect(host.network.every((path) => path.startsWith('/etc/'))).toBe(true);
  });
});

describe('readOnlyBinds', () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'pulumi-gen-binds-')));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const dir of ['node/bin', 'project/lib', 'store/pkg', 'run'])
    mkdirSync(join(root, dir), { recursive: true });
  symlinkSync(join(root, 'store'), join(root, 'project', 'node_modules'));
  const host: HostLayout = { system: [{ path: '/usr' }], network: [] };
  const request = (readOnlyPaths: string[], writablePaths: string[] = []) =>
    ({
      command: join(root, 'node', 'bin', 'node'),
      args: [],
      cwd: join(root, 'run'),
      env: {},
      runDir: join(root, 'run'),
      scratchDir: join(root, 'run', 'tmp'),
      diskBytes: 1,
      resultFiles: [],
      readOnlyPaths,
      writablePaths,
      network: 'none',
      memoryBytes: 1,
      pidsLimit: 1,
      timeoutMs: 1,
    }) as SandboxRequest;

  it('binds the executable’s folder and the named paths at their real paths, once each', () => {
    expect(
      readOnlyBinds(request([join(root, 'project', 'node_modules'), join(root, 'project')]), host),
    ).toEqual([join(root, 'node', 'bin'), join(root, 'project'), join(root, 'store')]);
  });

  it('leaves out what is already visible: below another bind, the system, the run or a writable path', () => {
    expect(
      readOnlyBinds(
        request(
          [
            join(root, 'project', 'lib'),
            join(root, 'project'),
            '/usr/share',
            join(root, 'run'),
            join(root, 'store', 'pkg'),
            join(root, 'missing'),
          ],
          [join(root, 'store')],
        ),
        host,
      ),
    ).toEqual([join(root, 'node', 'bin'), join(root, 'project')]);
  });
});
