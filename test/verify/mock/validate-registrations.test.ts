import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMockRung, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import type { Finding } from '../../../src/verify/types.js';
import { requireSandbox } from '../../support/sandbox.js';
import { loadAwsSnapshot, makeProjectDir, programOf } from './support.js';

let project: { readonly dir: string; dispose(): void };
let deps: MockRunDeps;

beforeAll(async () => {
  project = makeProjectDir();
  deps = {
    snapshot: loadAwsSnapshot(),
    nodePath: process.execPath,
    timeLimitMs: 30_000,
    sandbox: await requireSandbox(),
  };
});
afterAll(() => project.dispose());

async function findingsOf(code: string): Promise<readonly Finding[]> {
  const check = await createMockRung(deps).check(programOf(code), { projectDir: project.dir, config: {} });
  return check.kind === 'failed' ? check.findings : check.kind === 'passed' ? check.warnings : [];
}

describe('valid values in findings', () => {
  it('lists the 20 valid values nearest a wrong one, not the whole catalogue', async () => {
    const findings = await findingsOf(`import * as aws from '@pulumi/aws';
new aws.ec2.Instance('web', { ami: 'ami-0abcdef1234567890', instanceType: 't3.micor' });
`);
    const invalid = findings.find((f) => f.code === 'invalid-value');
    expect(invalid?.message).toContain('`t3.micro`');
    expect(invalid?.message).toMatch(/the nearest 20 of \d{3,}/);
    expect(invalid?.message.length).toBeLessThan(2000);
  });

  it('takes any string where the enum is widened by one (a protocol number)', async () => {
    const findings = await findingsOf(`import * as aws from '@pulumi/aws';
const group = new aws.ec2.SecurityGroup('web', {});
new aws.ec2.SecurityGroupRule('all-out', {
  type: 'egress', securityGroupId: group.id, protocol: '-1', fromPort: 0, toPort: 0, cidrBlocks: ['10.0.0.0/8'],
});
`);
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
});
