import { describe, expect, it } from 'vitest';
import { code, printValue, type ArgObject } from '../../../src/generate/compose/arg-value.js';
import {
  fillRequired,
  setReference,
  setStated,
  type ArgsContext,
} from '../../../src/generate/compose/component-args.js';
import { defaultSnapshotDir } from '../../../src/shared/paths.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import type { InputProperty } from '../../../src/snapshot/types.js';

const snapshot = openSnapshot(defaultSnapshotDir());

function context(token: string): ArgsContext {
  const record = snapshot.get(token);
  if (record === undefined) throw new Error(`the bundled snapshot has no ${token}`);
  return {
    snapshot,
    record,
    name: 'my-thing',
    index: 0,
    alias: 'aws',
    configValue: (key) => `config.require(${JSON.stringify(key)})`,
  };
}

const printed = (args: ArgObject): string => printValue(args, '').replace(/\s+/g, ' ');

describe('setStated', () => {
  const table = context('aws:dynamodb/table:Table');

  it('puts a value at its dotted path, a second value of the same field starting a new list element', () => {
    const args: ArgObject = {};
    expect(setStated(args, table.record.inputs, ['attributes', 'name'], 'id', table)).toBe(true);
    expect(setStated(args, table.record.inputs, ['attributes', 'type'], 'S', table)).toBe(true);
    expect(setStated(args, table.record.inputs, ['attributes', 'name'], 'sk', table)).toBe(true);
    expect(printed(args)).toBe('{ attributes: [ { name: "id", type: "S", }, { name: "sk", }, ], }');
  });

  it("writes the request's literal in the form the input's type takes", () => {
    const args: ArgObject = {};
    setStated(args, table.record.inputs, ['readCapacity'], '5', table);
    setStated(args, table.record.inputs, ['pointInTimeRecovery', 'enabled'], 'yes', table);
    setStated(args, table.record.inputs, ['hashKey'], 42, table);
    expect(printed(args)).toBe(
      '{ readCapacity: 5, pointInTimeRecovery: { enabled: true, }, hashKey: "42", }',
    );
  });

  it('matches a field by name ignoring case, and says false for a path the schema does not have', () => {
    const args: ArgObject = {};
    expect(setStated(args, table.record.inputs, ['HashKey'], 'id', table)).toBe(true);
    expect(args['hashKey']).toEqual(code('"id"'));
    expect(setStated(args, table.record.inputs, ['noSuchInput'], 'x', table)).toBe(false);
    // `hashKey` is a string: it has no fields to go into.
    expect(setStated(args, table.record.inputs, ['hashKey', 'inner'], 'x', table)).toBe(false);
  });

  it('adds each distinct value of a list of strings once', () => {
    const cdn = context('aws:cloudfront/distribution:Distribution');
    const args: ArgObject = {};
    const { inputs } = cdn.record;
    setStated(args, inputs, ['aliases'], 'www.example.com', cdn);
    setStated(args, inputs, ['aliases'], 'www.example.com', cdn);
    setStated(args, inputs, ['aliases'], 'example.com', cdn);
    expect(printed(args)).toBe('{ aliases: [ "www.example.com", "example.com", ], }');
  });
});

describe('setReference', () => {
  it('joins the list element the stated values started', () => {
    const notification = context('aws:s3/bucketNotification:BucketNotification');
    const { inputs } = notification.record;
    const args: ArgObject = {};
    setStated(args, inputs, ['queues', 'events'], 's3:ObjectCreated:*', notification);
    const placed = setReference(args, inputs, ['queues', 'queueArn'], () => code('queue.arn'), notification);
    expect(placed).toBe(true);
    expect(printed(args)).toBe(
      '{ queues: [ { events: [ "s3:ObjectCreated:*", ], queueArn: queue.arn, }, ], }',
    );
    // A second reference starts an element of its own.
    setReference(args, inputs, ['queues', 'queueArn'], () => code('other.arn'), notification);
    expect(Array.isArray(args['queues']) && args['queues'].length).toBe(2);
    expect(setReference(args, inputs, ['nothing'], () => code('x'), notification)).toBe(false);
  });
});

