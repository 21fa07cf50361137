import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  cliSource,
  resolveSettings
} from "./chunk-YK5ZTD3S.js";

// src/cli/endpoint.ts
function endpointSettings(context) {
  return resolveSettings(["apiKey", "baseUrl", "embeddingModel"], cliSource({}, context.env.variables, {}));
}

export {
  endpointSettings
};
