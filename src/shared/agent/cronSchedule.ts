// A job's schedule: a cron expression of five fields, or six with seconds first
// ("*/30 * * * * *"), read by croner in the site's time zone.
import { Cron } from 'croner';

export const cronMode = '5-or-6-parts';
export const cronExpressionMaxLength = 200;

/** What is wrong with `expression` as a schedule (the cron library's reason as it says it), or null. */
export function cronExpressionProblem(expression: string): { kind: 'empty' } | { kind: 'invalid'; reason: string } | null {
  if (expression.trim() === '') return { kind: 'empty' };
  try {
    new Cron(expression, { paused: true, mode: cronMode });
    return null;
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/^CronPattern: /, '');
    return { kind: 'invalid', reason };
  }
}

/** The first slot of `expression` strictly after `after`, in `timeZone`; null when there is none. */
export function nextSlot(expression: string, timeZone: string, after: Date): Date | null {
  return new Cron(expression, { paused: true, mode: cronMode, timezone: timeZone }).nextRun(after);
}

/** The last slot of `expression` at or before `at`, in `timeZone`; null when there is none. */
export function previousSlot(expression: string, timeZone: string, at: Date): Date | null {
  const slot = nextSlot(expression, timeZone, new Date(at.getTime() - 1));
  if (slot !== null && slot.getTime() === at.getTime()) return slot;
  return new Cron(expression, { paused: true, mode: cronMode, timezone: timeZone }).previousRuns(1, at)[0] ?? null;
}
