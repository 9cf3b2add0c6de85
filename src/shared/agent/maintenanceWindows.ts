// Which maintenance window of agent.json is open at a moment: a recurring one from its last
// opening (cron, site time zone) for durationMinutes, a one-off one from `from` until `until`.
import type { MaintenanceWindow } from './agentSettings';
import { previousSlot } from './cronSchedule';

export function openWindow(windows: readonly MaintenanceWindow[], timeZone: string, now: number): MaintenanceWindow | null {
  return windows.find((window) => isOpen(window, timeZone, now)) ?? null;
}

function isOpen(window: MaintenanceWindow, timeZone: string, now: number): boolean {
  if ('from' in window) return Date.parse(window.from) <= now && now < Date.parse(window.until);
  const opened = previousSlot(window.schedule, timeZone, new Date(now));
  return opened !== null && now < opened.getTime() + window.durationMinutes * 60_000;
}
