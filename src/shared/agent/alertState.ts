// What the agent has told, kept so it tells each change once (docs/agent.md, "Alerts"). A
// condition (a camera offline, drifted, on its factory password, waiting for a reboot, its
// backup failed) opens when first seen; its start is sent once it has lasted its delay, its end
// once it is over (only if its start was sent), a reminder every `reminderSeconds` between.
// A firmware change is an event: sent once. Nothing is sent while a maintenance window is open:
// a start held back is sent when the window closes if the condition still holds. At most
// `alertsPerHour` go out an hour; the rest are counted and told in one summary the next hour.
// Pure: the agent keeps the state in a file (src/main/agent/alertStateFile.ts).
import { z } from 'zod';
import type { AgentThresholds } from './agentSettings';

export const conditionKinds = ['offline', 'drift', 'factory-password', 'reboot-pending', 'backup-failed'] as const;
export type ConditionKind = (typeof conditionKinds)[number];
export const eventKinds = ['firmware-changed'] as const;
export type AlertKind = ConditionKind | (typeof eventKinds)[number] | 'held-back';

export const alertStateLimits = { conditions: 50_000, cameras: 20_000, outbox: 1000, text: 500 } as const;

const text = z.string().max(alertStateLimits.text);
const instant = z.number().int().nonnegative();

export const alertCameraSchema = z.strictObject({ id: text, name: text, address: text, group: text.nullable() });
export type AlertCamera = z.infer<typeof alertCameraSchema>;

const conditionSchema = z.strictObject({
  kind: z.enum(conditionKinds),
  camera: alertCameraSchema,
  /** Since when it holds (for offline: the last answer, or the first failed one). */
  since: instant,
  detail: text,
  /** When its start was sent (or held back by the hourly cap and told in the summary); null: not yet. */
  startSentAt: instant.nullable(),
  lastReminderAt: instant.nullable(),
});
type Condition = z.infer<typeof conditionSchema>;

export const alertNoticeSchema = z.strictObject({
  kind: z.enum([...conditionKinds, ...eventKinds, 'held-back']),
  phase: z.enum(['started', 'reminder', 'ended', 'event', 'summary']),
  camera: alertCameraSchema.nullable(),
  since: instant,
  at: instant,
  /** What happened, in English (the site's report language comes later). */
  text: z.string().max(4 * alertStateLimits.text),
  /** What to do about it. */
  advice: z.string().max(alertStateLimits.text),
});
export type AlertNotice = z.infer<typeof alertNoticeSchema>;

export const alertStateSchema = z.strictObject({
  version: z.literal(1),
  conditions: z.array(conditionSchema).max(alertStateLimits.conditions),
  /** Last firmware seen per camera id, to tell a change. */
  firmware: z.array(z.tuple([text, text])).max(alertStateLimits.cameras),
  /** Cameras that have failed since their last answer, and since when. */
  failingSince: z.array(z.tuple([text, instant])).max(alertStateLimits.cameras),
  hour: z.strictObject({ startedAt: instant, sent: z.number().int().nonnegative(), heldBack: z.array(z.tuple([text, z.number().int().positive()])).max(50) }),
  /** Notices decided but not yet handed to every channel: sent after a restart, not lost. */
  outbox: z.array(alertNoticeSchema).max(alertStateLimits.outbox),
  /** Notices dropped because the outbox was full. */
  outboxDropped: z.number().int().nonnegative(),
  /** Notices taken from the outbox for a channel that has not taken them yet: tried again after a restart. */
  deliveries: z.array(z.strictObject({ channel: text, notices: z.array(alertNoticeSchema).max(alertStateLimits.outbox) })).max(10).default([]),
  /** Jobs started and not ended when the state was written: a run cut short, run again at the next start. */
  unfinishedJobs: z.array(z.strictObject({ job: text, slot: instant, startedAt: instant })).max(10).default([]),
});
export type AlertState = z.infer<typeof alertStateSchema>;

export function emptyAlertState(): AlertState {
  return { version: 1, conditions: [], firmware: [], failingSince: [], hour: { startedAt: 0, sent: 0, heldBack: [] }, outbox: [], outboxDropped: 0, deliveries: [], unfinishedJobs: [] };
}

/** One camera as a refresh saw it. */
export interface RefreshSighting {
  camera: AlertCamera;
  answered: boolean;
  firmware: string | null;
  rebootNeeded: readonly string[];
}

/** One camera as a baseline check saw it. */
export interface CheckSighting {
  camera: AlertCamera;
  driftedParameters: number;
  factoryPassword: boolean;
}

export interface BackupSighting {
  camera: AlertCamera;
  failure: string | null;
}

