import { stringFlag } from '../flags.js';
import type { CommandContext } from '../command.js';
import { UsageError, UserError } from '../../shared/errors.js';
import { nearestNames } from '../../shared/nearest.js';
import { formatPackageList, listPackages, openSnapshotWithCache } from '../../snapshot/list-packages.js';
import { renderRecordText } from '../../snapshot/render-record.js';
import type { NestedType, RecordKind, Snapshot, SnapshotRecord } from '../../snapshot/types.js';

function kindFlag(context: CommandContext): RecordKind | undefined {
  const kind = stringFlag(context, 'kind');
  if (kind === undefined || kind === 'resource' || kind === 'function') {
    return kind;
  }
  throw new UsageError(`--kind must be 'resource' or 'function', not '${kind}'`);
}

function providerFlag(snapshot: Snapshot, context: CommandContext): string | undefined {
  const provider = stringFlag(context, 'provider');
  if (provider !== undefined && !snapshot.providers.includes(provider)) {
    throw new UserError(`unknown provider '${provider}'; the snapshot has: ${snapshot.providers.join(', ')}`);
  }
  return provider;
}

export function runRegistryLs(context: CommandContext): Promise<number> {
  if (context.values['packages'] === true) {
    context.io.stdout(formatPackageList(listPackages(context.env.snapshotDir, context.env.cacheDir)));
    return Promise.resolve(0);
  }
  const kind = kindFlag(context);
  const snapshot = openSnapshotWithCache(context.env.snapshotDir, context.env.cacheDir);
  const provider = providerFlag(snapshot, context);
  const records = snapshot.list({
    ...(provider === undefined ? {} : { provider }),
    ...(kind === undefined ? {} : { kind }),
  });
  if (context.values['json'] === true) {
    const lines = records.map((r) =>
      JSON.stringify({
        token: r.token,
        tsName: r.tsName,
        kind: r.kind,
        provider: r.provider,
        module: r.module,
      }),
    );
    context.io.stdout(lines.length > 0 ? `${lines.join('\n')}\n` : '');
    return Promise.resolve(0);
  }
  const width = Math.min(60, Math.max(0, ...records.map((r) => r.tsName.length)));
  const lines = records.map(
    (r) => `${r.kind === 'resource' ? 'R' : 'F'}  ${r.tsName.padEnd(width)}  ${r.token}`,
  );
  const resources = records.filter((r) => r.kind === 'resource').length;
  lines.push(`${resources} resources (R), ${records.length - resources} functions (F)`);
  context.io.stdout(`${lines.join('\n')}\n`);
  return Promise.resolve(0);
}

/**
 * Candidates for "did you mean": records whose last name segment is exactly the input's (`Deployment` →
 * every `*.Deployment`), then the nearest names of the provider the input points at, else of every provider.
 */
function suggestionsFor(snapshot: Snapshot, name: string): string[] {
  const alias = name.includes(':') ? name.split(':')[0] : name.split('.')[0];
  const provider = snapshot.providers.find((p) => p === alias || p.replace(/-/g, '_') === alias);
  const records: readonly SnapshotRecord[] = snapshot.list(provider === undefined ? {} : { provider });
  const tail = (name.split(/[.:/]/).pop() ?? name).toLowerCase();
  // One per provider first (`Deployment` exists in aws, azure-native and kubernetes), then the rest.
  const sameTail = records
    .filter((r) => (r.tsName.split('.').pop() ?? '').toLowerCase() === tail)
    .map((r, index, all) => ({
      name: r.tsName,
      rank: all.slice(0, index).filter((o) => o.provider === r.provider).length,
    }))
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.name);
  const names = records.map((r) => (name.includes(':') ? r.token : r.tsName));
  return [...new Set([...sameTail, ...nearestNames(name, names, 5)])].slice(0, 5);
}

const MAX_NESTED = 8;

/** The nested input types the record's inputs name directly: the shapes a reader needs to fill them in. */
function nestedTypesOf(snapshot: Snapshot, record: SnapshotRecord): NestedType[] {
  const names = [...new Set(record.inputs.flatMap((input) => input.typeRefs ?? []))].filter((n) =>
    n.startsWith('inputs.'),
  );
  return names
    .slice(0, MAX_NESTED)
    .map((name) => snapshot.nestedType(record.provider, name))
    .filter((type): type is NestedType => type !== undefined);
}

export function runRegistryShow(context: CommandContext): Promise<number> {
  const [name, ...extra] = context.positionals;
  if (name === undefined || extra.length > 0) {
    throw new UsageError("give exactly one token or TS name, e.g. 'pulumi-gen registry show aws.s3.Bucket'");
  }
  const snapshot = openSnapshotWithCache(context.env.snapshotDir, context.env.cacheDir);
  const record = snapshot.get(name);
  if (record === undefined) {
    const suggestions = suggestionsFor(snapshot, name);
    const hint =
      suggestions.length > 0 ? ` (did you mean ${suggestions.map((s) => `'${s}'`).join(', ')}?)` : '';
    throw new UserError(
      `no resource or function '${name}' in the snapshot${hint}; try 'pulumi-gen registry ls'`,
    );
  }
  if (context.values['json'] === true) {
    context.io.stdout(`${JSON.stringify(record, null, 2)}\n`);
    return Promise.resolve(0);
  }
  const pin = snapshot.manifest.providers[record.provider];
  context.io.stdout(
    renderRecordText(
      record,
      pin === undefined ? record.provider : `${pin.package} ${pin.version}`,
      nestedTypesOf(snapshot, record),
    ),
  );
  return Promise.resolve(0);
}
