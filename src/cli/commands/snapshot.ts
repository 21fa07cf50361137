import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CommandContext, CommandGroup, LeafCommand } from '../command.js';
import { UsageError } from '../../shared/errors.js';
import { createEndpointEmbedder } from '../../search/embedding/endpoint-embedder.js';
import { packageRoot } from '../../shared/paths.js';
import { searchIndexer, type SearchBuildOptions } from '../../search/build-index.js';
import { bundledIndexer } from '../../search/request-packages.js';
import { writeProgramUsage } from '../../search/program-usage.js';
import { reindexSnapshot } from '../../search/reindex-snapshot.js';
import { mergeShardDirs, writeShardDir } from '../../snapshot/assemble-snapshot.js';
import { formatBytes } from '../../shared/format.js';
import { buildSnapshot, formatProviderReport, selectProviders } from '../../snapshot/build-snapshot.js';
import { buildProviderShard } from '../../snapshot/build-shard.js';
import { createPackageSource, npmPackInstaller } from '../../snapshot/package-source.js';
import { snapshotPackagesDir } from '../../snapshot/cache-root.js';
import { addOnDemandPackage, npmVersionResolver } from '../../snapshot/on-demand.js';
import { openSnapshot } from '../../snapshot/open-snapshot.js';
import { pinnedVersions } from '../../snapshot/pinned-providers.js';
import { createNpmAccess, type NpmAccess } from '../../store/npm-access.js';
import { storeLayout } from '../../store/store-layout.js';

/** The TypeScript programs under a folder (outside node_modules), for the usage count. */
function usagePrograms(dir: string): { code: string }[] {
  let paths: string[];
  try {
    paths = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    throw new UsageError(
      `PULUMI_GEN_USAGE_PROGRAMS: cannot read the folder ${dir}; point it at a folder of Pulumi programs`,
    );
  }
  return paths
    .filter(
      (path) => /\.ts$/.test(path) && !path.endsWith('.d.ts') && !path.split('/').includes('node_modules'),
    )
    .sort()
    .map((path) => ({ code: readFileSync(join(dir, path), 'utf8') }));
}

/**
 * The search build options from `--embedder`: the local model trained from the corpus, or the
 * OpenAI-compatible endpoint named by the environment. Shared by `build` and `reindex`, which must embed
 * the same way for a snapshot to be searchable afterwards.
 */
function searchOptionsFor(context: CommandContext): SearchBuildOptions {
  const embedderFlag = context.values['embedder'] ?? 'local';
  if (embedderFlag !== 'local' && embedderFlag !== 'endpoint') {
    throw new UsageError(`--embedder must be 'local' or 'endpoint', not '${String(embedderFlag)}'`);
  }
  const { openaiBaseUrl, embeddingModel, openaiApiKey } = context.env;
  const progress = { onProgress: (line: string) => context.io.stderr(`search: ${line}\n`) };
  if (embedderFlag === 'local') return progress;
  if (openaiBaseUrl === undefined || embeddingModel === undefined) {
    throw new UsageError(
      '--embedder endpoint needs OPENAI_BASE_URL and PULUMI_GEN_EMBEDDING_MODEL to be set',
    );
  }
  return {
    ...progress,
    embedder: createEndpointEmbedder({
      baseUrl: openaiBaseUrl,
      model: embeddingModel,
      ...(openaiApiKey === undefined ? {} : { apiKey: openaiApiKey }),
    }),
    embedderModel: embeddingModel,
  };
}

const EMBEDDER_USAGE = [
  '  --embedder E     local (default: a model trained from the corpus, offline) or endpoint (the',
  '                   OPENAI_BASE_URL /v1/embeddings with PULUMI_GEN_EMBEDDING_MODEL; queries then need it too)',
];

