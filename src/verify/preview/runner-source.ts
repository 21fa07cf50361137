/**
 * The script the preview rung runs in a child Node process. The Automation API starts the `pulumi` CLI with
 * its own process's environment merged in (execa's default), so the only way to give the CLI "only the
 * environment it needs" is to run the Automation API itself in a child whose environment we wrote.
 *
 * Protocol: `node runner.cjs <job.json>`; the job names the automation module to load, the project dir, the
 * throw-away stack, its config and the result file. The result holds the engine events we care about
 * (diagnostics, the summary), the preview's change summary, and a thrown error by class name, never parsed
 * from stdout. The stack is removed in `finally`, also when the preview failed.
 */
export const PREVIEW_RUNNER_SOURCE = String.raw`'use strict';
const fs = require('node:fs');

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const result = { diagnostics: [], summary: undefined, changeSummary: undefined, error: undefined, removed: false, stage: 'start' };

function describe(error) {
  if (error instanceof Error) {
    const commandResult = error.commandResult || {};
    return {
      name: String(error.name || 'Error'),
      message: String(error.message || ''),
      stderr: typeof commandResult.stderr === 'string' ? commandResult.stderr.slice(-20000) : '',
      exitCode: typeof commandResult.code === 'number' ? commandResult.code : undefined,
    };
  }
  return { name: 'Error', message: String(error), stderr: '' };
}

function onEvent(event) {
  if (event.diagnosticEvent) {
    const d = event.diagnosticEvent;
    if (d.severity === 'error' || d.severity === 'warning') {
      result.diagnostics.push({ severity: d.severity, message: String(d.message || ''), urn: d.urn || undefined });
    }
  }
  if (event.summaryEvent) {
    result.summary = event.summaryEvent.resourceChanges || {};
  }
}

async function main() {
  const automation = require(job.automationModule);
  result.stage = 'cli';
  const pulumiCommand = await automation.PulumiCommand.get({ root: job.cliRoot, skipVersionCheck: true });
  result.stage = 'stack';
  const stack = await automation.LocalWorkspace.createStack(
    { stackName: job.stack, workDir: job.projectDir },
    { pulumiCommand: pulumiCommand },
  );
  try {
    const config = {};
    for (const key of Object.keys(job.config)) config[key] = { value: job.config[key] };
    result.stage = 'config';
    if (Object.keys(config).length > 0) await stack.setAllConfig(config);
    result.stage = 'preview';
    const policy = {};
    if (job.policyPacks && job.policyPacks.length > 0) policy.policyPacks = job.policyPacks;
    if (job.policyPackConfigs && job.policyPackConfigs.length > 0) policy.policyPackConfigs = job.policyPackConfigs;
    const preview = await stack.preview(Object.assign({ onEvent: onEvent, diff: false }, policy));
    result.changeSummary = preview.changeSummary || {};
    result.stage = 'done';
  } finally {
    try {
      await stack.workspace.removeStack(job.stack, { force: true });
      result.removed = true;
    } catch (error) {
      result.removeError = describe(error);
    }
  }
}

main().then(
  () => { fs.writeFileSync(job.resultFile, JSON.stringify(result)); process.exit(0); },
  (error) => { result.error = describe(error); fs.writeFileSync(job.resultFile, JSON.stringify(result)); process.exit(0); },
);
`;
