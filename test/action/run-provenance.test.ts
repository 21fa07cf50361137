import { describe, expect, it } from 'vitest';
import { parseActionInputs } from '../../src/action/inputs.js';
import { actionProvenance } from '../../src/action/run-provenance.js';
import type { GenerationRequest, GenerationResult } from '../../src/pipeline/types.js';

const request: GenerationRequest = {
  text: 'an S3 bucket',
  source: 'dispatch',
  mode: 'new',
  maxRepairs: 3,
  preview: 'auto',
} as GenerationRequest;
const facts = { version: '1.2.3', snapshotChecksum: 'abcdef123456' };
const inputs = (values: Record<string, string>) => parseActionInputs((name) => values[name] ?? '');

describe('actionProvenance', () => {
  it('names the model, the endpoint host and temperature 0 for a model run, with a rerun line', () => {
    const provenance = actionProvenance(
      request,
      { model: 'gpt-x' } as GenerationResult,
      inputs({ 'github-token': 't', 'openai-base-url': 'https://llm.example.test/v1', 'max-tokens': '5000' }),
      facts,
      { plan: { prompt: 1, completion: 1 } } as never,
      'infra/bucket',
    );
    expect(provenance).toMatchObject({
      version: '1.2.3',
      snapshotChecksum: 'abcdef123456',
      model: 'gpt-x',
      endpointHost: 'llm.example.test',
      temperature: 0,
    });
    expect(provenance.command).toContain("pulumi-gen generate 'an S3 bucket' --model gpt-x");
    expect(provenance.command).toContain('--base-url https://llm.example.test/v1');
    expect(provenance.command).toContain('--max-tokens 5000');
    expect(provenance.command).toContain('--out infra/bucket');
  });

  it('names no endpoint or temperature for the offline composer, and reruns it offline', () => {
    const provenance = actionProvenance(
      request,
      { model: 'offline' } as GenerationResult,
      inputs({ 'github-token': 't', 'openai-base-url': 'https://llm.example.test/v1' }),
      facts,
      {},
      undefined,
    );
    expect(provenance.endpointHost).toBeUndefined();
    expect(provenance.temperature).toBeUndefined();
    expect(provenance.command).toBe("pulumi-gen generate 'an S3 bucket' --offline");
  });
});
