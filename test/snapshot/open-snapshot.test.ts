import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractProvider } from '../../src/snapshot/extract-provider.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { packageRoot } from '../../src/shared/paths.js';
import { buildSmallSnapshot, tempDir, removeTempDirs } from './build-fixture.js';

let outDir: string;

afterAll(removeTempDirs);

beforeAll(async () => {
  ({ outDir } = await buildSmallSnapshot());
});

function copyOfSnapshot(): string {
  const copy = join(tempDir('copy'), 'registry-snapshot');
  cpSync(outDir, copy, { recursive: true });
  return copy;
}

describe('openSnapshot', () => {
  it('round-trips every record the extractor produced', () => {
    const snapshot = openSnapshot(outDir);
    const extracted = extractProvider({
      name: 'tls',
      packageName: '@pulumi/tls',
      version: '5.6.1',
      dir: join(packageRoot(), 'node_modules', '@pulumi', 'tls'),
    });
    const loaded = snapshot.list({ provider: 'tls' });
    expect(JSON.parse(JSON.stringify(loaded))).toEqual(JSON.parse(JSON.stringify(extracted.records)));
    expect(snapshot.shard('tls').types.size).toBe(extracted.types.length);
  });

  it('looks records up by token or TS name and lists by provider and kind', () => {
    const snapshot = openSnapshot(outDir);
    expect(snapshot.providers).toEqual(['random', 'tls']);
    expect(snapshot.get('random.RandomPet')).toBe(snapshot.get('random:index/randomPet:RandomPet'));
    expect(snapshot.get('pulumi:providers:tls')?.tsName).toBe('tls.Provider');
    expect(snapshot.get('aws.s3.Bucket')).toBeUndefined();
    expect(snapshot.list({ provider: 'random', kind: 'function' })).toEqual([]);
    expect(snapshot.list().length).toBe(
      snapshot.list({ provider: 'random' }).length + snapshot.list({ provider: 'tls' }).length,
    );
  });

  it('loads a provider shard only when it is used', () => {
    const copy = copyOfSnapshot();
    rmSync(join(copy, 'providers', 'tls'), { recursive: true });
    const snapshot = openSnapshot(copy);
    expect(snapshot.get('random.RandomId')?.token).toBe('random:index/randomId:RandomId');
    expect(() => snapshot.get('tls.PrivateKey')).toThrow(
      `snapshot file ${join(copy, 'providers/tls/records.json.br')} is missing; run 'pulumi-gen snapshot build' or restore the file from git`,
    );
  });

  it('names the corrupt file and the fix when a checksum does not match', () => {
    const copy = copyOfSnapshot();
    const path = join(copy, 'providers', 'random', 'records.json.br');
    const data = readFileSync(path);
    data[10] = (data[10] ?? 0) ^ 0xff;
    writeFileSync(path, data);
    const snapshot = openSnapshot(copy);
    expect(() => snapshot.shard('random')).toThrow(
      `snapshot file ${path} is corrupt (checksum mismatch); run 'pulumi-gen snapshot build' or restore the file from git`,
    );
    expect(() => snapshot.readDataFile('providers/random/nope.br')).toThrow(/is not listed in/);
  });

  it('explains a missing snapshot folder or manifest and an unknown provider', () => {
    expect(() => openSnapshot(join(tempDir('empty'), 'nothing'))).toThrow(
      /no registry snapshot at .*nothing \(manifest.json is missing\); run 'pulumi-gen snapshot build'/,
    );
    expect(() => openSnapshot(outDir).shard('aws')).toThrow(
      "unknown provider 'aws'; the snapshot has: random, tls",
    );
  });
});
