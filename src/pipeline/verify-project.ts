import type { Plan } from '../plan/types.js';
import { runLadder } from '../verify/ladder.js';
import { removedMembersOption } from '../snapshot/read-removed-members.js';
import { allowedPackagesOf } from '../verify/safety/module-allowlist.js';
import { intentKnowledgeOf } from '../verify/intent/intent-knowledge.js';
import type { RungContext } from '../verify/types.js';
import type { ExistingProject } from '../workspace/read-project.js';
import { assembleResult, type RunProducts } from './assemble-result.js';
import type { PipelineDeps } from './deps.js';
import { importedProviders } from './provider-pins.js';
import { createStageRunner, stageFailureOf } from './stage-runner.js';
import type { GenerationRequest, GenerationResult } from './types.js';
import { createVerificationWorkspace } from './verification-workspace.js';

/** What `pulumi-gen verify` checks: an existing project, and optionally what it was meant to do. */
export interface VerifyRequest {
  readonly project: ExistingProject;
  /** `--request`: the intent rung checks the program against this request's plan; without it intent is not checked. */
  readonly requestText?: string;
  /** `--config`, over the project's and the stack's values. */
  readonly config: Readonly<Record<string, string>>;
  readonly preview: GenerationRequest['preview'];
  readonly conventions?: GenerationRequest['conventions'];
}

function generationRequest(request: VerifyRequest): GenerationRequest {
  const { project } = request;
  return {
    text: request.requestText ?? `${project.name}: ${project.entry}`,
    source: 'cli',
    mode: 'new',
    maxRepairs: 0,
    preview: request.preview,
    config: { ...project.config, ...request.config },
    ...(request.conventions !== undefined ? { conventions: request.conventions } : {}),
  };
}

/**
 * The verify ladder over an existing project, with no model and no repair: safety gate, typecheck, the mock
 * run over every configuration case, intent (only with a request), policy packs, and preview when a CLI
 * exists. The result has the shape of a generation run's, so it renders the same way.
 */
export async function verifyProject(request: VerifyRequest, deps: PipelineDeps): Promise<GenerationResult> {
  const { clock, progress, snapshot } = deps;
  const startedAt = clock.now();
  const stages = createStageRunner(clock, progress);
  const generation = generationRequest(request);
  const { project } = request;
  const program = project.files.get(project.entry) ?? '';
  const workspace = createVerificationWorkspace(deps.workspaces, snapshot, {
    name: project.name,
    description: project.description,
  });
  const products: RunProducts = { included: [], promptText: '', program };
  try {
    let plan: Plan | undefined;
    if (request.requestText !== undefined) {
      const text = request.requestText;
      plan = await stages.run('plan', 'offline', () => deps.planner.plan({ text }, undefined));
      products.plan = plan;
    }
    const context: RungContext = {
      get projectDir() {
        return workspace.dir;
      },
      ...(plan !== undefined ? { plan } : { intent: 'not-requested' as const }),
      config: generation.config ?? {},
      secretConfigKeys: project.secretKeys,
      ...(request.conventions !== undefined ? { conventions: request.conventions } : {}),
      tagInputOf: (token) =>
        snapshot.get(token)?.inputs.find((input) => input.name === 'tags' || input.name === 'labels')?.name,
      allowedPackages: allowedPackagesOf(snapshot),
      ...removedMembersOption(snapshot),
      intentKnowledge: intentKnowledgeOf(snapshot, request.requestText),
      ...(request.requestText !== undefined ? { requestText: request.requestText } : {}),
      origin: 'existing',
    };
    products.ladder = await stages.run('verify', undefined, async () => {
      await workspace.ensure(importedProviders([...project.files.values()].join('\n'), snapshot));
      const companions = new Map([...project.files].filter(([path]) => path !== project.entry));
      // The project's own data files too: the program may read them by a relative path, as in its folder.
      await workspace.writeFiles(new Map([...(project.dataFiles ?? []), ...companions]));
      return runLadder(program, {
        companions,
        typechecker: workspace.typechecker,
        rungs: deps.rungs,
        writeProgram: (current) => workspace.write(current),
        context,
        clock,
        progress,
        maxRepairs: 0,
      });
    });
  } catch (error) {
    products.failure = stageFailureOf(error);
  } finally {
    await workspace.dispose().catch(() => undefined);
  }
  return assembleResult({
    request: generation,
    snapshot,
    projectName: project.name,
    products,
    timings: stages.timings,
    totalMs: clock.now() - startedAt,
    usage: { tokensIn: 0, tokensOut: 0 },
    modelName: 'none',
    files: [...project.files].map(([path, content]) => ({ path, content })),
  });
}
