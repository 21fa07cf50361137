import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliForTest, testEnvironment } from '../../support/cli.js';
import type { CliEnvironment } from '../../../src/cli/environment.js';
import { buildSmallSnapshot, tempDir, removeTempDirs } from '../../snapshot/build-fixture.js';

let env: CliEnvironment;

afterAll(removeTempDirs);

beforeAll(async () => {
  const { outDir } = await buildSmallSnapshot();
  env = testEnvironment({ snapshotDir: outDir });
});

describe('pulumi-gen registry', () => {
  it('ls --json prints one JSON line per record', async () => {
    const run = await runCliForTest(['registry', 'ls', '--json'], env);
    expect(run.code).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, string>);
    expect(lines.length).toBeGreaterThan(15);
    expect(lines).toContainEqual({
      token: 'tls:index/getCertificate:getCertificate',
      tsName: 'tls.getCertificate',
      kind: 'function',
      provider: 'tls',
      module: 'index',
    });
    expect(Object.keys(lines[0] ?? {})).toEqual(['token', 'tsName', 'kind', 'provider', 'module']);
  });

  it('ls filters by provider and kind, and rejects unknown ones', async () => {
    const functions = await runCliForTest(['registry', 'ls', '--provider', 'tls', '--kind', 'function'], env);
    expect(functions.stdout).toContain('tls.getPublicKey');
    expect(functions.stdout).not.toContain('tls.PrivateKey');
    const badKind = await runCliForTest(['registry', 'ls', '--kind', 'datasource'], env);
    expect(badKind.code).toBe(2);
    const badProvider = await runCliForTest(['registry', 'ls', '--provider', 'aws'], env);
    expect(badProvider).toMatchObject({
      code: 1,
      stderr: "pulumi-gen: unknown provider 'aws'; the snapshot has: random, tls\n",
    });
  });

  it('show prints the summary, an inputs table with required flags and valid values, and an example', async () => {
    const run = await runCliForTest(['registry', 'show', 'tls.PrivateKey'], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('token:   tls:index/privateKey:PrivateKey');
    expect(run.stdout).toMatch(
      /^ {2}algorithm\s+yes\s+pulumi\.Input<string>\s+one of: RSA, ECDSA, ED25519\./m,
    );
    expect(run.stdout).toContain('Example:');
  });

  it('show lists the fields of the nested input types the inputs reference', async () => {
    const run = await runCliForTest(['registry', 'show', 'tls.CertRequest'], env);
    expect(run.stdout).toMatch(/^inputs\.CertRequestSubject:\n\s+NAME\s+REQ\s+TYPE\s+DOC\n/m);
    expect(run.stdout).toMatch(/^ {2}commonName\s+pulumi\.Input<string/m);
  });

  it('show --json prints the whole record', async () => {
    const run = await runCliForTest(['registry', 'show', 'random:index/randomPet:RandomPet', '--json'], env);
    const record = JSON.parse(run.stdout) as { tsName: string; examples: unknown[] };
    expect(record.tsName).toBe('random.RandomPet');
    expect(record.examples.length).toBeGreaterThan(0);
  });

  it('suggests the nearest names for an unknown one', async () => {
    const run = await runCliForTest(['registry', 'show', 'random.RandomPasword'], env);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(
      "no resource or function 'random.RandomPasword' in the snapshot (did you mean 'random.RandomPassword'",
    );
  });

  it('says how to fix a missing snapshot', async () => {
    const run = await runCliForTest(
      ['registry', 'ls'],
      testEnvironment({ snapshotDir: join(tempDir('none'), 'x') }),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("run 'pulumi-gen snapshot build'");
  });
});
