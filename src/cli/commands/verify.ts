import { join, resolve } from 'node:path';
import { loadRepoConfig } from '../../config/load-repo-config.js';
import { conventionsOf } from '../../config/repo-config.js';
import { createPipelineDeps } from '../../pipeline/create-deps.js';
import type { GenerationResult } from '../../pipeline/types.js';
import { verifyProject, type VerifyRequest } from '../../pipeline/verify-project.js';
import type { Provenance } from '../../report/provenance.js';
import { renderReport } from '../../report/render-report.js';
import { palette, renderTerminalReport } from '../../report/render-terminal.js';
import { SANDBOX_SETTINGS, type SandboxSetting } from '../../sandbox/types.js';
import { UsageError } from '../../shared/errors.js';
import { packageVersion } from '../../shared/package-version.js';
import { packageRoot } from '../../shared/paths.js';
import { checkRequest } from '../../shared/request-limits.js';
import { snapshotChecksum } from '../../snapshot/snapshot-checksum.js';
import { parsePolicyOptions } from '../../verify/policy/policy-options.js';
import type { PolicySettings } from '../../verify/policy/types.js';
import { readExistingProject } from '../../workspace/read-project.js';
import type { CommandContext, LeafCommand } from '../command.js';
import { listFlag, stringFlag } from '../flags.js';
import { configFlag, formatFlag, oneOf, PREVIEW_MODES, type ReportFormat } from '../generate-options.js';
import { jsonSummary } from '../json-summary.js';
import { createLiveProgress, systemTicker } from '../live-progress.js';

const USAGE = `Usage: pulumi-gen verify [DIR] [options]

Checks an existing Pulumi TypeScript project (default: the current folder) without cloud credentials and
without changing it: the safety gate, a typecheck as tsc checks the project, a mock run of the program in the
OS sandbox once per configuration case with every registration checked against the provider schemas, the
policy packs, and pulumi preview when a CLI is present. With --request, the intent rung also checks that the
program does what the request asks. Exit 0 only when every rung that ran passed.

Options:
  --request TEXT       what the program should do; the intent rung checks it (default: intent not checked)
  --stack NAME         read configuration from Pulumi.NAME.yaml (encrypted values become stand-ins)
  --config KEY=VALUE   stack config for the mock run and preview (repeatable), over the project's own
  --preview MODE       auto (run when a pulumi CLI is found), require, or off (default auto)
  --sandbox KIND       auto (bwrap, unshare, docker), bwrap, unshare, docker, or none (default auto)
  --policy MODE        CrossGuard policy rung: mandatory (default), advisory or off
  --policy-pack DIR    your own policy pack directory instead of the bundled baseline (repeatable)
  --policy-config FILE policy config JSON as for pulumi --policy-pack-config
  --format F           terminal (default), markdown or json
  --json               the same as --format json
`;

interface VerifyOptions {
  readonly request: VerifyRequest;
  readonly format: ReportFormat;
  readonly sandbox: SandboxSetting;
  readonly policy: PolicySettings;
}

function parseVerifyOptions(context: CommandContext): VerifyOptions {
  if (context.positionals.length > 1) {
    throw new UsageError(
      `verify takes one folder, not ${context.positionals.length}; quote a path with spaces`,
    );
  }
  const repo = loadRepoConfig(context.env.cwd);
  const rawRequest = stringFlag(context, 'request');
  let requestText: string | undefined;
  if (rawRequest !== undefined) {
    const checked = checkRequest(rawRequest.trim());
    if (checked.kind === 'rejected') throw new UsageError(`--request: ${checked.message}`);
    requestText = checked.text;
  }
  const config = configFlag(context, repo);
  const conventions = conventionsOf(repo);
  const format = formatFlag(context);
  const preview = oneOf(context, 'preview', PREVIEW_MODES, 'auto');
  const sandbox = oneOf(context, 'sandbox', SANDBOX_SETTINGS, 'auto');
  const packDirs = listFlag(context, 'policy-pack');
  const policy = parsePolicyOptions(
    {
      mode: stringFlag(context, 'policy'),
      packDirs: packDirs.length > 0 ? packDirs : [...(repo.policyPacks ?? [])],
      configFile: stringFlag(context, 'policy-config'),
      names: { mode: '--policy', packs: '--policy-pack', config: '--policy-config' },
    },
    context.env.cwd,
    (message) => new UsageError(message),
  );
  const project = readExistingProject(
    resolve(context.env.cwd, context.positionals[0] ?? '.'),
    stringFlag(context, 'stack'),
  );
  return {
    request: {
      project,
      ...(requestText !== undefined && requestText !== '' ? { requestText } : {}),
      config,
      preview,
      ...(conventions !== undefined ? { conventions } : {}),
    },
    format,
    sandbox,
    policy,
  };
}

function render(result: GenerationResult, format: ReportFormat, context: CommandContext): string {
  const provenance: Provenance = {
    version: packageVersion(),
    snapshotChecksum: snapshotChecksum(context.env.snapshotDir),
    model: 'none',
    endpointHost: undefined,
    temperature: undefined,
    command: ['pulumi-gen', 'verify', ...context.positionals].join(' '),
    tokensByStage: {},
  };
  switch (format) {
    case 'json':
      return `${JSON.stringify(jsonSummary(result, { provenance, changes: undefined }), null, 2)}\n`;
    case 'markdown':
      return `${renderReport(result, provenance)}\n`;
    case 'terminal':
      return renderTerminalReport(result, {
        palette: palette(context.env.color),
        destination: { kind: 'not-written' },
        programLines: 0,
        provenance,
      });
  }
}

async function run(context: CommandContext): Promise<number> {
  const options = parseVerifyOptions(context);
  const { env, io } = context;
  const live = createLiveProgress({
    write: io.stderr,
    tty: env.stderrIsTty,
    now: () => performance.now(),
    every: systemTicker,
  });
  let result: GenerationResult;
  try {
    const tempDir = context.runtime.tempDir();
    const deps = await createPipelineDeps({
      snapshotDir: env.snapshotDir,
      cacheDir: env.cacheDir,
      nodeModulesDirs: [
        join(packageRoot(), 'node_modules'),
        join(options.request.project.dir, 'node_modules'),
      ],
      openai: undefined,
      pathEnv: env.path,
      preview: options.request.preview,
      sandbox: options.sandbox,
      identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
      nodePath: process.execPath,
      homeDir: env.homeDir,
      cloudCredentials: env.cloudCredentials,
      policy: options.policy,
      progress: live.sink,
      storeDir: env.storeDir,
      npm: env.npm,
      projectDependencies: options.request.project.dependencies,
      ...(tempDir !== undefined ? { tempDir } : {}),
    });
    result = await verifyProject(options.request, deps);
  } finally {
    live.stop();
  }
  io.stdout(render(result, options.format, context));
  return result.status === 'verified' ? 0 : 1;
}

export const verifyCommand: LeafCommand = {
  kind: 'leaf',
  name: 'verify',
  summary: 'Verify an existing Pulumi TypeScript project without cloud credentials',
  usage: USAGE,
  options: {
    request: { type: 'string' },
    stack: { type: 'string' },
    config: { type: 'string', multiple: true },
    preview: { type: 'string' },
    sandbox: { type: 'string' },
    policy: { type: 'string' },
    'policy-pack': { type: 'string', multiple: true },
    'policy-config': { type: 'string' },
    format: { type: 'string' },
    json: { type: 'boolean' },
  },
  run,
};
