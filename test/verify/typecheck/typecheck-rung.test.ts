import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { createTypecheckRung } from '../../../src/verify/typecheck/typecheck-rung.js';
import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';
import { projectDirWithProviders } from '../helpers.js';

const files = (entry: string) => new Map([['index.ts', entry]]);

describe('the typecheck rung', () => {
  const project = projectDirWithProviders();
  afterAll(() => project.dispose());
  const rung = createTypecheckRung(createTypechecker({ projectDir: project.dir }));
  const context = { projectDir: project.dir, config: {} };

  it('passes a program that compiles and reports what it reads from its configuration', async () => {
    const check = await rung.check(
      files(
        "import * as aws from '@pulumi/aws';\nimport * as pulumi from '@pulumi/pulumi';\n" +
          "const stage = new pulumi.Config().require('stage');\nnew aws.s3.Bucket(`b-${stage}`);\n",
      ),
      context,
    );
    expect(check.kind).toBe('passed');
    expect(check.kind === 'passed' ? check.details?.configReads.map((r) => r.key) : []).toEqual(['stage']);
    expect(check.kind === 'passed' ? check.revision : 'no check').toBeUndefined();
  });

  it("hands back TypeScript's code fix as a revision the ladder adopts, with one warning per fix", async () => {
    const check = await rung.check(
      files("const b = new aws.s3.Bucket('b');\nexport const id = b.id;\n"),
      context,
    );
    expect(check.kind).toBe('passed');
    const revision = check.kind === 'skipped' ? undefined : check.revision;
    expect(revision?.program.split('\n')[0]).toBe("import * as aws from '@pulumi/aws';");
    expect(revision?.description).toMatch(/^TypeScript code fixes: /);
    expect(revision?.findings.map((f) => `${f.rung}:${f.severity}`)).toEqual(['typecheck:warning']);
  });

  it('keeps no fix the safety gate refuses, so the unfixed program fails with its diagnostics', async () => {
    const check = await rung.check(
      files(
        "import * as aws from '@pulumi/aws';\nexport const text = readFileSync('/etc/passwd', 'utf8');\n",
      ),
      context,
    );
    expect(check.kind).toBe('failed');
    expect(check.kind === 'failed' ? check.revision : 'no check').toBeUndefined();
    expect(check.kind === 'failed' ? check.findings.map((f) => f.code) : []).toContain('TS2304');
  });

  // Cut down from pulumi/pulumi-awsx examples_legacy/alb/ec2Instance: Pulumi's async entry, `export =` a
  // function whose result is the stack's outputs. `tsc` accepts it in a CommonJS project (no `"type":
  // "module"`), which is how Pulumi's Node language host runs a TypeScript program.
  const asyncEntry =
    "import * as pulumi from '@pulumi/pulumi';\nimport * as aws from '@pulumi/aws';\n\n" +
    'export = async () => {\n' +
    "  const config = new pulumi.Config('aws');\n" +
    "  const providerOpts = { provider: new aws.Provider('prov', { region: <aws.Region>config.require('envRegion') }) };\n" +
    '  const ami = await aws.ec2.getAmi({\n' +
    "    filters: [{ name: 'virtualization-type', values: ['hvm'] }],\n" +
    "    mostRecent: true,\n    owners: ['099720109477'],\n" +
    '  }, providerOpts);\n' +
    "  const vm = new aws.ec2.Instance('web-0', { ami: ami.id, instanceType: 'm5.large' }, providerOpts);\n" +
    '  return { publicIp: vm.publicIp };\n};\n';

  it('checks a CommonJS project as tsc does: `export =` an async entry passes', async () => {
    const check = await rung.check(files(asyncEntry), context);
    expect(check.kind === 'failed' ? check.findings.map((f) => f.message) : []).toEqual([]);
    expect(check.kind).toBe('passed');
  });

  it('still refuses `export =` where the package is an ES module, as tsc does', async () => {
    const esm = projectDirWithProviders();
    try {
      writeFileSync(join(esm.dir, 'package.json'), '{ "name": "esm", "type": "module" }\n');
      const esmRung = createTypecheckRung(createTypechecker({ projectDir: esm.dir }));
      const check = await esmRung.check(files(asyncEntry), { projectDir: esm.dir, config: {} });
      expect(check.kind).toBe('failed');
      expect(check.kind === 'failed' ? check.findings.map((f) => f.code) : []).toContain('TS1203');
    } finally {
      esm.dispose();
    }
  });
});
