import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  cliSource,
  resolveSettings
} from "./chunk-MV4QEK5G.js";

// src/cli/endpoint.ts
function endpointSettings(context) {
  return resolveSettings(["apiKey", "baseUrl", "embeddingModel"], cliSource({}, context.env.variables, {}));
}

export {
  endpointSettings
};
