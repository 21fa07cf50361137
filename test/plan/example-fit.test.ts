import { describe, expect, it } from 'vitest';
import { exampleFit, exampleValues, valueShape } from '../../src/plan/example-fit.js';
import { inputSlots } from '../../src/plan/input-slots.js';
import { EXAMPLE_VALUE } from '../../src/plan/weights.js';
import { bundled } from './bundled-rule-cases.js';
import { fixture } from './rule-cases.js';

const slotOf = (token: string, path: string) => {
  const record = bundled.get(token)!;
  return { record, slot: inputSlots(bundled, record).find((s) => s.path === path)! };
};

describe('values the doc examples write', () => {
  it('counts the values each input takes in the record’s doc examples', () => {
    const website = fixture.get('aws:s3/bucketWebsiteConfiguration:BucketWebsiteConfiguration')!;
    expect(exampleValues(website).get('suffix')).toEqual(new Set(['index.html']));
  });

  it('writes a shape by case, digits and punctuation', () => {
    expect(valueShape('OpenSearch_2.11')).toBe(valueShape('OpenSearch_1.0'));
    expect(valueShape('nodejs20.x')).toBe('a0.a');
    expect(valueShape('nodejs20.x')).not.toBe(valueShape('python3.12'));
  });

  it('fits a value to an input the examples write its shape, its path or, for a URL, its form in', () => {
    const image = slotOf('aws:codebuild/project:Project', 'environment.image');
    expect(exampleFit(image.record, image.slot, 'aws/codebuild/standard:7.0')).toBe(EXAMPLE_VALUE.shape);
    expect(exampleFit(image.record, image.slot, 'nginx')).toBe(0);
    const location = slotOf('aws:codebuild/project:Project', 'source.location');
    expect(exampleFit(location.record, location.slot, 'https://github.com/example/app.git')).toBe(
      EXAMPLE_VALUE.shape,
    );
    const target = slotOf('aws:codebuild/project:Project', 'secondarySources.buildStatusConfig.targetUrl');
    expect(exampleFit(target.record, target.slot, 'https://github.com/example/app.git')).toBe(0);
  });

  it('fits a value under a path prefix several examples write (`AWS/EC2`, `AWS/ApplicationELB`)', () => {
    const namespace = slotOf('aws:cloudwatch/metricAlarm:MetricAlarm', 'namespace');
    expect(exampleFit(namespace.record, namespace.slot, 'AWS/Lambda')).toBe(EXAMPLE_VALUE.shape);
    expect(exampleFit(namespace.record, namespace.slot, 'GCP/Lambda')).toBe(0);
    const metric = slotOf('aws:cloudwatch/metricAlarm:MetricAlarm', 'metricName');
    expect(exampleFit(metric.record, metric.slot, 'AWS/Lambda')).toBe(0);
  });

  it('fits a domain name to an input the examples write domain names in, whatever its labels', () => {
    const records = slotOf('aws:route53/record:Record', 'records');
    expect(exampleFit(records.record, records.slot, 'acme-dev.netlify.app')).toBe(EXAMPLE_VALUE.shape);
    const identifier = slotOf('aws:route53/record:Record', 'setIdentifier');
    expect(exampleFit(identifier.record, identifier.slot, 'acme-dev.netlify.app')).toBe(0);
  });
});
