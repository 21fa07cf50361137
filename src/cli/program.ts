import { Command as Commander, CommanderError, Option } from 'commander';
import { UsageError } from '../shared/errors.js';
import type {
  CliIo,
  CliOption,
  CliRuntime,
  Command,
  CommandContext,
  FlagValue,
  LeafCommand,
} from './command.js';
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
 * Parses the command line with commander and runs the command it names; resolves to its exit code. Loaded by
 * the dispatcher only for a run that names a command (the top-level `--help` and `--version` never load commander).
 */
export async function parseAndRun(
  argv: readonly string[],
  io: CliIo,
  env: CliEnvironment,
  runtime: CliRuntime,
  commands: readonly Command[],
): Promise<number> {
  const outcome: Dispatch = { code: 0 };
  const program = buildProgram(commands, io, env, runtime, outcome);
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === 'commander.helpDisplayed') return 0;
    // A group run without its subcommand: commander has printed the group's help to stderr.
    if (error.code === 'commander.help') return 2;
    throw usageErrorFrom(error, argv, commands);
  }
  return outcome.code;
}
