/**
 * Amounts of data as requests say them ("1 GiB", "512 MB") and as inputs take them ("Amount (in MiB) of
 * memory", `sizeInGb`). Clouds count a megabyte as 1024 kilobytes whatever they write ("128 MB to 10,240 MB
 * (10 GB)"), so MB and MiB are one unit here, as are GB and GiB.
 */
const BYTES: Readonly<Record<string, number>> = {
  byte: 1,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
};

/** `MB`, `MiB`, `megabytes` → `mib`: a unit of data as {@link BYTES} keys it. */
function sizeUnitOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (/^bytes?$/.test(lower)) return 'byte';
  const prefix = /^(k|m|g|t)(?:i?b|ilobytes?|egabytes?|igabytes?|erabytes?)$/.exec(lower)?.[1];
  return prefix === undefined ? undefined : `${prefix}ib`;
}

/** The unit of data an input takes, by its name (`sizeInGb`, `memoryMib`) or else its doc ("in MiB"). */
export function inputSizeUnit(name: string, doc: string): string | undefined {
  const suffix = /(?:In)?(Bytes|Kib|Kb|Mib|Mb|Gib|Gb|Tib|Tb)$/.exec(name)?.[1];
  if (suffix !== undefined) return sizeUnitOf(suffix);
  const said = /\b(?:in|\(in)\s+(bytes|KiB|KB|MiB|MB|GiB|GB|TiB|TB)\b/i.exec(doc);
  return said === null ? undefined : sizeUnitOf(said[1] ?? '');
}

/** An amount of data said as `amount` and the words after it ("1 GiB"), in the unit an input takes. */
export function convertSize(amount: number, words: string, to: string | undefined): number | undefined {
  const from = sizeUnitOf(/^[\s-]*([A-Za-z]+)/.exec(words)?.[1] ?? '');
  if (from === undefined || to === undefined) return undefined;
  const value = (amount * (BYTES[from] ?? 1)) / (BYTES[to] ?? 1);
  return Number.isInteger(value) ? value : undefined;
}
