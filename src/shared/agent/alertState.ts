// What the agent has told, kept so it tells each change once (docs/agent.md, "Alerts"). A
// condition (a camera offline, or offline soon after a change was applied to it, drifted, on
// its factory password (kept so, or back on it after a reset), waiting for a reboot, its backup failed) opens when first seen; its
// start is sent once it has lasted its delay, its end once it is over (only if its start was
// sent), a reminder every `reminderSeconds` between.
// A firmware change is an event: sent once. Nothing is sent while a maintenance window is open:
// a start held back is sent when the window closes if the condition still holds (one that starts
// and ends inside the window is never told); an end, a firmware change and the hourly summary
// that fall in the window are kept and sent when it closes, so none is lost. At most
// `alertsPerHour` go out an hour; the rest are counted and told in one summary the next hour.
// Pure: the agent keeps the state in a file (src/main/agent/alertStateFile.ts).
import { z } from 'zod';
import type { AgentThresholds } from './agentSettings';
import type { Language } from '../i18n/languages';
import { renderText } from '../i18n/renderText';
import { localize, type MessageId, type Text, type TextParam } from '../i18n/text';

export const conditionKinds = ['offline', 'offline-after-change', 'drift', 'factory-password', 'reboot-pending', 'backup-failed'] as const;
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
  /** What happened, in the site's report language (AlertContext.language). */
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
  /** Notices dropped because the outbox (or what a maintenance window holds) was full. */
  outboxDropped: z.number().int().nonnegative(),
  /** Ends, events and summaries that fell in a maintenance window: sent when it closes. */
  heldInWindow: z.array(alertNoticeSchema).max(alertStateLimits.outbox).default([]),
  /** Notices taken from the outbox for a channel that has not taken them yet: tried again after a restart. */
  deliveries: z.array(z.strictObject({ channel: text, notices: z.array(alertNoticeSchema).max(alertStateLimits.outbox) })).max(10).default([]),
  /** Jobs started and not ended when the state was written: a run cut short, run again at the next start. */
  unfinishedJobs: z.array(z.strictObject({ job: text, slot: instant, startedAt: instant })).max(10).default([]),
});
export type AlertState = z.infer<typeof alertStateSchema>;

export function emptyAlertState(): AlertState {
  return { version: 1, conditions: [], firmware: [], failingSince: [], hour: { startedAt: 0, sent: 0, heldBack: [] }, outbox: [], outboxDropped: 0, heldInWindow: [], deliveries: [], unfinishedJobs: [] };
}

/** The newest change the workspace's audit log holds for a camera (a script that changed something and was taken). */
export interface CameraChange {
  /** Milliseconds since the epoch. */
  at: number;
  /** What was done (the audit log's operation, "set parameters", "fleet apply"), words in any language. */
  operation: Text;
  source: 'studio' | 'cli';
}

/** One camera as a refresh saw it. */
export interface RefreshSighting {
  camera: AlertCamera;
  answered: boolean;
  firmware: string | null;
  rebootNeeded: readonly string[];
  /** It is on its factory password: the studio logs in to it with the factory user and password (never changed), or it opened with them after refusing the stored ones (`factoryLogin`). */
  factoryPassword: boolean;
  /** Why, with factoryPassword: it refused the site's stored password and opened with the factory one, so it was probably reset (its own words in the alert); left out or false: the stored credentials are the factory ones. */
  factoryLogin?: boolean;
  /** Its newest change applied (the audit log), for the "offline after a change" alert; left out or null: none known. */
  lastChange?: CameraChange | null;
}

/** One camera as a baseline check saw it. */
export interface CheckSighting {
  camera: AlertCamera;
  driftedParameters: number;
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
  /** The language of the alerts' sentences (the site's report language); default English. */
  language?: Language;
}

const adviceIds: Record<AlertKind, MessageId> = {
  offline: 'agentAlerts.advice.offline',
  'offline-after-change': 'agentAlerts.advice.offlineAfterChange',
  drift: 'agentAlerts.advice.drift',
  'factory-password': 'agentAlerts.advice.factoryPassword',
  'reboot-pending': 'agentAlerts.advice.rebootPending',
  'backup-failed': 'agentAlerts.advice.backupFailed',
  'firmware-changed': 'agentAlerts.advice.firmwareChanged',
  'held-back': 'agentAlerts.advice.heldBack',
};

/** The sentences of the alerts, in the context's language. */
function wordsIn(context: AlertContext): (id: MessageId, params?: Record<string, TextParam>) => string {
  return (id, params) => renderText(localize(id, params), context.language ?? 'en');
}

const delaySeconds = (kind: ConditionKind, thresholds: AgentThresholds): number =>
  kind === 'offline' || kind === 'offline-after-change' ? thresholds.offlineAfterSeconds : kind === 'reboot-pending' ? thresholds.rebootPendingAfterSeconds : 0;

