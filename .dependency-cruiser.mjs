/**
 * The import rules of `src/`, checked in CI by dependency-cruiser (`npm run lint:imports`), all errors:
 *   - no folder cycles (type-only imports count: a cycle of types is a cycle of ideas);
 *   - no upward imports between the layers below, except type-only ones.
 * A folder may import the folders listed before it. A new folder under `src/` must be placed in LAYERS.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Lowest first. */
const LAYERS = [
  'shared',
  'config',
  'model',
  'store',
  'sandbox',
  'publish',
  'language',
  'snapshot',
  'search',
  'plan',
  'retrieve',
  'progress',
  'verify',
  'report',
  'eval',
  'workspace',
  'prompt',
  'generate',
  'pipeline',
  'settings',
  'action',
  'cli',
];

const folders = readdirSync(join(import.meta.dirname, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = folders.filter((folder) => !LAYERS.includes(folder));
if (unplaced.length > 0) {
  throw new Error(`.dependency-cruiser.mjs: place src/${unplaced.join(', src/')} in LAYERS`);
}

const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `no-upward-import-from-${layer}`,
  comment: `src/${layer} may import only the layers below it (${LAYERS.slice(0, i).join(', ') || 'none'}), or types`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: {
    path: `^src/(?:${LAYERS.slice(i + 1).join('|')})/|^src/[^/]+\\.ts$`,
    dependencyTypesNot: ['type-only'],
  },
}));

export default {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment: 'folders of src/ must not depend on each other in a circle',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...upward,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
