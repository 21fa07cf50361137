import { describe, expect, it } from 'vitest';
import { npmEnvironmentFrom } from '../../src/store/npm-environment.js';

const files: Record<string, string> = {
  '/home/me/.npmrc': '//npm.corp.example/:_authToken=${CORP_NPM_TOKEN}\ncafile=/etc/corp-ca.pem\n',
  '/work/project/.npmrc':
    'registry=https://npm.corp.example/\n//npm.corp.example/:_password=literal-secret\n',
};

const environment = npmEnvironmentFrom({
  env: {
    PATH: '/usr/bin',
    HOME: '/home/me',
    NODE_EXTRA_CA_CERTS: '/etc/proxy-ca.pem',
    HTTPS_PROXY: 'http://me:proxy-pass@proxy.example:3128',
    npm_config_registry: 'https://npm.corp.example/',
    npm_config__authToken: 'env-token-value',
    npm_config_global: 'true',
    npm_config_prefix: '/usr/local',
    CORP_NPM_TOKEN: 'corp-token-value',
    OPENAI_API_KEY: 'sk-model-key-value',
    GITHUB_TOKEN: 'ghp_github_token_value',
  },
  cwd: '/work/project',
  homeDir: '/home/me',
  readText: (path) => files[path],
});

describe('the npm environment', () => {
  it("passes the user's npm, TLS and proxy settings and the variables .npmrc interpolates", () => {
    expect(environment.vars).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/me',
      NODE_EXTRA_CA_CERTS: '/etc/proxy-ca.pem',
      HTTPS_PROXY: 'http://me:proxy-pass@proxy.example:3128',
      npm_config_registry: 'https://npm.corp.example/',
      npm_config__authToken: 'env-token-value',
      CORP_NPM_TOKEN: 'corp-token-value',
      npm_config_update_notifier: 'false',
    });
    expect(environment.projectNpmrc).toBe(files['/work/project/.npmrc']);
  });

  it('knows every token and password so that failure lines can redact them', () => {
    expect([...environment.secrets].sort()).toEqual(
      ['corp-token-value', 'env-token-value', 'literal-secret', 'proxy-pass'].sort(),
    );
  });
});
