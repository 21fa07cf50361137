import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { extractProvider } from '../../src/snapshot/extract-provider.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { removedMembers } from '../../src/snapshot/read-removed-members.js';
import {
  buildRemovedMembers,
  diffRemovals,
  encodeRemovedMembers,
  removedMembersProblems,
  stillRemoved,
} from '../../src/snapshot/removed-members.js';
import { pinnedVersions } from '../../src/snapshot/pinned-providers.js';
import { buildSmallSnapshot, removeTempDirs, tempDir } from './build-fixture.js';

afterAll(removeTempDirs);

/** A one-module provider package as the snapshot builder reads it: a class per resource, `.d.ts` and `.js`. */
function fixturePackage(version: string, resources: Record<string, { inputs: string[]; outputs: string[] }>) {
  const dir = join(tempDir(`tiny-${version}`), 'node_modules', '@pulumi', 'tiny');
  mkdirSync(join(dir, 'gateway'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@pulumi/tiny', version }));
  for (const [name, { inputs, outputs }] of Object.entries(resources)) {
    const file = name.charAt(0).toLowerCase() + name.slice(1);
    writeFileSync(
      join(dir, 'gateway', `${file}.d.ts`),
      [
        "import * as pulumi from '@pulumi/pulumi';",
        `/** A ${name}. */`,
        `export declare class ${name} extends pulumi.CustomResource {`,
        ...outputs.map((output) => `    readonly ${output}: pulumi.Output<string>;`),
        `    constructor(name: string, args: ${name}Args, opts?: pulumi.CustomResourceOptions);`,
        '}',
        `export interface ${name}Args {`,
        ...inputs.map((input) => `    ${input}?: pulumi.Input<string>;`),
        '}',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'gateway', `${file}.js`),
      `class ${name} extends pulumi.CustomResource {\n    static __pulumiType = 'tiny:gateway/${file}:${name}';\n}\n`,
    );
  }
  return extractProvider({ name: 'tiny', packageName: '@pulumi/tiny', version, dir });
}

describe('the removals between two majors of a provider', () => {
  const v1 = fixturePackage('1.4.0', {
    Deployment: { inputs: ['restApi', 'stageName'], outputs: ['restApi', 'stageName', 'invokeUrl'] },
    Stage: { inputs: ['stageName'], outputs: ['stageName'] },
    Model: { inputs: ['schema'], outputs: ['schema'] },
  });
  const v2 = fixturePackage('2.0.0', {
    Deployment: { inputs: ['restApi'], outputs: ['restApi'] },
    Stage: { inputs: ['stageName'], outputs: ['stageName'] },
    Model: { inputs: ['schema', 'contentType'], outputs: ['schema', 'contentType'] },
  });
  const v3 = fixturePackage('3.1.0', {
    Deployment: { inputs: ['restApi', 'stageName'], outputs: ['restApi'] },
    Stage: { inputs: ['stageName'], outputs: ['stageName'] },
  });
  const stage = (tsName: string) =>
    v3.records.filter((r) => r.tsName === 'tiny.gateway.Stage').map((r) => ({ ...r, tsName }));

  it('lists the records gone and the inputs and outputs the next version lacks, by TS name', () => {
    expect(diffRemovals(v1, v2)).toEqual({
      removedRecords: [],
      records: {
        'tiny.gateway.Deployment': { inputs: ['stageName'], outputs: ['invokeUrl', 'stageName'] },
      },
      types: {},
    });
    expect(diffRemovals(v2, v3).removedRecords).toEqual(['tiny.gateway.Model']);
    expect(diffRemovals(v2, v3).moved).toBeUndefined();
    // What a major added is no removal.
    expect(diffRemovals(v1, v2).records['tiny.gateway.Model']).toBeUndefined();
  });

  it('says where a removed record went when the next version has exactly one of that name', () => {
    const moved = diffRemovals(v3, {
      records: [
        ...v3.records.filter((r) => r.tsName !== 'tiny.gateway.Stage'),
        ...stage('tiny.routing.Stage'),
      ],
      types: [],
    });
    expect(moved.removedRecords).toEqual(['tiny.gateway.Stage']);
    expect(moved.moved).toEqual({ 'tiny.gateway.Stage': 'tiny.routing.Stage' });
    const twice = diffRemovals(v3, {
      records: [...stage('tiny.routing.Stage'), ...stage('tiny.edge.Stage')],
      types: [],
    });
    expect(twice.moved).toBeUndefined();
  });

  it("keeps of an older major's removals only what the pinned version still lacks", () => {
    // Major 2 dropped `stageName` as an input, and 3 brought it back: only the outputs are still gone.
    expect(stillRemoved(diffRemovals(v1, v2), diffRemovals(v1, v3)).records).toEqual({
      'tiny.gateway.Deployment': { outputs: ['invokeUrl', 'stageName'] },
    });
  });
});

describe('a TypeScript component of an earlier major (pulumi/examples gcp-ts-docker-gcr-cloudrun)', () => {
  // @pulumi/docker 3's `Image` was a component written in TypeScript (no `__pulumiType`); 4 made it a resource
  // without `digest`, and a program pinned at 4 that reads `image.digest` was told only of a type error.
  const dir = join(tempDir('tiny-components'), 'node_modules', '@pulumi', 'tiny');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@pulumi/tiny', version: '3.6.1' }));
  writeFileSync(
    join(dir, 'image.d.ts'),
    [
      "import * as pulumi from '@pulumi/pulumi';",
      'export interface ImageArgs {',
      '    imageName: pulumi.Input<string>;',
      '    localImageName?: pulumi.Input<string>;',
      '}',
      'export declare class Image extends pulumi.ComponentResource {',
      '    imageName: pulumi.Output<string>;',
      '    id: pulumi.Output<string>;',
      '    digest: pulumi.Output<string | undefined>;',
      '    constructor(name: string, args: ImageArgs, opts?: pulumi.ComponentResourceOptions);',
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'image.js'),
    'class Image extends pulumi.ComponentResource {\n    constructor(name, args, opts) {\n        super("tiny:image:Image", name, {}, opts);\n    }\n}\n',
  );
  const pkg = { name: 'tiny', packageName: '@pulumi/tiny', version: '3.6.1', dir };
  const next = fixturePackage('4.0.0', { Image: { inputs: ['imageName'], outputs: ['imageName'] } });
  const moved = (records: typeof next.records) => records.map((r) => ({ ...r, tsName: 'tiny.Image' }));

  it('counts its members as removed when the removals are counted, never in a shard', () => {
    expect(extractProvider(pkg).records).toEqual([]);
    const previous = extractProvider(pkg, { components: true });
    expect(previous.records.map((r) => r.tsName)).toEqual(['tiny.Image']);
    // The next major's `Image` at the same TS name (the fixture puts it under `gateway`).
    const removed = diffRemovals(previous, { records: moved(next.records), types: [] });
    // `id` is every resource's, declared or not.
    expect(removed.records).toEqual({ 'tiny.Image': { inputs: ['localImageName'], outputs: ['digest'] } });
    // A function's result declares its `id`: one gone is gone (@pulumi/aws 7's `route53.getRecords`).
    const lookup = { ...next.records[0]!, kind: 'function' as const, tsName: 'tiny.getImage' };
    const withId = { ...lookup, outputs: [{ name: 'id', type: 'string' }] };
    expect(diffRemovals({ records: [withId], types: [] }, { records: [lookup], types: [] }).records).toEqual({
      'tiny.getImage': { outputs: ['id'] },
    });
  });
});

describe('the bundled removals file', () => {
  it('was counted against the versions the snapshot holds and names nothing they declare', () => {
    const snapshot = openSnapshot(defaultSnapshotDir());
    const file = removedMembers(snapshot);
    expect(file?.providers['aws']?.current).toBe(snapshot.manifest.providers['aws']?.version);
    expect(file?.providers['aws']?.majors[0]?.records['aws.apigateway.Deployment']?.inputs).toContain(
      'stageName',
    );
    expect(removedMembersProblems(defaultSnapshotDir())).toEqual([]);
  });
});

describe('a snapshot rebuilt without the registry', () => {
  it('keeps the removals counted against the versions it builds, and the check finds what no longer fits', async () => {
    const { outDir } = await buildSmallSnapshot();
    const random = pinnedVersions.providers.find((p) => p.name === 'random')!;
    const step = { major: 4, previous: '3.2.0', removedRecords: [], types: {} };
    writeFileSync(
      join(outDir, 'knowledge', 'removed-members.json'),
      encodeRemovedMembers({
        random: {
          package: random.package,
          current: random.version,
          majors: [{ ...step, records: { 'random.RandomPassword': { inputs: ['number'] } } }],
        },
        tls: { package: '@pulumi/tls', current: '4.0.0', majors: [{ ...step, records: {} }] },
      }),
    );
    // `number` is an input random 4 still declares, and tls was counted against another version.
    expect(removedMembersProblems(outDir)).toEqual([
      `random ${random.version} still declares random.RandomPassword.number`,
      `tls was counted against 4.0.0, the snapshot holds ${pinnedVersions.providers.find((p) => p.name === 'tls')!.version}`,
    ]);
    await buildSmallSnapshot(outDir);
    const kept = removedMembers(openSnapshot(outDir));
    expect(Object.keys(kept?.providers ?? {})).toEqual(['random']);
  });

  it('refuses to count removals of a provider the snapshot does not have, and writes nothing', async () => {
    const { outDir } = await buildSmallSnapshot();
    const before = readFileSync(join(outDir, 'manifest.json'), 'utf8');
    const unreachable = () => Promise.reject(new Error('the registry is not asked'));
    await expect(
      buildRemovedMembers(outDir, {
        providers: ['nope'],
        resolve: unreachable,
        packages: { locate: unreachable },
      }),
    ).rejects.toThrow(/^unknown provider 'nope'; the snapshot has: /);
    expect(readFileSync(join(outDir, 'manifest.json'), 'utf8')).toBe(before);
  });
});
