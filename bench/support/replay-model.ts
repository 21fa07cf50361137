/**
 * A replayed model: an OpenAI-compatible server on 127.0.0.1 that answers every call of the pipeline from
 * files written by a capable model that read the real prompt. Calls are told apart by request (the request
 * text the prompt quotes) and by stage (`x-pulumi-gen-stage`), counted from 1 per request and stage:
 * `answers/<id>/<stage>-<n>.txt` answers the n-th call of that stage. Every prompt is recorded to
 * `prompts/<id>/<stage>-<n>.txt`; a call with no answer gets an HTTP 400 that says which file to write, and
 * the run of that request is marked incomplete (later prompts of that request are not recorded: they would
 * follow a fallback, not the model's answer).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  startOpenAiServer,
  type OpenAiTestServer,
  type RecordedRequest,
} from '../../test/support/openai-server.js';

/** What the capable model decided about the findings of one repair prompt (`answers/<id>/repair-<n>.json`). */
export interface RepairJudgement {
  /** sha256 of the repair prompt judged (its user message), so a changed prompt is judged again. */
  readonly promptSha: string;
  readonly findings: readonly {
    readonly finding: string;
    /** `real`: a fault of the answer, fixed; `false-alarm`: the verifier's or the prompt's fault. */
    readonly verdict: 'real' | 'false-alarm';
    /** For a false alarm: what caused it (`verifier: …`, `prompt: …`, `plan: …`). */
    readonly cause?: string;
  }[];
}

export interface ReplayCall {
  readonly stage: string;
  readonly n: number;
  readonly promptSha: string;
}

export interface ReplayModel {
  readonly baseUrl: string;
  /** Starts recording the calls of one request (clears its recorded prompts). */
  begin(id: string): void;
  /** The calls made for the current request, and the first call that had no answer. */
  calls(): { readonly made: readonly ReplayCall[]; readonly missing?: string };
  close(): Promise<void>;
}

export function promptSha(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function promptText(request: RecordedRequest): string {
  return (request.body.messages ?? []).map((m) => `=== ${m.role} ===\n${m.content}`).join('\n\n');
}

function userText(request: RecordedRequest): string {
  return (request.body.messages ?? [])
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n');
}

export async function startReplayModel(dataDir: string): Promise<ReplayModel> {
  let current: string | undefined;
  let made: ReplayCall[] = [];
  let missing: string | undefined;
  const answer = (
    request: RecordedRequest,
  ): { status: 'ok'; text: string } | { status: 'missing'; why: string } => {
    if (current === undefined) return { status: 'missing', why: 'no request is being replayed' };
    if (missing !== undefined) return { status: 'missing', why: `an earlier call has no answer: ${missing}` };
    const stage = request.stage ?? 'unknown';
    const n = made.filter((call) => call.stage === stage).length + 1;
    const sha = promptSha(userText(request));
    made.push({ stage, n, promptSha: sha });
    const name = `${stage}-${n}`;
    const promptDir = join(dataDir, 'prompts', current);
    mkdirSync(promptDir, { recursive: true });
    writeFileSync(join(promptDir, `${name}.txt`), `${promptText(request)}\n`);
    const file = join(dataDir, 'answers', current, `${name}.txt`);
    if (!existsSync(file)) {
      missing = `answers/${current}/${name}.txt (prompt: prompts/${current}/${name}.txt)`;
      return { status: 'missing', why: `no answer: write ${missing}` };
    }
    return { status: 'ok', text: readFileSync(file, 'utf8') };
  };
  const server: OpenAiTestServer = await startOpenAiServer([
    {
      kind: 'dynamic',
      respond: (request) => {
        const reply = answer(request);
        return reply.status === 'ok'
          ? { kind: 'reply', text: reply.text }
          : { kind: 'error', status: 400, message: reply.why, code: 'replay_answer_missing' };
      },
    },
  ]);
  return {
    baseUrl: server.baseUrl,
    begin: (id) => {
      current = id;
      made = [];
      missing = undefined;
      rmSync(join(dataDir, 'prompts', id), { recursive: true, force: true });
    },
    calls: () => (missing === undefined ? { made } : { made, missing }),
    close: () => server.close(),
  };
}

/** The judgement of a repair call, or why there is none usable (absent, or written for another prompt). */
export function readJudgement(
  dataDir: string,
  id: string,
  call: ReplayCall,
): { status: 'ok'; judgement: RepairJudgement } | { status: 'missing'; why: string } {
  const file = join(dataDir, 'answers', id, `${call.stage}-${call.n}.json`);
  if (!existsSync(file))
    return {
      status: 'missing',
      why: `no judgement answers/${id}/${call.stage}-${call.n}.json (promptSha ${call.promptSha})`,
    };
  const judgement = JSON.parse(readFileSync(file, 'utf8')) as RepairJudgement;
  if (judgement.promptSha !== call.promptSha)
    return {
      status: 'missing',
      why: `answers/${id}/${call.stage}-${call.n}.json judged another prompt (${judgement.promptSha}, now ${call.promptSha}): judge it again`,
    };
  return { status: 'ok', judgement };
}