const buildCommand: LeafCommand = {
  kind: 'leaf',
  name: 'build',
  summary: 'Extract the pinned provider packages into a registry snapshot',
  usage: [
    'Usage: pulumi-gen snapshot build [--providers a,b] [--out DIR] [--embedder local|endpoint]',
    '',
    'Finds each provider pinned in src/snapshot/pinned-providers.json at exactly its version (node_modules,',
    'else the cache, else npm install into the cache) and writes manifest + per-provider shards + search files.',
    '',
    'Options:',
    '  --providers a,b  only these providers (default: every pinned provider)',
    '  --out DIR        output folder, replaced as a whole (default: the bundled registry-snapshot/)',
    ...EMBEDDER_USAGE,
  ].join('\n'),
  options: { providers: { type: 'string' }, out: { type: 'string' }, embedder: { type: 'string' } },
  async run(context) {
    const providersFlag = context.values['providers'];
    const providers =
      typeof providersFlag === 'string'
        ? providersFlag
            .split(',')
            .map((p) => p.trim())
            .filter((p) => p !== '')
        : undefined;
    const outFlag = context.values['out'];
    const outDir = typeof outFlag === 'string' ? outFlag : context.env.snapshotDir;
    const report = await buildSnapshot({
      pinned: pinnedVersions,
      ...(providers === undefined ? {} : { providers }),
      outDir: resolve(context.env.cwd, outDir),
      packages: createPackageSource({
        searchRoots: [packageRoot(), context.env.cwd],
        packagesDir: snapshotPackagesDir(context.env.cacheDir),
        installer: npmPackInstaller(npmAccessFor(context)),
      }),
      indexer: searchIndexer(searchOptionsFor(context)),
      progress: (line) => context.io.stderr(`${line}\n`),
    });
    const resources = report.providers.reduce((sum, p) => sum + p.snapshot.resources, 0);
    const functions = report.providers.reduce((sum, p) => sum + p.snapshot.functions, 0);
    const mismatched = report.providers.filter(
      (p) =>
        p.missing.length > 0 ||
        p.found.resources !== p.snapshot.resources ||
        p.found.functions !== p.snapshot.functions,
    );
    context.io.stdout(
      [
        ...report.providers.map(
          (p) =>
            `${p.provider.padEnd(14)} ${p.version.padEnd(8)} resources ${String(p.snapshot.resources).padStart(5)}/${String(p.found.resources).padEnd(5)} functions ${String(p.snapshot.functions).padStart(4)}/${String(p.found.functions).padEnd(4)} types ${String(p.snapshot.types).padStart(5)}  ${formatBytes(p.bytes).padStart(9)}  ${(p.milliseconds / 1000).toFixed(1).padStart(5)} s`,
        ),
        `total: ${resources} resources, ${functions} functions (snapshot/package counts ${mismatched.length === 0 ? 'match' : `DIFFER for ${mismatched.map((p) => p.provider).join(', ')}`})`,
        `search files: ${report.searchFiles} (${(report.searchMilliseconds / 1000).toFixed(1)} s)`,
        `wrote ${report.outDir}: ${formatBytes(report.totalBytes)} in ${(report.milliseconds / 1000).toFixed(1)} s`,
        '',
      ].join('\n'),
    );
    return mismatched.length === 0 ? 0 : 1;
  },
};

