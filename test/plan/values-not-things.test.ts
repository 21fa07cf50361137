import { describe, expect, it } from 'vitest';
import type { Span } from '../../src/language/sentences.js';
import { valuesNotThings } from '../../src/plan/values-not-things.js';
import { bundledComponent, bundledEdits, bundledSaid } from './bundled-rule-cases.js';
import { draftOf, edits, planned } from './rule-cases.js';

/** The span of `words` in `text`. */
function spanOf(text: string, words: string): Span {
  const start = text.indexOf(words);
  if (start < 0) throw new Error(`"${words}" is not in "${text}"`);
  return { start, end: start + words.length };
}

/** A component a part of `text` named, misread as a record of another service. */
const misread = (token: string, text: string, words: string) =>
  planned(token, { rule: 'request-components', spans: [spanOf(text, words)] });

describe('rule values-not-things (plan fixture)', () => {
  it("reads a clause that says a listed value of a planned component's input as that setting", async () => {
    const text = 'Create a DynamoDB table with on-demand billing, and a stream of new and old images.';
    const draft = draftOf(
      planned('aws:dynamodb/table:Table'),
      misread('aws:sns/topic:Topic', text, 'a stream of new'),
    );
    expect(await edits(valuesNotThings, draft, text)).toEqual([
      'remove topic',
      'value table streamViewType="NEW_AND_OLD_IMAGES"',
      'note "a stream of new and old images" sets the table\'s `streamViewType` (NEW_AND_OLD_IMAGES), not a new aws:sns/topic:Topic',
    ]);
  });

  it("reads a part that gives a quoted value with the words of another component's input as that input", async () => {
    const text = 'Create a DynamoDB table with partition key "UserId" and sort key "CreatedAt".';
    const components = [
      bundledComponent('table', 'aws:dynamodb/table:Table'),
      bundledSaid('key', 'aws:kms/key:Key', text, 'sort key "CreatedAt"', { rule: 'request-components' }),
    ];
    expect((await bundledEdits(valuesNotThings, components, [], text)).slice(0, 2)).toEqual([
      'remove key',
      'value table rangeKey="CreatedAt"',
    ]);
  });

  it('keeps a thing the part names with its own service, whatever input takes its value', async () => {
    const text = 'Create a DynamoDB table encrypted with a KMS key "alias/table-data".';
    const components = [
      bundledComponent('table', 'aws:dynamodb/table:Table'),
      bundledSaid('key', 'aws:kms/key:Key', text, 'a KMS key "alias/table-data"', {
        rule: 'request-components',
      }),
    ];
    expect(await bundledEdits(valuesNotThings, components, [], text)).toEqual([]);
  });

  it('finds the input by a word of its name that is not the thing the part names', async () => {
    const text =
      'Hook up a Lambda that processes the table in batches of 50, starting from the latest record.';
    const draft = draftOf(
      planned('aws:lambda/eventSourceMapping:EventSourceMapping'),
      misread('aws:sns/topic:Topic', text, 'starting from the latest record'),
    );
    expect((await edits(valuesNotThings, draft, text)).slice(0, 2)).toEqual([
      'remove topic',
      'value event-source-mapping startingPosition="LATEST"',
    ]);
  });

  it('reads nothing from a clause that says a value is not wanted', async () => {
    const text = 'Create a DynamoDB table with on-demand billing, and a stream of new images disabled.';
    const draft = draftOf(
      planned('aws:dynamodb/table:Table'),
      misread('aws:sns/topic:Topic', text, 'a stream of new images disabled'),
    );
    expect(await edits(valuesNotThings, draft, text)).toEqual([]);
  });

  it('keeps a thing named in a part that names others too', async () => {
    const text = 'Create a DynamoDB table with a stream of new and old images.';
    const part = spanOf(text, 'Create a DynamoDB table with a stream of new and old images');
    const draft = draftOf(
      planned('aws:dynamodb/table:Table', { spans: [part] }),
      planned('aws:sns/topic:Topic', { rule: 'request-components', spans: [part] }),
    );
    expect(await edits(valuesNotThings, draft, text)).toEqual([]);
  });

  it('keeps a thing of the same module and one the rules did not read from a part', async () => {
    const text = 'Create a DynamoDB table with a stream of new and old images.';
    const sameModule = draftOf(
      planned('aws:dynamodb/table:Table'),
      misread('aws:dynamodb/globalSecondaryIndex:GlobalSecondaryIndex', text, 'a stream of new'),
    );
    expect(await edits(valuesNotThings, sameModule, text)).toEqual([]);
    const companion = draftOf(
      planned('aws:dynamodb/table:Table'),
      planned('aws:sns/topic:Topic', { rule: 'companions', spans: [spanOf(text, 'a stream of new')] }),
    );
    expect(await edits(valuesNotThings, companion, text)).toEqual([]);
  });

  it('keeps a thing an inline list of the planned component holds ("a dualstack origin")', async () => {
    const text = 'Create a CloudFront distribution with a dualstack origin.';
    const draft = draftOf(
      planned('aws:cloudfront/distribution:Distribution'),
      misread('aws:s3/bucket:Bucket', text, 'a dualstack origin'),
    );
    expect(await edits(valuesNotThings, draft, text)).toEqual([]);
  });
});
