import { describe, expect, it } from 'vitest';
import { requestComponents } from '../../src/plan/request-components.js';
import { draftOf, edits } from './rule-cases.js';

describe('rule request-components (plan fixture)', () => {
  it('plans what each part names, with the count its words say', async () => {
    expect(await edits(requestComponents, draftOf(), 'An SQS queue and two SNS topics')).toEqual([
      'add queue aws:sqs/queue:Queue ×1 (request) "SQS queue"',
      'add topic aws:sns/topic:Topic ×2 (request) "two SNS topics"',
    ]);
  });

  it('plans a resource named in a clause saying what another is for only when nothing else names it', async () => {
    expect(
      await edits(
        requestComponents,
        draftOf(),
        'A Lambda function triggered by an SQS queue, with IAM roles for EC2 instances',
      ),
    ).toEqual([
      'add function aws:lambda/function:Function ×1 (request) "Lambda function triggered by an SQS queue"',
      'add queue aws:sqs/queue:Queue ×1 (request) "Lambda function triggered by an SQS queue"',
      'add role aws:iam/role:Role ×1 (request) "IAM roles for EC2 instances"',
    ]);
  });

  it('plans a thing named again with another name as a second one, and with its own name as the same one', async () => {
    expect(
      await edits(
        requestComponents,
        draftOf(),
        'An SQS queue named jobs with a dead-letter queue named jobs-dlq. The queue named jobs keeps messages for a day.',
      ),
    ).toEqual([
      'add queue aws:sqs/queue:Queue ×1 (request) "SQS queue named jobs"',
      'add queue-2 aws:sqs/queue:Queue ×1 (request) "dead-letter queue named jobs-dlq"',
    ]);
  });

  it('keeps, for each component, the span of the part that named it', async () => {
    const { read, sources } = await import('./rule-cases.js');
    const text = 'An SQS queue and two SNS topics';
    const made = await requestComponents.run(draftOf(), read(text), sources);
    const spans = made.flatMap((edit) =>
      edit.kind === 'add' ? edit.component.spans.map((s) => text.slice(s.start, s.end)) : [],
    );
    expect(spans).toEqual(['An SQS queue', 'two SNS topics']);
  });
});
