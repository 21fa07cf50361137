import type { Catalog, CatalogEntry } from './catalog.js';
import { nameCues } from './catalog.js';

/** One row of a package list: `name<TAB>version<TAB>downloads_a_month<TAB>summary`. */
export interface PackageListRow {
  readonly name: string;
  readonly version: string;
  readonly monthlyDownloads: number;
  readonly description: string;
}

export function parsePackageList(tsv: string): PackageListRow[] {
  return tsv
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((cols) => cols.length >= 3 && cols[0] !== '')
    .map(([name = '', version = '', downloads = '0', description = '']) => ({
      name,
      version,
      monthlyDownloads: Number(downloads) || 0,
      description: description.trim(),
    }));
}

/** Packages of the Pulumi scopes that are tooling, not providers or components a program builds with. */
export const TOOLING = new Set([
  '@pulumi/pulumi',
  '@pulumi/policy',
  '@pulumi/query',
  '@pulumi/eslint-plugin',
  '@pulumi/esc-sdk',
  '@pulumi/awsguard',
  '@pulumi/cloud',
  '@pulumi/cloud-aws',
  '@pulumi/cdk',
]);

/** What a provider or component SDK says of itself; tooling (CLI wrappers, Nx plugins) says none of it. */
const SDK_SUMMARY =
  /\bpulumi (?:package|provider|sdk|components?)\b|\bpulumi provider dynamically bridged\b/i;

function isProviderPackage(row: PackageListRow): boolean {
  if (TOOLING.has(row.name)) {
    return false;
  }
  if (row.name.startsWith('@pulumi/') || row.name.startsWith('@pulumiverse/')) {
    return true;
  }
  return SDK_SUMMARY.test(row.description);
}

/**
 * Builds the catalog from a package list: every `@pulumi/*` and `@pulumiverse/*` package that is not
 * tooling, plus community and vendor packages whose summary calls them a Pulumi package or provider. Each
 * gets the cues its name gives and the curated service phrases in `serviceCues`.
 */
export function buildCatalog(
  rows: readonly PackageListRow[],
  serviceCues: Readonly<Record<string, readonly string[]>>,
  provenance: string,
): Catalog {
  const packages: CatalogEntry[] = rows
    .filter(isProviderPackage)
    .map((row) => ({
      package: row.name,
      version: row.version,
      description: row.description,
      cues: [...new Set([...nameCues(row.name), ...(serviceCues[row.name] ?? [])])],
      monthlyDownloads: row.monthlyDownloads,
    }))
    .sort((a, b) => (a.package < b.package ? -1 : 1));
  return { provenance, packages };
}
