import policyServer from '@pulumi/policy/server.js';
import analyzerProto from '@pulumi/pulumi/proto/analyzer_pb.js';
import structProto from 'google-protobuf/google/protobuf/struct_pb.js';
import type { Policies } from '@pulumi/policy';
import { describe, expect, it } from 'vitest';

import { createAnalyzer, type ResolvedPack } from '../../../src/verify/policy/analyzer.js';
import type { RegisteredResource } from '../../../src/verify/types.js';
import { registered, urnOf } from './support.js';

const analyzer = createAnalyzer({ policyServer, analyzerProto, structProto });

const BUCKET = 'aws:s3/bucket:Bucket';

const policies: Policies = [
  {
    name: 'bucket-has-tags',
    description: 'Buckets carry tags.',
    enforcementLevel: 'mandatory',
    severity: 'high',
    validateResource: (args, reportViolation) => {
      if (args.type === BUCKET && args.props['tags'] === undefined) reportViolation('no tags');
    },
  },
  {
    name: 'at-most-one-bucket',
    description: 'One bucket per stack.',
    enforcementLevel: 'advisory',
    validateStack: (args, reportViolation) => {
      const buckets = args.resources.filter((r) => r.type === BUCKET);
      if (buckets.length > 1) reportViolation(`${buckets.length} buckets`, buckets[1]?.urn);
    },
  },
];

const pack: ResolvedPack = { name: 'test-pack', version: '0.0.1', policies };

describe('createAnalyzer over @pulumi/policy', () => {
  it("runs each resource policy on each resource with the engine's messages, and the stack policies on all", async () => {
    const tagged = registered(BUCKET, 'logs', { tags: { team: 'a' } });
    const bare = registered(BUCKET, 'site', { bucket: 'site' });
    const analysis = await analyzer.analyze(pack, [tagged, bare]);
    expect(analysis.crashes).toEqual([]);
    expect(analysis.diagnostics).toEqual([
      {
        policyName: 'bucket-has-tags',
        description: 'Buckets carry tags.',
        // @pulumi/policy puts the policy's description before the violation's message.
        message: 'Buckets carry tags.\nno tags',
        enforcementLevel: 'mandatory',
        severity: 'high',
        urn: urnOf(BUCKET, 'site'),
      },
      {
        policyName: 'at-most-one-bucket',
        description: 'One bucket per stack.',
        message: 'One bucket per stack.\n2 buckets',
        enforcementLevel: 'advisory',
        urn: urnOf(BUCKET, 'site'),
      },
    ]);
  });

  it('never analyses an invoke: a lookup is not a resource', async () => {
    const lookup: RegisteredResource = { ...registered(BUCKET, 'found', {}), kind: 'function' };
    expect((await analyzer.analyze(pack, [lookup])).diagnostics).toEqual([]);
  });

  it('reports a policy that throws as a crash, in one line without its stack, and goes on with the others', async () => {
    const throwing: ResolvedPack = {
      ...pack,
      policies: [
        {
          name: 'throws',
          description: 'Throws.',
          enforcementLevel: 'mandatory',
          validateResource: () => {
            throw new Error('policy bug');
          },
        },
        ...policies,
      ],
    };
    const analysis = await analyzer.analyze(throwing, [registered(BUCKET, 'site', {})]);
    expect(analysis.crashes).toHaveLength(1);
    expect(analysis.crashes[0]).toContain('policy bug');
    expect(analysis.crashes[0]).not.toMatch(/\n|\sat\s/);
  });
});
