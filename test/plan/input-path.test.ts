import { describe, expect, it } from 'vitest';
import { checkInputPath, withoutListLevels } from '../../src/plan/input-path.js';
import { checkPlanReply } from '../../src/plan/plan-reply.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

const snapshot = openSnapshot(defaultSnapshotDir());
const get = (name: string) => {
  const record = snapshot.get(name);
  if (record === undefined) throw new Error(`${name} is not in the snapshot`);
  return record;
};

describe('input paths a plan names', () => {
  it('accepts any depth, with or without list levels, and stores the path without them', () => {
    const pipe = get('aws.pipes.Pipe');
    for (const raw of [
      'sourceParameters.filterCriteria.filters.pattern',
      'sourceParameters.filterCriteria.filters[0].pattern',
      'sourceParameters.filterCriteria.filters.0.pattern',
    ]) {
      expect(checkInputPath(snapshot, pipe, raw)).toMatchObject({
        kind: 'found',
        path: 'sourceParameters.filterCriteria.filters.pattern',
      });
    }
    expect(withoutListLevels('ingress[].fromPort')).toBe('ingress.fromPort');
  });

  it("takes a map input's entries as tags.Key, but not a key under a plain string", () => {
    const bucket = get('aws.s3.Bucket');
    expect(checkInputPath(snapshot, bucket, 'tags.HelloWorld').kind).toBe('found');
    expect(checkInputPath(snapshot, bucket, 'bucket.HelloWorld').kind).toBe('missing');
  });

  it('accepts a deprecated input and names the input that replaces it', () => {
    const check = checkInputPath(snapshot, get('aws.dynamodb.Table'), 'globalSecondaryIndexes.hashKey');
    expect(check).toMatchObject({
      kind: 'found',
      deprecated: { replacement: 'globalSecondaryIndexes.keySchemas' },
    });
  });

  it('refuses a path the schema lacks and suggests the inputs near it', () => {
    const check = checkInputPath(snapshot, get('aws.ec2.SecurityGroup'), 'ingress.port');
    expect(check.kind).toBe('missing');
    expect(check.kind === 'missing' ? check.suggestions : []).toEqual(
      expect.arrayContaining(['ingress.fromPort', 'ingress.toPort']),
    );
  });

  it('lets a plan reply state them, with a note for the deprecated one', () => {
    const reply = JSON.stringify({
      components: [
        {
          id: 'table',
          token: 'aws:dynamodb/table:Table',
          role: 'the table',
          count: 1,
          values: [
            { input: 'globalSecondaryIndexes[0].hashKey', value: 'email', text: 'indexed by email' },
            { input: 'tags.HelloWorld', value: 'true', text: 'tag HelloWorld' },
          ],
        },
      ],
      relations: [],
      config: [],
    });
    const check = checkPlanReply(reply, snapshot);
    expect(check.kind).toBe('valid');
    if (check.kind !== 'valid') return;
    expect(check.plan.components[0]?.values.map((v) => v.input)).toEqual([
      'globalSecondaryIndexes.hashKey',
      'tags.HelloWorld',
    ]);
    expect(check.plan.notes.join('\n')).toContain('its replacement is globalSecondaryIndexes.keySchemas');
  });
});
