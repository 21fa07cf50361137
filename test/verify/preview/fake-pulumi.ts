import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in `pulumi` executable for the preview rung's wiring tests on machines without the real CLI. It
 * answers the commands the Automation API sends (`version`, `stack init`, `config set-all`, `preview`,
 * `stack rm`) from a scenario file, logs each call, and for `preview` writes engine events to the
 * `--event-log` file as the real CLI (≤ 3.205) does. The real Automation API drives it, so the runner, the
 * event handling and the error classes it throws (CommandError, StackAlreadyExistsError, …) are real.
 */
export interface FakeCliScenario {
  readonly stackInit?: { readonly stderr: string; readonly code: number };
  readonly preview: {
    readonly events: readonly Record<string, unknown>[];
    readonly stderr?: string;
    readonly code: number;
  };
}

const SCRIPT = String.raw`
const fs = require('node:fs');
const path = require('node:path');
const dir = path.dirname(fs.realpathSync(process.argv[1]));
const scenario = JSON.parse(fs.readFileSync(path.join(dir, 'scenario.json'), 'utf8'));
const args = process.argv.slice(2);
const files = {};
args.forEach((arg, i) => { if (arg === '--policy-pack-config') files[args[i + 1]] = fs.readFileSync(args[i + 1], 'utf8'); });
fs.appendFileSync(path.join(dir, 'calls.log'), JSON.stringify({ args, env: Object.keys(process.env).sort(), files }) + '\n');
const fail = (stderr, code) => { process.stderr.write(stderr + '\n'); process.exit(code); };
if (args[0] === 'version') { process.stdout.write('v3.200.0\n'); process.exit(0); }
if (args[0] === 'stack' && args[1] === 'init' && scenario.stackInit) fail(scenario.stackInit.stderr, scenario.stackInit.code);
if (args[0] === 'preview') {
  const log = args[args.indexOf('--event-log') + 1];
  let sequence = 0;
  for (const event of scenario.preview.events) {
    fs.appendFileSync(log, JSON.stringify(Object.assign({ sequence: sequence++, timestamp: 0 }, event)) + '\n');
  }
  fs.appendFileSync(log, JSON.stringify({ sequence: sequence++, timestamp: 0, cancelEvent: {} }) + '\n');
  if (scenario.preview.code !== 0) fail(scenario.preview.stderr || 'error: preview failed', scenario.preview.code);
  process.stdout.write('Previewing update\n');
  process.exit(0);
}
process.exit(0);
`;

export interface FakeCli {
  readonly binDir: string;
  /** Each call's arguments, environment names, and the contents of the `--policy-pack-config` files it got. */
  calls(): {
    readonly args: readonly string[];
    readonly env: readonly string[];
    readonly files: Readonly<Record<string, string>>;
  }[];
  dispose(): void;
}

/**
 * `parentDir`: where the fake goes; the preview's sandbox binds its CLI read-only, so a fake that logs its
 * calls next to itself must live in a directory the sandbox lets it write (the project under preview).
 */
export function installFakeCli(scenario: FakeCliScenario, nodePath: string, parentDir = tmpdir()): FakeCli {
  const root = mkdtempSync(join(parentDir, 'pulumi-gen-fakecli-'));
  const binDir = join(root, 'bin');
  mkdirSync(binDir);
  writeFileSync(join(binDir, 'pulumi'), `#!${nodePath}\n${SCRIPT}`);
  chmodSync(join(binDir, 'pulumi'), 0o755);
  writeFileSync(join(binDir, 'scenario.json'), JSON.stringify(scenario));
  writeFileSync(join(binDir, 'calls.log'), '');
  return {
    binDir,
    calls: () =>
      readFileSync(join(binDir, 'calls.log'), 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as ReturnType<FakeCli['calls']>[number]),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}
