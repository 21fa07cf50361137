import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { GenerationResult } from '../../src/pipeline/types.js';
import type { Plan } from '../../src/plan/types.js';
import {
  addStageTokens,
  endpointHost,
  planSummary,
  renderProvenanceMarkdown,
  renderProvenanceText,
  verifyProvenance,
  type Provenance,
} from '../../src/report/provenance.js';

const plan = {
  components: [
    { id: 'bucket', token: 'aws:s3/bucket:Bucket', count: 1 },
    { id: 'subnet', token: 'aws:ec2/subnet:Subnet', count: 2 },
  ],
  relations: [],
  config: [],
  source: 'offline',
  notes: [],
} as unknown as Plan;

const result = {
  plan,
  metrics: { promptCoverage: 0.5, tokensIn: 1200, tokensOut: 300, timingsMs: {} },
} as unknown as GenerationResult;

const provenance: Provenance = {
  version: '1.2.3',
  snapshotChecksum: 'abcdef123456',
  model: 'gpt-test',
  endpointHost: 'llm.internal:8443',
  temperature: 0,
  command: "pulumi-gen 'an S3 bucket' --model gpt-test",
  tokensByStage: { plan: { in: 200, out: 50 }, generate: { in: 1000, out: 250 } },
};

describe('addStageTokens', () => {
  it('adds a call to its stage without changing the tally it was given', () => {
    const before = { plan: { in: 1, out: 2 } };
    const after = addStageTokens(addStageTokens(before, 'plan', 10, 20), 'repair', 5, 1);
    expect(after).toEqual({ plan: { in: 11, out: 22 }, repair: { in: 5, out: 1 } });
    expect(before).toEqual({ plan: { in: 1, out: 2 } });
  });
});

describe('endpointHost', () => {
  it('keeps the host and port only: no credentials, path or query', () => {
    expect(endpointHost('https://user:sk-secret@llm.example.com:8443/v1?key=sk-2')).toBe(
      'llm.example.com:8443',
    );
    expect(endpointHost('not a url')).toBeUndefined();
    expect(endpointHost(undefined)).toBeUndefined();
  });
});

describe('planSummary', () => {
  it('says how many components of which types, counts included', () => {
    expect(planSummary(result)).toBe(
      '2 components (offline): aws:s3/bucket:Bucket, aws:ec2/subnet:Subnet ×2',
    );
    expect(planSummary({ ...result, plan: undefined })).toBe('no plan (the run stopped before planning)');
  });
});

describe('the provenance footer', () => {
  it('lists the facts and the rerun command, as markdown and as text', () => {
    const markdown = renderProvenanceMarkdown(result, provenance);
    expect(markdown).toContain('- snapshot: `sha256:abcdef123456`');
    expect(markdown).toContain('- endpoint: `llm.internal:8443`');
    expect(markdown).toContain('- tokens: `1200 in, 300 out (plan 200/50, generate 1000/250)`');
    expect(markdown.join('\n')).toContain("```sh\npulumi-gen 'an S3 bucket' --model gpt-test\n```");
    const text = renderProvenanceText(result, {
      ...provenance,
      model: 'offline',
      endpointHost: undefined,
      temperature: undefined,
      tokensByStage: {},
    });
    expect(text).toContain('  model        offline composer');
    expect(text).toContain('  endpoint     none');
    expect(text).toContain('  temperature  n/a');
    expect(text).toContain('  tokens       1200 in, 300 out');
    expect(text.at(-1)).toBe("  rerun        pulumi-gen 'an S3 bucket' --model gpt-test");
  });

  it('gives a verify run a command the shell reads back as the same folder and request', () => {
    const p = verifyProvenance({ version: '1', snapshotChecksum: 'c' }, 'my infra', "it's a bucket");
    expect(p).toMatchObject({ model: 'none', endpointHost: undefined, tokensByStage: {} });
    const args = execFileSync('/bin/sh', ['-c', `printf '%s\\n' ${p.command.replace(/^pulumi-gen /, '')}`], {
      encoding: 'utf8',
    });
    expect(args).toBe("verify\nmy infra\n--request\nit's a bucket\n");
    expect(verifyProvenance({ version: '1', snapshotChecksum: 'c' }, '.', undefined).command).toBe(
      'pulumi-gen verify .',
    );
  });
});
