import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runLadder } from '../../src/verify/ladder.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { checkSafety, createSafetyRung } from '../../src/verify/safety-gate.js';
import { allowedPackagesOf } from '../../src/verify/safety/module-allowlist.js';
import { createTypechecker } from '../../src/verify/typecheck/typechecker.js';
import type { Rung, RungContext } from '../../src/verify/types.js';
import { projectDirWithProviders } from './helpers.js';

const HEADER = "import * as pulumi from '@pulumi/pulumi';\nimport * as aws from '@pulumi/aws';\n";

function findings(body: string) {
  return checkSafety(new Map([['index.ts', `${HEADER}${body}\n`]]));
}

describe('the safety gate', () => {
  it('passes a plain Pulumi program, including property names that look like globals', () => {
    const program = `const config = new pulumi.Config();
const bucket = new aws.s3.Bucket('b', { tags: { process: 'nightly', global: 'yes' } });
export const name = bucket.bucket;
const settings = { require: true };
export const region = config.get('region') ?? settings.require;`;
    expect(findings(program)).toEqual([]);
  });

  it.each([
    ['a non-@pulumi import', "import * as fs from 'fs';", 'forbidden-import', /'fs' \(file-system access\)/],
    [
      'node: child_process',
      "import { exec } from 'node:child_process';",
      'forbidden-import',
      /process execution/,
    ],
    ['net', "import * as net from 'net';", 'forbidden-import', /network access/],
    ['http', "import * as http from 'http';", 'forbidden-import', /network access/],
    ['https re-export', "export * from 'https';", 'forbidden-import', /network access/],
    ['an npm package', "import axios from 'axios';", 'forbidden-import', /only @pulumi/],
    ['require()', "const fs = require('fs');", 'forbidden-global', /require/],
    ['import = require', "import fs = require('fs');", 'forbidden-require', /require/],
    ['dynamic import()', "const m = import('@pulumi/aws');", 'dynamic-import', /dynamic `import\(\)`/],
    ['eval', "eval('1 + 1');", 'forbidden-global', /`eval`/],
    ['new Function', "const f = new Function('return 1');", 'forbidden-global', /`Function`/],
    ['process.env', 'const key = process.env.AWS_SECRET_ACCESS_KEY;', 'forbidden-global', /`process`/],
    ['process.exit', 'process.exit(1);', 'forbidden-global', /`process`/],
    ['globalThis', "const g = globalThis['proc' + 'ess'];", 'forbidden-global', /`globalThis`/],
    ['global', 'const g = global;', 'forbidden-global', /`global`/],
    [
      'constructor escape',
      "const f = (() => 1).constructor('return process')();",
      'forbidden-global',
      /constructor/,
    ],
    ['setTimeout with a string', "setTimeout('doSomething()', 10);", 'dynamic-code', /setTimeout/],
    ['shorthand process', 'const o = { process };', 'forbidden-global', /`process`/],
    [
      'an unpinned @pulumi package',
      "import * as linode from '@pulumi/linode';",
      'forbidden-import',
      /not one of the pinned packages/,
    ],
    ['the Automation API', 'const ws = pulumi.automation.LocalWorkspace;', 'forbidden-api', /Automation API/],
    [
      'an Automation API import',
      "import { LocalWorkspace } from '@pulumi/pulumi/automation';",
      'forbidden-import',
      /Automation API/,
    ],
    [
      '@pulumi/pulumi/index',
      "import * as idx from '@pulumi/pulumi/index';",
      'forbidden-import',
      /namespaces/,
    ],
    [
      'a climb out of a package',
      "import * as ts from '@pulumi/pulumi/../../typescript';",
      'forbidden-import',
      /namespaces/,
    ],
    ['a runtime submodule', "import * as rt from '@pulumi/pulumi/runtime';", 'forbidden-import', /runtime/],
    ['Reflect.get', "const f = Reflect.get(() => 0, 'constructor');", 'forbidden-global', /Reflect/],
    [
      'a computed constructor key',
      "const f = (0 as any)[('con' + 'structor')];",
      'forbidden-global',
      /constructor/,
    ],
    [
      'a destructured constructor',
      'const { constructor: f } = (() => 0) as any;',
      'forbidden-global',
      /constructor/,
    ],
    ['replacing JSON.stringify', 'JSON.stringify = () => "";', 'forbidden-mutation', /JSON/],
    ['pulumi.runtime', 'pulumi.runtime.setMocks({} as any);', 'forbidden-api', /runtime internals/],
    ['a package namespace as a value', 'const all = Object.values(pulumi);', 'forbidden-api', /as a value/],
    ['@ts-nocheck', '// @ts-nocheck', 'ts-suppression', /silences the type checker/],
  ])('rejects %s, naming the line', (_name, body, code, message) => {
    const result = findings(`const before = 1;\n${body}`);
    expect(result.length).toBeGreaterThan(0);
    const finding = result.find((f) => f.code === code);
    expect(finding, JSON.stringify(result)).toBeDefined();
    expect(finding?.line).toBe(4);
    expect(finding?.message).toMatch(/^line 4: /);
    expect(finding?.message).toMatch(message);
    expect(finding?.rung).toBe('safety');
  });

  it('passes what a provider does and what only reads the run: Helm, Kubernetes YAML, isDryRun', () => {
    const program = `import * as pulumi from '@pulumi/pulumi';
import * as k8s from '@pulumi/kubernetes';
const preview = pulumi.runtime.isDryRun();
new k8s.helm.v3.Release('ingress', {
  chart: 'ingress-nginx',
  repositoryOpts: { repo: 'https://kubernetes.github.io/ingress-nginx' },
});
new k8s.helm.v4.Chart('cache', { chart: 'oci://registry-1.docker.io/bitnamicharts/redis' });
new k8s.yaml.v2.ConfigFile('crds', { file: 'crds.yaml' });
export const stack = pulumi.runtime.getStack();
export const mode = preview ? 'preview' : 'up';
`;
    expect(checkSafety(new Map([['index.ts', program]]))).toEqual([]);
    const aliased = "import * as pulumi from '@pulumi/pulumi';\nconst rt = pulumi.runtime;\nrt.isDryRun();\n";
    expect(checkSafety(new Map([['index.ts', aliased]]))[0]?.code).toBe('forbidden-api');
  });

  // pulumi/examples kubernetes-ts-jenkins: `jenkins.ts` imports `externalIp` from "." (the project's index).
  it("lets the program's files import each other by any relative path, '.' and '..' too, and nothing else", () => {
    const program = new Map([
      [
        'index.ts',
        "import { tag } from './lib/tags';\nexport const externalIp = '10.0.0.1';\nexport { tag };\n",
      ],
      ['lib/tags.ts', "import { externalIp } from '..';\nexport const tag = externalIp;\n"],
      [
        'lib/index.ts',
        "import { tag } from '.';\nimport { externalIp } from '../index';\nexport const both = [tag, externalIp];\n",
      ],
    ]);
    expect(checkSafety(program)).toEqual([]);
    const outside = new Map([['index.ts', "import { secret } from '..';\nexport const s = secret;\n"]]);
    expect(checkSafety(outside).map((f) => f.code)).toEqual(['forbidden-import']);
    // pulumi/examples crd2pulumi-crontabs imports './crontabs', which crd2pulumi generates: said as such.
    const generated = new Map([
      ['index.ts', "import * as crontabs from './crontabs';\nexport const c = crontabs;\n"],
    ]);
    expect(checkSafety(generated)).toEqual([
      expect.objectContaining({
        code: 'forbidden-import',
        message: expect.stringContaining("imports './crontabs', which is not one of the program's files"),
      }),
    ]);
  });

  it("reports, not refuses, a suppression comment in the user's own project", () => {
    const program = new Map([['index.ts', "// @ts-ignore\nconst n: number = 'x';\nexport { n };\n"]]);
    expect(checkSafety(program).map((f) => f.severity)).toEqual(['error']);
    expect(checkSafety(program, undefined, undefined, 'report').map((f) => f.severity)).toEqual(['warning']);
  });

  it("allows the packages of the run's snapshot, one built on demand included, and no other", () => {
    const snapshot = {
      manifest: {
        providers: {
          aws: { package: '@pulumi/aws' },
          hcloud: { package: '@pulumi/hcloud' },
        },
      },
    } as unknown as Pick<Snapshot, 'manifest'>;
    const allowed = allowedPackagesOf(snapshot);
    expect([...allowed].sort()).toEqual(['@pulumi/aws', '@pulumi/hcloud', '@pulumi/pulumi']);
    const program = (pkg: string) =>
      new Map([['index.ts', `import * as p from '${pkg}';\nexport const server = new p.Server('s', {});\n`]]);
    expect(checkSafety(program('@pulumi/hcloud'), undefined, allowed)).toEqual([]);
    expect(checkSafety(program('@pulumi/hcloud'))[0]?.code).toBe('forbidden-import');
    expect(checkSafety(program('@pulumi/random'), undefined, allowed)[0]?.message).toMatch(
      /not one of the pinned packages \(@pulumi\/pulumi, @pulumi\/aws, @pulumi\/hcloud\)/,
    );
  });
});

