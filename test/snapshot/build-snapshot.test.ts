import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot, type SnapshotBuildReport } from '../../src/snapshot/build-snapshot.js';
import { createPackageSource, type PackageInstaller } from '../../src/snapshot/package-source.js';
import { pinnedVersions } from '../../src/snapshot/pinned-providers.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { Manifest, Snapshot } from '../../src/snapshot/types.js';
import { buildSmallSnapshot, refusingInstaller, tempDir, removeTempDirs } from './build-fixture.js';
import { searchIndexer } from '../../src/search/build-index.js';
import { writeProgramUsage } from '../../src/search/program-usage.js';
import { reindexSnapshot } from '../../src/search/reindex-snapshot.js';
import { shippedInputUsage } from '../../src/search/usage-file.js';
import { PROGRAM_USAGE_FILE } from '../../src/snapshot/shard-files.js';

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(root, path)).isFile())
    .map((path) => relative(root, join(root, path)))
    .sort();
}

let outDir: string;
let report: SnapshotBuildReport;
let snapshot: Snapshot;

afterAll(removeTempDirs);

beforeAll(async () => {
  ({ outDir, report } = await buildSmallSnapshot());
  snapshot = openSnapshot(outDir);
});

describe('snapshot build on the random and tls packages', () => {
  it('finds as many resources and functions in the package as it writes to the snapshot', () => {
    expect(report.providers.map((p) => p.provider)).toEqual(['random', 'tls']);
    for (const provider of report.providers) {
      expect(provider.source).toBe('node_modules');
      expect(provider.missing).toEqual([]);
      expect(provider.snapshot.resources).toBe(provider.found.resources);
      expect(provider.snapshot.functions).toBe(provider.found.functions);
    }
    const random = report.providers.find((p) => p.provider === 'random');
    expect(random?.snapshot.resources).toBeGreaterThanOrEqual(10);
  });

  it('writes a manifest with versions, counts and a checksum for every data file', () => {
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.pulumiVersion).toBe(pinnedVersions.pulumi.version);
    expect(manifest.providers['tls']).toMatchObject({
      package: '@pulumi/tls',
      version: '5.6.1',
      functions: 2,
    });
    const dataFiles = filesUnder(outDir).filter((path) => path !== 'manifest.json');
    expect(Object.keys(manifest.checksums).sort()).toEqual(dataFiles);
    expect(manifest.search).toBeTypeOf('object');
  });

  it('extracts a resource: token, TS name, summary, required flags and examples', () => {
    const record = snapshot.get('random:index/randomPassword:RandomPassword');
    expect(record).toBeDefined();
    expect(record?.tsName).toBe('random.RandomPassword');
    expect(record?.module).toBe('index');
    expect(record?.summary).toContain('cryptographic random number generator');
    expect(record?.summary).not.toMatch(/<span|<!--/);
    const length = record?.inputs.find((input) => input.name === 'length');
    expect(length).toMatchObject({ required: true, type: 'pulumi.Input<number>' });
    expect(record?.inputs.find((input) => input.name === 'special')?.required).toBe(false);
    expect(record?.inputs.find((input) => input.name === 'number')?.deprecated).toContain('numeric');
    expect(record?.outputs.map((output) => output.name)).toContain('result');
    expect(record?.examples[0]?.code).toContain('new random.RandomPassword(');
  });

  it('extracts functions once (not their Output twins) with arguments and result fields', () => {
    const functions = snapshot.list({ kind: 'function' });
    expect(functions.map((f) => f.tsName).sort()).toEqual(['tls.getCertificate', 'tls.getPublicKey']);
    const getCertificate = snapshot.get('tls.getCertificate');
    expect(getCertificate?.token).toBe('tls:index/getCertificate:getCertificate');
    expect(getCertificate?.inputs.map((input) => input.name)).toEqual(['content', 'url', 'verifyChain']);
    expect(getCertificate?.outputs.map((output) => output.name)).toContain('certificates');
    expect(getCertificate?.examples.map((example) => example.heading)).toEqual([
      'URL Usage',
      'Content Usage',
    ]);
  });

  it('parses valid values from the docs', () => {
    const algorithm = snapshot.get('tls.PrivateKey')?.inputs.find((input) => input.name === 'algorithm');
    expect(algorithm?.validValues).toEqual(['RSA', 'ECDSA', 'ED25519']);
    expect(algorithm?.validValuesComplete).toBe(true);
  });

  it('keeps nested input types that inputs reference, with their fields', () => {
    const subject = snapshot.get('tls.CertRequest')?.inputs.find((input) => input.name === 'subject');
    expect(subject?.typeRefs).toEqual(['inputs.CertRequestSubject']);
    const nested = snapshot.nestedType('tls', 'inputs.CertRequestSubject');
    expect(nested?.fields.map((field) => field.name)).toContain('commonName');
    expect(nested?.fields.every((field) => !field.required)).toBe(true);
  });

  it('is deterministic: a second build is byte-identical', async () => {
    const second = await buildSmallSnapshot();
    const files = filesUnder(outDir);
    expect(filesUnder(second.outDir)).toEqual(files);
    for (const file of files) {
      expect(readFileSync(join(second.outDir, file)).equals(readFileSync(join(outDir, file))), file).toBe(
        true,
      );
    }
  });

  it("keeps the public programs' input usage a rebuild cannot count again: the same files as a reindex", async () => {
    const { outDir: dir } = await buildSmallSnapshot();
    const program = [
      'import * as random from "@pulumi/random";',
      'const pet = new random.RandomPet("pet", { length: 3, separator: "_" });',
    ].join('\n');
    expect(writeProgramUsage(dir, [{ code: program }])).toBe(1);
    await reindexSnapshot(dir);
    const reindexed = new Map(filesUnder(dir).map((file) => [file, readFileSync(join(dir, file))]));
    expect(reindexed.has(PROGRAM_USAGE_FILE)).toBe(true);

    await buildSmallSnapshot(dir);
    expect(filesUnder(dir)).toEqual([...reindexed.keys()]);
    for (const [file, data] of reindexed) expect(readFileSync(join(dir, file)).equals(data), file).toBe(true);
    const usage = shippedInputUsage(openSnapshot(dir)).of('random:index/randomPet:RandomPet');
    expect(usage?.inputs.get('separator')).toBeGreaterThanOrEqual(1);
  });

  it('rejects an unknown provider with the pinned list', async () => {
    await expect(
      buildSnapshot({
        pinned: pinnedVersions,
        indexer: searchIndexer(),
        providers: ['randum'],
        outDir: join(tempDir('bad'), 'out'),
        packages: createPackageSource({
          searchRoots: [],
          packagesDir: tempDir('cache'),
          installer: refusingInstaller,
        }),
      }),
    ).rejects.toThrow(/unknown provider 'randum'; pinned providers: aws, .*random/);
  });

  it('installs a version that node_modules lacks into the cache, keyed by package@version', async () => {
    const calls: { spec: string; dir: string }[] = [];
    const installer: PackageInstaller = {
      install: (spec, dir) => {
        calls.push({ spec, dir });
        return Promise.resolve();
      },
    };
    const packagesDir = tempDir('cache');
    const source = createPackageSource({ searchRoots: [process.cwd()], packagesDir, installer });
    await expect(
      source.locate({ name: 'random', package: '@pulumi/random', version: '0.0.1' }),
    ).rejects.toThrow(/gave version none/);
    expect(calls).toEqual([{ spec: '@pulumi/random@0.0.1', dir: join(packagesDir, 'pulumi__random@0.0.1') }]);
    expect(existsSync(join(packagesDir, 'pulumi__random@0.0.1', 'package.json'))).toBe(true);
  });
});
