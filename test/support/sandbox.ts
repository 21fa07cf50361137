import { selectSandbox } from '../../src/sandbox/select-sandbox.js';
import type { Sandbox, SandboxChoice } from '../../src/sandbox/types.js';

let chosen: Promise<SandboxChoice> | undefined;

/**
 * The machine's real sandbox for tests that execute programs. Tests that need one FAIL without it (they do
 * not skip): `.ci/run` installs bubblewrap, and a developer without it gets this one line.
 */
export async function requireSandbox(): Promise<SandboxChoice & { readonly kind: 'ready' }> {
  chosen ??= selectSandbox('auto', {
    pathEnv: process.env['PATH'] ?? '',
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
  });
  const choice = await chosen;
  if (choice.kind !== 'ready') {
    throw new Error(
      `${choice.reason}: these tests execute programs and need a sandbox (apt-get install bubblewrap)`,
    );
  }
  return choice;
}

/** The sandbox itself, for tests that call it directly. */
export async function requireSandboxRunner(): Promise<Sandbox> {
  return (await requireSandbox()).sandbox;
}
