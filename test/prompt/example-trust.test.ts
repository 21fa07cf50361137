import { describe, expect, it } from 'vitest';
import { isTrustedExample } from '../../src/prompt/example-trust.js';
import { realSearch } from '../generate/pipeline-support.js';

const HEADER = 'import * as aws from "@pulumi/aws";\n';

describe('doc examples fit to paste', () => {
  const { snapshot } = realSearch();
  const example = (code: string) => ({ heading: 'Example Usage', code: `${HEADER}${code}` });

  it('keeps an example whose resources all exist and which parses', () => {
    expect(
      isTrustedExample(
        example('const b = new aws.s3.Bucket("b");\nconst v = aws.ec2.getVpcOutput({});'),
        snapshot,
      ),
    ).toBe(true);
  });

  it('rejects names the provider does not have, syntax errors and doubly escaped quotes', () => {
    expect(isTrustedExample(example('const i = new aws.index.Instance("i", {});'), snapshot)).toBe(false);
    expect(
      isTrustedExample(
        example('const t = aws.rds.InstanceType[promise];\nnew aws.s3.Bucket("b", {'),
        snapshot,
      ),
    ).toBe(false);
    expect(
      isTrustedExample(example('new aws.s3.Bucket("b", { policy: `{\\\\"a\\\\": 1}` });'), snapshot),
    ).toBe(false);
  });

  it('rejects the Terraform-converted examples of the random provider', () => {
    const examples = snapshot.get('random.RandomPet')?.examples ?? [];
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.some((e) => e.code.includes('aws.index.Instance'))).toBe(true);
    expect(examples.filter((e) => isTrustedExample(e, snapshot))).toEqual([]);
  });
});
