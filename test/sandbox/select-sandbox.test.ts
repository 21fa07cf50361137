import { describe, expect, it } from 'vitest';
import { selectSandbox } from '../../src/sandbox/select-sandbox.js';
import { NO_SANDBOX_REASON } from '../../src/sandbox/types.js';

const identity = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };

describe('selectSandbox', () => {
  it('reports the one line a newcomer needs when no sandbox exists', async () => {
    const choice = await selectSandbox('auto', { pathEnv: '/nonexistent', systemDirs: [], identity });
    expect(choice).toEqual({ kind: 'unavailable', reason: NO_SANDBOX_REASON });
  });

  it('names the missing tool when one is asked for explicitly', async () => {
    const choice = await selectSandbox('docker', { pathEnv: '/nonexistent', systemDirs: [], identity });
    expect(choice.kind === 'unavailable' && choice.reason).toMatch(
      /sandbox docker unavailable: docker is not installed/,
    );
  });

  it('--sandbox none runs without isolation and says so', async () => {
    const choice = await selectSandbox('none', { pathEnv: '/nonexistent', systemDirs: [], identity });
    expect(choice.kind === 'ready' && choice.sandbox.description).toMatch(/NOT isolated/);
  });
});
