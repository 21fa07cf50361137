import { describe, expect, it } from 'vitest';
import { decodeJson, encodeJson, encodeShard, shardFiles } from '../../src/snapshot/shard-files.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { SnapshotRecord } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

describe('encodeJson and decodeJson', () => {
  it('round-trips JSON through brotli, several times smaller for repetitive text', () => {
    const value = {
      records: Array.from({ length: 200 }, (_, i) => ({ name: `input${i}`, doc: 'The same doc.' })),
    };
    const data = encodeJson(value);
    expect(decodeJson(data)).toEqual(value);
    expect(data.length * 5).toBeLessThan(JSON.stringify(value).length);
  });
});

describe('encodeShard', () => {
  it('writes the four shard files, records without their outputs and examples, which go by token', () => {
    const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
    const queue = snapshot.get('aws:sqs/queue:Queue')!;
    const bare: SnapshotRecord = {
      ...snapshot.get('aws:sqs/queuePolicy:QueuePolicy')!,
      outputs: [],
      examples: [],
    };
    const nested = snapshot.nestedType('aws', 'inputs.s3.BucketVersioningVersioningConfiguration')!;
    const { files } = encodeShard('aws', [queue, bare], [nested]);
    const names = shardFiles('aws');
    expect([...files.keys()]).toEqual([names.records, names.outputs, names.examples, names.types]);
    expect(names.records).toBe('providers/aws/records.json.br');
    const records = decodeJson(files.get(names.records)!) as Record<string, unknown>[];
    expect(records.map((r) => r['token'])).toEqual([queue.token, bare.token]);
    expect(records[0]).not.toHaveProperty('outputs');
    expect(records[0]).not.toHaveProperty('examples');
    expect(records[0]?.['inputs']).toEqual(queue.inputs);
    const outputs = decodeJson(files.get(names.outputs)!) as Record<string, unknown>;
    expect(Object.keys(outputs)).toEqual([queue.token]);
    expect(outputs[queue.token]).toEqual(queue.outputs);
    expect(Object.keys(decodeJson(files.get(names.examples)!) as object)).toEqual(
      queue.examples.length > 0 ? [queue.token] : [],
    );
    expect(decodeJson(files.get(names.types)!)).toEqual([nested]);
  });
});
