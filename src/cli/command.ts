import type { CliEnvironment } from './environment.js';

/** Where a command writes. Tests pass collecting sinks; the entry passes the process streams. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/**
 * One flag of a command, as parsing and `--help` both read it: a switch (`--json`) or a flag with a value
 * (`--limit N`, where `value` is the placeholder), optionally repeatable.
 */
export interface CliOption {
  readonly name: string;
  readonly value?: string;
  readonly repeatable?: boolean;
  /** The `--help` text, defaults included. */
  readonly help: string;
}

/** What the entry provides beyond the environment: where a run's temp folders go (cleaned on a signal). */
export interface CliRuntime {
  /** A folder for this run's temp folders; `undefined`: the system temp folder (tests). */
  readonly tempDir: () => string | undefined;
}

export type FlagValue = string | boolean | string[] | boolean[] | undefined;

/** What a command's `run` receives: parsed flags, positionals, the typed environment and the sinks. */
export interface CommandContext {
  readonly values: Readonly<Record<string, FlagValue>>;
  readonly positionals: readonly string[];
  readonly env: CliEnvironment;
  readonly io: CliIo;
  readonly runtime: CliRuntime;
}

/**
 * A leaf command: `pulumi-gen search ...`, `pulumi-gen registry show ...`. Its module declares it and nothing
 * more; `run` loads what the command does when it runs, so `--help`, `--version` and every other command
 * start without loading it.
 */
export interface LeafCommand {
  readonly kind: 'leaf';
  readonly name: string;
  readonly summary: string;
  /** The usage line(s) and what the command does, shown by `--help` above its options. */
  readonly usage: string;
  readonly options: readonly CliOption[];
  /** Resolves to the exit code. Throw UsageError (exit 2) or UserError (exit 1) for expected failures. */
  readonly run: (context: CommandContext) => Promise<number>;
}

/** A group of subcommands: `pulumi-gen registry ls|show`. */
export interface CommandGroup {
  readonly kind: 'group';
  readonly name: string;
  readonly summary: string;
  readonly subcommands: readonly LeafCommand[];
}

export type Command = LeafCommand | CommandGroup;
