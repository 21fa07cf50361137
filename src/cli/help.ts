import { packageVersion } from '../shared/package-version.js';
import type { CliOption, Command, CommandGroup, LeafCommand } from './command.js';

export const PROGRAM = 'pulumi-gen';
const WIDTH = 110;

/** Words joined into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  return line === '' ? lines : [...lines, line];
}

/** The options table of `--help`, written from the same declarations the parser reads. */
export function optionLines(options: readonly CliOption[]): string[] {
  const all: readonly CliOption[] = [...options, { name: 'help', help: 'show this help' }];
  const label = (o: CliOption) => `--${o.name}${o.value === undefined ? '' : ` ${o.value}`}`;
  const column = Math.min(24, Math.max(...all.map((o) => label(o).length)));
  return all.flatMap((option) => {
    const name = label(option);
    const [first = '', ...rest] = wrap(option.help, WIDTH - column - 4);
    const head =
      name.length > column
        ? [`  ${name}`, `  ${' '.repeat(column)}  ${first}`]
        : [`  ${name.padEnd(column)}  ${first}`];
    return [...head, ...rest.map((line) => `  ${' '.repeat(column)}  ${line}`)];
  });
}

export function topHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `${PROGRAM} ${packageVersion()}: turn a plain-language infrastructure request into a verified Pulumi program`,
    '',
    'Usage:',
    `  ${PROGRAM} "<request>" [--dry-run] [options]   generate a program (the same as '${PROGRAM} generate')`,
    `  ${PROGRAM} <command> [options]`,
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    '  -h, --help     show help (also after any command)',
    '  -V, --version  print the version',
    '',
    `Run '${PROGRAM} help <command>' or '${PROGRAM} <command> --help' for a command's options.`,
    '',
  ].join('\n');
}

export function groupHelp(group: CommandGroup): string {
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

export function leafHelp(path: string, command: LeafCommand): string {
  return [
    `${PROGRAM} ${path}: ${command.summary}`,
    '',
    command.usage.trimEnd(),
    '',
    'Options:',
    ...optionLines(command.options),
    '',
  ].join('\n');
}
