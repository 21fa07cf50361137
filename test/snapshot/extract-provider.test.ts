import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ts } from 'ts-morph';
import { afterAll, describe, expect, it } from 'vitest';

import { packageRoot } from '../../src/shared/paths.js';
import { extractProvider, qualifiedInterfaces } from '../../src/snapshot/extract-provider.js';
import { removeTempDirs, tempDir } from './build-fixture.js';

afterAll(removeTempDirs);

const tls = extractProvider({
  name: 'tls',
  packageName: '@pulumi/tls',
  version: '5.6.1',
  dir: join(packageRoot(), 'node_modules', '@pulumi', 'tls'),
});

/** Writes a package's files (path → text) under a fresh `node_modules/@pulumi/<name>` and returns its dir. */
function writePackage(name: string, files: Record<string, string>): string {
  const dir = join(tempDir(name), 'node_modules', '@pulumi', name);
  for (const [path, text] of Object.entries({ 'package.json': JSON.stringify({ name }), ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function resourceFiles(module: string, name: string, args: string): Record<string, string> {
  const file = name.charAt(0).toLowerCase() + name.slice(1);
  return {
    [`${module}/${file}.d.ts`]: [
      "import * as pulumi from '@pulumi/pulumi';",
      "import * as enums from '../types/enums';",
      `/** A ${name}. */`,
      `export declare class ${name} extends pulumi.CustomResource {`,
      `    constructor(name: string, args: ${name}Args, opts?: pulumi.CustomResourceOptions);`,
      '}',
      `export interface ${name}Args {`,
      args,
      '}',
      '',
    ].join('\n'),
    [`${module}/${file}.js`]: `class ${name} extends pulumi.CustomResource {\n    static __pulumiType = 'mini:${module}/${file}:${name}';\n}\n`,
  };
}

describe('extractProvider over a real provider package (@pulumi/tls)', () => {
  it('finds every resource, function and the provider itself, sorted by token', () => {
    expect(tls.records.map((record) => `${record.kind} ${record.tsName}`)).toEqual([
      'resource tls.Provider',
      'resource tls.CertRequest',
      'function tls.getCertificate',
      'function tls.getPublicKey',
      'resource tls.LocallySignedCert',
      'resource tls.PrivateKey',
      'resource tls.SelfSignedCert',
    ]);
    expect(tls.records[0]?.token).toBe('pulumi:providers:tls');
    expect(tls.duplicates).toEqual([]);
  });

  it('counts the tokens of the .js files independently, and they agree with the records', () => {
    const byKind = (kind: string) =>
      tls.records
        .filter((record) => record.kind === kind)
        .map((record) => record.token)
        .sort();
    expect([...tls.foundInPackage.resources].sort()).toEqual(byKind('resource'));
    expect([...tls.foundInPackage.functions].sort()).toEqual(byKind('function'));
  });

  it('reads inputs with their requiredness, doc and the valid values the doc lists', () => {
    const key = tls.records.find((record) => record.tsName === 'tls.PrivateKey');
    expect(key?.inputs.find((input) => input.name === 'algorithm')).toMatchObject({
      type: 'pulumi.Input<string>',
      required: true,
      validValues: ['RSA', 'ECDSA', 'ED25519'],
      validValuesComplete: true,
    });
    expect(key?.inputs.find((input) => input.name === 'rsaBits')).toMatchObject({
      type: 'pulumi.Input<number | undefined>',
      required: false,
    });
    expect(key?.outputs.map((output) => output.name)).toContain('privateKeyPem');
    expect(key?.summary).toContain('Creates a PEM (and OpenSSH) formatted private key.');
  });

  it('reads the nested input types, qualified by their namespace', () => {
    expect(tls.types.map((type) => type.name)).toEqual([
      'inputs.CertRequestSubject',
      'inputs.ProviderProxy',
      'inputs.SelfSignedCertSubject',
    ]);
    const request = tls.records.find((record) => record.tsName === 'tls.CertRequest');
    expect(request?.inputs.find((input) => input.name === 'subject')?.typeRefs).toEqual([
      'inputs.CertRequestSubject',
    ]);
  });
});

describe('extractProvider over a made-up package', () => {
  const dir = writePackage('mini', {
    ...resourceFiles(
      'store',
      'Bucket',
      '    /** How the bucket is kept. */\n    kind: pulumi.Input<enums.store.BucketKind>;\n    mode?: pulumi.Input<"fast" | "slow">;',
    ),
    // A versioned API folder of azure-native's kind is left out on purpose.
    ...resourceFiles('v20240301', 'Bucket', '    kind: pulumi.Input<string>;'),
    'types/enums/store/index.d.ts':
      'export declare const BucketKind: {\n    readonly Hot: "Hot";\n    readonly Cold: "Cold";\n};\nexport type BucketKind = (typeof BucketKind)[keyof typeof BucketKind];\n',
    'site/site.d.ts':
      "import * as pulumi from '@pulumi/pulumi';\nexport declare class Site extends pulumi.ComponentResource {\n    constructor(name: string, args: SiteArgs);\n}\nexport interface SiteArgs {\n    domain: string;\n}\n",
    'site/site.js': 'class Site extends pulumi.ComponentResource {}\n',
  });

  it('completes an input typed by a string enum with its members, and lists a literal union', () => {
    const { records, types } = extractProvider({
      name: 'mini',
      packageName: '@pulumi/mini',
      version: '1.0.0',
      dir,
    });
    expect(records.map((record) => record.token)).toEqual(['mini:store/bucket:Bucket']);
    const bucket = records[0];
    expect(bucket?.module).toBe('store');
    expect(bucket?.inputs.find((input) => input.name === 'kind')).toMatchObject({
      required: true,
      validValues: ['Hot', 'Cold'],
      validValuesComplete: true,
      typeRefs: ['enums.store.BucketKind'],
    });
    expect(bucket?.inputs.find((input) => input.name === 'mode')?.validValues).toEqual(['fast', 'slow']);
    expect(types).toEqual([
      expect.objectContaining({ name: 'enums.store.BucketKind', enumValues: ['Hot', 'Cold'] }),
    ]);
  });

  it('adds exported component classes under a made-up token only when asked', () => {
    const pkg = { name: 'mini', packageName: '@pulumi/mini', version: '1.0.0', dir };
    expect(extractProvider(pkg).records.some((record) => record.tsName === 'mini.site.Site')).toBe(false);
    const site = extractProvider(pkg, { components: true }).records.find(
      (r) => r.tsName === 'mini.site.Site',
    );
    expect(site?.token).toBe('component:mini:site:Site');
    expect(site?.inputs.map((input) => input.name)).toEqual(['domain']);
  });
});

describe('qualifiedInterfaces', () => {
  it("names each interface by the namespaces it sits in, however nested, and leaves out azure-native's versioned ones", () => {
    const source = ts.createSourceFile(
      'input.d.ts',
      'export declare namespace s3 { interface BucketWebsite { indexDocument?: string } }\n' +
        'export declare namespace ec2.vpc { interface Peering { id: string } }\n' +
        'export declare namespace web.v20240301 { interface Site { name: string } }\n' +
        'export interface Top { a: string }\n',
      ts.ScriptTarget.Latest,
      true,
    );
    expect(qualifiedInterfaces(source, 'inputs').map((found) => found.name)).toEqual([
      'inputs.s3.BucketWebsite',
      'inputs.ec2.vpc.Peering',
      'inputs.Top',
    ]);
  });
});
