import { describe, expect, it } from 'vitest';

import {
  convertDuration,
  durationText,
  inputTimeUnit,
  scheduleAsAws,
  scheduleAsCron,
  timeOfDay,
} from '../../src/language/durations.js';

describe('durations', () => {
  it('reads the unit an input takes from its name, else from its doc', () => {
    expect(inputTimeUnit('visibilityTimeoutSeconds', '')).toBe('second');
    expect(inputTimeUnit('retentionInDays', 'Retention in seconds')).toBe('day');
    expect(inputTimeUnit('timeout', 'Amount of time your Lambda Function has to run in seconds.')).toBe(
      'second',
    );
    expect(inputTimeUnit('memorySize', 'Amount of memory in MB')).toBeUndefined();
  });

  it('converts a duration to the unit the input takes, and nothing else', () => {
    expect(convertDuration(5, ' minute', 'second')).toBe(300);
    expect(convertDuration(2, 'hours', 'minute')).toBe(120);
    expect(convertDuration(30, ' days', 'day')).toBe(30);
    expect(convertDuration(256, ' MB', 'second')).toBeUndefined();
    expect(convertDuration(5, ' minutes', undefined)).toBeUndefined();
    expect(convertDuration(90, ' seconds', 'minute')).toBeUndefined();
  });

  it('takes milliseconds by name and writes seconds with an `s` for inputs that take them so', () => {
    expect(inputTimeUnit('defaultTableExpirationMs', '')).toBe('millisecond');
    expect(convertDuration(30, ' days', 'millisecond')).toBe(2_592_000_000);
    expect(durationText(7, '-day')).toBe('604800s');
    expect(durationText(3, ' GB')).toBeUndefined();
  });

  it('writes a rate in minutes or hours as a five-field cron, and a rate in days as none', () => {
    expect(scheduleAsCron('rate(15 minutes)')).toBe('*/15 * * * *');
    expect(scheduleAsCron('rate(1 minute)')).toBe('* * * * *');
    expect(scheduleAsCron('rate(2 hours)')).toBe('0 */2 * * *');
    expect(scheduleAsCron('rate(1 hour)')).toBe('0 * * * *');
    expect(scheduleAsCron('rate(1 day)')).toBeUndefined();
  });

  it('writes a five-field cron as an AWS cron with its year and open day, and a rate as itself', () => {
    expect(scheduleAsAws('30 2 * * *')).toBe('cron(30 2 * * ? *)');
    expect(scheduleAsAws('0 9 * * MON-FRI')).toBe('cron(0 9 ? * MON-FRI *)');
    expect(scheduleAsAws('0 9 * * 1')).toBeUndefined();
    expect(scheduleAsAws('rate(2 hours)')).toBe('rate(2 hours)');
  });

  it('writes a day at a time as a five-field cron, and reads a time of day on either clock', () => {
    expect(scheduleAsCron('cron(30 2 * * ? *)')).toBe('30 2 * * *');
    expect(scheduleAsCron('cron(0 1 ? * MON-FRI *)')).toBe('0 1 * * MON-FRI');
    expect(scheduleAsCron('cron(0 1 ? * 2 *)')).toBeUndefined();
    expect(scheduleAsCron('*/10 * * * *')).toBe('*/10 * * * *');
    expect(timeOfDay('01', '00', undefined)).toEqual([1, 0]);
    expect(timeOfDay('3', '30', 'pm')).toEqual([15, 30]);
    expect(timeOfDay('12', undefined, 'AM')).toEqual([0, 0]);
    expect(timeOfDay('25', '00', undefined)).toBeUndefined();
    expect(timeOfDay('13', undefined, 'pm')).toBeUndefined();
  });
});
