import type { CommandGroup } from '../command.js';

// Placeholder until issue 2 lands; replaced by the real command group.
export const snapshotCommand: CommandGroup = {
  kind: 'group',
  name: 'snapshot',
  summary: 'Build the bundled registry snapshot (maintainers)',
  subcommands: [],
};
