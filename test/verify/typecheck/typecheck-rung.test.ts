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
});
