import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { systemClock } from '../../../src/shared/clock.js';
import { runLadder } from '../../../src/verify/ladder.js';
import { createMockRung } from '../../../src/verify/mock/mock-rung.js';
import type { Sandbox } from '../../../src/sandbox/types.js';
import { requireSandboxRunner } from '../../support/sandbox.js';
import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';
import { loadAwsSnapshot, makeProjectDir } from './support.js';

let project: { readonly dir: string; dispose(): void };

beforeAll(() => {
  project = makeProjectDir();
});

afterAll(() => project.dispose());

describe('mock rung behind the safety gate', () => {
  it('never runs a program that reads process.env', async () => {
    const real = await requireSandboxRunner();
    const started: string[] = [];
    const counting: Sandbox = {
      ...real,
      run: (request) => {
        started.push(request.args.join(' '));
        return real.run(request);
      },
    };
    const written: string[] = [];
    const result = await runLadder(
      `import * as aws from '@pulumi/aws';
const token = process.env['AWS_SECRET_ACCESS_KEY'] ?? '';
new aws.s3.Bucket('leak', { tags: { token } });
`,
      {
        typechecker: createTypechecker({ projectDir: project.dir }),
        rungs: [
          createMockRung({
            snapshot: loadAwsSnapshot(),
            nodePath: process.execPath,
            sandbox: { kind: 'ready', sandbox: counting },
          }),
        ],
        writeProgram: (program) => {
          written.push(program);
          return Promise.resolve();
        },
        context: { projectDir: project.dir, config: {} },
        clock: systemClock,
        progress: () => undefined,
        maxRepairs: 2,
      },
    );
    expect(started).toEqual([]);
    expect(written).toEqual([]);
    const safety = result.outcomes.find((outcome) => outcome.rung === 'safety');
    expect(safety?.status).toBe('failed');
    expect(safety?.findings.some((finding) => finding.line === 2)).toBe(true);
    expect(result.outcomes.find((outcome) => outcome.rung === 'mock')?.status).not.toBe('passed');
  });
});
