import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/shared/format.ts
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  }
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export {
  plural,
  formatBytes
};
