import type { CommandContext, CommandGroup, LeafCommand } from '../command.js';
import { UsageError } from '../../shared/errors.js';
import { renderInventory, renderPrune } from '../../store/render-inventory.js';
import { pruneStore, readInventory, type PruneRule } from '../../store/store-inventory.js';
import { storeLayout } from '../../store/store-layout.js';

const STORE_OPTION = `  --store DIR        the package store (default $PULUMI_GEN_STORE_DIR, else <cache dir>/pulumi-gen/store)`;

function storeDir(context: CommandContext): string {
  const value = context.values['store'];
  return typeof value === 'string' ? value : context.env.storeDir;
}

function pruneRule(context: CommandContext): PruneRule {
  const { values } = context;
  const older = values['older-than'];
  const chosen = [values['all'] === true, values['unused'] === true, older !== undefined].filter(Boolean);
  if (chosen.length > 1) throw new UsageError('give one of --unused, --older-than DAYS or --all');
  if (values['all'] === true) return { kind: 'all' };
  if (typeof older === 'string') {
    const days = Number(older);
    if (!Number.isFinite(days) || days < 0) {
      throw new UsageError(`--older-than takes a number of days, e.g. --older-than 30, not '${older}'`);
    }
    return { kind: 'older-than', days };
  }
  return { kind: 'unused' };
}

const lsCommand: LeafCommand = {
  kind: 'leaf',
  name: 'ls',
  summary: 'List the package store: packages, versions, sizes, last used',
  usage: [
    'Usage: pulumi-gen cache ls [--store DIR] [--json]',
    '',
    'Options:',
    STORE_OPTION,
    '  --json             one JSON object',
  ].join('\n'),
  options: { store: { type: 'string' }, json: { type: 'boolean' } },
  async run(context) {
    const inventory = await readInventory(storeLayout(storeDir(context)));
    context.io.stdout(
      context.values['json'] === true
        ? `${JSON.stringify(inventory, null, 2)}\n`
        : renderInventory(inventory),
    );
    return 0;
  },
};

const pruneCommand: LeafCommand = {
  kind: 'leaf',
  name: 'prune',
  summary: 'Remove unused, old or all packages from the package store',
  usage: [
    'Usage: pulumi-gen cache prune [--unused | --older-than DAYS | --all] [--store DIR]',
    '',
    'Options:',
    '  --unused           package versions no combination links, and abandoned installs (the default)',
    '  --older-than DAYS  combinations and package versions no run used in DAYS days',
    '  --all              the whole store',
    STORE_OPTION,
  ].join('\n'),
  options: {
    unused: { type: 'boolean' },
    'older-than': { type: 'string' },
    all: { type: 'boolean' },
    store: { type: 'string' },
  },
  async run(context) {
    const result = await pruneStore(storeLayout(storeDir(context)), pruneRule(context), new Date());
    context.io.stdout(renderPrune(result));
    return 0;
  },
};

/** `pulumi-gen cache ls|prune`: the package store providers are installed into for verification. */
export const cacheCommand: CommandGroup = {
  kind: 'group',
  name: 'cache',
  summary: 'Show or prune the package store (provider installs for verification)',
  subcommands: [lsCommand, pruneCommand],
};
