import { describe, expect, it } from 'vitest';
import { buildCatalog, parsePackageList } from '../../src/language/build-catalog.js';

const TSV = [
  'name\tversion\tdownloads\tsummary',
  '@pulumi/aws\t7.1.0\t1000000\tA Pulumi package for creating and managing AWS resources.  ',
  '@pulumi/pulumi\t3.200.0\t5000000\tPulumi SDK',
  '@pulumiverse/grafana\t0.16.0\t2000\tGrafana',
  'pulumi-acme\t1.0.0\tnot-a-number\tA Pulumi provider for ACME',
  'nx-pulumi\t2.0.0\t300\tAn Nx plugin that runs the pulumi CLI',
  '\t\t\t',
  'short\tline',
].join('\n');

describe('parsePackageList', () => {
  it('reads the rows under the header, a bad count as 0, and skips short or nameless lines', () => {
    const rows = parsePackageList(TSV);
    expect(rows.map((r) => r.name)).toEqual([
      '@pulumi/aws',
      '@pulumi/pulumi',
      '@pulumiverse/grafana',
      'pulumi-acme',
      'nx-pulumi',
    ]);
    expect(rows[0]).toEqual({
      name: '@pulumi/aws',
      version: '7.1.0',
      monthlyDownloads: 1000000,
      description: 'A Pulumi package for creating and managing AWS resources.',
    });
    expect(rows[3]?.monthlyDownloads).toBe(0);
  });
});

describe('buildCatalog', () => {
  it('keeps provider and component packages, not tooling, sorted, with name and curated cues', () => {
    const catalog = buildCatalog(
      parsePackageList(TSV),
      { '@pulumi/aws': ['amazon web services'] },
      'list of 2026',
    );
    expect(catalog.provenance).toBe('list of 2026');
    expect(catalog.packages.map((p) => p.package)).toEqual([
      '@pulumi/aws',
      '@pulumiverse/grafana',
      'pulumi-acme',
    ]);
    const aws = catalog.packages[0]!;
    expect(aws.cues).toContain('amazon web services');
    expect(new Set(aws.cues).size).toBe(aws.cues.length);
    expect(aws.monthlyDownloads).toBe(1000000);
  });
});
