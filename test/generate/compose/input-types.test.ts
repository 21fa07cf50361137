import { describe, expect, it } from 'vitest';
import {
  acceptsResourceClass,
  isArrayType,
  isBooleanType,
  isMapType,
  isNumberType,
  valueType,
} from '../../../src/generate/compose/input-types.js';
import type { InputProperty } from '../../../src/snapshot/types.js';
import { loadAwsSnapshot } from '../../verify/mock/support.js';

const input = (type: string): InputProperty => ({ name: 'x', type, required: false, doc: '' });

describe('valueType', () => {
  it('takes off pulumi.Input wrappers and undefined, keeping unions inside generics', () => {
    expect(valueType(input('pulumi.Input<string | Topic> | undefined'))).toBe('string | Topic');
    expect(valueType(input('pulumi.Input<pulumi.Input<number>>'))).toBe('number');
    expect(valueType(input('pulumi.Input<pulumi.Input<string>[]>'))).toBe('pulumi.Input<string>[]');
    expect(valueType(input('Map<string | number> | undefined'))).toBe('Map<string | number>');
  });
});

describe('the kind of an input', () => {
  it('reads arrays, numbers, booleans and maps, a string alternative winning', () => {
    expect(isArrayType(input('pulumi.Input<pulumi.Input<string>[]>'))).toBe(true);
    expect(isArrayType(input('pulumi.Input<Array<string>>'))).toBe(true);
    expect(isArrayType(input('pulumi.Input<string>'))).toBe(false);
    expect(isNumberType(input('pulumi.Input<number>'))).toBe(true);
    expect(isNumberType(input('pulumi.Input<number | string>'))).toBe(false);
    expect(isBooleanType(input('pulumi.Input<boolean>'))).toBe(true);
    expect(isBooleanType(input('pulumi.Input<boolean | string>'))).toBe(false);
    expect(isMapType(input('pulumi.Input<{[key: string]: pulumi.Input<string>}>'))).toBe(true);
    expect(isMapType(input('pulumi.Input<string>'))).toBe(false);
  });

  it('knows when a resource itself may be passed', () => {
    expect(acceptsResourceClass(input('pulumi.Input<string | Topic>'), 'Topic')).toBe(true);
    expect(acceptsResourceClass(input('pulumi.Input<string | TopicPolicy>'), 'Topic')).toBe(false);
    expect(acceptsResourceClass(input('pulumi.Input<string>'), 'Topic')).toBe(false);
  });

  it('reads the declared types of the real aws schema', () => {
    const bucket = loadAwsSnapshot().get('aws.s3.BucketV2')!;
    const named = (name: string) => bucket.inputs.find((i) => i.name === name)!;
    expect(isMapType(named('tags'))).toBe(true);
    expect(isBooleanType(named('forceDestroy'))).toBe(true);
    expect(isArrayType(named('tags'))).toBe(false);
  });
});
