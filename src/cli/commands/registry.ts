import type { CommandGroup, LeafCommand } from '../command.js';

const lsCommand: LeafCommand = {
  kind: 'leaf',
  name: 'ls',
  summary: 'List the resources and functions in the snapshot',
  usage: 'Usage: pulumi-gen registry ls [--packages] [--provider P] [--kind resource|function] [--json]',
  options: [
    {
      name: 'packages',
      help: 'list the packages instead: bundled ones and those built on demand into the cache',
    },
    { name: 'provider', value: 'P', help: 'only this provider (aws, azure-native, gcp, kubernetes, ...)' },
    { name: 'kind', value: 'K', help: 'resource or function' },
    { name: 'json', help: 'JSON Lines: {"token","tsName","kind","provider","module"} per record' },
  ],
  run: async (context) => (await import('../handlers/registry.js')).runRegistryLs(context),
};

const showCommand: LeafCommand = {
  kind: 'leaf',
  name: 'show',
  summary: 'Show one resource or function: summary, inputs, an example',
  usage: [
    'Usage: pulumi-gen registry show <token|tsName> [--json]',
    '',
    '  <token|tsName>  aws:s3/bucketVersioning:BucketVersioning or aws.s3.BucketVersioning (k8s. works too)',
  ].join('\n'),
  options: [{ name: 'json', help: 'the full record (inputs, outputs, every example) as JSON' }],
  run: async (context) => (await import('../handlers/registry.js')).runRegistryShow(context),
};

export const registryCommand: CommandGroup = {
  kind: 'group',
  name: 'registry',
  summary: 'List and show the resources and functions in the snapshot',
  subcommands: [lsCommand, showCommand],
};
