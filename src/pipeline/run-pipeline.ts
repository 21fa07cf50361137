import { composeProgram } from '../generate/compose/compose-program.js';
import { completeProgram } from '../generate/model-program.js';
import { recordsForFindings, repairMessages } from '../generate/repair-prompt.js';
import type { ChatModel } from '../model/chat-model.js';
import { meterModel } from '../model/metered-model.js';
import { buildGeneratePrompt, DEFAULT_PROMPT_BUDGET } from '../prompt/build-prompt.js';
import { planSteps } from '../plan/plan-steps.js';
import type { Plan } from '../plan/types.js';
import { topOfEachConcept } from '../prompt/needed-records.js';
import type { RetrievalResult } from '../retrieve/types.js';
import { errorMessage } from '../shared/errors.js';
import type { Snapshot } from '../snapshot/types.js';
import { runLadder, type LadderResult } from '../verify/ladder.js';
import { createTypechecker, type Typechecker } from '../verify/typecheck/typechecker.js';
import type { RungContext, RungOutcome } from '../verify/types.js';
import { projectFiles, projectSlug } from '../workspace/project-files.js';
import type { ProjectSpec, ProjectWorkspace } from '../workspace/types.js';
import type { PipelineDeps } from './deps.js';
import { promptCoverage } from './prompt-coverage.js';
import type { GenerationRequest, GenerationResult, PipelineStage, ProviderPin } from './types.js';

export type { PipelineDeps, ProgressEvent, ProgressSink, Clock } from './deps.js';

/** A stage that could not complete: reported in `result.failure`, never thrown to the caller. */
class StageFailure extends Error {
  constructor(
    readonly stage: PipelineStage,
    message: string,
  ) {
    super(message);
  }
}

/** The snapshot's pins for the given providers (unknown names are left out: the typecheck will say so). */
export function pinsFor(snapshot: Snapshot, providers: Iterable<string>): ProviderPin[] {
  const pins: ProviderPin[] = [];
  for (const provider of new Set(providers)) {
    const entry = snapshot.manifest.providers[provider];
    if (entry !== undefined) pins.push({ provider, package: entry.package, version: entry.version });
  }
  return pins.sort((a, b) => a.provider.localeCompare(b.provider));
}

