import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { baselinePolicyPack } from '../../../src/verify/policy/baseline-pack.js';
import { createPolicyRung, type PolicyRungDeps } from '../../../src/verify/policy/policy-rung.js';
import type { RegisteredResource, RungCheck } from '../../../src/verify/types.js';
import { selectSandbox } from '../../../src/sandbox/select-sandbox.js';
import { requireSandbox } from '../../support/sandbox.js';
import { REPO_NODE_MODULES } from '../helpers.js';
import { afterMock, registered } from './support.js';

/** The rung with repository packs, run in the machine's real sandbox as the pipeline runs them. */
async function packRung(packDirs: string[], overrides: Partial<PolicyRungDeps> = {}) {
  return createPolicyRung({
    mode: 'mandatory',
    packDirs,
    sandbox: await requireSandbox(),
    nodePath: process.execPath,
    ...overrides,
  });
}

const PET = registered('random:index/randomPet:RandomPet', 'pet', { length: 2 });

/** What one pack run said: the rung's findings (`severity:code message`) and its pack details. */
async function runPacks(
  packDirs: string[],
  resources: readonly RegisteredResource[] = [PET],
  overrides: Partial<PolicyRungDeps> = {},
  projectDir = '.',
): Promise<RungCheck<'policy'>> {
  return (await packRung(packDirs, overrides)).check(
    new Map(),
    { projectDir, config: {} },
    afterMock(resources),
  );
}