describe('setStated map entries', () => {
  it('sets an entry of a map of strings by its key, and nothing below a map of other values', () => {
    const instance = context('aws:ec2/instance:Instance');
    const args: ArgObject = {};
    expect(setStated(args, instance.record.inputs, ['tags', 'Name'], 'bastion', instance)).toBe(true);
    expect(printed(args)).toBe('{ tags: { Name: "bastion", }, }');
    expect(setStated(args, instance.record.inputs, ['ami', 'x'], 'y', instance)).toBe(false);
  });
});

describe('fillRequired', () => {
  it('fills the required inputs left unset and the required fields of nested objects present', () => {
    const notification = context('aws:s3/bucketNotification:BucketNotification');
    const args: ArgObject = { queues: [{ queueArn: code('queue.arn') }] };
    fillRequired(args, notification.record.inputs, notification);
    expect(args['bucket']).toBeDefined();
    const [queue] = args['queues'] as ArgObject[];
    expect(queue?.['events']).toBeDefined();
    expect(queue?.['queueArn']).toEqual(code('queue.arn'));
    // Optional inputs stay unset.
    expect(args['lambdaFunctions']).toBeUndefined();
  });

  it('fills a required field six levels down: the name of a CronJob container given only its image', () => {
    const cron = context('kubernetes:batch/v1:CronJob');
    const container: ArgObject = { image: code('"busybox:1.36"') };
    const args: ArgObject = {
      spec: { jobTemplate: { spec: { template: { spec: { containers: [container] } } } } },
    };
    fillRequired(args, cron.record.inputs, cron);
    expect(container['name']).toBeDefined();
    expect(container['image']).toEqual(code('"busybox:1.36"'));
  });

  it('sets the optional inputs a resource is not usable without, and keeps stated ones', () => {
    const instance = context('aws:ec2/instance:Instance');
    const args: ArgObject = { instanceType: code('"t3.large"') };
    fillRequired(args, instance.record.inputs, instance);
    expect(args['ami']).toBeDefined();
    expect(args['instanceType']).toEqual(code('"t3.large"'));
  });

  it('sets one input of a group the docs require one of, preferring a block it can fill', () => {
    const table = context('aws:dynamodb/table:Table');
    const attributes = table.record.inputs.find((input) => input.name === 'attributes')!;
    const fields: InputProperty[] = [
      {
        name: 'tableArn',
        type: 'pulumi.Input<string>',
        required: false,
        doc: 'Either `tableArn` or `attributes` must be set.',
      },
      { ...attributes, required: false, doc: '' },
    ];
    const args: ArgObject = {};
    fillRequired(args, fields, table);
    expect(Object.keys(args)).toEqual(['attributes']);
    expect(printed(args)).toContain('name:');
  });

  it('leaves the group unset rather than set an empty block', () => {
    const table = context('aws:dynamodb/table:Table');
    const ttl = table.record.inputs.find((input) => input.name === 'ttl')!;
    const fields: InputProperty[] = [
      { ...ttl, required: false, doc: 'Either `ttl` or `other` must be set.' },
      {
        name: 'other',
        type: 'pulumi.Input<inputs.dynamodb.TableTtl>',
        required: false,
        doc: '',
        typeRefs: ttl.typeRefs,
      },
    ];
    const args: ArgObject = {};
    fillRequired(args, fields, table);
    expect(args).toEqual({});
  });

  it('fills a block of the group with the inputs its kind is not usable without (a boot disk image)', () => {
    const instance = context('gcp:compute/instance:Instance');
    const args: ArgObject = {};
    fillRequired(args, instance.record.inputs, instance);
    expect(printed(args)).toContain('bootDisk: { initializeParams: { image: "debian-cloud/debian-12", }, }');
  });
});
