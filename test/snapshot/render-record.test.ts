import { describe, expect, it } from 'vitest';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { renderRecordText } from '../../src/snapshot/render-record.js';
import type { SnapshotRecord } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const versioning = snapshot.get('aws:s3/bucketVersioning:BucketVersioning')!;

describe('renderRecordText', () => {
  it('heads with the name, token, package and module, then an inputs table with required and valid values', () => {
    const nested = snapshot.nestedType('aws', 'inputs.s3.BucketVersioningVersioningConfiguration')!;
    const text = renderRecordText(versioning, '@pulumi/aws 7.0.0', [nested]);
    const lines = text.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'aws.s3.BucketVersioning  (resource)',
      '  token:   aws:s3/bucketVersioning:BucketVersioning',
      '  package: @pulumi/aws 7.0.0',
      '  module:  s3',
    ]);
    expect(lines).toContain('Inputs:');
    expect(text).toMatch(/^ {2}NAME\s+REQ {2}TYPE\s+DOC$/m);
    expect(text).toMatch(/^ {2}bucket\s+yes {2}pulumi\.Input<string>/m);
    expect(text).toMatch(/^ {2}expectedBucketOwner\s{2,}pulumi\.Input.*DEPRECATED: /m);
    expect(text).toContain('inputs.s3.BucketVersioningVersioningConfiguration:');
    expect(text).toMatch(/status\s+yes .*one of: Enabled, Suspended, Disabled\./);
    expect(text).toMatch(/^Outputs: /m);
    expect(text).toMatch(/^Example: .+\(1 of \d+; --json shows all\)$/m);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('cuts long cells with an ellipsis and says so when a record has no inputs, summary or examples', () => {
    const bare: SnapshotRecord = {
      ...versioning,
      kind: 'function',
      summary: '',
      deprecated: 'use another',
      inputs: [],
      outputs: [{ name: 'id', type: 'string' }],
      examples: [],
    };
    const text = renderRecordText(bare, 'p');
    expect(text).toContain('  DEPRECATED: use another');
    expect(text).toContain('(no description)');
    expect(text).toContain('Arguments:\n  (none)');
    expect(text).toContain('Result: id');
    expect(text).not.toContain('Example:');
    const long = renderRecordText(
      { ...bare, inputs: [{ name: 'n', type: `pulumi.Input<${'x'.repeat(80)}>`, required: false, doc: '' }] },
      'p',
    );
    expect(long).toMatch(/pulumi\.Input<x{30}…/);
  });
});
