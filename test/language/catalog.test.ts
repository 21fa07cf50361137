import { describe, expect, it } from 'vitest';
import { buildCatalog, parsePackageList } from '../../src/language/build-catalog.js';
import { catalog, matchCatalog, shortPackageName } from '../../src/language/catalog.js';
import { inferProviders, planningProviders, routeRequest } from '../../src/language/routing.js';

const names = (text: string): string[] => matchCatalog(text).map((entry) => entry.package);

describe('the bundled catalog', () => {
  it('knows every bundled provider and the packages public programs import', () => {
    const packages = catalog.packages.map((entry) => entry.package);
    for (const name of [
      '@pulumi/awsx',
      '@pulumi/eks',
      '@pulumi/alicloud',
      '@pulumi/hcloud',
      '@pulumiverse/vercel',
    ]) {
      expect(packages).toContain(name);
    }
    expect(packages).not.toContain('@pulumi/pulumi');
    expect(catalog.provenance).toMatch(/npm/);
  });

  it('matches a package by its name or service, never by an ordinary word alone', () => {
    expect(names('a Hetzner server with a firewall')).toContain('@pulumi/hcloud');
    expect(names('an alicloud ECS instance')).toContain('@pulumi/alicloud');
    expect(names('rotate the key after some time')).not.toContain('@pulumiverse/time');
    expect(names('use @pulumiverse/time to rotate the key')).toContain('@pulumiverse/time');
    expect(names('an Azure storage account')).not.toContain('@pulumi/azure');
  });

  it('names a package as its tokens do', () => {
    expect(shortPackageName('@rediscloud/pulumi-rediscloud')).toBe('rediscloud');
    expect(shortPackageName('@pulumi/azure-native')).toBe('azure-native');
  });
});

describe('routing with the catalog', () => {
  const known = ['aws', 'awsx', 'azure', 'azure-native', 'alicloud', 'kubernetes', 'kubernetes-cert-manager'];

  it('routes to a package the request names', () => {
    expect(inferProviders('an alicloud ECS instance', known)).toContain('alicloud');
    expect(inferProviders('install cert-manager in the cluster', known)).toContain('kubernetes-cert-manager');
  });

  it('keeps Azure requests on azure-native, and plans AWS requests without awsx unless they name it', () => {
    expect(inferProviders('an Azure storage account', known)).toEqual(['azure-native']);
    // The search looks at the aws component packages too; the plan keeps to aws's own resources.
    const route = routeRequest('an S3 bucket with versioning', undefined, known);
    expect(route.providers).toEqual(['aws', 'awsx']);
    expect(planningProviders('an S3 bucket with versioning', route)).toEqual(['aws']);
  });
});

describe('buildCatalog', () => {
  it('keeps provider SDKs and leaves tooling out', () => {
    const rows = parsePackageList(
      [
        'name\tversion\tdownloads_a_month\tsummary',
        '@pulumi/pulumi\t3.0.0\t100\tPulumi SDK',
        '@pulumi/linode\t5.1.1\t10\tA Pulumi package for creating and managing linode cloud resources.',
        '@nx-extend/pulumi\t12.0.0\t9\t',
        '@ovhcloud/pulumi-ovh\t2.19.1\t5\tA Pulumi package for creating and managing OVH resources.',
      ].join('\n'),
    );
    const built = buildCatalog(rows, { '@ovhcloud/pulumi-ovh': ['ovhcloud'] }, 'test');
    expect(built.packages.map((entry) => entry.package)).toEqual(['@ovhcloud/pulumi-ovh', '@pulumi/linode']);
    expect(built.packages[0]?.cues).toEqual(['@ovhcloud/pulumi-ovh', 'ovh', 'ovhcloud']);
  });
});
