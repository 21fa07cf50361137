import { afterAll, describe, expect, it } from 'vitest';

import { MAX_FINDING_CHARS, runLadder } from '../../src/verify/ladder.js';
import { createTypechecker } from '../../src/verify/typecheck/typechecker.js';
import type { Finding, Rung } from '../../src/verify/types.js';
import { projectDirWithProviders } from './helpers.js';

describe('the ladder', () => {
  const project = projectDirWithProviders();
  afterAll(() => project.dispose());

  it('carries no finding longer than a repair prompt can use', async () => {
    const asked: Finding[][] = [];
    const verbose: Rung = {
      name: 'mock',
      check: () =>
        Promise.resolve({
          kind: 'failed',
          findings: [
            {
              rung: 'mock',
              severity: 'error',
              code: 'invalid-value',
              message: `x is "y" but ${'a, '.repeat(3000)}`,
            },
          ],
        }),
    };
    const result = await runLadder("import * as aws from '@pulumi/aws';\nnew aws.sns.Topic('t');\n", {
      typechecker: createTypechecker({ projectDir: project.dir }),
      rungs: [verbose],
      writeProgram: () => Promise.resolve(),
      context: { projectDir: project.dir, config: {} },
      clock: { now: () => 0 },
      progress: () => undefined,
      repair: (program, findings) => {
        asked.push([...findings]);
        return Promise.resolve(`${program}// again\n`);
      },
      maxRepairs: 1,
    });
    const lengths = [...asked.flat(), ...result.outcomes.flatMap((o) => o.findings)].map(
      (f) => f.message.length,
    );
    expect(lengths.length).toBeGreaterThan(1);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(MAX_FINDING_CHARS);
    expect(result.outcomes.find((o) => o.rung === 'mock')?.findings[0]?.message).toMatch(
      /more characters\)$/,
    );
  });
});
