import { describe, expect, it } from 'vitest';
import { HOST_REACHING_APIS, hostReachingApi } from '../../../src/verify/safety/host-reaching-apis.js';

describe('hostReachingApi', () => {
  it('names the host-reaching members of @pulumi/pulumi and what lies below them', () => {
    expect(hostReachingApi('@pulumi/pulumi', 'automation')?.reason).toMatch(/Pulumi CLI/);
    expect(hostReachingApi('@pulumi/pulumi', 'runtime.setMocks')?.member).toBe('runtime');
    expect(hostReachingApi('@pulumi/pulumi', 'dynamic.Resource')?.member).toBe('dynamic');
    for (const member of ['provider', 'cmd', 'proto']) {
      expect(hostReachingApi('@pulumi/pulumi', member)).toBeDefined();
    }
  });

  it('lets a program read the run identity and use the rest of the SDK and the providers', () => {
    for (const member of ['runtime.isDryRun', 'runtime.getProject', 'runtime.getStack']) {
      expect(hostReachingApi('@pulumi/pulumi', member)).toBeUndefined();
    }
    expect(hostReachingApi('@pulumi/pulumi', 'runtime.isDryRunX')).toBeDefined();
    expect(hostReachingApi('@pulumi/pulumi', 'Config')).toBeUndefined();
    expect(hostReachingApi('@pulumi/pulumi', 'automationX')).toBeUndefined();
    expect(hostReachingApi('@pulumi/kubernetes', 'helm.v3.Release')).toBeUndefined();
    expect(hostReachingApi('@pulumi/aws', 'runtime')).toBeUndefined();
  });

  it('has one entry per member, each with a reason', () => {
    const keys = HOST_REACHING_APIS.map((api) => `${api.package} ${api.member}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(HOST_REACHING_APIS.every((api) => api.reason.length > 20)).toBe(true);
  });
});
