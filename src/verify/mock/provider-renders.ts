import { parseAllDocuments } from 'yaml';
import { UNKNOWN } from './wire-values.js';

/**
 * Functions a provider answers by rendering what the program hands it. A preview knows their results only
 * where the provider can render them here: YAML text is parsed as the provider would (so a
 * `yaml.ConfigFile`'s resources are registered and checked); a Helm chart or a kustomization needs the chart
 * or the directory, so its result is unknown, as a preview leaves what it cannot know: the program's
 * `apply` on a chart's Service status does not run on nothing.
 */
export function providerRender(
  token: string,
  args: Readonly<Record<string, unknown>>,
): Record<string, unknown> | undefined {
  switch (token) {
    case 'kubernetes:yaml:decode':
      return { result: decodeYaml(args['text']) };
    case 'kubernetes:helm:template':
    case 'kubernetes:kustomize:directory':
      return { result: UNKNOWN };
    default:
      return undefined;
  }
}

function decodeYaml(text: unknown): unknown {
  if (typeof text !== 'string') return UNKNOWN;
  try {
    return parseAllDocuments(text)
      .map((document) => document.toJS() as unknown)
      .filter((object) => object !== null && object !== undefined);
  } catch {
    return UNKNOWN;
  }
}