/** Providers a program imports (`@pulumi/aws` → `aws`), as the snapshot names them. */
export function importedProviders(program: string, snapshot: Snapshot): string[] {
  const packages = new Set([...program.matchAll(/from\s+['"](@pulumi\/[\w.-]+)['"]/g)].map((m) => m[1]!));
  return Object.entries(snapshot.manifest.providers)
    .filter(([, entry]) => packages.has(entry.package))
    .map(([name]) => name);
}

function existingIndex(request: GenerationRequest): string | undefined {
  const files = request.existingProgram;
  if (files === undefined) return undefined;
  return files.get('index.ts') ?? [...files].find(([path]) => path.endsWith('.ts'))?.[1];
}

/**
 * Request → plan → retrieve → prompt → generate (model or offline composer) → verify ladder with bounded
 * repair. Never throws for expected failures: a stage that fails outright is reported in `result.failure`,
 * and the result still carries whatever was produced up to there.
 */
export async function runPipeline(request: GenerationRequest, deps: PipelineDeps): Promise<GenerationResult> {
  const { clock, progress, snapshot } = deps;
  const startedAt = clock.now();
  const timings: Record<string, number> = {};
  let tokensIn = 0;
  let tokensOut = 0;
  const model: ChatModel | undefined =
    deps.model === undefined
      ? undefined
      : meterModel(
          deps.model,
          () => clock.now(),
          (call) => {
            tokensIn += call.promptTokens;
            tokensOut += call.completionTokens;
            progress({
              kind: 'model-call',
              stage: call.stage,
              tokensIn: call.promptTokens,
              tokensOut: call.completionTokens,
              durationMs: call.durationMs,
            });
          },
        );

  let plan: Plan | undefined;
  let retrieval: RetrievalResult | undefined;
  let promptText = '';
  let included: readonly string[] = [];
  let program = '';
  let ladder: LadderResult | undefined;
  let failure: GenerationResult['failure'];
  let workspace: ProjectWorkspace | undefined;
  let typechecker: Typechecker | undefined;
  // Edit mode keeps the project's name: renaming it would make Pulumi see a different project.
  const existingName = /^name:\s*["']?([^"'\s#]+)/m.exec(
    request.existingProgram?.get('Pulumi.yaml') ?? '',
  )?.[1];
  const slug = existingName ?? projectSlug(request.text);

  const stage = async <T>(
    name: PipelineStage,
    detail: string | undefined,
    work: () => Promise<T>,
  ): Promise<T> => {
    progress({ kind: 'stage-start', stage: name, ...(detail !== undefined ? { detail } : {}) });
    const started = clock.now();
    try {
      const value = await work();
      timings[name] = (timings[name] ?? 0) + (clock.now() - started);
      progress({ kind: 'stage-end', stage: name, durationMs: clock.now() - started, outcome: 'ok' });
      return value;
    } catch (error) {
      timings[name] = (timings[name] ?? 0) + (clock.now() - started);
      const message = errorMessage(error);
      progress({
        kind: 'stage-end',
        stage: name,
        durationMs: clock.now() - started,
        outcome: 'failed',
        detail: message,
      });
      throw error instanceof StageFailure ? error : new StageFailure(name, message);
    }
  };

  /** The verification workspace and its typechecker, recreated only when the program needs a new provider. */
  const ensureWorkspace = async (providers: readonly string[]): Promise<void> => {
    const have = new Set(workspace?.spec.providers.map((p) => p.provider) ?? []);
    if (workspace !== undefined && providers.every((p) => have.has(p))) return;
    const spec: ProjectSpec = {
      name: slug,
      description: request.text,
      pulumiVersion: snapshot.manifest.pulumiVersion,
      providers: pinsFor(snapshot, [...have, ...providers]),
    };
    const previous = workspace;
    workspace = await deps.workspaces.create(spec);
    typechecker = createTypechecker({ projectDir: workspace.dir });
    await previous?.dispose();
  };

  const context: RungContext = {
    get projectDir() {
      if (workspace === undefined) throw new Error('no verification workspace');
      return workspace.dir;
    },
    get plan() {
      return plan;
    },
    config: request.config ?? {},
  };

  try {
    const existing = existingIndex(request);
    if (request.mode === 'edit' && existing === undefined) {
      throw new StageFailure('plan', 'edit mode needs the existing program (index.ts)');
    }

    // An edit stays with the clouds the program already uses unless the request names others explicitly.
    const editProviders = existing === undefined ? [] : importedProviders(existing, snapshot);
    const providers = request.providers ?? (editProviders.length > 0 ? editProviders : undefined);
    plan = await stage('plan', model === undefined ? 'offline' : undefined, () =>
      deps.planner.plan(
        {
          text: request.text,
          ...(providers !== undefined ? { providers } : {}),
          ...(existing !== undefined ? { existingProgram: existing } : {}),
        },
        model,
      ),
    );
    for (const message of plan.notes) progress({ kind: 'warning', message: `plan: ${message}` });
    const steps = planSteps(plan);

    retrieval = await stage('retrieve', undefined, () =>
      deps.search.retrieve({
        text: request.text,
        ...(providers !== undefined ? { providers } : {}),
        ...(model !== undefined ? { model } : {}),
        plan,
      }),
    );
    for (const message of retrieval.warnings) progress({ kind: 'warning', message });
    const records = retrieval.records;
    const needed = topOfEachConcept(records, retrieval.concepts.length);
    if (records.length === 0) {
      throw new StageFailure(
        'retrieve',
        'no provider schema matches the request; name the cloud resources you want',
      );
    }
    const topProviders = [...new Set(records.slice(0, 8).map((r) => r.provider))];

    const prompt = await stage('prompt', undefined, () =>
      Promise.resolve(
        buildGeneratePrompt({
          requestText: request.text,
          records,
          snapshot,
          pulumiVersion: snapshot.manifest.pulumiVersion,
          providers: pinsFor(snapshot, topProviders),
          plan,
          needed,
          steps,
          ...(existing !== undefined ? { existingProgram: existing } : {}),
          budget: deps.promptBudget ?? DEFAULT_PROMPT_BUDGET,
        }),
      ),
    );
    promptText = prompt.text;
    if (prompt.compacted.length > 0 || prompt.dropped.length > 0) {
      progress({
        kind: 'warning',
        message: `prompt budget: ${prompt.compacted.length} schemas shown shortened, ${prompt.dropped.length} left out (the least relevant)`,
      });
    }
    included = prompt.included.map((r) => r.token);

    program = await stage('generate', model === undefined ? 'offline composer' : model.name, async () => {
      if (model !== undefined) return completeProgram(model, 'generate', prompt.messages);
      if (request.mode === 'edit') {
        throw new StageFailure('generate', 'edit mode needs a model: set OPENAI_API_KEY or a base URL');
      }
      const planned = plan;
      if (planned === undefined || planned.components.length === 0) {
        throw new StageFailure(
          'generate',
          'the plan names no resource the offline composer can build; name the cloud resources you want, or configure a model (OPENAI_API_KEY or --base-url)',
        );
      }
      const composed = composeProgram(planned, snapshot);
      for (const note of composed.notes) progress({ kind: 'warning', message: `composer: ${note}` });
      return composed.program;
    });

    ladder = await stage('verify', undefined, async () => {
      await ensureWorkspace(importedProviders(program, snapshot));
      const delegate: Typechecker = {
        check: (p) => typechecker!.check(p),
        fix: (p, passes) => typechecker!.fix(p, passes),
        stats: () => typechecker!.stats(),
      };
      const result = await runLadder(program, {
        typechecker: delegate,
        rungs: deps.rungs,
        writeProgram: async (current) => {
          await workspace!.write(projectFiles(workspace!.spec, current));
        },
        context,
        clock,
        progress,
        maxRepairs: request.maxRepairs,
        ...(model !== undefined
          ? {
              repair: async (current, findings, _round, feedback) => {
                const providers = [...new Set([...topProviders, ...importedProviders(current, snapshot)])];
                const schemas = await recordsForFindings(
                  findings,
                  { snapshot, search: deps.search, retrieved: records, providers },
                  current,
                );
                const messages = repairMessages(request.text, current, findings, schemas, {
                  snapshot,
                  pulumiVersion: snapshot.manifest.pulumiVersion,
                  providers: pinsFor(snapshot, providers),
                  ...(feedback !== undefined ? { feedback } : {}),
                });
                promptText += `\n${messages.map((m) => m.content).join('\n')}`;
                const next = await completeProgram(model, 'repair', messages);
                await ensureWorkspace(importedProviders(next, snapshot));
                return next;
              },
            }
          : {}),
      });
      program = result.program;
      return result;
    });
    if (ladder.repairError !== undefined) failure = { stage: 'verify', message: ladder.repairError };
  } catch (error) {
    failure =
      error instanceof StageFailure
        ? { stage: error.stage, message: error.message }
        : { stage: 'verify', message: errorMessage(error) };
  } finally {
    await workspace?.dispose().catch(() => undefined);
  }

  const verification: RungOutcome[] = [...(ladder?.outcomes ?? [])];
  for (const outcome of verification) timings[`verify.${outcome.rung}`] = Math.round(outcome.durationMs);
  timings['total'] = clock.now() - startedAt;
  for (const key of Object.keys(timings)) timings[key] = Math.round(timings[key]!);

  const providers = pinsFor(snapshot, importedProviders(program, snapshot));
  const files =
    program === ''
      ? []
      : projectFiles(
          {
            name: slug,
            description: request.text,
            pulumiVersion: snapshot.manifest.pulumiVersion,
            providers,
          },
          program,
        );
  const passedAll =
    verification.length > 0 &&
    verification.every(
      (o) =>
        o.status === 'passed' || o.status === 'fixed' || (o.status === 'skipped' && o.unverified !== true),
    );
  const hits = retrieval?.hits ?? [];
  return {
    status: failure === undefined && passedAll ? 'verified' : 'failed',
    ...(failure !== undefined ? { failure } : {}),
    request,
    files,
    providers,
    retrieved: included,
    hits,
    ...(plan !== undefined ? { plan } : {}),
    verification,
    metrics: {
      promptCoverage: program === '' ? 0 : Math.round(promptCoverage(program, promptText) * 1000) / 1000,
      tokensIn,
      tokensOut,
      timingsMs: timings,
      repairRounds: ladder?.rounds ?? 0,
      codeFixes: ladder?.codeFixes.length ?? 0,
    },
    model: deps.model?.name ?? 'offline',
  };
}