function errorMessages(check: RungCheck): string[] {
  return check.kind === 'failed'
    ? check.findings.filter((f) => f.severity === 'error').map((f) => f.message)
    : [];
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A user's TypeScript pack in a temp dir: an entry importing a local module and a provider SDK. */
function writePack(files: Record<string, string>, options: { install?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-pack-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  // `npm install` in the pack: its node_modules holds @pulumi/policy and the provider it imports.
  if (options.install !== false) symlinkSync(REPO_NODE_MODULES, join(dir, 'node_modules'), 'dir');
  return dir;
}

const TEAM_PACK = {
  'package.json': JSON.stringify({ name: 'team-rules', version: '1.2.3', dependencies: {} }),
  'PulumiPolicy.yaml': 'runtime: nodejs\n',
  'rules/limits.ts': "export const UNIT: string = 'characters';\n",
  'index.ts': `import * as random from '@pulumi/random';
import { PolicyPack, validateResourceOfType } from '@pulumi/policy';
import { UNIT } from './rules/limits';

new PolicyPack('team-rules', {
  enforcementLevel: 'mandatory',
  policies: [
    {
      name: 'password-length',
      description: 'Random passwords must be long enough.',
      configSchema: { properties: { minLength: { type: 'number', default: 16 } } },
      validateResource: validateResourceOfType(random.RandomPassword, (password, args, reportViolation) => {
        const { minLength } = args.getConfig<{ minLength: number }>();
        if ((password.length ?? 0) < minLength) reportViolation(\`length is \${password.length} \${UNIT}\`);
      }),
    },
    {
      name: 'one-password',
      description: 'One random password per stack.',
      enforcementLevel: 'advisory',
      validateStack: (args, reportViolation) => {
        if (args.resources.filter((r) => r.isType(random.RandomPassword)).length > 1) reportViolation('several');
      },
    },
  ],
});
`,
};

const PASSWORD = 'random:index/randomPassword:RandomPassword';

describe('a repository policy pack, run in the sandbox', () => {
  it("runs the pack's policies on recorded registrations: isType via the provider class, stack policies", async () => {
    const dir = writePack(TEAM_PACK);
    const check = await runPacks(
      [dir],
      [
        registered(PASSWORD, 'db-password', { length: 8, special: true }),
        registered(PASSWORD, 'api-key', { length: 32 }),
        PET,
      ],
    );
    expect(check.kind).toBe('failed');
    if (check.kind !== 'failed') return;
    expect(check.findings).toEqual([
      expect.objectContaining({
        rung: 'policy',
        severity: 'error',
        code: 'policy/password-length',
        subjects: [PASSWORD],
        message: expect.stringMatching(
          /^policy 'password-length' \(team-rules@1\.2\.3\) on random:index\/randomPassword:RandomPassword 'db-password': Random passwords must be long enough\. length is 8 characters$/,
        ),
      }),
      expect.objectContaining({ severity: 'warning', code: 'policy/one-password' }),
    ]);
    expect(check.details?.policy?.packs).toEqual([
      {
        name: 'team-rules',
        version: '1.2.3',
        origin: 'repository',
        policies: 2,
        // The same pack goes to `pulumi preview --policy-pack`, at the levels it ran at here.
        preview: { dir, config: { 'password-length': 'mandatory', 'one-password': 'advisory' } },
      },
    ]);
  });

  it("gives policies their configuration through getConfig: the schema's defaults, then the config file", async () => {
    const dir = writePack(TEAM_PACK);
    const resources = [
      registered(PASSWORD, 'db-password', { length: 20 }),
      registered(PASSWORD, 'api-key', { length: 32 }),
    ];
    const defaults = await runPacks([dir], resources);
    expect(
      defaults.kind !== 'skipped' && defaults.details?.policy?.violations.map((v) => v.policyName),
    ).toEqual(['one-password']);
    const stricter = await runPacks([dir], resources, {
      config: { 'password-length': { minLength: 24 }, 'one-password': 'disabled' },
    });
    expect(stricter.kind === 'failed' && stricter.findings.map((f) => f.message)).toEqual([
      expect.stringContaining("'db-password': Random passwords must be long enough. length is 20 characters"),
    ]);
    expect(stricter.kind === 'failed' && stricter.details?.policy?.packs[0]?.policies).toBe(1);
  });

  it('resolves packages the pack has not installed from the workspace install, else says to install them', async () => {
    const dir = writePack(TEAM_PACK, { install: false });
    const workspace = writePack({ 'package.json': '{"name":"ws","version":"1.0.0"}' });
    const check = await runPacks([dir], [registered(PASSWORD, 'short', { length: 4 })], {}, workspace);
    expect(check.kind === 'failed' && check.findings.map((f) => f.code)).toEqual(['policy/password-length']);
    const missing = writePack(
      {
        'package.json': '{"name":"x","version":"1.0.0"}',
        'index.ts': "import '@acme/not-installed-anywhere';\n",
      },
      { install: false },
    );
    expect(errorMessages(await runPacks([missing], [PET], {}, workspace))).toEqual([
      expect.stringMatching(
        /cannot find module '@acme\/not-installed-anywhere'; run `npm install` in the pack/,
      ),
    ]);
  });

  it('captures a pack constructed inside a dependency (a published pack class) without starting its server', async () => {
    const dir = writePack(
      {
        'package.json': '{"name":"guarded","version":"2.0.0"}',
        'index.ts': "import { TeamGuard } from 'team-guard';\nnew TeamGuard('mandatory');\n",
        'node_modules/team-guard/package.json': '{"name":"team-guard","version":"1.0.0","main":"index.js"}',
        'node_modules/team-guard/index.js': `const { PolicyPack } = require('@pulumi/policy');
class TeamGuard extends PolicyPack {
  constructor(level) {
    super('team-guard', { enforcementLevel: level, policies: [{ name: 'no-pets', description: 'No pets.',
      validateResource: (args, report) => { if (args.type === 'random:index/randomPet:RandomPet') report('a pet'); } }] });
  }
}
exports.TeamGuard = TeamGuard;
`,
      },
      { install: false },
    );
    symlinkSync(join(REPO_NODE_MODULES, '@pulumi'), join(dir, 'node_modules', '@pulumi'), 'dir');
    const check = await runPacks([dir]);
    expect(check.kind === 'failed' && check.findings.map((f) => f.message)).toEqual([
      "policy 'no-pets' (team-guard@2.0.0) on random:index/randomPet:RandomPet 'pet': No pets. a pet",
    ]);
  });

  it("never waives a repository pack's policy that shares a name with a baseline exposure policy", async () => {
    const dir = writePack({
      'package.json': JSON.stringify({ name: 'team-network', version: '1.0.0', dependencies: {} }),
      'PulumiPolicy.yaml': 'runtime: nodejs\n',
      'index.ts': `import { PolicyPack } from '@pulumi/policy';

new PolicyPack('team-network', {
  enforcementLevel: 'mandatory',
  policies: [
    {
      name: 'aws-no-world-open-admin-ports',
      description: 'No security group is open to the world, whatever the request says.',
      validateResource: (args, reportViolation) => {
        if (args.type === 'aws:ec2/securityGroup:SecurityGroup')
          reportViolation('ingress[0] admits 0.0.0.0/0 (everywhere) to 22 (SSH); restrict the source range to the clients that need it.');
      },
    },
  ],
});
`,
    });
    const ssh = registered('aws:ec2/securityGroup:SecurityGroup', 'ssh', {
      ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['0.0.0.0/0'] }],
    });
    const rung = await packRung([dir]);
    for (const context of [
      { projectDir: '.', config: {}, intent: 'not-requested' as const },
      { projectDir: '.', config: {}, requestText: 'An EC2 instance with SSH from anywhere' },
    ]) {
      const check = await rung.check(new Map(), context, afterMock([ssh]));
      const findings = check.kind === 'failed' ? check.findings : [];
      // The baseline's violation of this name would be a warning here; the team's own stays an error.
      expect(check.kind).toBe('failed');
      expect(findings.map((f) => `${f.severity}:${f.message.split(' on ')[0] ?? ''}`)).toEqual([
        "error:policy 'aws-no-world-open-admin-ports' (team-network@1.0.0)",
      ]);
    }
  });

  it('runs the bundled baseline directory as a pack, with the same policies the rung imports', async () => {
    const check = await runPacks([resolve('policy-packs/baseline')]);
    const bundled = baselinePolicyPack();
    const pack = check.kind !== 'skipped' ? check.details?.policy?.packs[0] : undefined;
    expect(pack).toMatchObject({ name: bundled.name, version: bundled.version, origin: 'repository' });
    expect(Object.keys(pack?.preview?.config ?? {})).toEqual(bundled.policies.map((p) => p.name));
  });

  it('says in one line what is wrong with a pack that cannot load, and fails the rung', async () => {
    const noVersion = writePack({ 'package.json': '{"name":"x"}', 'index.ts': '' });
    expect(errorMessages(await runPacks([noVersion]))).toEqual([
      expect.stringMatching(/package\.json has no "version"/),
    ]);
    const noPack = writePack({
      'package.json': '{"name":"x","version":"1.0.0"}',
      'index.ts': 'export {};\n',
    });
    expect(errorMessages(await runPacks([noPack]))).toEqual([
      expect.stringMatching(/exactly one `new PolicyPack\(\.\.\.\)`; it declared 0/),
    ]);
    const throwing = writePack({
      'package.json': '{"name":"x","version":"1.0.0"}',
      'index.ts': "throw new Error('pack exploded');\n",
    });
    expect(errorMessages(await runPacks([throwing]))).toEqual([
      expect.stringMatching(/failed to load: pack exploded/),
    ]);
  });

  it('with the explicit --sandbox none, still runs the pack in a child of its own with no secret in it', async () => {
    const dir = writePack({
      'package.json': '{"name":"x","version":"1.0.0","main":"index.js"}',
      'index.js': `const { PolicyPack } = require('@pulumi/policy');
new PolicyPack('env', { policies: [{ name: 'env', description: 'Env.', enforcementLevel: 'mandatory',
  validateResource: (args, report) => report(Object.keys(process.env).sort().join(',') + ' ' + process.pid) }] });
`,
    });
    const none = await selectSandbox('none', { pathEnv: '', systemDirs: [], identity: { uid: 0, gid: 0 } });
    process.env['PULUMI_GEN_PACK_SECRET'] = 'planted-in-the-parent';
    try {
      const check = await runPacks([dir], [PET], { sandbox: none });
      const message = check.kind === 'failed' ? (check.findings[0]?.message ?? '') : '';
      expect(message).toMatch(/Env\. HOME,NODE_OPTIONS,PATH,TMPDIR \d+$/);
      expect(message).not.toContain(String(process.pid));
    } finally {
      delete process.env['PULUMI_GEN_PACK_SECRET'];
    }
  });

  it('is skipped and leaves the run unverified where no sandbox exists; the baseline needs none', async () => {
    const dir = writePack(TEAM_PACK);
    const check = await runPacks([dir], [PET], {
      sandbox: { kind: 'unavailable', reason: 'no sandbox here' },
    });
    expect(check).toEqual({
      kind: 'skipped',
      reason: "no sandbox here: the repository's policy packs were not run",
      unverified: true,
    });
  });
});
