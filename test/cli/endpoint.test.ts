import { describe, expect, it } from 'vitest';
import { endpointSettings } from '../../src/cli/endpoint.js';
import { commandContext } from './cli-context.js';

describe('endpointSettings', () => {
  it('reads the key, endpoint and embeddings model from the environment only', () => {
    const context = commandContext({ 'base-url': 'http://ignored.test' }, [], {
      variables: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
        PULUMI_GEN_EMBEDDING_MODEL: 'embed-1',
      },
    });
    expect(endpointSettings(context)).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:9/v1',
      embeddingModel: 'embed-1',
    });
    expect(endpointSettings(commandContext())).toEqual({
      apiKey: undefined,
      baseUrl: undefined,
      embeddingModel: undefined,
    });
  });

  it('refuses an endpoint that is not an http(s) URL', () => {
    const context = commandContext({}, [], { variables: { OPENAI_BASE_URL: 'ftp://x' } });
    expect(() => endpointSettings(context)).toThrow(/OPENAI_BASE_URL/);
  });
});
