// The ONE audit period rule of a report, for the studio and the command line alike: from a day
// chosen (its first moment in the report's time zone) or, when none is chosen, exactly
// `defaultReportPeriodDays` days before now; always up to now.

export const defaultReportPeriodDays = 30;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface ReportPeriod {
  from: Date;
  to: Date;
}

/** The period ending `now`: from `since`, else `defaultReportPeriodDays` days back. */
export function reportPeriod(now: Date, since?: Date): ReportPeriod {
  return { from: since ?? new Date(now.getTime() - defaultReportPeriodDays * 24 * 3600 * 1000), to: now };
}

/** Whether `name` is a time zone Intl knows (an IANA name such as Europe/Berlin, or UTC). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The machine's time zone (the default of a report's). */
export function machineTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A yyyy-mm-dd the calendar has, as [year, month, day]; null otherwise. */
export function calendarDay(text: string): [number, number, number] | null {
  const parts = dayPattern.exec(text);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1, 4).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? [year, month, day] : null;
}

/** The first moment of the calendar day `day` (yyyy-mm-dd) in `timeZone`; null for a day the calendar lacks. */
export function startOfDayIn(day: string, timeZone: string): Date | null {
  const parts = calendarDay(day);
  if (parts === null) return null;
  const wallClock = Date.UTC(parts[0], parts[1] - 1, parts[2]);
  // The zone's offset at that wall-clock time, asked twice: the first guess may sit across a change of daylight saving time.
  let instant = wallClock - offsetAt(wallClock, timeZone);
  instant = wallClock - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** yyyy-mm-dd of `instant` in `timeZone` (a date input's value). */
export function dayIn(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClockParts(instant.getTime(), timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockParts(instant: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  let format = partFormats.get(timeZone);
  if (!format) partFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })));
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockParts(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}
