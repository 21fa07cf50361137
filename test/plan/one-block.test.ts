import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../src/plan/draft.js';
import { oneBlock } from '../../src/plan/one-block.js';
import { bundledComponent, bundledEdits } from './bundled-rule-cases.js';

const STREAM = 'aws:kinesis/firehoseDeliveryStream:FirehoseDeliveryStream';
const value = (input: string, v: number) => ({ input, value: v, text: String(v) });

describe('rule one-block (bundled snapshot)', () => {
  it('moves what fell into a second block of the same inputs into the block that takes it all', async () => {
    const stream = bundledComponent('stream', STREAM, [
      value('extendedS3Configuration.bufferingInterval', 60),
      value('elasticsearchConfiguration.bufferingSize', 5),
    ]);
    const relations = [
      { from: 'stream', to: 'bucket', via: 'extendedS3Configuration.bucketArn', text: '' },
      { from: 'stream', to: 'role', via: 'elasticsearchConfiguration.roleArn', text: '' },
    ];
    expect(await bundledEdits(oneBlock, [stream], relations)).toEqual([
      'block stream elasticsearchConfiguration -> extendedS3Configuration',
    ]);
  });

  it('leaves blocks that are not of one family, and a single block', async () => {
    const domain = bundledComponent('domain', 'aws:opensearch/domain:Domain', [
      value('clusterConfig.instanceCount', 2),
      value('ebsOptions.volumeSize', 20),
      { input: 'encryptAtRest.enabled', value: true, text: 'encryption at rest' },
      { input: 'nodeToNodeEncryption.enabled', value: true, text: 'node-to-node encryption' },
    ]);
    const stream = bundledComponent('stream', STREAM, [value('extendedS3Configuration.bufferingSize', 5)]);
    expect(await bundledEdits(oneBlock, [domain, stream])).toEqual([]);
  });

  it("moves the component's values and its own relations, not another component's", () => {
    const stream = bundledComponent('stream', STREAM, [value('elasticsearchConfiguration.bufferingSize', 5)]);
    const draft = applyEdit(
      {
        components: [stream],
        relations: [
          { from: 'stream', to: 'role', via: 'elasticsearchConfiguration.roleArn', text: '' },
          { from: 'other', to: 'role', via: 'elasticsearchConfiguration.roleArn', text: '' },
        ],
        config: [],
        notes: [],
      },
      { kind: 'block', id: 'stream', from: 'elasticsearchConfiguration', to: 'extendedS3Configuration' },
      'one-block',
    );
    expect(draft.components[0]?.values.map((v) => v.input)).toEqual([
      'extendedS3Configuration.bufferingSize',
    ]);
    expect(draft.relations.map((r) => r.via)).toEqual([
      'extendedS3Configuration.roleArn',
      'elasticsearchConfiguration.roleArn',
    ]);
  });
});
