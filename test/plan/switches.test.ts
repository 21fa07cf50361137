import { describe, expect, it } from 'vitest';
import { attachFlags } from '../../src/plan/switches.js';
import { bundledEdits, bundledSaid } from './bundled-rule-cases.js';
import { draftOf, edits, planned } from './rule-cases.js';

describe('rule switches (plan fixture)', () => {
  it('sets a switch whose words the request says, false when it says without', async () => {
    expect(await edits(attachFlags, draftOf(planned('aws:sqs/queue:Queue')), 'A FIFO queue')).toEqual([
      'value queue fifoQueue=true',
    ]);
    expect(
      await edits(
        attachFlags,
        draftOf(planned('aws:sqs/queue:Queue')),
        'A queue without content-based deduplication',
      ),
    ).toEqual(['value queue contentBasedDeduplication=false']);
  });
});

describe('rule switches (bundled snapshot)', () => {
  it('reads a switch false where the request says its verb\'s opposite ("permits" for a block)', async () => {
    const text = 'A public access block configuration that permits a public bucket policy';
    const token = 'aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock';
    const permits = bundledSaid('block', token, text, 'public access block configuration');
    expect(await bundledEdits(attachFlags, [permits], [], text)).toContain(
      'value block blockPublicPolicy=false',
    );
    const blocks = 'A public access block that blocks any public bucket policy';
    const blocking = bundledSaid('block', token, blocks, 'public access block');
    expect(await bundledEdits(attachFlags, [blocking], [], blocks)).toContain(
      'value block blockPublicPolicy=true',
    );
  });

  it('reads a two-state text input as a switch: Enabled when said, Suspended when negated', async () => {
    const token = 'aws:s3/bucketVersioning:BucketVersioning';
    const on = 'Enable versioning on the bucket.';
    expect(
      await bundledEdits(attachFlags, [bundledSaid('v', token, on, 'Enable versioning')], [], on),
    ).toContain('value v versioningConfiguration.status="Enabled"');
    const off = 'Keep versioning off on the bucket.';
    expect(
      await bundledEdits(attachFlags, [bundledSaid('v', token, off, 'Keep versioning off')], [], off),
    ).toContain('value v versioningConfiguration.status="Suspended"');
  });

  it('leaves a switch said in a clause that names another component with that switch to that component', async () => {
    const text = 'A KMS key with rotation enabled; a multi-region CloudTrail trail delivering to a bucket.';
    const key = bundledSaid('key', 'aws:kms/key:Key', text, 'A KMS key');
    const trail = bundledSaid(
      'trail',
      'aws:cloudtrail/trail:Trail',
      text,
      'a multi-region CloudTrail trail delivering to a bucket',
    );
    const edits = await bundledEdits(attachFlags, [key, trail], [], text);
    expect(edits).toContain('value trail isMultiRegionTrail=true');
    expect(edits).toContain('value key enableKeyRotation=true');
    expect(edits).not.toContain('value key multiRegion=true');
    // Alone, the key is all the sentence speaks of: it takes the switch.
    expect(await bundledEdits(attachFlags, [key], [], text)).toContain('value key multiRegion=true');
  });

  it('reads a switch named with a request verb ("auto deploy") and leaves one whose words are not all said', async () => {
    const text = 'An HTTP API with a default stage with auto deploy';
    const stage = bundledSaid('stage', 'aws:apigatewayv2/stage:Stage', text, 'default stage');
    expect(await bundledEdits(attachFlags, [stage], [], text)).toEqual(['value stage autoDeploy=true']);
    const plain = 'An HTTP API with a default stage, deployed by hand';
    const other = bundledSaid('stage', 'aws:apigatewayv2/stage:Stage', plain, 'default stage');
    expect(await bundledEdits(attachFlags, [other], [], plain)).toEqual([]);
  });
});
