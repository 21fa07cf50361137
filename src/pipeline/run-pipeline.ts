import { pulumiProjectName } from '../shared/pulumi-yaml.js';
import { planSteps } from '../plan/plan-steps.js';
import type { Plan } from '../plan/types.js';
import {
  buildGeneratePrompt,
  DEFAULT_PROMPT_BUDGET,
  type BuiltPrompt,
  type PromptInput,
} from '../prompt/build-prompt.js';
import { topOfEachConcept } from '../prompt/needed-records.js';
import type { RetrievalResult } from '../retrieve/types.js';
import type { Snapshot } from '../snapshot/types.js';
import type { ProviderPin } from '../shared/project.js';
import { runLadder } from '../verify/ladder.js';
import { removedMembersOption } from '../snapshot/read-removed-members.js';
import type { RungContext } from '../verify/types.js';
import { projectSlug } from '../workspace/project-files.js';
import { assembleResult, type RunProducts } from './assemble-result.js';
import type { PipelineDeps } from './deps.js';
import type { ProgressSink } from '../progress/events.js';
import { generateProgram } from './generate-program.js';
import { createModelRepair } from './model-repair.js';
import { importedProviders, pinsFor } from './provider-pins.js';
import { meterRunModel } from './run-model.js';
import { createStageRunner, StageFailure, stageFailureOf } from './stage-runner.js';
import type { GenerationRequest, GenerationResult } from './types.js';
import { createVerificationWorkspace } from './verification-workspace.js';
import { allowedPackagesOf } from '../verify/safety/module-allowlist.js';
import { intentKnowledgeOf } from '../verify/intent/intent-knowledge.js';

export type { PipelineDeps } from './deps.js';
export { importedProviders, pinsFor } from './provider-pins.js';

function existingIndex(request: GenerationRequest): string | undefined {
  const files = request.existingProgram;
  if (files === undefined) return undefined;
  return files.get('index.ts') ?? [...files].find(([path]) => path.endsWith('.ts'))?.[1];
}

/** Edit mode keeps the project's name: renaming it would make Pulumi see a different project. */
function existingProjectName(request: GenerationRequest): string | undefined {
  return pulumiProjectName(request.existingProgram?.get('Pulumi.yaml') ?? '');
}

/** An edit stays with the clouds the program already uses unless the request names others explicitly. */
function providerFilter(
  request: GenerationRequest,
  existing: string | undefined,
  snapshot: Snapshot,
): readonly string[] | undefined {
  const editProviders = existing === undefined ? [] : importedProviders(existing, snapshot);
  return request.providers ?? (editProviders.length > 0 ? editProviders : undefined);
}

function checkedRetrieval(retrieval: RetrievalResult, progress: ProgressSink): RetrievalResult {
  for (const message of retrieval.warnings) progress({ kind: 'warning', message });
  if (retrieval.records.length === 0) {
    throw new StageFailure(
      'retrieve',
      'no provider schema matches the request; name the cloud resources you want',
    );
  }
  return retrieval;
}

/**
 * The providers the prompt presents: those of the plan's components (a planned `random.RandomPassword` needs
 * `@pulumi/random` whatever retrieval ranked first), then those of the best-ranked records.
 */
function topProviders(plan: Plan, retrieval: RetrievalResult, snapshot: Snapshot): string[] {
  const planned = plan.components.flatMap((c) => snapshot.get(c.token)?.provider ?? []);
  return [...new Set([...planned, ...retrieval.records.slice(0, 8).map((r) => r.provider)])];
}

/** The prompt input the pipeline builds for a request from its plan and retrieval (benches build the same). */
export function pipelinePromptInput(
  request: Pick<GenerationRequest, 'text' | 'conventions'>,
  plan: Plan,
  retrieval: RetrievalResult,
  existing: string | undefined,
  snapshot: Snapshot,
  budget: number = DEFAULT_PROMPT_BUDGET,
): PromptInput {
  return {
    requestText: request.text,
    records: retrieval.records,
    snapshot,
    pulumiVersion: snapshot.manifest.pulumiVersion,
    providers: pinsFor(snapshot, topProviders(plan, retrieval, snapshot)),
    plan,
    needed: topOfEachConcept(retrieval.records, retrieval.concepts.length),
    steps: planSteps(plan, snapshot),
    ...(existing !== undefined ? { existingProgram: existing } : {}),
    ...(request.conventions !== undefined ? { conventions: request.conventions } : {}),
    budget,
  };
}

function generatePrompt(
  request: GenerationRequest,
  plan: Plan,
  retrieval: RetrievalResult,
  existing: string | undefined,
  deps: PipelineDeps,
): BuiltPrompt {
  const prompt = buildGeneratePrompt(
    pipelinePromptInput(request, plan, retrieval, existing, deps.snapshot, deps.promptBudget),
  );
  if (prompt.compacted.length > 0 || prompt.dropped.length > 0) {
    deps.progress({
      kind: 'warning',
      message: `prompt budget: ${prompt.compacted.length} schemas shown shortened, ${prompt.dropped.length} left out (the least relevant)`,
    });
  }
  return prompt;
}

