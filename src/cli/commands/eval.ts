import type { CommandGroup } from '../command.js';

// Placeholder until issue 3 lands; replaced by the real command group.
export const evalCommand: CommandGroup = {
  kind: 'group',
  name: 'eval',
  summary: 'Measure retrieval quality on a query set',
  subcommands: [],
};
