import { join } from 'node:path';
import type { ProgressSink } from '../progress/events.js';
import type { PipelineBuild } from './build-pipeline.js';
import { createPipelineDeps } from './create-deps.js';
import type { GenerationResult } from './types.js';
import { verifyProject, type VerifyRequest } from './verify-project.js';

/**
 * `pulumi-gen verify` as its entries see it (the CLI's command, the action's `mode: verify`): an existing
 * project in, a result out (failures are values), with progress events along the way.
 */
export type VerifyProgram = (request: VerifyRequest, progress: ProgressSink) => Promise<GenerationResult>;

/** What a verifier is built from: a pipeline's build with no model (verify never asks one). */
export type VerifierBuild = Omit<PipelineBuild, 'openai' | 'tokenBudget' | 'projectDependencies'>;

/**
 * The one assembly of the verifier: the real dependencies for each project (the provider versions its
 * `package.json` pins, its own `node_modules` after the package's), then the ladder over its program.
 */
export function buildVerifier(build: VerifierBuild): VerifyProgram {
  return async (request, progress) => {
    const deps = await createPipelineDeps({
      ...build,
      nodeModulesDirs: [...build.nodeModulesDirs, join(request.project.dir, 'node_modules')],
      openai: undefined,
      projectDependencies: request.project.dependencies,
      progress,
    });
    return verifyProject(request, deps);
  };
}
