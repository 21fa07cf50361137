import { describe, expect, it } from 'vitest';
import { extractProgram } from '../../src/generate/extract-code.js';
import { buildGeneratePrompt, DEFAULT_PROMPT_BUDGET } from '../../src/prompt/build-prompt.js';
import { parseSteps } from '../../src/prompt/plan-prompt.js';
import { renderDeclaration } from '../../src/prompt/render-declaration.js';
import { promptCoverage, identifierTokens } from '../../src/pipeline/prompt-coverage.js';
import { countTokens } from '../../src/shared/tokens.js';
import { realSearch } from './pipeline-support.js';

describe('the generate prompt', () => {
  const { snapshot } = realSearch();
  const names = [
    'aws.s3.BucketVersioning',
    'aws.s3.Bucket',
    'aws.s3.BucketPolicy',
    'aws.ec2.Instance',
    'aws.rds.Instance',
  ];
  const records = names.map((n) => snapshot.get(n)!);
  const base = {
    requestText: 'an S3 bucket with versioning',
    records,
    snapshot,
    pulumiVersion: '3.270.0',
    providers: [{ provider: 'aws', package: '@pulumi/aws', version: '7.48.0' }],
    steps: ['Create a bucket.', 'Enable versioning.'],
  };

  it('has the XML sections in order, with declarations, steps, packages and one example per top record', () => {
    const prompt = buildGeneratePrompt(base);
    const user = prompt.messages[1]!.content;
    const order = ['<request>', '<steps>', '<packages>', '<schemas>', '<examples>', '<output_format>'].map(
      (t) => user.indexOf(t),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(user).toContain('1. Create a bucket.\n2. Enable versioning.');
    expect(user).toContain('@pulumi/aws 7.48.0');
    expect(user).toContain('interface BucketVersioningArgs {');
    expect(user).toContain('declare namespace inputs.s3 {');
    expect(prompt.examples.map((e) => e.record)).toEqual(['aws.s3.BucketVersioning', 'aws.s3.Bucket']);
    expect(prompt.tokens).toBe(countTokens(prompt.messages[0]!.content) + countTokens(user));
  });

  it('shrinks, then drops, the least relevant records first to stay within the budget', () => {
    const full = buildGeneratePrompt({ ...base, budget: 100_000 });
    expect(full.included).toHaveLength(5);
    expect(full.compacted).toEqual([]);
    const tight = buildGeneratePrompt({ ...base, budget: full.tokens - 200 });
    expect(tight.tokens).toBeLessThanOrEqual(full.tokens - 200);
    expect(tight.compacted).toEqual([records.at(-1)!.token]);
    expect(tight.included.map((r) => r.tsName)).toEqual(names);
    const tighter = buildGeneratePrompt({ ...base, budget: 1_800 });
    expect(tighter.tokens).toBeLessThanOrEqual(1_800);
    expect(tighter.dropped).toContain(records.at(-1)!.token);
    expect(tighter.included[0]?.tsName).toBe(names[0]);
    const ranks = tighter.included.map((r) => names.indexOf(r.tsName));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('keeps a huge top record in the prompt, smaller, instead of dropping it', () => {
    // aws.ec2.Instance lists about a thousand instance types; in full it would not fit any sensible budget.
    const instance = snapshot.get('aws.ec2.Instance')!;
    const rest = ['aws.ec2.getInstance', 'aws.ec2.SecurityGroup', 'aws.ec2.getAmi'].map((n) =>
      snapshot.get(n)!,
    );
    const prompt = buildGeneratePrompt({
      ...base,
      requestText: 'an EC2 instance',
      records: [instance, ...rest],
    });
    expect(prompt.tokens).toBeLessThanOrEqual(DEFAULT_PROMPT_BUDGET);
    expect(prompt.included[0]?.tsName).toBe('aws.ec2.Instance');
    expect(prompt.dropped).toEqual([]);
    const user = prompt.messages[1]!.content;
    expect(user).toContain('interface InstanceArgs {');
    expect(user).toMatch(/instanceType\?: pulumi\.Input<string \| enums\.ec2\.InstanceType\b/);
    expect(user).toMatch(/"a1\.2xlarge" \| [^\n]* \| … \(\d+ more\)/);
  });

  it('renders valid values and deprecations in one-line docs', () => {
    const text = renderDeclaration(snapshot, snapshot.get('aws.s3.BucketVersioning')!);
    expect(text).toMatch(/status: pulumi\.Input<string>;/);
    expect(text).toContain('Valid values: "Enabled" | "Suspended" | "Disabled".');
    expect(text).toContain('@deprecated');
  });
});

describe('extraction, steps and coverage', () => {
  it('takes the typescript block, preferring it over other blocks', () => {
    const reply =
      'Plan:\n```bash\nnpm i\n```\n```typescript\nimport * as aws from "@pulumi/aws";\nnew aws.s3.Bucket("b");\n```\nDone.';
    expect(extractProgram(reply)).toBe('import * as aws from "@pulumi/aws";\nnew aws.s3.Bucket("b");\n');
  });

  it('accepts an untagged block and a reply cut off inside the block', () => {
    expect(extractProgram('```\nimport * as aws from "@pulumi/aws";\n```')).toContain('import * as aws');
    expect(extractProgram('```ts\nimport * as aws from "@pulumi/aws";\nnew aws.s3.Bucket("b"')).toContain(
      'new aws.s3.Bucket',
    );
  });

  it('finds no program in prose or in a block without code', () => {
    expect(extractProgram('I cannot do that.')).toBeUndefined();
    expect(extractProgram('```text\nsome words\n```')).toBeUndefined();
  });

  it('parses numbered steps', () => {
    expect(parseSteps('Steps:\n1. Make a bucket.\n2) Turn on **versioning**.\nThanks')).toEqual([
      'Make a bucket.',
      'Turn on versioning.',
    ]);
  });

  it('measures prompt coverage over compiler identifier tokens', () => {
    const program =
      'import * as aws from "@pulumi/aws";\nconst bucket = new aws.s3.Bucket("b", { versioning: true });';
    expect([...identifierTokens(program)].sort()).toEqual(['Bucket', 'aws', 'bucket', 's3', 'versioning']);
    expect(promptCoverage(program, 'aws.s3.Bucket has inputs')).toBeCloseTo(3 / 5);
  });
});
