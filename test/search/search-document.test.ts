import { describe, expect, it } from 'vitest';
import { buildSearchArtifacts, type SearchDocTable } from '../../src/search/build-index.js';
import { madeResources, takenResources } from '../../src/snapshot/record-facts.js';
import { queryIntent } from '../../src/language/query-intent.js';
import type { NestedType, SnapshotRecord } from '../../src/snapshot/types.js';

/** A component shaped as the awsx and aws-apigateway declarations are: another package under an alias. */
const restApi: SnapshotRecord = {
  token: 'aws-apigateway:index:RestAPI',
  kind: 'resource',
  provider: 'aws-apigateway',
  module: 'index',
  tsName: 'aws_apigateway.RestAPI',
  summary: 'A REST API with routes.',
  inputs: [
    {
      name: 'routes',
      type: 'inputs.RouteArgs[]',
      required: false,
      doc: 'Routes.',
      typeRefs: ['inputs.RouteArgs'],
    },
    { name: 'bucket', type: 'pulumi.Input<aws.s3.Bucket>', required: false, doc: 'The bucket.' },
  ],
  outputs: [
    { name: 'api', type: 'pulumi.Output<pulumiAws.apigateway.RestApi>' },
    { name: 'stage', type: 'pulumi.Output<pulumiAws.apigateway.Stage | undefined>' },
    { name: 'layout', type: 'pulumi.Output<outputs.ec2.ResolvedSubnetSpec[]>' },
    { name: 'url', type: 'pulumi.Output<string>' },
  ],
  examples: [],
};

const routeArgs: NestedType = {
  name: 'inputs.RouteArgs',
  provider: 'aws-apigateway',
  fields: [
    {
      name: 'eventHandler',
      type: 'pulumiAws.lambda.Function',
      required: false,
      doc: 'The handler.',
    },
    {
      name: 'api',
      type: 'pulumiAws.apigateway.RestApi',
      required: false,
      doc: 'Made, not taken.',
    },
  ],
};

describe("a component's parts", () => {
  it('reads what it makes from its outputs, whatever the alias, and not its own types', () => {
    expect(madeResources(restApi)).toEqual(['apigateway.RestApi', 'apigateway.Stage']);
  });

  it('reads what it takes from its inputs and their nested types, less what it makes', () => {
    const types = new Map([[routeArgs.name, routeArgs]]);
    expect(takenResources(restApi, types)).toEqual(['lambda.Function', 's3.Bucket']);
    expect(takenResources(restApi, new Map())).toEqual(['s3.Bucket']);
  });

  it("are written into the doc table of the component's provider only", async () => {
    const plain: SnapshotRecord = {
      ...restApi,
      token: 'aws:apigateway/restApi:RestApi',
      provider: 'aws',
      module: 'apigateway',
      tsName: 'aws.apigateway.RestApi',
      inputs: [],
      outputs: [{ name: 'id', type: 'pulumi.Output<string>' }],
    };
    const artifacts = await buildSearchArtifacts([plain, restApi], [routeArgs], {
      localModel: { dimensions: 8 },
    });
    const table = (provider: string): SearchDocTable => {
      const file = artifacts.files.find((f) => f.path === `search/${provider}.docs.json`);
      return JSON.parse(new TextDecoder().decode(file?.data)) as SearchDocTable;
    };
    expect(table('aws-apigateway').makes).toEqual({ '0': ['apigateway.RestApi', 'apigateway.Stage'] });
    expect(table('aws-apigateway').takes).toEqual({ '0': ['lambda.Function', 's3.Bucket'] });
    expect(table('aws').makes).toBeUndefined();
    expect(table('aws').takes).toBeUndefined();
  });
});

describe('what a request asks for', () => {
  it('reads a lookup from its words, not from an HTTP method before a path', () => {
    expect(queryIntent('get the latest Amazon Linux AMI').lookup).toBe(true);
    expect(queryIntent('look up the default VPC').lookup).toBe(true);
    expect(queryIntent('a REST API whose GET /hello route invokes a function').lookup).toBe(false);
    expect(queryIntent('a PATCH /items route').variant).toBe(false);
    expect(queryIntent('a Deployment patch').variant).toBe(true);
  });
});
