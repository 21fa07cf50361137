/**
 * Durations said in one unit and taken in another: "a 5 minute timeout" for an input that takes seconds is
 * 300. The unit an input takes is read from its own name (`visibilityTimeoutSeconds`, `retentionInDays`) or
 * its doc ("Amount of time your Lambda Function has to run in seconds").
 */

const MILLISECONDS: Readonly<Record<string, number>> = {
  millisecond: 1,
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

/** `minutes` → `minute`, `secs` → `second`, `Ms` → `millisecond`; undefined for a word that is no unit of time. */
function unitOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (/^(?:milliseconds?|millis|ms)$/.test(lower)) return 'millisecond';
  if (/^(?:seconds?|secs?)$/.test(lower)) return 'second';
  if (/^(?:minutes?|mins?)$/.test(lower)) return 'minute';
  if (/^hours?$/.test(lower)) return 'hour';
  if (/^days?$/.test(lower)) return 'day';
  return undefined;
}

/** The unit of time an input takes, by its name or else its doc; undefined when neither says. */
export function inputTimeUnit(name: string, doc: string): string | undefined {
  const suffix = /(Milliseconds|Millis|Ms|Seconds|Secs|Minutes|Mins|Hours|Days)$/.exec(name)?.[1];
  if (suffix !== undefined) return unitOf(suffix);
  const said =
    /\bin (milliseconds|seconds|minutes|hours|days)\b|\((milliseconds|seconds|minutes|hours|days)\)/i.exec(
      doc,
    );
  return said === null ? undefined : unitOf(said[1] ?? said[2] ?? '');
}

/**
 * A duration said as `amount` and the words after it ("5 minute", "30 days"), in the unit an input takes;
 * undefined when the words carry no unit of time or the input's unit is not known.
 */
export function convertDuration(amount: number, words: string, to: string | undefined): number | undefined {
  const from = unitOf(/^[\s-]*([A-Za-z]+)/.exec(words)?.[1] ?? '');
  if (from === undefined || to === undefined) return undefined;
  const value = (amount * (MILLISECONDS[from] ?? 1)) / (MILLISECONDS[to] ?? 1);
  return Number.isInteger(value) ? value : undefined;
}

/** A duration as seconds written with an `s`, as Google Cloud's duration inputs take it: "7 days" is `604800s`. */
export function durationText(amount: number, words: string): string | undefined {
  const seconds = convertDuration(amount, words, 'second');
  return seconds === undefined ? undefined : `${seconds}s`;
}

/** A five-field cron as Kubernetes writes one: `30 2 * * *`, `*\/15 * * * MON-FRI`. */
const FIVE_FIELDS = /^(?:[\w*\/,-]+\s+){4}[\w*\/,-]+$/;

/** An AWS cron's six fields, the year last: `cron(0 1 * * ? *)`. */
const AWS_CRON = /^cron\(([\w*\/,-]+) ([\w*\/,-]+) ([\w*\/,?-]+) ([\w*\/,-]+) ([\w*\/,?#-]+) [\w*\/,-]+\)$/;

/**
 * A schedule as the schedule literal reads it (`rate(15 minutes)` for "every 15 minutes", `cron(0 1 * * ? *)`
 * for "every day at 01:00", or a cron as the request writes one) as a five-field cron schedule, the form
 * Kubernetes and Cloud Scheduler take: every N minutes is `*\/N * * * *`, every N hours `0 *\/N * * *`, a day at
 * a time `0 1 * * *`. A rate in days has no time of day to start at, and gives none; nor does an AWS cron
 * whose days of the week are numbers (AWS counts Sunday as 1, cron as 0).
 */
export function scheduleAsCron(expression: string): string | undefined {
  if (FIVE_FIELDS.test(expression)) return expression;
  const aws = AWS_CRON.exec(expression);
  if (aws !== null) {
    const [minute, hour, day, month, weekday] = aws.slice(1).map((field) => (field === '?' ? '*' : field));
    return /\d/.test(weekday ?? '') ? undefined : `${minute} ${hour} ${day} ${month} ${weekday}`;
  }
  const match = /^rate\((\d+) (minute|hour)s?\)$/.exec(expression);
  if (match === null) return undefined;
  const every = Number(match[1]);
  const step = every === 1 ? '*' : `*/${every}`;
  return match[2] === 'minute' ? `${step} * * * *` : `0 ${step} * * *`;
}

/**
 * A schedule as AWS schedule expressions take it: a rate or an AWS cron as it is; a five-field cron
 * (`30 2 * * *`) with AWS's year field and its `?` for the day it leaves open. Undefined for a five-field cron
 * whose days of the week are numbers (AWS counts them from 1).
 */
export function scheduleAsAws(expression: string): string | undefined {
  if (!FIVE_FIELDS.test(expression)) return expression;
  const [minute, hour, day, month, weekday] = expression.split(/\s+/);
  if (/\d/.test(weekday ?? '')) return undefined;
  const [days, weekdays] = weekday === '*' ? [day, '?'] : ['?', weekday];
  return `cron(${minute} ${hour} ${days} ${month} ${weekdays} *)`;
}

/** A time of day ("01:00", "2 AM", "3:30 pm") as [hour, minute] on a 24-hour clock; undefined if it is none. */
export function timeOfDay(
  hours: string,
  minutes: string | undefined,
  half: string | undefined,
): [number, number] | undefined {
  let hour = Number(hours);
  const minute = Number(minutes ?? '0');
  const meridiem = half?.toLowerCase();
  if (meridiem !== undefined && (hour < 1 || hour > 12)) return undefined;
  if (meridiem === 'pm' && hour !== 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  return hour <= 23 && minute <= 59 ? [hour, minute] : undefined;
}
