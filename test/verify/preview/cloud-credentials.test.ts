import { describe, expect, it } from 'vitest';
import { pickCloudCredentials } from '../../../src/verify/preview/cloud-credentials.js';

describe('pickCloudCredentials', () => {
  it('passes on the cloud credential variables that are set, and nothing else', () => {
    expect(
      pickCloudCredentials({
        AWS_ACCESS_KEY_ID: 'AKIA',
        AWS_PROFILE: '',
        ARM_CLIENT_ID: 'c',
        GOOGLE_CREDENTIALS: '{}',
        KUBECONFIG: '/k',
        CLOUDFLARE_API_TOKEN: 't',
        OPENAI_API_KEY: 'sk',
        GITHUB_TOKEN: 'ghs',
        HOME: '/home/u',
        MY_AWS_KEY: 'x',
        AZURE_TENANT_ID: undefined,
      }),
    ).toEqual({
      AWS_ACCESS_KEY_ID: 'AKIA',
      ARM_CLIENT_ID: 'c',
      GOOGLE_CREDENTIALS: '{}',
      KUBECONFIG: '/k',
      CLOUDFLARE_API_TOKEN: 't',
    });
  });
});
