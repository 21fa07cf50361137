import { describe, expect, it } from 'vitest';
import {
  DECLARATION_LEVELS,
  isCompleteLevel,
  oneLineDoc,
  renderDeclaration,
  renderOneLine,
} from '../../src/prompt/render-declaration.js';
import { shippedInputUsage } from '../../src/search/usage-file.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { SnapshotRecord } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const versioning = snapshot.get('aws:s3/bucketVersioning:BucketVersioning')!;
const rds = snapshot.get('aws:rds/instance:Instance')!;

describe('oneLineDoc', () => {
  it('keeps the first sentence on one line, link text without its target, cut with an ellipsis', () => {
    expect(oneLineDoc('Creates a [bucket](https://x.test/b)\n  for files. More text.')).toBe(
      'Creates a bucket for files.',
    );
    expect(oneLineDoc('abcdefghij', 5)).toBe('abcd…');
    expect(oneLineDoc('v1.2 is kept whole')).toBe('v1.2 is kept whole');
  });
});

describe('renderDeclaration', () => {
  it('declares a resource class, its Args with docs and valid values, and the nested types it names', () => {
    const text = renderDeclaration(snapshot, versioning);
    const lines = text.split('\n');
    expect(lines[0]).toBe('// aws:s3/bucketVersioning:BucketVersioning');
    expect(lines[1]).toBe('declare namespace aws.s3 {');
    expect(text).toContain('  class BucketVersioning extends pulumi.CustomResource {');
    expect(text).toContain(
      '    constructor(name: string, args: BucketVersioningArgs, opts?: pulumi.CustomResourceOptions);',
    );
    expect(text).toMatch(/^ {4}\/\*\* .*\*\/ bucket: pulumi\.Input<string>;$/m);
    expect(text).toMatch(/@deprecated .*\*\/ expectedBucketOwner\?: /);
    expect(text).toContain('declare namespace inputs.s3 {');
    expect(text).toContain('  interface BucketVersioningVersioningConfiguration {');
    expect(text).toContain('Valid values: "Enabled" | "Suspended" | "Disabled".');
    // An optional member drops `| undefined`: the `?` says it.
    expect(text).not.toMatch(/\?: pulumi\.Input<[^>]*\| undefined>/);
  });

  it('cuts inputs at maxInputs, says how many it hid, and keeps the common ones', () => {
    const usage = shippedInputUsage(snapshot).of(rds.token);
    const text = renderDeclaration(snapshot, rds, { maxInputs: 3, focus: { mentions: new Set(), usage } });
    const hidden = /\/\/ … (\d+) more optional inputs/.exec(text);
    expect(hidden).not.toBeNull();
    const shownArgs = text.split('interface InstanceArgs {')[1]!.split('\n  }')[0]!;
    const shownCount = shownArgs
      .split('\n')
      .filter((line) => /^ {4}\S/.test(line) && !line.startsWith('    //'));
    expect(shownCount.length + Number(hidden![1])).toBe(rds.inputs.length);
    // `engine` is set by 2 of the 3 counted programs: common, so shown whatever the cut.
    expect(shownArgs).toMatch(/ engine\?: /);
    expect(shownCount.length).toBeGreaterThan(3);
  });

  it('shows a pinned input at every cut, and lifts a mentioned one next to the required one', () => {
    const pinned = renderDeclaration(snapshot, rds, {
      maxInputs: 1,
      focus: { mentions: new Set(), pinned: new Set(['storageEncrypted']) },
    });
    expect(pinned).toMatch(/ storageEncrypted\?: /);
    // A required input is never left out behind a pinned one: what is hidden is optional, as the line says.
    expect(pinned).toMatch(/ instanceClass: /);
    expect(pinned).toMatch(/more optional inputs/);
    const unpinned = renderDeclaration(snapshot, rds, { maxInputs: 2 });
    expect(unpinned).not.toMatch(/ storageEncrypted\?: /);
    const mentioned = renderDeclaration(snapshot, rds, {
      maxInputs: 2,
      mentions: new Set(['storageencrypted']),
    });
    expect(mentioned).toMatch(/ storageEncrypted\?: /);
    expect(mentioned).toMatch(/ instanceClass: /);
  });

  it('expands no nested type at maxNestedTypes 0 unless the plan pins its path', () => {
    const none = renderDeclaration(snapshot, versioning, { maxNestedTypes: 0 });
    expect(none).not.toContain('interface BucketVersioningVersioningConfiguration');
    const pinned = renderDeclaration(snapshot, versioning, {
      maxNestedTypes: 0,
      focus: { mentions: new Set(), pinned: new Set(['versioningConfiguration']) },
    });
    expect(pinned).toContain('interface BucketVersioningVersioningConfiguration');
  });

  it('samples a long list of valid values and says how many more there are', () => {
    const values = Array.from({ length: 30 }, (_, i) => `v${i}`);
    const record: SnapshotRecord = {
      ...versioning,
      inputs: [
        { name: 'size', type: 'pulumi.Input<string>', required: true, doc: 'The size.', validValues: values },
      ],
    };
    const text = renderDeclaration(snapshot, record, { maxValidValues: 16 });
    expect(text).toContain('Valid values: "v0" | "v1"');
    expect(text).toContain('| "v9" | … (20 more).');
    expect(renderDeclaration(snapshot, record, { maxValidValues: 64 })).toContain('"v29".');
  });

  it('declares a function as its getXOutput form with its result fields, marking a cut', () => {
    const lookup: SnapshotRecord = {
      token: 'aws:ec2/getVpc:getVpc',
      kind: 'function',
      provider: 'aws',
      module: 'ec2',
      tsName: 'aws.ec2.getVpc',
      summary: 'Gets a VPC.',
      inputs: [{ name: 'id', type: 'string | undefined', required: false, doc: 'The VPC id.' }],
      outputs: [
        { name: 'id', type: 'string' },
        { name: 'cidrBlock', type: 'string' },
        { name: 'arn', type: 'string' },
      ],
      examples: [],
    };
    const text = renderDeclaration(snapshot, lookup, { maxResultFields: 2 });
    expect(text).toContain(
      '  function getVpcOutput(args?: GetVpcOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetVpcResult>;',
    );
    expect(text).toContain('    readonly cidrBlock: string;');
    expect(text).not.toContain('readonly arn');
    expect(text).toContain('    // … 1 more result fields not shown');
    expect(text).toContain('  interface GetVpcOutputArgs {');
    expect(renderOneLine(lookup)).toBe('- aws.ec2.getVpcOutput — Gets a VPC.');
  });
});

describe('DECLARATION_LEVELS', () => {
  it('runs from fullest to smallest: complete levels first, each rendering no longer than the one before', () => {
    const complete = DECLARATION_LEVELS.map(isCompleteLevel);
    expect(complete.indexOf(false)).toBe(complete.lastIndexOf(true) + 1);
    const lengths = DECLARATION_LEVELS.map((level) => renderDeclaration(snapshot, rds, level).length);
    for (let i = 1; i < lengths.length; i++) expect(lengths[i]).toBeLessThanOrEqual(lengths[i - 1]!);
    expect(lengths.at(-1)).toBeLessThan(lengths[0]! / 2);
  });
});
