import type { CommandContext, FlagValue } from '../../src/cli/command.js';
import type { CliEnvironment } from '../../src/cli/environment.js';
import { testEnvironment } from '../support/cli.js';

/** A command's context as the program hands it over: parsed flags, positionals, a test environment. */
export function commandContext(
  values: Readonly<Record<string, FlagValue>> = {},
  positionals: readonly string[] = [],
  env: Partial<CliEnvironment> = {},
): CommandContext {
  return {
    values,
    positionals,
    env: testEnvironment(env),
    io: { stdout: () => undefined, stderr: () => undefined },
    runtime: { tempDir: () => undefined },
  };
}
