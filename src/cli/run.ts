import { Command as Commander, CommanderError, Option } from 'commander';
import { errorMessage, UsageError, UserError } from '../shared/errors.js';
import { nearestNames } from '../shared/nearest.js';
import { packageVersion } from '../shared/package-version.js';
import { escapeForTerminal } from '../shared/request-limits.js';
import type {
  CliIo,
  CliOption,
  CliRuntime,
  Command,
  CommandContext,
  FlagValue,
  LeafCommand,
} from './command.js';
import { allCommands, defaultCommand } from './commands/index.js';
import type { CliEnvironment } from './environment.js';
import { groupHelp, leafHelp, PROGRAM, topHelp } from './help.js';

/** The flag names commander files values under (`dryRun`) mapped back to the names commands read (`dry-run`). */
function addOptions(target: Commander, options: readonly CliOption[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const spec of options) {
    const option = new Option(`--${spec.name}${spec.value !== undefined ? ' <value>' : ''}`);
    if (spec.repeatable === true) {
      option.argParser((value: string, previous: unknown) => [
        ...(Array.isArray(previous) ? (previous as string[]) : []),
        value,
      ]);
    }
    target.addOption(option);
    names.set(option.attributeName(), spec.name);
  }
  return names;
}

interface Dispatch {
  code: number;
}

function addLeaf(
  parent: Commander,
  path: string,
  leaf: LeafCommand,
  run: (leaf: LeafCommand, context: Omit<CommandContext, 'env' | 'io' | 'runtime'>) => Promise<void>,
): void {
  const command = parent.command(leaf.name).description(leaf.summary).argument('[args...]');
  const names = addOptions(command, leaf.options);
  command.configureHelp({ formatHelp: () => leafHelp(path, leaf) });
  command.action(async (args: string[], options: Record<string, unknown>) => {
    const values: Record<string, FlagValue> = {};
    for (const [attribute, value] of Object.entries(options)) {
      values[names.get(attribute) ?? attribute] = value as FlagValue;
    }
    await run(leaf, { values, positionals: args });
  });
}

/**
 * One commander program built from the command list: adding a command to `allCommands` is all it takes
 * to get parsing, `--help`, and suggestions for mistyped commands and flags.
 */
function buildProgram(
  commands: readonly Command[],
  io: CliIo,
  env: CliEnvironment,
  runtime: CliRuntime,
  outcome: Dispatch,
): Commander {
  const program = new Commander(PROGRAM)
    .exitOverride()
    .showSuggestionAfterError()
    .helpCommand(false)
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: () => undefined })
    .configureHelp({ formatHelp: () => topHelp(commands) });
  const run = async (leaf: LeafCommand, context: Omit<CommandContext, 'env' | 'io' | 'runtime'>) => {
    outcome.code = await leaf.run({ ...context, env, io, runtime });
  };
  for (const command of commands) {
    if (command.kind === 'leaf') {
      addLeaf(program, command.name, command, run);
      continue;
    }
    const group = program
      .command(command.name)
      .description(command.summary)
      .configureHelp({ formatHelp: () => groupHelp(command) });
    for (const sub of command.subcommands) {
      addLeaf(group, `${command.name} ${sub.name}`, sub, run);
    }
  }
  return program;
}

/** Commander's messages ("error: unknown option '--x'\n(Did you mean --y?)") as our one line with the fix. */
function usageErrorFrom(
  error: CommanderError,
  argv: readonly string[],
  commands: readonly Command[],
): UsageError {
  const [raw = '', hint] = error.message.replace(/^error: /, '').split('\n');
  const message = raw.replace(/^option '(-[^' ]+)[^']*' argument missing$/, "option '$1' needs a value");
  const names = /^\(Did you mean (?:one of )?(.+)\?\)$/.exec(hint ?? '')?.[1]?.split(', ');
  const suggestion =
    names === undefined ? '' : ` (did you mean ${names.map((name) => `'${name}'`).join(' or ')}?)`;
  const path = [argv[0], argv[1]].filter((word): word is string => {
    if (word === undefined || word.startsWith('-')) return false;
    return commands.some(
      (c) => c.name === word || (c.kind === 'group' && c.subcommands.some((s) => s.name === word)),
    );
  });
  const scope = [PROGRAM, ...path].join(' ');
  const forPath = path.length > 0 && message.startsWith('unknown option') ? ` for '${path.join(' ')}'` : '';
  return new UsageError(`${message}${forPath}${suggestion}; run '${scope} --help'`);
}

/**
 * `pulumi-gen "<request>"` is `pulumi-gen generate "<request>"`, and so is a one-word request
 * (`pulumi-gen vpc`), unless that word is a near miss of a command name, which is far more likely a typo.
 */
function withDefaultCommand(argv: readonly string[], commands: readonly Command[]): readonly string[] {
  const [first] = argv;
  if (first === undefined || ['-h', '--help', '-V', '--version'].includes(first)) return argv;
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
  if (first === '--version' || first === '-V') {
    io.stdout(`${packageVersion()}\n`);
    return 0;
  }
  const outcome: Dispatch = { code: 0 };
  const program = buildProgram(commands, io, env, runtime, outcome);
  const effective = withDefaultCommand(argv, commands);
  try {
    await program.parseAsync([...effective], { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === 'commander.helpDisplayed') return 0;
    // A group run without its subcommand: commander has printed the group's help to stderr.
    if (error.code === 'commander.help') return 2;
    throw usageErrorFrom(error, effective, commands);
  }
  return outcome.code;
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
