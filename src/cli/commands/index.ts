import type { Command } from '../command.js';
import { cacheCommand } from './cache.js';
import { editCommand } from './edit.js';
import { evalCommand } from './eval.js';
import { generateCommand } from './generate.js';
import { registryCommand } from './registry.js';
import { searchCommand } from './search.js';
import { snapshotCommand } from './snapshot.js';
import { verifyCommand } from './verify.js';

/** `pulumi-gen "<request>"` with no command name runs this one. */
export const defaultCommand = generateCommand;

export const allCommands: readonly Command[] = [
  generateCommand,
  verifyCommand,
  editCommand,
  searchCommand,
  registryCommand,
  evalCommand,
  snapshotCommand,
  cacheCommand,
];
