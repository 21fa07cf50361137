import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { UserError } from '../../../src/shared/errors.js';
import { baselinePolicyPack } from '../../../src/verify/policy/baseline-pack.js';
import { createPolicyPackLoader } from '../../../src/verify/policy/load-pack.js';
import { createPolicyRung } from '../../../src/verify/policy/policy-rung.js';
import { REPO_NODE_MODULES } from '../helpers.js';
import { afterMock, registered } from './support.js';

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

describe('loading a repository policy pack', () => {
  it('captures the policies of a TypeScript pack without starting the analyzer, with its package version', () => {
    const dir = writePack(TEAM_PACK);
    const pack = createPolicyPackLoader().load(dir);
    expect(pack).toMatchObject({ name: 'team-rules', version: '1.2.3', origin: 'repository', dir });
    expect(pack.enforcementLevel).toBe('mandatory');
    expect(pack.policies.map((p) => p.name)).toEqual(['password-length', 'one-password']);
  });

  it("runs the pack's policies on recorded registrations: isType via the provider class, stack policies", async () => {
    const dir = writePack(TEAM_PACK);
    const rung = createPolicyRung({ mode: 'mandatory', packDirs: [dir], loader: createPolicyPackLoader() });
    const check = await rung.check(
      new Map(),
      { projectDir: '.', config: {} },
      afterMock([
        registered(PASSWORD, 'db-password', { length: 8, special: true }),
        registered(PASSWORD, 'api-key', { length: 32 }),
        registered('random:index/randomPet:RandomPet', 'pet', { length: 2 }),
      ]),
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
    const earlier = afterMock([
      registered(PASSWORD, 'db-password', { length: 20 }),
      registered(PASSWORD, 'api-key', { length: 32 }),
    ]);
    const defaults = await createPolicyRung({
      mode: 'mandatory',
      packDirs: [dir],
      loader: createPolicyPackLoader(),
    }).check(new Map(), { projectDir: '.', config: {} }, earlier);
    expect(
      defaults.kind !== 'skipped' && defaults.details?.policy?.violations.map((v) => v.policyName),
    ).toEqual(['one-password']);
    const stricter = await createPolicyRung({
      mode: 'mandatory',
      packDirs: [dir],
      loader: createPolicyPackLoader(),
      config: { 'password-length': { minLength: 24 }, 'one-password': 'disabled' },
    }).check(new Map(), { projectDir: '.', config: {} }, earlier);
    expect(stricter.kind === 'failed' && stricter.findings.map((f) => f.message)).toEqual([
      expect.stringContaining("'db-password': Random passwords must be long enough. length is 20 characters"),
    ]);
  });

  it('resolves packages the pack has not installed from the workspace install, else says to install them', () => {
    const dir = writePack(TEAM_PACK, { install: false });
    expect(createPolicyPackLoader().load(dir, [resolve('.')]).policies).toHaveLength(2);
    const missing = writePack(
      {
        'package.json': '{"name":"x","version":"1.0.0"}',
        'index.ts': "import '@acme/not-installed-anywhere';\n",
      },
      { install: false },
    );
    expect(() => createPolicyPackLoader().load(missing, [resolve('.')])).toThrow(
      /cannot find module '@acme\/not-installed-anywhere'; run `npm install` in the pack/,
    );
  });

  it('captures a pack constructed inside a dependency (a published pack class) without starting its server', () => {
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
    const pack = createPolicyPackLoader().load(dir);
    expect(pack).toMatchObject({ name: 'team-guard', version: '2.0.0', enforcementLevel: 'mandatory' });
    expect(pack.policies.map((p) => p.name)).toEqual(['no-pets']);
  });

  it('loads the bundled baseline directory as a pack, with the same policies the rung imports', () => {
    const pack = createPolicyPackLoader().load(resolve('policy-packs/baseline'));
    const bundled = baselinePolicyPack();
    expect(pack.name).toBe(bundled.name);
    expect(pack.version).toBe(bundled.version);
    expect(pack.policies.map((p) => p.name)).toEqual(bundled.policies.map((p) => p.name));
  });

  it('says in one line what is wrong with a pack that cannot load', () => {
    const noVersion = writePack({ 'package.json': '{"name":"x"}', 'index.ts': '' });
    expect(() => createPolicyPackLoader().load(noVersion)).toThrow(UserError);
    expect(() => createPolicyPackLoader().load(noVersion)).toThrow(/package\.json has no "version"/);
    const noPack = writePack({
      'package.json': '{"name":"x","version":"1.0.0"}',
      'index.ts': 'export {};\n',
    });
    expect(() => createPolicyPackLoader().load(noPack)).toThrow(
      /exactly one `new PolicyPack\(\.\.\.\)`; it declared 0/,
    );
    const throwing = writePack({
      'package.json': '{"name":"x","version":"1.0.0"}',
      'index.ts': "throw new Error('pack exploded');\n",
    });
    expect(() => createPolicyPackLoader().load(throwing)).toThrow(/failed to load: pack exploded/);
  });
});
