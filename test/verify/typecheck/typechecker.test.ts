import { join } from 'node:path';
import { realpathSync, writeFileSync } from 'node:fs';
import { Project, ts } from 'ts-morph';
import { afterAll, describe, expect, it } from 'vitest';
import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';
import { projectDirWithProviders } from '../helpers.js';

const project = projectDirWithProviders();
const typechecker = createTypechecker({ projectDir: project.dir });
afterAll(() => project.dispose());

/** The same check without any pruning: a plain ts-morph project over the real declarations. */
const reference = (() => {
  let full: Project | undefined;
  const path = join(realpathSync(project.dir), 'index.ts');
  return (program: string) => {
    full ??= new Project({
      compilerOptions: {
        strict: true,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2022.d.ts'],
        module: ts.ModuleKind.Node16,
        moduleResolution: ts.ModuleResolutionKind.Node16,
        skipLibCheck: true,
        esModuleInterop: true,
        types: [],
      },
      skipAddingFilesFromTsConfig: true,
    });
    const file = full.createSourceFile(path, program, { overwrite: true });
    return file
      .getPreEmitDiagnostics()
      .map((d) => `${d.getLineNumber() ?? 0}:TS${d.getCode()}`)
      .sort();
  };
})();

const S3 = "import * as pulumi from '@pulumi/pulumi';\nimport * as aws from '@pulumi/aws';\n";

const programs: Record<string, string> = {
  'valid bucket': `${S3}const b = new aws.s3.Bucket('b', {});\nexport const id = b.id;\n`,
  'unknown property': `${S3}const b = new aws.s3.Bucket('b', { versioningConfiguration: { status: 'Enabled' } });\n`,
  'wrong nested type': `${S3}const b = new aws.s3.Bucket('b');\nnew aws.s3.BucketVersioning('v', { bucket: b.id, versioningConfiguration: { status: 1 } });\n`,
  'type annotation through types': `${S3}const c: aws.types.input.s3.BucketVersioningVersioningConfiguration = { status: 'Enabled', mfaDelete: 3 };\nexport const x = c;\n`,
  'namespace alias': `${S3}const s3 = aws.s3;\nconst b = new s3.Bucket('b', { bogus: true });\n`,
  'mixin method': `${S3}const b = new aws.s3.Bucket('b');\nb.onObjectCreated('h', async () => { return; });\nb.onNothing();\n`,
  'lambda with asset': `${S3}new aws.lambda.Function('f', { role: 'r', runtime: aws.lambda.Runtime.NodeJS20dX, handler: 'index.handler', code: new pulumi.asset.AssetArchive({ 'index.js': new pulumi.asset.StringAsset('x') }) });\nnew aws.lambda.Function('g', { role: 1 });\n`,
  'kubernetes and random': `import * as k8s from '@pulumi/kubernetes';\nimport * as random from '@pulumi/random';\nconst p = new random.RandomPassword('p', { length: '16' });\nnew k8s.apps.v1.Deployment('d', { spec: { selector: { matchLabels: { app: 'a' } }, template: { spec: { containers: [{ name: 'c', image: 'nginx', ports: [{ containerPort: '80' }] }] } } } });\nexport const pw = p.result;\n`,
  enums: `${S3}new aws.ec2.Instance('i', { ami: 'x', instanceType: aws.ec2.InstanceType.T3_Micro });\nnew aws.iam.RolePolicyAttachment('a', { role: 'r', policyArn: aws.iam.ManagedPolicy.AmazonS3ReadOnlyAccess });\nconst bad: aws.ec2.InstanceType = 'nope';\nexport const r = aws.Region.USEast1 + bad;\n`,
  'lookups inside template substitutions': `${S3}const b = new aws.s3.Bucket('b');\nexport const arn = pulumi.interpolate\`arn:aws:iam::\${aws.getCallerIdentityOutput().accountId}:root/\${\`\${aws.getRegionOutput().name}\`}\`;\nexport const bad = \`\${aws.getPartitionOutput().nope}\`;\n`,
  'named imports': `import { s3 } from '@pulumi/aws';\nimport { Config } from '@pulumi/pulumi';\nconst c = new Config();\nnew s3.Bucket('b', { bucket: c.require('name'), acl: 5 });\n`,
};

