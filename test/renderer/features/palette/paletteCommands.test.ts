// The palette's commands: every shortcut has its command, the names follow the studio's
// language, a command that cannot run says why, and running one calls what its button calls.
import { describe, expect, it } from 'vitest';
import { recordingNameSchema } from '../../../../src/shared/api/recordingSchemas';
import { textIn } from '../../../../src/renderer/i18n/studioText';
import { recordingName, studioCommands, type PaletteCommand, type PaletteHost } from '../../../../src/renderer/features/palette/paletteCommands';
import { listCommands } from '../../../../src/renderer/features/palette/paletteSearch';
import { readRecentCommands, recentCommandsKey, rememberRecentCommand } from '../../../../src/renderer/features/palette/recentCommands';
import { shortcutTable } from '../../../../src/renderer/features/palette/shortcuts';
import type { Studio } from '../../../../src/renderer/studio/studioStores';
import { newBaselineEditor } from '../../../../src/renderer/features/baseline/baselineStore';
import { camera, fakeStudio, settings } from '../../studioFixtures';
import { cameraCheck, checkRun } from '../baseline/baselineFixtures';

const audio = [{ name: 'audio', params: [{ name: 'MICRO', value: '0' }, { name: 'SPEAKER', value: '1' }] }];

function recordingHost() {
  const opened: string[] = [];
  const host: PaletteHost = { openPalette: () => opened.push('palette'), openSheet: () => opened.push('sheet'), openDialog: (dialog) => opened.push(dialog) };
  return { host, opened };
}

function commandsOf(studio: Studio, language: 'en' | 'de' = 'en'): Map<string, PaletteCommand> {
  return new Map(studioCommands(studio, textIn(language), recordingHost().host).map((command) => [command.id, command]));
}

function withTwoCameras() {
  const made = fakeStudio({
    'recording.start': ({ name, format }) => ({ recording: { recordingId: 'rec-1', file: `${name}.${format}`, format, filtered: false, active: true, messages: 0, bytes: 0, maxBytes: 1_000_000, startedAt: 1, stoppedAt: null, stopReason: null } }),
  });
  made.studio.stores.cameras.getState().setCameras([{ ...camera('cam-1'), label: 'Door' }, { ...camera('cam-2'), label: 'Gate' }]);
  return made;
}

