/**
 * Errors a user can act on. Everything that reaches the edge of the program is turned into one line by
 * {@link errorMessage}, so that the CLI, the action's reply comment and the logs all say the same thing.
 */

/** Bad command-line usage: the CLI exits with code 2, as POSIX tools do for usage errors. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A failure the user can fix (bad input, missing file, misconfigured endpoint): exit code 1, no stack. */
export class UserError extends Error {
  override readonly name = 'UserError';
}

/**
 * Turns anything thrown into a single line. Stacks are left out on purpose: they help nobody reading a PR
 * comment, and they can carry paths or values we do not want to publish.
 */
export function errorMessage(error: unknown): string {
  let text: string;
  if (error instanceof Error) {
    text = error.message || error.name;
  } else if (typeof error === 'string') {
    text = error;
  } else {
    try {
      text = JSON.stringify(error) ?? String(error);
    } catch {
      text = String(error);
    }
  }
  return text.replace(/\s*\n\s*/g, ' ').trim() || 'unknown error';
}
