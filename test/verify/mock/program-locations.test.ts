import { describe, expect, it } from 'vitest';
import { locateInStack } from '../../../src/verify/mock/program-locations.js';

describe('locateInStack', () => {
  it('maps a source-mapped stack to the program file and line, skipping dependencies', () => {
    const stack = [
      'Error: boom',
      '    at new Bucket (/tmp/run/node_modules/@pulumi/aws/s3/bucket.ts:10:5)',
      '    at Object.<anonymous> (/tmp/run/program/lib/site.ts:12:9)',
      '    at Object.<anonymous> (/tmp/run/program/index.ts:3:1)',
    ].join('\n');
    expect(locateInStack(stack, '/tmp/run/program')).toEqual({ file: 'lib/site.ts', line: 12 });
    expect(locateInStack('Error: x\n    at node:internal/x:1:1', '/tmp/run/program')).toBeUndefined();
  });
});
