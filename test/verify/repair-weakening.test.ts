import { afterAll, describe, expect, it } from 'vitest';

import { runLadder } from '../../src/verify/ladder.js';
import { findWeakenings } from '../../src/verify/repair-weakening.js';
import { createTypechecker } from '../../src/verify/typecheck/typechecker.js';
import type { Rung } from '../../src/verify/types.js';
import { projectDirWithProviders } from './helpers.js';

const HEADER = "import * as pulumi from '@pulumi/pulumi';\nimport * as aws from '@pulumi/aws';\n";

const ASKED = `${HEADER}const config = new pulumi.Config();
const email = config.require('alertEmail');
const password = config.requireSecret('dbPassword');
const topic = new aws.sns.Topic('alerts');
new aws.sns.TopicSubscription('mail', { topic: topic.arn, protocol: 'email', endpoint: email });
export const secret = password;
`;

describe('findWeakenings', () => {
  const project = projectDirWithProviders();
  const typechecker = createTypechecker({ projectDir: project.dir });
  afterAll(() => project.dispose());
  it('names removed resources, required config made optional and config no longer read', () => {
    const weakened = `${HEADER}const config = new pulumi.Config();
const email = config.get('alertEmail') ?? 'ops@example.org';
const topic = new aws.sns.Topic('alerts', { displayName: email });
export const when = new Date().toISOString();
`;
    expect(findWeakenings(ASKED, weakened, (p) => typechecker.configReads(p))).toEqual([
      { kind: 'removed-resource', className: 'aws.sns.TopicSubscription', before: 1, after: 0 },
      { kind: 'config-made-optional', key: 'alertEmail' },
      { kind: 'config-dropped', key: 'dbPassword' },
    ]);
  });

  it('finds nothing in a repair that only changes values or adds resources', () => {
    const fixed = ASKED.replace("protocol: 'email'", "protocol: 'email-json'").replace(
      "new aws.sns.Topic('alerts');",
      "new aws.sns.Topic('alerts');\nnew aws.sns.Topic('more');",
    );
    expect(findWeakenings(ASKED, fixed, (p) => typechecker.configReads(p))).toEqual([]);
  });
});

describe('the ladder reports a weakening repair as such', () => {
  const project = projectDirWithProviders();
  afterAll(() => project.dispose());

  it('a rung satisfied by deleting what it complained about is not called a plain fix', async () => {
    // A false alarm about the subscription: the repair deletes it instead of fixing anything.
    const picky: Rung = {
      name: 'mock',
      check: (program) =>
        Promise.resolve(
          (program.get('index.ts') ?? '').includes('TopicSubscription')
            ? {
                kind: 'failed',
                findings: [{ rung: 'mock', severity: 'error', message: 'endpoint looks wrong' }],
              }
            : { kind: 'passed', warnings: [] },
        ),
    };
    const weakened = ASKED.split('\n')
      .filter((line) => !line.includes('TopicSubscription'))
      .join('\n')
      .replace("config.require('alertEmail')", "config.get('alertEmail')");
    const result = await runLadder(ASKED, {
      typechecker: createTypechecker({ projectDir: project.dir }),
      rungs: [picky],
      writeProgram: () => Promise.resolve(),
      context: { projectDir: project.dir, config: {} },
      clock: { now: () => 0 },
      progress: () => undefined,
      repair: () => Promise.resolve(weakened),
      maxRepairs: 2,
    });
    const mock = result.outcomes.find((outcome) => outcome.rung === 'mock');
    expect(mock?.status).toBe('fixed');
    expect(mock?.reason).toMatch(/weakened the program rather than fixing it/);
    const warning = mock?.findings.find((finding) => finding.code === 'repair-weakened');
    expect(warning?.message).toMatch(/repair round 1 .*removed `new aws\.sns\.TopicSubscription`/);
    expect(warning?.message).toMatch(/made the required config key `alertEmail` optional/);
  });
});
