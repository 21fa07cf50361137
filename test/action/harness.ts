/**
 * The in-process action harness: a recording toolkit surface and a small generator for the pipeline port
 * that records what it was asked and writes a program naming the request. Shared by the action's
 * in-process tests (run-action, faults).
 */
import { expect } from 'vitest';
import type { ActionIo, GenerateProgram } from '../../src/action/types.js';
import type { GenerationRequest, GenerationResult } from '../../src/pipeline/types.js';
import type { RungOutcome } from '../../src/verify/types.js';

export interface IoLog {
  readonly lines: string[];
  readonly outputs: Record<string, string>;
  failed: string | undefined;
  summary: string;
  groups: number;
}

export function recordingIo(): { io: ActionIo; log: IoLog } {
  const log: IoLog = { lines: [], outputs: {}, failed: undefined, summary: '', groups: 0 };
  let open = 0;
  const io: ActionIo = {
    info: (m) => void log.lines.push(m),
    notice: (m) => void log.lines.push(`notice: ${m}`),
    warning: (m) => void log.lines.push(`warning: ${m}`),
    startGroup: (name) => {
      expect(open, `group '${name}' opened inside another`).toBe(0);
      open++;
      log.groups++;
    },
    endGroup: () => void (open = Math.max(0, open - 1)),
    setOutput: (name, value) => {
      expect(log.outputs[name], `output ${name} set twice`).toBeUndefined();
      log.outputs[name] = value;
    },
    setFailed: (m) => void (log.failed = m),
    writeSummary: async (markdown) => void (log.summary += markdown),
  };
  return { io, log };
}

export function rung(
  rungName: RungOutcome['rung'],
  status: RungOutcome['status'],
  extra: Partial<RungOutcome> = {},
): RungOutcome {
  return { rung: rungName, status, rounds: 0, findings: [], durationMs: 5, ...extra } as RungOutcome;
}

export interface GeneratorOptions {
  readonly files?: { path: string; content: string }[];
  readonly verification?: RungOutcome[];
  /** The pipeline's own failure (e.g. a model error whose text echoes something). */
  readonly failure?: GenerationResult['failure'];
  /** Work that takes a while, such as a hung model call: it ends only when the run's signal aborts. */
  readonly hangUntilAborted?: boolean;
}

/** Resolves when the signal aborts, as a model call with that signal rejects. */
function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    signal.addEventListener('abort', () => reject(new Error('the model call was aborted')), { once: true });
  });
}

/** A generator that writes a program naming the request, and can be told to fail verification. */
export function generator(options: GeneratorOptions = {}) {
  const requests: GenerationRequest[] = [];
  const generate: GenerateProgram = async (request, progress, signal) => {
    requests.push(request);
    progress({ kind: 'stage-start', stage: 'generate' });
    if (options.hangUntilAborted === true) await abortedBy(signal ?? new AbortController().signal);
    progress({ kind: 'model-call', stage: 'generate', tokensIn: 100, tokensOut: 50, durationMs: 2 });
    progress({ kind: 'stage-end', stage: 'generate', durationMs: 3, outcome: 'ok' });
    progress({ kind: 'stage-start', stage: 'verify' });
    const verification = options.verification ?? [
      rung('safety', 'passed'),
      rung('typecheck', 'fixed', { rounds: 1 }),
    ];
    const result: GenerationResult = {
      status:
        options.failure !== undefined || verification.some((r) => r.status === 'failed')
          ? 'failed'
          : 'verified',
      ...(options.failure !== undefined ? { failure: options.failure } : {}),
      request,
      files: options.files ?? [
        { path: 'index.ts', content: `// ${request.text}\nexport const x = 1;\n` },
        { path: 'Pulumi.yaml', content: 'name: x\nruntime: nodejs\n' },
      ],
      providers: [{ provider: 'aws', package: '@pulumi/aws', version: '7.48.0' }],
      retrieved: ['aws:s3/bucket:Bucket'],
      hits: [],
      verification,
      metrics: { promptCoverage: 0.9, tokensIn: 100, tokensOut: 50, timingsMs: { generate: 3 } },
      model: 'test-model',
    };
    return result;
  };
  return { generate, requests };
}
