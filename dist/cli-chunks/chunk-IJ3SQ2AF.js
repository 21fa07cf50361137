import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/cli/version-flag.ts
var VERSION_FLAGS = ["--version", "-V"];
function asksForVersion(argv) {
  return argv[0] !== void 0 && VERSION_FLAGS.includes(argv[0]);
}

export {
  VERSION_FLAGS,
  asksForVersion
};
