import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatModel } from '../../src/model/chat-model.js';
import { budgetModel } from '../../src/model/token-budget.js';
import { UserError } from '../../src/shared/errors.js';
import { countTokens } from '../../src/shared/tokens.js';

/** A model that answers every call with the usage it is given, and counts its calls. */
function usageModel(usage: { promptTokens: number; completionTokens: number }) {
  const calls: string[] = [];
  const model: ChatModel = {
    name: 'scripted',
    complete: (stage) => {
      calls.push(stage);
      return Promise.resolve({ text: 'ok', usage, model: 'scripted' });
    },
  };
  return { model, calls };
}

const messages: ChatMessage[] = [{ role: 'user', content: 'an S3 bucket with versioning' }];

describe('budgetModel', () => {
  it('makes calls while the budget pays for them, counting what the endpoint reports (50 a call here)', async () => {
    const { model, calls } = usageModel({ promptTokens: 40, completionTokens: 10 });
    const budgeted = budgetModel(model, 99 + countTokens(messages[0]!.content), '--max-tokens');
    expect(budgeted.name).toBe('scripted');
    await budgeted.complete('plan', messages);
    await budgeted.complete('generate', messages);
    await expect(budgeted.complete('repair', messages)).rejects.toThrow(UserError);
    expect(calls).toEqual(['plan', 'generate']);
  });

  it('refuses a call whose prompt alone is over the budget, saying how to go on', async () => {
    const { model, calls } = usageModel({ promptTokens: 1, completionTokens: 1 });
    const prompt = countTokens(messages[0]!.content);
    await expect(
      budgetModel(model, prompt - 1, '--max-tokens').complete('generate', messages),
    ).rejects.toThrow(
      `token budget: the generate call (~${prompt} prompt tokens, 0 spent so far) would pass --max-tokens ${prompt - 1}; raise --max-tokens or run offline`,
    );
    expect(calls).toEqual([]);
    await expect(
      budgetModel(model, prompt, 'max-tokens').complete('generate', messages),
    ).resolves.toMatchObject({
      text: 'ok',
    });
  });
});
