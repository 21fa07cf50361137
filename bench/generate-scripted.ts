/**
 * `npm run bench -- generate-scripted`: `eval generate` with a model, on the requests of the development set
 * that have a hand-written correct program (`test/verify/intent/fixtures/`). The model is a scripted
 * OpenAI-compatible server on 127.0.0.1 that answers the generate call with that program (its plan call gets
 * no valid plan, so the offline plan is used, as the report then says). Everything else is real: the
 * `openai` client, retrieval, the prompt, the ladder (sandboxed mock run per config case, intent, policy).
 * The figures say how the verifier treats correct programs: every one should come out verified, with full
 * recall; a program that does not is a false alarm (or a planner miss) that would push a model to weaken it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

import { parseGenerationSet } from '../src/eval/generation-set.js';
import { packageRoot } from '../src/shared/paths.js';
import { byStage, codeReply, startOpenAiServer } from '../test/support/openai-server.js';
import { printGenerationEval } from './support/evaluate-set.js';

const SET = resolve(packageRoot(), '..', 'shared', 'eval', 'generate-dev.jsonl');
const FIXTURES = join(packageRoot(), 'test', 'verify', 'intent', 'fixtures');

export async function run(): Promise<void> {
  const programs = new Map(
    readdirSync(FIXTURES)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => [basename(file, '.ts'), readFileSync(join(FIXTURES, file), 'utf8')] as const),
  );
  const cases = parseGenerationSet(readFileSync(SET, 'utf8'), SET).filter((c) => programs.has(c.id));
  const byRequest = new Map(cases.map((c) => [c.request, programs.get(c.id) ?? ''] as const));
  const server = await startOpenAiServer([
    {
      kind: 'dynamic',
      respond: (request) => {
        const user = request.body.messages?.find((m) => m.role === 'user')?.content ?? '';
        const program = [...byRequest].find(([text]) => user.includes(text))?.[1];
        const stage = byStage({ generate: [codeReply(program ?? '')], repair: [codeReply(program ?? '')] });
        return stage.kind === 'dynamic' ? stage.respond(request) : stage;
      },
    },
  ]);
  try {
    await printGenerationEval(cases, {
      openai: { apiKey: 'sk-scripted', baseUrl: server.baseUrl, model: 'scripted-correct-programs' },
      maxRepairs: 1,
      title: `${SET} (scripted model answering with the hand-written correct program, ${cases.length} requests)`,
    });
  } finally {
    await server.close();
  }
}