/**
 * What every rung is told of the run: the plan, the stack config and its secret keys, the conventions, and
 * the packages the prompt listed.
 */
function rungContext(
  request: GenerationRequest,
  plan: Plan,
  snapshot: Snapshot,
  listed: readonly ProviderPin[],
  projectDir: () => string,
): RungContext {
  return {
    get projectDir() {
      return projectDir();
    },
    plan,
    config: request.config ?? {},
    ...(request.secretKeys !== undefined ? { secretConfigKeys: request.secretKeys } : {}),
    ...(request.conventions !== undefined ? { conventions: request.conventions } : {}),
    tagInputOf: (token) =>
      snapshot.get(token)?.inputs.find((input) => input.name === 'tags' || input.name === 'labels')?.name,
    allowedPackages: allowedPackagesOf(snapshot),
    listedPackages: new Set(['@pulumi/pulumi', ...listed.map((pin) => pin.package)]),
    ...removedMembersOption(snapshot),
    intentKnowledge: intentKnowledgeOf(snapshot, request.text),
    requestText: request.text,
  };
}

/**
 * Request → plan → retrieve → prompt → generate (model or offline composer) → verify ladder with bounded
 * repair, one call per stage. Never throws for expected failures: a stage that fails outright is reported in
 * `result.failure`, and the result still carries whatever was produced up to there.
 */
export async function runPipeline(request: GenerationRequest, deps: PipelineDeps): Promise<GenerationResult> {
  const { clock, progress, snapshot } = deps;
  const startedAt = clock.now();
  const stages = createStageRunner(clock, progress);
  const { model, usage } = meterRunModel(deps.model, clock, progress);
  const projectName = existingProjectName(request) ?? projectSlug(request.text);
  const workspace = createVerificationWorkspace(deps.workspaces, snapshot, {
    name: projectName,
    description: request.text,
  });
  const products: RunProducts = { included: [], promptText: '', program: '' };
  try {
    const existing = existingIndex(request);
    if (request.mode === 'edit' && existing === undefined) {
      throw new StageFailure('plan', 'edit mode needs the existing program (index.ts)');
    }
    const providers = providerFilter(request, existing, snapshot);
    const filter = providers !== undefined ? { providers } : {};
    const plan = await stages.run('plan', model === undefined ? 'offline' : undefined, () =>
      deps.planner.plan(
        { text: request.text, ...filter, ...(existing !== undefined ? { existingProgram: existing } : {}) },
        model,
      ),
    );
    products.plan = plan;
    for (const message of plan.notes) progress({ kind: 'warning', message: `plan: ${message}` });
    const retrieval = await stages.run('retrieve', undefined, async () =>
      checkedRetrieval(
        await deps.search.retrieve({
          text: request.text,
          ...filter,
          ...(model !== undefined ? { model } : {}),
          plan,
        }),
        progress,
      ),
    );
    products.retrieval = retrieval;
    const prompt = await stages.run('prompt', undefined, () =>
      Promise.resolve(generatePrompt(request, plan, retrieval, existing, deps)),
    );
    products.promptText = prompt.text;
    products.included = prompt.included.map((r) => r.token);
    products.program = await stages.run('generate', model?.name ?? 'offline composer', () =>
      generateProgram({ model, prompt, plan, request, snapshot }, progress),
    );
    const listed = pinsFor(snapshot, topProviders(plan, retrieval, snapshot));
    const context = rungContext(request, plan, snapshot, listed, () => workspace.dir);
    const ladder = await stages.run('verify', undefined, async () => {
      await workspace.ensure(importedProviders(products.program, snapshot));
      return runLadder(products.program, {
        typechecker: workspace.typechecker,
        rungs: deps.rungs,
        writeProgram: (current) => workspace.write(current),
        context,
        clock,
        progress,
        maxRepairs: request.maxRepairs,
        ...(model !== undefined
          ? {
              repair: createModelRepair({
                model,
                requestText: request.text,
                snapshot,
                search: deps.search,
                retrieved: retrieval.records,
                providers: listed.map((pin) => pin.provider),
                ensureProviders: (needed) => workspace.ensure(needed),
                onPrompt: (text) => (products.promptText += `\n${text}`),
              }),
            }
          : {}),
      });
    });
    products.ladder = ladder;
    products.program = ladder.program;
    if (ladder.repairError !== undefined) products.failure = { stage: 'verify', message: ladder.repairError };
  } catch (error) {
    products.failure = stageFailureOf(error);
  } finally {
    await workspace.dispose().catch(() => undefined);
  }
  return assembleResult({
    request,
    snapshot,
    projectName,
    products,
    timings: { ...deps.preparedTimings, ...stages.timings },
    totalMs: clock.now() - startedAt,
    usage: usage(),
    modelName: deps.model?.name ?? 'offline',
  });
}
