import { resolveProvider } from '../language/routing.js';
import { nearestNames } from '../shared/nearest.js';
import { InvalidSetting, listItems, type Parser } from './parsers.js';

/**
 * The provider list parser, the same for `--provider`, the action's `providers` input and `.pulumi-gen.yml`:
 * names separated by commas or spaces, any case, common aliases (`k8s`, `azure`, `google`) resolved to the
 * snapshot's names, and an unknown name refused with the nearest known one.
 */
export function providerList(known: readonly string[]): Parser<readonly string[]> {
  return (raw) => {
    const names = listItems(raw).map((name) => name.toLowerCase());
    const resolved = names.map((name) => {
      try {
        return resolveProvider(name, known);
      } catch {
        const near = nearestNames(name, known, 1);
        const hint = near.length > 0 ? ` (did you mean '${near[0]}'?)` : '';
        throw new InvalidSetting(
          `names unknown provider '${name}'${hint}; 'pulumi-gen registry ls --packages' lists the known ones`,
        );
      }
    });
    return [...new Set(resolved)];
  };
}
