// The calls of the configuration feature: reading the sections, keeping the pending edits in
// the studio, and applying, storing and rebooting. What the editor shows is what the last read
// returned, with its time; `camera.changed` (configEvents.ts) says when another operation
// changed the camera since, and the editor reads it again or offers to.
import { renderText } from '../../../shared/i18n/renderText';
import type { MethodOutput } from '../../../shared/api/contract';
import { ApiCallError } from '../../../shared/api/studioApi';
import type { Studio } from '../../studio/studioStores';
import { studioLanguage, studioText, type StudioText } from '../../i18n/studioText';
import { errorText } from '../../ui/errorText';
import type { PendingEdit, SectionsLoad } from './configStore';
import { plannedSteps, refusedCommands, stepOfCommand, type ChangeOutcome, type OperationKind, type OperationStep } from './operationSteps';
import { addressOf, describePendingChanges, sendableChanges, valuesByAddress } from './pendingChanges';
import { sectionsOfAnswer } from './sectionsOfAnswer';

/** Reads every section of the camera; a failure is kept beside the camera, for the editor to show. */
export async function loadSections(studio: Studio, cameraId: string): Promise<void> {
  markSectionsLoading(studio, cameraId);
  const load = await readSections(studio, cameraId);
  studio.stores.config.getState().setSections(cameraId, load);
}

/** The tree keeps showing what the last read returned while the sections are read again. */
function markSectionsLoading({ stores }: Studio, cameraId: string): void {
  const config = stores.config.getState();
  const current = config.byCamera[cameraId];
  const previous = current?.status === 'loaded' ? { sections: current.sections, readAt: current.readAt } : current?.status === 'loading' ? current.previous : undefined;
  config.setSections(cameraId, previous ? { status: 'loading', previous } : { status: 'loading' });
}

async function readSections(studio: Studio, cameraId: string): Promise<SectionsLoad> {
  const changeSerial = studio.stores.config.getState().changeSerial;
  try {
    const sections = sectionsOfAnswer(await studio.api.call('config.readSections', { cameraId }));
    return { status: 'loaded', sections, readAt: Date.now(), changeSerial };
  } catch (error) {
    return { status: 'failed', message: errorText(error, studioLanguage(studio)) };
  }
}

/** The pending edits the studio keeps for the camera, its profile and what waits for a reboot. */
export async function loadEditorState(studio: Studio, cameraId: string): Promise<void> {
  const config = studio.stores.config.getState();
  config.setKeeping(cameraId, { status: 'loading' });
  await Promise.all([
    studio.api.call('pendingEdits.load', { cameraId }).then(
      ({ edits }) => {
        config.replaceEdits(cameraId, edits);
        config.setKeeping(cameraId, { status: 'saved' });
      },
      (error: unknown) => config.setKeeping(cameraId, { status: 'failed', message: studioText(studio)('configuration.pending.loadFailed', { message: errorText(error, studioLanguage(studio)) }) }),
    ),
    loadProfile(studio, cameraId),
    loadRebootNeeded(studio, cameraId),
  ]);
}

async function loadProfile(studio: Studio, cameraId: string): Promise<void> {
  const profile = await readProfile(studio, cameraId);
  if (profile !== undefined) studio.stores.config.getState().setProfile(cameraId, profile);
}

/** The camera's active profile (null: none), or undefined when it could not be read. */
async function readProfile({ api }: Studio, cameraId: string): Promise<string | null | undefined> {
  try {
    return (await api.call('config.profile', { cameraId })).profile;
  } catch {
    // The editor shows the profile as unknown; the read of the sections reports the camera's problem.
    return undefined;
  }
}

async function loadRebootNeeded({ api, stores }: Studio, cameraId: string): Promise<void> {
  try {
    stores.config.getState().setRebootNeeded(cameraId, (await api.call('config.rebootNeeded', { cameraId })).sections);
  } catch {
    // As for the profile: the sections' read names the problem.
  }
}

/** Sets one parameter's edited value (dropped when back to `original`) and keeps the edits in the studio. */
export function editParameter(studio: Studio, cameraId: string, edit: PendingEdit, original: string | undefined): void {
  studio.stores.config.getState().setEdit(cameraId, edit, original);
  keepEdits(studio, cameraId);
}

export function revertParameter(studio: Studio, cameraId: string, section: string, name: string): void {
  studio.stores.config.getState().revertEdit(cameraId, section, name);
  keepEdits(studio, cameraId);
}

export function discardEdits(studio: Studio, cameraId: string): void {
  studio.stores.config.getState().replaceEdits(cameraId, []);
  keepEdits(studio, cameraId);
}

