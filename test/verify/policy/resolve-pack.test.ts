import type { Policies, ResourceValidationArgs } from '@pulumi/policy';
import { describe, expect, it } from 'vitest';

import {
  createPolicyResolution,
  parsePolicyConfig,
  previewPolicyConfig,
  type PackLevels,
} from '../../../src/verify/policy/resolve-pack.js';

const resolution = createPolicyResolution();

const PACK: PackLevels = {
  enforcementLevel: 'advisory',
  initialConfig: {
    'from-initial': 'mandatory',
    tuned: { enforcementLevel: 'advisory', maxPorts: 3, team: 'a' },
  },
  policies: [
    { name: 'own-level', enforcementLevel: 'mandatory' },
    { name: 'pack-level' },
    { name: 'from-initial', enforcementLevel: 'advisory' },
    { name: 'remediating', enforcementLevel: 'remediate' },
    { name: 'tuned' },
  ],
};

const levelOf = (
  name: string,
  mode: 'advisory' | 'mandatory',
  config?: Parameters<typeof parsePolicyConfig>[0],
) =>
  resolution.effectiveLevel(
    PACK,
    PACK.policies.find((p) => p.name === name)!,
    mode,
    config === undefined ? undefined : parsePolicyConfig(config, 'policy.json'),
  );

describe('effectiveLevel, in the CLI order', () => {
  it("takes the user's config, then the pack's initial config, then the policy's level, then the pack's", () => {
    expect(levelOf('own-level', 'mandatory')).toBe('mandatory');
    expect(levelOf('pack-level', 'mandatory')).toBe('advisory');
    expect(levelOf('from-initial', 'mandatory')).toBe('mandatory');
    expect(levelOf('from-initial', 'mandatory', '{"from-initial": "disabled"}')).toBe('disabled');
    expect(levelOf('pack-level', 'mandatory', '{"pack-level": {"enforcementLevel": "mandatory"}}')).toBe(
      'mandatory',
    );
  });

  it('validates remediate as mandatory, and --policy advisory lowers every mandatory level', () => {
    expect(levelOf('remediating', 'mandatory')).toBe('mandatory');
    expect(levelOf('remediating', 'advisory')).toBe('advisory');
    expect(levelOf('own-level', 'advisory')).toBe('advisory');
    expect(levelOf('own-level', 'advisory', '{"own-level": "disabled"}')).toBe('disabled');
  });
});

describe('resolvePack', () => {
  it("leaves out disabled policies, and gives each validation getConfig() with the schema's defaults and the settings", () => {
    const seen: unknown[] = [];
    const validateResource = Object.assign(
      (args: ResourceValidationArgs) => {
        seen.push(args.getConfig());
      },
      { __pulumiType: 'aws:s3/bucket:Bucket' },
    );
    const policies: Policies = [
      {
        name: 'tuned',
        description: 'd',
        configSchema: {
          properties: { maxPorts: { type: 'number', default: 1 }, zone: { type: 'string', default: 'z' } },
        },
        validateResource,
      },
      { name: 'pack-level', description: 'd', validateResource: () => undefined },
    ];
    const resolved = resolution.resolvePack(
      { ...PACK, name: 'p', version: '1.0.0', policies },
      'mandatory',
      parsePolicyConfig('{"pack-level": "disabled", "tuned": {"team": "b"}}', 'policy.json'),
    );
    expect(resolved.policies.map((p) => `${p.name}:${p.enforcementLevel}`)).toEqual(['tuned:advisory']);
    const wrapped = (resolved.policies[0] as unknown as { validateResource: typeof validateResource })
      .validateResource;
    // The type filter survives the wrapping.
    expect(wrapped.__pulumiType).toBe('aws:s3/bucket:Bucket');
    wrapped({} as ResourceValidationArgs);
    expect(seen).toEqual([{ maxPorts: 3, zone: 'z', team: 'b' }]);
  });
});

describe('previewPolicyConfig', () => {
  it('gives the CLI every policy at its effective level, disabled included, with its settings', () => {
    const config = parsePolicyConfig('{"pack-level": "disabled"}', 'policy.json');
    expect(previewPolicyConfig(PACK, 'advisory', config)).toEqual({
      'own-level': 'advisory',
      'pack-level': 'disabled',
      'from-initial': 'advisory',
      remediating: 'advisory',
      tuned: { enforcementLevel: 'advisory', maxPorts: 3, team: 'a' },
    });
  });
});

describe('parsePolicyConfig', () => {
  it('says in one line what is wrong and what to write', () => {
    expect(() => parsePolicyConfig('{', 'policy.json')).toThrow(/^policy\.json is not JSON: write \{/);
    expect(() => parsePolicyConfig('["a"]', 'policy.json')).toThrow(/must be a JSON object of policy names/);
    expect(() => parsePolicyConfig('{"x": "strict"}', 'policy.json')).toThrow(
      /policy 'x' has enforcement level "strict"; use one of advisory, mandatory, remediate, disabled/,
    );
    expect(() => parsePolicyConfig('{"x": {"enforcementLevel": 1}}', 'policy.json')).toThrow(/level 1;/);
    expect(parsePolicyConfig('{"x": {"limit": 2}}', 'policy.json')).toEqual({ x: { limit: 2 } });
  });
});
