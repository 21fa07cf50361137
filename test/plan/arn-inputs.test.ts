import { describe, expect, it } from 'vitest';
import { arnFits } from '../../src/plan/arn-inputs.js';
import { inputSlots } from '../../src/plan/input-slots.js';
import { bundled } from './bundled-rule-cases.js';

const fits = (token: string, path: string, arn: string) => {
  const record = bundled.get(token)!;
  const slot = inputSlots(bundled, record).find((s) => s.path === path)!;
  return arnFits(bundled, record, slot, arn);
};

describe('arnFits (bundled snapshot)', () => {
  const topic = 'arn:aws:sns:us-east-1:123456789012:oncall';
  const role = 'arn:aws:iam::123456789012:role/deployer';

  it('gives an ARN to an input that takes any service’s, or one of its service’s things', () => {
    expect(fits('aws:cloudwatch/metricAlarm:MetricAlarm', 'alarmActions', topic)).toBe(true);
    expect(fits('aws:sns/topicSubscription:TopicSubscription', 'subscriptionRoleArn', role)).toBe(true);
    expect(fits('aws:lambda/function:Function', 'role', role)).toBe(true);
  });

  it('refuses an input whose name says another service’s thing', () => {
    expect(fits('aws:sns/topic:Topic', 'applicationFailureFeedbackRoleArn', topic)).toBe(false);
    expect(fits('aws:sns/topicSubscription:TopicSubscription', 'subscriptionRoleArn', topic)).toBe(false);
  });
});
