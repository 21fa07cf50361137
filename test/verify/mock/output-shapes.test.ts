import { describe, expect, it } from 'vitest';
import { outputShape } from '../../../src/verify/mock/output-shapes.js';

describe('outputShape', () => {
  it('reads output shapes from declared types', () => {
    expect(outputShape('pulumi.Output<string>')).toBe('string');
    expect(outputShape('pulumi.Output<string[]>')).toBe('string[]');
    expect(outputShape('outputs.GetAvailabilityZonesFilter[]')).toBe('array');
    expect(outputShape('pulumi.Output<{[key: string]: string} | undefined>')).toBe('object');
    expect(outputShape('pulumi.Output<number>')).toBe('number');
    expect(outputShape('pulumi.Output<any>')).toBeUndefined();
  });
});
