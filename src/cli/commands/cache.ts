import type { CliOption, CommandGroup, LeafCommand } from '../command.js';

const STORE: CliOption = {
  name: 'store',
  value: 'DIR',
  help: 'the package store (default $PULUMI_GEN_STORE_DIR, else <cache dir>/pulumi-gen/store)',
};

const lsCommand: LeafCommand = {
  kind: 'leaf',
  name: 'ls',
  summary: 'List the package store: packages, versions, sizes, last used',
  usage: 'Usage: pulumi-gen cache ls [--store DIR] [--json]',
  options: [STORE, { name: 'json', help: 'one JSON object' }],
  run: async (context) => (await import('../handlers/cache.js')).runCacheLs(context),
};

const pruneCommand: LeafCommand = {
  kind: 'leaf',
  name: 'prune',
  summary: 'Remove unused, old or all packages from the package store',
  usage: 'Usage: pulumi-gen cache prune [--unused | --older-than DAYS | --all] [--store DIR]',
  options: [
    {
      name: 'unused',
      help: 'package versions no combination links, and abandoned installs (the default)',
    },
    { name: 'older-than', value: 'DAYS', help: 'combinations and package versions no run used in DAYS days' },
    {
      name: 'all',
      help: 'the whole store, and the packages added with snapshot add (or built on first use)',
    },
    STORE,
  ],
  run: async (context) => (await import('../handlers/cache.js')).runCachePrune(context),
};

/** `pulumi-gen cache ls|prune`: the package store providers are installed into for verification. */
export const cacheCommand: CommandGroup = {
  kind: 'group',
  name: 'cache',
  summary: 'Show or prune the package store (provider installs for verification)',
  subcommands: [lsCommand, pruneCommand],
};
