import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import type { GenerationSummary } from '../../../src/eval/summarize-generation.js';
import type { GenerationScore } from '../../../src/eval/score-generation.js';
import { runCliForTest, testEnvironment } from '../../support/cli.js';
import { byStage, codeReply, startOpenAiServer } from '../../support/openai-server.js';
import { requireSandbox } from '../../support/sandbox.js';

const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-eval-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function setFile(name: string, lines: readonly object[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.map((line) => JSON.stringify(line)).join('\n'));
  return path;
}

const QUEUE_SET = {
  id: 'q1',
  request: 'Create an AWS SQS FIFO queue.',
  difficulty: 1,
  expected: ['aws:sqs/queue:Queue'],
  alsoSatisfiedBy: {},
  properties: { 'aws:sqs/queue:Queue': { fifoQueue: true } },
};

describe('pulumi-gen eval generate', () => {
  it('asks for --set in one line', async () => {
    const run = await runCliForTest(['eval', 'generate']);
    expect(run.code).not.toBe(0);
    expect(run.stderr.trim().split('\n')[0]).toContain('eval generate needs --set FILE.jsonl');
  });

  it('names the file and line of a malformed request', async () => {
    const path = join(dir, 'bad.jsonl');
    writeFileSync(path, `${JSON.stringify(QUEUE_SET)}\n{"id": "x"}\n`);
    const run = await runCliForTest(['eval', 'generate', '--set', path, '--offline']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(`${path} line 2 needs`);
  });

  it('scores a scripted model’s program on a one-request set (--json)', async () => {
    await requireSandbox();
    const server = await startOpenAiServer([
      byStage({
        generate: [
          codeReply(
            "import * as aws from '@pulumi/aws';\n\nconst queue = new aws.sqs.Queue('orders', { fifoQueue: true, name: 'orders.fifo' });\nexport const url = queue.url;\n",
          ),
        ],
      }),
    ]);
    try {
      const run = await runCliForTest(
        ['eval', 'generate', '--set', setFile('one.jsonl', [QUEUE_SET]), '--json', '--model', 'scripted'],
        testEnvironment({ variables: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseUrl } }),
      );
      expect(run.code, run.stderr).toBe(0);
      const report = JSON.parse(run.stdout) as { summary: GenerationSummary[]; requests: GenerationScore[] };
      expect(report.requests).toHaveLength(1);
      expect(report.requests[0]).toMatchObject({ id: 'q1', recall: 1, precision: 1, propertyShare: 1 });
      expect(report.requests[0]?.tokens).toBeGreaterThan(0);
      expect(report.summary.map((s) => s.label)).toEqual(['total', 'level 1']);
      expect(run.stderr).toContain('1/1 q1');
    } finally {
      await server.close();
    }
  });
});
