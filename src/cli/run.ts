import { errorMessage, UsageError, UserError } from '../shared/errors.js';
import { nearestNames } from '../shared/nearest.js';
import { packageVersion } from '../shared/package-version.js';
import { escapeForTerminal } from '../shared/request-limits.js';
import type { CliIo, CliRuntime, Command } from './command.js';
import { allCommands, defaultCommand } from './commands/index.js';
import type { CliEnvironment } from './environment.js';
import { PROGRAM, topHelp } from './help.js';
import { asksForVersion, VERSION_FLAGS } from './version-flag.js';

/**
 * `pulumi-gen "<request>"` is `pulumi-gen generate "<request>"`, and so is a one-word request
 * (`pulumi-gen vpc`), unless that word is a near miss of a command name, which is far more likely a typo.
 */
function withDefaultCommand(argv: readonly string[], commands: readonly Command[]): readonly string[] {
  const [first] = argv;
  if (first === undefined || ['-h', '--help', ...VERSION_FLAGS].includes(first)) return argv;
  if (commands.some((c) => c.name === first)) return argv;
  const word = first.trim();
  if (!first.startsWith('-') && /^[a-z][a-z-]*$/i.test(word)) {
    const near = nearestNames(
      word,
      commands.map((c) => c.name),
      2,
    );
    if (near.length > 0) {
      throw new UsageError(
        `unknown command '${word}' (did you mean ${near.map((s) => `'${s}'`).join(' or ')}?); to generate from a one-word request run '${PROGRAM} ${defaultCommand.name} "${word}"'`,
      );
    }
  }
  return [defaultCommand.name, ...argv];
}

async function dispatch(
  argv: readonly string[],
  io: CliIo,
  env: CliEnvironment,
  runtime: CliRuntime,
  commands: readonly Command[],
): Promise<number> {
  const [first] = argv;
  if (first === undefined) {
    io.stderr(topHelp(commands));
    return 2;
  }
  if (first === 'help' && commands.some((c) => c.name === argv[1])) {
    // `help search`, `help registry ls`: the command's own help, as `search --help` prints it.
    return dispatch([...argv.slice(1), '--help'], io, env, runtime, commands);
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    io.stdout(topHelp(commands));
    return 0;
  }
  if (asksForVersion(argv)) {
    io.stdout(`${packageVersion()}\n`);
    return 0;
  }
  const { parseAndRun } = await import('./program.js');
  return parseAndRun(withDefaultCommand(argv, commands), io, env, runtime, commands);
}

function asksForJson(argv: readonly string[]): boolean {
  return argv.some(
    (arg, i) => arg === '--json' || arg === '--format=json' || (arg === '--format' && argv[i + 1] === 'json'),
  );
}

/**
 * Runs the CLI and resolves to its exit code. Never throws: usage errors exit 2, other failures exit 1,
 * each as one line on stderr, with any control characters escaped (a message may quote the user's input).
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  env: CliEnvironment,
  runtime: CliRuntime = { tempDir: () => undefined },
  commands: readonly Command[] = allCommands,
): Promise<number> {
  try {
    return await dispatch(argv, io, env, runtime, commands);
  } catch (error) {
    const code = error instanceof UsageError ? 2 : 1;
    const prefix = error instanceof UsageError || error instanceof UserError ? '' : 'error: ';
    io.stderr(`${PROGRAM}: ${prefix}${escapeForTerminal(errorMessage(error))}\n`);
    // A script that asked for JSON reads stdout: it gets the same error there, as an object.
    if (asksForJson(argv)) io.stdout(`${JSON.stringify({ status: 'error', error: errorMessage(error) })}\n`);
    return code;
  }
}
