import { cliSource, resolveSettings } from '../settings/resolve-settings.js';
import type { CommandContext } from './command.js';

/** The model endpoint settings from the environment (commands without endpoint flags: search, registry). */
export function endpointSettings(context: CommandContext) {
  return resolveSettings(['apiKey', 'baseUrl', 'embeddingModel'], cliSource({}, context.env.variables, {}));
}
