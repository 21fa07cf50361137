import { describe, expect, it } from 'vitest';
import { acquireIssueLock, lockRef, type IssueLockRequest } from '../../src/action/issue-lock.js';
import { loopbackGitHub } from '../support/loopback-github.js';

const loopback = loopbackGitHub();
const NOW = Date.parse('2026-05-01T12:00:00Z');

function request(overrides: Partial<IssueLockRequest> = {}): IssueLockRequest {
  return {
    repository: loopback.repository,
    issueNumber: 4,
    anchorSha: loopback.server.branchSha('main')!,
    runUrl: 'https://github.example/acme/infra/actions/runs/1',
    now: NOW,
    ttlMs: 60_000,
    ...overrides,
  };
}

const lockRefs = () => [...loopback.server.refs.keys()].filter((ref) => ref.startsWith('refs/pulumi-gen/'));

describe('acquireIssueLock', () => {
  it("takes the issue's lock ref, and a second run finds it busy, naming the holder and its expiry", async () => {
    const first = await acquireIssueLock(loopback.github, request());
    expect(first.kind).toBe('acquired');
    expect(lockRefs()).toEqual([`refs/${lockRef(4)}`]);
    const second = await acquireIssueLock(
      loopback.github,
      request({ runUrl: 'https://github.example/acme/infra/actions/runs/2', now: NOW + 1000 }),
    );
    expect(second).toEqual({
      kind: 'busy',
      holderRunUrl: 'https://github.example/acme/infra/actions/runs/1',
      expiresAt: NOW + 60_000,
    });
    // Another issue's lock is its own.
    expect((await acquireIssueLock(loopback.github, request({ issueNumber: 5 }))).kind).toBe('acquired');
  });

  it('takes over a lock past its expiry', async () => {
    expect((await acquireIssueLock(loopback.github, request())).kind).toBe('acquired');
    const later = await acquireIssueLock(
      loopback.github,
      request({ runUrl: 'https://github.example/acme/infra/actions/runs/3', now: NOW + 60_000 }),
    );
    expect(later.kind).toBe('acquired');
    const third = await acquireIssueLock(loopback.github, request({ now: NOW + 61_000 }));
    expect(third).toMatchObject({
      kind: 'busy',
      holderRunUrl: 'https://github.example/acme/infra/actions/runs/3',
    });
  });

  it('releases only a lock that is still its own', async () => {
    const first = await acquireIssueLock(loopback.github, request());
    if (first.kind !== 'acquired') throw new Error('the first run should hold the lock');
    await first.lock.release();
    expect(lockRefs()).toEqual([]);
    // A stale lock taken over by another run: the first run's release leaves the new holder alone.
    const stale = await acquireIssueLock(loopback.github, request());
    const taker = await acquireIssueLock(loopback.github, request({ now: NOW + 120_000 }));
    if (stale.kind !== 'acquired' || taker.kind !== 'acquired') throw new Error('both should have held it');
    await stale.lock.release();
    expect(loopback.server.refs.get(`refs/${lockRef(4)}`)).toBe(taker.lock.sha);
  });

  it('goes on unlocked when a ruleset refuses the lock ref, saying why', async () => {
    loopback.server.faults.push({
      match: 'git/create-ref',
      status: 422,
      body: {
        message: 'Repository rule violations found\n\nCannot create ref due to creations being restricted.',
      },
    });
    expect(await acquireIssueLock(loopback.github, request())).toEqual({
      kind: 'unavailable',
      reason: 'Repository rule violations found',
    });
  });
});
