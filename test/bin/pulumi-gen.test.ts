import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const bin = join(root, 'bin', 'pulumi-gen.js');

/** A Node older than the engines minimum on this machine (the system Node of many distributions), if any. */
function olderNode(): string | undefined {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
    if (major < 22 || (major === 22 && minor < 12)) return candidate;
  }
  return undefined;
}

describe('bin/pulumi-gen.js', () => {
  const old = olderNode();
  it.skipIf(old === undefined)(
    'on a Node older than package.json engines says what is needed in one line, and nothing else runs',
    () => {
      const run = spawnSync(old!, [bin, 'a bucket', '--dry-run'], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        /^pulumi-gen: needs Node\.js 22\.12 or newer, and this is v\d+\.\d+\.\d+; install Node\.js 22 or 24 \(https:\/\/nodejs\.org, or 'nvm install 24'\)\n$/,
      );
    },
  );
  if (old === undefined) console.log('skipped the old-Node check: no Node older than 22.12 on this machine');

  it('on this Node runs the CLI', () => {
    const run = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
