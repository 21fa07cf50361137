import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../../../src/shared/paths.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import { createMockRung, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import type { RungCheck } from '../../../src/verify/types.js';
import { requireSandbox } from '../../support/sandbox.js';
import { makeProjectDir, programOf } from './support.js';

/**
 * @pulumi/aws-apigateway (a devDependency) is a multi-language component: under mocks its RestAPI registers
 * as one remote resource, which the bundled snapshot's component record checks.
 */
let project: { readonly dir: string; dispose(): void };
let deps: MockRunDeps;

beforeAll(async () => {
  project = makeProjectDir();
  deps = {
    snapshot: openSnapshot(join(packageRoot(), 'registry-snapshot')),
    nodePath: process.execPath,
    timeLimitMs: 30_000,
    sandbox: await requireSandbox(),
  };
});

afterAll(() => project.dispose());

async function check(code: string): Promise<RungCheck<'mock'>> {
  return createMockRung(deps).check(programOf(code), {
    projectDir: project.dir,
    config: { 'aws:region': 'eu-west-1' },
  });
}

describe('mock rung on a component resource', () => {
  it('records the component as one resource and passes valid inputs', async () => {
    const result = await check(`import * as apigateway from '@pulumi/aws-apigateway';
const api = new apigateway.RestAPI('api', { routes: [{ path: '/', method: 'GET' }], requestValidator: 'ALL' });
export const url = api.url;
`);
    expect(result.kind, JSON.stringify(result)).toBe('passed');
    if (result.kind !== 'passed') return;
    expect(result.details?.resources?.map((r) => r.token)).toEqual(['aws-apigateway:index:RestAPI']);
    // What the component's plugin creates is not run here, and the result says so.
    expect(result.warnings.map((f) => f.code)).toEqual(['remote-component']);
    expect(result.warnings[0]?.message).toMatch(/checks its inputs, not the resources it creates/);
  });

  it('finds an invalid value in a component input', async () => {
    const result = await check(`import * as apigateway from '@pulumi/aws-apigateway';
new apigateway.RestAPI('api', { routes: [{ path: '/', method: 'GET' }], requestValidator: 'EVERYTHING' as 'ALL' });
`);
    expect(result.kind).toBe('failed');
    if (result.kind !== 'failed') return;
    expect(result.findings.map((f) => f.code)).toContain('invalid-value');
    expect(result.findings.find((f) => f.code === 'invalid-value')?.message).toMatch(/requestValidator/);
  });
});
