import { describe, expect, it } from 'vitest';

import {
  errorFinding,
  UNSUPPORTED_TRANSFORMS,
  type ErrorContext,
} from '../../../src/verify/mock/run-findings.js';
import type { RunError } from '../../../src/verify/mock/run-result.js';
import { createStandIns } from '../../../src/verify/mock/stand-ins.js';

const context: ErrorContext = {
  locateStack: () => ({ file: 'index.ts', line: 3 }),
  program: new Map([['index.ts', "import * as aws from '@pulumi/aws';\n\nnew aws.s3.Bucket('site');\n"]]),
  records: [],
  standIns: createStandIns(),
  chosenConfig: [],
};

const thrown = (message: string): RunError => ({ kind: 'program-error', name: 'Error', message, stack: '' });

describe("a run's error as a finding", () => {
  it("is the verifier's limit when the program's transforms could not be applied, not the program's fault", () => {
    for (const message of [
      'the mock run could not apply transforms: no answer within 20 s',
      'The Pulumi CLI does not support transforms. Please update the Pulumi CLI',
    ]) {
      expect(errorFinding(thrown(message), context)).toMatchObject({
        code: UNSUPPORTED_TRANSFORMS,
        message: expect.stringMatching(/^not verified: .*transforms.*verifier's limit/),
      });
    }
  });

  it("is the program's error when its transform throws", () => {
    expect(errorFinding(thrown('transform failed: Error: no buckets on Fridays'), context)).toMatchObject({
      code: 'program-error',
      line: 3,
      message: 'the program threw: transform failed: Error: no buckets on Fridays',
    });
  });
});
