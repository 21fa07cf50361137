import { describe, expect, it } from 'vitest';
import { renderMermaid } from '../../../src/verify/mock/mermaid-graph.js';
import type { RegisteredResource } from '../../../src/verify/types.js';

describe('mermaid graph', () => {
  it('draws dependencies and parents, escapes labels, leaves functions out', () => {
    const resources: RegisteredResource[] = [
      {
        token: 'aws:s3/bucket:Bucket',
        name: 'a "quoted" <name>',
        kind: 'resource',
        urn: 'u1',
        inputs: {},
        dependsOn: [],
      },
      { token: 'my:index:Site', name: 'site', kind: 'resource', urn: 'u2', inputs: {}, dependsOn: [] },
      {
        token: 'aws:s3/bucketPolicy:BucketPolicy',
        name: 'p',
        kind: 'resource',
        urn: 'u3',
        parent: 'u2',
        inputs: {},
        dependsOn: ['u1', 'u1', 'unknown'],
      },
      {
        token: 'aws:index/getRegion:getRegion',
        name: 'aws.getRegion#1',
        kind: 'function',
        inputs: {},
        dependsOn: [],
      },
    ];
    const names: Record<string, string> = { 'aws:s3/bucket:Bucket': 'aws.s3.Bucket' };
    expect(renderMermaid(resources, (token) => names[token] ?? token)).toBe(
      [
        'graph LR',
        '  r0["aws.s3.Bucket<br/>a #quot;quoted#quot; #lt;name#gt;"]',
        '  r1["my:index:Site<br/>site"]',
        '  r2["aws:s3/bucketPolicy:BucketPolicy<br/>p"]',
        '  r0 --> r2',
        '  r1 -.-> r2',
      ].join('\n'),
    );
  });
});
