import { describe, expect, it } from 'vitest';
import { authorizeActor, isBot } from '../../src/action/authorize.js';
import { loopbackGitHub } from '../support/loopback-github.js';

const gh = loopbackGitHub(
  {
    permissions: {
      admin: 'admin',
      maintainer: 'maintain',
      writer: 'write',
      triager: 'triage',
      reader: 'read',
    },
  },
  'file',
);
const { repository } = gh;

const person = (login: string) => ({ login, type: 'User' });

describe('isBot', () => {
  it('knows a bot by its type or its [bot] login', () => {
    expect(isBot({ login: 'dependabot[bot]', type: 'User' })).toBe(true);
    expect(isBot({ login: 'ci', type: 'Bot' })).toBe(true);
    expect(isBot(person('octocat'))).toBe(false);
  });
});

describe('authorizeActor against the loopback GitHub API', () => {
  it('allows admin, maintain and write access', async () => {
    expect(await authorizeActor(gh.github, repository, person('admin'))).toEqual({
      kind: 'allowed',
      permission: 'admin',
    });
    // maintain reads as legacy "write", with the role name beside it.
    expect(await authorizeActor(gh.github, repository, person('maintainer'))).toMatchObject({
      kind: 'allowed',
    });
    expect(await authorizeActor(gh.github, repository, person('writer'))).toEqual({
      kind: 'allowed',
      permission: 'write',
    });
  });

  it('refuses read and triage access, saying what is needed', async () => {
    expect(await authorizeActor(gh.github, repository, person('reader'))).toEqual({
      kind: 'refused',
      reason: '@reader has read access; running pulumi-gen needs write or admin access',
    });
    expect((await authorizeActor(gh.github, repository, person('triager'))).kind).toBe('refused');
  });

  it('refuses a non-collaborator (404) and a bot without asking', async () => {
    expect(await authorizeActor(gh.github, repository, person('stranger'))).toEqual({
      kind: 'refused',
      reason: '@stranger is not a collaborator; running pulumi-gen needs write or admin access',
    });
    expect(await authorizeActor(gh.github, repository, { login: 'admin[bot]', type: 'Bot' })).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('is a bot'),
    });
  });
});
