import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiChatModel } from '../../src/model/openai-chat-model.js';
import { generateProgram } from '../../src/pipeline/generate-program.js';
import { StageFailure } from '../../src/pipeline/stage-runner.js';
import type { Plan } from '../../src/plan/types.js';
import type { BuiltPrompt } from '../../src/prompt/build-prompt.js';
import type { ProgressEvent } from '../../src/progress/events.js';
import { realSearch, request, testDeps } from '../generate/pipeline-support.js';
import { codeReply, startOpenAiServer, type OpenAiTestServer } from '../support/openai-server.js';

let server: OpenAiTestServer;
beforeEach(async () => {
  server = await startOpenAiServer();
});
afterEach(() => server.close());

const { snapshot } = realSearch();
const prompt: BuiltPrompt = {
  messages: [{ role: 'user', content: 'an SQS queue' }],
  text: 'an SQS queue',
  tokens: 4,
  included: [],
  sketched: [],
  listed: [],
  compacted: [],
  dropped: [],
  examples: [],
};
const emptyPlan: Plan = { components: [], relations: [], config: [], source: 'offline', notes: [] };

async function offlinePlan(text: string): Promise<Plan> {
  return testDeps().deps.planner.plan({ text }, undefined);
}

describe('generateProgram', () => {
  it("takes the model's program when a model is configured, whatever the plan", async () => {
    const program = 'import * as aws from "@pulumi/aws";\n\nnew aws.sqs.Queue("orders");';
    server.script(codeReply(program));
    const model = createOpenAiChatModel({
      apiKey: 'sk-test',
      baseUrl: server.baseUrl,
      model: 'scripted',
      maxRetries: 0,
    });
    const text = await generateProgram(
      { model, prompt, plan: emptyPlan, request: request('an SQS queue'), snapshot },
      () => undefined,
    );
    expect(text).toBe(`${program}\n`);
    expect(server.requests.map((r) => r.stage)).toEqual(['generate']);
  });

  it('composes the program from the plan without a model, telling what the composer could not place', async () => {
    const plan = await offlinePlan('an SQS queue with a visibility timeout of 45 seconds');
    const events: ProgressEvent[] = [];
    const text = await generateProgram(
      { model: undefined, prompt, plan, request: request('an SQS queue'), snapshot },
      (event) => events.push(event),
    );
    expect(text).toContain('import * as aws from "@pulumi/aws";');
    expect(text).toContain('new aws.sqs.Queue(');
    expect(text).toContain('visibilityTimeoutSeconds: 45');
    expect(events.every((e) => e.kind === 'warning' && e.message.startsWith('composer: '))).toBe(true);
    expect(server.requests).toEqual([]);
  });

  it('fails the generate stage in one line for an edit, or a plan with nothing to build, without a model', async () => {
    const plan = await offlinePlan('an SQS queue');
    await expect(
      generateProgram(
        { model: undefined, prompt, plan, request: request('rename it', { mode: 'edit' }), snapshot },
        () => undefined,
      ),
    ).rejects.toThrow(
      new StageFailure('generate', 'edit mode needs a model: set OPENAI_API_KEY or a base URL'),
    );
    const failure = await generateProgram(
      { model: undefined, prompt, plan: emptyPlan, request: request('something'), snapshot },
      () => undefined,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StageFailure);
    expect((failure as StageFailure).stage).toBe('generate');
    expect((failure as StageFailure).message).toMatch(
      /^the plan names no resource the offline composer can build; /,
    );
  });
});
