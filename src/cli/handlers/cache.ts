import type { CommandContext } from '../command.js';
import { UsageError } from '../../shared/errors.js';
import { plural } from '../../shared/format.js';
import { removeOnDemandPackages } from '../../snapshot/on-demand.js';
import { renderInventory, renderPrune } from '../../store/render-inventory.js';
import { pruneStore, readInventory, type PruneRule } from '../../store/store-inventory.js';
import { storeLayout } from '../../store/store-layout.js';

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

export async function runCacheLs(context: CommandContext): Promise<number> {
  const inventory = await readInventory(storeLayout(storeDir(context)));
  context.io.stdout(
    context.values['json'] === true ? `${JSON.stringify(inventory, null, 2)}\n` : renderInventory(inventory),
  );
  return 0;
}

export async function runCachePrune(context: CommandContext): Promise<number> {
  const rule = pruneRule(context);
  const result = await pruneStore(storeLayout(storeDir(context)), rule, new Date());
  context.io.stdout(renderPrune(result));
  if (rule.kind === 'all') {
    // The whole cache: the packages added with `snapshot add` (or built on first use) go too.
    const { removed } = removeOnDemandPackages(context.env.cacheDir);
    context.io.stdout(
      `removed ${plural(removed.length, 'added package')}${removed.length > 0 ? ` (${removed.join(', ')})` : ''}\n`,
    );
  }
  return 0;
}
