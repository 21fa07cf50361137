import type { CliOption, CommandGroup, LeafCommand } from '../command.js';

const EMBEDDER: CliOption = {
  name: 'embedder',
  value: 'E',
  help: 'local (default: a model trained from the corpus, offline) or endpoint (the OPENAI_BASE_URL /v1/embeddings with PULUMI_GEN_EMBEDDING_MODEL; queries then need it too)',
};

const PROGRAMS_USAGE = [
  'What programs declare together (knowledge/programs.json) is counted from the doc examples and from the',
  'public programs of PULUMI_GEN_PUBLIC_PROGRAMS (repository=directory pairs, comma-separated, e.g.',
  'github.com/pulumi/examples=../examples); unset, the evidence the current file keeps (or the bundled',
  "snapshot's) is counted again.",
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
    ...PROGRAMS_USAGE,
  ].join('\n'),
  options: [
    { name: 'providers', value: 'a,b', help: 'only these providers (default: every pinned provider)' },
    {
      name: 'out',
      value: 'DIR',
      help: 'output folder, replaced as a whole (default: the bundled registry-snapshot/)',
    },
    EMBEDDER,
  ],
  run: async (context) => (await import('../handlers/snapshot.js')).runSnapshotBuild(context),
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
  ].join('\n'),
  options: [
    { name: 'dir', value: 'DIR', help: 'the snapshot to reindex (default: the bundled registry-snapshot/)' },
    EMBEDDER,
  ],
  run: async (context) => (await import('../handlers/snapshot.js')).runSnapshotReindex(context),
};

const knowledgeCommand: LeafCommand = {
  kind: 'leaf',
  name: 'knowledge',
  summary: "Recount what programs declare together (knowledge/programs.json) from a snapshot's records",
  usage: ['Usage: pulumi-gen snapshot knowledge [--dir DIR]', '', ...PROGRAMS_USAGE].join('\n'),
  options: [{ name: 'dir', value: 'DIR', help: 'the snapshot (default: the bundled registry-snapshot/)' }],
  run: async (context) => (await import('../handlers/snapshot.js')).runSnapshotKnowledge(context),
};

const majorsCommand: LeafCommand = {
  kind: 'leaf',
  name: 'majors',
  summary: "Count what each provider's pinned major removed (knowledge/removed-members.json), from npm",
  usage: [
    'Usage: pulumi-gen snapshot majors [--dir DIR] [--providers a,b]',
    '',
    "Fetches each provider's previous major's last release from the npm registry (npm pack, into the cache),",
    'reads its declarations like a shard and lists the resources, inputs, outputs and nested input fields the',
    "snapshot's pinned version no longer has. The typecheck names them when a program written for the previous",
    "major uses them. A 'snapshot build' replaces the folder, so run this after it; `npm run check:index` checks",
    'the file against the snapshot without the registry.',
  ].join('\n'),
  options: [
    { name: 'dir', value: 'DIR', help: 'the snapshot (default: the bundled registry-snapshot/)' },
    { name: 'providers', value: 'a,b', help: 'only these providers (the others keep their entries)' },
  ],
  run: async (context) => (await import('../handlers/snapshot.js')).runSnapshotMajors(context),
};

const removeCommand: LeafCommand = {
  kind: 'leaf',
  name: 'remove',
  summary: 'Remove a package added with snapshot add (or built on first use) from the cache',
  usage: [
    'Usage: pulumi-gen snapshot remove <package>[@version]',
    '',
    'Deletes its shards (every cached version, or the one named) and its unpacked tarball; runs no longer',
    'search it. Bundled packages cannot be removed.',
  ].join('\n'),
  options: [],
  run: async (context) => (await import('../handlers/snapshot.js')).runSnapshotRemove(context),
};

const shardCommand: LeafCommand = {
  kind: 'leaf',
  name: 'shard',
  summary: "Build one pinned provider's shard into a folder (a CI matrix job)",
  usage:
    'Usage: pulumi-gen snapshot shard <provider> --out DIR\n\nWrites the shard files and shard.json for `snapshot merge`.',
  options: [{ name: 'out', value: 'DIR', help: 'where the shard goes' }],
  run: async (context) => (await import('../handlers/snapshot.js')).runSnapshotShard(context),
};

const mergeCommand: LeafCommand = {
  kind: 'leaf',
  name: 'merge',
  summary: 'Assemble shard folders into a snapshot with search files and checksums (the CI merge job)',
  usage: 'Usage: pulumi-gen snapshot merge --out DIR <shard-dir>... [--embedder local|endpoint]',
  options: [{ name: 'out', value: 'DIR', help: 'the snapshot folder to write' }, EMBEDDER],
  run: async (context) => (await import('../handlers/snapshot.js')).runSnapshotMerge(context),
};

const addCommand: LeafCommand = {
  kind: 'leaf',
  name: 'add',
  summary: 'Build the shard of a non-bundled package into the cache now, instead of on first use',
  usage: [
    'Usage: pulumi-gen snapshot add <package>[@version]',
    '',
    'Fetches the package from npm (latest version unless given), extracts its resources, functions and types',
    'and indexes them for search, into the pulumi-gen cache. Later runs search it like a bundled package.',
    'Only Pulumi packages are added: those in the catalog, or whose package.json says "pulumi": {"resource": true}.',
  ].join('\n'),
  options: [],
  run: async (context) => (await import('../handlers/snapshot.js')).runSnapshotAdd(context),
};

export const snapshotCommand: CommandGroup = {
  kind: 'group',
  name: 'snapshot',
  summary: 'Build or reindex the bundled registry snapshot (maintainers)',
  subcommands: [
    buildCommand,
    reindexCommand,
    knowledgeCommand,
    majorsCommand,
    addCommand,
    removeCommand,
    shardCommand,
    mergeCommand,
  ],
};
