// The calls of the message bus feature. Starting the distributor writes nothing into the
// store: its new state arrives as a `distributor.state` event (busEvents.ts); the answer says
// only whether it started, and why not.
import type { MethodInput } from '../../../shared/api/contract';
import { studioLanguage, studioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';

/** Reports a failed load in the status bar, in the studio's language. */
function reportLoadProblem(studio: Studio, key: 'distributor' | 'peers' | 'templates' | 'recordings' | 'replays', error: unknown): void {
  const t = studioText(studio);
  studio.stores.ui.getState().reportProblem(t(`bus.load.${key}`, { error: errorText(error, studioLanguage(studio)) }));
}

/** The distributor's state at start and after a reconnect; a failure is reported in the status bar. */
export async function loadDistributor(studio: Studio): Promise<void> {
  try {
    studio.stores.bus.getState().setDistributor(await studio.api.call('distributor.state', {}));
  } catch (error) {
    reportLoadProblem(studio, 'distributor', error);
  }
}

/** The simulated bus peers at start and after a reconnect; a failure is reported in the status bar. */
export async function loadSimulatedPeers(studio: Studio): Promise<void> {
  try {
    const { busPeers } = await studio.api.call('simulator.list', {});
    studio.stores.bus.getState().setPeers(busPeers);
  } catch (error) {
    reportLoadProblem(studio, 'peers', error);
  }
}

/** Initialises the distributor; rejects with the reason when it did not start (the form shows it). */
/** Without a passphrase in `config`, the current one is kept (none stays none): the quick form never turns encryption off by leaving a field empty. */
export async function startDistributor(studio: Studio, config: MethodInput<'distributor.init'>['config']): Promise<void> {
  const keep = config.broadcast?.passphrase === undefined;
  const { active, reason } = await studio.api.call('distributor.init', keep ? { config, keepPassphrase: true } : { config });
  if (active) return;
  const t = studioText(studio);
  throw new Error(t('bus.distributor.notStarted', { reason: reason ?? t('bus.distributor.noReason') }));
}

/** The send form's history and templates at start and after a reconnect; a failure is reported in the status bar. */
export async function loadBusTemplates(studio: Studio): Promise<void> {
  try {
    studio.stores.bus.getState().setTemplates(await studio.api.call('busTemplates.list', {}));
  } catch (error) {
    reportLoadProblem(studio, 'templates', error);
  }
}

/** Sends a message; rejects with the reason (the form shows it). The history arrives as an event. */
export async function sendBusMessage({ api }: Studio, message: MethodInput<'distributor.send'>): Promise<void> {
  await api.call('distributor.send', message);
}

/** Saves the form's path and value under `name`; rejects with the reason (the form shows it). */
export async function saveBusTemplate({ api }: Studio, template: MethodInput<'busTemplates.save'>['template']): Promise<void> {
  await api.call('busTemplates.save', { template });
}

export async function removeBusTemplate({ api }: Studio, name: string): Promise<void> {
  await api.call('busTemplates.remove', { name });
}

/** The recordings of this studio session at start and after a reconnect; a failure is reported in the status bar. */
export async function loadRecordings(studio: Studio): Promise<void> {
  try {
    studio.stores.bus.getState().setRecordings((await studio.api.call('recording.list', {})).recordings);
  } catch (error) {
    reportLoadProblem(studio, 'recordings', error);
  }
}

/** Starts a recording; rejects with the reason (the form shows it). Its progress arrives as `recording.state` events. */
export async function startRecording({ api }: Studio, input: MethodInput<'recording.start'>): Promise<void> {
  await api.call('recording.start', input);
}

export async function stopRecording({ api }: Studio, recordingId: string): Promise<void> {
  await api.call('recording.stop', { recordingId });
}

/** "Record" from anywhere (the palette): the whole stream as JSON Lines, under a name made from the time. */
export async function recordNow(studio: Studio): Promise<void> {
  await startRecording(studio, { name: defaultRecordingName(), format: 'jsonl' });
}

/** Stops every recording that runs. */
export async function stopAllRecordings(studio: Studio): Promise<void> {
  const running = studio.stores.bus.getState().recordings.filter((recording) => recording.active);
  await Promise.all(running.map((recording) => stopRecording(studio, recording.recordingId)));
}

/** bus-2026-11-23T03-00-00 (local time), a valid recording name. */
export function defaultRecordingName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `bus-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
}

/** Pauses or resumes the console (UI state: received messages wait, counted, until it resumes). */
export function setConsolePaused({ stores }: Studio, paused: boolean): void {
  stores.bus.getState().setPaused(paused);
}

/** Pause when live, resume when paused (the palette's "Pause"/"Resume"). */
export function toggleConsolePause(studio: Studio): void {
  setConsolePaused(studio, studio.stores.bus.getState().feed.pausedAt === null);
}

/** Empties the console (UI state: the counts of what was received stay). */
export function clearConsole({ stores }: Studio): void {
  stores.bus.getState().clearConsole();
}

/** The replays of this studio session at start and after a reconnect; a failure is reported in the status bar. */
export async function loadReplays(studio: Studio): Promise<void> {
  try {
    studio.stores.bus.getState().setReplays((await studio.api.call('replay.list', {})).replays);
  } catch (error) {
    reportLoadProblem(studio, 'replays', error);
  }
}

/** Starts replaying a recording onto the bus; rejects with the reason (the form shows it). Progress arrives as `replay.state` events. */
export async function startReplay({ api }: Studio, input: MethodInput<'replay.start'>): Promise<void> {
  await api.call('replay.start', input);
}

export async function stopReplay({ api }: Studio, replayId: string): Promise<void> {
  await api.call('replay.stop', { replayId });
}

/** The recording files of the recordings folder, for the pickers of Replay and Open (no event: the action writes them). */
export async function loadRecordingFiles({ api, stores }: Studio): Promise<void> {
  stores.bus.getState().setRecordingFiles((await api.call('recording.files', {})).files);
}

/**
 * Desktop app: the native file dialog picks a recording anywhere; the studio checks it and
 * copies it into the recordings folder. Resolves to its name there (null: cancelled), the list
 * read again so the picker offers it.
 */
export async function importChosenRecording(studio: Studio): Promise<string | null> {
  const { file } = await studio.api.call('recording.importChosen', { language: studioLanguage(studio) });
  if (file !== null) await loadRecordingFiles(studio);
  return file?.name ?? null;
}

/** Opens a JSON Lines recording to browse it offline in the console (there is no event for it: the action writes it). */
export async function openRecording({ api, stores }: Studio, name: string): Promise<void> {
  stores.bus.getState().openOffline(await api.call('recording.open', { name }));
}
