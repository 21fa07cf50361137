import { afterEach, describe, expect, it } from 'vitest';

import { runPipeline } from '../../../src/pipeline/run-pipeline.js';
import { renderReport } from '../../../src/report/render-report.js';
import { createMockRung } from '../../../src/verify/mock/mock-rung.js';
import { createPolicyRung } from '../../../src/verify/policy/policy-rung.js';
import { realSearch, request, testDeps } from '../../generate/pipeline-support.js';
import { requireSandbox } from '../../support/sandbox.js';
import {
  byStage,
  codeReply,
  startOpenAiServer,
  textReply,
  type OpenAiTestServer,
} from '../../support/openai-server.js';

const OPEN = `import * as aws from '@pulumi/aws';

const db = new aws.ec2.SecurityGroup('db', {
  ingress: [{ protocol: 'tcp', fromPort: 5432, toPort: 5432, cidrBlocks: ['0.0.0.0/0'] }],
});
export const groupId = db.id;
`;
const CLOSED = OPEN.replace("cidrBlocks: ['0.0.0.0/0']", "cidrBlocks: ['10.0.0.0/16']");
const STILL_OPEN = OPEN.replace("cidrBlocks: ['0.0.0.0/0']", "ipv6CidrBlocks: ['::/0']");

let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function rungs() {
  return [
    createMockRung({
      snapshot: realSearch().snapshot,
      nodePath: process.execPath,
      sandbox: await requireSandbox(),
    }),
    createPolicyRung({
      mode: 'mandatory',
      packDirs: [],
      sandbox: await requireSandbox(),
      nodePath: process.execPath,
    }),
  ];
}

describe('the pipeline with the policy rung', () => {
  it('sends a mandatory violation back to the model with the resource schema, and verifies the repair', async () => {
    server = await startOpenAiServer([
      byStage({
        plan: [textReply('1. A security group for the database.')],
        generate: [codeReply(OPEN)],
        repair: [codeReply(CLOSED)],
      }),
    ]);
    const { deps } = testDeps({ baseUrl: server.baseUrl, rungs: await rungs() });
    const result = await runPipeline(request('a security group for a postgres database'), deps);

    expect(result.status).toBe('verified');
    expect(result.verification.find((o) => o.rung === 'policy')).toMatchObject({
      status: 'fixed',
      rounds: 1,
    });
    const prompt = (server.requests.find((r) => r.stage === 'repair')?.body.messages ?? [])
      .map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('index.ts:3 [policy policy/aws-no-world-open-admin-ports]');
    expect(prompt).toContain('5432 (PostgreSQL)');
    expect(prompt).toContain('class SecurityGroup extends pulumi.CustomResource');
    const report = renderReport(result);
    expect(report).toContain('**Packs:** `pulumi-gen-baseline@0.1.0` (bundled baseline, 21 policies)');
    expect(report).toContain('No violations in 1 resource.');
  });

  it('never reports a program verified while a mandatory policy still fails', async () => {
    server = await startOpenAiServer([
      byStage({
        plan: [textReply('1. A security group for the database.')],
        generate: [codeReply(OPEN)],
        repair: [codeReply(STILL_OPEN)],
      }),
    ]);
    const { deps } = testDeps({ baseUrl: server.baseUrl, rungs: await rungs() });
    const result = await runPipeline(
      request('a security group for a postgres database', { maxRepairs: 1 }),
      deps,
    );

    expect(result.status).toBe('failed');
    expect(result.verification.find((o) => o.rung === 'policy')).toMatchObject({
      status: 'failed',
      rounds: 1,
    });
    const report = renderReport(result);
    expect(report).toContain('❌ Pulumi program not verified');
    expect(report).not.toContain('✅ Verified');
    expect(report).toMatch(
      /\| `db` \(`aws:ec2\/securityGroup:SecurityGroup`\) \| `aws-no-world-open-admin-ports` \| ❌ mandatory \| ingress\\\[0\\\] admits ::\/0 \(every IPv6 address\) to 5432 \(PostgreSQL\)/,
    );
  });
});
