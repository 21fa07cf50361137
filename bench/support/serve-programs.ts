import { existsSync, readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

import { createPipelineDeps } from '../../src/pipeline/create-deps.js';
import type { PipelineDeps } from '../../src/pipeline/deps.js';
import { runPipeline } from '../../src/pipeline/run-pipeline.js';
import type { GenerationResult } from '../../src/pipeline/types.js';
import { defaultSnapshotDir, packageRoot } from '../../src/shared/paths.js';
import { npmEnvironmentFrom } from '../../src/store/npm-environment.js';
import { byStage, codeReply, startOpenAiServer } from '../../test/support/openai-server.js';

/**
 * The real pipeline with a scripted model that answers each request's generate call with a given program
 * (its plan call gets no valid plan, so the offline plan judges, as for a model that cannot plan), no
 * repair round, the package store and the sandbox as a user has them.
 */
export interface ProgramServer {
  /** Runs the request with `program` as the model's answer. */
  serve(request: string, program: string): Promise<GenerationResult>;
  close(): Promise<void>;
}

export async function startProgramServer(): Promise<ProgramServer> {
  let current = '';
  const server = await startOpenAiServer([
    {
      kind: 'dynamic',
      respond: (request) => {
        const stage = byStage({ generate: [codeReply(current)], repair: [codeReply(current)] });
        return stage.kind === 'dynamic' ? stage.respond(request) : stage;
      },
    },
  ]);
  const deps: PipelineDeps = await createPipelineDeps({
    snapshotDir: defaultSnapshotDir(),
    cacheDir: process.env['PULUMI_GEN_CACHE_DIR'] ?? join(homedir(), '.cache', 'pulumi-gen'),
    nodeModulesDirs: [join(packageRoot(), 'node_modules')],
    openai: { apiKey: 'sk-scripted', baseUrl: server.baseUrl, model: 'scripted-programs' },
    npm: npmEnvironmentFrom({
      env: process.env,
      cwd: process.cwd(),
      homeDir: homedir(),
      readText: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined),
    }),
    pathEnv: process.env['PATH'] ?? '',
    preview: 'off',
    sandbox: 'auto',
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    nodePath: process.execPath,
    tempDir: tmpdir(),
  });
  return {
    async serve(request, program) {
      current = program;
      return runPipeline({ text: request, source: 'cli', mode: 'new', maxRepairs: 0, preview: 'off' }, deps);
    },
    close: () => server.close(),
  };
}

/** The error findings of a run, all rungs. */
export function errorFindings(result: GenerationResult) {
  return result.verification.flatMap((rung) => rung.findings.filter((f) => f.severity === 'error'));
}