// One save per camera at a time; edits made meanwhile are saved right after, latest state only.
const savesInFlight = new WeakMap<Studio['stores'], Map<string, { again: boolean }>>();

/** Saves the camera's valid pending edits in the studio (an invalid value is kept on the page only). */
function keepEdits(studio: Studio, cameraId: string): void {
  const inFlight = savesInFlight.get(studio.stores) ?? new Map<string, { again: boolean }>();
  savesInFlight.set(studio.stores, inFlight);
  const running = inFlight.get(cameraId);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  inFlight.set(cameraId, state);
  void (async () => {
    const config = studio.stores.config;
    do {
      state.again = false;
      config.getState().setKeeping(cameraId, { status: 'saving' });
      const edits = validEdits(studio, cameraId);
      try {
        await studio.api.call('pendingEdits.save', { cameraId, edits });
        if (!state.again) config.getState().setKeeping(cameraId, { status: 'saved' });
      } catch (error) {
        config.getState().setKeeping(cameraId, { status: 'failed', message: studioText(studio)('configuration.pending.saveFailed', { message: errorText(error, studioLanguage(studio)) }) });
      }
    } while (state.again);
    inFlight.delete(cameraId);
  })();
}

function validEdits(studio: Studio, cameraId: string): PendingEdit[] {
  const state = studio.stores.config.getState();
  const changes = describePendingChanges(state.edits[cameraId] ?? [], valuesByAddress([]));
  return changes.filter((change) => change.problem === null).map(({ section, name, value }) => ({ section, name, value }));
}

/**
 * Runs Apply (write + update), Store (write + store, or store alone), Store + Update + Reboot
 * or Reboot, with its steps in the store as they happen. Refuses to send anything while an
 * edit is invalid. The outcome (done or failed, with what is known applied) lands in the store.
 */
export async function runOperation(studio: Studio, cameraId: string, kind: OperationKind): Promise<void> {
  const config = studio.stores.config;
  const state = config.getState();
  const load = state.byCamera[cameraId];
  const values = valuesByAddress(load?.status === 'loaded' ? load.sections : []);
  const t = studioText(studio);
  const { changes, blocker } = kind === 'reboot' ? { changes: [], blocker: null } : sendableChanges(describePendingChanges(state.edits[cameraId] ?? [], values));
  if (blocker) throw new Error(t('configuration.operations.nothingSent', { blocker: renderText(blocker, studioLanguage(studio)) }));
  if (kind === 'apply' && changes.length === 0) throw new Error(t('configuration.operations.nothingToApply'));

  const operationId = ownOperationId(studio);
  const steps = plannedSteps(kind, changes.length > 0);
  const now = Date.now();
  state.startOperation(cameraId, { operationId, kind, steps, changes, active: steps[0] ?? null, startedAt: now, stepStartedAt: now, lastMessage: t('configuration.progress.starting'), cancelRequested: false, outcome: { status: 'running' } });
  try {
    const rebootNeeded = await sendOperation(studio, cameraId, operationId, kind, changes);
    const readBack = await readBackAfterOperation(studio, cameraId, operationId);
    // One synchronous update: "Done" and the dropped edits show together with the values read back, never beside the old ones.
    config.getState().setSections(cameraId, readBack);
    afterSuccess(studio, cameraId, kind, changes, rebootNeeded);
    config.getState().finishOperation(cameraId, operationId, { status: 'done', changes: changes.length });
  } catch (error) {
    const active = config.getState().operations[cameraId]?.active ?? null;
    const failure = await describeFailure(studio, cameraId, error, active, changes);
    config.getState().finishOperation(cameraId, operationId, failure);
    keepWhatIsApplied(studio, cameraId, failure.changes);
  }
}

/** Reads the sections again after a successful operation, saying so in the operation's progress. */
async function readBackAfterOperation(studio: Studio, cameraId: string, operationId: string): Promise<SectionsLoad> {
  const config = studio.stores.config;
  const active = config.getState().operations[cameraId]?.active;
  if (active) config.getState().reachStep(operationId, active, studioText(studio)('configuration.progress.readingBack'), Date.now());
  markSectionsLoading(studio, cameraId);
  return readSections(studio, cameraId);
}

/**
 * Cancels the camera's running operation: the call under way stops (operations.cancel), and a
 * sequence of calls sends none after it. The failure that follows says what had run.
 */
export async function cancelOperation(studio: Studio, cameraId: string): Promise<void> {
  const operation = studio.stores.config.getState().operations[cameraId];
  if (!operation || operation.outcome.status !== 'running') return;
  studio.stores.config.getState().requestCancel(cameraId, operation.operationId);
  try {
    await studio.api.call('operations.cancel', { operationId: operation.operationId });
  } catch (error) {
    // No further call of the sequence is sent; the one under way could not be told.
    studio.stores.ui.getState().reportProblem(studioText(studio)('configuration.progress.cancelFailed', { message: errorText(error, studioLanguage(studio)) }));
  }
}