describe('computed member access with a key held in a variable', () => {
  it.each([
    ['a function', "const k = 'constructor';\nconst F = ((() => 0) as any)[k];", /a function/],
    [
      'a function declared in the file',
      "function g() {}\nconst k = 'constructor';\nconst F = (g as any)[k];",
      /function or class/,
    ],
    [
      'a parameter typed any',
      'function pick(from: any, name: string) { return from[name]; }',
      /parameter typed `any`/,
    ],
    [
      'a value itself read by a computed key',
      "const box: any = {};\nconst k = 'constructor';\nconst F = box[k][k];",
      /read by a computed key/,
    ],
    [
      'a binding to such a value',
      "const box: any = {};\nconst k = 'x';\nconst O = box[k];\nconst F = O[k];",
      /read by a computed key/,
    ],
    ['a global', "const k = 'assign';\n(Object as any)[k](JSON, {});", /the global `Object`/],
    [
      'a package member',
      "const k = 'constructor';\nconst F = (aws.s3.Bucket as any)[k];",
      /package member `aws.s3.Bucket`/,
    ],
    [
      'a named import',
      "import { Bucket } from '@pulumi/aws/s3';\nconst k = 'constructor';\nconst F = (Bucket as any)[k];",
      /package's export/,
    ],
    ['this', 'class A { get(k: string) { return (this as any)[k]; } }', /`this`/],
    [
      'a key built from a variable',
      "const k = 'uctor';\nconst F = ((() => 0) as any)['constr' + k];",
      /a function/,
    ],
    [
      'a destructuring by a variable key',
      "const k = 'constructor';\nconst { [k]: F } = (() => 0) as any;",
      /destructures a member by a key held in a variable/,
    ],
  ])('refuses a member of %s read by a variable key', (_name, body, message) => {
    const found = findings(body).filter((f) => f.code === 'computed-access');
    expect(found.length, JSON.stringify(findings(body))).toBeGreaterThan(0);
    expect(found[0]?.message).toMatch(message);
  });

  it('passes the indexing correct programs do: arrays, maps, lookups, helpers with typed parameters', () => {
    const program = `const config = new pulumi.Config();
const subnets = ['10.0.1.0/24', '10.0.2.0/24'];
const sizes: Record<string, string> = { dev: 't3.micro', prod: 'm5.large' };
const stage = config.get('stage') ?? 'dev';
const zones = aws.getAvailabilityZonesOutput({ state: 'available' });
for (let i = 0; i < subnets.length; i++) {
  new aws.ec2.Subnet(\`s\${i}\`, { vpcId: 'vpc', cidrBlock: subnets[i], availabilityZone: zones.names[i] });
}
function nth(list: string[], index: number): string { return list[index] ?? ''; }
class Tables { byName: Record<string, string> = {}; get(name: string) { return this.byName[name]; } }
const tags: Record<string, string> = {};
for (const key of Object.keys(sizes)) tags[key] = sizes[key] ?? '';
export const size = sizes[stage];
export const first = zones.names[0];
export const second = nth(subnets, 1);
export const table = new Tables().get('x');`;
    expect(findings(program)).toEqual([]);
  });
});

