import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePolicyOptions, type RawPolicyOptions } from '../../../src/verify/policy/policy-options.js';
import { UsageError, UserError } from '../../../src/shared/errors.js';

const base = mkdtempSync(join(tmpdir(), 'pulumi-gen-policyopts-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
mkdirSync(join(base, 'policy', 'team'), { recursive: true });
writeFileSync(join(base, 'policy', 'team', 'package.json'), '{"name": "team"}');
mkdirSync(join(base, 'policy', 'empty'));
writeFileSync(
  join(base, 'policy.json'),
  '{"s3-no-public-read": "disabled", "tags": {"enforcementLevel": "advisory"}}',
);
writeFileSync(join(base, 'bad.json'), '{"tags": "strict"}');

const names = { mode: '--policy', packs: '--policy-pack', config: '--policy-config' };
const raw = (extra: Partial<RawPolicyOptions>): RawPolicyOptions => ({
  mode: undefined,
  packDirs: [],
  configFile: undefined,
  names,
  ...extra,
});
const fail = (message: string) => new UsageError(message);

describe('parsePolicyOptions', () => {
  it('defaults to mandatory with the bundled baseline', () => {
    expect(parsePolicyOptions(raw({}), base, fail)).toEqual({ mode: 'mandatory', packDirs: [] });
  });

  it('resolves packs and the config file from the base folder and reads the config', () => {
    expect(
      parsePolicyOptions(
        raw({ mode: 'advisory', packDirs: ['policy/team'], configFile: 'policy.json' }),
        base,
        fail,
      ),
    ).toEqual({
      mode: 'advisory',
      packDirs: [join(base, 'policy', 'team')],
      config: { 's3-no-public-read': 'disabled', tags: { enforcementLevel: 'advisory' } },
      configFile: join(base, 'policy.json'),
    });
  });

  it('says what is wrong with each setting, in the words of its source', () => {
    expect(() => parsePolicyOptions(raw({ mode: 'strict' }), base, fail)).toThrow(
      new UsageError("--policy must be off, advisory, mandatory, not 'strict'"),
    );
    expect(() => parsePolicyOptions(raw({ packDirs: ['policy/empty'] }), base, fail)).toThrow(
      /--policy-pack .*policy\/empty is not a policy pack: it has no package\.json/,
    );
    expect(() => parsePolicyOptions(raw({ configFile: 'missing.json' }), base, fail)).toThrow(
      /--policy-config .*missing\.json does not exist/,
    );
    expect(() => parsePolicyOptions(raw({ configFile: 'bad.json' }), base, fail)).toThrow(UserError);
    expect(() =>
      parsePolicyOptions(raw({ mode: 'x', names: { ...names, mode: "input 'policy'" } }), base, fail),
    ).toThrow(/^input 'policy' must be/);
  });
});
