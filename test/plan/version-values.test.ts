import { describe, expect, it } from 'vitest';
import type { DraftComponent } from '../../src/plan/draft.js';
import { attachExampleVersions, attachVersions, productVersions } from '../../src/plan/version-values.js';
import { bundledEdits, bundledSaid } from './bundled-rule-cases.js';
import { read } from './rule-cases.js';

const said = bundledSaid;

const versions = (components: DraftComponent[], text: string) =>
  bundledEdits(attachVersions, components, [], text);

describe('product versions', () => {
  it('reads a version said right after a product or after "version"', () => {
    const found = (text: string) =>
      productVersions(read(text)).map((v) => `${v.text} [${v.product.join(' ')}]`);
    expect(found('Create a Cloud SQL PostgreSQL 16 instance')).toEqual([
      'PostgreSQL 16 [postgresql postgres]',
    ]);
    expect(found('an Aurora cluster with engine version 15.4')).toEqual(['engine version 15.4 [engine]']);
    expect(found('an EKS cluster running Kubernetes 1.30')).toEqual(['Kubernetes 1.30 [kubernetes]']);
    // A count is no version: said after a verb or a function word, or before a plural noun.
    expect(found('Create 3 buckets with 2 instances each and 1 shard')).toEqual([]);
    // An engine opening the request is a product all the same.
    expect(found('Postgres 16 database on db.t4g.medium.')).toEqual(['Postgres 16 [postgre postgres]']);
  });
});

describe('rule product-versions', () => {
  it("puts an engine's version on the planned instance's version input, in the spelling its valid values use", async () => {
    const text = 'Create a Cloud SQL PostgreSQL 16 instance in europe-west1 with a database named app.';
    expect(
      await versions(
        [
          said('database', 'gcp:sql/database:Database', text, 'a database named app'),
          said(
            'database-instance',
            'gcp:sql/databaseInstance:DatabaseInstance',
            text,
            'a database named app',
            {
              origin: 'plumbing',
            },
          ),
        ],
        text,
      ),
    ).toEqual(['value database-instance databaseVersion="POSTGRES_16"']);
  });

  it('gives the version input whose doc names the product or the engine the version as said', async () => {
    const eks = 'Create an Amazon EKS cluster running Kubernetes 1.30.';
    expect(
      await versions([said('cluster', 'aws:eks/cluster:Cluster', eks, 'Amazon EKS cluster')], eks),
    ).toEqual(['value cluster version="1.30"']);
    const rds = 'Create an RDS MySQL 8.0 database instance.';
    expect(await versions([said('instance', 'aws:rds/instance:Instance', rds, 'RDS MySQL')], rds)).toEqual([
      'value instance engineVersion="8.0"',
    ]);
    const redis = 'Create an ElastiCache Redis 7 cluster.';
    expect(
      await versions(
        [said('cluster', 'aws:elasticache/cluster:Cluster', redis, 'ElastiCache Redis 7 cluster')],
        redis,
      ),
    ).toEqual(['value cluster engineVersion="7"']);
  });

  it('gives the version to the component named last before it, and to an input another must equal', async () => {
    const aurora = 'Create an Aurora PostgreSQL cluster with engine version 15.4, with one writer instance.';
    expect(
      await versions(
        [
          said('cluster', 'aws:rds/cluster:Cluster', aurora, 'an Aurora PostgreSQL cluster'),
          said('cluster-instance', 'aws:rds/clusterInstance:ClusterInstance', aurora, 'one writer instance'),
        ],
        aurora,
      ),
    ).toEqual(['value cluster engineVersion="15.4"']);
    // `nodeVersion` "must either be unset or set to the same value as `minMasterVersion`".
    const gke = 'Create a GKE cluster running Kubernetes 1.29.';
    expect(
      await versions([said('cluster', 'gcp:container/cluster:Cluster', gke, 'GKE cluster')], gke),
    ).toEqual(['value cluster minMasterVersion="1.29"']);
  });

  it('states nothing where no version input names the product', async () => {
    const text = 'Create a Python 3.12 Lambda function.';
    expect(
      await versions([said('function', 'aws:lambda/function:Function', text, 'Lambda function')], text),
    ).toEqual([]);
  });
});

describe('rule example-versions', () => {
  it("writes a product's version where the examples write that product with theirs, as they write it", async () => {
    const vm = (text: string) => [said('vm', 'gcp:compute/instance:Instance', text, text)];
    const debian = 'An e2-medium VM with Debian 12 in europe-west4-a.';
    expect(await bundledEdits(attachExampleVersions, vm(debian), [], debian)).toEqual([
      'value vm bootDisk.initializeParams.image="debian-cloud/debian-12"',
    ]);
    const ubuntu = 'A VM running Ubuntu 22.04 in us-central1-a.';
    expect(await bundledEdits(attachExampleVersions, vm(ubuntu), [], ubuntu)).toEqual([
      'value vm bootDisk.initializeParams.image="ubuntu-os-cloud/ubuntu-2204-lts"',
    ]);
    // A product the examples never write states nothing.
    const other = 'A VM running Rocky 9 in us-central1-a.';
    expect(await bundledEdits(attachExampleVersions, vm(other), [], other)).toEqual([]);
  });
});
