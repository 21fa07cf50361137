import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMockRung, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import { createRecordLookup } from '../../../src/verify/mock/record-lookup.js';
import type { RunRegistration } from '../../../src/verify/mock/run-result.js';
import { validateRegistrations } from '../../../src/verify/mock/validate-registrations.js';
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

describe('validateRegistrations, called directly on a recorded run', () => {
  const snapshot = loadAwsSnapshot();
  const registration = (
    type: string,
    name: string,
    inputs: Record<string, unknown>,
    extra: Partial<RunRegistration> = {},
  ): RunRegistration => ({
    type,
    name,
    custom: true,
    urn: `urn:pulumi:dev::p::${type}::${name}`,
    inputs,
    dependencies: [],
    propertyDependencies: {},
    read: false,
    ...extra,
  });
  const validate = (registrations: RunRegistration[], madeUp: (value: string) => boolean = () => false) =>
    validateRegistrations({
      run: { registrations, invokes: [], calls: [], errors: [], completed: true },
      snapshot,
      lookup: createRecordLookup(snapshot),
      locate: (r) => ({ file: 'index.ts', line: r.name.length }),
      madeUp,
    });
  const codes = (findings: readonly Finding[]) => findings.map((f) => `${f.severity}:${f.code ?? ''}`);

  it('passes a registration that sets what the schema requires with valid values', () => {
    const findings = validate([
      registration('aws:ec2/instance:Instance', 'web', {
        ami: 'ami-0abcdef1234567890',
        instanceType: 't3.micro',
      }),
    ]);
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('finds a missing required input, an input the schema lacks and a value off the enum, at the line', () => {
    const findings = validate([
      registration('aws:s3/bucketVersioning:BucketVersioning', 'versioning', { versioningConfiguration: {} }),
      registration('aws:sns/topic:Topic', 'alerts', { nmae: 'alerts' }),
      registration('aws:ec2/instance:Instance', 'web', {
        ami: 'ami-0abcdef1234567890',
        instanceType: 't3.micor',
      }),
    ]);
    expect(codes(findings)).toEqual(
      expect.arrayContaining(['error:missing-input', 'error:unknown-input', 'error:invalid-value']),
    );
    const missing = findings.find((f) => f.code === 'missing-input' && f.message.includes('versioning'));
    expect(missing).toMatchObject({ file: 'index.ts', line: 'versioning'.length });
    expect(missing?.message).toContain('bucket');
    expect(findings.find((f) => f.code === 'unknown-input')?.message).toContain('nmae');
  });

  it('does not hold a value the run made up against the schema', () => {
    const standIn = 'pulumi-gen-stand-in-1';
    const instance = registration('aws:ec2/instance:Instance', 'web', {
      ami: 'ami-1',
      instanceType: standIn,
    });
    // Off the list of instance types (which takes any string): worth a warning when the program wrote it.
    expect(codes(validate([instance]))).toEqual(['warning:undocumented-value']);
    expect(validate([instance], (value) => value === standIn)).toEqual([]);
  });

  it('names a type no provider schema has, and a second resource of one type and name', () => {
    const twice = registration('aws:sns/topic:Topic', 'alerts', {});
    const findings = validate([registration('aws:s3/nope:Nope', 'x', {}), twice, twice]);
    expect(codes(findings)).toEqual(
      expect.arrayContaining(['error:unknown-resource', 'error:duplicate-name']),
    );
  });
});
