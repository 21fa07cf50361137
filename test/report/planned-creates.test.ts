import { describe, expect, it } from 'vitest';
import type { GenerationResult } from '../../src/pipeline/types.js';
import { createLines, plannedCreates } from '../../src/report/planned-creates.js';
import type { RegisteredResource, RungOutcome } from '../../src/verify/types.js';

const resource = (
  token: string,
  name: string,
  kind: RegisteredResource['kind'] = 'resource',
): RegisteredResource => ({
  token,
  name,
  kind,
  inputs: {},
  dependsOn: [],
});

function result(verification: RungOutcome[]): GenerationResult {
  return { verification } as unknown as GenerationResult;
}

function mock(status: RungOutcome['status'], details: RungOutcome<'mock'>['details']): RungOutcome {
  return { rung: 'mock', status, rounds: 0, findings: [], durationMs: 1, details };
}

describe('plannedCreates', () => {
  it("lists the first case's resources, not its lookups or provider objects", () => {
    const first = [
      resource('pulumi:providers:aws', 'default'),
      resource('aws:s3/bucket:Bucket', 'site'),
      resource('aws:ec2/getAmi:getAmi', 'ami', 'function'),
      resource('aws:sqs/queue:Queue', 'jobs'),
    ];
    const verification = [
      mock('passed', {
        resources: first,
        cases: [
          { case: { name: 'default', config: {} }, resources: first },
          {
            case: { name: 'stage=PROD', config: { stage: 'PROD' } },
            resources: [resource('aws:sns/topic:Topic', 't')],
          },
        ],
      }),
    ];
    expect(plannedCreates(result(verification))).toEqual([
      { type: 'aws:s3/bucket:Bucket', name: 'site' },
      { type: 'aws:sqs/queue:Queue', name: 'jobs' },
    ]);
  });

  it('is undefined when the mock run did not pass', () => {
    expect(
      plannedCreates(result([mock('failed', { resources: [resource('aws:s3/bucket:Bucket', 'b')] })])),
    ).toBe(undefined);
    expect(plannedCreates(result([]))).toBeUndefined();
  });
});

describe('createLines', () => {
  it('aligns the names after the longest type and ends with the count', () => {
    expect(
      createLines([
        { type: 'aws:s3/bucket:Bucket', name: 'site' },
        { type: 'aws:sqs/queue:Queue', name: 'jobs' },
      ]),
    ).toEqual(['+ aws:s3/bucket:Bucket  site', '+ aws:sqs/queue:Queue   jobs', '2 to create']);
    expect(createLines([])).toEqual(['0 to create']);
  });
});