describe('the palette commands', () => {
  it('have one command per shortcut of the table, and unique ids', () => {
    const { studio } = withTwoCameras();
    const commands = studioCommands(studio, textIn('en'), recordingHost().host);
    expect(new Set(commands.map((command) => command.id)).size).toBe(commands.length);
    for (const commandId of Object.keys(shortcutTable)) expect(commands.some((command) => command.id === commandId), commandId).toBe(true);
  });

  it('name every view, camera and language, in the studio language', () => {
    const { studio } = withTwoCameras();
    const english = commandsOf(studio);
    expect(english.get('camera.cam-2')?.title).toBe('Camera: Gate');
    expect(english.get('view.console')?.title).toBe('Go to: Message console');
    expect(english.get('studio.language.de')?.title).toBe('Change language: Deutsch');
    const german = commandsOf(studio, 'de');
    expect(german.get('camera.cam-2')?.title).toBe('Kamera: Gate');
    expect(german.get('config.storeUpdateReboot')?.title).toBe('Speichern + Aktualisieren + Neustart');
    expect(german.get('config.apply')?.title).toBe('Übernehmen');
  });

  it('say why a command cannot run now, and run what is shown', () => {
    const { studio } = fakeStudio({});
    const none = commandsOf(studio);
    expect(none.get('config.reload')?.unavailable).toBe('no camera is selected');
    expect(none.get('history.backUpAll')?.unavailable).toBe('the studio knows no camera yet');
    expect(none.get('view.editor')?.unavailable).toBe('this view is shown already');
    expect(none.get('studio.language.en')?.unavailable).toBe('the studio speaks this language already');
    expect(none.get('baseline.check')?.unavailable).toBe('open a saved baseline in the Baseline view first');
    expect(commandsOf(studio, 'de').get('config.reload')?.unavailable).toBe('keine Kamera gewählt');
  });

  it('offer Apply only with valid pending edits, and Cancel only while an operation runs', () => {
    const { studio } = withTwoCameras();
    const config = studio.stores.config.getState();
    expect(commandsOf(studio).get('config.apply')?.unavailable).toBe('the configuration is not read yet');
    config.setSections('cam-1', { status: 'loaded', sections: audio, readAt: 1 });
    expect(commandsOf(studio).get('config.apply')?.unavailable).toBe('there are no pending edits');
    expect(commandsOf(studio).get('config.store')?.unavailable).toBe('nothing to store: no pending edit and no applied change waits to be stored');
    config.setEdit('cam-1', { section: 'audio', name: 'MICRO', value: '1' }, '0');
    expect(commandsOf(studio).get('config.apply')?.unavailable).toBeNull();
    expect(commandsOf(studio).get('config.storeUpdateReboot')?.confirm?.body).toMatch(/^1 pending change is written and stored/);
    expect(commandsOf(studio).get('config.reboot')?.confirm?.body).toMatch(/1 change applied but not stored or still pending/);
    expect(commandsOf(studio).get('config.cancel')?.unavailable).toBe('no operation is under way');
    config.startOperation('cam-1', { operationId: 'op-1', kind: 'apply', steps: ['write'], changes: [], active: 'write', startedAt: 1, stepStartedAt: 1, lastMessage: 'starting', cancelRequested: false, outcome: { status: 'running' } });
    expect(commandsOf(studio).get('config.cancel')?.unavailable).toBeNull();
    expect(commandsOf(studio).get('config.apply')?.unavailable).toBe('an operation is under way');
  });

  it('offer Store + Update + Reboot as its button does: not with nothing pending, stored or waiting for a reboot', () => {
    const { studio } = withTwoCameras();
    const config = studio.stores.config.getState();
    config.setSections('cam-1', { status: 'loaded', sections: audio, readAt: 1 });
    expect(commandsOf(studio).get('config.storeUpdateReboot')?.unavailable).toBe('nothing to store or reboot for: no pending edit, no unstored change, no section waiting for a reboot');
    expect(commandsOf(studio, 'de').get('config.storeUpdateReboot')?.unavailable).toMatch(/^nichts zu speichern oder neu zu starten/);
    expect(commandsOf(studio).get('config.reboot')?.unavailable).toBeNull();
    config.setRebootNeeded('cam-1', ['sip']);
    expect(commandsOf(studio).get('config.storeUpdateReboot')?.unavailable).toBeNull();
    expect(commandsOf(studio).get('config.store')?.unavailable).not.toBeNull();
    config.setRebootNeeded('cam-1', []);
    config.setEdit('cam-1', { section: 'audio', name: 'MICRO', value: '1' }, '0');
    expect(commandsOf(studio).get('config.storeUpdateReboot')?.unavailable).toBeNull();
    expect(commandsOf(studio).get('config.store')?.unavailable).toBeNull();
  });

  it('offer Bring back to baseline only for a shown check with a drifted camera, opening the fix in the Baseline view', async () => {
    const { studio } = withTwoCameras();
    const check = studio.stores.baselineCheck.getState();
    expect(commandsOf(studio).get('baseline.fix')?.unavailable).toBe('check the cameras against a baseline first');
    check.showRun(checkRun('run-1', [cameraCheck('cam-1', 'compliant')]));
    expect(commandsOf(studio).get('baseline.fix')?.unavailable).toBe('no camera drifted from the baseline in the check shown');
    check.showRun(checkRun('run-2', [cameraCheck('cam-1', 'compliant'), cameraCheck('cam-2', 'drifted')]));
    expect(commandsOf(studio).get('baseline.fix')?.unavailable).toBeNull();
    expect(commandsOf(studio, 'de').get('baseline.fix')?.title).toBe('Auf Soll-Konfiguration zurücksetzen…');
    const { host, opened } = recordingHost();
    await studioCommands(studio, textIn('en'), host).find((command) => command.id === 'baseline.fix')!.run();
    expect(opened).toEqual(['fix']);
    expect(studio.stores.ui.getState().view).toBe('baseline');
  });

  it('cancel a check or a site refresh under way, as the Cancel buttons of the views do, and say why not otherwise', async () => {
    const { fake, studio } = fakeStudio({ 'operations.cancel': () => ({ cancelled: true }) });
    expect(commandsOf(studio).get('baseline.cancelCheck')?.unavailable).toBe('no check is under way');
    expect(commandsOf(studio).get('site.cancelRefresh')?.unavailable).toBe('no site refresh is under way');
    studio.stores.baselineCheck.getState().setCheck({ status: 'running', operationId: 'check-1', baseline: 'Site A', done: 0, total: 2, cancelling: false });
    studio.stores.site.getState().setRefresh({ status: 'running', operationId: 'refresh-1', total: 2, finished: new Set(), failed: new Set(), cancelling: false });
    await commandsOf(studio).get('baseline.cancelCheck')!.run();
    await commandsOf(studio).get('site.cancelRefresh')!.run();
    expect(fake.calls).toEqual([
      { method: 'operations.cancel', input: { operationId: 'check-1' } },
      { method: 'operations.cancel', input: { operationId: 'refresh-1' } },
    ]);
    expect(commandsOf(studio).get('baseline.cancelCheck')?.unavailable).toBe('it is being cancelled already');
    expect(commandsOf(studio, 'de').get('site.cancelRefresh')?.title).toBe('Aktualisieren des Standorts abbrechen');
  });

  it('switch the camera, the view, the theme and the language as their controls do', async () => {
    const { studio } = withTwoCameras();
    const { stores } = studio;
    await commandsOf(studio).get('camera.cam-2')!.run();
    expect(stores.cameras.getState().selectedCameraId).toBe('cam-2');
    expect(commandsOf(studio).get('camera.cam-2')?.unavailable).toBe('this camera is shown already');
    await commandsOf(studio).get('view.site')!.run();
    // Chosen from another view, the camera shown is opened in its configuration.
    expect(commandsOf(studio).get('camera.cam-2')?.unavailable).toBeNull();
    await commandsOf(studio).get('camera.cam-2')!.run();
    expect(stores.ui.getState().view).toBe('editor');
    await commandsOf(studio).get('view.site')!.run();
    expect(stores.ui.getState().view).toBe('site');
    const before = stores.ui.getState().themeChoice;
    await commandsOf(studio).get('studio.toggleTheme')!.run();
    expect(stores.ui.getState().themeChoice).not.toBe(before);
    await commandsOf(studio).get('studio.language.de')!.run();
    expect(stores.ui.getState().languageChoice).toBe('de');
  });

  it('records the stream under a name the studio accepts, and opens dialogs through the host', async () => {
    const { fake, studio } = withTwoCameras();
    await commandsOf(studio).get('bus.record')!.run();
    expect(fake.calls).toEqual([{ method: 'recording.start', input: { name: expect.any(String), format: 'jsonl' } }]);
    expect(recordingNameSchema.safeParse(recordingName(new Date(2026, 10, 27, 9, 5, 3))).success).toBe(true);
    expect(recordingName(new Date(2026, 10, 27, 9, 5, 3))).toBe('bus-2026-11-27T09-05-03');
    const { host, opened } = recordingHost();
    const commands = studioCommands(studio, textIn('en'), host);
    await commands.find((command) => command.id === 'cameras.discover')!.run();
    await commands.find((command) => command.id === 'palette.shortcuts')!.run();
    expect(opened).toEqual(['discover', 'sheet']);
  });

  it('hand back the recordings to choose from for Open recording, JSON Lines only', async () => {
    const file = (name: string, format: 'jsonl' | 'csv') => ({ name, format, bytes: 10, modifiedAt: 1, messages: 1, durationMs: 0, problem: null });
    const { studio } = fakeStudio({ 'recording.files': () => ({ files: [file('a.jsonl', 'jsonl'), file('b.csv', 'csv')] }) });
    const next = await commandsOf(studio).get('bus.openRecording')!.run();
    expect(Array.isArray(next) && next.map((command) => command.title)).toEqual(['Recording: a.jsonl']);
    const replayable = await commandsOf(studio).get('bus.replay')!.run();
    expect(Array.isArray(replayable) && replayable.length).toBe(2);
  });
});

