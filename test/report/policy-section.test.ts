import { describe, expect, it } from 'vitest';
import { renderPolicySection } from '../../src/report/policy-section.js';
import type { PolicyViolation } from '../../src/verify/policy/types.js';
import type { RungOutcome } from '../../src/verify/types.js';

function policyOutcome(violations: readonly PolicyViolation[]): RungOutcome {
  return {
    rung: 'policy',
    status: violations.some((v) => v.enforcementLevel === 'mandatory') ? 'failed' : 'passed',
    rounds: 0,
    findings: [],
    durationMs: 10,
    details: {
      policy: {
        packs: [{ name: 'pulumi-gen-baseline', version: '1.0.0', origin: 'baseline', policies: 12 }],
        violations,
        resourcesChecked: 3,
      },
    },
  };
}

const base = { packName: 'pulumi-gen-baseline', packVersion: '1.0.0' };

describe('renderPolicySection', () => {
  it('says nothing when the policy rung did not run', () => {
    expect(
      renderPolicySection([{ rung: 'safety', status: 'passed', rounds: 0, findings: [], durationMs: 1 }]),
    ).toEqual([]);
  });

  it('names the packs and the resources checked when nothing was violated', () => {
    expect(renderPolicySection([policyOutcome([])])).toEqual([
      '### Policies',
      '',
      '**Packs:** `pulumi-gen-baseline@1.0.0` (bundled baseline, 12 policies)',
      '',
      'No violations in 3 resources.',
      '',
    ]);
  });

  it('lists violations sorted by resource and policy name, the description cut from the message, cells escaped', () => {
    const lines = renderPolicySection([
      policyOutcome([
        {
          ...base,
          policyName: 's3-no-public-read',
          description: 'Buckets are not public.',
          message: 'Buckets are not public. acl is public-read | wide open',
          enforcementLevel: 'mandatory',
          token: 'aws:s3/bucket:Bucket',
          resourceName: 'site',
          cases: ['default', 'Stage=PROD'],
        },
        {
          ...base,
          policyName: 'tags-present',
          description: 'Tagged.',
          message: 'Tagged.',
          enforcementLevel: 'advisory',
          token: 'aws:ec2/vpc:Vpc',
          resourceName: 'main',
        },
        {
          ...base,
          policyName: 'stack-size',
          description: 'Small.',
          message: 'too many',
          enforcementLevel: 'advisory',
        },
      ]),
    ]);
    const rows = lines.filter(
      (line) => line.startsWith('| ') && !line.startsWith('| Resource') && !line.startsWith('| ---'),
    );
    expect(rows).toEqual([
      '| `main` (`aws:ec2/vpc:Vpc`) | `tags-present` | ⚠️ advisory | Tagged. |',
      '| `site` (`aws:s3/bucket:Bucket`) | `s3-no-public-read` | ❌ mandatory | acl is public-read \\| wide open (config: default; Stage=PROD) |',
      '| stack | `stack-size` | ⚠️ advisory | too many |',
    ]);
  });
});