const reindexCommand: LeafCommand = {
  kind: 'leaf',
  name: 'reindex',
  summary: 'Rebuild only the search files of a snapshot (after a glossary or search change)',
  usage: [
    'Usage: pulumi-gen snapshot reindex [--dir DIR] [--embedder local|endpoint]',
    '',
    'Rebuilds the sparse index and the embeddings from the records already in the snapshot, without',
    'installing any provider package; the provider shards stay as they are. The result equals what',
    "'snapshot build' would write for the same records. An interrupted run leaves the snapshot as it was.",
    'With PULUMI_GEN_USAGE_PROGRAMS=DIR it first counts which inputs the Pulumi programs under DIR set into',
    'usage/programs.json (kept in the snapshot, so later reindexes and the CI check read the same counts);',
    "a 'snapshot build' replaces the folder, so run this after it to keep them.",
    '',
    'Options:',
    '  --dir DIR        the snapshot to reindex (default: the bundled registry-snapshot/)',
    ...EMBEDDER_USAGE,
  ].join('\n'),
  options: { dir: { type: 'string' }, embedder: { type: 'string' } },
  async run(context) {
    const dirFlag = context.values['dir'];
    const dir = resolve(context.env.cwd, typeof dirFlag === 'string' ? dirFlag : context.env.snapshotDir);
    const started = performance.now();
    const programsDir = context.env.usageProgramsDir;
    if (programsDir !== undefined) {
      const programs = usagePrograms(resolve(context.env.cwd, programsDir));
      const counted = writeProgramUsage(dir, programs);
      context.io.stderr(`usage: ${programs.length} programs declare ${counted} snapshot resources\n`);
    }
    const files = await reindexSnapshot(dir, searchOptionsFor(context));
    context.io.stdout(
      `reindexed ${dir}: ${files} search files in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return 0;
  },
};

const shardCommand: LeafCommand = {
  kind: 'leaf',
  name: 'shard',
  summary: "Build one pinned provider's shard into a folder (a CI matrix job)",
  usage:
    'Usage: pulumi-gen snapshot shard <provider> --out DIR\n\nWrites the shard files and shard.json for `snapshot merge`.',
  options: { out: { type: 'string' } },
  async run(context) {
    const [name] = context.positionals;
    const out = context.values['out'];
    if (name === undefined || typeof out !== 'string')
      throw new UsageError('usage: snapshot shard <provider> --out DIR');
    const [provider] = selectProviders(pinnedVersions, [name]);
    const shard = await buildProviderShard(provider!, packageSourceFor(context));
    writeShardDir(resolve(context.env.cwd, out), shard);
    context.io.stdout(`${formatProviderReport(shard.report)}\n`);
    return shard.report.missing.length === 0 ? 0 : 1;
  },
};

const mergeCommand: LeafCommand = {
  kind: 'leaf',
  name: 'merge',
  summary: 'Assemble shard folders into a snapshot with search files and checksums (the CI merge job)',
  usage: [
    'Usage: pulumi-gen snapshot merge --out DIR <shard-dir>... [--embedder local|endpoint]',
    ...EMBEDDER_USAGE,
  ].join('\n'),
  options: { out: { type: 'string' }, embedder: { type: 'string' } },
  async run(context) {
    const out = context.values['out'];
    if (typeof out !== 'string' || context.positionals.length === 0) {
      throw new UsageError('usage: snapshot merge --out DIR <shard-dir>...');
    }
    const report = await mergeShardDirs(
      context.positionals.map((dir) => resolve(context.env.cwd, dir)),
      resolve(context.env.cwd, out),
      pinnedVersions.pulumi.version,
      searchIndexer(searchOptionsFor(context)),
    );
    context.io.stdout(
      `wrote ${report.outDir}: ${formatBytes(report.totalBytes)}, ${report.searchFiles} search files\n`,
    );
    return 0;
  },
};

/** npm as the store runs it: the user's configuration, a ping first, a time limit, one-line failures. */
function npmAccessFor(context: CommandContext): NpmAccess {
  return createNpmAccess({ environment: context.env.npm, tmpDir: storeLayout(context.env.storeDir).tmpDir });
}

function packageSourceFor(context: CommandContext) {
  return createPackageSource({
    searchRoots: [packageRoot(), context.env.cwd],
    packagesDir: snapshotPackagesDir(context.env.cacheDir),
    installer: npmPackInstaller(npmAccessFor(context)),
  });
}

const addCommand: LeafCommand = {
  kind: 'leaf',
  name: 'add',
  summary: 'Build the shard of a non-bundled package into the cache now, instead of on first use',
  usage: [
    'Usage: pulumi-gen snapshot add <package>[@version]',
    '',
    'Fetches the package from npm (latest version unless given), extracts its resources, functions and types',
    'and indexes them for search, into the pulumi-gen cache. Later runs search it like a bundled package.',
  ].join('\n'),
  options: {},
  async run(context) {
    const spec = context.positionals[0];
    if (spec === undefined)
      throw new UsageError('name the package to add, e.g. pulumi-gen snapshot add @pulumi/alicloud');
    const at = spec.lastIndexOf('@');
    const [name, version] = at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, undefined];
    const npm = npmAccessFor(context);
    const bundled = openSnapshot(context.env.snapshotDir);
    const added = await addOnDemandPackage(name, version, {
      cacheDir: context.env.cacheDir,
      bundled,
      indexer: bundledIndexer(bundled),
      packages: createPackageSource({
        searchRoots: [context.env.cwd],
        packagesDir: snapshotPackagesDir(context.env.cacheDir),
        installer: npmPackInstaller(npm),
      }),
      versions: npmVersionResolver(npm),
      progress: (line) => context.io.stderr(`${line}\n`),
    });
    context.io.stdout(`${name}@${added.version}: ${added.kind} (provider ${added.provider})\n`);
    return 0;
  },
};

export const snapshotCommand: CommandGroup = {
  kind: 'group',
  name: 'snapshot',
  summary: 'Build or reindex the bundled registry snapshot (maintainers)',
  subcommands: [buildCommand, reindexCommand, addCommand, shardCommand, mergeCommand],
};