/** The state after `sighting` and what is to be sent, in order; `state` is not changed. */
export function observe(state: AlertState, sighting: Sighting, context: AlertContext): AlertState {
  const next = copyOf(state);
  const notices: AlertNotice[] = [];
  const say = wordsIn(context);
  const conditions = new Map(next.conditions.map((condition) => [conditionKey(condition.kind, condition.camera.id), condition]));
  const seen = (kind: ConditionKind, camera: AlertCamera, holds: boolean, since: number, detail: string): void => {
    const key = conditionKey(kind, camera.id);
    const open = conditions.get(key);
    if (holds && open === undefined) conditions.set(key, { kind, camera, since, detail, startSentAt: null, lastReminderAt: null });
    if (holds && open !== undefined) Object.assign(open, { camera, detail });
    if (!holds && open !== undefined) {
      conditions.delete(key);
      if (open.startSentAt !== null) notices.push(endNotice(open, context.now, say));
    }
  };
  if (sighting.job === 'refresh') observeRefresh(next, sighting.cameras, context, conditions, seen, notices, say);
  if (sighting.job === 'check') {
    for (const { camera, driftedParameters } of sighting.cameras) seen('drift', camera, driftedParameters > 0, context.now, say('agentAlerts.detail.drift', { count: driftedParameters }));
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

type Words = ReturnType<typeof wordsIn>;

function observeRefresh(state: AlertState, cameras: readonly RefreshSighting[], context: AlertContext, conditions: ReadonlyMap<string, Condition>, seen: (kind: ConditionKind, camera: AlertCamera, holds: boolean, since: number, detail: string) => void, notices: AlertNotice[], say: Words): void {
  const { now } = context;
  const failingSince = new Map(state.failingSince);
  const firmware = new Map(state.firmware);
  for (const sighting of cameras) {
    const { camera } = sighting;
    if (!sighting.answered) {
      const since = failingSince.get(camera.id) ?? now;
      failingSince.set(camera.id, since);
      // One alert per silence: its kind is chosen when it opens and kept, with its words, until the camera answers.
      const openAfterChange = conditions.get(conditionKey('offline-after-change', camera.id));
      const change = sighting.lastChange;
      if (openAfterChange !== undefined) seen('offline-after-change', camera, true, since, openAfterChange.detail);
      else if (!conditions.has(conditionKey('offline', camera.id)) && change && changeBefore(change, since, context.thresholds)) seen('offline-after-change', camera, true, since, say('agentAlerts.detail.offlineAfterChange', { at: isoTime(change.at), operation: renderText(change.operation, context.language ?? 'en'), source: say(`agentAlerts.source.${change.source}`) }));
      else seen('offline', camera, true, since, say('agentAlerts.detail.offline'));
      continue;
    }
    failingSince.delete(camera.id);
    seen('offline', camera, false, now, '');
    seen('offline-after-change', camera, false, now, '');
    seen('reboot-pending', camera, sighting.rebootNeeded.length > 0, now, say('agentAlerts.detail.rebootPending', { sections: sighting.rebootNeeded.slice(0, 10).join(', ') }));
    seen('factory-password', camera, sighting.factoryPassword, now, say(sighting.factoryLogin === true ? 'agentAlerts.detail.factoryReset' : 'agentAlerts.detail.factoryPassword'));
    const before = firmware.get(camera.id);
    if (sighting.firmware !== null) {
      if (before !== undefined && before !== sighting.firmware) notices.push(notice('firmware-changed', 'event', camera, now, now, say('agentAlerts.firmwareChanged', { camera: cameraText(camera, say), before, after: sighting.firmware }), say));
      firmware.set(camera.id, sighting.firmware);
    }
  }
  state.failingSince = [...failingSince].slice(0, alertStateLimits.cameras);
  state.firmware = [...firmware].slice(0, alertStateLimits.cameras);
}

/** True when `change` was applied at most offlineAfterChangeSeconds before the camera fell silent at `silentSince` (0 seconds: never). */
function changeBefore(change: CameraChange, silentSince: number, thresholds: AgentThresholds): boolean {
  if (thresholds.offlineAfterChangeSeconds === 0) return false;
  return change.at <= silentSince && silentSince - change.at <= thresholds.offlineAfterChangeSeconds * 1000;
}

/** Starts whose delay has passed and reminders that are due; marks them sent unless silenced. */
function dueNotices(state: AlertState, context: AlertContext): AlertNotice[] {
  const { now, thresholds, silenced } = context;
  if (silenced) return [];
  const say = wordsIn(context);
  const due: AlertNotice[] = [];
  const reminderMs = thresholds.reminderSeconds * 1000;
  for (const condition of state.conditions) {
    if (condition.startSentAt === null && now - condition.since >= delaySeconds(condition.kind, thresholds) * 1000) {
      condition.startSentAt = now;
      due.push(notice(condition.kind, 'started', condition.camera, condition.since, now, say('agentAlerts.started', { camera: cameraText(condition.camera, say), detail: condition.detail, since: isoTime(condition.since) }), say));
    } else if (condition.startSentAt !== null && reminderMs > 0 && now - (condition.lastReminderAt ?? condition.startSentAt) >= reminderMs) {
      condition.lastReminderAt = now;
      due.push(notice(condition.kind, 'reminder', condition.camera, condition.since, now, say('agentAlerts.reminder', { camera: cameraText(condition.camera, say), detail: condition.detail, since: isoTime(condition.since) }), say));
    }
  }
  return due;
}

/** Into the outbox, within the hourly cap; while silenced, kept for the window's close (nothing is sent in a window). */
function deliver(state: AlertState, notices: AlertNotice[], context: AlertContext): AlertState {
  const { now, thresholds, silenced } = context;
  const hourMs = 60 * 60 * 1000;
  if (now - state.hour.startedAt >= hourMs) {
    const summary = summaryNotice(state.hour.heldBack, state.hour.startedAt, now, wordsIn(context));
    state.hour = { startedAt: now, sent: 0, heldBack: [] };
    if (summary !== null) notices.unshift(summary);
  }
  if (silenced) {
    state.heldInWindow = kept(state, [...state.heldInWindow, ...notices]);
    return state;
  }
  const released = [...state.heldInWindow, ...notices];
  state.heldInWindow = [];
  const heldBack = new Map(state.hour.heldBack);
  for (const item of released) {
    if (item.phase !== 'summary' && state.hour.sent >= thresholds.alertsPerHour) {
      const what = `${item.kind} ${item.phase}`;
      heldBack.set(what, (heldBack.get(what) ?? 0) + 1);
      continue;
    }
    state.hour.sent++;
    state.outbox.push(item);
  }
  state.hour.heldBack = [...heldBack].slice(0, 50);
  state.outbox = kept(state, state.outbox);
  return state;
}

/** `notices` within the outbox' bound: the oldest past it dropped and counted. */
function kept(state: AlertState, notices: AlertNotice[]): AlertNotice[] {
  const overflow = notices.length - alertStateLimits.outbox;
  if (overflow <= 0) return notices;
  state.outboxDropped += overflow;
  return notices.slice(overflow);
}

function summaryNotice(heldBack: readonly [string, number][], from: number, now: number, say: Words): AlertNotice | null {
  if (heldBack.length === 0) return null;
  const total = heldBack.reduce((sum, [, count]) => sum + count, 0);
  const parts = heldBack.map(([what, count]) => `${count} ${what}`).join(', ');
  return notice('held-back', 'summary', null, from, now, say('agentAlerts.heldBack', { count: total, parts }), say);
}

const endedIds: Record<ConditionKind, MessageId> = {
  offline: 'agentAlerts.ended.offline',
  'offline-after-change': 'agentAlerts.ended.offline',
  drift: 'agentAlerts.ended.drift',
  'factory-password': 'agentAlerts.ended.factoryPassword',
  'reboot-pending': 'agentAlerts.ended.rebootPending',
  'backup-failed': 'agentAlerts.ended.backupFailed',
};

function endNotice(condition: Condition, now: number, say: Words): AlertNotice {
  return notice(condition.kind, 'ended', condition.camera, condition.since, now, say(endedIds[condition.kind], { camera: cameraText(condition.camera, say), since: isoTime(condition.since) }), say);
}

function notice(kind: AlertKind, phase: AlertNotice['phase'], camera: AlertCamera | null, since: number, at: number, description: string, say: Words): AlertNotice {
  return { kind, phase, camera, since, at, text: description.slice(0, 4 * alertStateLimits.text), advice: phase === 'ended' ? '' : say(adviceIds[kind]).slice(0, alertStateLimits.text) };
}

/** A deep copy (the state is plain JSON by its schema; src/shared has no structuredClone). */
function copyOf(state: AlertState): AlertState {
  return JSON.parse(JSON.stringify(state)) as AlertState;
}

function conditionKey(kind: ConditionKind, cameraId: string): string {
  return `${kind}|${cameraId}`;
}

function cameraText(camera: AlertCamera, say: Words): string {
  return camera.group === null ? say('agentAlerts.camera', { name: camera.name, address: camera.address }) : say('agentAlerts.cameraInGroup', { name: camera.name, address: camera.address, group: camera.group });
}

function isoTime(at: number): string {
  return new Date(at).toISOString();
}
