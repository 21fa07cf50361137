import { describe, expect, it } from 'vitest';
import { envReferences } from '../../src/plan/env-references.js';
import { bundledEdits, bundledSaid } from './bundled-rule-cases.js';

const FUNCTION = 'aws:lambda/function:Function';
const BUCKET = 'aws:s3/bucket:Bucket';
const TABLE = 'aws:dynamodb/table:Table';

describe('rule env-references', () => {
  it("relates the component that keeps variables to the one the variable's clause names", async () => {
    const text =
      'Run a Lambda function nightly. Give it an environment variable REPORT_BUCKET that points at a new S3 bucket.';
    const fn = bundledSaid('fn', FUNCTION, text, 'Run a Lambda function nightly');
    const bucket = bundledSaid(
      'bucket',
      BUCKET,
      text,
      'an environment variable REPORT_BUCKET that points at a new S3 bucket',
    );
    expect(await bundledEdits(envReferences, [fn, bucket], [], text)).toEqual([
      'relate fn -> bucket via environment.variables.REPORT_BUCKET',
    ]);
  });

  it('relates nothing the clause does not name, nor what the plan already wires through an input', async () => {
    const text = 'A Lambda function with an environment variable STAGE, and a DynamoDB table.';
    const fn = bundledSaid('fn', FUNCTION, text, 'A Lambda function with an environment variable STAGE');
    const table = bundledSaid('table', TABLE, text, 'a DynamoDB table');
    expect(await bundledEdits(envReferences, [fn, table], [], text)).toEqual([]);
    const named = 'A Lambda function with an environment variable TABLE_NAME set to the DynamoDB table.';
    const own = bundledSaid('fn', FUNCTION, named, 'A Lambda function');
    const said = bundledSaid('table', TABLE, named, 'the DynamoDB table');
    const wired = [{ from: 'fn', to: 'table', via: 'environment.variables.TABLE_NAME', text: 'wired' }];
    expect(await bundledEdits(envReferences, [own, said], wired, named)).toEqual([]);
    expect(await bundledEdits(envReferences, [own, said], [], named)).toEqual([
      'relate fn -> table via environment.variables.TABLE_NAME',
    ]);
  });
});
