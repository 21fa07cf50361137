import type { EnforcementLevel } from '@pulumi/policy';
import { describe, expect, it } from 'vitest';
import { POLICY_MODES, type PolicyMode } from '../../../src/verify/policy/types.js';
import { expectChoicesOffered } from '../../support/offered-choices.js';

// Every mode of the type, once: a mode added to `PolicyMode` and not here fails the typecheck. A mode other
// than `off` is one of @pulumi/policy's own enforcement levels, the level it holds violations to.
const MODES: Record<PolicyMode, EnforcementLevel | undefined> = {
  off: undefined,
  advisory: 'advisory',
  mandatory: 'mandatory',
};

describe('POLICY_MODES', () => {
  it('is every policy mode, each once', () => {
    expect([...POLICY_MODES].sort()).toEqual(Object.keys(MODES).sort());
  });

  it('is what --policy and the action input accept, and each is documented where users choose one', () => {
    expectChoicesOffered('policy', POLICY_MODES, 'strict');
  });
});
