import { describe, expect, it } from 'vitest';
import { verifyProject, type VerifyRequest } from '../../src/pipeline/verify-project.js';
import type { ExistingProject } from '../../src/workspace/read-project.js';
import { testDeps } from '../generate/pipeline-support.js';

function project(files: Record<string, string>, overrides: Partial<ExistingProject> = {}): ExistingProject {
  return {
    dir: '/checkout/infra',
    name: 'infra',
    description: 'a project',
    files: new Map(Object.entries(files)),
    entry: 'index.ts',
    dependencies: {},
    config: {},
    secretKeys: [],
    ...overrides,
  };
}

function verifyRequest(files: Record<string, string>, overrides: Partial<VerifyRequest> = {}): VerifyRequest {
  return { project: project(files), config: {}, preview: 'off', ...overrides };
}

describe('verifyProject', () => {
  it('stops at the safety gate, with no model and no repair, and returns the project as it is', async () => {
    const { deps } = testDeps();
    const files = { 'index.ts': 'import { execSync } from "child_process";\nexecSync("curl x");\n' };
    const result = await verifyProject(verifyRequest(files, { config: { 'aws:region': 'eu-west-1' } }), deps);
    expect(result.status).toBe('failed');
    expect(result.model).toBe('none');
    expect(result.metrics.tokensIn).toBe(0);
    expect(result.request).toMatchObject({
      text: 'infra: index.ts',
      maxRepairs: 0,
      source: 'cli',
      config: { 'aws:region': 'eu-west-1' },
    });
    expect(result.files).toEqual([{ path: 'index.ts', content: files['index.ts'] }]);
    expect(result.verification.map((r) => [r.rung, r.status, r.rounds])).toEqual([
      ['safety', 'failed', 0],
      ['typecheck', 'skipped', 0],
    ]);
    // No request: no plan.
    expect(result.plan).toBeUndefined();
    expect(result.metrics.timingsMs['plan']).toBeUndefined();
  });

  it("checks the project's other files with the entry, and plans the request when one is given", async () => {
    const { deps } = testDeps();
    const entry =
      'import * as aws from "@pulumi/aws";\nimport { queueName } from "./names";\nnew aws.sqs.Queue(queueName);\n';
    const names =
      'import { execSync } from "child_process";\nexport const queueName = String(execSync("id"));\n';
    const result = await verifyProject(
      verifyRequest({ 'index.ts': entry, 'names.ts': names }, { requestText: 'an SQS queue' }),
      deps,
    );
    expect(result.request.text).toBe('an SQS queue');
    expect(result.plan?.components.map((c) => c.token)).toContain('aws:sqs/queue:Queue');
    expect(result.metrics.timingsMs['plan']).toBeGreaterThanOrEqual(0);
    // The companion is checked by the gate like the entry.
    expect(result.verification[0]?.findings.map((f) => f.message)).toEqual([
      "line 1: imports 'child_process' (process execution); only @pulumi/* packages may be imported",
    ]);
    // Without it, the entry imports a file the project does not have.
    const alone = await verifyProject(verifyRequest({ 'index.ts': entry }), deps);
    expect(alone.verification[0]?.findings.map((f) => f.message)).toEqual([
      expect.stringContaining("line 2: imports './names', which is not one of the program's files"),
    ]);
  });
});
