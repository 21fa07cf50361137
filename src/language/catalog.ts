import catalogJson from './catalog.json' with { type: 'json' };

/**
 * The catalog: every Pulumi provider or component package on npm that a program might import, with the
 * words that name it, so routing knows packages the snapshot does not bundle and can build them on demand.
 * Built by `scripts/build-catalog.ts` from a list of npm packages; see `provenance` in catalog.json.
 */
export interface CatalogEntry {
  /** The npm package: `@pulumi/alicloud`, `@pulumiverse/vercel`. */
  readonly package: string;
  /** The version current when the catalog was built (on-demand builds resolve the latest again). */
  readonly version: string;
  readonly description: string;
  /** Lower-case phrases that name the package or its service in a request (`alicloud`, `alibaba cloud`). */
  readonly cues: readonly string[];
  readonly monthlyDownloads: number;
}

export interface Catalog {
  readonly provenance: string;
  readonly packages: readonly CatalogEntry[];
}

export const catalog: Catalog = catalogJson;

/**
 * Names that are ordinary words (`time`, `null`, `local`) or that a request uses for another package
 * (`azure` means azure-native): a request names such a package only by its npm name (`@pulumiverse/time`)
 * or a curated cue (`azure classic`), never by the word alone.
 */
export const COMMON_WORD_NAMES: ReadonlySet<string> = new Set([
  'archive',
  'azure',
  'cloud',
  'command',
  'http',
  'local',
  'null',
  'query',
  'random',
  'std',
  'terraform',
  'time',
  'tls',
]);

/** The last part of an npm name without a `pulumi-` prefix: `@rediscloud/pulumi-rediscloud` → `rediscloud`. */
export function shortPackageName(packageName: string): string {
  const last = packageName.split('/').pop() ?? packageName;
  return last.replace(/^pulumi-/, '').replace(/-pulumi$/, '');
}

/** The cues a package gets from its name alone: `docker-build` → `docker build`, `dockerbuild`. */
export function nameCues(packageName: string): string[] {
  const short = shortPackageName(packageName).toLowerCase();
  const cues = new Set([packageName.toLowerCase()]);
  if (!COMMON_WORD_NAMES.has(short)) {
    cues.add(short.replace(/-/g, ' '));
    cues.add(short.replace(/-/g, ''));
  }
  return [...cues];
}

function padded(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9@/]+/g, ' ')
    .trim()} `;
}

/** Catalog packages the request names, most downloaded first. */
export function matchCatalog(
  text: string,
  entries: readonly CatalogEntry[] = catalog.packages,
): CatalogEntry[] {
  const haystack = padded(text);
  return entries
    .filter((entry) => entry.cues.some((cue) => haystack.includes(padded(cue))))
    .sort((a, b) => b.monthlyDownloads - a.monthlyDownloads);
}
