import { formatBytes, plural } from '../shared/format.js';
import type { PruneResult, StoreInventory } from './store-inventory.js';

function day(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/** `cache ls`: one row per installed package version, then the combinations and the total on disk. */
export function renderInventory(inventory: StoreInventory): string {
  const rows = inventory.units.map((unit) => [
    unit.package?.name ?? unit.id,
    unit.package?.version ?? '',
    unit.package?.name === '@pulumi/pulumi' ? '-' : unit.pulumiVersion,
    formatBytes(unit.bytes),
    day(unit.lastUsed),
  ]);
  const header = ['PACKAGE', 'VERSION', 'FOR PULUMI', 'SIZE', 'LAST USED (UTC)'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const lastCombo = inventory.combos.reduce<Date | undefined>(
    (latest, combo) => (latest === undefined || combo.lastUsed > latest ? combo.lastUsed : latest),
    undefined,
  );
  return [
    `package store: ${inventory.root} (${formatBytes(inventory.totalBytes)} on disk, hard links counted once)`,
    ...(rows.length === 0 ? ['no packages installed'] : [line(header), ...rows.map(line)]),
    `${plural(inventory.combos.length, 'combination')} (node_modules made of links)${lastCombo === undefined ? '' : `, last used ${day(lastCombo)}`}`,
    ...(inventory.incomplete > 0 ? [`${inventory.incomplete} incomplete install(s) under tmp/`] : []),
    '',
  ].join('\n');
}

export function renderPrune(result: PruneResult): string {
  const units = result.removed.filter((entry) => entry.kind === 'unit');
  const combos = result.removed.length - units.length;
  const names = units.map((unit) =>
    unit.package === undefined ? unit.id : `${unit.package.name}@${unit.package.version}`,
  );
  return `removed ${plural(units.length, 'package version')}${names.length > 0 ? ` (${names.join(', ')})` : ''} and ${combos} combination${combos === 1 ? '' : 's'}; freed ${formatBytes(result.freedBytes)}\n`;
}
