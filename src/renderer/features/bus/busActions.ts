// The calls of the message bus feature. Starting the distributor writes nothing into the
// store: its new state arrives as a `distributor.state` event (busEvents.ts); the answer says
// only whether it started, and why not.
import type { MethodInput } from '../../../shared/api/contract';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';

/** The distributor's state at start and after a reconnect; a failure is reported in the status bar. */
export async function loadDistributor({ api, stores }: Studio): Promise<void> {
  try {
    stores.bus.getState().setDistributor(await api.call('distributor.state', {}));
  } catch (error) {
    stores.ui.getState().reportProblem(`Could not load the distributor state: ${errorText(error)}`);
  }
}

/** The simulated bus peers at start and after a reconnect; a failure is reported in the status bar. */
export async function loadSimulatedPeers({ api, stores }: Studio): Promise<void> {
  try {
    const { busPeers } = await api.call('simulator.list', {});
    stores.bus.getState().setPeers(busPeers);
  } catch (error) {
    stores.ui.getState().reportProblem(`Could not load the simulated bus peers: ${errorText(error)}`);
  }
}

/** Initialises the distributor; rejects with the reason when it did not start (the form shows it). */
/** Without a passphrase in `config`, the current one is kept (none stays none): the quick form never turns encryption off by leaving a field empty. */
export async function startDistributor({ api }: Studio, config: MethodInput<'distributor.init'>['config']): Promise<void> {
  const keep = config.broadcast?.passphrase === undefined;
  const { active, reason } = await api.call('distributor.init', keep ? { config, keepPassphrase: true } : { config });
  if (!active) throw new Error(`the distributor did not start: ${reason ?? 'no reason given'}`);
}

/** The send form's history and templates at start and after a reconnect; a failure is reported in the status bar. */
export async function loadBusTemplates({ api, stores }: Studio): Promise<void> {
  try {
    stores.bus.getState().setTemplates(await api.call('busTemplates.list', {}));
  } catch (error) {
    stores.ui.getState().reportProblem(`Could not load the sent messages and templates: ${errorText(error)}`);
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
export async function loadRecordings({ api, stores }: Studio): Promise<void> {
  try {
    stores.bus.getState().setRecordings((await api.call('recording.list', {})).recordings);
  } catch (error) {
    stores.ui.getState().reportProblem(`Could not load the recordings: ${errorText(error)}`);
  }
}

/** Starts a recording; rejects with the reason (the form shows it). Its progress arrives as `recording.state` events. */
export async function startRecording({ api }: Studio, input: MethodInput<'recording.start'>): Promise<void> {
  await api.call('recording.start', input);
}

export async function stopRecording({ api }: Studio, recordingId: string): Promise<void> {
  await api.call('recording.stop', { recordingId });
}

/** The replays of this studio session at start and after a reconnect; a failure is reported in the status bar. */
export async function loadReplays({ api, stores }: Studio): Promise<void> {
  try {
    stores.bus.getState().setReplays((await api.call('replay.list', {})).replays);
  } catch (error) {
    stores.ui.getState().reportProblem(`Could not load the replays: ${errorText(error)}`);
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
  const { file } = await studio.api.call('recording.importChosen', {});
  if (file !== null) await loadRecordingFiles(studio);
  return file?.name ?? null;
}

/** Opens a JSON Lines recording to browse it offline in the console (there is no event for it: the action writes it). */
export async function openRecording({ api, stores }: Studio, name: string): Promise<void> {
  stores.bus.getState().openOffline(await api.call('recording.open', { name }));
}