describe('the pruned typechecker', () => {
  it.each(Object.entries(programs))('agrees with a full check on: %s', (_name, program) => {
    const ours = typechecker
      .check(program)
      .map((d) => `${d.line}:TS${d.code}`)
      .sort();
    expect(ours).toEqual(reference(program));
  });

  it('reports each diagnostic with its line and the names it points at', () => {
    const [diagnostic] = typechecker.check(programs['unknown property']!);
    expect(diagnostic).toMatchObject({ code: 2353, line: 3 });
    expect(diagnostic?.subjects).toEqual(
      expect.arrayContaining(['versioningConfiguration', 'BucketArgs', 'aws.s3.Bucket']),
    );
  });

  it('names a package as the program imports it, not where the verifier installed it', () => {
    // pulumi/examples classic-azure-ts-appservice-devops was told of
    // `typeof import("/root/.cache/pulumi-gen/store/combos/…/node_modules/@pulumi/azure/index")`.
    const [diagnostic] = typechecker.check(`${S3}export const x = aws.nosuchmodule;\n`);
    expect(diagnostic?.message).toBe(
      `Property 'nosuchmodule' does not exist on type 'typeof import("@pulumi/aws")'.`,
    );
  });

  it('loads a few hundred files at most, not the three thousand of the full packages', () => {
    typechecker.check(programs['valid bucket']!);
    expect(typechecker.stats().files).toBeLessThan(400);
  });

  it('re-checks an edited program quickly with the same project', () => {
    typechecker.check(programs['valid bucket']!);
    const started = performance.now();
    typechecker.check(programs['valid bucket']!.replace("'b'", "'c'"));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('code fixes', () => {
  it('fixes a misspelt resource without a model', () => {
    const result = typechecker.fix(`${S3}const b = new aws.s3.Buckt('b', {});\nexport const id = b.id;\n`);
    expect(result.diagnostics).toEqual([]);
    expect(result.program).toContain('new aws.s3.Bucket(');
    expect(result.fixes.map((f) => f.fixName)).toEqual(['spelling']);
  });

  it('fixes a misspelt input property', () => {
    const result = typechecker.fix(
      `${S3}new aws.s3.BucketVersioning('v', { buckt: 'x', versioningConfiguration: { status: 'Enabled' } });\n`,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.program).toContain("{ bucket: 'x'");
  });

  it('adds a missing provider import', () => {
    const result = typechecker.fix("const b = new aws.s3.Bucket('b');\nexport const id = b.id;\n");
    expect(result.diagnostics).toEqual([]);
    expect(result.program.split('\n')[0]).toBe("import * as aws from '@pulumi/aws';");
  });

  it('leaves errors it has no safe fix for', () => {
    const result = typechecker.fix(programs['wrong nested type']!);
    expect(result.fixes).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual([2322]);
  });
});

// From pulumi/examples aws-ts-appsync: `iam.ts` beside `index.ts` uses `aws.iam`, which index.ts never names.
// The pruned declarations must cover what every file of the program reaches, as `tsc` checks them all.
describe('a program split over files', () => {
  const split = projectDirWithProviders();
  afterAll(() => split.dispose());
  const roles = (input: string) =>
    writeFileSync(
      join(split.dir, 'roles.ts'),
      `import * as aws from '@pulumi/aws';\nexport function makeRole(name: string) {\n  return new aws.iam.Role(name, { ${input}: '{}' });\n}\n`,
    );
  const entry = `import { makeRole } from './roles';\nimport * as aws from '@pulumi/aws';\nnew aws.s3.Bucket('b');\nexport const arn = makeRole('r').arn;\n`;

  it('checks a companion file against the declarations it reaches', () => {
    roles('assumeRolePolicy');
    const checker = createTypechecker({ projectDir: split.dir });
    expect(checker.check(entry)).toEqual([]);
  });

  it("reports a companion file's own error with its file and line", () => {
    roles('assumeRolePolicyy');
    const checker = createTypechecker({ projectDir: split.dir });
    expect(checker.check(entry)).toEqual([
      expect.objectContaining({ file: 'roles.ts', line: 3, code: 2561 }),
    ]);
  });
});
