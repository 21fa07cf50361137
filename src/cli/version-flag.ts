/** The flags that ask for the version; answered by the entry before the CLI proper loads. */
export const VERSION_FLAGS: readonly string[] = ['--version', '-V'];

/** Whether the command line asks for the version (`pulumi-gen --version`, `pulumi-gen -V ...`). */
export function asksForVersion(argv: readonly string[]): boolean {
  return argv[0] !== undefined && VERSION_FLAGS.includes(argv[0]);
}