describe('the ladder with a failing gate', () => {
  const project = projectDirWithProviders();
  const marker = mkdtempSync(join(tmpdir(), 'pulumi-gen-marker-'));
  afterAll(() => {
    project.dispose();
    rmSync(marker, { recursive: true, force: true });
  });

  /** The real ladder with a mock rung that records whether anything was written or executed. */
  async function climb(program: string) {
    const calls: string[] = [];
    const executing: Rung = {
      name: 'mock',
      check: () => {
        calls.push('mock');
        return Promise.resolve({ kind: 'passed', warnings: [] });
      },
    };
    const result = await runLadder(program, {
      typechecker: createTypechecker({ projectDir: project.dir }),
      rungs: [executing],
      writeProgram: () => {
        calls.push('write');
        return Promise.resolve();
      },
      context: { projectDir: project.dir, config: {} },
      clock: { now: () => 0 },
      progress: () => undefined,
      maxRepairs: 3,
    });
    return { calls, result };
  }

  it('never typechecks, writes or runs a program the gate rejects', async () => {
    const markerFile = join(marker, 'executed');
    const program = `${HEADER}import * as fs from 'fs';\nfs.writeFileSync(${JSON.stringify(markerFile)}, 'ran');\n`;
    const { calls, result } = await climb(program);
    expect(calls).toEqual([]);
    expect(existsSync(markerFile)).toBe(false);
    expect(result.outcomes.map((o) => [o.rung, o.status])).toEqual([
      ['safety', 'failed'],
      ['typecheck', 'skipped'],
      ['mock', 'skipped'],
    ]);
    expect(result.outcomes[0]?.findings[0]?.message).toMatch(/^line 3: imports 'fs'/);
    expect(result.stopReason).toMatch(/no model/);
  });

  it("keeps no code fix that the gate rejects, and reports the unfixed program's errors", async () => {
    // TypeScript's import fix for an undeclared `readFileSync` adds `import { readFileSync } from 'fs'`.
    const program = `${HEADER}export const text = readFileSync('/etc/hostname', 'utf8');\n`;
    const { calls, result } = await climb(program);
    expect(result.program).toBe(program);
    expect(result.codeFixes).toEqual([]);
    expect(calls).toEqual([]);
    expect(result.outcomes.map((o) => [o.rung, o.status])).toEqual([
      ['safety', 'passed'],
      ['typecheck', 'failed'],
      ['mock', 'skipped'],
    ]);
    expect(result.outcomes[1]?.findings[0]?.message).toMatch(/Cannot find name 'readFileSync'/);
  });
});