export type Sighting = { job: 'refresh'; cameras: readonly RefreshSighting[] } | { job: 'check'; cameras: readonly CheckSighting[] } | { job: 'backup'; cameras: readonly BackupSighting[] };

export interface AlertContext {
  now: number;
  thresholds: AgentThresholds;
  /** A maintenance window is open: nothing is sent. */
  silenced: boolean;
}

const advice: Record<AlertKind, string> = {
  offline: 'Check power, cabling and the switch port of the camera; it is asked again at the next refresh.',
  drift: 'Open the site in CamConfig Studio, look at the check run and fix the camera or the baseline.',
  'factory-password': 'The camera was probably reset: set the site password again (CamConfig Studio, Fix).',
  'reboot-pending': 'Restart the camera when it suits the customer so the changes take effect.',
  'backup-failed': 'Look at the failure; the backup is tried again at its next slot.',
  'firmware-changed': 'Check that the update was planned; take a new backup and run the check.',
  'held-back': 'Look at the agent or the Site view for the alerts not sent one by one.',
};

const delaySeconds = (kind: ConditionKind, thresholds: AgentThresholds): number =>
  kind === 'offline' ? thresholds.offlineAfterSeconds : kind === 'reboot-pending' ? thresholds.rebootPendingAfterSeconds : 0;

/** The state after `sighting` and what is to be sent, in order; `state` is not changed. */
export function observe(state: AlertState, sighting: Sighting, context: AlertContext): AlertState {
  const next = copyOf(state);
  const notices: AlertNotice[] = [];
  const conditions = new Map(next.conditions.map((condition) => [conditionKey(condition.kind, condition.camera.id), condition]));
  const seen = (kind: ConditionKind, camera: AlertCamera, holds: boolean, since: number, detail: string): void => {
    const key = conditionKey(kind, camera.id);
    const open = conditions.get(key);
    if (holds && open === undefined) conditions.set(key, { kind, camera, since, detail, startSentAt: null, lastReminderAt: null });
    if (holds && open !== undefined) Object.assign(open, { camera, detail });
    if (!holds && open !== undefined) {
      conditions.delete(key);
      if (open.startSentAt !== null) notices.push(endNotice(open, context.now));
    }
  };
  if (sighting.job === 'refresh') observeRefresh(next, sighting.cameras, context.now, seen, notices);
  if (sighting.job === 'check') {
    for (const { camera, driftedParameters, factoryPassword } of sighting.cameras) {
      seen('drift', camera, driftedParameters > 0, context.now, `${driftedParameters} parameter${driftedParameters === 1 ? '' : 's'} differ from the baseline`);
      seen('factory-password', camera, factoryPassword, context.now, 'answers to its factory password');
    }
  }
  if (sighting.job === 'backup') for (const { camera, failure } of sighting.cameras) seen('backup-failed', camera, failure !== null, context.now, failure ?? '');
  next.conditions = [...conditions.values()].slice(0, alertStateLimits.conditions);
  return deliver(next, [...notices, ...dueNotices(next, context)], context);
}

/** The state after time has passed with no new sighting: delays, reminders and a closed window. */
export function tick(state: AlertState, context: AlertContext): AlertState {
  const next = copyOf(state);
  return deliver(next, dueNotices(next, context), context);
}

/** Hands the outbox over: the state without it, and what it held. */
export function takeOutbox(state: AlertState): { state: AlertState; notices: AlertNotice[] } {
  return { state: { ...state, outbox: [] }, notices: state.outbox };
}

function observeRefresh(state: AlertState, cameras: readonly RefreshSighting[], now: number, seen: (kind: ConditionKind, camera: AlertCamera, holds: boolean, since: number, detail: string) => void, notices: AlertNotice[]): void {
  const failingSince = new Map(state.failingSince);
  const firmware = new Map(state.firmware);
  for (const sighting of cameras) {
    const { camera } = sighting;
    if (!sighting.answered) {
      const since = failingSince.get(camera.id) ?? now;
      failingSince.set(camera.id, since);
      seen('offline', camera, true, since, 'does not answer');
      continue;
    }
    failingSince.delete(camera.id);
    seen('offline', camera, false, now, '');
    seen('reboot-pending', camera, sighting.rebootNeeded.length > 0, now, `waits for a restart to apply: ${sighting.rebootNeeded.slice(0, 10).join(', ')}`);
    const before = firmware.get(camera.id);
    if (sighting.firmware !== null) {
      if (before !== undefined && before !== sighting.firmware) notices.push(notice('firmware-changed', 'event', camera, now, now, `${cameraText(camera)}: firmware changed from ${before} to ${sighting.firmware}`));
      firmware.set(camera.id, sighting.firmware);
    }
  }
  state.failingSince = [...failingSince].slice(0, alertStateLimits.cameras);
  state.firmware = [...firmware].slice(0, alertStateLimits.cameras);
}

