import baseline from '../../../policy-packs/baseline/policies.js';
import baselinePackage from '../../../policy-packs/baseline/package.json' with { type: 'json' };
import type { LoadedPolicyPack } from './types.js';

/**
 * The bundled baseline pack (`policy-packs/baseline/`). Its rules are imported, not loaded from a path, so the
 * action's single-file bundle carries them; the directory itself stays a pack `pulumi preview --policy-pack`
 * can run, with the same name and version.
 */
export function baselinePolicyPack(): LoadedPolicyPack {
  return {
    name: baseline.name,
    version: baselinePackage.version,
    enforcementLevel: 'advisory',
    policies: baseline.policies,
    origin: 'baseline',
  };
}
