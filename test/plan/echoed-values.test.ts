import { describe, expect, it } from 'vitest';
import { echoedValues } from '../../src/plan/echoed-values.js';
import { bundledComponent, bundledEdits } from './bundled-rule-cases.js';

const TABLE = 'aws:dynamodb/table:Table';
const stated = (input: string, value: string | number) => ({ input, value, text: String(value) });

describe('rule echoed-values (bundled snapshot)', () => {
  it('states an attribute for each key the request gives a table', async () => {
    const table = bundledComponent('table', TABLE, [
      stated('hashKey', 'UserId'),
      stated('rangeKey', 'CreatedAt'),
      stated('readCapacity', 5),
    ]);
    expect(await bundledEdits(echoedValues, [table])).toEqual([
      'value table attributes.name="UserId"',
      'value table attributes.name="CreatedAt"',
    ]);
  });

  it('states nothing for a resource whose inputs name no entry', async () => {
    const bucket = bundledComponent('bucket', 'aws:s3/bucket:Bucket', [stated('bucket', 'logs')]);
    expect(await bundledEdits(echoedValues, [bucket])).toEqual([]);
  });
});
