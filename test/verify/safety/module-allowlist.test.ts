import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_PACKAGES,
  allowedPackagesOf,
  allowedSdkSubmodules,
  checkSpecifier,
  importedPackages,
} from '../../../src/verify/safety/module-allowlist.js';
import { loadAwsSnapshot } from '../mock/support.js';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

describe('importedPackages', () => {
  it('lists each imported package once, from imports, dynamic imports and requires', () => {
    const program = [
      "import * as aws from '@pulumi/aws';",
      "import { s3 } from '@pulumi/aws/s3';",
      "const fs = require('fs');",
      "const cp = await import('node:child_process');",
      "import x from 'lodash/fp';",
    ].join('\n');
    expect(importedPackages(program)).toEqual(['@pulumi/aws', 'fs', 'node:child_process', 'lodash']);
  });
});

describe('the allowed packages', () => {
  it('are the SDK and the pinned providers, or the snapshot’s', () => {
    expect(ALLOWED_PACKAGES.has('@pulumi/pulumi')).toBe(true);
    expect(ALLOWED_PACKAGES.has('@pulumi/aws')).toBe(true);
    expect(allowedPackagesOf(loadAwsSnapshot()).has('@pulumi/aws')).toBe(true);
    expect(allowedPackagesOf({ manifest: { providers: {} } } as never)).toEqual(new Set(['@pulumi/pulumi']));
  });

  it('include the SDK namespaces of the installed @pulumi/pulumi that do not reach the host', () => {
    const submodules = allowedSdkSubmodules();
    expect(submodules).toEqual(expect.arrayContaining(['@pulumi/pulumi/asset', '@pulumi/pulumi/log']));
    expect(submodules).not.toContain('@pulumi/pulumi/automation');
    expect(submodules).not.toContain('@pulumi/pulumi/runtime');
  });
});

describe('checkSpecifier', () => {
  it('allows a pinned package and its plain namespaces', () => {
    expect(checkSpecifier('@pulumi/aws')).toEqual({ kind: 'allowed', package: '@pulumi/aws', submodule: [] });
    expect(checkSpecifier('@pulumi/kubernetes/apps/v1')).toMatchObject({
      kind: 'allowed',
      submodule: ['apps', 'v1'],
    });
    expect(checkSpecifier('@pulumi/pulumi/asset').kind).toBe('allowed');
  });

  it('refuses other packages, deep paths, host-reaching and foreign parts, saying why', () => {
    expect(checkSpecifier('child_process')).toMatchObject({
      kind: 'rejected',
      message: "imports 'child_process'; only @pulumi/* and the snapshot's provider packages may be imported",
    });
    expect(checkSpecifier('@pulumi/not-pinned')).toMatchObject({
      message: expect.stringContaining('which is not one of the pinned packages'),
    });
    for (const specifier of [
      '@pulumi/aws/s3/bucket/x',
      '@pulumi/aws/../x',
      '@pulumi/aws/index',
      '@pulumi/aws/s3.js',
    ]) {
      expect(checkSpecifier(specifier)).toMatchObject({
        kind: 'rejected',
        message: expect.stringContaining('namespaces'),
      });
    }
    expect(checkSpecifier('@pulumi/pulumi/automation')).toMatchObject({
      message: expect.stringContaining('the Automation API runs the Pulumi CLI'),
    });
    expect(checkSpecifier('@pulumi/aws/vendor').kind).toBe('rejected');
    expect(checkSpecifier('@pulumi/pulumi/resource')).toMatchObject({
      message: expect.stringContaining('not a provider namespace'),
    });
  });

  it('with a project folder, requires Node’s resolution to land in the package', () => {
    expect(checkSpecifier('@pulumi/aws/s3', repoRoot).kind).toBe('allowed');
    expect(checkSpecifier('@pulumi/aws', '/nonexistent-dir')).toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining('does not resolve from the project'),
    });
  });
});
