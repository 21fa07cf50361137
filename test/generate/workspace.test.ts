import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/render-report.js';
import type { GenerationResult } from '../../src/pipeline/types.js';
import { createProviderInstaller } from '../../src/workspace/provider-install.js';
import { projectFiles, projectSlug } from '../../src/workspace/project-files.js';
import { createTempWorkspaceFactory } from '../../src/workspace/temp-workspace.js';
import { writeProjectAtomically } from '../../src/workspace/write-project.js';
import { REPO_NODE_MODULES } from '../verify/helpers.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-ws-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const spec = {
  name: 'bucket',
  description: 'a bucket',
  pulumiVersion: '3.270.0',
  providers: [{ provider: 'aws', package: '@pulumi/aws', version: '7.48.0' }],
};

describe('the workspace', () => {
  it('reuses an install whose versions match and links it as node_modules', async () => {
    const installer = createProviderInstaller({
      nodeModulesDirs: [join(root, 'missing'), REPO_NODE_MODULES],
    });
    const workspace = await createTempWorkspaceFactory({ installer, tempDir: root }).create(spec);
    expect(readlinkSync(join(workspace.dir, 'node_modules'))).toBe(REPO_NODE_MODULES);
    expect(readdirSync(workspace.dir).sort()).toEqual(
      ['.gitignore', 'Pulumi.yaml', 'index.ts', 'node_modules', 'package.json', 'tsconfig.json'].sort(),
    );
    await workspace.dispose();
    expect(existsSync(workspace.dir)).toBe(false);
  });

  it('writes a project atomically into a new or an existing directory, leaving other files alone', async () => {
    const files = projectFiles(spec, 'export const x = 1;');
    const fresh = join(root, 'out-new');
    await writeProjectAtomically(fresh, files);
    expect(readdirSync(fresh).sort()).toEqual(files.map((f) => f.path).sort());
    const existing = join(root, 'out-existing');
    mkdirSync(existing);
    writeFileSync(join(existing, 'README.md'), 'mine');
    writeFileSync(join(existing, 'index.ts'), 'old');
    await writeProjectAtomically(existing, files);
    expect(readFileSync(join(existing, 'README.md'), 'utf8')).toBe('mine');
    expect(readFileSync(join(existing, 'index.ts'), 'utf8')).toBe('export const x = 1;\n');
    expect(readdirSync(root).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('states the Node version the generated project needs', () => {
    const packageJson = JSON.parse(
      projectFiles(spec, 'export const x = 1;').find((f) => f.path === 'package.json')!.content,
    ) as { engines?: { node?: string } };
    expect(packageJson.engines?.node).toBe('>=22');
  });

  it('names the project from the request', () => {
    expect(projectSlug('An S3 bucket with versioning!')).toBe('s3-bucket-versioning');
  });
});

describe('the report', () => {
  it('shows the ladder, the diagram, coverage and the model', () => {
    const result: GenerationResult = {
      status: 'verified',
      request: { text: 'a bucket', source: 'cli', mode: 'new', maxRepairs: 3, preview: 'auto' },
      files: [{ path: 'index.ts', content: '' }],
      providers: [{ provider: 'aws', package: '@pulumi/aws', version: '7.48.0' }],
      retrieved: ['aws:s3/bucket:Bucket'],
      hits: [
        {
          token: 'aws:s3/bucket:Bucket',
          tsName: 'aws.s3.Bucket',
          provider: 'aws',
          kind: 'resource',
          score: 1,
          sparse: 1,
          dense: 1,
        },
      ],
      verification: [
        { rung: 'safety', status: 'passed', rounds: 0, findings: [], durationMs: 2 },
        {
          rung: 'typecheck',
          status: 'fixed',
          rounds: 1,
          findings: [
            { rung: 'typecheck', severity: 'error', message: "bad 'x' | y", line: 3, code: 'TS2353' },
          ],
          durationMs: 40,
        },
        {
          rung: 'mock',
          status: 'passed',
          rounds: 0,
          findings: [],
          durationMs: 900,
          details: { mermaid: 'graph LR\n  a --> b' },
        },
        {
          rung: 'preview',
          status: 'skipped',
          rounds: 0,
          findings: [],
          reason: 'no `pulumi` CLI found',
          durationMs: 0,
        },
      ],
      metrics: { promptCoverage: 0.873, tokensIn: 1200, tokensOut: 300, timingsMs: { generate: 2100 } },
      model: 'gpt-test',
    };
    const report = renderReport(result);
    expect(report).toContain('| Typecheck | 🔧 fixed after 1 repair round |');
    // A rung's reason is escaped like any text that may carry the program's: its backticks show as such.
    expect(report).toContain('| Preview | ⏭️ skipped: no \\`pulumi\\` CLI found |');
    expect(report).toContain("index.ts:3: bad 'x' \\| y (TS2353)");
    expect(report).toContain('```mermaid\ngraph LR\n  a --> b\n```');
    expect(report).toContain('Prompt coverage: 87.3%');
    expect(report).toContain('**Written by:** `gpt-test`');
    expect(report).toContain('`@pulumi/aws@7.48.0`');
  });
});
