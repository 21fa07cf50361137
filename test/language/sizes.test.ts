import { describe, expect, it } from 'vitest';
import { convertSize, inputSizeUnit } from '../../src/language/sizes.js';

describe('amounts of data', () => {
  it('reads the unit of data an input takes from its name or its doc, and none where neither says', () => {
    expect(inputSizeUnit('memory', 'Amount (in MiB) of memory used by the task.')).toBe('mib');
    expect(inputSizeUnit('memorySize', 'Amount of memory in MB your Lambda Function can use.')).toBe('mib');
    expect(inputSizeUnit('sizeInGb', '')).toBe('gib');
    expect(inputSizeUnit('allocatedStorage', 'The allocated storage in gibibytes.')).toBeUndefined();
  });

  it('converts between units as clouds count them, a megabyte of 1024 kilobytes', () => {
    expect(convertSize(1, ' GiB', 'mib')).toBe(1024);
    expect(convertSize(2, ' GB of memory', 'mib')).toBe(2048);
    expect(convertSize(512, ' MB', 'gib')).toBeUndefined();
    expect(convertSize(3, ' days', 'mib')).toBeUndefined();
  });
});
