// Builds dist/: the action bundle (dist/index.js, everything inlined: a runner has no node_modules) and the
// CLI bundle (dist/cli.js and its chunks, packages left external: it runs from an npm install or a clone
// after `npm ci`), each with its typecheck child (dist/typecheck-worker.js, dist/cli-typecheck-worker.js).
//
// Usage: node scripts/build-dist.mjs [--only=action|cli] [--outdir=DIR]
// (the action's tests build `--only=action` into a scratch directory, so they never rewrite the committed
// dist/ and cannot hide a stale one).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values: options } = parseArgs({ options: { only: { type: 'string' }, outdir: { type: 'string' } } });
if (options.only !== undefined && options.only !== 'action' && options.only !== 'cli') {
  throw new Error(`--only must be 'action' or 'cli', not '${options.only}'`);
}
const outdir = resolve(options.outdir ?? 'dist');
const CLI_CHUNKS = 'cli-chunks';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

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

// The typecheck runs in a child process of its own (src/verify/typecheck/isolated-typechecker.ts): each
// bundle names the child's file next to it, built with the same packaging as the bundle itself.
const TYPECHECK_WORKER = 'src/verify/typecheck/typecheck-worker.ts';
const workerFile = (name) => ({ PULUMI_GEN_TYPECHECK_WORKER: JSON.stringify(name) });

// The CLI is split: dist/cli.js holds the dispatcher and the command declarations, and each command's work
// is a chunk under dist/cli-chunks/ loaded when that command runs, so `--version` or a search never loads
// @pulumi/pulumi, ts-morph or openai.
if (options.only !== 'action') {
  rmSync(join(outdir, CLI_CHUNKS), { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: { cli: 'src/cli/main.ts' },
    outdir,
    splitting: true,
    chunkNames: `${CLI_CHUNKS}/[name]-[hash]`,
    packages: 'external',
    define: workerFile('cli-typecheck-worker.js'),
  });
  await build({
    ...common,
    entryPoints: [TYPECHECK_WORKER],
    outfile: join(outdir, 'cli-typecheck-worker.js'),
    packages: 'external',
  });
}

// ts-morph ships TypeScript inside @ts-morph/common; @pulumi/pulumi requires the `typescript` package for
// closure serialisation. Both are 6.0.2, so the action bundle carries one copy instead of two (~9 MB less).
const require = createRequire(import.meta.url);
const tsMorphTypeScript = join(dirname(require.resolve('@ts-morph/common')), 'typescript.js');
const oneTypeScript = {
  name: 'one-typescript',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^typescript$/ }, () => ({ path: tsMorphTypeScript }));
  },
};

// The action bundle: minified because dist/ is committed. CommonJS code inside also reads __dirname and
// __filename (e.g. @pulumi/pulumi's fallbacks), which an ES module does not have: define them for it.
if (options.only !== 'cli') {
  await buildAction();
}

async function buildAction() {
  const action = {
    metafile: true,
    ...common,
    minify: true,
    plugins: [oneTypeScript],
    banner: {
      js: [
        "import { createRequire as __pgCreateRequire } from 'node:module';",
        "import { fileURLToPath as __pgFileURLToPath } from 'node:url';",
        "import { dirname as __pgDirname } from 'node:path';",
        'const require = __pgCreateRequire(import.meta.url);',
        'const __filename = __pgFileURLToPath(import.meta.url);',
        'const __dirname = __pgDirname(__filename);',
      ].join(' '),
    },
  };
  const result = await build({
    ...action,
    entryPoints: ['src/index.ts'],
    outfile: join(outdir, 'index.js'),
    define: workerFile('typecheck-worker.js'),
  });
  const worker = await build({
    ...action,
    entryPoints: [TYPECHECK_WORKER],
    outfile: join(outdir, 'typecheck-worker.js'),
  });
  const inputs = new Set([...Object.keys(result.metafile.inputs), ...Object.keys(worker.metafile.inputs)]);
  writeFileSync(join(outdir, 'licenses.txt'), thirdPartyNotices([...inputs]));
}

/**
 * The license texts of every package whose code is inlined into the action bundle: the bundle is
 * redistributed from the repository, so it must carry their notices (as GitHub's action templates do).
 * Derived from esbuild's metafile, so a new dependency is listed without anyone remembering to.
 */
function thirdPartyNotices(inputs) {
  const packageDirs = new Set();
  for (const input of inputs) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match !== null) packageDirs.add(match[1]);
  }
  const entries = new Map();
  for (const dir of packageDirs) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const licenseFile = readdirSync(dir).find((file) => /^(licen[sc]e|copying)(\.|$)/i.test(file));
    const text = licenseFile === undefined ? '' : readFileSync(join(dir, licenseFile), 'utf8').trim();
    const license = typeof manifest.license === 'string' ? manifest.license : 'see package';
    entries.set(`${manifest.name}@${manifest.version}`, { license, text });
  }
  const sections = [...entries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, { license, text }]) => `${id}\n${license}\n\n${text || '(no license file in the package)'}`);
  return `Third-party software bundled in dist/index.js\n\n${sections.join('\n\n' + '-'.repeat(72) + '\n\n')}\n`;
}
