import type { Plan } from '../plan/types.js';
import type { RetrievalResult } from '../retrieve/types.js';
import type { Snapshot } from '../snapshot/types.js';
import type { LadderResult } from '../verify/ladder.js';
import type { ConfigRead, RungOutcome } from '../verify/types.js';
import type { GeneratedFile, ProviderPin } from '../shared/project.js';
import { projectFiles } from '../workspace/project-files.js';
import type { Deployment } from '../workspace/deployment.js';
import { planDeployment, stackFile } from '../workspace/stack-file.js';
import { promptCoverage } from './prompt-coverage.js';
import { importedProviders, pinsFor } from './provider-pins.js';
import type { GenerationRequest, GenerationResult } from './types.js';

/** What a run produced, stage by stage; a run that stopped early leaves the later parts unset. */
export interface RunProducts {
  plan?: Plan;
  retrieval?: RetrievalResult;
  /** Tokens of the records that went into the prompt, ranked. */
  included: readonly string[];
  /** Every prompt sent (generate and repairs), for the coverage figure. */
  promptText: string;
  program: string;
  ladder?: LadderResult;
  failure?: GenerationResult['failure'];
}

/**
 * "Verified" only when the ladder ran, nothing failed, and no rung was skipped in a way that leaves the
 * program unverified (no sandbox, no plan to check intent against).
 */
function passedEveryRung(verification: readonly RungOutcome[]): boolean {
  return (
    verification.length > 0 &&
    verification.every(
      (o) =>
        o.status === 'passed' || o.status === 'fixed' || (o.status === 'skipped' && o.unverified !== true),
    )
  );
}

export function assembleResult(input: {
  readonly request: GenerationRequest;
  readonly snapshot: Snapshot;
  readonly projectName: string;
  readonly products: RunProducts;
  readonly timings: Readonly<Record<string, number>>;
  readonly totalMs: number;
  readonly usage: { readonly tokensIn: number; readonly tokensOut: number };
  readonly modelName: string;
  /** The files to report instead of the generated project's (`pulumi-gen verify`: the project's own). */
  readonly files?: readonly GeneratedFile[];
}): GenerationResult {
  const { request, snapshot, products } = input;
  const verification: RungOutcome[] = [...(products.ladder?.outcomes ?? [])];
  const timings: Record<string, number> = { ...input.timings };
  for (const outcome of verification) timings[`verify.${outcome.rung}`] = outcome.durationMs;
  timings['total'] = input.totalMs;
  for (const key of Object.keys(timings)) timings[key] = Math.round(timings[key]!);
  const { program, failure } = products;
  const providers = pinsFor(snapshot, importedProviders(program, snapshot));
  const spec = {
    name: input.projectName,
    description: request.text,
    pulumiVersion: snapshot.manifest.pulumiVersion,
    providers,
  };
  const unplanned = products.plan?.unplanned ?? [];
  const passed = failure === undefined && passedEveryRung(verification);
  // A project `pulumi-gen verify` checks has its own stack files: only a generated one gets a deployment.
  const deployment =
    program === '' || input.files !== undefined
      ? undefined
      : deploymentOf(request, input.projectName, configReadsOf(verification), providers);
  return {
    status: !passed ? 'failed' : unplanned.length > 0 ? 'partial' : 'verified',
    unplanned,
    ...(failure !== undefined ? { failure } : {}),
    request,
    files:
      input.files ??
      (program === '' ? [] : [...projectFiles(spec, program), ...stackFiles(request, deployment)]),
    providers,
    retrieved: products.included,
    hits: products.retrieval?.hits ?? [],
    ...(products.plan !== undefined ? { plan: products.plan } : {}),
    verification,
    metrics: {
      promptCoverage:
        program === '' ? 0 : Math.round(promptCoverage(program, products.promptText) * 1000) / 1000,
      tokensIn: input.usage.tokensIn,
      tokensOut: input.usage.tokensOut,
      timingsMs: timings,
      repairRounds: products.ladder?.rounds ?? 0,
      codeFixes: products.ladder?.codeFixes.length ?? 0,
    },
    model: input.modelName,
    ...(deployment !== undefined ? { deployment } : {}),
  };
}

/** What the final program reads from its configuration, as its last typecheck found it. */
function configReadsOf(verification: readonly RungOutcome[]): readonly ConfigRead[] {
  return verification.find((o) => o.rung === 'typecheck')?.details?.configReads ?? [];
}

function deploymentOf(
  request: GenerationRequest,
  projectName: string,
  configReads: readonly ConfigRead[],
  providers: readonly ProviderPin[],
): Deployment {
  return planDeployment({
    projectName,
    stack: request.stack ?? 'dev',
    configReads,
    config: request.config ?? {},
    secretKeys: request.secretKeys ?? [],
    providers: providers.map((pin) => pin.provider),
  });
}

/** `Pulumi.<stack>.yaml`, unless an edited project has its own (the user's settings stay as they are). */
function stackFiles(request: GenerationRequest, deployment: Deployment | undefined): GeneratedFile[] {
  if (deployment === undefined) return [];
  if (request.existingProgram?.has(`Pulumi.${deployment.stack}.yaml`) === true) return [];
  return [stackFile(deployment)];
}