describe('listCommands', () => {
  it('lists the recently used first without a query, then the rest in order', () => {
    const { studio } = withTwoCameras();
    const commands = studioCommands(studio, textIn('en'), recordingHost().host);
    const listed = listCommands(commands, '', ['studio.toggleTheme', 'camera.cam-2']);
    expect(listed.slice(0, 3).map((entry) => [entry.command.id, entry.recent])).toEqual([
      ['studio.toggleTheme', true],
      ['camera.cam-2', true],
      [commands[0]!.id, false],
    ]);
  });

  it('finds by the shown names, in German too, best match first', () => {
    const { studio } = withTwoCameras();
    studio.stores.config.getState().setSections('cam-1', { status: 'loaded', sections: audio, readAt: 1 });
    studio.stores.config.getState().setEdit('cam-1', { section: 'audio', name: 'MICRO', value: '1' }, '0');
    const english = studioCommands(studio, textIn('en'), recordingHost().host);
    expect(listCommands(english, 'sur', [])[0]?.command.id).toBe('config.storeUpdateReboot');
    expect(listCommands(english, 'gate', [])[0]?.command.id).toBe('camera.cam-2');
    const german = studioCommands(studio, textIn('de'), recordingHost().host);
    expect(listCommands(german, 'ubern', [])[0]?.command.id).toBe('config.apply');
    expect(listCommands(german, 'neu lad', [])[0]?.command.id).toBe('config.reload');
    expect(listCommands(german, 'qqq', [])).toEqual([]);
  });

  it('lists the commands that can run now before those that cannot, whatever the match', () => {
    const { studio } = withTwoCameras();
    // No configuration read yet: Store + Update + Reboot cannot run, "Go to: Distributor settings" can.
    const listed = listCommands(studioCommands(studio, textIn('en'), recordingHost().host), 'sur', []);
    expect(listed[0]?.command.unavailable).toBeNull();
    const blockedAt = listed.findIndex((entry) => entry.command.id === 'config.storeUpdateReboot');
    expect(listed.slice(blockedAt).every((entry) => entry.command.unavailable !== null)).toBe(true);
  });
});

