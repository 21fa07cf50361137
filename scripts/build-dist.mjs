// Builds dist/: the action bundle (dist/index.js, everything inlined: a runner has no node_modules) and the
// CLI bundle (dist/cli.js, packages left external: it runs from an npm install or a clone after `npm ci`).
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  // ESM bundles of CommonJS dependencies still call require(); give them one.
  banner: {
    js: "import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);",
  },
};

await build({ ...common, entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js', packages: 'external' });
