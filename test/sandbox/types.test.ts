import { describe, expect, it } from 'vitest';
import { SANDBOX_SETTINGS, type SandboxKind } from '../../src/sandbox/types.js';
import { expectChoicesOffered } from '../support/offered-choices.js';

// Every kind of the type, once: a kind added to `SandboxKind` and not here fails the typecheck.
const KINDS: Record<SandboxKind, true> = { bwrap: true, unshare: true, docker: true, none: true };

describe('SANDBOX_SETTINGS', () => {
  it('is auto and every sandbox kind, each once, auto first', () => {
    expect(SANDBOX_SETTINGS[0]).toBe('auto');
    expect([...SANDBOX_SETTINGS].sort()).toEqual(['auto', ...Object.keys(KINDS)].sort());
  });

  it('is what --sandbox and the action input accept, and each is documented where users choose one', () => {
    expectChoicesOffered('sandbox', SANDBOX_SETTINGS, 'chroot');
  });
});