describe('the palette commands of the views’ other buttons', () => {
  it('offer the baseline’s Save as the editor does: not without a baseline, with a problem, without a name or with nothing changed', async () => {
    const { fake, studio } = fakeStudio({ 'baseline.save': ({ name, groups }) => ({ baseline: { name, groups, version: 1, sections: ['audio'], parameterCount: 1, savedAt: '2026-11-01T00:00:00.000Z' } }), 'baseline.list': () => ({ baselines: [] }) });
    expect(commandsOf(studio).get('baseline.save')?.unavailable).toBe('no baseline is open in the Baseline view');
    const baseline = studio.stores.baseline.getState();
    baseline.setEditor(newBaselineEditor());
    expect(commandsOf(studio).get('baseline.save')?.unavailable).toMatch(/^1 problem in the text/);
    baseline.editText('SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n');
    expect(commandsOf(studio).get('baseline.save')?.unavailable).toBe('Name the baseline to save it.');
    expect(commandsOf(studio, 'de').get('baseline.save')?.unavailable).toBe(textIn('de')('baseline.editor.nameToSave'));
    baseline.editName('Audio');
    expect(commandsOf(studio).get('baseline.save')?.unavailable).toBeNull();
    await commandsOf(studio).get('baseline.save')!.run();
    expect(fake.calls.some((call) => call.method === 'baseline.save')).toBe(true);
    expect(commandsOf(studio).get('baseline.save')?.unavailable).toBe('nothing to save: the text and groups are those of version 1');
    expect(commandsOf(studio).get('baseline.new')?.unavailable).toBeNull();
  });

  it('offer Export CSV of the audit log but not while one runs, and Apply of the settings as its button', () => {
    const { studio } = fakeStudio({});
    expect(commandsOf(studio).get('audit.exportCsv')?.unavailable).toBeNull();
    studio.stores.audit.getState().setExport({ status: 'exporting' });
    expect(commandsOf(studio).get('audit.exportCsv')?.unavailable).toBe('an export is under way');
    expect(commandsOf(studio).get('settings.apply')?.unavailable).toBe('the distributor settings are not read yet');
    const store = studio.stores.settings.getState();
    store.setSettings(settings);
    expect(commandsOf(studio).get('settings.apply')?.unavailable).toBeNull();
    store.editDraft('{"broadcast": {"port": 70000}}');
    expect(commandsOf(studio).get('settings.apply')?.unavailable).toBe('Apply is refused until the problem is fixed.');
    expect(commandsOf(studio, 'de').get('settings.apply')?.unavailable).toBe(textIn('de')('settings.apply.refused', { count: 1 }));
    store.discardDraft();
    store.setApply({ status: 'applying' });
    expect(commandsOf(studio).get('settings.apply')?.unavailable).toBe('the settings are being applied');
  });

  it('offer Save of the site agent settings as its button, and a test alert per channel that shows the Site agent view', async () => {
    const { fake, studio } = fakeStudio({ 'agent.testAlert': () => ({ delivered: true, target: 'udp://127.0.0.1:514', note: { id: 'agentStudio.testAlert.udpSent' } }) });
    expect(commandsOf(studio).get('agent.save')?.unavailable).toBe('the site agent settings are not read yet');
    const agent = studio.stores.agent.getState();
    agent.setLoad({ status: 'loaded', read: { state: 'missing', path: '/ws/agent.json', text: '{}\n', problems: [], webhookKey: 'not_set', emailPassword: 'not_set' } });
    expect(commandsOf(studio).get('agent.save')?.unavailable).toBe('nothing to save: the site agent settings are as saved');
    agent.editDraft('{"jobs": {}}');
    expect(commandsOf(studio).get('agent.save')?.unavailable).toBeNull();
    expect(commandsOf(studio, 'de').get('agent.testAlert.syslog')?.title).toBe('Testalarm senden: Syslog');
    await commandsOf(studio).get('agent.testAlert.syslog')!.run();
    expect(fake.calls.at(-1)).toEqual({ method: 'agent.testAlert', input: { channel: 'syslog' } });
    expect(studio.stores.ui.getState().view).toBe('agent');
  });

  it('offer the Site view’s Export CSV unless the filter hides every row', () => {
    const { studio } = withTwoCameras();
    const site = studio.stores.site.getState();
    expect(commandsOf(studio).get('site.exportCsv')?.unavailable).toBeNull();
    site.setLoad({ status: 'loading' });
    expect(commandsOf(studio).get('site.exportCsv')?.unavailable).toBe('the site is being read');
    site.setLoad({ status: 'loaded', inventory: { cameras: [], omitted: 0, problems: [], refresh: null, takenAt: '2026-11-01T00:00:00.000Z' } });
    expect(commandsOf(studio).get('site.exportCsv')?.unavailable).toBe('the studio knows no camera yet');
  });
});

describe('the recently used commands', () => {
  it('keep the last ones first, bounded, and survive a broken or missing storage', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
    let recent: string[] = [];
    for (const id of ['a', 'b', 'c', 'a']) recent = rememberRecentCommand(storage, recent, id);
    expect(recent).toEqual(['a', 'c', 'b']);
    expect(readRecentCommands(storage)).toEqual(['a', 'c', 'b']);
    for (let n = 0; n < 20; n++) recent = rememberRecentCommand(storage, recent, `id-${n}`);
    expect(readRecentCommands(storage)).toHaveLength(8);
    kept.set(recentCommandsKey, '{not json');
    expect(readRecentCommands(storage)).toEqual([]);
    kept.set(recentCommandsKey, JSON.stringify(['ok', 7, '', 'x'.repeat(201)]));
    expect(readRecentCommands(storage)).toEqual(['ok']);
    expect(readRecentCommands(null)).toEqual([]);
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(rememberRecentCommand(refusing, [], 'a')).toEqual(['a']);
  });
});
