import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { errorMessage, UsageError, UserError } from '../shared/errors.js';
import { packageRoot } from '../shared/paths.js';
import type { CliIo, Command, LeafCommand } from './command.js';
import { allCommands, defaultCommand } from './commands/index.js';
import type { CliEnvironment } from './environment.js';
import { nearestNames } from '../shared/nearest.js';

const PROGRAM = 'pulumi-gen';

export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

function topHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    `${PROGRAM} ${packageVersion()}: turn a plain-language infrastructure request into a verified Pulumi program`,
    '',
    'Usage:',
    `  ${PROGRAM} "<request>" [--dry-run] [options]   generate a program (see '${PROGRAM} generate --help')`,
    `  ${PROGRAM} <command> [options]`,
    '',
    'Commands:',
    ...lines,
    '',
    'Options:',
    '  -h, --help     show help (also after any command)',
    '  -V, --version  print the version',
    '',
  ].join('\n');
}

function groupHelp(group: Extract<Command, { kind: 'group' }>): string {
  const width = Math.max(...group.subcommands.map((c) => c.name.length));
  return [
    `${PROGRAM} ${group.name}: ${group.summary}`,
    '',
    'Commands:',
    ...group.subcommands.map((c) => `  ${PROGRAM} ${group.name} ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    `Run '${PROGRAM} ${group.name} <command> --help' for a command's options.`,
    '',
  ].join('\n');
}

function leafHelp(path: string, command: LeafCommand): string {
  return `${PROGRAM} ${path}: ${command.summary}\n\n${command.usage.trimEnd()}\n  -h, --help  show this help\n`;
}

/** Node's parseArgs messages run to several sentences; ours are one line that names the fix. */
function usageErrorFrom(error: unknown, path: string): UsageError {
  const message = errorMessage(error);
  const option = /'(-{1,2}[^']*)'/.exec(message)?.[1];
  const help = `run '${PROGRAM} ${path} --help'`;
  if (message.startsWith('Unknown option') && option !== undefined) {
    return new UsageError(`unknown option '${option}' for '${path}'; ${help}`);
  }
  if (message.includes('argument missing') && option !== undefined) {
    return new UsageError(`option '${option}' needs a value; ${help}`);
  }
  if (message.includes('does not take an argument') && option !== undefined) {
    return new UsageError(`option '${option}' takes no value; ${help}`);
  }
  return new UsageError(`${message.split('. ')[0] ?? message}; ${help}`);
}

async function runLeaf(
  path: string,
  command: LeafCommand,
  args: readonly string[],
  io: CliIo,
  env: CliEnvironment,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usageErrorFrom(error, path);
  }
  if (parsed.values['help'] === true) {
    io.stdout(leafHelp(path, command));
    return 0;
  }
  return command.run({ values: parsed.values, positionals: parsed.positionals, env, io });
}

function unknownCommand(name: string, known: readonly string[], scope: string): UsageError {
  const suggestions = nearestNames(name, known, 2);
  const hint =
    suggestions.length > 0 ? ` (did you mean ${suggestions.map((s) => `'${s}'`).join(' or ')}?)` : '';
  return new UsageError(`unknown command '${name}'${hint}; run '${scope} --help' for the list`);
}

async function dispatch(
  argv: readonly string[],
  io: CliIo,
  env: CliEnvironment,
  commands: readonly Command[],
): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.stderr(topHelp(commands));
    return 2;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    io.stdout(topHelp(commands));
    return 0;
  }
  if (first === '--version' || first === '-V') {
    io.stdout(`${packageVersion()}\n`);
    return 0;
  }
  const command = commands.find((c) => c.name === first);
  if (command === undefined) {
    // A request is a quoted phrase; a lone word is far more likely a mistyped command than a request. A blank
    // argument is an empty request, which the generate command answers with how to phrase one.
    const looksLikeRequest = first.trim() === '' || first.startsWith('-') || /\s/.test(first.trim());
    if (!looksLikeRequest) {
      throw unknownCommand(
        first,
        commands.map((c) => c.name),
        PROGRAM,
      );
    }
    return runLeaf(defaultCommand.name, defaultCommand, argv, io, env);
  }
  if (command.kind === 'leaf') {
    return runLeaf(command.name, command, rest, io, env);
  }
  const [subName, ...subArgs] = rest;
  if (subName === undefined || subName === '--help' || subName === '-h') {
    (subName === undefined ? io.stderr : io.stdout)(groupHelp(command));
    return subName === undefined ? 2 : 0;
  }
  const sub = command.subcommands.find((c) => c.name === subName);
  if (sub === undefined) {
    throw unknownCommand(
      subName,
      command.subcommands.map((c) => c.name),
      `${PROGRAM} ${command.name}`,
    );
  }
  return runLeaf(`${command.name} ${sub.name}`, sub, subArgs, io, env);
}

/**
 * Runs the CLI and resolves to its exit code. Never throws: usage errors exit 2, other failures exit 1,
 * each as one line on stderr.
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  env: CliEnvironment,
  commands: readonly Command[] = allCommands,
): Promise<number> {
  try {
    return await dispatch(argv, io, env, commands);
  } catch (error) {
    const code = error instanceof UsageError ? 2 : 1;
    const prefix = error instanceof UsageError || error instanceof UserError ? '' : 'error: ';
    io.stderr(`${PROGRAM}: ${prefix}${errorMessage(error)}\n`);
    return code;
  }
}
