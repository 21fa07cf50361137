import { buildVerifier } from '../../pipeline/build-verifier.js';
import type { GenerationResult } from '../../pipeline/types.js';
import { verifyProvenance } from '../../report/provenance.js';
import { renderReport } from '../../report/render-report.js';
import { palette, renderTerminalReport } from '../../report/render-terminal.js';
import { packageVersion } from '../../shared/package-version.js';
import { snapshotChecksum } from '../../snapshot/snapshot-checksum.js';
import type { CommandContext } from '../command.js';
import { cliRunBuild } from '../common-options.js';
import { jsonSummary } from '../json-summary.js';
import { createLiveProgress, systemTicker } from '../live-progress.js';
import { parseVerifyOptions, type VerifyOptions } from '../verify-options.js';

function render(result: GenerationResult, options: VerifyOptions, context: CommandContext): string {
  const provenance = verifyProvenance(
    { version: packageVersion(), snapshotChecksum: snapshotChecksum(context.env.snapshotDir) },
    context.positionals[0] ?? '.',
    options.request.requestText,
  );
  switch (options.format) {
    case 'json':
      return `${JSON.stringify(jsonSummary(result, { provenance, changes: undefined, outDir: undefined, dryRun: false }), null, 2)}\n`;
    case 'markdown':
      return `${renderReport(result, provenance)}\n`;
    case 'terminal':
      return renderTerminalReport(result, {
        palette: palette(context.env.color),
        destination: { kind: 'checked-in-place', dir: context.positionals[0] ?? '.' },
        programLines: 0,
        provenance,
      });
  }
}

/** `pulumi-gen verify [DIR]`: the options checked, the verify core run, the report printed. */
export async function runVerify(context: CommandContext): Promise<number> {
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
    const verify = buildVerifier(
      cliRunBuild(
        context,
        { preview: options.request.preview, sandbox: options.sandbox, policy: options.policy },
        context.runtime.tempDir(),
      ),
    );
    result = await verify(options.request, live.sink);
  } finally {
    live.stop();
  }
  io.stdout(render(result, options, context));
  return result.status === 'verified' ? 0 : 1;
}
