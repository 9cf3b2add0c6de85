// A span of time in words a technician reads at a glance.
import type { Wording } from './statisticsWording';

/** "45 s", "5 min 3 s", "2 h 5 min". */
export function formatDuration(ms: number, { t, format }: Wording): string {
  const whole = (value: number) => format.number(value, 0);
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return t('statistics.duration.seconds', { seconds: whole(seconds) });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? t('statistics.duration.minutes', { minutes: whole(minutes) }) : t('statistics.duration.minutesSeconds', { minutes: whole(minutes), seconds: whole(seconds % 60) });
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? t('statistics.duration.hours', { hours: whole(hours) }) : t('statistics.duration.hoursMinutes', { hours: whole(hours), minutes: whole(minutes % 60) });
}

