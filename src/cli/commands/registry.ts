import type { CommandGroup } from '../command.js';

// Placeholder until issue 2 lands; replaced by the real command group.
export const registryCommand: CommandGroup = {
  kind: 'group',
  name: 'registry',
  summary: 'List and show the resources and functions in the snapshot',
  subcommands: [],
};
