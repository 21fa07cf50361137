import type { ParseArgsConfig } from 'node:util';
import type { CliEnvironment } from './environment.js';

/** Where a command writes. Tests pass collecting sinks; the entry passes the process streams. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

export type OptionSpecs = NonNullable<ParseArgsConfig['options']>;

/** What the entry provides beyond the environment: where a run's temp folders go (cleaned on a signal). */
export interface CliRuntime {
  /** A folder for this run's temp folders; `undefined`: the system temp folder (tests). */
  readonly tempDir: () => string | undefined;
}

/** What a command's `run` receives: parsed flags, positionals, the typed environment and the sinks. */
export interface CommandContext {
  readonly values: Readonly<Record<string, string | boolean | string[] | boolean[] | undefined>>;
  readonly positionals: readonly string[];
  readonly env: CliEnvironment;
  readonly io: CliIo;
  readonly runtime: CliRuntime;
}

/** A leaf command: `pulumi-gen search ...`, `pulumi-gen registry show ...`. */
export interface LeafCommand {
  readonly kind: 'leaf';
  readonly name: string;
  readonly summary: string;
  /** The usage line(s) and option table shown by `--help`. */
  readonly usage: string;
  readonly options: OptionSpecs;
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
