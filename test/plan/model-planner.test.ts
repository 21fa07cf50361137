import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiChatModel } from '../../src/model/openai-chat-model.js';
import { createPlanner } from '../../src/plan/create-planner.js';
import { planMessages } from '../../src/plan/model-planner.js';
import { shippedInputUsage } from '../../src/search/usage-file.js';
import type { Planner } from '../../src/plan/types.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { startOpenAiServer, textReply, type OpenAiTestServer } from '../support/openai-server.js';

let planner: Planner;
let server: OpenAiTestServer | undefined;

beforeAll(() => {
  const snapshot = openSnapshot(defaultSnapshotDir());
  planner = createPlanner({ snapshot, search: createRegistrySearch(snapshot).engine });
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const REQUEST = 'An SNS topic that emails test@test.com';

const VALID = JSON.stringify({
  components: [
    { id: 'alerts', token: 'aws:sns/topic:Topic', role: 'the alert topic', count: 1, values: [] },
    {
      id: 'email',
      token: 'aws:sns/topicSubscription:TopicSubscription',
      role: 'email subscription',
      count: 1,
      values: [
        { input: 'protocol', value: 'email', text: 'emails' },
        { input: 'endpoint', value: 'test@test.com', text: 'test@test.com' },
      ],
    },
  ],
  relations: [{ from: 'email', to: 'alerts', via: 'topic', text: 'subscription to the topic' }],
  config: [],
});

/** Parses, but names a token the snapshot lacks and an input the topic does not have. */
const INVALID = JSON.stringify({
  components: [
    { id: 'alerts', token: 'aws:sns/topic:MadeUpTopic', role: 'the topic', count: 1, values: [] },
    {
      id: 'sub',
      token: 'aws:sns/topicSubscription:TopicSubscription',
      role: 'subscription',
      count: 1,
      values: [{ input: 'emailAddress', value: 'test@test.com', text: '' }],
    },
  ],
  relations: [],
  config: [],
});

function model(baseUrl: string) {
  return createOpenAiChatModel({
    apiKey: 'sk-test-key-for-the-loopback-server',
    baseUrl,
    model: 'scripted-model',
    timeoutMs: 5_000,
    maxRetries: 0,
  });
}

describe('the plan with a model', () => {
  it('asks once for a JSON-schema reply grounded in candidate tokens, and keeps a valid plan', async () => {
    server = await startOpenAiServer([textReply(VALID)]);
    const plan = await planner.plan({ text: REQUEST }, model(server.baseUrl));
    expect(plan.source).toBe('model');
    expect(plan.components.map((c) => c.token)).toEqual([
      'aws:sns/topic:Topic',
      'aws:sns/topicSubscription:TopicSubscription',
    ]);
    expect(plan.relations).toContainEqual(
      expect.objectContaining({ from: 'email', to: 'alerts', via: 'topic' }),
    );
    expect(server.requests).toHaveLength(1);
    const [call] = server.requests;
    expect(call?.stage).toBe('plan');
    expect(call?.body['response_format']).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'infrastructure_plan' },
    });
    const prompt = call?.body.messages?.map((m) => m.content).join('\n') ?? '';
    expect(prompt).toContain('aws:sns/topicSubscription:TopicSubscription');
    expect(prompt).toContain('<request>\nAn SNS topic that emails test@test.com\n</request>');
    // Each candidate lists its required inputs and the paths programs set most.
    expect(prompt).toMatch(
      /aws:sns\/topicSubscription:TopicSubscription \([^)]*required: [^;]*endpoint[^;]*; common: /,
    );
    // A model may name a resource the candidates lack: the rules do not forbid what the validator accepts.
    expect(prompt).not.toContain('never invent');
  });

  it('sends the validation errors back once and keeps the corrected plan', async () => {
    server = await startOpenAiServer([textReply(INVALID), textReply(`Here it is:\n${VALID}`)]);
    const plan = await planner.plan({ text: REQUEST }, model(server.baseUrl));
    expect(plan.source).toBe('model');
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]?.body.messages ?? [];
    const feedback = retry[retry.length - 1]?.content ?? '';
    expect(feedback).toContain('aws:sns/topic:MadeUpTopic is not a resource token of the snapshot');
    expect(feedback).toContain('has no input emailAddress');
    expect(retry[retry.length - 2]).toMatchObject({ role: 'assistant', content: INVALID });
  });

  it('falls back to the offline plan, and says so, when the reply does not validate twice', async () => {
    server = await startOpenAiServer([textReply('1. Create a topic.\n2. Subscribe the email.')]);
    const plan = await planner.plan({ text: REQUEST }, model(server.baseUrl));
    expect(server.requests).toHaveLength(2);
    expect(plan.source).toBe('offline-fallback');
    expect(plan.notes.join('\n')).toMatch(/model's plan was not used .*did not validate twice/);
    expect(plan.components.map((c) => c.token)).toContain('aws:sns/topic:Topic');
  });

  it('asks again without structured output when the endpoint refuses response_format', async () => {
    server = await startOpenAiServer([
      {
        kind: 'dynamic',
        respond: (request) =>
          request.body['response_format'] !== undefined
            ? { kind: 'error', status: 400, message: "Unsupported parameter: 'response_format'" }
            : textReply(VALID),
      },
    ]);
    const plan = await planner.plan({ text: REQUEST }, model(server.baseUrl));
    expect(plan.source).toBe('model');
    expect(server.requests.map((r) => r.body['response_format'] !== undefined)).toEqual([true, false]);
  });
});

describe('the plan prompt', () => {
  it('names common input paths even for a resource programs declare with few inputs', () => {
    const snapshot = openSnapshot(defaultSnapshotDir());
    const group = snapshot.get('azure-native:resources:ResourceGroup');
    if (group === undefined) throw new Error('no ResourceGroup in the snapshot');
    const user = planMessages('A resource group in westus2', [group], shippedInputUsage(snapshot))[1]
      ?.content;
    const common = /common: ([^)]*)\)/.exec(user ?? '')?.[1]?.split(', ') ?? [];
    expect(common).toEqual(expect.arrayContaining(['location', 'resourceGroupName']));
  });
});
