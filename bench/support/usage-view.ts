import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { readProgramUsage } from '../../src/search/program-usage.js';
import { decodeUsage, usageEntries, type UsageFile } from '../../src/search/usage-file.js';
import { countInputUsage, snapshotSchema, type ResourceUsage } from '../../src/snapshot/input-usage.js';
import type { Snapshot } from '../../src/snapshot/types.js';

/** The TypeScript files under the folders (outside node_modules), as `snapshot reindex` reads them. */
export function programsUnder(dirs: readonly string[]): { code: string }[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((p) => /\.ts$/.test(p) && !p.endsWith('.d.ts') && !p.split('/').includes('node_modules'))
      .sort()
      .map((p) => ({ code: readFileSync(join(dir, p), 'utf8') })),
  );
}

/** `a + sign·b`, per token and path; tokens left with no declaration go. */
function combine(
  a: ReadonlyMap<string, ResourceUsage>,
  b: ReadonlyMap<string, ResourceUsage>,
  sign: 1 | -1,
): Map<string, ResourceUsage> {
  const out = new Map(a);
  for (const [token, counted] of b) {
    const own = out.get(token);
    const inputs = new Map(own?.inputs ?? []);
    for (const [path, n] of counted.inputs) {
      const next = (inputs.get(path) ?? 0) + sign * n;
      if (next > 0) inputs.set(path, next);
      else inputs.delete(path);
    }
    const declarations = (own?.declarations ?? 0) + sign * counted.declarations;
    if (declarations > 0) out.set(token, { declarations, inputs });
    else out.delete(token);
  }
  return out;
}

interface UsageSearchPart {
  readonly providers?: Readonly<Record<string, { readonly usage?: string } | undefined>>;
}

/**
 * The snapshot with its public programs' input usage swapped: every shipped `search/<provider>.usage.json`
 * less the counts of `usage/programs.json`, plus the counts of `programs` (the doc examples' counts stay). A
 * bench measures a prompt against programs it did not count from this way, without rebuilding the snapshot.
 */
export function withProgramUsage(snapshot: Snapshot, programs: readonly { code: string }[]): Snapshot {
  const shippedPrograms = readProgramUsage(snapshot) ?? new Map<string, ResourceUsage>();
  const counted = countInputUsage(programs, snapshotSchema(snapshot));
  const search = (snapshot.manifest.search ?? {}) as UsageSearchPart;
  const files = new Map<string, Buffer>();
  for (const provider of snapshot.providers) {
    const path = search.providers?.[provider]?.usage;
    if (path === undefined) continue;
    const shipped = decodeUsage(JSON.parse(snapshot.readDataFile(path).toString('utf8')) as UsageFile);
    const tokens = new Set(snapshot.list({ provider }).map((r) => r.token));
    const own = (usage: ReadonlyMap<string, ResourceUsage>) =>
      new Map([...usage].filter(([token]) => tokens.has(token)));
    const swapped = combine(combine(shipped, own(shippedPrograms), -1), own(counted), 1);
    files.set(path, Buffer.from(JSON.stringify(usageEntries(swapped))));
  }
  return {
    dir: snapshot.dir,
    manifest: snapshot.manifest,
    providers: snapshot.providers,
    get: (tokenOrTsName) => snapshot.get(tokenOrTsName),
    list: (filter) => snapshot.list(filter),
    nestedType: (provider, name) => snapshot.nestedType(provider, name),
    shard: (provider) => snapshot.shard(provider),
    readDataFile: (path) => files.get(path) ?? snapshot.readDataFile(path),
  };
}