/** Thrown between the calls of a sequence once the technician cancelled: the next call is not sent. */
class CancelledBetweenCalls extends Error {}

async function sendOperation(studio: Studio, cameraId: string, operationId: string, kind: OperationKind, changes: PendingEdit[]): Promise<string[]> {
  const t = studioText(studio);
  const api = callsUnlessCancelled(studio, cameraId, operationId);
  const step = (name: OperationStep, message: string) => studio.stores.config.getState().reachStep(operationId, name, message, Date.now());
  const checkTranscript = transcriptCheck(t);
  const apply = (flags: { store?: boolean; update?: boolean; reboot?: boolean }) => api.call('config.apply', { cameraId, operationId, changes, ...flags }).then(checkTranscript);
  switch (kind) {
    case 'apply':
      return (await apply({ update: true })).rebootNeeded;
    case 'store':
      if (changes.length > 0) return (await apply({ store: true })).rebootNeeded;
      step('store', t('configuration.progress.storingRunning'));
      checkTranscript(await api.call('config.store', { cameraId, operationId }));
      return (await api.call('config.rebootNeeded', { cameraId })).sections;
    case 'storeUpdateReboot':
      if (changes.length > 0) return (await apply({ store: true, update: true, reboot: true })).rebootNeeded;
      step('store', t('configuration.progress.storingRunning'));
      checkTranscript(await api.call('config.store', { cameraId, operationId }));
      step('update', t('configuration.progress.updating'));
      checkTranscript(await api.call('config.update', { cameraId, operationId }));
      return rebootAndWait(t, api, cameraId, operationId);
    case 'reboot':
      return rebootAndWait(t, api, cameraId, operationId);
  }
}

/** The studio's API for one operation's calls: none is sent once its cancel was asked for. */
function callsUnlessCancelled(studio: Studio, cameraId: string, operationId: string): Pick<Studio['api'], 'call'> {
  return {
    call: (method, input) => {
      const operation = studio.stores.config.getState().operations[cameraId];
      if (operation?.operationId === operationId && operation.cancelRequested) {
        return Promise.reject(new CancelledBetweenCalls(studioText(studio)('configuration.progress.cancelledBefore', { method })));
      }
      return studio.api.call(method, input);
    },
  };
}

async function rebootAndWait(t: StudioText, api: Pick<Studio['api'], 'call'>, cameraId: string, operationId: string): Promise<string[]> {
  const { backOnline } = await api.call('config.reboot', { cameraId, operationId, wait: true });
  if (!backOnline) throw new Error(t('configuration.progress.notBackAfterReboot'));
  return (await api.call('config.rebootNeeded', { cameraId })).sections;
}

/** A transcript with a command that did not run is no success, even when the call returned. */
function transcriptCheck(t: StudioText) {
  return <T extends { transcript: MethodOutput<'config.store'>['transcript'] }>(result: T): T => {
    const { commands, complete } = result.transcript;
    const notRun = commands.filter((command) => command.status !== 'ran');
    if (!complete || notRun.length > 0) {
      const what = notRun.map((command) => `${command.command} (${command.status}${command.errors.length > 0 ? `: ${command.errors.join('; ')}` : ''})`).join('; ');
      throw new Error(t('configuration.progress.notConfirmed', { what: what || t('configuration.progress.endedEarly') }));
    }
    return result;
  };
}

function afterSuccess(studio: Studio, cameraId: string, kind: OperationKind, changes: PendingEdit[], rebootNeeded: string[]): void {
  const config = studio.stores.config.getState();
  config.setRebootNeeded(cameraId, rebootNeeded);
  // A store keeps them; a reboot reloads the flash copy, which drops whatever was not stored.
  config.setUnstored(cameraId, kind === 'apply' ? mergeChanges(config.unstored[cameraId] ?? [], changes) : []);
  dropSentEdits(studio, cameraId, changes);
}

/** Drops the edits that were sent, unless edited again meanwhile. */
function dropSentEdits(studio: Studio, cameraId: string, sent: PendingEdit[]): void {
  if (sent.length === 0) return;
  const config = studio.stores.config.getState();
  const sentValues = new Map(sent.map((change) => [addressOf(change), change.value]));
  const remaining = (config.edits[cameraId] ?? []).filter((edit) => sentValues.get(addressOf(edit)) !== edit.value);
  config.replaceEdits(cameraId, remaining);
  keepEdits(studio, cameraId);
}

