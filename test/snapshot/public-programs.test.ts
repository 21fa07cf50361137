import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { parseProgramSources, readPublicPrograms } from '../../src/snapshot/public-programs.js';
import { removeTempDirs, tempDir } from './build-fixture.js';

afterAll(removeTempDirs);

/** A checked-out repository: path → text. */
function repository(files: Record<string, string>): string {
  const dir = tempDir('programs');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('readPublicPrograms', () => {
  it('reads each nodejs program folder with its own TypeScript files, and names it by repository and folder', () => {
    const dir = repository({
      'aws-ts-lambda/Pulumi.yaml': 'name: l\nruntime: nodejs\n',
      'aws-ts-lambda/index.ts': 'new aws.lambda.Function("f");\n',
      'aws-ts-lambda/lib/role.ts': 'new aws.iam.Role("r");\n',
      'aws-ts-lambda/node_modules/x/index.ts': 'new aws.s3.Bucket("b");\n',
      'aws-ts-lambda/tests/index.ts': 'new aws.sqs.Queue("test");\n',
      'aws-ts-lambda/types.d.ts': 'declare const x: string;\n',
      'aws-ts-lambda/index.spec.ts': 'new aws.sns.Topic("spec");\n',
      'aws-py-thing/Pulumi.yaml': 'name: p\nruntime: python\n',
      'aws-py-thing/index.ts': 'new aws.s3.Bucket("py");\n',
      'group/gcp-ts-run/Pulumi.yaml': 'name: g\nruntime:\n  name: nodejs\n  options:\n    typescript: true\n',
      'group/gcp-ts-run/index.ts': 'new gcp.cloudrun.Service("s");\n',
    });
    const [source] = parseProgramSources(`github.com/pulumi/examples=${dir}`);
    const programs = readPublicPrograms(source!);
    expect(programs.map((p) => p.source)).toEqual([
      'github.com/pulumi/examples/aws-ts-lambda',
      'github.com/pulumi/examples/group/gcp-ts-run',
    ]);
    expect(programs[0]?.code).toBe('new aws.lambda.Function("f");\n\nnew aws.iam.Role("r");\n');
  });

  it('takes a program at the repository root by the repository name alone', () => {
    const dir = repository({ 'Pulumi.yaml': 'runtime: nodejs\n', 'index.ts': 'new aws.s3.Bucket("b");\n' });
    expect(readPublicPrograms({ repository: 'github.com/me/site', dir }).map((p) => p.source)).toEqual([
      'github.com/me/site',
    ]);
  });
});

describe('parseProgramSources', () => {
  it('reads repository=directory pairs, separated by commas', () => {
    const a = repository({});
    const b = repository({});
    expect(
      parseProgramSources(` github.com/pulumi/examples=${a} ,github.com/pulumi/templates=${b},`),
    ).toEqual([
      { repository: 'github.com/pulumi/examples', dir: a },
      { repository: 'github.com/pulumi/templates', dir: b },
    ]);
  });

  it('names the expected form when a pair is not repository=directory', () => {
    expect(() => parseProgramSources('/no/such/dir')).toThrow(/repository=directory/);
    expect(() => parseProgramSources('github.com/x=/no/such/dir')).toThrow(
      /write e\.g\. github\.com\/pulumi\/examples=\/path\/to\/examples/,
    );
  });
});
