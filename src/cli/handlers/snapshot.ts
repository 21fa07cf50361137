import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CommandContext } from '../command.js';
import { endpointSettings } from '../endpoint.js';
import { UsageError, UserError } from '../../shared/errors.js';
import { createEndpointEmbedder } from '../../search/embedding/endpoint-embedder.js';
import { packageRoot } from '../../shared/paths.js';
import { searchIndexer, type SearchBuildOptions } from '../../search/build-index.js';
import { bundledIndexer } from '../../search/request-packages.js';
import { writeProgramUsage } from '../../search/program-usage.js';
import { reindexSnapshot } from '../../search/reindex-snapshot.js';
import { mergeShardDirs, writeShardDir } from '../../snapshot/assemble-snapshot.js';
import { formatBytes } from '../../shared/format.js';
import { buildSnapshot, formatProviderReport, selectProviders } from '../../snapshot/build-snapshot.js';
import { keptEvidence, rebuildKnowledge, type PublicPrograms } from '../../snapshot/build-knowledge.js';
import { buildProviderShard } from '../../snapshot/build-shard.js';
import { parseProgramSources } from '../../snapshot/public-programs.js';
import { createPackageSource, npmPackInstaller } from '../../snapshot/package-source.js';
import { snapshotPackagesDir } from '../../snapshot/cache-root.js';
import { addOnDemandPackage, npmVersionResolver, removeOnDemandPackages } from '../../snapshot/on-demand.js';
import { openSnapshot } from '../../snapshot/open-snapshot.js';
import { REMOVED_MEMBERS_FILE } from '../../snapshot/read-removed-members.js';
import { buildRemovedMembers } from '../../snapshot/removed-members.js';
import { npmRangeResolver } from '../../snapshot/version-shards.js';
import { pinnedVersions } from '../../snapshot/pinned-providers.js';
import { createNpmAccess, type NpmAccess } from '../../store/npm-access.js';
import { storeLayout } from '../../store/store-layout.js';

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
  const { baseUrl: openaiBaseUrl, embeddingModel, apiKey: openaiApiKey } = endpointSettings(context);
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

/**
 * The public programs `PULUMI_GEN_PUBLIC_PROGRAMS` names; unset, the evidence the snapshot being written keeps,
 * else the bundled snapshot's (a merge into a fresh folder counts what the committed snapshot counted).
 */
function publicProgramsFor(context: CommandContext, outDir: string): PublicPrograms {
  const value = context.env.publicPrograms;
  if (value !== undefined) return { kind: 'read', sources: parseProgramSources(value) };
  const kept = keptEvidence(outDir);
  return { kind: 'kept', evidence: kept.length > 0 ? kept : keptEvidence(context.env.snapshotDir) };
}

export function runSnapshotKnowledge(context: CommandContext): Promise<number> {
  const dirFlag = context.values['dir'];
  const dir = resolve(context.env.cwd, typeof dirFlag === 'string' ? dirFlag : context.env.snapshotDir);
  const bytes = rebuildKnowledge(dir, publicProgramsFor(context, dir));
  context.io.stdout(`wrote ${dir}/knowledge/programs.json: ${formatBytes(bytes)}\n`);
  return Promise.resolve(0);
}

export async function runSnapshotMajors(context: CommandContext): Promise<number> {
  const dirFlag = context.values['dir'];
  const dir = resolve(context.env.cwd, typeof dirFlag === 'string' ? dirFlag : context.env.snapshotDir);
  const providers = providersOf(context);
  const counted = await buildRemovedMembers(dir, {
    resolve: npmRangeResolver(npmAccessFor(context)),
    packages: packageSourceFor(context),
    ...(providers === undefined ? {} : { providers }),
    progress: (line) => context.io.stderr(`${line}\n`),
  });
  context.io.stdout(`wrote ${dir}/${REMOVED_MEMBERS_FILE}: ${counted.join(', ') || 'no provider counted'}\n`);
  return 0;
}

/** `--providers a,b`, when given. */
function providersOf(context: CommandContext): string[] | undefined {
  const providersFlag = context.values['providers'];
  return typeof providersFlag === 'string'
    ? providersFlag
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '')
    : undefined;
}

export async function runSnapshotBuild(context: CommandContext): Promise<number> {
  const providers = providersOf(context);
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
    publicPrograms: publicProgramsFor(context, resolve(context.env.cwd, outDir)),
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
}

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

export async function runSnapshotReindex(context: CommandContext): Promise<number> {
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
}

export async function runSnapshotShard(context: CommandContext): Promise<number> {
  const [name] = context.positionals;
  const out = context.values['out'];
  if (name === undefined || typeof out !== 'string')
    throw new UsageError('usage: snapshot shard <provider> --out DIR');
  const [provider] = selectProviders(pinnedVersions, [name]);
  const shard = await buildProviderShard(provider!, packageSourceFor(context));
  writeShardDir(resolve(context.env.cwd, out), shard);
  context.io.stdout(`${formatProviderReport(shard.report)}\n`);
  return shard.report.missing.length === 0 ? 0 : 1;
}

export async function runSnapshotMerge(context: CommandContext): Promise<number> {
  const out = context.values['out'];
  if (typeof out !== 'string' || context.positionals.length === 0) {
    throw new UsageError('usage: snapshot merge --out DIR <shard-dir>...');
  }
  const report = await mergeShardDirs(
    context.positionals.map((dir) => resolve(context.env.cwd, dir)),
    resolve(context.env.cwd, out),
    pinnedVersions.pulumi.version,
    searchIndexer(searchOptionsFor(context)),
    publicProgramsFor(context, resolve(context.env.cwd, out)),
  );
  context.io.stdout(
    `wrote ${report.outDir}: ${formatBytes(report.totalBytes)}, ${report.searchFiles} search files\n`,
  );
  return 0;
}

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

/** `name[@version]` as `snapshot add` and `remove` take it (`@pulumi/alicloud@3.0.0`). */
function packageSpec(context: CommandContext, verb: string): readonly [string, string | undefined] {
  const spec = context.positionals[0];
  if (spec === undefined || context.positionals.length > 1)
    throw new UsageError(`name one package to ${verb}, e.g. pulumi-gen snapshot ${verb} @pulumiverse/vercel`);
  const at = spec.lastIndexOf('@');
  return at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, undefined];
}

export async function runSnapshotRemove(context: CommandContext): Promise<number> {
  const [name, version] = packageSpec(context, 'remove');
  const bundled = Object.values(openSnapshot(context.env.snapshotDir).manifest.providers);
  if (bundled.some((entry) => entry.package === name)) {
    throw new UserError(`${name} is bundled with pulumi-gen, not added: it cannot be removed`);
  }
  const { removed } = removeOnDemandPackages(context.env.cacheDir, name, version);
  if (removed.length === 0) {
    throw new UserError(
      `${version === undefined ? name : `${name}@${version}`} is not in the cache; 'pulumi-gen registry ls --packages' lists the added packages`,
    );
  }
  context.io.stdout(`removed ${removed.join(', ')} from ${context.env.cacheDir}\n`);
  return 0;
}

export async function runSnapshotAdd(context: CommandContext): Promise<number> {
  const [name, version] = packageSpec(context, 'add');
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
}
