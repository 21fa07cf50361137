/**
 * Durations said in one unit and taken in another: "a 5 minute timeout" for an input that takes seconds is
 * 300. The unit an input takes is read from its own name (`visibilityTimeoutSeconds`, `retentionInDays`) or
 * its doc ("Amount of time your Lambda Function has to run in seconds").
 */

const SECONDS: Readonly<Record<string, number>> = { second: 1, minute: 60, hour: 3600, day: 86_400 };

/** `minutes` → `minute`, `secs` → `second`; undefined for a word that is no unit of time. */
function unitOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (/^(?:seconds?|secs?)$/.test(lower)) return 'second';
  if (/^(?:minutes?|mins?)$/.test(lower)) return 'minute';
  if (/^hours?$/.test(lower)) return 'hour';
  if (/^days?$/.test(lower)) return 'day';
  return undefined;
}

/** The unit of time an input takes, by its name or else its doc; undefined when neither says. */
export function inputTimeUnit(name: string, doc: string): string | undefined {
  const suffix = /(Seconds|Secs|Minutes|Mins|Hours|Days)$/.exec(name)?.[1];
  if (suffix !== undefined) return unitOf(suffix);
  const said = /\bin (seconds|minutes|hours|days)\b|\((seconds|minutes|hours|days)\)/i.exec(doc);
  return said === null ? undefined : unitOf(said[1] ?? said[2] ?? '');
}

/**
 * A duration said as `amount` and the words after it ("5 minute", "30 days"), in the unit an input takes;
 * undefined when the words carry no unit of time or the input's unit is not known.
 */
export function convertDuration(amount: number, words: string, to: string | undefined): number | undefined {
  const from = unitOf(/^[\s-]*([A-Za-z]+)/.exec(words)?.[1] ?? '');
  if (from === undefined || to === undefined) return undefined;
  const value = (amount * (SECONDS[from] ?? 1)) / (SECONDS[to] ?? 1);
  return Number.isInteger(value) ? value : undefined;
}

/**
 * A rate (`rate(15 minutes)`, as the schedule literal reads "every 15 minutes") as a five-field cron schedule,
 * the form Kubernetes and Cloud Scheduler take: every N minutes is `*\/N * * * *`, every N hours
 * `0 *\/N * * *`. A rate in days has no time of day to start at, and gives none.
 */
export function rateAsCron(rate: string): string | undefined {
  const match = /^rate\((\d+) (minute|hour)s?\)$/.exec(rate);
  if (match === null) return undefined;
  const every = Number(match[1]);
  const step = every === 1 ? '*' : `*/${every}`;
  return match[2] === 'minute' ? `${step} * * * *` : `0 ${step} * * *`;
}
