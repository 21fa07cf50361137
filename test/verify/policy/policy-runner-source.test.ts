import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

import { readPackFiles } from '../../../src/verify/policy/load-pack.js';
import type { PolicyJob } from '../../../src/verify/policy/policy-job.js';
import { POLICY_RUNNER_SOURCE } from '../../../src/verify/policy/policy-runner-source.js';
import { registered } from './support.js';

const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-runner-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a runner source on a job against the bundled baseline directory (our own pack: no sandbox needed). */
function runJob(source: string, name: string): unknown {
  const pack = readPackFiles(resolve('policy-packs/baseline'), [], resolve('.'));
  const job: PolicyJob = {
    resultFile: join(dir, `${name}.result.json`),
    pack,
    mode: 'mandatory',
    cases: [
      {
        name: 'default',
        resources: [
          registered('aws:ec2/securityGroup:SecurityGroup', 'sg', {
            ingress: [
              { protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['0.0.0.0/1', '128.0.0.0/1'] },
            ],
          }),
        ],
      },
    ],
  };
  writeFileSync(join(dir, `${name}.cjs`), source);
  writeFileSync(join(dir, `${name}.job.json`), JSON.stringify(job));
  execFileSync(process.execPath, [join(dir, `${name}.cjs`), join(dir, `${name}.job.json`)], {
    cwd: pack.dir,
  });
  return JSON.parse(readFileSync(job.resultFile, 'utf8'));
}

describe('the policy runner script', () => {
  it('is assembled from self-contained functions: minified (the action bundle) or under tsx, it runs alike', async () => {
    // The action bundle is minified; the runner is built from the functions' source text, so it must not
    // depend on names or helpers of the module it was bundled in.
    const out = join(dir, 'runner-source.mjs');
    await build({
      entryPoints: ['src/verify/policy/policy-runner-source.ts'],
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      minify: true,
      packages: 'external',
      outfile: out,
      logLevel: 'silent',
      nodePaths: [resolve('node_modules')],
    });
    const minified = ((await import(pathToFileURL(out).href)) as { POLICY_RUNNER_SOURCE: string })
      .POLICY_RUNNER_SOURCE;
    expect(minified).not.toBe(POLICY_RUNNER_SOURCE);
    // tsx (the CLI and the benchmarks run from src with it) keeps function names with a `__name` helper.
    const underTsx = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "import { POLICY_RUNNER_SOURCE } from './src/verify/policy/policy-runner-source.ts'; process.stdout.write(POLICY_RUNNER_SOURCE);",
      ],
      { encoding: 'utf8' },
    );
    expect(underTsx).toContain('__name(');
    const plain = runJob(POLICY_RUNNER_SOURCE, 'plain');
    expect(runJob(minified, 'minified')).toEqual(plain);
    expect(runJob(underTsx, 'tsx')).toEqual(plain);
    expect(JSON.stringify(plain)).toContain(
      'ingress[0] admits 0.0.0.0/1, 128.0.0.0/1 (together every IPv4 address) to 22 (SSH)',
    );
  });
});
