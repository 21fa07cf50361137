import { describe, expect, it } from 'vitest';
import { inputSlots, type InputSlot } from '../../src/plan/input-slots.js';
import { valueSaidOf } from '../../src/plan/value-anchors.js';
import { fixture, planned } from './rule-cases.js';

const fn = planned('aws:lambda/function:Function');
const packageType = inputSlots(fixture, fn.record).find((slot) => slot.path === 'packageType')!;

describe('valueSaidOf', () => {
  it('takes a one-word value said within reach of the component, not one said of something else', () => {
    expect(packageType.input.validValues).toContain('Image');
    expect(
      valueSaidOf('Image', packageType, fn, [fn], ['a Lambda function built from a container image']),
    ).toBe(true);
    expect(
      valueSaidOf(
        'Image',
        packageType,
        fn,
        [fn],
        ['an image recognition pipeline that calls a Lambda function'],
      ),
    ).toBe(false);
  });

  it("does not take a value said as a word of another planned component's name", () => {
    const mapping = planned('aws:lambda/eventSourceMapping:EventSourceMapping');
    const mode: InputSlot = {
      path: 'mode',
      parent: '',
      input: {
        name: 'mode',
        type: 'pulumi.Input<string>',
        required: false,
        doc: '',
        validValues: ['source'],
      },
    };
    const sentence = 'a Lambda function with an event source mapping';
    expect(valueSaidOf('source', mode, fn, [fn], [sentence])).toBe(true);
    expect(valueSaidOf('source', mode, fn, [fn, mapping], [sentence])).toBe(false);
  });

  it("does not take a value said right before another component's noun, unless that one takes it too", () => {
    const mode: InputSlot = {
      path: 'mode',
      parent: '',
      input: {
        name: 'mode',
        type: 'pulumi.Input<string>',
        required: false,
        doc: '',
        validValues: ['private'],
      },
    };
    const queue = planned('aws:sqs/queue:Queue');
    const sentence = 'a Lambda function with public and private queues';
    expect(valueSaidOf('private', mode, fn, [fn], [sentence])).toBe(true);
    expect(valueSaidOf('private', mode, fn, [fn, queue], [sentence])).toBe(false);
    const taking = { ...queue, record: { ...queue.record, inputs: [{ ...mode.input, name: 'kind' }] } };
    expect(valueSaidOf('private', mode, fn, [fn, taking], [sentence])).toBe(true);
  });

  it('takes a value of several words or with digits as distinctive enough, and one not said at all', () => {
    expect(
      valueSaidOf(
        'gp3',
        packageType,
        fn,
        [fn],
        ['gp3 disks for the nightly batch reports, and a Lambda function'],
      ),
    ).toBe(true);
    expect(valueSaidOf('Provisioned Concurrency', packageType, fn, [fn], ['x'])).toBe(true);
    expect(valueSaidOf('Image', packageType, fn, [fn], ['a Lambda function'])).toBe(true);
  });
});
