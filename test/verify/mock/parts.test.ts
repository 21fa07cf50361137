import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { renderMermaid } from '../../../src/verify/mock/mermaid-graph.js';
import { outputShape } from '../../../src/verify/mock/output-shapes.js';
import { createProcessRunner } from '../../../src/sandbox/process-runner.js';
import { locateInStack } from '../../../src/verify/mock/program-locations.js';
import { findProviderReferences } from '../../../src/verify/mock/provider-references.js';
import type { RegisteredResource } from '../../../src/verify/types.js';

describe('mermaid graph', () => {
  it('draws dependencies and parents, escapes labels, leaves functions out', () => {
    const resources: RegisteredResource[] = [
      {
        token: 'aws:s3/bucket:Bucket',
        name: 'a "quoted" <name>',
        kind: 'resource',
        urn: 'u1',
        inputs: {},
        dependsOn: [],
      },
      { token: 'my:index:Site', name: 'site', kind: 'resource', urn: 'u2', inputs: {}, dependsOn: [] },
      {
        token: 'aws:s3/bucketPolicy:BucketPolicy',
        name: 'p',
        kind: 'resource',
        urn: 'u3',
        parent: 'u2',
        inputs: {},
        dependsOn: ['u1', 'u1', 'unknown'],
      },
      {
        token: 'aws:index/getRegion:getRegion',
        name: 'aws.getRegion#1',
        kind: 'function',
        inputs: {},
        dependsOn: [],
      },
    ];
    const names: Record<string, string> = { 'aws:s3/bucket:Bucket': 'aws.s3.Bucket' };
    expect(renderMermaid(resources, (token) => names[token] ?? token)).toBe(
      [
        'graph LR',
        '  r0["aws.s3.Bucket<br/>a #quot;quoted#quot; #lt;name#gt;"]',
        '  r1["my:index:Site<br/>site"]',
        '  r2["aws:s3/bucketPolicy:BucketPolicy<br/>p"]',
        '  r0 --> r2',
        '  r1 -.-> r2',
      ].join('\n'),
    );
  });
});

describe('program references and locations', () => {
  it('finds provider members through namespace, default and named imports', () => {
    const references = findProviderReferences(
      new Map([
        [
          'index.ts',
          `import * as aws from '@pulumi/aws';
import k8s from '@pulumi/kubernetes';
import { s3 as storage } from '@pulumi/aws';
import * as pulumi from '@pulumi/pulumi';
new aws.ec2.Vpc('v');
new k8s.apps.v1.Deployment('d', {});
new storage.Bucket('b');
pulumi.output(1);`,
        ],
      ]),
    ).map((reference) => `${reference.package} ${reference.path}`);
    expect(references).toEqual(
      expect.arrayContaining([
        '@pulumi/aws ec2.Vpc',
        '@pulumi/kubernetes apps.v1.Deployment',
        '@pulumi/aws s3.Bucket',
      ]),
    );
    expect(references.some((reference) => reference.startsWith('@pulumi/pulumi'))).toBe(false);
  });

  it('maps a source-mapped stack to the program file and line, skipping dependencies', () => {
    const stack = [
      'Error: boom',
      '    at new Bucket (/tmp/run/node_modules/@pulumi/aws/s3/bucket.ts:10:5)',
      '    at Object.<anonymous> (/tmp/run/program/lib/site.ts:12:9)',
      '    at Object.<anonymous> (/tmp/run/program/index.ts:3:1)',
    ].join('\n');
    expect(locateInStack(stack, '/tmp/run/program')).toEqual({ file: 'lib/site.ts', line: 12 });
    expect(locateInStack('Error: x\n    at node:internal/x:1:1', '/tmp/run/program')).toBeUndefined();
  });

  it('reads output shapes from declared types', () => {
    expect(outputShape('pulumi.Output<string>')).toBe('string');
    expect(outputShape('pulumi.Output<string[]>')).toBe('string[]');
    expect(outputShape('outputs.GetAvailabilityZonesFilter[]')).toBe('array');
    expect(outputShape('pulumi.Output<{[key: string]: string} | undefined>')).toBe('object');
    expect(outputShape('pulumi.Output<number>')).toBe('number');
    expect(outputShape('pulumi.Output<any>')).toBeUndefined();
  });
});

describe('process runner', () => {
  it('kills the whole process group at the time limit, grandchildren included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-runner-'));
    try {
      const pidFile = join(dir, 'grandchild.pid');
      const script = join(dir, 'spawn.cjs');
      writeFileSync(
        script,
        `const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
console.log('started');
setInterval(() => {}, 1000);`,
      );
      const result = await createProcessRunner().run({
        command: process.execPath,
        args: [script],
        cwd: dir,
        env: { PATH: '/usr/bin:/bin' },
        timeoutMs: 1_500,
      });
      expect(result.kind).toBe('timed-out');
      expect(result.kind === 'timed-out' && result.stdout).toContain('started');
      const grandchild = Number(readFileSync(pidFile, 'utf8'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Gone, or a zombie waiting for a PID 1 that does not reap (containers): either way not running.
      const status = existsSync(`/proc/${grandchild}/status`)
        ? readFileSync(`/proc/${grandchild}/status`, 'utf8')
        : '';
      expect(status === '' || /^State:\s+Z/m.test(status), status.split('\n')[2]).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes only the given environment and reports the exit code', async () => {
    process.env['PULUMI_GEN_PARENT_ONLY'] = '1';
    try {
      const result = await createProcessRunner().run({
        command: process.execPath,
        args: ['-e', 'console.log(Object.keys(process.env).sort().join(",")); process.exit(3)'],
        cwd: tmpdir(),
        env: { ONLY_THIS: 'x' },
        timeoutMs: 10_000,
      });
      expect(result).toMatchObject({ kind: 'exited', code: 3 });
      expect(result.kind === 'exited' && result.stdout.trim()).toBe('ONLY_THIS');
    } finally {
      delete process.env['PULUMI_GEN_PARENT_ONLY'];
    }
  });

  it('reports a command that cannot start', async () => {
    const result = await createProcessRunner().run({
      command: '/nonexistent/node',
      args: [],
      cwd: tmpdir(),
      env: {},
      timeoutMs: 5_000,
    });
    expect(result.kind).toBe('spawn-failed');
  });
});
