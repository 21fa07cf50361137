import { describe, expect, it } from 'vitest';
import type { InputSlot } from '../../src/plan/input-slots.js';
import {
  docTakesIdKind,
  measuresOtherSort,
  KIND_INPUTS,
  NAME_CONNECTIVES,
  takesPercent,
  takesSize,
  UNIT_INPUTS,
} from '../../src/plan/kind-inputs.js';

const slot = (name: string, doc = '', parent = ''): InputSlot => ({
  path: parent === '' ? name : `${parent}.${name}`,
  parent,
  input: { name, type: 'pulumi.Input<string>', required: false, doc },
});

describe('kind-inputs.json, compiled', () => {
  it('matches input names to the literal kinds they take, case-sensitive where the file says', () => {
    expect(KIND_INPUTS.email.test('endpoint')).toBe(true);
    expect(KIND_INPUTS['instance-type'].test('instanceClass')).toBe(true);
    expect(KIND_INPUTS['instance-type'].test('instanceClassName')).toBe(false);
    expect(KIND_INPUTS.cidr.test('cidrBlock')).toBe(true);
    expect(KIND_INPUTS.region.test('region')).toBe(true);
    expect(KIND_INPUTS.region.test('location')).toBe(true);
    expect(KIND_INPUTS.region.test('sourceWebAppLocation')).toBe(false);
    expect(KIND_INPUTS.role.test('Role')).toBe(false);
  });

  it('tells a unit of one sort of measure from another by the input name', () => {
    expect(measuresOtherSort('maxRecordSizeInKib', 'hours')).toBe(true);
    expect(measuresOtherSort('retentionPeriod', 'hours')).toBe(false);
    expect(measuresOtherSort('timeoutInMinutes', 'GB')).toBe(true);
    expect(measuresOtherSort('diskSizeGb', 'GB')).toBe(false);
    // A number said with no unit of measure says nothing of the sort.
    expect(measuresOtherSort('maxRecordSizeInKib', 'shards')).toBe(false);
  });

  it('reads units, a count of machines among them, most specific first', () => {
    const takes = (unit: string) => UNIT_INPUTS.find(([u]) => u.test(unit))?.[1];
    expect(takes('requests/second')?.test('throttlingRateLimit')).toBe(true);
    expect(takes('brokers')?.test('desiredCount')).toBe(true);
    expect(takes('days')?.test('retentionInDays')).toBe(true);
    expect(takes('furlongs')).toBeUndefined();
  });

  it('says what a machine size and a percentage fit, and which name words are connectives', () => {
    expect(takesSize(slot('vmSize'))).toBe(true);
    expect(takesSize(slot('name', '', 'sku'))).toBe(true);
    expect(takesSize(slot('instanceWarmup'))).toBe(false);
    expect(takesPercent(slot('targetValue'))).toBe(true);
    expect(takesPercent(slot('readCapacity'))).toBe(false);
    expect(NAME_CONNECTIVES.has('after')).toBe(true);
  });
});

describe('docTakesIdKind', () => {
  it("reads the kind of id an input takes from its doc's first sentence, the noun in one or two words", () => {
    expect(docTakesIdKind('subnet-0a1b2c3d', 'List of subnet IDs to launch resources in.')).toBe(true);
    expect(docTakesIdKind('sg-0a1b2c3d', 'The security group IDs to attach.')).toBe(true);
    expect(docTakesIdKind('subnet-0a1b2c3d', 'Name of DB subnet group. Lists subnet IDs.')).toBe(false);
    expect(docTakesIdKind('vpc-0a1b2c3d', 'List of subnet IDs to launch resources in.')).toBe(false);
  });
});