/** Starts whose delay has passed and reminders that are due; marks them sent unless silenced. */
function dueNotices(state: AlertState, { now, thresholds, silenced }: AlertContext): AlertNotice[] {
  if (silenced) return [];
  const due: AlertNotice[] = [];
  const reminderMs = thresholds.reminderSeconds * 1000;
  for (const condition of state.conditions) {
    if (condition.startSentAt === null && now - condition.since >= delaySeconds(condition.kind, thresholds) * 1000) {
      condition.startSentAt = now;
      due.push(notice(condition.kind, 'started', condition.camera, condition.since, now, `${cameraText(condition.camera)} ${condition.detail}${sinceText(condition.since)}`));
    } else if (condition.startSentAt !== null && reminderMs > 0 && now - (condition.lastReminderAt ?? condition.startSentAt) >= reminderMs) {
      condition.lastReminderAt = now;
      due.push(notice(condition.kind, 'reminder', condition.camera, condition.since, now, `still: ${cameraText(condition.camera)} ${condition.detail}${sinceText(condition.since)}`));
    }
  }
  return due;
}

/** Into the outbox, within the hourly cap; while silenced, ends and events are dropped (nothing is sent in a window). */
function deliver(state: AlertState, notices: AlertNotice[], { now, thresholds, silenced }: AlertContext): AlertState {
  const hourMs = 60 * 60 * 1000;
  if (now - state.hour.startedAt >= hourMs) {
    const summary = summaryNotice(state.hour.heldBack, state.hour.startedAt, now);
    state.hour = { startedAt: now, sent: 0, heldBack: [] };
    if (summary !== null && !silenced) notices.unshift(summary);
  }
  const heldBack = new Map(state.hour.heldBack);
  for (const item of notices) {
    if (silenced) continue;
    if (item.phase !== 'summary' && state.hour.sent >= thresholds.alertsPerHour) {
      const what = `${item.kind} ${item.phase}`;
      heldBack.set(what, (heldBack.get(what) ?? 0) + 1);
      continue;
    }
    state.hour.sent++;
    state.outbox.push(item);
  }
  state.hour.heldBack = [...heldBack].slice(0, 50);
  const overflow = state.outbox.length - alertStateLimits.outbox;
  if (overflow > 0) {
    state.outbox.splice(0, overflow);
    state.outboxDropped += overflow;
  }
  return state;
}

function summaryNotice(heldBack: readonly [string, number][], from: number, now: number): AlertNotice | null {
  if (heldBack.length === 0) return null;
  const total = heldBack.reduce((sum, [, count]) => sum + count, 0);
  const parts = heldBack.map(([what, count]) => `${count} ${what}`).join(', ');
  return notice('held-back', 'summary', null, from, now, `${total} alert${total === 1 ? ' was' : 's were'} held back by the hourly limit: ${parts}`);
}

function endNotice(condition: Condition, now: number): AlertNotice {
  const ended: Record<ConditionKind, string> = {
    offline: 'answers again',
    drift: 'matches the baseline again',
    'factory-password': 'no longer answers to its factory password',
    'reboot-pending': 'no longer waits for a restart',
    'backup-failed': 'was backed up',
  };
  return notice(condition.kind, 'ended', condition.camera, condition.since, now, `${cameraText(condition.camera)} ${ended[condition.kind]}${sinceText(condition.since, 'after ')}`);
}

function notice(kind: AlertKind, phase: AlertNotice['phase'], camera: AlertCamera | null, since: number, at: number, description: string): AlertNotice {
  return { kind, phase, camera, since, at, text: description.slice(0, 4 * alertStateLimits.text), advice: phase === 'ended' ? '' : advice[kind] };
}

/** A deep copy (the state is plain JSON by its schema; src/shared has no structuredClone). */
function copyOf(state: AlertState): AlertState {
  return JSON.parse(JSON.stringify(state)) as AlertState;
}

function conditionKey(kind: ConditionKind, cameraId: string): string {
  return `${kind}|${cameraId}`;
}

function cameraText(camera: AlertCamera): string {
  return `${camera.name} (${camera.address}${camera.group === null ? '' : `, group ${camera.group}`})`;
}

function sinceText(since: number, prefix = 'since '): string {
  return prefix === 'since ' ? ` since ${new Date(since).toISOString()}` : ` (${prefix}it began at ${new Date(since).toISOString()})`;
}
