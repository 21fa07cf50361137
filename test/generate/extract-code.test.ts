import { describe, expect, it } from 'vitest';
import { extractProgram } from '../../src/generate/extract-code.js';

describe('extractProgram', () => {
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
});