describe('the module allowlist', () => {
  it("allows a provider namespace, resolved inside the package by Node's resolution", () => {
    const project = projectDirWithProviders();
    try {
      const program = new Map([
        ['index.ts', "import * as s3 from '@pulumi/aws/s3';\nnew s3.Bucket('site');\n"],
      ]);
      expect(checkSafety(program, project.dir)).toEqual([]);
    } finally {
      project.dispose();
    }
  });

  // From pulumi/pulumi-kubernetes tests/sdk/nodejs/examples/helm-release: `import { FileAsset } from
  // '@pulumi/pulumi/asset'` is `pulumi.asset.FileAsset`, a namespace the SDK's index exports.
  it("allows a namespace @pulumi/pulumi's index exports, and none of its internals or host-reaching ones", () => {
    const project = projectDirWithProviders();
    try {
      const codes = (line: string) =>
        checkSafety(new Map([['index.ts', `${line}\n`]]), project.dir).map((f) => f.code);
      expect(
        codes(
          "import { FileAsset } from '@pulumi/pulumi/asset';\nexport const a = new FileAsset('values.yaml');",
        ),
      ).toEqual([]);
      expect(codes("import * as log from '@pulumi/pulumi/log';\nlog.info('hello');")).toEqual([]);
      expect(codes("import { Output } from '@pulumi/pulumi/output';")).toEqual(['forbidden-import']);
      expect(codes("import * as rt from '@pulumi/pulumi/runtime';")).toEqual(['forbidden-import']);
      expect(codes("import * as dyn from '@pulumi/pulumi/dynamic';")).toEqual(['forbidden-import']);
    } finally {
      project.dispose();
    }
  });
});

describe('imports the prompt did not list', () => {
  const program = new Map([
    [
      'index.ts',
      `import * as pulumi from "@pulumi/pulumi";\nimport * as aws from "@pulumi/aws";\nimport * as docker from "@pulumi/docker";\n` +
        `const repo = new aws.ecr.Repository("repo");\nconst image = new docker.Image("app", { imageName: repo.repositoryUrl, build: { context: "./app" } });\n` +
        `export const name = pulumi.output(image.imageName);\n`,
    ],
  ]);

  it('are reported, not refused: the gate passes the program with a warning naming the package', async () => {
    const check = await createSafetyRung().check(program, {
      projectDir: undefined,
      listedPackages: new Set(['@pulumi/pulumi', '@pulumi/aws', '@pulumi/docker-build']),
    } as unknown as RungContext);
    expect(check.kind).toBe('passed');
    const warnings = check.kind === 'passed' ? check.warnings : [];
    expect(warnings.map((w) => [w.code, w.severity])).toEqual([['unlisted-package', 'warning']]);
    expect(warnings[0]?.message).toContain('imports @pulumi/docker, which the prompt');
  });

  it('are not reported for a project with no prompt behind it', async () => {
    const check = await createSafetyRung().check(program, {
      projectDir: undefined,
    } as unknown as RungContext);
    expect(check.kind === 'passed' ? check.warnings : ['failed']).toEqual([]);
  });
});