/** Changes the camera reports after a failure are in its running configuration, not stored: no longer pending. */
function keepWhatIsApplied(studio: Studio, cameraId: string, outcomes: ChangeOutcome[]): void {
  const applied = outcomes.filter((outcome) => outcome.state === 'applied').map(({ section, name, value }) => ({ section, name, value }));
  if (applied.length === 0) return;
  const config = studio.stores.config.getState();
  config.setUnstored(cameraId, mergeChanges(config.unstored[cameraId] ?? [], applied));
  dropSentEdits(studio, cameraId, applied);
  void loadSections(studio, cameraId);
}

function mergeChanges(earlier: PendingEdit[], later: PendingEdit[]): PendingEdit[] {
  const merged = new Map(earlier.map((change) => [addressOf(change), change]));
  for (const change of later) merged.set(addressOf(change), change);
  return [...merged.values()];
}

/** The failed step, the camera's own ERROR: texts, and what the camera now reports for each change. */
async function describeFailure(studio: Studio, cameraId: string, error: unknown, active: OperationStep | null, changes: PendingEdit[]) {
  const message = errorText(error, studioLanguage(studio));
  const code = error instanceof ApiCallError ? error.code : error instanceof CancelledBetweenCalls ? 'cancelled' : null;
  const refused = code === 'camera_error' ? refusedCommands(message) : [];
  const refusedStep = refused.map((line) => stepOfCommand(line.command)).find((step) => step !== null);
  return {
    status: 'failed' as const,
    step: refusedStep ?? active,
    message,
    cameraErrors: refused.map((line) => `${line.command}: ERROR: ${line.error}`),
    changes: await changeOutcomes(studio, cameraId, code, changes),
    cancelled: code === 'cancelled',
  };
}

async function changeOutcomes(studio: Studio, cameraId: string, code: string | null, changes: PendingEdit[]): Promise<ChangeOutcome[]> {
  if (changes.length === 0) return [];
  const t = studioText(studio);
  if (code === 'auth') return changes.map((change) => ({ ...change, state: 'not-applied', note: t('configuration.outcome.authRefused') }));
  if (code === 'invalid_request') return changes.map((change) => ({ ...change, state: 'not-applied', note: t('configuration.outcome.requestRefused') }));
  // A cancelled wait leaves a camera that may still be rebooting: reading it now says nothing.
  if (code === 'cancelled') return changes.map((change) => ({ ...change, state: 'unknown', note: t('configuration.outcome.cancelled') }));
  try {
    const sections = [...new Set(changes.map((change) => change.section))];
    const values = valuesByAddress(sectionsOfAnswer(await studio.api.call('config.readSections', { cameraId, sections })));
    return changes.map((change) => {
      const reported = values.valueOf(change.section, change.name);
      if (reported === change.value) return { ...change, state: 'applied', note: t('configuration.outcome.nowReports', { value: reported }) };
      return { ...change, state: 'not-applied', note: reported === undefined ? t('configuration.outcome.notListed') : t('configuration.outcome.stillReports', { value: reported }) };
    });
  } catch (readError) {
    return changes.map((change) => ({ ...change, state: 'unknown', note: t('configuration.outcome.readFailed', { message: errorText(readError, studioLanguage(studio)) }) }));
  }
}

/** A new operation id for a write of the editor: its own `camera.changed` events are not news to it. */
export function ownOperationId({ stores }: Studio): string {
  const operationId = crypto.randomUUID();
  stores.config.getState().ownOperation(operationId);
  return operationId;
}

/** After a script the technician wrote (text mode, command console): what the parameter view shows is read again, since the script may have changed any of it. */
export async function rereadAfterScript(studio: Studio, cameraId: string): Promise<void> {
  await Promise.all([loadSections(studio, cameraId), loadProfile(studio, cameraId), loadRebootNeeded(studio, cameraId)]);
}

/**
 * Activates a profile by name and reads the sections, the current profile and reboot_needed
 * again. The new profile's name shows together with the values read back, never beside the old ones.
 */
export async function activateProfile(studio: Studio, cameraId: string, profile: string): Promise<void> {
  transcriptCheck(studioText(studio))(await studio.api.call('config.activateProfile', { cameraId, profile, operationId: ownOperationId(studio) }));
  markSectionsLoading(studio, cameraId);
  const [sections, active] = await Promise.all([readSections(studio, cameraId), readProfile(studio, cameraId), loadRebootNeeded(studio, cameraId)]);
  const config = studio.stores.config.getState();
  config.setSections(cameraId, sections);
  if (active !== undefined) config.setProfile(cameraId, active);
}

export function closeOperation({ stores }: Studio, cameraId: string): void {
  stores.config.getState().closeOperation(cameraId);
}
